package verify

import (
	"math/bits"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

func cbgPuzzles(t testing.TB) []*puzzle.Grid {
	header, rows := reftest.ReadCSV(t, "cbg-000.csv")
	col := -1
	for i, h := range header {
		if h == "puzzle" {
			col = i
		}
	}
	out := make([]*puzzle.Grid, len(rows))
	for i, r := range rows {
		g, err := puzzle.ParseLine(r[col])
		if err != nil {
			t.Fatalf("row %d: %v", i+1, err)
		}
		out[i] = g
	}
	return out
}

func initial(t testing.TB, pg *puzzle.Grid) *logic.State {
	s, err := logic.FromGrid(pg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// sameState compares a logic state with a SAT-side state.
func sameState(s *logic.State, e encode.State) bool {
	for i := range s.Cands {
		if s.Cands[i] != e.Cands[i] || int(s.Values[i]) != e.Values[i] {
			return false
		}
	}
	return true
}

// checkUPEqualsBRT compares the BRT closure of s with the UP fixpoint of the
// extended encoding of the same state: same values, same candidates, same
// contradiction verdict.
func checkUPEqualsBRT(t *testing.T, what string, s *logic.State) bool {
	t.Helper()
	sat := ToSAT(s)
	closed := s.Clone()
	st := closed.BRT()
	up, conflict := encode.UPClosure(sat, encode.Extended)
	if (st == logic.Contradiction) != conflict {
		t.Errorf("%s: BRT says %v, UP conflict=%v", what, st, conflict)
		return false
	}
	if !conflict && !sameState(closed, up) {
		t.Errorf("%s: BRT closure and UP fixpoint differ", what)
		return false
	}
	return true
}

// TestUPEqualsBRTOnCBG: for every cbg-000 puzzle, unit propagation on the
// extended encoding = the BRT closure of the logic engine.
func TestUPEqualsBRTOnCBG(t *testing.T) {
	for i, pg := range cbgPuzzles(t) {
		if !checkUPEqualsBRT(t, "cbg-000 #"+strconv.Itoa(i+1), initial(t, pg)) {
			t.FailNow()
		}
	}
}

// randomState derives a random state from a puzzle: random eliminations
// (arbitrary ones, so some states are contradictory) and sometimes a
// random assertion.
func randomState(rng *rand.Rand, s *logic.State) *logic.State {
	s = s.Clone()
	present := func() []logic.Cand {
		var xs []logic.Cand
		for x := logic.Cand(0); int(x) < s.G.NCands; x++ {
			if s.Has(x) {
				xs = append(xs, x)
			}
		}
		return xs
	}
	xs := present()
	rng.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	k := rng.IntN(1 + len(xs)/3)
	for _, x := range xs[:k] {
		s.Eliminate(x)
	}
	if rng.IntN(3) == 0 {
		if xs := present(); len(xs) > 0 {
			x := xs[rng.IntN(len(xs))]
			s.Assert(s.G.CellOf(x), s.G.DigitOf(x))
		}
	}
	return s
}

// TestUPEqualsBRTOnRandomStates: the same on 10,000 random states,
// including contradictory ones, and on 4×4 and 16×16 grids.
func TestUPEqualsBRTOnRandomStates(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	grids := cbgPuzzles(t)
	contradictions := 0
	for i := 0; i < 10000; i++ {
		s := randomState(rng, initial(t, grids[rng.IntN(len(grids))]))
		if s.Clone().BRT() == logic.Contradiction {
			contradictions++
		}
		if !checkUPEqualsBRT(t, "random state "+strconv.Itoa(i), s) {
			t.Fatalf("state: %s", s.Grid().StateString())
		}
	}
	if contradictions < 100 || contradictions > 9900 {
		t.Errorf("random states not varied enough: %d of 10000 contradictory", contradictions)
	}
	for _, n := range []int{2, 4} {
		for i := 0; i < 200; i++ {
			s := randomState(rng, logic.NewState(logic.Geom(n)))
			if !checkUPEqualsBRT(t, "size "+strconv.Itoa(n), s) {
				t.FailNow()
			}
		}
	}
}

// nakedSinglesClosure is ECP + naked singles only (no hidden singles); its
// contradiction is an empty cell only.
func nakedSinglesClosure(s *logic.State) (conflict bool) {
	for progress := true; progress; {
		progress = false
		for cell, m := range s.Cands {
			if m == 0 && s.Values[cell] == 0 {
				return true
			}
			if m != 0 && m&(m-1) == 0 {
				s.Assert(cell, bits.TrailingZeros32(m)+1)
				progress = true
			}
		}
	}
	return false
}

// TestMinimalUPIsNakedSingles: UP on the minimal encoding = naked singles only.
func TestMinimalUPIsNakedSingles(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	grids := cbgPuzzles(t)
	for i := 0; i < 5000; i++ {
		var s *logic.State
		if i < 2000 {
			s = initial(t, grids[i])
		} else {
			s = randomState(rng, initial(t, grids[rng.IntN(len(grids))]))
		}
		up, conflict := encode.UPClosure(ToSAT(s), encode.Minimal)
		ns := s.Clone()
		if c := nakedSinglesClosure(ns); c != conflict {
			t.Fatalf("state %d: naked-singles conflict %v, minimal UP conflict %v", i, c, conflict)
		}
		if !conflict && !sameState(ns, up) {
			t.Fatalf("state %d: naked-singles closure differs from minimal UP", i)
		}
	}
}

// TestBRTEliminationsProvenOnCBG: every candidate BRT eliminates from the
// initial state of a cbg-000 puzzle is proven valid by SAT. All of them at
// once per puzzle (the state plus "one of them is true" is UNSAT), and one
// by one with the per-elimination prover on the first 100 puzzles.
func TestBRTEliminationsProvenOnCBG(t *testing.T) {
	grids := cbgPuzzles(t)
	if testing.Short() {
		grids = grids[:2000]
	}
	single := 0
	for i, pg := range grids {
		s0 := initial(t, pg)
		s1 := s0.Clone()
		s1.BRT()
		var elims []logic.Cand
		for x := logic.Cand(0); int(x) < s0.G.NCands; x++ {
			if s0.Has(x) && !s1.Has(x) && !s1.IsValue(x) {
				elims = append(elims, x)
			}
		}
		if len(elims) == 0 {
			continue
		}
		cnf := encode.Encode(ToSAT(s0), encode.Extended)
		any := make([]int, len(elims))
		for j, x := range elims {
			c := SATCand(s0.G, x)
			any[j] = encode.Var(s0.G.Side, c.Cell, c.Digit)
		}
		cnf.Clauses = append(cnf.Clauses, any)
		if sat, _ := encode.Solve(cnf); sat {
			t.Fatalf("#%d: some BRT elimination is not valid", i+1)
		}
		if i < 100 {
			for j, p := range ProveEliminations(s0, elims) {
				single++
				if p.Verdict != encode.Valid {
					t.Fatalf("#%d: %s not proven", i+1, s0.G.FormatElim(elims[j]))
				}
			}
		}
	}
	t.Logf("%d puzzles: all BRT eliminations proven at once; %d proven one by one", len(grids), single)
}

// TestSolutionCandidateIsInvalid: eliminating a solution candidate is
// refuted, and the counterexample is the (unique) solution.
func TestSolutionCandidateIsInvalid(t *testing.T) {
	for i, pg := range cbgPuzzles(t)[:300] {
		sol, err := logic.Solve(pg)
		if err != nil {
			t.Fatal(err)
		}
		s := initial(t, pg)
		cell := -1
		for c, v := range s.Values {
			if v == 0 {
				cell = c
				break
			}
		}
		x := s.G.Cand(cell, int(sol[cell]))
		p := ProveEliminations(s, []logic.Cand{x})[0]
		if p.Verdict != encode.Invalid {
			t.Fatalf("#%d: eliminating the solution value %s proven valid", i+1, s.G.FormatElim(x))
		}
		for c, d := range sol {
			if p.Counterexample[c] != int(d) {
				t.Fatalf("#%d: counterexample is not the solution", i+1)
			}
		}
	}
}

// BenchmarkProveElimination: proving every BRT elimination of cbg-000
// puzzles from their initial state, one prover per state (as --verify does
// per step); reports the time per elimination.
func BenchmarkProveElimination(b *testing.B) {
	grids := cbgPuzzles(b)[:200]
	type job struct {
		s     *logic.State
		elims []logic.Cand
	}
	var jobs []job
	for _, pg := range grids {
		s0 := initial(b, pg)
		s1 := s0.Clone()
		s1.BRT()
		var elims []logic.Cand
		for x := logic.Cand(0); int(x) < s0.G.NCands; x++ {
			if s0.Has(x) && !s1.Has(x) && !s1.IsValue(x) {
				elims = append(elims, x)
			}
		}
		jobs = append(jobs, job{s0, elims})
	}
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		j := jobs[i%len(jobs)]
		for _, p := range ProveEliminations(j.s, j.elims) {
			if p.Verdict != encode.Valid {
				b.Fatal("not valid")
			}
		}
		n += len(j.elims)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n)/1e3, "µs/elim")
}
