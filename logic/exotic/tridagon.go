package exotic

import (
	"fmt"
	"math/bits"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/sudolab/sudolab/logic"
)

// Tridagons (docs/tridagons.md). A placement is 12 cells of a 9x9 grid:
// four blocks at the crossings of two bands and two stacks, three cells in
// each block on distinct rows and columns. Reading each block's cells as a
// permutation (row of the band -> column of the stack), the placement is a
// tridagon when the four permutations have odd total parity: no filling of
// the 12 cells from three digits then respects rows, columns and blocks
// (the pattern command proves it by SAT for every placement). The even
// placements can be filled.

// TridPlacement is one placement of the 12 cells.
type TridPlacement struct {
	Bands, Stacks [2]int  // 0-based, Bands[0] < Bands[1], Stacks[0] < Stacks[1]
	Cells         [12]int // blocks (band0,stack0), (band0,stack1), (band1,stack0), (band1,stack1), three cells each, by row
	Odd           bool    // odd total parity: a tridagon
}

var (
	placementsOnce sync.Once
	placements     []TridPlacement
)

// perms3 lists the six permutations of {0,1,2} with their parity (1 = odd).
var perms3 = [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
var perms3Odd = [6]int{0, 1, 1, 0, 0, 1}

// TridPlacements lists the 9 x 6^4 = 11,664 placements of the 9x9 grid
// (half of them odd), in a fixed order.
func TridPlacements() []TridPlacement {
	placementsOnce.Do(func() {
		for b0 := 0; b0 < 3; b0++ {
			for b1 := b0 + 1; b1 < 3; b1++ {
				for s0 := 0; s0 < 3; s0++ {
					for s1 := s0 + 1; s1 < 3; s1++ {
						blocks := [4][2]int{{b0, s0}, {b0, s1}, {b1, s0}, {b1, s1}}
						for p := 0; p < 6*6*6*6; p++ {
							var t TridPlacement
							t.Bands, t.Stacks = [2]int{b0, b1}, [2]int{s0, s1}
							q, par := p, 0
							for bi, bs := range blocks {
								pi := q % 6
								q /= 6
								par += perms3Odd[pi]
								for i := 0; i < 3; i++ {
									r, c := 3*bs[0]+i, 3*bs[1]+perms3[pi][i]
									t.Cells[3*bi+i] = 9*r + c
								}
							}
							t.Odd = par%2 == 1
							placements = append(placements, t)
						}
					}
				}
			}
		}
	})
	return placements
}

// FormatCandList prints candidates in CSP-Rules' label notation n5r2c3,
// space-separated.
func FormatCandList(g *logic.Geometry, xs []logic.Cand) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		c := g.CellOf(x)
		parts[i] = fmt.Sprintf("n%dr%dc%d", g.DigitOf(x), g.Row[c]+1, g.Col[c]+1)
	}
	return strings.Join(parts, " ")
}

// FindTridagons lists every tridagon of s: an odd placement and three
// digits that are candidates (not values) in all 12 cells. Guardians are
// sorted. Only the 9x9 grid has tridagons.
func FindTridagons(s *logic.State) []Placement {
	if s.G.N != 3 {
		return nil
	}
	var out []Placement
	for i := range TridPlacements() {
		p := &placements[i]
		if !p.Odd {
			continue
		}
		common := uint32(0x1ff)
		for _, c := range p.Cells {
			if s.Values[c] != 0 {
				common = 0
				break
			}
			common &= s.Cands[c]
			if bits.OnesCount32(common) < 3 {
				break
			}
		}
		if bits.OnesCount32(common) < 3 {
			continue
		}
		for d1 := 0; d1 < 9; d1++ {
			for d2 := d1 + 1; d2 < 9; d2++ {
				for d3 := d2 + 1; d3 < 9; d3++ {
					m := uint32(1)<<d1 | 1<<d2 | 1<<d3
					if common&m != m {
						continue
					}
					t := Placement{Pattern: TridName, Digits: [3]int{d1 + 1, d2 + 1, d3 + 1}, Cells: p.Cells[:]}
					for _, c := range p.Cells {
						for rest := s.Cands[c] &^ m; rest != 0; rest &= rest - 1 {
							t.Guardians = append(t.Guardians, s.G.Cand(c, bits.TrailingZeros32(rest)+1))
						}
					}
					sort.Slice(t.Guardians, func(a, b int) bool { return t.Guardians[a] < t.Guardians[b] })
					out = append(out, t)
				}
			}
		}
	}
	return out
}

// ORRelation is an OR_k relation between candidates: at least one of
// Cands is true. Origin is the impossible pattern that proves it (its
// guardians at detection time; Cands are those still candidates).
type ORRelation struct {
	Name   string // the pattern's name: "Trid", "EL13c290", …
	Cands  []logic.Cand
	Origin *Placement
	// Split, when set, is how the relation came from another one (§12.3
	// of docs/tridagons.md, splitting): Origin then proves the parent,
	// not this relation directly.
	Split *ORSplit
}

// ORSplit records a split: Parent's candidates Same[0] and Same[1] have
// the same truth value (Chain, a path of bivalue variables of even length
// from one to the other), so Parent without one of them still holds.
type ORSplit struct {
	Parent *ORRelation
	Same   [2]logic.Cand
	Chain  []logic.Cand // Same[0], x1, …, Same[1]
}

// Size is k.
func (r *ORRelation) Size() int { return len(r.Cands) }

// Format prints "Trid-OR3-relation between n1r2c3 n4r5c6 n7r8c9".
func (r *ORRelation) Format(g *logic.Geometry) string {
	return fmt.Sprintf("%s-OR%d-relation between %s", r.Name, len(r.Cands), FormatCandList(g, r.Cands))
}

// orStore holds the OR relations of one strategy run (they persist across
// steps, as facts do in CSP-Rules; docs/tridagons.md "ultra-persistency").
type orStore struct {
	owner   *logic.State
	seen    map[string]bool
	valence map[string]bool // pairs of a relation already split
	rels    []*ORRelation

	// eleven's patterns, each activated once (docs/tridagons.md §12.11):
	// the index of the next pattern of the rule's list, and the
	// placements of the last activated one not fired yet.
	nextPattern int
	pending     []Placement
}

func (o *orStore) reset(s *logic.State) {
	o.owner = s
	o.seen = map[string]bool{}
	o.valence = map[string]bool{}
	o.rels = o.rels[:0]
	o.nextPattern, o.pending = 0, nil
}

// update drops the relations with a guardian asserted, removes eliminated
// guardians, and reports a relation reduced to one candidate (to assert)
// or to none (a contradiction).
func (o *orStore) update(s *logic.State) (assert *ORRelation, empty bool) {
	keep := o.rels[:0]
	for _, r := range o.rels {
		void := false
		var left []logic.Cand
		for _, x := range r.Cands {
			if s.IsValue(x) {
				void = true
				break
			}
			if s.Has(x) {
				left = append(left, x)
			}
		}
		if void {
			continue
		}
		if len(left) != len(r.Cands) {
			r = &ORRelation{Name: r.Name, Cands: left, Origin: r.Origin, Split: r.Split}
		}
		if len(left) == 0 {
			empty = true
		}
		if len(left) == 1 && assert == nil {
			assert = r
		}
		keep = append(keep, r)
	}
	o.rels = keep
	return assert, empty
}

func relKey(xs []logic.Cand) string {
	b := make([]byte, 0, 4*len(xs))
	for _, x := range xs {
		b = strconv.AppendInt(b, int64(x), 10)
		b = append(b, ',')
	}
	return string(b)
}

// orStoreKey keys the OR relations of a run in a scratch's RunData.
type orStoreKey struct{}

// orStoreFor returns the OR relations of the current run on s.
func orStoreFor(sc *logic.Scratch, s *logic.State) *orStore {
	o, _ := sc.RunData(orStoreKey{}).(*orStore)
	if o == nil {
		o = &orStore{}
		sc.SetRunData(orStoreKey{}, o)
	}
	if o.owner != s || o.seen == nil {
		o.reset(s)
	}
	return o
}

// split looks for two candidates of a relation joined by a path of n
// bivalue variables (n even: the two have the same truth value; a
// "c-chain[n]"), and replaces the relation by the two relations without
// one of them (CSP-Rules' OR_k splitting, tried at level n after the whips
// of length n). It returns the two new relations, or nils.
func (o *orStore) split(s *logic.State, n int) (parent *ORRelation, out [2]*ORRelation) {
	if n%2 != 0 {
		return nil, out
	}
	if o.valence == nil {
		o.valence = map[string]bool{}
	}
	for ri, r := range o.rels {
		if len(r.Cands) < 2 || len(r.Cands) > 12 {
			continue
		}
		base := relKey(r.Cands)
		for _, a := range r.Cands {
			for _, b := range r.Cands {
				if a == b || !s.Has(a) || !s.Has(b) {
					continue
				}
				key := base + strconv.Itoa(int(a)) + ">" + strconv.Itoa(int(b))
				if o.valence[key] {
					continue
				}
				chain := bivaluePath(s, a, b, n)
				if chain == nil {
					continue
				}
				o.valence[key] = true
				without := func(x logic.Cand) *ORRelation {
					var cs []logic.Cand
					for _, y := range r.Cands {
						if y != x {
							cs = append(cs, y)
						}
					}
					return &ORRelation{Name: r.Name, Cands: cs, Origin: r.Origin, Split: &ORSplit{Parent: r, Same: [2]logic.Cand{a, b}, Chain: chain}}
				}
				out = [2]*ORRelation{without(a), without(b)}
				o.rels = append(append(o.rels[:ri:ri], o.rels[ri+1:]...), out[0], out[1])
				return r, out
			}
		}
	}
	return nil, out
}

// bivaluePath returns a path a = x0, x1, …, xn = b where each x(i-1), xi
// are the only two candidates of a variable (distinct variables, distinct
// candidates), or nil.
func bivaluePath(s *logic.State, a, b logic.Cand, n int) []logic.Cand {
	g := s.G
	path := []logic.Cand{a}
	usedVar := map[int]bool{}
	var rec func(x logic.Cand) bool
	rec = func(x logic.Cand) bool {
		if len(path) == n+1 {
			return x == b
		}
		for _, v := range g.CandVars(x) {
			if usedVar[v] {
				continue
			}
			var other []logic.Cand
			solved := false
			for _, y := range g.VarCands(v) {
				if s.IsValue(y) {
					solved = true
				}
				if s.Has(y) && y != x {
					other = append(other, y)
				}
			}
			if solved || len(other) != 1 {
				continue
			}
			y := other[0]
			if slices.Contains(path, y) || (y == b) != (len(path) == n) {
				continue
			}
			usedVar[v] = true
			path = append(path, y)
			if rec(y) {
				return true
			}
			path = path[:len(path)-1]
			usedVar[v] = false
		}
		return false
	}
	if rec(a) {
		return path
	}
	return nil
}

// splitStep is the path step of a split (no elimination: the strategy
// goes on with the new relations).
func splitStep(g *logic.Geometry, parent *ORRelation, out [2]*ORRelation, n int) logic.Step {
	ts := &PatternStep{Split: out}
	return logic.Step{Rule: parent.Name + "-OR-split", Length: n, Pattern: ts.splitPattern(g), Detail: ts}
}

// splitPattern prints a split: the parent relation, the two candidates of
// the same valence and the c-chain between them, the two new relations.
func (ts *PatternStep) splitPattern(g *logic.Geometry) string {
	out := ts.Split
	sp := out[0].Split
	parent := sp.Parent
	var b strings.Builder
	fmt.Fprintf(&b, "%s, same valence for %s and %s via c-chain[%d] %s: split into %s-OR%d-relations between %s and between %s",
		parent.Format(g), FormatCandList(g, sp.Same[:1]), FormatCandList(g, sp.Same[1:]), len(sp.Chain)-1, FormatCandList(g, sp.Chain),
		parent.Name, len(out[0].Cands), FormatCandList(g, out[0].Cands), FormatCandList(g, out[1].Cands))
	return b.String()
}
