package encode

import (
	"math/rand"
	"os"
	"testing"
	"time"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
)

const (
	easterMonster = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"
	elev590       = "..34...8.......1.37.....5.42...9....5.71..4...6...7....7...2.....58....19...6...."
	mithTE3       = "1.3.56....571.9...69.37......1.93..75.96.73.....51.......96..........4....5...86."
	gfroyle4      = "3.....2.....54.......6.....1.2..3..........648.........9.7...5.......1.8.5..6...."
)

func fullRun() bool { return os.Getenv("SUDOLAB_FULL") == "1" }

// solutionOf solves s with gophersat (independent of the propagator).
func solutionOf(t testing.TB, s State) []int {
	t.Helper()
	sat, model := Solve(Encode(s, Extended))
	if !sat {
		t.Fatal("no solution")
	}
	side := s.Side()
	sol := make([]int, side*side)
	for v := 1; v <= side*side*side; v++ {
		if model[v-1] {
			c := CandOf(side, v)
			sol[c.Cell] = c.Digit
		}
	}
	return sol
}

// solveByProbe finds a solution by DFS over the propagator (fast; a full
// assignment without conflict is a valid grid, so it needs no checking).
func solveByProbe(t testing.TB, s State) []int {
	t.Helper()
	p := NewGridPropagator(s.N, Extended)
	var dfs func() bool
	dfs = func() bool {
		if p.Conflict() {
			return false
		}
		v := 1
		for ; v <= p.nvars && p.val[v] != 0; v++ {
		}
		if v > p.nvars {
			return true
		}
		m := p.Snapshot()
		if p.Assign(v) && dfs() {
			return true
		}
		p.Restore(m)
		return p.Assign(-v) && dfs()
	}
	if !p.Load(s) || !dfs() {
		t.Fatal("no solution")
	}
	return p.State(s.N).Values
}

func puzzleState(t testing.TB, p string) State { return FromPuzzle(3, parse81(t, p)) }

// TestTEDepthKnown: docs/test-cases.md §11.4 values (SHC).
func TestTEDepthKnown(t *testing.T) {
	for _, c := range []struct {
		name, p string
		d       int
	}{
		{"elevT11.2#590", elev590, 2},
		{"EasterMonster", easterMonster, 2},
		{"gfroyle-4", gfroyle4, 1},
		{"MithTE3#1", mithTE3, 3},
	} {
		s := puzzleState(t, c.p)
		t0 := time.Now()
		d, ok := TEDepth(s, 3)
		if d != c.d || !ok {
			t.Errorf("%s: depth %d (%v), want %d", c.name, d, ok, c.d)
		}
		if d2, _ := TEDepthSol(s, solutionOf(t, s), 3); d2 != d {
			t.Errorf("%s: with solution %d, without %d", c.name, d2, d)
		}
		if d1, ok := TEDepth(s, c.d-1); ok || d1 != c.d {
			t.Errorf("%s: maxDepth %d gave %d %v, want %d false", c.name, c.d-1, d1, ok, c.d)
		}
		t.Logf("%s: d=%d in %v", c.name, d, time.Since(t0))
	}
}

// TestTEDepthSHCSubset: SHC TE-depth examples (depth 0..2 rows and a few
// depth-3 rows; all rows with SUDOLAB_FULL=1).
func TestTEDepthSHCSubset(t *testing.T) {
	h, rows := reftest.ReadCSV(t, "shc-examples/TE-depth.csv")
	pc, ec := reftest.Column(t, h, "puzzle"), reftest.Column(t, h, "expected")
	n3 := 0
	for _, r := range rows {
		want := atoi(t, r[ec])
		if want == 3 && !fullRun() && testing.Short() {
			continue
		}
		if want == 3 && !fullRun() {
			if n3++; n3 > 5 {
				continue
			}
		}
		s := puzzleState(t, r[pc])
		if d, ok := TEDepth(s, 3); d != want || !ok {
			t.Errorf("row %s: depth %d %v, want %d", r[0], d, ok, want)
		}
	}
}

// assertCand returns s with c made a value (ECP is left to propagation).
func assertCand(s State, c Cand) State {
	t := s.Clone()
	t.Values[c.Cell], t.Cands[c.Cell] = c.Digit, 0
	return t
}

func undecided(s State) bool {
	for _, v := range s.Values {
		if v == 0 {
			return true
		}
	}
	return false
}

// naiveTE is docs/te-backdoors.md §5.2 written plainly on copied states with UPClosure
// (no trail, no marks, restart after every elimination): the reference for
// TEClose. both adds negative trials (failed-literal probing).
func naiveTE(s State, n int, both bool) (State, bool) {
restart:
	s, conflict := UPClosure(s, Extended)
	if conflict || !undecided(s) {
		return s, conflict
	}
	side := s.Side()
	fails := func(t State) bool {
		if n == 1 {
			_, c := UPClosure(t, Extended)
			return c
		}
		_, c := naiveTE(t, n-1, both)
		return c
	}
	for cell := range s.Values {
		for d := 1; d <= side; d++ {
			c := Cand{cell, d}
			if s.Values[cell] != 0 || !s.Present(c) {
				continue
			}
			if fails(assertCand(s, c)) {
				s = s.Clone()
				s.Cands[cell] &^= 1 << (d - 1)
				goto restart
			}
			if !both {
				continue
			}
			t := s.Clone()
			t.Cands[cell] &^= 1 << (d - 1)
			if fails(t) {
				s = assertCand(s, c)
				goto restart
			}
		}
	}
	return s, false
}

// probeClose is TEClose with the failed-literal option (test access).
func probeClose(s State, depth int, both bool) (State, bool) {
	pr := getProber(s.N, both, nil)
	defer putProber(s.N, pr)
	if !pr.p.Load(s) || (depth > 0 && !pr.close(0, depth)) {
		return s.Clone(), true
	}
	return pr.p.State(s.N), false
}

// randomElims removes each candidate of s with probability q; with valid,
// only candidates not in sol (so the state keeps its solution).
func randomElims(rng *rand.Rand, s State, sol []int, q float64, valid bool) State {
	t := s.Clone()
	side := s.Side()
	for cell := range t.Values {
		for d := 1; d <= side; d++ {
			if t.Values[cell] == 0 && t.Present(Cand{cell, d}) && rng.Float64() < q && (!valid || sol[cell] != d) {
				t.Cands[cell] &^= 1 << (d - 1)
			}
		}
	}
	return t
}

// TestProbeMatchesNaive: the trail-based nested probing with its "known
// not to fail" marks gives exactly the plain definition's fixpoint, on
// random states (valid and arbitrary eliminations) at depths 1 and 2, both
// kinds of probing.
func TestProbeMatchesNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	type cs struct {
		s     State
		depth int
	}
	var cases []cs
	for _, p := range []string{easterMonster, elev590, gfroyle4} {
		s := puzzleState(t, p)
		sol := solveByProbe(t, s)
		base, _ := UPClosure(s, Extended)
		for i := 0; i < 12; i++ {
			cases = append(cases, cs{randomElims(rng, base, sol, 0.1*rng.Float64(), i%2 == 0), 1})
		}
		cases = append(cases, cs{base, 1})
	}
	for i := 0; i < 150; i++ {
		s := FromPuzzle(2, randomPuzzle(rng, 2, 0.15, i%3 == 0))
		depth := 1 + i%2
		if fullRun() && i%10 == 0 {
			depth = 3 // the naive side takes about 1 s per 4×4 state here
		}
		cases = append(cases, cs{randomElims(rng, s, nil, 0.3*rng.Float64(), false), depth})
	}
	if !testing.Short() { // depth 2 on 9×9: about 0.1 s per state for the naive side
		for _, p := range []string{elev590, easterMonster} {
			s := puzzleState(t, p)
			cases = append(cases, cs{s, 2}, cs{randomElims(rng, s, solveByProbe(t, s), 0.05, true), 2})
		}
	}
	kinds := map[string]int{}
	for i, c := range cases {
		for _, both := range []bool{false, true} {
			want, wc := naiveTE(c.s, c.depth, both)
			got, gc := probeClose(c.s, c.depth, both)
			if wc != gc || (!wc && !statesEqual(want, got)) {
				t.Fatalf("case %d (depth %d, both %v): naive conflict=%v, probe conflict=%v, states equal=%v\n%+v",
					i, c.depth, both, wc, gc, statesEqual(want, got), c.s)
			}
			switch {
			case wc:
				kinds["contradiction"]++
			case undecided(want):
				kinds["open"]++
			default:
				kinds["solved"]++
			}
		}
	}
	if kinds["contradiction"] == 0 || kinds["open"] == 0 || kinds["solved"] == 0 {
		t.Errorf("cases not varied: %v", kinds)
	}
	t.Logf("%d cases: %v", len(cases), kinds)
}

// TestFLEqualsTE: on the Extended encoding, failed-literal probing with
// negative literals adds nothing to T&E: if ¬x fails, every other
// candidate y of x's cell implies ¬x by a binary clause, so y's trial
// fails too (monotonicity) and x becomes a single; by induction the same
// holds at every depth. So FL depth = T&E depth and the fixpoints agree.
// This checks that claim, and that FL keeps the solution.
func TestFLEqualsTE(t *testing.T) {
	h, rows := reftest.ReadCSV(t, "shc-examples/TE-depth.csv")
	pc, ec := reftest.Column(t, h, "puzzle"), reftest.Column(t, h, "expected")
	for i, r := range rows {
		want := atoi(t, r[ec])
		if want == 3 || (i%4 != 0 && !fullRun()) {
			continue
		}
		s := puzzleState(t, r[pc])
		if fl, ok := FLDepth(s, 3); !ok || fl != want {
			t.Errorf("row %s: FL depth %d %v, TE depth %d", r[0], fl, ok, want)
		}
		sol := solveByProbe(t, s)
		for depth := 1; depth <= 2; depth++ {
			f, fc := probeClose(s, depth, true)
			e, ec := probeClose(s, depth, false)
			if fc || ec || !statesEqual(f, e) {
				t.Fatalf("row %s depth %d: FL and T&E fixpoints differ (conflicts %v %v)", r[0], depth, fc, ec)
			}
			for cell, v := range f.Values {
				if (v != 0 && v != sol[cell]) || (v == 0 && !f.Present(Cand{cell, sol[cell]})) {
					t.Fatalf("row %s: FL(%d) lost the solution at cell %d", r[0], depth, cell)
				}
			}
		}
	}
}
