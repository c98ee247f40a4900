package rating

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/internal/outfile"
	"github.com/sudolab/sudolab/puzzle"
)

// resumeRun resumes the run of cfg on input into the file out, as
// "rate --out out --resume input" does.
func resumeRun(input, out string, cfg RunConfig) error {
	f, err := OpenOutput(out, true, outfile.Inputs{Paths: []string{input}}, &cfg)
	if err != nil {
		return err
	}
	defer f.Close()
	if _, err = Run(context.Background(), puzzle.Inputs{Args: []string{input}}, cfg, f); err != nil {
		return err
	}
	return f.Commit()
}

// defaultPuzzles writes the default set's puzzle lines (no comments) to a
// file and returns the lines.
func defaultPuzzles(t *testing.T, path string) []string {
	var lines []string
	for _, l := range strings.Split(puzzle.DefaultSet, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return lines
}

// TestResumeOddLines: malformed lines holding invalid UTF-8, quotes,
// commas and carriage returns are echoed in the records; a resumed run
// must recognise them as the input's (JSON and CSV alter such text).
func TestResumeOddLines(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	lines := defaultPuzzles(t, in)
	odd := []string{"\xff\xfebad\x80line", "a,\"b\"\rc", "\"q", "x\r\ry,z"}
	text := strings.Join(lines[:3], "\n") + "\n" + strings.Join(odd, "\n") + "\n" + strings.Join(lines[3:6], "\n") + "\n"
	os.WriteFile(in, []byte(text), 0o644)
	for _, format := range []string{"csv", "jsonl"} {
		cfg := RunConfig{Columns: testCols, Format: format, Header: true, Workers: 2}
		full := filepath.Join(dir, "full."+format)
		runToFile(t, puzzle.Inputs{Args: []string{in}}, cfg, full)
		want, _ := os.ReadFile(full)
		out := filepath.Join(dir, "out")
		for cut := len(want) - 1; cut > 0; cut-- {
			if want[cut-1] != '\n' {
				continue
			}
			os.WriteFile(out, want[:cut], 0o644)
			if err := resumeRun(in, out, cfg); err != nil {
				t.Fatalf("%s: resume after %d bytes: %v", format, cut, err)
			}
			if got, _ := os.ReadFile(out); !bytes.Equal(got, want) {
				t.Fatalf("%s: resume after %d bytes:\n%q\nwant\n%q", format, cut, got, want)
			}
		}
	}
}

// TestResumeChecksPuzzles: --resume on an output of the same puzzles in
// another order, of another (shorter) input, or of another shard is
// refused and leaves the output as it was; on its own input, a resumed
// run cut anywhere gives the uninterrupted output.
func TestResumeChecksPuzzles(t *testing.T) {
	for _, format := range []string{"csv", "jsonl"} {
		dir := t.TempDir()
		in := filepath.Join(dir, "in.txt")
		lines := defaultPuzzles(t, in)
		cfg := RunConfig{Columns: testCols, Format: format, Header: true, Workers: 2}
		full := filepath.Join(dir, "full")
		runToFile(t, puzzle.Inputs{Args: []string{in}}, cfg, full)
		want, _ := os.ReadFile(full)

		// A killed run (cut after k records, maybe mid-line), resumed.
		out := filepath.Join(dir, "out")
		for _, cut := range []int{0, 1, len(want) / 3, len(want) / 2, len(want) - 5, len(want)} {
			os.WriteFile(out, want[:cut], 0o644)
			if err := resumeRun(in, out, cfg); err != nil {
				t.Fatalf("%s: resume after %d bytes: %v", format, cut, err)
			}
			if got, _ := os.ReadFile(out); !bytes.Equal(got, want) {
				t.Fatalf("%s: resume after %d bytes differs from the uninterrupted run", format, cut)
			}
		}

		refuse := func(what, input string, cfg RunConfig, partial []byte, msg string) {
			t.Helper()
			os.WriteFile(out, partial, 0o644)
			err := resumeRun(input, out, cfg)
			if err == nil || !strings.Contains(err.Error(), msg) {
				t.Fatalf("%s: resume %s: err = %v, want %q", format, what, err, msg)
			}
			if got, _ := os.ReadFile(out); !bytes.Equal(got, partial) {
				t.Fatalf("%s: refused resume %s changed the output", format, what)
			}
		}
		half := want[:bytes.LastIndexByte(want[:len(want)/2], '\n')+1]
		// The same puzzles shuffled (the shuf case).
		shuffled := append([]string(nil), lines...)
		rand.New(rand.NewPCG(1, 2)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
		other := filepath.Join(dir, "shuffled.txt")
		os.WriteFile(other, []byte(strings.Join(shuffled, "\n")+"\n"), 0o644)
		refuse("of a shuffled input", other, cfg, half, "another input or order")
		// A shorter input: the output holds records beyond it.
		os.WriteFile(other, []byte(strings.Join(lines[:5], "\n")+"\n"), 0o644)
		refuse("of a shorter input", other, cfg, half, "the input has only 5 puzzles")
		// Another shard's output.
		shard := cfg
		shard.Shard = Shard{1, 2}
		refuse("of another shard", in, shard, half, "not in this run's shard 1/2")
		// A corrupted record inside the output.
		bad, line := bytes.Replace(half, []byte("\n3,"), []byte("\nx,"), 1), ":4: " // after the header
		if format == "jsonl" {
			bad, line = bytes.Replace(half, []byte(`{"n":3,`), []byte(`{"n":3,"n2":1,`), 1), ":3: "
		}
		refuse("of a corrupted output", in, cfg, bad, line)
	}
}
