package te

import (
	"fmt"
	"strings"

	"github.com/sudolab/sudolab/logic"
)

// isBRT reports whether th is plain BRT, which gets the fast world.
func isBRT(th logic.Theory) bool { return th == logic.BRTTheory }

// TE applies T&E(th, depth) (docs/te-backdoors.md §5.2) to s in place: th to
// quiescence, then trials at depths 1..depth until a whole pass eliminates
// nothing (T&E(n) ⊇ T&E(n−1), and by confluence running the lower depths
// first gives the same fixpoint). It returns the final status and the
// top-level eliminations in order. th must contain BRT and be confluent
// (BRT, B_p, gB_p, …); depth 0 is th alone.
func TE(s *logic.State, th logic.Theory, depth int, opt TEOptions) TEResult {
	g := s.G
	res := TEResult{}
	if !isBRT(th) && depth == 0 {
		res.Status = th.Close(s)
		return res
	}
	if isBRT(th) {
		fw := newBWorld(g, depth+1)
		st := fw.p.load(fw.slots[0], s)
		if st == logic.Open && depth > 0 {
			r := newTERun(fw, g, depth)
			r.truth, r.record, r.ctx = opt.Solution, true, opt.Ctx
			st = r.closeAt(0, depth, true, false)
			res.Elims, res.Err = r.elims, r.err
		}
		fw.slots[0].store(s)
		res.Status = st
		return res
	}
	// Eliminations of T&E(BRT, depth) are eliminations of T&E(th, depth)
	// (th ⊇ BRT); making them first with the fast world is cheaper.
	pre := TE(s, logic.BRTTheory, depth, opt)
	res.Elims = pre.Elims
	if pre.Status != logic.Open || pre.Err != nil {
		res.Err = pre.Err
		res.Status = pre.Status
		return res
	}
	pass := 0
	if n := len(pre.Elims); n > 0 {
		pass = pre.Elims[n-1].Pass
	}
	res.Status, res.Elims, res.Err = teTheory(s, th, depth, opt, res.Elims, pass, false)
	return res
}

// teTheory runs T&E(th, depth) on s with the theory world; elims and pass
// continue an earlier record.
func teTheory(s *logic.State, th logic.Theory, depth int, opt TEOptions, elims []TEElim, pass int, noFilter bool) (logic.Status, []TEElim, error) {
	g := s.G
	w := newThWorld(th, g, depth)
	w.noFilter = w.noFilter || noFilter
	w.slots[0].CopyFrom(s)
	st := th.Close(w.slots[0])
	var err error
	if st == logic.Open {
		r := newTERun(w, g, depth)
		r.truth, r.record, r.elims, r.pass, r.ctx = opt.Solution, true, elims, pass, opt.Ctx
		st = r.closeAt(0, depth, true, false)
		elims, err = r.elims, r.err
	}
	s.CopyFrom(w.slots[0])
	return st, elims, err
}

// TEDepth returns the T&E depth of s (docs/te-backdoors.md §5.2): the smallest n ≤
// maxDepth such that T&E(BRT, n) solves it, and ok = true; ok = false if
// T&E(maxDepth) does not solve it (or s is contradictory, or opt.Ctx
// stopped the run). s is unchanged.
func TEDepth(s *logic.State, maxDepth int, opt TEOptions) (d int, ok bool) {
	fw := newBWorld(s.G, maxDepth+1)
	st := fw.p.load(fw.slots[0], s)
	r := newTERun(fw, s.G, maxDepth)
	r.truth, r.ctx = opt.Solution, opt.Ctx
	for n := 0; ; n++ {
		if r.err != nil {
			return n, false
		}
		switch st {
		case logic.Solved:
			return n, true
		case logic.Contradiction:
			return n, false
		}
		if n == maxDepth {
			return n, false
		}
		// The state is at the T&E(n) fixpoint: one more depth suffices.
		st = r.closeAt(0, n+1, true, true)
	}
}

// Format prints the eliminations one pass per line, e.g.
// "pass 3, depth 2: r1c2≠5, r3c4≠1" (for `sudolab te`).
func (r TEResult) Format(g *logic.Geometry) string {
	var b strings.Builder
	for i := 0; i < len(r.Elims); {
		j := i
		var parts []string
		for ; j < len(r.Elims) && r.Elims[j].Pass == r.Elims[i].Pass && r.Elims[j].Depth == r.Elims[i].Depth; j++ {
			parts = append(parts, g.FormatElim(r.Elims[j].Cand))
		}
		fmt.Fprintf(&b, "pass %d, depth %d: %s\n", r.Elims[i].Pass, r.Elims[i].Depth, strings.Join(parts, ", "))
		i = j
	}
	fmt.Fprintf(&b, "%s\n", r.Status)
	return b.String()
}
