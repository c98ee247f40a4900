package impsearch

import (
	"context"
	"math/bits"
	"slices"
)

// Level is what Enumerate found at one number of cells.
type Level struct {
	Cells    int   // the number of cells
	Possible int   // classes of possible patterns
	Tested   int   // classes whose possibility was decided (the others were crowded)
	Minimal  []Key // classes of minimal impossible patterns, increasing
}

// Enumerate finds every class of minimal impossible patterns of at most
// maxCells cells in two bands (see the package comment), apart from the
// trivial ones (four cells of a row, column or block). It calls progress
// after each level; it stops early with ctx's error, returning the levels
// done.
func Enumerate(ctx context.Context, maxCells int, progress func(Level)) ([]Level, error) {
	var levels []Level
	cur := newKeySet(1)
	cur.add(Canon(0))
	for k := 0; k < maxCells; k++ {
		if err := ctx.Err(); err != nil {
			return levels, err
		}
		next, lv, err := extend(ctx, cur, k+1)
		if err != nil {
			return levels, err
		}
		levels = append(levels, lv)
		if progress != nil {
			progress(lv)
		}
		cur = next
	}
	return levels, nil
}

// extend builds level k (k cells) from the possible classes of level k-1.
func extend(ctx context.Context, prev *keySet, k int) (*keySet, Level, error) {
	next := newKeySet(prev.n * 2)
	impossible := newKeySet(64)
	lv := Level{Cells: k}
	i := 0
	var err error
	prev.each(func(key Key) bool {
		if i++; i%4096 == 0 {
			if err = ctx.Err(); err != nil {
				return false
			}
		}
		p := key.Pattern()
		for m := ^uint64(p) & (1<<54 - 1); m != 0; m &= m - 1 {
			q := p | 1<<uint(bits.TrailingZeros64(m))
			if crowded(q) {
				continue
			}
			kq := Canon(q)
			if next.has(kq) || impossible.has(kq) {
				continue
			}
			lv.Tested++
			if _, ok := Colour(q); ok {
				next.add(kq)
				continue
			}
			impossible.add(kq)
			if minimal(q, prev) {
				lv.Minimal = append(lv.Minimal, kq)
			}
		}
		return true
	})
	lv.Possible = next.n
	slices.Sort(lv.Minimal)
	return next, lv, err
}

// minimal reports whether every pattern of q with one cell less is in
// prev, the possible classes of that size.
func minimal(q Pattern, prev *keySet) bool {
	for m := uint64(q); m != 0; m &= m - 1 {
		if !prev.has(Canon(q &^ (1 << uint(bits.TrailingZeros64(m))))) {
			return false
		}
	}
	return true
}

// keySet is a set of keys, open addressing with linear probing. A key is
// stored plus one, so that the empty slot is 0 (keys are below 2^54).
type keySet struct {
	slots []uint64
	n     int
}

func newKeySet(hint int) *keySet {
	size := 16
	for size < 2*hint {
		size *= 2
	}
	return &keySet{slots: make([]uint64, size)}
}

func (s *keySet) home(k Key) int {
	return int((uint64(k) * 0x9E3779B97F4A7C15) >> 20 & uint64(len(s.slots)-1))
}

func (s *keySet) has(k Key) bool {
	for i := s.home(k); ; i = (i + 1) & (len(s.slots) - 1) {
		switch s.slots[i] {
		case 0:
			return false
		case uint64(k) + 1:
			return true
		}
	}
}

func (s *keySet) add(k Key) {
	if 2*(s.n+1) > len(s.slots) {
		old := s.slots
		s.slots, s.n = make([]uint64, 2*len(old)), 0
		for _, v := range old {
			if v != 0 {
				s.add(Key(v - 1))
			}
		}
	}
	for i := s.home(k); ; i = (i + 1) & (len(s.slots) - 1) {
		switch s.slots[i] {
		case 0:
			s.slots[i] = uint64(k) + 1
			s.n++
			return
		case uint64(k) + 1:
			return
		}
	}
}

// each calls fn on every key until it returns false.
func (s *keySet) each(fn func(Key) bool) {
	for _, v := range s.slots {
		if v != 0 && !fn(Key(v-1)) {
			return
		}
	}
}
