package ser

import "sync/atomic"

var hintIDs atomic.Int32

// advanced is what dynamic-plus and nested chains add to plain dynamic
// chains: when propagation stops, the first of a list of rules that finds
// anything on the current (reduced) grid removes its candidates, each
// depending on the removals the rule needed. Levels: 1 intersections,
// hidden and naked pairs, X-Wings; 2 adds forcing chains and cycles; 3 adds
// multiple (cell/region) forcing chains; 4 uses dynamic forcing chains
// instead; 5 adds dynamic chains of level 2.
func (ch *chainer) advanced(toOff *potSet) []int32 {
	tmp := &Grid{val: ch.g.val, cand: ch.work}
	if ch.nested == nil && ch.level >= 2 {
		mk := func(m, d bool, lvl int) *chainer {
			return &chainer{multiple: m, dynamic: d, level: lvl, deadline: ch.deadline}
		}
		if ch.level < 4 {
			ch.nested = append(ch.nested, mk(false, false, 0))
			if ch.level >= 3 {
				ch.nested = append(ch.nested, mk(true, false, 0))
			}
		} else {
			ch.nested = append(ch.nested, mk(true, true, 0))
			if ch.level >= 5 {
				ch.nested = append(ch.nested, mk(true, true, ch.level-3))
			}
		}
	}
	var result []int32
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
		var pidx []int32
		for _, q := range parents {
			if toOff.has(q) {
				pidx = append(pidx, toOff.get(q))
			}
		}
		for c := 0; c < 81; c++ {
			for m := h.Elims[c]; m != 0; m &= m - 1 {
				n := ch.newNode(mkPot(c, tz(m)+1), false, -1)
				if len(pidx) > 0 {
					ch.nodes[n].par = pidx[0]
					ch.extOf(n).more = append([]int32(nil), pidx[1:]...)
				}
				if h.id != 0 {
					e := ch.extOf(n)
					e.nestID, e.nestCx = ch.nestKey(h), int32(h.complexity)
				}
				result = append(result, n)
			}
		}
		return false
	}
	basic := []func() bool{
		func() bool { return locking(tmp, false, add) },
		func() bool { return hiddenSets(tmp, 2, false, add) },
		func() bool { return nakedSets(tmp, 2, add) },
		func() bool { return fish(tmp, 2, add) },
	}
	for _, f := range basic {
		f()
		if len(result) > 0 {
			return result
		}
	}
	for _, nc := range ch.nested {
		if ch.deadline != nil && ch.deadline() {
			return result
		}
		src := ch.src
		nc.outerSrc = &src
		for _, h := range nc.hints(tmp) {
			add(h)
		}
		nc.outerSrc = nil
		if len(result) > 0 {
			return result
		}
	}
	return result
}

// nestedCx is the complexity of the distinct nested chains the targets use.
func (ch *chainer) nestedCx(targets []int32) int {
	if ch.level < 2 {
		return 0
	}
	seen := map[int32]bool{}
	sum := 0
	var st []int32
	visited := map[int32]bool{}
	st = append(st, targets...)
	for len(st) > 0 {
		n := st[len(st)-1]
		st = st[:len(st)-1]
		if visited[n] {
			continue
		}
		visited[n] = true
		nd := &ch.nodes[n]
		if nd.ext >= 0 {
			if e := &ch.exts[nd.ext]; e.nestID != 0 && !seen[e.nestID] {
				seen[e.nestID] = true
				sum += int(e.nestCx)
			}
		}
		if nd.par >= 0 {
			st = append(st, nd.par)
		}
		st = append(st, ch.more(n)...)
	}
	return sum
}

// nestedParents records, for a hint found inside an outer chain, the
// candidates removed by that outer chain which the hint's links relied on.
func (ch *chainer) nestedParents(h *Hint, t int32) {
	if ch.outerSrc == nil {
		return
	}
	if h.id == 0 {
		h.id = hintIDs.Add(1)
	}
	init, cur := ch.outerSrc, &ch.g.cand
	rootKind := int8(-2) // an assumption has no cause, except in SE's
	if h.sortKey == 5 {  // cell forcing (last digit of the cell)
		rootKind = -1
	} else if h.sortKey == 6 { // and region forcing (last place in the house)
		rootKind = h.region
	}
	have := map[pot]bool{}
	for _, q := range h.parents {
		have[q] = true
	}
	addP := func(q pot) {
		if !have[q] {
			have[q] = true
			h.parents = append(h.parents, q)
		}
	}
	done := map[int32]bool{}
	doneP := map[int]bool{}
	st := []int32{t}
	for len(st) > 0 {
		n := st[len(st)-1]
		st = st[:len(st)-1]
		if done[n] {
			continue
		}
		done[n] = true
		nd := &ch.nodes[n]
		key := int(nd.p) * 2
		if nd.on {
			key++
		}
		if doneP[key] {
			continue
		}
		doneP[key] = true
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
				m := uint16(1) << uint(d-1)
				for _, o := range regionCells[kind] {
					if init[o]&m != 0 && cur[o]&m == 0 {
						addP(mkPot(int(o), d))
					}
				}
			}
		}
		if nd.par >= 0 {
			st = append(st, nd.par)
		}
		st = append(st, ch.more(n)...)
	}
}

// nestKey identifies a nested chain by its content, as SE compares them
// (the same chain found again by a later propagation counts once).
func (ch *chainer) nestKey(h *Hint) int32 {
	if ch.nestKeys == nil {
		ch.nestKeys = map[string]int32{}
	}
	k := h.Name + "|" + h.Desc + "|" + h.ElimString() + "|" + itoa(h.complexity)
	id, ok := ch.nestKeys[k]
	if !ok {
		id = int32(len(ch.nestKeys) + 1)
		ch.nestKeys[k] = id
	}
	return id
}
