package ser

import (
	"slices"
	"sync/atomic"
)

var hintIDs atomic.Int32

// advanced is what dynamic-plus and nested chains add to plain dynamic
// chains: when propagation stops, the first of a list of rules that finds
// anything on the current (reduced) grid removes its candidates, each
// depending on the removals the rule needed. Levels: 1 intersections,
// hidden and naked pairs, X-Wings; 2 adds forcing chains and cycles; 3 adds
// multiple (cell/region) forcing chains; 4 uses dynamic forcing chains
// instead; 5 adds dynamic chains of level 2.
//
// What a rule finds depends only on the reduced grid (the candidates of the
// grid the outer chains start from being fixed), so it is memoised per
// reduced grid (nestCache): the same assumption is propagated several times
// (from its cell and from each house it is not the first place of), and the
// levels 2 and 3 (4 and 5) try the same inner rules first.
func (ch *chainer) advanced(toOff *potSet) []int32 {
	if ch.nested == nil && ch.level >= 2 {
		// the inner rules run one after the other on the same reduced
		// grid: they share its static closures
		shared := &closureCache{}
		mk := func(m, d bool, lvl int) *chainer {
			return &chainer{multiple: m, dynamic: d, level: lvl, deadline: ch.deadline, record: ch.record, closures: shared}
		}
		if ch.level < 4 {
			ch.nested = append(ch.nested, mk(false, false, 0))
			ch.nestedRule = append(ch.nestedRule, ruleForcing)
			if ch.level >= 3 {
				ch.nested = append(ch.nested, mk(true, false, 0))
				ch.nestedRule = append(ch.nestedRule, ruleMultiple)
			}
		} else {
			ch.nested = append(ch.nested, mk(true, true, 0))
			ch.nestedRule = append(ch.nestedRule, ruleDynamic)
			if ch.level >= 5 {
				ch.nested = append(ch.nested, mk(true, true, ch.level-3))
				ch.nestedRule = append(ch.nestedRule, ruleDynamic+int8(ch.level-3))
			}
		}
	}
	if ch.cache == nil {
		ch.cache = &nestCache{}
	}
	ch.cache.validFor(ch.g, ch.record)
	if items := ch.ruleItems(ruleBasic, nil); len(items) > 0 {
		return ch.replay(items, toOff)
	}
	for i, nc := range ch.nested {
		if ch.deadline != nil && ch.deadline() {
			return nil
		}
		if items := ch.ruleItems(ch.nestedRule[i], nc); len(items) > 0 {
			return ch.replay(items, toOff)
		}
	}
	return nil
}

// Inner rules of advanced, as keys of nestCache.
const (
	ruleBasic    int8 = iota // intersections, hidden/naked pairs, X-Wings
	ruleForcing              // cycles and forcing chains
	ruleMultiple             // multiple (cell/region) forcing chains
	ruleDynamic              // dynamic forcing chains (+L: of level L)
)

// advItem is one candidate an inner rule removes: the first hint (in the
// rule's order) removing it, reduced to what the outer chain keeps: the
// removed candidates it relied on and, for an inner chain, its identity and
// complexity.
type advItem struct {
	p       pot
	parents []pot // shared by the items of one hint
	nestID  int32
	nestCx  int32
	hint    *Hint // the hint, when recording (record.go)
}

// advKey is what a memo entry is for: an inner rule and a reduced grid.
// The memo's map is keyed by its hash (memoHash); the entry keeps the key.
type advKey struct {
	rule int8
	work [81]uint16
}

// nestCache memoises advItems per inner rule and reduced grid. An entry
// stays usable after the starting grid (the src of the outer chains)
// loses candidates, as it does from one step of a rating to the next: what
// a rule finds on a reduced grid does not depend on src, and the rule
// parents of a hint are the candidates of src that a set fixed by the hint
// and the reduced grid names (nestedParents, lineParents and the subsets'
// rp), so with fewer candidates in src they are the old parents still in
// src (carried). validFor empties it when the givens change, when src gains
// a candidate, or when hints are recorded (their records hold the old
// parents). Inner chains get ids by content (SE compares them by content),
// kept for the cache's life so that ids stay comparable.
type nestCache struct {
	val     [81]int8
	src     *[81]uint16         // the current src (entries point to theirs); nil: none yet
	entries map[uint64]advEntry // by memoHash
	ids     map[string]int32
	buf     []byte // scratch of nestID
	size    int    // approximate bytes held by entries
}

// carryCheck, set by tests, makes ruleItems compute every carried entry
// again and count those that differ.
var carryCheck struct {
	on                      bool
	checked, pruned, differ int
}

// advEntry is what a rule found on a reduced grid, with the src its
// parents were computed for.
type advEntry struct {
	key   advKey
	items []advItem
	src   *[81]uint16
}

// nestCacheMax bounds the memory of one cache; beyond it the entries (not
// the chain ids) are dropped.
const nestCacheMax = 64 << 20

func (nc *nestCache) validFor(g *Grid, record bool) {
	if nc.src != nil && nc.val == g.val && *nc.src == g.cand {
		return
	}
	keep := nc.src != nil && !record && nc.val == g.val && subsetOf(&g.cand, nc.src)
	src := g.cand
	nc.val, nc.src = g.val, &src
	if !keep {
		nc.entries = map[uint64]advEntry{}
		nc.ids = map[string]int32{}
		nc.size = 0
	}
}

// subsetOf reports whether every candidate of a is one of b.
func subsetOf(a, b *[81]uint16) bool {
	for c := range a {
		if a[c]&^b[c] != 0 {
			return false
		}
	}
	return true
}

// lookup returns the entry of key for the current src, carried from an
// earlier src when it was computed for one (ok false: none, or a hint that
// gave candidates has no parents left in src, so it no longer counts and
// the rule must run again). Every entry's src holds the current one:
// validFor keeps the entries only while src loses candidates.
func (nc *nestCache) lookup(key *advKey, hk uint64) (items []advItem, ok, carried bool) {
	e, ok := nc.entries[hk]
	if !ok || e.key != *key {
		return nil, false, false
	}
	if e.src == nc.src {
		return e.items, true, false
	}
	items, ok = carryItems(e.items, nc.src)
	if ok {
		nc.entries[hk] = advEntry{*key, items, nc.src}
		if carryCheck.on && len(items) > 0 && &items[0] != &e.items[0] {
			carryCheck.pruned++
		}
	}
	return items, ok, ok
}

// checkCarried counts a carried entry that differs from the one computed
// again (carryCheck).
func checkCarried(carried, fresh []advItem) {
	carryCheck.checked++
	same := len(carried) == len(fresh)
	for i := 0; same && i < len(fresh); i++ {
		a, b := carried[i], fresh[i]
		same = a.p == b.p && slices.Equal(a.parents, b.parents) && a.nestID == b.nestID && a.nestCx == b.nestCx
	}
	if !same {
		carryCheck.differ++
	}
}

// carryItems returns items with their parents restricted to src (false
// when some hint's parents vanish). The items of one hint share their
// parents, and still do.
func carryItems(items []advItem, src *[81]uint16) ([]advItem, bool) {
	gone := func(q pot) bool { return src[potCell(q)]&(1<<uint(potDigit(q)-1)) == 0 }
	changed := false
	for _, it := range items {
		if slices.ContainsFunc(it.parents, gone) {
			changed = true
			break
		}
	}
	if !changed {
		return items, true
	}
	out := make([]advItem, len(items))
	var last, kept []pot
	for i, it := range items {
		if i == 0 || &it.parents[0] != &last[0] {
			last = it.parents
			kept = slices.DeleteFunc(slices.Clone(it.parents), gone)
			if len(kept) == 0 {
				return nil, false
			}
		}
		it.parents = kept
		out[i] = it
	}
	return out, true
}

// ruleItems returns what rule finds on the reduced grid ch.work (inner is
// the chainer of a chain rule, nil for the basic rules).
func (ch *chainer) ruleItems(rule int8, inner *chainer) []advItem {
	cache := ch.cache
	key := advKey{rule, ch.work}
	if hashCheck && gridHash(&ch.work) != ch.workHash {
		panic("ser: hash of the reduced grid out of sync")
	}
	hk := memoHash(rule, ch.workHash)
	items, ok, carried := cache.lookup(&key, hk)
	if ok && !(carried && carryCheck.on) {
		return items
	}
	if ok {
		old := items
		defer func() { checkCarried(old, cache.entries[hk].items) }()
	}
	// (the outer propagation keeps the places of ch.work up to date)
	tmp := &Grid{val: ch.g.val, cand: ch.work, pos: ch.pos, posValid: true, explain: ch.record}
	if posCheck {
		var want [27][9]uint16
		loadPos(&ch.work, &want)
		if want != ch.pos {
			panic("ser: places of the reduced grid out of sync")
		}
	}
	items = nil
	var seen [729]bool
	add := func(h *Hint) bool {
		var parents []pot
		if h.rp != nil {
			parents = h.rp(&ch.src, &ch.work)
		} else {
			parents = h.parents
		}
		if len(parents) == 0 {
			return false
		}
		var id, cx int32
		for c := 0; c < 81; c++ {
			for m := h.Elims[c]; m != 0; m &= m - 1 {
				p := mkPot(c, tz(m)+1)
				// a candidate removed again by a later hint keeps its
				// first cause (the outer chain adds it once)
				if !seen[p] {
					seen[p] = true
					if h.id > 0 && id == 0 {
						inner.chainsOf(h)
						id, cx = cache.nestID(h), int32(h.complexity)
					}
					it := advItem{p, parents, id, cx, nil}
					if ch.record {
						it.hint = h
					}
					items = append(items, it)
				}
			}
		}
		return false
	}
	if inner == nil {
		for _, f := range []func() bool{
			func() bool { return locking(tmp, false, add) },
			func() bool { return hiddenSets(tmp, 2, false, add) },
			func() bool { return nakedSets(tmp, 2, add) },
			func() bool { return fish(tmp, 2, add) },
		} {
			f()
			if len(items) > 0 {
				break
			}
		}
	} else {
		src := ch.src
		inner.outerSrc = &src
		inner.sure = ch.plainNone && inner.multiple && inner.level == 0
		inner.ns.newRound()
		hs := inner.hints(tmp)
		if !firstOfRemovals(hs, add) {
			// a hint with parents was shadowed by a parentless one: the
			// hints skipped by mayCount may count after all, so find
			// every hint's parents and start again
			inner.ns.all = true
			inner.ns.newRound()
			hs = inner.hints(tmp)
			inner.ns.all = false
			items, seen = items[:0], [729]bool{}
			firstOfRemovals(hs, add)
		}
		inner.outerSrc = nil
		if ch.deadline != nil && ch.deadline() {
			return items // cut short: not a result to remember
		}
	}
	if cache.size > nestCacheMax {
		cache.entries = map[uint64]advEntry{}
		cache.size = 0
	}
	cache.entries[hk] = advEntry{key, items, cache.src}
	cache.size += 200 + 40*len(items)
	return items
}

// replay adds the items of a rule as off nodes of the current chain, each
// with the nodes of the removals it relied on as parents.
func (ch *chainer) replay(items []advItem, toOff *potSet) []int32 {
	var result []int32
	var pidx []int32
	var last []pot
	for i, it := range items {
		if i == 0 || &it.parents[0] != &last[0] {
			last = it.parents
			pidx = pidx[:0]
			for _, q := range it.parents {
				if toOff.has(q) {
					pidx = append(pidx, toOff.get(q))
				}
			}
		}
		n := ch.newNode(it.p, false, -1)
		if len(pidx) > 0 {
			ch.nodes[n].par = pidx[0]
			ch.setMore(n, pidx[1:])
		}
		if it.nestID != 0 {
			e := ch.extOf(n)
			e.nestID, e.nestCx = it.nestID, it.nestCx
		}
		if it.hint != nil {
			ch.extOf(n).nest = it.hint
		}
		result = append(result, n)
	}
	return result
}

// nestScratch holds the visit marks of nestedCx and nestedParents (they run
// for every hint found inside a chain, so they avoid maps).
type nestScratch struct {
	node []uint32     // per node index
	key  [1458]uint32 // per potential and polarity
	pot  [729]uint32  // per potential
	gen  uint32
	ids  []int32
	ids2 []int32
	// per potential, the first hint (in SE's order) with parents found so
	// far in this round that removes it (round: one inner hints call)
	best    [729]firstHint
	bestGen uint32
	all     bool // find the parents of every hint (no mayCount)
	// the places of each digit in each house of the outer chain's
	// starting grid (outerSrc), made on first use in a round
	initPos   [27][9]uint16
	initPosOK bool
}

type firstHint struct {
	gen           uint32
	diff, cx, key int32
}

// newRound forgets the hints of the previous inner hints call.
func (ns *nestScratch) newRound() {
	ns.initPosOK = false
	ns.bestGen++
	if ns.bestGen == 0 {
		ns.best = [729]firstHint{}
		ns.bestGen = 1
	}
}

// before reports whether h comes before f in SE's order (difficulty,
// complexity, kind; ties go to the earlier hint, f).
func (f *firstHint) after(h *Hint) bool { return f.afterVal(h.Diff, h.complexity, h.sortKey) }

func (f *firstHint) afterVal(diff, cx, key int) bool {
	if int32(diff) != f.diff {
		return int32(diff) < f.diff
	}
	if int32(cx) != f.cx {
		return int32(cx) < f.cx
	}
	return int32(key) < f.key
}

// mayCount reports whether h comes first, so far, for one of the
// candidates it removes. The outer chain takes each candidate from the
// first hint (with parents) that removes it, so a hint that comes first
// for none of them adds nothing whatever its parents are.
func (ns *nestScratch) mayCount(h *Hint) bool {
	for c := 0; c < 81; c++ {
		for m := h.Elims[c]; m != 0; m &= m - 1 {
			f := &ns.best[mkPot(c, tz(m)+1)]
			if f.gen != ns.bestGen || f.after(h) {
				return true
			}
		}
	}
	return false
}

func (ns *nestScratch) noteFirst(h *Hint) {
	for c := 0; c < 81; c++ {
		for m := h.Elims[c]; m != 0; m &= m - 1 {
			f := &ns.best[mkPot(c, tz(m)+1)]
			if f.gen != ns.bestGen || f.after(h) {
				*f = firstHint{ns.bestGen, int32(h.Diff), int32(h.complexity), int32(h.sortKey)}
			}
		}
	}
}

// next starts a new round of marks, sized for n nodes.
func (ns *nestScratch) next(n int) uint32 {
	ns.gen++
	if ns.gen == 0 {
		clear(ns.node)
		ns.key = [1458]uint32{}
		ns.pot = [729]uint32{}
		ns.gen = 1
	}
	if len(ns.node) < n {
		ns.node = append(ns.node, make([]uint32, n-len(ns.node)+n/2)...)
	}
	return ns.gen
}

// nestedCx is the complexity of the distinct nested chains the targets use.
func (ch *chainer) nestedCx(targets []int32) int {
	if ch.level < 2 {
		return 0
	}
	ns := &ch.ns
	gen := ns.next(len(ch.nodes))
	seen := ns.ids[:0]
	sum := 0
	st := append(ch.stack[:0], targets...)
	for len(st) > 0 {
		n := st[len(st)-1]
		st = st[:len(st)-1]
		if ns.node[n] == gen {
			continue
		}
		ns.node[n] = gen
		nd := &ch.nodes[n]
		if nd.ext >= 0 {
			if e := &ch.exts[nd.ext]; e.nestID != 0 && !slices.Contains(seen, e.nestID) {
				seen = append(seen, e.nestID)
				sum += int(e.nestCx)
			}
		}
		if nd.par >= 0 {
			st = append(st, nd.par)
		}
		st = append(st, ch.more(n)...)
	}
	ch.stack, ns.ids = st, seen
	return sum
}

// nestedParents records, for a hint found inside an outer chain, the
// candidates removed by that outer chain which the hint's links relied on.
// It runs once per conclusion of the hint (the first call gives the hint an
// id); a hint that cannot come first for any candidate it removes gets id
// -1 and no parents, which drops it as SE's parentless hints are dropped.
// cycle marks a cycle, whose reversed chain adds parents too (cycleParents).
func (ch *chainer) nestedParents(h *Hint, t int32, cycle bool) {
	if ch.outerSrc == nil || h.id < 0 {
		return
	}
	ns := &ch.ns
	if h.id == 0 {
		if !ns.all && !ns.mayCount(h) {
			h.id = -1
			return
		}
		h.id = hintIDs.Add(1)
	}
	defer func() {
		if len(h.parents) > 0 {
			ns.noteFirst(h)
		}
	}()
	if ch.keepsNodes() {
		// the identity is built only for the hints the outer chain
		// keeps (chainsOf)
		h.targets = append(h.targets, t)
	} else {
		ch.appendChain(h, t) // (unary releases the nodes per source)
	}
	init, cur := ch.outerSrc, &ch.g.cand
	rootKind := int8(-2) // an assumption has no cause, except in SE's
	if h.sortKey == 5 {  // cell forcing (last digit of the cell)
		rootKind = -1
	} else if h.sortKey == 6 { // and region forcing (last place in the house)
		rootKind = h.region
	}
	gen := ns.next(0)
	for _, q := range h.parents {
		ns.pot[q] = gen
	}
	addP := func(q pot) {
		if ns.pot[q] != gen {
			ns.pot[q] = gen
			h.parents = append(h.parents, q)
		}
	}
	// each potential (and polarity) is followed once, in its first version
	st := append(ch.stack[:0], t)
	for len(st) > 0 {
		n := st[len(st)-1]
		st = st[:len(st)-1]
		nd := &ch.nodes[n]
		key := int(nd.p) * 2
		if nd.on {
			key++
		}
		if ns.key[key] == gen {
			continue
		}
		ns.key[key] = gen
		kind := nd.kind
		if nd.par < 0 && len(ch.more(n)) == 0 && nd.on {
			kind = rootKind
		}
		if nd.on && kind >= -1 {
			c, d := potCell(nd.p), potDigit(nd.p)
			if kind == -1 {
				gone := init[c] &^ cur[c]
				for m := gone; m != 0; m &= m - 1 {
					addP(mkPot(c, tz(m)+1))
				}
			} else {
				ch.goneFromHouse(int(kind), d, addP)
			}
		}
		if nd.par >= 0 {
			st = append(st, nd.par)
		}
		st = append(st, ch.more(n)...)
	}
	ch.stack = st
	if cycle {
		ch.cycleParents(t, addP)
	}
}

// cycleParents adds the rule parents of a cycle's second chain. SE gives a
// cycle two targets: the cycle as found, ending at the assumption t, and the
// same cycle reversed, in which every potential changes polarity but keeps
// the cause of its link. So each off potential of the cycle becomes an on
// potential caused by its cell (when it shares the cell of the on potential
// before it) or by the first house, in the order block, row, column, that it
// shares with it; and the candidates that the outer chain removed from that
// cell, or from that digit's places in that house, are rule parents as for
// any on potential. They come after the first chain's, walking the cycle
// from the assumption on.
func (ch *chainer) cycleParents(t int32, addP func(pot)) {
	init, cur := ch.outerSrc, &ch.g.cand
	path := ch.stack[:0]
	for n := t; ch.nodes[n].par >= 0; n = ch.nodes[n].par {
		path = append(path, n)
	}
	for i := len(path) - 1; i >= 0; i-- {
		nd := &ch.nodes[path[i]]
		if nd.on {
			continue
		}
		c, d := potCell(nd.p), potDigit(nd.p)
		pc := potCell(ch.nodes[nd.par].p)
		if pc == c {
			for m := init[c] &^ cur[c]; m != 0; m &= m - 1 {
				addP(mkPot(c, tz(m)+1))
			}
			continue
		}
		r := cellRegion[c][kCol]
		switch {
		case cellRegion[c][kBlock] == cellRegion[pc][kBlock]:
			r = cellRegion[c][kBlock]
		case cellRegion[c][kRow] == cellRegion[pc][kRow]:
			r = cellRegion[c][kRow]
		}
		ch.goneFromHouse(int(r), d, addP)
	}
	ch.stack = path[:0]
}

// goneFromHouse passes to addP, in the house's order, the places of digit d
// in house r that the outer chain removed: its places in the outer chain's
// starting grid (outerSrc, counted once per round) less those of g.
func (ch *chainer) goneFromHouse(r, d int, addP func(pot)) {
	ns := &ch.ns
	if !ns.initPosOK {
		loadPos(ch.outerSrc, &ns.initPos)
		ns.initPosOK = true
	}
	for m := ns.initPos[r][d-1] &^ ch.basePos[r][d-1]; m != 0; m &= m - 1 {
		addP(mkPot(int(regionCells[r][tz(m)]), d))
	}
}

// appendChain adds target t and its chain to h's identity as SE compares
// chains found inside chains: the list of targets and, for each, its
// ancestors (potential and polarity) breadth first, parents in order, each
// potential once. Two inner chains with equal lists count once in the outer
// chain's complexity, whatever their names or descriptions.
func (ch *chainer) appendChain(h *Hint, t int32) {
	key := func(n int32) uint16 {
		nd := &ch.nodes[n]
		k := uint16(nd.p) * 2
		if nd.on {
			k++
		}
		return k
	}
	ns := &ch.ns
	gen := ns.next(0)
	h.chains = append(h.chains, 0xffff) // target separator
	layer, next := append(ch.stack[:0], t), ch.ns.ids2[:0]
	for len(layer) > 0 {
		next = next[:0]
		for _, n := range layer {
			k := key(n)
			if ns.key[k] == gen {
				continue
			}
			ns.key[k] = gen
			h.chains = append(h.chains, k)
			if p := ch.nodes[n].par; p >= 0 {
				next = append(next, p)
			}
			next = append(next, ch.more(n)...)
		}
		layer, next = next, layer
	}
	ch.stack, ch.ns.ids2 = layer[:0], next[:0]
}

// chainsOf builds the identity of a hint that ch found in its last call
// of hints and whose targets nestedParents noted (the nodes are still
// there: hints releases them at its next call).
func (ch *chainer) chainsOf(h *Hint) {
	if h.chains == nil {
		for _, t := range h.targets {
			ch.appendChain(h, t)
		}
	}
}

// nestID identifies an inner chain by its chains (appendChain): the same
// chain found again by a later propagation counts once.
func (nc *nestCache) nestID(h *Hint) int32 {
	b := nc.buf[:0]
	for _, k := range h.chains {
		b = append(b, byte(k), byte(k>>8))
	}
	nc.buf = b
	id, ok := nc.ids[string(b)] // (a look-up does not copy b)
	if !ok {
		id = int32(len(nc.ids) + 1)
		nc.ids[string(b)] = id
	}
	return id
}

// firstOfRemovals passes to add the hints (sorted in SE's order) that come
// first among those removing the same candidates: SE keeps the hints of an
// inner rule in a set where two hints with the same removals are equal, so
// a later one is dropped even when the first is dropped too for having no
// parents (it did not rely on the outer chain). It reports false when that
// happened to a hint with parents: the outer chain then misses its
// candidates, and a hint that mayCount judged useless may supply them.
func firstOfRemovals(hs []*Hint, add func(*Hint) bool) bool {
	exact := true
	first := make(map[[81]uint16]*Hint, len(hs))
	for _, h := range hs {
		f, ok := first[h.Elims]
		if !ok {
			first[h.Elims] = h
			add(h)
			continue
		}
		if len(h.parents) > 0 && f.id > 0 && len(f.parents) == 0 {
			exact = false
		}
	}
	return exact
}

// posCheck and hashCheck, set by tests, check that the places and the hash
// of ch.work the outer chain keeps up to date match ch.work.
var posCheck, hashCheck bool
