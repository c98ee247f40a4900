package encode

import (
	"sync"

	"github.com/crillab/gophersat/solver"
)

// This file reproduces known gophersat v1.4.0 defects. Each helper runs the
// defective path on purpose (never used by the glue) so that regression
// tests notice when an upgrade changes the behaviour.

// PitfallCardSimplify reproduces pitfall (a) on the smallest case found:
// AtMost1(x1,x2,x3) with units ¬x1, x2, x3, which is UNSAT. ParseCardConstrs
// runs Problem.simplifyCard, whose loop does not advance past a literal that
// is already true: it counts the true literal ¬x1 `card` times, declares the
// at-most-one constraint satisfied and drops it. The solver then answers SAT
// with x2 = x3 = true. The same constraints via ParsePBConstrs (AtMost and
// AtLeast) are handled correctly. Returns both statuses.
func PitfallCardSimplify() (card, pb solver.Status) {
	gsMu.Lock()
	defer gsMu.Unlock()
	cards := []solver.CardConstr{
		solver.AtMost1(1, 2, 3),
		solver.AtLeast1(-1), solver.AtLeast1(2), solver.AtLeast1(3),
	}
	card = solver.New(solver.ParseCardConstrs(cards)).Solve()
	pbs := []solver.PBConstr{
		solver.AtMost([]int{1, 2, 3}, 1),
		solver.AtLeast([]int{-1}, 1), solver.AtLeast([]int{2}, 1), solver.AtLeast([]int{3}, 1),
	}
	pb = solver.New(solver.ParsePBConstrs(pbs)).Solve()
	return card, pb
}

// sudokuExactlyOnes returns the Extended encoding as exactly-one groups:
// per cell (over digits) and per unit and digit (over cells).
func sudokuExactlyOnes(n int) [][]int {
	side := n * n
	var groups [][]int
	for cell := 0; cell < side*side; cell++ {
		g := make([]int, side)
		for d := 1; d <= side; d++ {
			g[d-1] = Var(side, cell, d)
		}
		groups = append(groups, g)
	}
	for _, u := range units(n) {
		for d := 1; d <= side; d++ {
			g := make([]int, len(u))
			for i, cell := range u {
				g[i] = Var(side, cell, d)
			}
			groups = append(groups, g)
		}
	}
	return groups
}

// PitfallCardSudoku solves state s plus the unit literal extra (0 = none)
// with the Sudoku written as solver.Exactly1 cardinality constraints through
// ParseCardConstrs, i.e. the way pitfall (a) was met. It returns gophersat's
// status and, when SAT, whether the model is a valid Sudoku solution of s
// containing extra. Any eliminated candidate or placed value makes a literal
// of some at-most-one constraint true at parse time, which triggers the
// simplifyCard defect (see PitfallCardSimplify): those constraints vanish
// and gophersat returns SAT with grids that repeat digits.
func PitfallCardSudoku(s State, extra int) (st solver.Status, validModel bool) {
	return solveExactlyOnes(s, extra, false)
}

// solveExactlyOnes is PitfallCardSudoku, or with pb the same constraints as
// ParsePBConstrs AtLeast/AtMost (the correct path).
func solveExactlyOnes(s State, extra int, pb bool) (st solver.Status, validModel bool) {
	var cs []solver.CardConstr
	var ps []solver.PBConstr
	for _, g := range sudokuExactlyOnes(s.N) {
		cs = append(cs, solver.Exactly1(g...)...)
		ps = append(ps, solver.AtLeast(append([]int(nil), g...), 1), solver.AtMost(g, 1))
	}
	lits := StateLits(s)
	if extra != 0 {
		lits = append(lits, extra)
	}
	for _, l := range lits {
		cs = append(cs, solver.AtLeast1(l))
		ps = append(ps, solver.AtLeast([]int{l}, 1))
	}
	gsMu.Lock()
	var sv *solver.Solver
	if pb {
		sv = solver.New(solver.ParsePBConstrs(ps))
	} else {
		sv = solver.New(solver.ParseCardConstrs(cs))
	}
	st = sv.Solve()
	var model []bool
	if st == solver.Sat {
		model = sv.Model()
	}
	gsMu.Unlock()
	if st != solver.Sat {
		return st, false
	}
	side := s.Side()
	grid, ok := decodeModel(side, model)
	ok = ok && isSolutionOf(s, grid)
	if extra > 0 {
		c := CandOf(side, extra)
		ok = ok && grid[c.Cell] == c.Digit
	}
	return st, ok
}

// PitfallAssumeOverridesUnits reproduces pitfall (b): the problem
// {¬x1} ∧ {x1 ∨ x2} is solved under the assumption x1. The conjunction is
// UNSAT, but ParseSlice has already consumed the unit ¬x1 (it only lives in
// the initial trail and was propagated into the clauses), and Assume clears
// the trail before pushing its own literals, so the unit is forgotten and
// gophersat reports SAT with x1 true. Returns the status and x1's value.
func PitfallAssumeOverridesUnits() (st solver.Status, x1 bool) {
	gsMu.Lock()
	defer gsMu.Unlock()
	s := solver.New(solver.ParseSlice([][]int{{-1}, {1, 2}}))
	s.Assume([]solver.Lit{solver.IntToLit(1)})
	st = s.Solve()
	if st == solver.Sat {
		x1 = s.Model()[0]
	}
	return st, x1
}

// PitfallAssumeOverridesSudokuUnits is pitfall (b) on a Sudoku: state s is
// encoded with its literals as unit clauses, then the literal assumed is
// assumed. If assumed contradicts a unit of the state (an eliminated
// candidate, given positive), the answer should be UNSAT; gophersat v1.4.0
// answers SAT: ParseSlice has propagated the units away (the variable no
// longer occurs in any clause) and Assume clears the trail that held them.
// Assumptions on variables not fixed at parse time behave correctly.
func PitfallAssumeOverridesSudokuUnits(s State, assumed int) solver.Status {
	cnf := Encode(s, Extended)
	gsMu.Lock()
	defer gsMu.Unlock()
	sv := solver.New(solver.ParseSliceNb(cnf.Clauses, cnf.NumVars))
	if sv.Assume([]solver.Lit{solver.IntToLit(int32(assumed))}) == solver.Unsat {
		return solver.Unsat
	}
	return sv.Solve()
}

// PitfallConcurrentSolves reproduces pitfall (c): it solves every CNF
// `rounds` times from `workers` goroutines WITHOUT gsMu, so that
// learnClause's package-level buffer bufLits is shared between solvers. It
// returns how many answers differed from want (the serialized answers) and
// how many solves panicked. Under -race the race detector reports the
// shared buffer; without it, corruption is timing dependent.
func PitfallConcurrentSolves(cnfs []*CNF, want []bool, workers, rounds int) (wrong, panics int) {
	// Per-worker counters, merged after Wait: any lock or atomic shared by
	// the workers would order their solves and hide the race from -race.
	type count struct{ wrong, panics int }
	counts := make([]count, workers)
	var wg sync.WaitGroup
	for w := range counts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := 0; r < rounds; r++ {
				for i, cnf := range cnfs {
					sat, bad := solveUnguarded(cnf)
					if bad {
						counts[w].panics++
					} else if sat != want[i] {
						counts[w].wrong++
					}
				}
			}
		}()
	}
	wg.Wait()
	for _, c := range counts {
		wrong += c.wrong
		panics += c.panics
	}
	return wrong, panics
}

func solveUnguarded(cnf *CNF) (sat, panicked bool) {
	defer func() {
		if recover() != nil {
			panicked = true
		}
	}()
	return solver.New(solver.ParseSliceNb(cnf.Clauses, cnf.NumVars)).Solve() == solver.Sat, false
}
