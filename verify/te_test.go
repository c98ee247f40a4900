package verify

import (
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/te"
	"github.com/sudolab/sudolab/puzzle"
)

// Logic engine vs SAT side on T&E depth and singles backdoors (issue 4).
// Normal runs take subsets; SUDOLAB_FULL=1 runs every row.

func teFull() bool { return os.Getenv("SUDOLAB_FULL") == "1" }

type teRow struct {
	id   string
	pg   *puzzle.Grid
	want string // reference value, "" if none
}

// teRows reads rel, keeping row i when keep(i, wantValue) is true.
func teRows(t testing.TB, rel, wantCol string, keep func(i int, want string) bool) []teRow {
	h, rows := reftest.ReadCSV(t, rel)
	pc, wc := reftest.Column(t, h, "puzzle"), -1
	if wantCol != "" {
		wc = reftest.Column(t, h, wantCol)
	}
	var out []teRow
	for i, r := range rows {
		want := ""
		if wc >= 0 {
			want = r[wc]
		}
		if !keep(i, want) {
			continue
		}
		pg, err := puzzle.ParseLine(r[pc])
		if err != nil {
			t.Fatalf("%s row %d: %v", rel, i+1, err)
		}
		out = append(out, teRow{rel + " #" + r[0], pg, want})
	}
	return out
}

// every keeps one row in n (all with SUDOLAB_FULL=1).
func every(n int) func(int, string) bool {
	return func(i int, _ string) bool { return teFull() || i%n == 0 }
}

// cbgDepth derives the cbg-000 reference depth: 0 iff W = 0, else 1.
func cbgDepth(w string) string {
	if w == "0" {
		return "0"
	}
	return "1"
}

func depthText(d int, ok bool) string {
	if !ok {
		return ">3"
	}
	return strconv.Itoa(d)
}

// checkDepths compares logic and SAT-side T&E depth (and the reference).
func checkDepths(t *testing.T, rows []teRow, conv func(string) string) {
	var tl, ts time.Duration
	bad := 0
	for _, r := range rows {
		s := initial(t, r.pg)
		t0 := time.Now()
		ld, lok := te.TEDepth(s, 3, te.TEOptions{})
		t1 := time.Now()
		sd, sok := encode.TEDepth(ToSAT(s), 3)
		ts += time.Since(t1)
		tl += t1.Sub(t0)
		l, sat := depthText(ld, lok), depthText(sd, sok)
		if l != sat || (r.want != "" && conv(r.want) != l) {
			if bad++; bad <= 10 {
				t.Errorf("%s %s: logic depth %s, SAT depth %s, reference %q", r.id, r.pg.Line(), l, sat, r.want)
			}
		}
	}
	t.Logf("T&E depth: %d/%d rows agree (logic %v, SAT %v)", len(rows)-bad, len(rows), tl, ts)
}

func TestTEDepthLogicVsSATCBG(t *testing.T) {
	checkDepths(t, teRows(t, "cbg-000.csv", "W", every(10)), cbgDepth)
}

// TestTEDepthLogicVsSATSHC: every SHC row of depth ≤ 2, and the depth-3
// rows (1 in 10 in normal runs: about 1 s each per side).
func TestTEDepthLogicVsSATSHC(t *testing.T) {
	n := 0
	rows := teRows(t, "shc-examples/TE-depth.csv", "expected", func(_ int, want string) bool {
		if want != "3" || teFull() {
			return true
		}
		n++
		return n%10 == 1 && !testing.Short()
	})
	checkDepths(t, rows, func(s string) string { return s })
}

// checkBackdoors compares logic and SAT-side backdoor size and count.
func checkBackdoors(t *testing.T, rows []teRow, maxSize int) map[int]int {
	var tl, ts time.Duration
	bad := 0
	sizes := map[int]int{}
	for _, r := range rows {
		s := initial(t, r.pg)
		sol, err := logic.Solve(r.pg)
		if err != nil {
			t.Fatalf("%s: %v", r.id, err)
		}
		isol := make([]int, len(sol))
		for i, d := range sol {
			isol[i] = int(d)
		}
		t0 := time.Now()
		lr := te.Backdoors(s, sol, maxSize, false)
		t1 := time.Now()
		sb, sn := encode.BackdoorSize(ToSAT(s), isol, maxSize)
		ts += time.Since(t1)
		tl += t1.Sub(t0)
		lb, ln := lr.Size, lr.Count
		if !lr.Found {
			lb, ln = maxSize+1, 0
		}
		sizes[sb]++
		if lb != sb || ln != sn {
			if bad++; bad <= 10 {
				t.Errorf("%s %s: logic b=%d (%d sets), SAT b=%d (%d sets)", r.id, r.pg.Line(), lb, ln, sb, sn)
			}
		}
	}
	t.Logf("backdoors: %d/%d rows agree, sizes %v (logic %v, SAT %v)", len(rows)-bad, len(rows), sizes, tl, ts)
	return sizes
}

func TestBackdoorLogicVsSATCBG(t *testing.T) {
	checkBackdoors(t, teRows(t, "cbg-000.csv", "", every(10)), 4)
}

// TestBackdoorLogicVsSATSHC: harder puzzles, so larger backdoors (bound 3
// in normal runs, 4 with SUDOLAB_FULL=1).
func TestBackdoorLogicVsSATSHC(t *testing.T) {
	max := 3
	if teFull() {
		max = 4
	}
	sizes := checkBackdoors(t, teRows(t, "shc-examples/TE-depth.csv", "", every(3)), max)
	if sizes[2] == 0 || sizes[3] == 0 {
		t.Errorf("sizes 2 and 3 not both met: %v", sizes)
	}
}
