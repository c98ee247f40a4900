package ser

import "math/bits"

// Propagations computed only when a hint may come from them (docs/ser.md
// §14.8). A producer of multiple chains looks for potentials that every
// branch of a cell or region chain reaches, that both polarities of an
// assumption reach, and for contradictions. Which potentials a plain
// propagation (level 0) reaches does not depend on the order in which SE
// visits them: the potentials on switch off the candidates they see, and a
// cell or house left with one candidate not yet off switches it on, until
// nothing changes or a potential is both on and off. A propagation with no
// contradiction reaches exactly that fixed point, which a bit-set search
// finds at a fraction of the cost of SE's search with its parents and
// order. So the fixed points are computed first; SE's search is run only
// for the assumptions with a contradiction (where it stops early, at a
// point that depends on the order) and for the branches of a chain whose
// fixed points meet: only those can give a hint, the others give none
// whatever their order.

// propBits is what a propagation reaches, by digit (cells).
type propBits struct {
	on, off [9]cellSet
	contra  bool // the fixed point has a contradiction
}

// lazyOK reports whether ch computes SE's searches only on demand: plain
// chains (level 0). (When rating, SE's search may then run later than in
// SE's order, with a lower depth cut: what lies between the cuts cannot
// give a better hint, see doChaining.)
func (ch *chainer) lazyOK() bool { return ch.level == 0 }

// reach returns what the propagation from p (on or off) reaches: its fixed
// point, or, when that has a contradiction, what SE's search reached when
// it stopped.
func (ch *chainer) reach(p pot, on bool) *propBits {
	k := int(p) * 2
	if on {
		k++
	}
	if ch.reachStamp[k] == ch.propGen {
		return &ch.reachBits[ch.reachAt[k]]
	}
	contra, alone := false, false
	if on && ch.staticOK() {
		if b := ch.closure().of(p); !b.contra {
			return b
		}
		// a contradiction: p gets its own entry, with SE's search
		contra = true
	}
	if !on {
		// p off switches on a partner q (the other candidate of a bivalue
		// cell, the other place of a digit with two in a house), and q on
		// switches p off: the two have the same fixed point
		if q := ch.partner(p); q >= 0 {
			if b := ch.reach(q, true); !b.contra {
				if kq := int(q)*2 + 1; ch.reachStamp[kq] == ch.propGen {
					ch.reachStamp[k] = ch.propGen // (not from a static closure)
					ch.reachAt[k] = ch.reachAt[kq]
				}
				return b
			}
		} else {
			// p off with no partner switches nothing on: its fixed
			// point is p off alone (most off sources of dynamic chains)
			alone = true
		}
	}
	ch.reachStamp[k] = ch.propGen
	ch.reachAt[k] = int32(len(ch.reachBits))
	ch.reachBits = append(ch.reachBits, propBits{})
	b := &ch.reachBits[len(ch.reachBits)-1]
	switch {
	case contra:
		b.contra = true
	case alone:
		b.off[potDigit(p)-1].set(potCell(p))
	default:
		ch.fixedPoint(p, on, b)
	}
	if b.contra {
		sOn, sOff, _, _ := ch.prop(p, on)
		b.on, b.off = sOn.bits(), sOff.bits()
	}
	return b
}

// partner is a potential that p off switches on in the grid, through a
// link that q on also uses to switch p off (-1 if none).
func (ch *chainer) partner(p pot) pot {
	c, d := potCell(p), potDigit(p)
	if m := ch.g.cand[c]; !ch.nishio && popc(m) == 2 {
		return mkPot(c, tz(m&^(1<<uint(d-1)))+1)
	}
	for k := 0; k < 3; k++ {
		r := int(cellRegion[c][k])
		pm := ch.basePos[r][d-1]
		if popc(pm) == 2 {
			return mkPot(int(regionCells[r][tz(pm&^(1<<uint(cellPos[c][k])))]), d)
		}
	}
	return -1
}

// bits returns the potentials of s by digit.
func (s *potSet) bits() [9]cellSet {
	var b [9]cellSet
	for _, k := range s.keys {
		b[potDigit(k)-1].set(potCell(k))
	}
	return b
}

// meet reports whether the reaches of all the sources have a potential in
// common (on in all, or off in all).
func meet(rs []*propBits) bool {
	if len(rs) == 2 {
		// (the usual case: a bivalue cell, a digit with two places, both
		// polarities of one assumption; no copy)
		a, b := rs[0], rs[1]
		var any uint64
		for i := range a.on {
			any |= a.on[i][0]&b.on[i][0] | a.on[i][1]&b.on[i][1] | a.off[i][0]&b.off[i][0] | a.off[i][1]&b.off[i][1]
		}
		return any != 0
	}
	on, off := rs[0].on, rs[0].off
	for _, r := range rs[1:] {
		for i := range on {
			on[i][0] &= r.on[i][0]
			on[i][1] &= r.on[i][1]
			off[i][0] &= r.off[i][0]
			off[i][1] &= r.off[i][1]
		}
	}
	var any uint64
	for i := range on {
		any |= on[i][0] | on[i][1] | off[i][0] | off[i][1]
	}
	return any != 0
}

// fixedPoint computes what the propagation from src (on or off) reaches,
// in any order, stopping at a contradiction. The links are doChaining's:
// an on potential switches off the other candidates of its cell (with cell
// links) and its digit in the other cells of its houses; an off potential
// switches on the last candidate of its cell (with cell links) and the
// last place of its digit in its houses: in dynamic chains the last one not
// yet off, in static ones the other of two in the grid. The stack holds
// cell, digit and polarity (fpItem), which need no division to read.
func (ch *chainer) fixedPoint(src pot, srcOn bool, out *propBits) {
	on, off := &out.on, &out.off
	*on, *off = [9]cellSet{}, [9]cellSet{}
	out.contra = false
	dyn, cellLinks := ch.dynamic, !ch.nishio
	work := ch.g.cand
	dc := ch.baseDC
	st := ch.reachStack[:0]
	c0, d0 := potCell(src), potDigit(src)-1
	if srcOn {
		on[d0].set(c0)
		st = append(st, fpItem(c0, d0, 1))
	} else {
		off[d0].set(c0)
		st = append(st, fpItem(c0, d0, 0))
	}
	for len(st) > 0 {
		k := st[len(st)-1]
		st = st[:len(st)-1]
		c, d := int(k>>5), int(k>>1)&15
		if k&1 == 1 {
			if cellLinks {
				for m := work[c] &^ (1 << uint(d)); m != 0; m &= m - 1 {
					e := tz(m)
					if on[e].has(c) {
						out.contra = true
						ch.reachStack = st[:0]
						return
					}
					if !off[e].has(c) {
						off[e].set(c)
						st = append(st, fpItem(c, e, 0))
					}
				}
			}
			for w := 0; w < 2; w++ {
				s := dc[d][w] & peerMask[c][w]
				if s&on[d][w] != 0 {
					out.contra = true
					ch.reachStack = st[:0]
					return
				}
				fresh := s &^ off[d][w]
				off[d][w] |= fresh
				for ; fresh != 0; fresh &= fresh - 1 {
					st = append(st, fpItem(w<<6|bits.TrailingZeros64(fresh), d, 0))
				}
			}
			continue
		}
		var qs [4]int16 // fpItem, on
		n := 0
		if dyn {
			work[c] &^= 1 << uint(d)
			dc[d][c>>6] &^= 1 << uint(c&63)
		}
		if cellLinks {
			m := work[c]
			if !dyn {
				m &^= 1 << uint(d)
			}
			if popc(m) == 1 && (dyn || popc(work[c]) == 2) {
				qs[0] = fpItem(c, tz(m), 1)
				n = 1
			}
		}
		for kk := 0; kk < 3; kk++ {
			r := &regionMask[cellRegion[c][kk]]
			r0, r1 := dc[d][0]&r[0], dc[d][1]&r[1]
			if !dyn {
				if c < 64 {
					r0 &^= 1 << uint(c)
				} else {
					r1 &^= 1 << uint(c-64)
				}
			}
			if bits.OnesCount64(r0)+bits.OnesCount64(r1) != 1 {
				continue
			}
			o := bits.TrailingZeros64(r0)
			if r0 == 0 {
				o = 64 + bits.TrailingZeros64(r1)
			}
			qs[n] = fpItem(o, d, 1)
			n++
		}
		for _, q := range qs[:n] {
			qc, qd := int(q>>5), int(q>>1)&15
			if off[qd].has(qc) {
				out.contra = true
				ch.reachStack = st[:0]
				return
			}
			if !on[qd].has(qc) {
				on[qd].set(qc)
				st = append(st, q)
			}
		}
	}
	ch.reachStack = st[:0]
}

// fpItem is a potential on fixedPoint's stack: its cell, its digit (0-8)
// and its polarity (1: on).
func fpItem(c, d, on int) int16 { return int16(c<<5 | d<<1 | on) }

// digitCells lists the cells holding each digit (index d-1).
func digitCells(cand *[81]uint16) [9]cellSet {
	var dc [9]cellSet
	for c := 0; c < 81; c++ {
		for m := cand[c]; m != 0; m &= m - 1 {
			dc[tz(m)].set(c)
		}
	}
	return dc
}
