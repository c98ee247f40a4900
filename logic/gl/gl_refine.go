package gl

import (
	"sort"

	"github.com/sudolab/sudolab/logic"
)

// Refinements docs/general-logic.md §6.4.4 (Hall check) and docs/general-logic.md §6.4.5 (triplet split) of a logic L =
// (bases, covers) given as live-candidate masks. Only the two facts ">= 1
// truth per base, <= 1 truth per cover" are used, so every reduction below
// keeps L a sound description of what remains possible.

type glL struct {
	bases, covers []logic.CandSet
}

// assume reduces L by "x is true": the base holding x and every cover
// holding x are satisfied (dropped); candidates linked to x are deleted.
func (l glL) assume(g *logic.Geometry, x logic.Cand) glL {
	var out glL
	ls := g.LinkSet(x)
	for _, b := range l.bases {
		if b.Has(x) {
			continue
		}
		out.bases = append(out.bases, andNot(b, ls))
	}
	for _, c := range l.covers {
		if c.Has(x) {
			continue
		}
		out.covers = append(out.covers, andNot(c, ls))
	}
	return out
}

// deny reduces L by "t is false".
func (l glL) deny(t logic.Cand) glL {
	var out glL
	for _, b := range l.bases {
		b = b.Clone()
		b.Remove(t)
		out.bases = append(out.bases, b)
	}
	for _, c := range l.covers {
		c = c.Clone()
		c.Remove(t)
		out.covers = append(out.covers, c)
	}
	return out
}

func andNot(a, b logic.CandSet) logic.CandSet {
	out := make(logic.CandSet, len(a))
	for i := range a {
		out[i] = a[i] &^ b[i]
	}
	return out
}

// infeasible is Inf_0 (docs/general-logic.md §6.4.4): some base is empty, or no matching of bases
// into distinct covers sharing a candidate (each base truth lies in a
// cover, and a cover holds at most one truth).
func (l glL) infeasible() bool {
	adj := make([][]int, len(l.bases))
	for i, b := range l.bases {
		if b.Count() == 0 {
			return true
		}
		for j, c := range l.covers {
			if intersects(b, c) {
				adj[i] = append(adj[i], j)
			}
		}
	}
	match := make([]int, len(l.covers))
	for j := range match {
		match[j] = -1
	}
	var seen []bool
	var try func(i int) bool
	try = func(i int) bool {
		for _, j := range adj[i] {
			if seen[j] {
				continue
			}
			seen[j] = true
			if match[j] < 0 || try(match[j]) {
				match[j] = i
				return true
			}
		}
		return false
	}
	for i := range l.bases {
		seen = make([]bool, len(l.covers))
		if !try(i) {
			return true
		}
	}
	return false
}

// infDepth is Inf_d (docs/general-logic.md §6.4.5): Inf_0, or some link triplet t (a base
// candidate in >= 2 covers) with Inf_{d−1} in both branches t true/false.
func (l glL) infDepth(g *logic.Geometry, d int) bool {
	if l.infeasible() {
		return true
	}
	if d == 0 {
		return false
	}
	for _, t := range l.triplets() {
		if l.assume(g, t).infDepth(g, d-1) && l.deny(t).infDepth(g, d-1) {
			return true
		}
	}
	return false
}

func (l glL) triplets() []logic.Cand {
	cnt := map[logic.Cand]int{}
	for _, b := range l.bases {
		for _, x := range b.Members() {
			for _, c := range l.covers {
				if c.Has(x) {
					cnt[x]++
				}
			}
		}
	}
	var out []logic.Cand
	for x, n := range cnt {
		if n >= 2 {
			out = append(out, x)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// GLRefine returns the extra eliminations of the Hall check (docs/general-logic.md §6.4.4) and, for
// depth >= 1, of the triplet split (docs/general-logic.md §6.4.5) for the logic (bases, covers),
// given as live-candidate masks. Tested candidates: the cover candidates
// not in core. A candidate found by the Hall check is not repeated in split.
func GLRefine(g *logic.Geometry, bases, covers []logic.CandSet, core []logic.Cand, depth int) (hall, split []logic.Cand) {
	l := glL{bases: bases, covers: covers}
	skip := map[logic.Cand]bool{}
	for _, x := range core {
		skip[x] = true
	}
	all := logic.NewCandSet(g.NCands)
	for _, c := range covers {
		all.Or(c)
	}
	for _, x := range all.Members() {
		if skip[x] {
			continue
		}
		r := l.assume(g, x)
		if r.infeasible() {
			hall = append(hall, x)
		} else if depth > 0 && r.infDepth(g, depth) {
			split = append(split, x)
		}
	}
	return hall, split
}

// GLEvaluate computes every conclusion of a given logic (bases, covers as
// set ids) in s: core eliminations or contradiction, and, when split >= 0,
// the Hall (and for split >= 1 triplet-split) eliminations. It does not
// validate (B, C); see GLValid.
func GLEvaluate(s *logic.State, bases, covers []int, split int) GLLogic {
	l := GLLogic{Bases: append([]int(nil), bases...), Covers: append([]int(nil), covers...), Rank: len(covers) - len(bases)}
	sort.Ints(l.Bases)
	sort.Ints(l.Covers)
	var bm, cm []logic.CandSet
	for _, v := range l.Bases {
		m := s.SetLive(v)
		bm = append(bm, m)
		for _, x := range m.Members() {
			l.Digits |= 1 << uint(s.G.DigitOf(x)-1)
		}
	}
	for _, v := range l.Covers {
		cm = append(cm, s.SetLive(v))
	}
	l.Elims, l.Contradiction = GLEliminations(s, l.Bases, l.Covers)
	if split >= 0 && !l.Contradiction {
		l.Hall, l.Split = GLRefine(s.G, bm, cm, l.Elims, split)
		l.SplitDepth = split
	}
	return l
}
