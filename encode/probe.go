package encode

import "sync"

// Nested probing on one Propagator: the SAT-side T&E (docs/te-backdoors.md §5.2).
// Unit propagation on the Extended encoding is BRT, so asserting a literal
// and propagating is one T&E(BRT) trial; depth n runs depth n−1 probing to
// its fixpoint inside the trial. Everything a trial does is on the trail
// above a Mark, so Restore undoes it without copying states.

// prober runs nested probing on p. Level h is the nesting depth (0 = the
// state being rated); okGen/okDep remember, per level and literal, that a
// probe at some depth is known not to fail in the current state of that
// level (gen[h] changes whenever that state gains a literal).
type prober struct {
	p     *Propagator
	truth []int8   // optional: literals known consistent at level 0 (solution)
	gen   []uint32 // per level
	okGen [][]uint32
	okDep [][]uint8
	lits  []int32 // literals tried: pos, or all for failed-literal probing
	pos   []int32 // every positive literal
	all   []int32 // every literal, both signs
}

func newProber(n int) *prober {
	pr := &prober{p: NewGridPropagator(n, Extended)}
	for v := int32(1); v <= int32(pr.p.nvars); v++ {
		pr.pos = append(pr.pos, v)
		pr.all = append(pr.all, v, -v)
	}
	return pr
}

var proberPools sync.Map // n -> *sync.Pool of *prober

// getProber returns a pooled prober for block size n with its settings
// reset; give it back with putProber. Probers are reused because building
// the propagator costs more than rating an easy puzzle.
func getProber(n int, both bool, truth []int8) *prober {
	pool, ok := proberPools.Load(n)
	if !ok {
		pool, _ = proberPools.LoadOrStore(n, &sync.Pool{New: func() any { return newProber(n) }})
	}
	pr := pool.(*sync.Pool).Get().(*prober)
	pr.lits, pr.truth = pr.pos, truth
	if both {
		pr.lits = pr.all
	}
	return pr
}

func putProber(n int, pr *prober) {
	pr.truth = nil
	if pool, ok := proberPools.Load(n); ok {
		pool.(*sync.Pool).Put(pr)
	}
}

// level returns the bookkeeping of level h, growing it on first use.
func (pr *prober) level(h int) {
	for len(pr.gen) <= h {
		pr.gen = append(pr.gen, 1)
		pr.okGen = append(pr.okGen, make([]uint32, 2*pr.p.nvars+2))
		pr.okDep = append(pr.okDep, make([]uint8, 2*pr.p.nvars+2))
	}
	pr.gen[h]++ // a fresh state at this level: forget earlier marks
}

// solved reports a full assignment without conflict (every cell decided:
// with cell uniqueness and definedness, all variables are then assigned).
func (pr *prober) solved() bool {
	return !pr.p.conflict && len(pr.p.trail) == pr.p.nvars
}

// close runs probing of depth ≤ n to its fixpoint at level h, cheaper depths
// first (a depth-k trial that fails also fails at depth > k, so the mixed
// fixpoint is the depth-n fixpoint). It returns false on contradiction; it
// stops early, returning true, when the state is solved.
func (pr *prober) close(h, n int) bool {
	pr.level(h)
	if pr.p.conflict {
		return false
	}
	for k := 1; k <= n; {
		if pr.solved() {
			return true
		}
		elim, ok := pr.sweep(h, k)
		if !ok {
			return false
		}
		if !elim {
			k++
		} else if k > 1 {
			k = 1 // new facts: exhaust the cheap depths again first
		}
	}
	return true
}

// sweep tries every unassigned literal once at depth k, level h, asserting
// the negation of each failing one at once. elim reports an elimination.
func (pr *prober) sweep(h, k int) (elim, ok bool) {
	p := pr.p
	okGen, okDep := pr.okGen[h], pr.okDep[h]
	for _, l := range pr.lits {
		v := l
		if v < 0 {
			v = -v
		}
		if p.val[v] != 0 {
			continue
		}
		i := li(l)
		if okGen[i] == pr.gen[h] && int(okDep[i]) >= k {
			continue
		}
		if h == 0 && pr.truth != nil && pr.truth[v] == litSign(l) {
			continue // consistent with the solution: can never fail
		}
		if pr.trial(h, k, l) {
			continue
		}
		elim = true
		pr.gen[h]++
		if !p.Assign(int(-l)) {
			return elim, false
		}
		if pr.solved() {
			return elim, true
		}
	}
	return elim, true
}

// trial asserts l in a copy (above a mark) and runs depth k−1 probing there;
// true when no contradiction appears. On success every literal true at the
// end is marked: its own trial starts from a subset of these facts, so by
// monotonicity it cannot fail at depth k either.
func (pr *prober) trial(h, k int, l int32) bool {
	p := pr.p
	m := p.Snapshot()
	ok := p.Assign(int(l))
	if ok && k > 1 {
		ok = pr.close(h+1, k-1)
	}
	if ok {
		g, okGen, okDep := pr.gen[h], pr.okGen[h], pr.okDep[h]
		for _, t := range p.trail[m.n:] {
			i := li(t)
			if okGen[i] != g || int(okDep[i]) < k {
				okGen[i], okDep[i] = g, uint8(k)
			}
		}
	}
	p.Restore(m)
	return ok
}

func litSign(l int32) int8 {
	if l < 0 {
		return -1
	}
	return 1
}
