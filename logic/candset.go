package logic

import "math/bits"

// CandSet is a bit set of candidates, sized for one geometry.
type CandSet []uint64

// NewCandSet returns an empty set able to hold n candidates.
func NewCandSet(n int) CandSet { return make(CandSet, (n+63)/64) }

func (s CandSet) Has(x Cand) bool { return s[x>>6]>>(uint(x)&63)&1 != 0 }
func (s CandSet) Add(x Cand)      { s[x>>6] |= 1 << (uint(x) & 63) }
func (s CandSet) Remove(x Cand)   { s[x>>6] &^= 1 << (uint(x) & 63) }

// Clear empties the set in place.
func (s CandSet) Clear() {
	for i := range s {
		s[i] = 0
	}
}

// Or adds every member of t to s.
func (s CandSet) Or(t CandSet) {
	for i := range s {
		s[i] |= t[i]
	}
}

// Count is the number of members.
func (s CandSet) Count() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// Members lists the members in increasing order.
func (s CandSet) Members() []Cand {
	var out []Cand
	for i, w := range s {
		for w != 0 {
			t := bits.TrailingZeros64(w)
			out = append(out, Cand(i*64+t))
			w &= w - 1
		}
	}
	return out
}

// Clone returns an independent copy.
func (s CandSet) Clone() CandSet { return append(CandSet(nil), s...) }

// SetLive returns the live (present) candidates of set v in s.
func (s *State) SetLive(v int) CandSet {
	out := NewCandSet(s.G.NCands)
	for _, x := range s.G.VarCands(v) {
		if s.Has(x) {
			out.Add(x)
		}
	}
	return out
}
