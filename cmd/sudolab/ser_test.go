package main

import (
	"strings"
	"testing"

	"github.com/sudolab/sudolab/internal/cli"
)

// A cbg-000 puzzle (#28) that Sudoku Explainer rates 4.5 with its
// uniqueness rules (a unique rectangle) and 7.1 without (docs/ser.md §14.3).
const serUR = "..3..6..9456.8.1.3......4..2.7...3....5...271.....1..6.9.5....8......9......3..17"

// TestPathSER: path --rules SER / SER-noU print SE's hints and triple, and
// --verify proves every step (the unique rectangle under the uniqueness
// assumption).
func TestPathSER(t *testing.T) {
	out, err := run(t, "", "path", "--rules", "SER", "--verify", serUR)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"4.5, Unique Rectangle type", "SER rating: ER 4.5, EP 1.2, ED 1.2\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
	out, err = run(t, "", "path", "--rules", "SER-noU", serUR)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "SER-noU rating: ER 7.1,") || strings.Contains(out, "Unique") {
		t.Errorf("SER-noU path:\n%s", out)
	}
}

// TestRateSER: the SER and SER-noU columns, with --ser-triple.
func TestRateSER(t *testing.T) {
	out, err := run(t, "", "rate", "--ratings", "SER,SER-noU", "--ser-triple", serUR)
	if err != nil {
		t.Fatal(err)
	}
	want := "n,puzzle,SER,SER_EP,SER_ED,SER-noU,SER-noU_EP,SER-noU_ED,error,label\n1," + serUR + ",4.5,1.2,1.2,7.1,1.2,1.2,,\n"
	if out != want {
		t.Errorf("got\n%swant\n%s", out, want)
	}
}

// TestRateSERTimeout: --timeout stops a rating that needs nested chains
// (monhard-TE3 #1, SER 11.7, seconds of CPU: far more than the limit even
// on an idle machine) and reports it in the error column.
func TestRateSERTimeout(t *testing.T) {
	const hard = "987......6..95.....4.......3..21.65....5.3..2....96.31.3.1...2.....6.59.....2.1.3"
	out, err := run(t, "", "rate", "--ratings", "SER", "--timeout", "100ms", hard)
	if cli.Code(err) != cli.StatusPartial {
		t.Fatalf("exit status %d (%v), want %d", cli.Code(err), err, cli.StatusPartial)
	}
	if !strings.Contains(out, ",SER: timeout,") {
		t.Errorf("no timeout reported:\n%s", out)
	}
}
