package puzzle

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
)

// collect reads every item of in.
func collect(t *testing.T, in Inputs) ([]Item, error) {
	t.Helper()
	var items []Item
	err := in.Each(func(it Item) error {
		items = append(items, it)
		return nil
	})
	return items, err
}

func stdinItems(t *testing.T, text string, column string) []Item {
	t.Helper()
	items, err := collect(t, Inputs{Args: []string{"-"}, Stdin: strings.NewReader(text), Column: column})
	if err != nil {
		t.Fatal(err)
	}
	return items
}

// repeatReader yields b forever (or n bytes of it, then the rest of
// tail), without allocating: an endless or huge line.
type repeatReader struct {
	b    byte
	n    int64 // bytes of b left; < 0 = endless
	tail *strings.Reader
	read int // Read calls
	hook func(read int)
}

func (r *repeatReader) Read(p []byte) (int, error) {
	r.read++
	if r.hook != nil {
		r.hook(r.read)
	}
	if r.n == 0 {
		return r.tail.Read(p)
	}
	k := len(p)
	if r.n > 0 && int64(k) > r.n {
		k = int(r.n)
	}
	for i := range p[:k] {
		p[i] = r.b
	}
	if r.n > 0 {
		r.n -= int64(k)
	}
	return k, nil
}

// allocated runs f and returns the bytes it allocated.
func allocated(f func()) uint64 {
	var a, b runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&a)
	f()
	runtime.ReadMemStats(&b)
	return b.TotalAlloc - a.TotalAlloc
}

// TestHugeLineBounded: a 100 MB line between two puzzles is one malformed
// item echoing 100 bytes; reading it allocates a bounded amount (the
// line reader's buffer), not the line.
func TestHugeLineBounded(t *testing.T) {
	const size = 100 << 20
	r := &repeatReader{b: '7', n: size, tail: strings.NewReader("\n" + p9 + " after\n")}
	var items []Item
	var err error
	alloc := allocated(func() {
		items, err = collect(t, Inputs{Args: []string{"-"}, Stdin: io.MultiReader(strings.NewReader(p9+" before\n"), r)})
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 3 || items[0].Label != "before" || items[2].Label != "after" || items[2].Line != 3 {
		t.Fatalf("items: %+v", items)
	}
	bad := items[1]
	if bad.Err == nil || bad.Line != 2 || len(bad.Text) > EchoBytes+len("…") || !strings.Contains(bad.Err.Error(), "a line of 104857600 bytes is longer than any puzzle") {
		t.Fatalf("long line item: text %d bytes, err %v", len(bad.Text), bad.Err)
	}
	if alloc > 4*MaxLineBytes+1<<20 {
		t.Errorf("reading a %d-byte line allocated %d bytes", size, alloc)
	}
	t.Logf("a %d MB line read with %d KB allocated", size>>20, alloc>>10)
}

// TestEndlessLineStops: an endless line (like /dev/zero) holds no more
// memory than the reader's buffer, and reading stops when the context is
// done (here: cancelled from inside the reader after 2000 reads, 128 MB).
func TestEndlessLineStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	r := &repeatReader{b: 0, n: -1, hook: func(read int) {
		if read == 2000 {
			cancel()
		}
	}}
	var items []Item
	var err error
	alloc := allocated(func() {
		items, err = collect(t, Inputs{Args: []string{"-"}, Stdin: r, Ctx: ctx})
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v, want context.Canceled", err)
	}
	if len(items) != 0 {
		t.Fatalf("%d items", len(items))
	}
	if r.read < 2000 || alloc > 4*MaxLineBytes+1<<20 {
		t.Errorf("%d reads, %d bytes allocated", r.read, alloc)
	}
}

func TestBOMStripped(t *testing.T) {
	items := stdinItems(t, "\uFEFF"+p9+" first\n"+p9+"\n", "")
	if len(items) != 2 || items[0].Err != nil || items[0].Label != "first" || items[1].Err != nil {
		t.Fatalf("items: %+v", items)
	}
	// Also before a CSV header.
	items = stdinItems(t, "\uFEFFindex,puzzle\n1,"+p9+"\n", "")
	if len(items) != 1 || items[0].Err != nil || items[0].Text != p9 {
		t.Fatalf("CSV after a BOM: %+v", items)
	}
}

func TestArgumentMessages(t *testing.T) {
	dir := t.TempDir()
	_, err := collect(t, Inputs{Args: []string{dir}})
	if err == nil || err.Error() != dir+": is a directory, not a file of puzzles" {
		t.Errorf("directory: %v", err)
	}
	missing := filepath.Join(dir, "missing.txt")
	items, err := collect(t, Inputs{Args: []string{missing}})
	if err != nil || len(items) != 1 || items[0].Err == nil || !strings.HasPrefix(items[0].Err.Error(), missing+": no such file, and not a puzzle: ") {
		t.Errorf("missing file: %v %+v", err, items)
	}
	unreadable := filepath.Join(dir, "locked.txt")
	os.WriteFile(unreadable, []byte(p9), 0)
	if _, err := collect(t, Inputs{Args: []string{unreadable}}); err == nil && os.Getuid() != 0 {
		t.Error("unreadable file: no error")
	}
}

// TestMessagesUserFacing: no message tells a CLI user about Go functions.
func TestMessagesUserFacing(t *testing.T) {
	for _, text := range []string{p9 + "\r" + p9, "a\rb", p9 + "\n" + p9} {
		_, err := Parse(text)
		_, err2 := ParseLine(text)
		for _, e := range []error{err, err2} {
			if e != nil && (strings.Contains(e.Error(), "Parse") || strings.Contains(e.Error(), "Scanner")) {
				t.Errorf("%q: %v", text, e)
			}
		}
	}
}

func TestTableInputs(t *testing.T) {
	p2 := strings.Replace(p9, "4", ".", 1)
	cases := []struct {
		name, text, column string
		texts, labels      []string
		errs               []string // per item: "" or a part of the error
	}{
		{"auto puzzle column, index as label", "index,puzzle,W\n1," + p9 + ",5\n2," + p2 + ",7\n", "", []string{p9, p2}, []string{"1", "2"}, []string{"", ""}},
		{"label column", "n,puzzle,W,error,label\n1," + p9 + ",5,,\"Easter, Monster\"\n", "", []string{p9}, []string{"Easter, Monster"}, []string{""}},
		{"name column", "name\tgrid\nhard one\t" + p9 + "\n", "grid", []string{p9}, []string{"hard one"}, []string{""}},
		{"column by number", "a;b,x\nq," + p9 + "\n", "2", []string{p9}, []string{""}, []string{""}},
		{"bad rows", "puzzle,label\n12345,short\n\n" + p9 + "\n\"" + p9 + ",x\n", "",
			[]string{"12345", p9, Clip("\"" + p9 + ",x")}, []string{"short", "", ""}, []string{"5 characters", "", "not a CSV row"}},
		{"quoted line break", "puzzle,label\n" + p9 + ",\"two\nlines\"\n" + p2 + ",b\n", "", []string{p9, p2}, []string{"two lines", "b"}, []string{"", ""}},
		{"one column", "Puzzle\n" + p9 + "\n", "", []string{p9}, []string{""}, []string{""}},
		{"text with --column", p9 + ",glued label\n", "puzzle", []string{p9}, []string{"glued label"}, []string{""}},
	}
	for _, c := range cases {
		items := stdinItems(t, c.text, c.column)
		if len(items) != len(c.texts) {
			t.Errorf("%s: %d items, want %d: %+v", c.name, len(items), len(c.texts), items)
			continue
		}
		for i, it := range items {
			if it.Text != c.texts[i] || it.Label != c.labels[i] || (it.Err == nil) != (c.errs[i] == "") ||
				it.Err != nil && !strings.Contains(it.Err.Error(), c.errs[i]) {
				t.Errorf("%s: item %d = %q %q %v; want %q %q %q", c.name, i+1, it.Text, it.Label, it.Err, c.texts[i], c.labels[i], c.errs[i])
			}
		}
	}
	_, err := collect(t, Inputs{Args: []string{"-"}, Stdin: strings.NewReader("a,b\n1,2\n"), Column: "puzzle"})
	if err == nil || !strings.Contains(err.Error(), "--column puzzle: no such column") {
		t.Errorf("missing column: %v", err)
	}
}

// TestLabelColumn: the label of a table row is the column --label-column
// names (by name or number), by default "label", else "name", else
// "index" (issue 28: rating the reference files lost their ids).
func TestLabelColumn(t *testing.T) {
	mith := "index,mith_index,puzzle,trid_or5w_level\n1,575," + p9 + ",8\n"
	for _, c := range []struct{ text, labelColumn, want, err string }{
		{mith, "", "1", ""},
		{mith, "mith_index", "575", ""},
		{mith, "2", "575", ""},
		{mith, "Trid_OR5W_Level", "8", ""},
		{mith, "puzzle", "", ""}, // the puzzle itself: no label
		{mith, "nb_clues", "", "--label-column nb_clues: no such column in the header"},
		{mith, "9", "", "--label-column 9: the header has 4 columns"},
		{"index,name,puzzle\n3,hard," + p9 + "\n", "", "hard", ""},
		{"label,index,name,puzzle\nmine,3,hard," + p9 + "\n", "", "mine", ""},
	} {
		items, err := collect(t, Inputs{Args: []string{"-"}, Stdin: strings.NewReader(c.text), LabelColumn: c.labelColumn})
		switch {
		case c.err != "":
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("--label-column %q: error %v, want %q", c.labelColumn, err, c.err)
			}
		case err != nil || len(items) != 1 || items[0].Label != c.want:
			t.Errorf("--label-column %q on %.30q: %+v %v, want label %q", c.labelColumn, c.text, items, err, c.want)
		}
	}
}

// TestReferenceCSV: the reference data's CSV reads as puzzles, numbered as
// its index column.
func TestReferenceCSV(t *testing.T) {
	path := reftest.Path(t, "cbg-000.csv")
	n := 0
	err := Inputs{Args: []string{path}}.Each(func(it Item) error {
		n++
		if it.Err != nil || it.Line != n+1 || len(it.Text) != 81 {
			t.Fatalf("record %d: %+v", n, it)
		}
		return nil
	})
	if err != nil || n != 21375 {
		t.Fatalf("%d records, %v", n, err)
	}
}
