package exotic

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/exotic/impossible"
)

// The impossible-pattern rule (docs/tridagons.md §12.3 and §12.11): a
// placement of an impossible pattern (cells that three digits cannot
// fill) whose cells all have the same three digits as candidates cannot
// hold only them, so one of the other candidates of its cells (the
// guardians) is true. The tridagon is one such pattern; eleven's patterns
// (package impossible) are the others.

// TridName is the name of the tridagon pattern: its relations are
// Trid-OR_k relations.
const TridName = "Trid"

// MaxGuardians is the largest number of guardians for which a placement of
// one of eleven's patterns gives an OR relation (CSP-Rules' default; the
// tridagon has no bound).
const MaxGuardians = 8

// Placement is an impossible pattern found in a state: the pattern's name
// (TridName or a catalogue name such as "EL13c290"), its three digits, its
// cells (a tridagon's in TridPlacement order, block by block; else in
// increasing order) and its guardians, the candidates of those cells other
// than the three digits, sorted.
type Placement struct {
	Pattern   string
	Digits    [3]int
	Cells     []int
	Guardians []logic.Cand
}

// Format prints the placement as in docs/tridagons.md §12.6: for a
// tridagon its digits, the cells of each block, the guardians; for
// another pattern its name, digits, cells and guardians.
func (t *Placement) Format(g *logic.Geometry) string {
	var b strings.Builder
	if t.Pattern != TridName {
		fmt.Fprintf(&b, "%s for digits %d, %d and %d in cells", t.Pattern, t.Digits[0], t.Digits[1], t.Digits[2])
		for _, c := range t.Cells {
			b.WriteString(" ")
			b.WriteString(g.FormatCell(c))
		}
	} else {
		fmt.Fprintf(&b, "tridagon for digits %d, %d and %d in blocks", t.Digits[0], t.Digits[1], t.Digits[2])
		for bi := 0; bi < len(t.Cells)/3; bi++ {
			if bi > 0 {
				b.WriteString(";")
			}
			fmt.Fprintf(&b, " b%d:", g.Box[t.Cells[3*bi]]+1)
			for i := 0; i < 3; i++ {
				b.WriteString(" ")
				b.WriteString(g.FormatCell(t.Cells[3*bi+i]))
			}
		}
	}
	b.WriteString(", guardians: ")
	b.WriteString(FormatCandList(g, t.Guardians))
	return b.String()
}

// guardianCell returns the only cell holding all the guardians, or -1.
func (t *Placement) guardianCell(g *logic.Geometry) int {
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

// decidedDigits counts the placement's digits that already have a value
// somewhere in the grid. While a tridagon holds, such a value can only be
// in the block of the third band and third stack.
func (t *Placement) decidedDigits(s *logic.State) int {
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

// digitMask is the placement's three digits as a candidate mask.
func (t *Placement) digitMask() uint32 {
	return 1<<(t.Digits[0]-1) | 1<<(t.Digits[1]-1) | 1<<(t.Digits[2]-1)
}

// refresh recomputes the guardians of t in s; ok is false when t is no
// longer present (a cell decided or a digit gone from a cell).
func (t Placement) refresh(s *logic.State) (Placement, bool) {
	m := t.digitMask()
	t.Guardians = nil
	for _, c := range t.Cells {
		if s.Cands[c]&m != m {
			return t, false
		}
		for rest := s.Cands[c] &^ m; rest != 0; rest &= rest - 1 {
			t.Guardians = append(t.Guardians, s.G.Cand(c, bits.TrailingZeros32(rest)+1))
		}
	}
	slices.Sort(t.Guardians)
	return t, true
}

// FindPatterns lists the placements of pattern p in s (docs/tridagons.md
// §12.9): an image of p and three digits that are candidates (not values)
// in all its cells, with at most maxGuardians guardians (no bound if < 0),
// in the order of impossible.Pattern.Match, the digits of one image in
// increasing order. Only the 9x9 grid has them.
func FindPatterns(s *logic.State, p *impossible.Pattern, maxGuardians int) []Placement {
	if s.G.N != 3 {
		return nil
	}
	var out []Placement
	p.Match(s.Cands, maxGuardians, func(cells []int, common uint32) {
		cells = slices.Clone(cells)
		for m1 := common; m1 != 0; m1 &= m1 - 1 {
			for m2 := m1 & (m1 - 1); m2 != 0; m2 &= m2 - 1 {
				for m3 := m2 & (m2 - 1); m3 != 0; m3 &= m3 - 1 {
					t := Placement{Pattern: p.Name, Cells: cells, Digits: [3]int{
						bits.TrailingZeros32(m1) + 1, bits.TrailingZeros32(m2) + 1, bits.TrailingZeros32(m3) + 1}}
					t, _ = t.refresh(s)
					out = append(out, t)
				}
			}
		}
	})
	return out
}

// PatternStep is the Step.Detail of the impossible-pattern rule: the
// elimination of a tridagon's three digits from the only cell of its
// guardians, the assertion of the last candidate of an OR relation, or the
// split of a relation in two.
type PatternStep struct {
	Tridagon *Placement  // tridagon[12] elimination
	Relation *ORRelation // OR1 assertion
	Split    [2]*ORRelation
}

// PatternRule is the impossible-pattern rule (docs/tridagons.md §12.3,
// §12.11), tried at level 3: before the subsets of size 3, or with
// AfterFish after the subsets and finned fish of size 3 (CSP-Rules'
// salience for eleven's patterns); always before the whips of length 3. It
// records OR relations between the guardians of the patterns' placements,
// asserts the last candidate of a relation whose other candidates were
// eliminated and, when it records a relation, looks at once for OR_k
// chains of length 1 and 2 (CSP-Rules tries those before any rule of level
// 3), so that the levels stay those of the definition.
//
//   - Tridagon: the tridagon, looked for in every state the rule sees:
//     guardians in one cell eliminate the three digits from it
//     (tridagon[12]); guardians in several cells give a Trid relation once
//     two of the three digits are decided.
//   - Patterns: eleven's patterns, in this order (their priority), each
//     activated once, the first time the rule is tried: every placement
//     present then is fired in turn and gives a relation named after the
//     pattern if it still holds, has 1 to MaxGuardians guardians and no
//     recorded relation is a subset of them.
//
// Trid-OR5W has one instance, with the tridagon alone; Select1-OR5W,
// Select2-OR5W and Imp630-OR5W add a second one with the set's patterns,
// after the fish. The instances of one run share their relations.
type PatternRule struct {
	Tridagon bool
	Patterns []*impossible.Pattern
	// AfterFish: tried after the subsets and finned fish of size 3 rather
	// than before them.
	AfterFish bool
	MaxK      int  // largest OR relation the chains use (5)
	G         bool // g-versions of the chains
	Forcing   bool // OR_k-forcing-whips too
}

func (r PatternRule) Name() string {
	if len(r.Patterns) == 0 {
		return "tridagon"
	}
	return "impossible-patterns"
}
func (r PatternRule) Rank() int {
	if r.AfterFish {
		return logic.RankFinnedFish + 1
	}
	return logic.RankSubset - 1
}
func (PatternRule) HasLevel(k int) bool { return k == 3 }

func (r PatternRule) Find(sc *logic.Scratch, s *logic.State, k int) (logic.Step, bool) {
	o := orStoreFor(sc, s)
	n := len(o.rels)
	if r.Tridagon {
		if t := o.detect(s); t != nil {
			c := t.guardianCell(s.G)
			var elims []logic.Cand
			for _, d := range t.Digits {
				if s.Has(s.G.Cand(c, d)) {
					elims = append(elims, s.G.Cand(c, d))
				}
			}
			return logic.Step{Rule: "tridagon", Length: 12, Pattern: t.Format(s.G), Elims: elims, Detail: &PatternStep{Tridagon: t}}, true
		}
	}
	if st, ok := o.or1Step(s); ok {
		return st, true
	}
	if len(o.rels) > n {
		if st, ok := r.shortChains(sc, s); ok {
			return st, true
		}
	}
	for o.fireNext(s, r.Patterns) {
		if st, ok := o.or1Step(s); ok {
			return st, true
		}
		if st, ok := r.shortChains(sc, s); ok {
			return st, true
		}
	}
	return logic.Step{}, false
}

// shortChains looks for OR_k chains of length 1, then 2.
func (r PatternRule) shortChains(sc *logic.Scratch, s *logic.State) (logic.Step, bool) {
	for kk := 1; kk <= 2; kk++ {
		if st, ok := (ORChainRule{MaxK: r.MaxK, G: r.G, Forcing: r.Forcing}).Find(sc, s, kk); ok {
			return st, true
		}
	}
	return logic.Step{}, false
}

// detect records the OR relations of the tridagons of s (docs/tridagons.md:
// more than one guardian, and at least two of the three digits decided)
// and returns a tridagon whose guardians all lie in one cell, if any.
func (o *orStore) detect(s *logic.State) (single *Placement) {
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

// fireNext fires the pending placements of eleven's patterns (activating
// the next pattern of ps when none is pending) until one records a new
// relation; it reports whether one did. A placement fires once: it gives
// nothing if it no longer holds, has no guardian or more than
// MaxGuardians, or a recorded relation is a subset of its guardians.
func (o *orStore) fireNext(s *logic.State, ps []*impossible.Pattern) bool {
	for {
		if len(o.pending) == 0 {
			if o.nextPattern >= len(ps) {
				return false
			}
			o.pending = FindPatterns(s, ps[o.nextPattern], MaxGuardians)
			o.nextPattern++
			continue
		}
		t, ok := o.pending[0].refresh(s)
		o.pending = o.pending[1:]
		if !ok || len(t.Guardians) == 0 || len(t.Guardians) > MaxGuardians || o.subsumed(t.Guardians) {
			continue
		}
		o.record(&t)
		return true
	}
}

// subsumed reports whether a recorded relation's candidates are all in xs
// (sorted): a relation on xs would say less.
func (o *orStore) subsumed(xs []logic.Cand) bool {
	for _, r := range o.rels {
		if len(r.Cands) > len(xs) {
			continue
		}
		in := true
		for _, x := range r.Cands {
			if _, ok := slices.BinarySearch(xs, x); !ok {
				in = false
				break
			}
		}
		if in {
			return true
		}
	}
	return false
}

// record adds the OR relation of placement t's guardians, once per set of
// guardians.
func (o *orStore) record(t *Placement) {
	k := relKey(t.Guardians)
	if o.seen[k] {
		return
	}
	o.seen[k] = true
	o.rels = append(o.rels, &ORRelation{Name: t.Pattern, Cands: append([]logic.Cand(nil), t.Guardians...), Origin: t})
}

// or1Step asserts the last candidate of a relation.
func (o *orStore) or1Step(s *logic.State) (logic.Step, bool) {
	a, _ := o.update(s)
	if a == nil {
		return logic.Step{}, false
	}
	return logic.Step{Rule: a.Name + "-OR1-relation", Pattern: a.Origin.Format(s.G), Asserts: []logic.Cand{a.Cands[0]}, Detail: &PatternStep{Relation: a}}, true
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

// RecordPatterns records in sc, like RecordTridagons, the OR relation of
// every placement of the patterns ps in s with 1 to maxGuardians guardians
// (no subset condition), and returns the relations recorded so far. For
// tests and the soundness fuzzer.
func RecordPatterns(sc *logic.Scratch, s *logic.State, ps []*impossible.Pattern, maxGuardians int) []*ORRelation {
	o := orStoreFor(sc, s)
	for _, p := range ps {
		for _, t := range FindPatterns(s, p, maxGuardians) {
			t := t
			if len(t.Guardians) > 0 {
				o.record(&t)
			}
		}
	}
	return append([]*ORRelation(nil), o.rels...)
}
