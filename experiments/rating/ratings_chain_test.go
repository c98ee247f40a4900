package rating

import (
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

func TestChainColumnsVerify(t *testing.T) {
	cases := []struct {
		puzzle string
		want   map[string]string
	}{
		{".2.4..7......891.........65..48.....3..9....1.95..1.7..7.3...1263.........2.1...8",
			map[string]string{"W": "5", "B": "4", "gW": "5", "gB": "4"}},
		{"1....6..9..........8.1..56..3.6..8.1........7.....8246.4.9...2.56.841.....7..3...",
			map[string]string{"W": "7", "B": "6", "gW": "2", "gB": "2"}},
	}
	for _, c := range cases {
		pg, err := puzzle.ParseLine(c.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		for name, want := range c.want {
			col, err := Lookup(name)
			if err != nil {
				t.Fatal(err)
			}
			for _, verify := range []bool{false, true} {
				got, err := col.Compute(testPuzzle(t, pg, nil), Options{MaxLength: 36, Verify: verify})
				if err != nil || got != want {
					t.Errorf("%s verify=%v: %q %v, want %q", name, verify, got, err, want)
				}
			}
		}
	}
	col, _ := Lookup("W")
	pg, _ := puzzle.ParseLine(c0)
	if got, err := col.Compute(testPuzzle(t, pg, nil), Options{MaxLength: 5}); err != nil || got != ">5" {
		t.Errorf("W max 5 of #16845: %q %v", got, err)
	}
}

const c0 = "1......89.57......8..2...5...5..39.1.1...4....6.51.......3..62.64..9...37........"

// TestChainColumnsVerifyRef runs the four columns with Verify (pattern
// checker + SAT proof of every elimination) on the first
// SUDOLAB_VERIFY_N puzzles of cbg-000 and compares with the reference.
func TestChainColumnsVerifyRef(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("SUDOLAB_VERIFY_N"))
	if n <= 0 {
		t.Skip("set SUDOLAB_VERIFY_N to verify the first N puzzles of cbg-000")
	}
	header, rows := reftest.ReadCSV(t, "cbg-000.csv")
	pi := reftest.Column(t, header, "puzzle")
	if n > len(rows) {
		n = len(rows)
	}
	for _, name := range []string{"W", "B", "gW", "gB"} {
		ci := reftest.Column(t, header, name)
		col, _ := Lookup(name)
		bad := 0
		for _, r := range rows[:n] {
			pg, err := puzzle.ParseLine(r[pi])
			if err != nil {
				t.Fatal(err)
			}
			got, err := col.Compute(testPuzzle(t, pg, nil), Options{MaxLength: 36, Verify: true})
			if err != nil {
				t.Fatalf("%s %s: %v", name, r[0], err)
			}
			if got != r[ci] {
				bad++
				t.Logf("%s #%s: %s vs reference %s", name, r[0], got, r[ci])
			}
		}
		t.Logf("%s: %d puzzles verified, %d differ from the reference", name, n, bad)
	}
}

// TestChainColumnStopsAtTimeout: with Options.Timeout the chain search
// itself stops (not only the runner's wait for it): gB of cbg-000 #16845
// takes seconds, the column returns ErrTimeout soon after 50 ms.
func TestChainColumnStopsAtTimeout(t *testing.T) {
	pg, err := puzzle.ParseLine("1......89.57......8..2...5...5..39.1.1...4....6.51.......3..62.64..9...37........")
	if err != nil {
		t.Fatal(err)
	}
	sol, err := logic.Solve(pg)
	if err != nil {
		t.Fatal(err)
	}
	col, err := Lookup("gB")
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	v, err := col.Compute(testPuzzle(t, pg, sol), Options{Timeout: 50 * time.Millisecond})
	if err != ErrTimeout {
		t.Fatalf("gB with a 50 ms timeout: %q, %v; want ErrTimeout", v, err)
	}
	// one target's search at most after the deadline (generous: loaded CI)
	if el := time.Since(start); el > 5*time.Second {
		t.Errorf("gB stopped %v after its start, timeout 50 ms", el)
	}
}
