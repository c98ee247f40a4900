package exotic

import (
	"fmt"
	"math/bits"
	"slices"
	"sort"
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

// Tridagon is a tridagon found in a state: its digits, its 12 cells (in
// TridPlacement order) and its guardians, the candidates of those cells
// other than the three digits.
type Tridagon struct {
	Digits    [3]int
	Cells     [12]int
	Guardians []logic.Cand
}

// Format prints the tridagon as in docs/tridagons.md: digits, the cells of
// each block, the guardians.
func (t *Tridagon) Format(g *logic.Geometry) string {
	var b strings.Builder
	fmt.Fprintf(&b, "tridagon for digits %d, %d and %d in blocks", t.Digits[0], t.Digits[1], t.Digits[2])
	for bi := 0; bi < 4; bi++ {
		if bi > 0 {
			b.WriteString(";")
		}
		fmt.Fprintf(&b, " b%d:", g.Box[t.Cells[3*bi]]+1)
		for i := 0; i < 3; i++ {
			b.WriteString(" ")
			b.WriteString(g.FormatCell(t.Cells[3*bi+i]))
		}
	}
	b.WriteString(", guardians: ")
	b.WriteString(FormatCandList(g, t.Guardians))
	return b.String()
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
func FindTridagons(s *logic.State) []Tridagon {
	if s.G.N != 3 {
		return nil
	}
	var out []Tridagon
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
					t := Tridagon{Digits: [3]int{d1 + 1, d2 + 1, d3 + 1}, Cells: p.Cells}
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

// guardianCell returns the only cell holding all the guardians, or -1.
func (t *Tridagon) guardianCell(g *logic.Geometry) int {
	if len(t.Guardians) == 0 {
		return -1
	}
	c := g.CellOf(t.Guardians[0])
	for _, x := range t.Guardians[1:] {
		if g.CellOf(x) != c {
			return -1
		}
	}
	return c
}

// decidedDigits counts the tridagon's digits that already have a value
// somewhere in the grid. While the pattern holds, such a value can only be
// in the block of the third band and third stack.
func (t *Tridagon) decidedDigits(s *logic.State) int {
	n := 0
	for _, d := range t.Digits {
		for _, v := range s.Values {
			if int(v) == d {
				n++
				break
			}
		}
	}
	return n
}

// ORRelation is an OR_k relation between candidates: at least one of
// Cands is true. Origin is the tridagon that proves it (its guardians at
// detection time; Cands are those still candidates).
type ORRelation struct {
	Name   string // "Trid"
	Cands  []logic.Cand
	Origin *Tridagon
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
}

func (o *orStore) reset(s *logic.State) {
	o.owner = s
	o.seen = map[string]bool{}
	o.valence = map[string]bool{}
	o.rels = o.rels[:0]
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
	var b strings.Builder
	for _, x := range xs {
		fmt.Fprintf(&b, "%d,", x)
	}
	return b.String()
}

// detect records the OR relations of the tridagons of s (docs/tridagons.md:
// more than one guardian, and at least two of the three digits decided)
// and returns a tridagon whose guardians all lie in one cell, if any.
func (o *orStore) detect(s *logic.State) (single *Tridagon) {
	for _, t := range FindTridagons(s) {
		t := t
		if c := t.guardianCell(s.G); c >= 0 {
			if single == nil {
				single = &t
			}
			continue
		}
		if len(t.Guardians) < 2 || t.decidedDigits(s) < tridNeedDecided {
			continue
		}
		o.record(&t)
	}
	return single
}

// TridagonStep is the Step.Detail of the tridagon rules: the elimination
// of the three digits from the only cell of the guardians, the assertion of
// the last candidate of an OR relation.
type TridagonStep struct {
	Tridagon *Tridagon   // Trid[12] elimination
	Relation *ORRelation // OR1 assertion
	Split    [2]*ORRelation
}

// TridagonRule is the tridagon rule of docs/tridagons.md, tried at level 3
// (before whips of length 3): it records the OR relations of the
// tridagons of the state (guardians in several cells), eliminates the
// three digits from the cell of the guardians when there is only one, and
// asserts the last candidate of an OR relation whose other candidates
// were eliminated. When it records a new relation it also looks for OR_k
// chains of length 1 and 2 with it (CSP-Rules tries those before any rule
// of level 3), so that the levels stay those of the definition.
type TridagonRule struct {
	MaxK    int  // largest OR relation the chains use (5)
	G       bool // g-versions of the chains
	Forcing bool // OR_k-forcing-whips too
}

func (TridagonRule) Name() string        { return "tridagon" }
func (TridagonRule) Rank() int           { return logic.RankSubset - 1 }
func (TridagonRule) HasLevel(k int) bool { return k == 3 }

func (r TridagonRule) Find(sc *logic.Scratch, s *logic.State, k int) (logic.Step, bool) {
	o := orStoreFor(sc, s)
	n := len(o.rels)
	if t := o.detect(s); t != nil {
		c := t.guardianCell(s.G)
		var elims []logic.Cand
		for _, d := range t.Digits {
			if s.Has(s.G.Cand(c, d)) {
				elims = append(elims, s.G.Cand(c, d))
			}
		}
		return logic.Step{Rule: "tridagon", Length: 12, Pattern: t.Format(s.G), Elims: elims, Detail: &TridagonStep{Tridagon: t}}, true
	}
	if st, ok := o.or1Step(s); ok {
		return st, true
	}
	if len(o.rels) > n {
		for kk := 1; kk <= 2; kk++ {
			if st, ok := (ORChainRule{MaxK: r.MaxK, G: r.G, Forcing: r.Forcing}).Find(sc, s, kk); ok {
				return st, true
			}
		}
	}
	return logic.Step{}, false
}

// record adds the OR relation of tridagon t's guardians, once per set of
// guardians.
func (o *orStore) record(t *Tridagon) {
	k := relKey(t.Guardians)
	if o.seen[k] {
		return
	}
	o.seen[k] = true
	o.rels = append(o.rels, &ORRelation{Name: "Trid", Cands: append([]logic.Cand(nil), t.Guardians...), Origin: t})
}

// or1Step asserts the last candidate of a relation.
func (o *orStore) or1Step(s *logic.State) (logic.Step, bool) {
	a, _ := o.update(s)
	if a == nil {
		return logic.Step{}, false
	}
	return logic.Step{Rule: a.Name + "-OR1-relation", Pattern: a.Origin.Format(s.G), Asserts: []logic.Cand{a.Cands[0]}, Detail: &TridagonStep{Relation: a}}, true
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

// tridNeedDecided: how many of the tridagon's digits must have a value
// before its OR relation is recorded (docs/tridagons.md).
var tridNeedDecided = 2

// RecordTridagons records in sc, for the OR_k chain rules called next
// with sc on s, the OR relation of every tridagon of s with guardians in
// more than one cell, whatever the number of its digits already decided
// (the relation holds in any case; the strategy's condition only follows
// the reference), and returns the relations. For tests and the soundness
// fuzzer.
func RecordTridagons(sc *logic.Scratch, s *logic.State) []*ORRelation {
	o := orStoreFor(sc, s)
	for _, t := range FindTridagons(s) {
		t := t
		if len(t.Guardians) < 2 || t.guardianCell(s.G) >= 0 {
			continue
		}
		o.record(&t)
	}
	return append([]*ORRelation(nil), o.rels...)
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
		for _, a := range r.Cands {
			for _, b := range r.Cands {
				if a == b || !s.Has(a) || !s.Has(b) {
					continue
				}
				key := relKey(r.Cands) + fmt.Sprint(a, b)
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
	ts := &TridagonStep{Split: out}
	return logic.Step{Rule: parent.Name + "-OR-split", Length: n, Pattern: ts.splitPattern(g), Detail: ts}
}

// splitPattern prints a split: the parent relation, the two candidates of
// the same valence and the c-chain between them, the two new relations.
func (ts *TridagonStep) splitPattern(g *logic.Geometry) string {
	out := ts.Split
	sp := out[0].Split
	parent := sp.Parent
	var b strings.Builder
	fmt.Fprintf(&b, "%s, same valence for %s and %s via c-chain[%d] %s: split into %s-OR%d-relations between %s and between %s",
		parent.Format(g), FormatCandList(g, sp.Same[:1]), FormatCandList(g, sp.Same[1:]), len(sp.Chain)-1, FormatCandList(g, sp.Chain),
		parent.Name, len(out[0].Cands), FormatCandList(g, out[0].Cands), FormatCandList(g, out[1].Cands))
	return b.String()
}
