package gl

import (
	"math/bits"
	"sort"
	"strconv"

	"github.com/sudolab/sudolab/logic"
)

// General logic (docs/general-logic.md): a base family B of n pairwise
// disjoint live sets (each holds >= 1 truth) and a cover family C of m live
// sets covering every base candidate (each holds <= 1 truth). A "set" is one
// of the 4·Side² CSP variables, numbered as Geometry.VarID: cell sets rc,
// then house-digit sets rn, cn, bn. Rank k = m − n.

// GL refinement tags (docs/general-logic.md §6.4), printed with each logic so that ratings built on
// the core rule stay comparable.
const (
	GLCore  = "core"  // docs/general-logic.md §6.3: cov(x) − bas(x) >= k+1
	GLFin   = "fin"   // docs/general-logic.md §6.4.3 deletion lemma: core rule with the fins deleted
	GLHall  = "hall"  // docs/general-logic.md §6.4.4 local feasibility (matching) test
	GLSplit = "split" // docs/general-logic.md §6.4.5 triplet split, depth >= 1
)

// GLLogic is one reported logic: its certificate (bases, covers, rank,
// fins) and its conclusions, each list tagged by the rule that produced it.
type GLLogic struct {
	Bases, Covers []int  // set ids (VarID numbering), sorted
	Rank          int    // len(Covers) − len(Bases)
	Digits        uint32 // footprint D: digits of the base candidates (bit d−1)
	// Fins (docs/general-logic.md §6.4.3) are deleted before the core rule; every elimination of a
	// finned logic is linked to every fin. Empty for unfinned logics.
	Fins []logic.Cand
	// Elims are the core-rule eliminations (in the state with Fins deleted,
	// restricted to candidates that see every fin), sorted.
	Elims []logic.Cand
	// Hall and Split are the extra eliminations of docs/general-logic.md §6.4.4 and docs/general-logic.md §6.4.5 (not in
	// Elims), sorted; SplitDepth is the depth used (0 = Hall only).
	Hall, Split []logic.Cand
	SplitDepth  int
	// Contradiction: covers < bases, the state has no solution (docs/general-logic.md §6.3).
	Contradiction bool
	// Kind names special cases found by a fast path ("fish"); "" otherwise.
	Kind string
}

// Order is the number of bases n.
func (l *GLLogic) Order() int { return len(l.Bases) }

// Tag is the rule that produced the logic's eliminations.
func (l *GLLogic) Tag() string {
	switch {
	case len(l.Fins) > 0:
		return GLFin
	case len(l.Elims) > 0 || l.Contradiction:
		return GLCore
	case len(l.Split) > 0:
		return GLSplit
	}
	return GLHall
}

// AllElims lists every elimination of the logic (core/fin, Hall, split), sorted.
func (l *GLLogic) AllElims() []logic.Cand {
	out := append(append(append([]logic.Cand(nil), l.Elims...), l.Hall...), l.Split...)
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// glLess is the "simplest first" order of docs/general-logic.md §6.5: (n, k, |D|, first
// eliminated candidate), then the sets themselves for determinism.
func glLess(a, b *GLLogic) bool {
	if len(a.Bases) != len(b.Bases) {
		return len(a.Bases) < len(b.Bases)
	}
	if a.Rank != b.Rank {
		return a.Rank < b.Rank
	}
	if da, db := bits.OnesCount32(a.Digits), bits.OnesCount32(b.Digits); da != db {
		return da < db
	}
	fa, fb := firstCand(a.AllElims()), firstCand(b.AllElims())
	if fa != fb {
		return fa < fb
	}
	if c := cmpInts(a.Bases, b.Bases); c != 0 {
		return c < 0
	}
	return cmpInts(a.Covers, b.Covers) < 0
}

func firstCand(xs []logic.Cand) logic.Cand {
	if len(xs) == 0 {
		return 1 << 30
	}
	return xs[0]
}

func cmpInts(a, b []int) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return a[i] - b[i]
		}
	}
	return len(a) - len(b)
}

// GLEliminations applies the core rule (docs/general-logic.md §6.3) to bases and covers in s: the
// live candidates x with cov(x) − bas(x) >= k+1, and whether covers <
// bases (contradiction). It does not check that (B, C) is valid; see
// GLValid. The search uses its own bit-sliced version of the same rule.
func GLEliminations(s *logic.State, bases, covers []int) (elims []logic.Cand, contradiction bool) {
	k := len(covers) - len(bases)
	if k < 0 {
		return nil, true
	}
	cov := map[logic.Cand]int{}
	for _, v := range covers {
		for _, x := range s.G.VarCands(v) {
			if s.Has(x) {
				cov[x]++
			}
		}
	}
	inBase := map[logic.Cand]bool{}
	for _, v := range bases {
		for _, x := range s.G.VarCands(v) {
			inBase[x] = true
		}
	}
	for x, c := range cov {
		b := 0
		if inBase[x] {
			b = 1
		}
		if c-b >= k+1 {
			elims = append(elims, x)
		}
	}
	sort.Slice(elims, func(i, j int) bool { return elims[i] < elims[j] })
	return elims, false
}

// GLValid reports why (B, C) is not a valid logic in s, or "" if it is:
// live distinct sets, bases pairwise disjoint, no cover a base, every base
// candidate covered (docs/general-logic.md §6.2).
func GLValid(s *logic.State, bases, covers []int) string {
	g := s.G
	seen := map[int]bool{}
	base := logic.NewCandSet(g.NCands)
	for _, v := range bases {
		if v < 0 || v >= g.NVars || seen[v] {
			return "base " + glSetName(g, v) + " repeated or out of range"
		}
		seen[v] = true
		live := s.SetLive(v)
		if live.Count() < 2 {
			return "base " + glSetName(g, v) + " is not live (< 2 candidates)"
		}
		for _, x := range live.Members() {
			if base.Has(x) {
				return "bases overlap at " + GLCandName(g, x)
			}
			base.Add(x)
		}
	}
	for _, v := range covers {
		if v < 0 || v >= g.NVars || seen[v] {
			return "cover " + glSetName(g, v) + " repeated, a base, or out of range"
		}
		seen[v] = true
		if s.SetLive(v).Count() < 2 {
			return "cover " + glSetName(g, v) + " is not live"
		}
		for _, x := range g.VarCands(v) {
			base.Remove(x)
		}
	}
	if base.Count() > 0 {
		return "base candidate " + GLCandName(g, base.Members()[0]) + " not covered"
	}
	return ""
}

// GLCandName prints a candidate as r3c1#2 (docs/notation.md §9.4).
func GLCandName(g *logic.Geometry, x logic.Cand) string {
	return g.FormatCell(g.CellOf(x)) + "#" + strconv.Itoa(g.DigitOf(x))
}
