package encode

// SAT-side T&E depth (docs/te-backdoors.md §5.2) by nested probing of positive literals
// on the Extended encoding, and the stronger failed-literal probing (both
// polarities) as a separate measure.

// TEDepth returns the smallest n ≤ maxDepth such that T&E(BRT, n), i.e.
// depth-n probing of positive literals, solves s (every cell decided), and
// solved = true; otherwise maxDepth+1 and false (also when s is
// contradictory). Solutions met inside a trial are ignored.
func TEDepth(s State, maxDepth int) (d int, solved bool) {
	return probeDepth(s, nil, maxDepth, false)
}

// TEDepthSol is TEDepth given the solution of s (digits per cell): trials
// of solution candidates at the top level cannot fail and are skipped. The
// result is the same, only faster.
func TEDepthSol(s State, solution []int, maxDepth int) (d int, solved bool) {
	return probeDepth(s, solution, maxDepth, false)
}

// FLDepth is TEDepth for failed-literal probing: each trial asserts a
// candidate or its negation; a failing ¬x makes x a value. It is at least
// as strong as T&E at every depth.
func FLDepth(s State, maxDepth int) (d int, solved bool) {
	return probeDepth(s, nil, maxDepth, true)
}

// FLDepthSol is FLDepth given the solution (skips trials that cannot fail).
func FLDepthSol(s State, solution []int, maxDepth int) (d int, solved bool) {
	return probeDepth(s, solution, maxDepth, true)
}

func probeDepth(s State, sol []int, maxDepth int, both bool) (int, bool) {
	side := s.check()
	var truth []int8
	if sol != nil {
		truth = truthOf(side, sol)
	}
	pr := getProber(s.N, both, truth)
	defer putProber(s.N, pr)
	p := pr.p
	if !p.Load(s) {
		return maxDepth + 1, false
	}
	for n := 0; ; n++ {
		if pr.solved() {
			return n, true
		}
		// The state is at the depth-n fixpoint: one more depth is enough.
		if n == maxDepth || !pr.close(0, n+1) {
			return maxDepth + 1, false
		}
	}
}

// truthOf maps a solution to variable signs.
func truthOf(side int, sol []int) []int8 {
	nvars := side * side * side
	t := make([]int8, nvars+1)
	for v := 1; v <= nvars; v++ {
		t[v] = -1
	}
	for cell, d := range sol {
		t[Var(side, cell, d)] = 1
	}
	return t
}

// TEClose applies T&E(BRT, depth) to s (depth 0 = BRT alone) and returns
// the resulting state; contradiction reports that s has no solution by
// this theory (the state returned is then s).
func TEClose(s State, depth int) (State, bool) {
	s.check()
	pr := getProber(s.N, false, nil)
	defer putProber(s.N, pr)
	p := pr.p
	if !p.Load(s) || (depth > 0 && !pr.close(0, depth)) {
		return s.Clone(), true
	}
	return p.State(s.N), false
}

// TrialFails reports whether one T&E(BRT) trial on candidate c in s fails:
// asserting c and propagating (Extended UP = BRT) gives a contradiction. A
// contradictory s makes every trial fail.
func TrialFails(s State, c Cand) bool {
	s.check()
	p := propagatorFor(s.N, Extended)
	defer releasePropagator(s.N, Extended, p)
	return !p.Load(s) || !p.Assign(Var(s.Side(), c.Cell, c.Digit))
}

// TrialEliminations returns the candidates of s whose single T&E(BRT)
// trial fails in s itself (no fixpoint: each trial starts from s), in cell
// then digit order; nil if s is contradictory.
func TrialEliminations(s State) []Cand {
	s.check()
	side := s.Side()
	p := propagatorFor(s.N, Extended)
	defer releasePropagator(s.N, Extended, p)
	if !p.Load(s) {
		return nil
	}
	var out []Cand
	for cell := 0; cell < side*side; cell++ {
		if s.Values[cell] != 0 {
			continue
		}
		for d := 1; d <= side; d++ {
			if !s.Present(Cand{cell, d}) {
				continue
			}
			m := p.Snapshot()
			if !p.Assign(Var(side, cell, d)) {
				out = append(out, Cand{cell, d})
			}
			p.Restore(m)
		}
	}
	return out
}
