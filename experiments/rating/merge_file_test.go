package rating

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/puzzle"
)

// shardParts rates the default set in 2 shards with the test columns and
// returns the parts' paths.
func shardParts(t *testing.T, dir, format string) []string {
	t.Helper()
	var parts []string
	for i := 0; i < 2; i++ {
		cfg := RunConfig{Columns: testCols, Format: format, Header: true, Workers: 2, Shard: Shard{i, 2}}
		p := filepath.Join(dir, format+"-part"+string(rune('0'+i)))
		runToFile(t, puzzle.Inputs{}, cfg, p)
		parts = append(parts, p)
	}
	return parts
}

// TestMergeFileRefusesOutThatIsAPart: "merge s0.csv s1.csv" (OUT forgotten)
// must fail and leave s0.csv as it was, also when OUT reaches the part by
// another name (a hard link, a symlink, a path with "./").
func TestMergeFileRefusesOutThatIsAPart(t *testing.T) {
	dir := t.TempDir()
	parts := shardParts(t, dir, "csv")
	before, _ := os.ReadFile(parts[0])
	hard := filepath.Join(dir, "hard")
	if err := os.Link(parts[0], hard); err != nil {
		t.Fatal(err)
	}
	soft := filepath.Join(dir, "soft")
	if err := os.Symlink(parts[0], soft); err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{parts[0], hard, soft, filepath.Join(dir, ".", filepath.Base(parts[0]))} {
		for _, replace := range []bool{false, true} {
			_, err := MergeFile(out, parts, 0, replace)
			if err == nil || !strings.Contains(err.Error(), "also a part") {
				t.Errorf("merge into %s: err = %v, want a refusal", out, err)
			}
			if after, _ := os.ReadFile(parts[0]); !bytes.Equal(after, before) {
				t.Fatalf("merge into %s changed the part", out)
			}
		}
	}
	// The slip itself: "merge s0 s1" names s0 as OUT and s1 as the only part.
	if _, err := MergeFile(parts[0], parts[1:], 0, false); err == nil || !strings.Contains(err.Error(), "exists") {
		t.Fatalf("merge of the other part into the first: err = %v, want a refusal", err)
	}
	if after, _ := os.ReadFile(parts[0]); !bytes.Equal(after, before) {
		t.Fatal("merge s0 s1 changed s0")
	}
	// With replace (--force), an existing OUT that is not a part is replaced.
	out := filepath.Join(dir, "merged")
	os.WriteFile(out, []byte("old\n"), 0o600)
	if _, err := MergeFile(out, parts, 0, true); err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	Merge(&want, parts, 0)
	if got, _ := os.ReadFile(out); !bytes.Equal(got, want.Bytes()) {
		t.Fatal("--force merge did not replace OUT with the merge")
	}
	if st, _ := os.Stat(out); st.Mode().Perm() != 0o600 {
		t.Fatalf("replaced OUT has mode %v, want the old 0600", st.Mode().Perm())
	}
}

// TestMergeFileTornPart: a part cut at any byte inside its last records
// (a shard killed mid-write, "head -c N part > cut") is an error naming the
// file and the line of the cut record, whatever the format; OUT is then
// neither created nor changed, and no temporary file is left.
func TestMergeFileTornPart(t *testing.T) {
	for _, format := range []string{"csv", "jsonl"} {
		dir := t.TempDir()
		parts := shardParts(t, dir, format)
		data, _ := os.ReadFile(parts[1])
		lines := bytes.Count(data, []byte("\n"))
		out := filepath.Join(dir, "merged")
		os.WriteFile(out, []byte("old\n"), 0o644)
		cut := filepath.Join(dir, "cut")
		// Cut positions in the last three records.
		start := len(data)
		for k := 0; k < 4; k++ {
			start = bytes.LastIndexByte(data[:start-1], '\n') + 1
		}
		for at := start; at < len(data); at++ {
			os.WriteFile(cut, data[:at], 0o644)
			_, err := MergeFile(out, []string{parts[0], cut}, 0, true)
			if data[at-1] == '\n' {
				if err != nil {
					t.Fatalf("%s cut at a line end (%d bytes): %v", format, at, err)
				}
				os.WriteFile(out, []byte("old\n"), 0o644)
				continue
			}
			line := bytes.Count(data[:at], []byte("\n")) + 1
			want := cut + ":" + strconv.Itoa(line) + ":"
			if err == nil || !strings.HasPrefix(err.Error(), want) {
				t.Fatalf("%s cut at byte %d of %d (line %d of %d): err = %v, want one starting with %q", format, at, len(data), line, lines, err, want)
			}
			if got, _ := os.ReadFile(out); string(got) != "old\n" {
				t.Fatalf("%s: a failed merge changed OUT", format)
			}
		}
		if ents, _ := os.ReadDir(dir); len(ents) != 4 {
			t.Fatalf("%s: %d files in the directory (temporary files left?)", format, len(ents))
		}
	}
}

// TestMergeBadRecords: a record with a wrong number of fields or that does
// not parse, anywhere in a part, is an error naming the file and line.
func TestMergeBadRecords(t *testing.T) {
	dir := t.TempDir()
	head := "n,puzzle,W,error\n"
	cases := []struct{ body, want string }{
		{"1,p1,3,\n2,p2,4\n3,p3,1,\n", ":3: 3 fields, the header has 4"},
		{"1,p1,3,\n2,p2,4,,\n", ":3: 5 fields, the header has 4"},
		{"1,p1,3,\n2,p\"2\",4,\n", ":3: not a CSV record"},
		{"1,p1,3,\n2,\"p\n2,4,\n", ":3: the last record has no end of line"},
		{"1,p1,3,\nx,p2,4,\n", ":3: first field \"x\" is not a record number"},
		{"{\"n\":1,\"puzzle\":\"p\",\"W\":3,\"error\":\"\"}\n{\"n\":2,\"puzzle\":\"p\",\"W\":3}\n", ":2: keys"},
		{"{\"n\":1,\"puzzle\":\"p\",\"W\":3,\"error\":\"\"}\n{\"n\":2,\"puzzle\":\"p\",\"W\":3,\"error\":\"\n{\"n\":3}\n", ":2: not a JSON record"},
		{"{\"n\":1,\"puzzle\":\"p\\\"\",\"W\":3,\"error\":\"\"}\n{\"n\":2,\"puzzle\":\"p\",\"W\":3", ":2: the last record has no end of line"},
		{"{\"n\":0,\"puzzle\":\"p\",\"W\":3,\"error\":\"\"}\n", ":1: no positive record number"},
	}
	for i, c := range cases {
		p := filepath.Join(dir, "part")
		text := c.body
		if !strings.HasPrefix(text, "{") {
			text = head + text
		}
		os.WriteFile(p, []byte(text), 0o644)
		var out bytes.Buffer
		_, err := Merge(&out, []string{p}, 0)
		if err == nil || !strings.HasPrefix(err.Error(), p+c.want) {
			t.Errorf("case %d: err = %v, want %q", i, err, p+c.want)
		}
	}
}
