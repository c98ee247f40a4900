package te

import (
	"fmt"
	"strconv"
	"sync"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// tePuzzle is one reference row: the puzzle, its solution and an expected value.
type tePuzzle struct {
	id   string
	st   *logic.State
	sol  []uint8
	want string
}

// loadTE reads rel and returns the rows with column col as the expected
// value; every keep-th row only when keep > 1 (CI subsets).
func loadTE(t testing.TB, rel, col string, keep int) []tePuzzle {
	t.Helper()
	header, rows := reftest.ReadCSV(t, rel)
	pc, vc, ic := reftest.Column(t, header, "puzzle"), reftest.Column(t, header, col), reftest.Column(t, header, "index")
	var out []tePuzzle
	for i, row := range rows {
		if keep > 1 && i%keep != 0 {
			continue
		}
		pg, err := puzzle.ParseLine(row[pc])
		if err != nil {
			t.Fatalf("%s row %d: %v", rel, i+1, err)
		}
		st, sol := teMustState(t, pg)
		out = append(out, tePuzzle{id: rel + "#" + row[ic], st: st, sol: sol, want: row[vc]})
	}
	return out
}

func teMustState(t testing.TB, pg *puzzle.Grid) (*logic.State, []uint8) {
	t.Helper()
	sol, err := logic.Solve(pg)
	if err != nil {
		t.Fatalf("invalid puzzle %s: %v", pg.Line(), err)
	}
	st, err := logic.FromGrid(pg)
	if err != nil {
		t.Fatal(err)
	}
	return st, sol
}

func teParse(t testing.TB, line string) *puzzle.Grid {
	t.Helper()
	pg, err := puzzle.ParseLine(line)
	if err != nil {
		t.Fatal(err)
	}
	return pg
}

func depthString(d int, ok bool) string {
	if !ok {
		return ">" + strconv.Itoa(d)
	}
	return strconv.Itoa(d)
}

func teCheckDepth(t *testing.T, ps []tePuzzle, maxDepth int, conv func(string) string) {
	t.Helper()
	bad := 0
	for _, p := range ps {
		d, ok := TEDepth(p.st, maxDepth, TEOptions{Solution: p.sol})
		if got, want := depthString(d, ok), conv(p.want); got != want {
			bad++
			if bad <= 10 {
				t.Errorf("%s: T&E depth %s, want %s", p.id, got, want)
			}
		}
	}
	t.Logf("%d/%d agree", len(ps)-bad, len(ps))
}

func teSame(s string) string { return s }

func TestTEDepthSHC(t *testing.T) {
	teCheckDepth(t, loadTE(t, "shc-examples/TE-depth.csv", "expected", 1), 3, teSame)
}

func TestTEDepthCBG(t *testing.T) {
	keep := 10
	if reftest.Long() {
		keep = 1
	}
	ps := loadTE(t, "cbg-000.csv", "W", keep)
	teCheckDepth(t, ps, 3, func(w string) string {
		if w == "0" {
			return "0"
		}
		return "1"
	})
}

func TestTEDepthFiles(t *testing.T) {
	for _, f := range []struct {
		rel, col string
		keep     int
	}{
		{"te-depth/dob-2650-39c.csv", "TE_depth", 5},
		{"te-depth/dob-2014078-38c-TE2.csv", "TE_depth", 1},
		{"te-depth/mat-18c-highest-SER.csv", "TE_depth", 1},
		{"te-depth/blue-18c-TE2-780.csv", "TE_depth", 10},
		{"te-depth/eleven-26370-TE2-sample.csv", "TE_depth", 20},
		{"te-depth/mith-TE3-sample1000.csv", "TE_depth", 50},
		{"te-depth/monhard-TE3.csv", "TE_depth", 300},
	} {
		t.Run(f.rel, func(t *testing.T) {
			keep := f.keep
			if reftest.Long() {
				keep = 1
			}
			teCheckDepth(t, loadTE(t, f.rel, f.col, keep), 3, teSame)
		})
	}
}

// The solution skip and the safe marks are optimisations only: the state
// reached must be the teSame as with plain trials.
func TestTESolutionSkipIsNeutral(t *testing.T) {
	ps := loadTE(t, "shc-examples/TE-depth.csv", "expected", 7)
	for _, p := range ps {
		for depth := 1; depth <= 2; depth++ {
			a, b := p.st.Clone(), p.st.Clone()
			ra := TE(a, logic.BRTTheory, depth, TEOptions{Solution: p.sol})
			rb := TE(b, logic.BRTTheory, depth, TEOptions{})
			if ra.Status != rb.Status || !a.Equal(b) {
				t.Errorf("%s depth %d: with solution %v, without %v; states differ: %v", p.id, depth, ra.Status, rb.Status, !a.Equal(b))
			}
		}
	}
}

// The fast BRT world must agree with State.BRT.
func TestBstateMatchesBRT(t *testing.T) {
	ps := loadTE(t, "shc-examples/TE-depth.csv", "expected", 3)
	g := logic.Geom(3)
	p := newBprop(g)
	b := p.newState()
	for _, tp := range ps {
		for cell := 0; cell < g.NCells; cell++ {
			for m := tp.st.Cands[cell]; m != 0; m &= m - 1 {
				d := 1
				for m>>uint(d-1)&1 == 0 {
					d++
				}
				ref := tp.st.Clone()
				ref.Assert(cell, d)
				want := ref.BRT()
				p.load(b, tp.st)
				got := p.assert(b, cell, d)
				if got != want {
					t.Fatalf("%s %s=%d: fast %v, State.BRT %v", tp.id, g.FormatCell(cell), d, got, want)
				}
				if want != logic.Contradiction {
					chk := logic.NewState(g)
					b.store(chk)
					if !chk.Equal(ref) {
						t.Fatalf("%s %s=%d: states differ", tp.id, g.FormatCell(cell), d)
					}
				}
			}
		}
	}
}

// TE on a 4×4 puzzle exercises the generic geometry.
func TestTESmallGrid(t *testing.T) {
	pg := &puzzle.Grid{N: 2, Cells: []int{1, 0, 0, 0, 0, 0, 3, 0, 0, 4, 0, 0, 0, 0, 0, 2}}
	st, sol := teMustState(t, pg)
	d, ok := TEDepth(st, 3, TEOptions{Solution: sol})
	if !ok {
		t.Fatalf("4×4 puzzle not solved by T&E(3)")
	}
	t.Logf("4×4 depth %d", d)
}

func ExampleTEDepth() {
	pg, _ := puzzle.ParseLine("1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1") // EasterMonster
	sol, _ := logic.Solve(pg)
	st, _ := logic.FromGrid(pg)
	d, ok := TEDepth(st, 3, TEOptions{Solution: sol})
	fmt.Println(d, ok)
	// Output: 2 true
}

func TestTEResultFormat(t *testing.T) {
	st, sol := teMustState(t, teParse(t, "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"))
	r := TE(st, logic.BRTTheory, 2, TEOptions{Solution: sol})
	if r.Status != logic.Solved || len(r.Elims) == 0 {
		t.Fatalf("EasterMonster T&E(2): %v, %d eliminations", r.Status, len(r.Elims))
	}
	for _, e := range r.Elims {
		if sol[st.G.CellOf(e.Cand)] == uint8(st.G.DigitOf(e.Cand)) {
			t.Fatalf("true candidate eliminated: %s", st.G.FormatElim(e.Cand))
		}
	}
	t.Log("\n" + r.Format(st.G))
}

// dob-2650-39c's B column (SudoRules): the B rating of every row in long
// mode, one in 5 otherwise.
func TestBRatingDob2650(t *testing.T) {
	keep := 5
	if reftest.Long() {
		keep = 1
	}
	ps := loadTE(t, "te-depth/dob-2650-39c.csv", "B", keep)
	var mu sync.Mutex
	bad := 0
	reftest.Parallel(len(ps), func(i int) {
		p := ps[i]
		r, err := logic.RateState(p.st.Clone(), logic.FamilyB(), 36)
		mu.Lock()
		defer mu.Unlock()
		if err != nil {
			t.Errorf("%s: %v", p.id, err)
			return
		}
		if got := strconv.Itoa(r.FileValue()); got != p.want {
			bad++
			if bad <= 10 {
				t.Errorf("%s: B = %s, want %s", p.id, got, p.want)
			}
		}
	})
	t.Logf("B: %d/%d agree", len(ps)-bad, len(ps))
}
