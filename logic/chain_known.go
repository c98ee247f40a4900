package logic

import "math/bits"

// Chain knowledge carried across the rounds of a run (speed only; it never
// changes a result).
//
// A whip or braid (g-whip, g-braid) is valid in a state S' iff every cell's
// variable holds, among its candidates other than the llc, exactly the
// rlc compatible with the target and the earlier rlcs (none for the last
// cell; for a g-rlc: ≥ 2 of them, all in its segment). Let S ⊇ S' be an
// earlier state (S' = S minus the candidates E removed since, as the
// strategy only removes candidates). A pattern valid in S' is valid in S
// unless some cell's variable held a candidate of E compatible, at that
// cell, with the target and the earlier rlcs: the other candidates of its
// variables are the same in both states, and so are the target, llcs and
// rlcs (they are in S' ⊆ S; a g-rlc's g-links are those of its segment,
// whatever candidates it holds). So when the level-k search for target Z
// found no pattern in S, every pattern of length ≤ k for Z in S' has such
// an "explaining" cell, and the search in S' may cut every branch that
// cannot get one. The branches cut hold no valid pattern, so the search
// finds the same first pattern (for braids and whips the memo keys include
// whether the partial pattern has an explaining cell; docs/chains.md §2.9).
//
// g-rlcs. A cell whose rlc is a g-candidate G in S' and whose removed
// compatible candidates all lie in G's segment does not explain: in S its
// compatible candidates were those of S' (≥ 2, in the segment) plus
// these, so it had the g-rlc G too (whip.go: tryL). Every other case
// explains: a cell with a candidate rlc x in S' and a removed compatible
// candidate e had two compatible candidates in S ({x, e}: no rlc, or the
// g-rlc of their segment if they share one, which is another pattern), and
// a g-rlc cell with a removed compatible candidate outside its segment had
// compatible candidates in two segments in S. The cuts that only ask
// whether some variable may still explain (alive, lastCanExplain) count
// every removed compatible candidate, which is the weaker, safe side.
//
// Kinds. Every whip is a braid and a g-whip, every braid and g-whip a
// g-braid (the same cells, with more rlcs or llcs allowed), so no pattern
// of a wider kind in S means none of the narrower one (knownWider).
//
// The argument needs the failed searches to be complete (docs/chains.md
// §2.7): every cut they make, memos and bounds included, is sound.

// maxRemVars: above this many variables with removed candidates, the
// search does not check at each step whether one may still explain.
const maxRemVars = 24

// chainKinds with knowledge: whip, braid, g-whip, g-braid.
const knownKinds = 4

type removal struct {
	epoch int32
	v     int32
	m     uint32 // positions (in the variable) of the removed candidates
}

// chainKnown records, per kind, target and length bound k, the last state
// (epoch) in which the level-k search found no pattern for the target.
type chainKnown struct {
	epoch  int32    // version of the state last seen (0: none yet)
	valid  int32    // records older than this are void (the state grew)
	prev   []uint32 // candidates of the state last seen
	events []removal
	stride int
	rec    [knownKinds][]int32 // rec[kind][z*stride+k]

	// removed candidates since maskSince (per variable, by position),
	// computed for the epoch maskEpoch
	maskSince, maskEpoch int32
	mask                 []uint32
	// candidates with a variable in which some candidate was removed
	// since maskSince
	near CandSet
	gone CandSet // the candidates removed since maskSince
	vars []int32 // the variables with mask ≠ 0
	// goneList: the members of gone
	goneList []Cand
}

func knownKind(kind ChainKind) int {
	switch kind {
	case KindWhip:
		return 0
	case KindBraid:
		return 1
	case KindGWhip:
		return 2
	case KindGBraid:
		return 3
	}
	return -1
}

// knownWider lists, per kind, the kinds whose patterns include its own:
// every whip is a braid and a g-whip, every braid and every g-whip a
// g-braid (same search, more rlcs or llcs allowed), so no pattern of a
// wider kind means none of this one.
var knownWider = [knownKinds][]ChainKind{
	{KindBraid, KindGWhip, KindGBraid},
	{KindGBraid},
	{KindGBraid},
	nil,
}

// sync brings the knowledge to state s: a new epoch if candidates were
// removed since the last call (recording which), everything void if some
// came back (an unrelated state).
func (kn *chainKnown) sync(g *Geometry, s *State) {
	if kn.prev == nil {
		kn.prev = make([]uint32, g.NCells)
		kn.mask = make([]uint32, g.NVars)
		kn.epoch, kn.valid = 1, 1
		copy(kn.prev, s.Cands)
		return
	}
	grew, changed := false, false
	for c, m := range s.Cands {
		old := kn.prev[c]
		if m&^old != 0 {
			grew = true
			break
		}
		if m != old {
			changed = true
		}
	}
	switch {
	case grew:
		kn.epoch++
		kn.valid = kn.epoch
		kn.events = kn.events[:0]
	case changed:
		kn.epoch++
		gg := g.gg()
		side := g.Side
		for c, m := range s.Cands {
			for rem := kn.prev[c] &^ m; rem != 0; rem &= rem - 1 {
				x := Cand(c*side + bits.TrailingZeros32(rem))
				pos := &gg.candPos[x]
				for j, v := range g.CandVars(x) {
					kn.events = append(kn.events, removal{kn.epoch, int32(v), 1 << pos[j]})
				}
			}
		}
	default:
		return
	}
	copy(kn.prev, s.Cands)
}

func (kn *chainKnown) ensure(g *Geometry, k int) {
	if k < kn.stride {
		return
	}
	stride := max(k+1, 16)
	for i := range kn.rec {
		rec := make([]int32, g.NCands*stride)
		for z := 0; z < g.NCands && kn.stride > 0; z++ {
			copy(rec[z*stride:], kn.rec[i][z*kn.stride:(z+1)*kn.stride])
		}
		kn.rec[i] = rec
	}
	kn.stride = stride
}

// since returns the latest epoch in which no pattern of length ≤ k for z
// of kind (or of a kind containing it) was found; 0 if none.
func (kn *chainKnown) since(g *Geometry, kind ChainKind, z Cand, k int) int32 {
	kn.ensure(g, k)
	i := int(z)*kn.stride + k
	e := kn.rec[knownKind(kind)][i]
	for _, w := range knownWider[knownKind(kind)] {
		e = max(e, kn.rec[knownKind(w)][i])
	}
	if e < kn.valid {
		return 0
	}
	return e
}

// set records that the current state has no pattern of length ≤ k for z.
func (kn *chainKnown) set(g *Geometry, kind ChainKind, z Cand, k int) {
	kn.ensure(g, k)
	rec := kn.rec[knownKind(kind)][int(z)*kn.stride:]
	for j := k; j >= 1 && rec[j] < kn.epoch; j-- {
		rec[j] = kn.epoch
	}
}

// removedSince returns, per variable, the positions of the candidates
// removed after epoch e.
func (kn *chainKnown) removedSince(g *Geometry, e int32) []uint32 {
	if kn.maskSince == e && kn.maskEpoch == kn.epoch {
		return kn.mask
	}
	clear(kn.mask)
	if kn.near == nil {
		kn.near, kn.gone = NewCandSet(g.NCands), NewCandSet(g.NCands)
	}
	kn.near.Clear()
	kn.gone.Clear()
	kn.vars = kn.vars[:0]
	for i := len(kn.events) - 1; i >= 0 && kn.events[i].epoch > e; i-- {
		ev := kn.events[i]
		kn.gone.Add(g.VarCands(int(ev.v))[bits.TrailingZeros32(ev.m)])
		if kn.mask[ev.v] == 0 {
			kn.vars = append(kn.vars, ev.v)
			for _, x := range g.VarCands(int(ev.v)) {
				kn.near.Add(x)
			}
		}
		kn.mask[ev.v] |= ev.m
	}
	kn.goneList = kn.goneList[:0]
	for w, m := range kn.gone {
		for ; m != 0; m &= m - 1 {
			kn.goneList = append(kn.goneList, Cand(w*64+bits.TrailingZeros64(m)))
		}
	}
	kn.maskSince, kn.maskEpoch = e, kn.epoch
	return kn.mask
}

// unexplainable reports whether no cell of a pattern for z can be an
// explaining cell: every candidate removed since e is linked to z.
func (kn *chainKnown) unexplainable(g *Geometry, e int32, z Cand) bool {
	kn.removedSince(g, e)
	zl := g.LinkSet(z)
	for w, m := range kn.gone {
		if m&^zl[w] != 0 {
			return false
		}
	}
	return true
}

// knownNone reports (and records) that z has no pattern of kind of length
// ≤ k in the current state by what is known: none was found in this very
// state, or none was found in an earlier one and no cell can explain one
// now.
func (kn *chainKnown) knownNone(g *Geometry, kind ChainKind, z Cand, k int) bool {
	since := kn.since(g, kind, z, k)
	if since == kn.epoch {
		return true
	}
	if since > 0 && kn.unexplainable(g, since, z) {
		kn.set(g, kind, z, k)
		return true
	}
	return false
}

// findKnown is chainSearch.find for z in the current state (loaded in
// sc.cs) with what is known (knownNone was checked): the search is
// restricted to patterns with an explaining cell. A failure is recorded.
func (sc *Scratch) findKnown(g *Geometry, kind ChainKind, z Cand, k int) []ChainCell {
	kn, cs := &sc.known, sc.cs
	if since := kn.since(g, kind, z, k); since > 0 {
		cs.rem = kn.removedSince(g, since)
		cs.remNear = kn.near
		cs.remVars = kn.vars
		if len(kn.vars) > maxRemVars {
			cs.remVars = nil
		}
	}
	cells := cs.find(z, kind, k)
	cs.rem, cs.remNear, cs.remVars = nil, nil, nil
	if cells == nil {
		kn.set(g, kind, z, k)
	}
	return cells
}
