package te

import (
	"context"
	"math/bits"

	"github.com/sudolab/sudolab/logic"
)

// T&E(T, n), docs/te-backdoors.md §5.2. The driver below is written once over teWorld
// (numbered states closed under one theory) and used with two worlds: the
// fast BRT world (bstate) and any Theory on States.
//
// Order of trials: the definition (docs/te-backdoors.md §5.2) restarts after each elimination; we apply
// the elimination, close the state (theory, then T&E at the lower depths,
// which T&E(n) contains), and go on with the pass; a pass without
// elimination ends the run. T&E of a confluent theory is confluent, so the
// fixpoint is the same.

// teWorld is a family of states in numbered slots; every state is kept at
// the fixpoint of the world's theory. Slot 0 is the root; the driver uses
// slot n as the scratch state of its depth-n trials.
type teWorld interface {
	copy(dst, src int)
	assert(h, cell, digit int) logic.Status    // assert, then close under the theory
	eliminate(h, cell, digit int) logic.Status // eliminate, then close
	cands(h, cell int) uint32
	values(h int) []uint8 // per cell: 0 or the decided digit (read only)
	// monotone: closing a state with fewer candidates never loses a
	// contradiction (true for BRT and hence T&E(BRT, n)); enables safe marks.
	monotone() bool
	// mayContradict is a cheap necessary condition for a depth-n trial of
	// (cell, digit) in slot h to end in a contradiction.
	mayContradict(h, cell, digit, n int) bool
}

// TEOptions tune a T&E run. The zero value is the plain definition.
type TEOptions struct {
	// Solution, if non-nil, is the unique solution of the puzzle (digit per
	// cell). Trials of its candidates at the top level are skipped: a true
	// candidate never leads to a contradiction (eliminations are sound), so
	// this saves time without changing any result. Inside a hypothesis the
	// solution means nothing and is not used.
	Solution []uint8
	// Ctx, when non-nil, stops the trials when done; TEResult.Err (or
	// TEDepth's ok = false) then says the result is incomplete.
	Ctx context.Context
}

// TEElim is one elimination made by T&E at the top level.
type TEElim struct {
	Cand  logic.Cand
	Depth int // depth of the trial that found the contradiction
	Pass  int // 1-based pass number (a pass = one sweep of trials at one depth)
}

// TEResult is the outcome of a T&E run on a state.
type TEResult struct {
	Status logic.Status
	Elims  []TEElim
	Err    error // Ctx's error if the run was stopped (Status is then Open)
}

type teRun struct {
	w      teWorld
	ncells int
	truth  []uint8    // top-level solution or nil
	safe   [][]uint32 // per depth: per cell, digits whose trial cannot contradict
	mono   bool
	record bool
	pass   int
	elims  []TEElim
	side   int
	ctx    context.Context // polled every stopEvery trials; nil = never
	trials int
	err    error // ctx's error once it stopped the run
}

// stopEvery is how often (in trials) a run polls its context.
const stopEvery = 64

// stopped reports whether the run's context is done (polled now and then).
func (r *teRun) stopped() bool {
	if r.err != nil {
		return true
	}
	if r.ctx == nil {
		return false
	}
	r.trials++
	if r.trials%stopEvery == 0 {
		r.err = r.ctx.Err()
	}
	return r.err != nil
}

func newTERun(w teWorld, g *logic.Geometry, maxDepth int) *teRun {
	r := &teRun{w: w, ncells: g.NCells, side: g.Side, mono: w.monotone()}
	r.safe = make([][]uint32, maxDepth+1)
	for i := range r.safe {
		r.safe[i] = make([]uint32, g.NCells)
	}
	return r
}

// closeAt runs T&E(n) on slot h, which must be at the theory fixpoint and
// open. With lowerDone the state is known to be at the T&E(n−1) fixpoint.
// top marks the root state (solution skipping and recording apply).
// It returns as soon as h is contradictory or solved.
func (r *teRun) closeAt(h, n int, top, lowerDone bool) logic.Status {
	if n > 1 && !lowerDone {
		if st := r.closeAt(h, n-1, top, false); st != logic.Open {
			return st
		}
	}
	w, scratch, safe := r.w, n, r.safe[n]
	for {
		changed := false
		clear(safe)
		if top {
			r.pass++
		}
		pass := r.pass // nested lower-depth passes advance r.pass
		for cell := 0; cell < r.ncells; cell++ {
			m := w.cands(h, cell)
			if top && r.truth != nil {
				m &^= 1 << uint(r.truth[cell]-1)
			}
			for ; m != 0; m &= m - 1 {
				d := bits.TrailingZeros32(m)
				bit := uint32(1) << uint(d)
				if w.cands(h, cell)&bit == 0 || safe[cell]&bit != 0 {
					continue
				}
				if !w.mayContradict(h, cell, d+1, n) {
					continue
				}
				if r.stopped() {
					return logic.Open
				}
				w.copy(scratch, h)
				st := w.assert(scratch, cell, d+1)
				if st == logic.Open && n > 1 {
					st = r.closeAt(scratch, n-1, false, false)
				}
				if st != logic.Contradiction {
					if r.mono {
						r.markSafe(scratch, h, safe)
					}
					continue
				}
				if top && r.record {
					r.elims = append(r.elims, TEElim{Cand: logic.Cand(cell*r.side + d), Depth: n, Pass: pass})
				}
				st = w.eliminate(h, cell, d+1)
				if st == logic.Open && n > 1 {
					st = r.closeAt(h, n-1, top, false)
				}
				if st != logic.Open {
					return st
				}
				clear(safe)
				changed = true
			}
		}
		if !changed {
			return logic.Open
		}
	}
}

// markSafe records the values implied by a non-contradictory trial: if Z
// implies Z' and Z survives, Z' survives too (monotonicity), so Z' need not
// be tried until the state changes.
func (r *teRun) markSafe(trial, h int, safe []uint32) {
	tv, hv := r.w.values(trial), r.w.values(h)
	hv = hv[:len(tv)]
	for cell, v := range tv {
		if v != 0 && hv[cell] == 0 {
			safe[cell] |= 1 << uint(v-1)
		}
	}
}

// bWorld is the fast world of T&E(BRT).
type bWorld struct {
	p     *bprop
	slots []*bstate
}

func newBWorld(g *logic.Geometry, nslots int) *bWorld {
	w := &bWorld{p: newBprop(g)}
	for i := 0; i < nslots; i++ {
		w.slots = append(w.slots, w.p.newState())
	}
	return w
}

func (w *bWorld) copy(dst, src int)                     { w.slots[dst].copyFrom(w.slots[src]) }
func (w *bWorld) assert(h, cell, d int) logic.Status    { return w.p.assert(w.slots[h], cell, d) }
func (w *bWorld) eliminate(h, cell, d int) logic.Status { return w.p.eliminate(w.slots[h], cell, d) }
func (w *bWorld) cands(h, cell int) uint32              { return w.slots[h].cands[cell] }
func (w *bWorld) values(h int) []uint8                  { return w.slots[h].values }
func (w *bWorld) monotone() bool                        { return true }
func (w *bWorld) mayContradict(_, _, _, _ int) bool     { return true }
