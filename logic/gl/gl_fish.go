package gl

import (
	"math/bits"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/sudolab/sudolab/logic"
)

// Single-digit fast path of the general-logic search (docs/general-logic.md
// §6.6): fish of digit d, bases and covers among d's 3·Side houses —
// basic (rows→columns or columns→rows), Franken (lines and boxes), mutant
// (any mix) — with fins by the deletion lemma (docs/general-logic.md §6.4.3: exo and endo fins,
// sashimi) and cannibalism (docs/general-logic.md §6.3). Each fish is a GLLogic of rank 0 whose
// certificate (bases, covers as house-digit set ids, fins) is checked by
// verify.CheckGL like any other logic.

// FishOptions bound the fish search.
type FishOptions struct {
	MaxOrder int  // bases per fish, 1..7 (default 4)
	MaxFins  int  // fins per fish (default 0: unfinned only)
	All      bool // every eliminating fish; otherwise only those of the lowest order found
}

// FishSearch returns the eliminating fish of s, simplest first (order,
// then fewer fins, then first elimination).
func FishSearch(s *logic.State, opt FishOptions) []GLLogic {
	if opt.MaxOrder <= 0 {
		opt.MaxOrder = 4
	}
	g := s.G
	f := &fishCtx{s: s, g: g, opt: opt, seen: map[string]bool{}}
	f.nw = (g.NCells + 63) / 64
	for d := 1; d <= g.Side; d++ {
		f.digit(d)
	}
	out := f.out
	sort.Slice(out, func(i, j int) bool {
		a, b := &out[i], &out[j]
		if len(a.Bases) != len(b.Bases) {
			return len(a.Bases) < len(b.Bases)
		}
		if len(a.Fins) != len(b.Fins) {
			return len(a.Fins) < len(b.Fins)
		}
		if a.Elims[0] != b.Elims[0] {
			return a.Elims[0] < b.Elims[0]
		}
		return glKey(a) < glKey(b)
	})
	if !opt.All && len(out) > 0 {
		n := len(out[0].Bases)
		end := 0
		for end < len(out) && len(out[end].Bases) == n {
			end++
		}
		out = out[:end]
	}
	return out
}

type fishCtx struct {
	s    *logic.State
	g    *logic.Geometry
	opt  FishOptions
	nw   int
	d    int
	mask [][]uint64 // per unit: cells where d is a candidate
	out  []GLLogic
	seen map[string]bool

	bases, covers []int // units
	isBase        []bool
	inCover       []bool
	union         []uint64 // cells of the bases
	covered       []uint64
	inBases       []uint8 // per cell: bases holding it
	endo          []int   // endo fins: cells in two or more bases
	fins          []int   // exo fins: base cells left uncovered
}

func (f *fishCtx) digit(d int) {
	g := f.g
	f.d = d
	nu := len(g.Units)
	f.mask = make([][]uint64, nu)
	bit := uint32(1) << uint(d-1)
	for u, cells := range g.Units {
		m := make([]uint64, f.nw)
		for _, c := range cells {
			// Placed cells are in no set (docs/general-logic.md §6.1).
			if f.s.Cands[c]&bit != 0 && f.s.Values[c] == 0 {
				m[c>>6] |= 1 << uint(c&63)
			}
		}
		f.mask[u] = m
	}
	f.isBase, f.inCover = make([]bool, nu), make([]bool, nu)
	f.union, f.covered = make([]uint64, f.nw), make([]uint64, f.nw)
	f.inBases = make([]uint8, g.NCells)
	f.bases, f.endo = f.bases[:0], f.endo[:0]
	f.baseRec(0)
}

func (f *fishCtx) empty(m []uint64) bool {
	for _, w := range m {
		if w != 0 {
			return false
		}
	}
	return true
}

// baseRec adds non-empty houses in increasing order. A house may overlap
// the bases so far: each newly shared cell is an endo fin (deleted by the
// lemma of docs/general-logic.md §6.4.3, after which the bases are disjoint again), within the
// fin budget and only while some cell still sees every fin.
func (f *fishCtx) baseRec(start int) {
	if len(f.bases) > 0 {
		f.covers, f.fins = f.covers[:0], f.fins[:0]
		clear(f.covered)
		f.coverRec()
	}
	if len(f.bases) == f.opt.MaxOrder {
		return
	}
	for u := start; u < len(f.mask); u++ {
		m := f.mask[u]
		if f.empty(m) {
			continue
		}
		nEndo := len(f.endo)
		for _, c := range f.g.Units[u] {
			if m[c>>6]>>uint(c&63)&1 != 0 && f.inBases[c] == 1 {
				f.endo = append(f.endo, c)
			}
		}
		if len(f.endo) > f.opt.MaxFins || len(f.endo) > nEndo && !f.finsMeet(-1) {
			f.endo = f.endo[:nEndo]
			continue
		}
		f.addBase(u, 1)
		f.baseRec(u + 1)
		f.addBase(u, -1)
		f.endo = f.endo[:nEndo]
	}
}

// addBase adds (delta 1) or removes (delta −1) house u as a base.
func (f *fishCtx) addBase(u int, delta int) {
	m := f.mask[u]
	for _, c := range f.g.Units[u] {
		if m[c>>6]>>uint(c&63)&1 == 0 {
			continue
		}
		f.inBases[c] = uint8(int(f.inBases[c]) + delta)
		if f.inBases[c] > 0 {
			f.union[c>>6] |= 1 << uint(c&63)
		} else {
			f.union[c>>6] &^= 1 << uint(c&63)
		}
	}
	if delta > 0 {
		f.isBase[u] = true
		f.bases = append(f.bases, u)
	} else {
		f.isBase[u] = false
		f.bases = f.bases[:len(f.bases)-1]
	}
}

// coverRec covers the lowest base cell that is neither covered nor a fin,
// by one of its houses or by making it a fin.
func (f *fishCtx) coverRec() {
	p := -1
	for i, w := range f.union {
		w &^= f.covered[i]
		for ; w != 0; w &= w - 1 {
			c := i*64 + bits.TrailingZeros64(w)
			if !f.isFin(c) {
				p = c
				break
			}
		}
		if p >= 0 {
			break
		}
	}
	if p < 0 {
		if len(f.covers) == len(f.bases) && !f.finCovered() {
			f.leaf()
		}
		return
	}
	if len(f.covers) < len(f.bases) {
		for _, u := range f.g.CellUnits[p] {
			if f.isBase[u] || f.inCover[u] {
				continue
			}
			saved := append([]uint64(nil), f.covered...)
			for i, w := range f.mask[u] {
				f.covered[i] |= w
			}
			f.inCover[u] = true
			f.covers = append(f.covers, u)
			f.coverRec()
			f.covers = f.covers[:len(f.covers)-1]
			f.inCover[u] = false
			copy(f.covered, saved)
		}
	}
	if len(f.endo)+len(f.fins) < f.opt.MaxFins && f.finsMeet(p) {
		f.fins = append(f.fins, p)
		f.coverRec()
		f.fins = f.fins[:len(f.fins)-1]
	}
}

// finCovered: an exo fin a cover holds is redundant (the same fish without
// it is valid and eliminates at least as much), so that fish is skipped.
// Endo fins stay: without them the bases would overlap.
func (f *fishCtx) finCovered() bool {
	for _, c := range f.fins {
		if f.covered[c>>6]>>uint(c&63)&1 != 0 {
			return true
		}
	}
	return false
}

// finsMeet: with the fins so far (endo and exo, disjoint) and p (a new
// exo fin, or −1 for none), some cell outside the fins still sees every
// fin (an elimination needs one; a lone fin may also kill its own cell's
// other digits when a base empties, so one fin always passes). It runs at
// every node of the cover search, so it allocates nothing.
func (f *fishCtx) finsMeet(p int) bool {
	n := len(f.endo) + len(f.fins)
	if p >= 0 {
		n++
	}
	if n <= 1 {
		return true
	}
	g := f.g
	sees := func(c, q int) bool { return g.Row[c] == g.Row[q] || g.Col[c] == g.Col[q] || g.Box[c] == g.Box[q] }
	seesAll := func(c int, qs []int) bool {
		for _, q := range qs {
			if !sees(c, q) {
				return false
			}
		}
		return true
	}
	for c := 0; c < g.NCells; c++ {
		if f.s.Cands[c]&(1<<uint(f.d-1)) == 0 || c == p || f.isFin(c) {
			continue
		}
		if (p < 0 || sees(c, p)) && seesAll(c, f.endo) && seesAll(c, f.fins) {
			return true
		}
	}
	return false
}

// isFin: c is an endo or exo fin.
func (f *fishCtx) isFin(c int) bool {
	return slices.Contains(f.fins, c) || slices.Contains(f.endo, c)
}

// leaf applies the rank-0 rule in the state with the fins deleted:
// x is eliminated if cov(x) − bas(x) ≥ 1 (or a base is left empty) and x
// is linked to every fin.
func (f *fishCtx) leaf() {
	g := f.g
	fins := make([]logic.Cand, 0, len(f.endo)+len(f.fins))
	finCell := map[int]bool{}
	for _, cells := range [][]int{f.endo, f.fins} {
		for _, c := range cells {
			fins = append(fins, g.Cand(c, f.d))
			finCell[c] = true
		}
	}
	// minLeft: fewest candidates a base keeps once the fins are deleted
	// (0: a base is empty, every candidate seeing all fins is false).
	minLeft := g.Side
	for _, u := range f.bases {
		left := 0
		for _, c := range g.Units[u] {
			if f.mask[u][c>>6]>>uint(c&63)&1 != 0 && !finCell[c] {
				left++
			}
		}
		minLeft = min(minLeft, left)
	}
	emptyBase := minLeft == 0
	seesAll := func(x logic.Cand) bool {
		for _, y := range fins {
			if !g.Linked(x, y) {
				return false
			}
		}
		return true
	}
	var elims []logic.Cand
	if emptyBase {
		for x := logic.Cand(0); int(x) < g.NCands; x++ {
			if f.s.Has(x) && !(g.DigitOf(x) == f.d && finCell[g.CellOf(x)]) && seesAll(x) {
				elims = append(elims, x)
			}
		}
	} else {
		for c := 0; c < g.NCells; c++ {
			if f.s.Cands[c]&(1<<uint(f.d-1)) == 0 || finCell[c] {
				continue
			}
			cov := 0
			for _, u := range f.covers {
				if f.mask[u][c>>6]>>uint(c&63)&1 != 0 {
					cov++
				}
			}
			bas := 0
			if f.union[c>>6]>>uint(c&63)&1 != 0 {
				bas = 1
			}
			if x := g.Cand(c, f.d); cov-bas >= 1 && seesAll(x) {
				elims = append(elims, x)
			}
		}
	}
	if len(elims) == 0 {
		return
	}
	l := GLLogic{Rank: 0, Digits: 1 << uint(f.d-1), Fins: fins, Elims: elims}
	for _, u := range f.bases {
		l.Bases = append(l.Bases, f.unitVar(u))
	}
	for _, u := range f.covers {
		l.Covers = append(l.Covers, f.unitVar(u))
	}
	sort.Ints(l.Bases)
	sort.Ints(l.Covers)
	sort.Slice(l.Fins, func(i, j int) bool { return l.Fins[i] < l.Fins[j] })
	key := glKey(&l)
	if f.seen[key] {
		return
	}
	f.seen[key] = true
	l.Kind = f.kind(minLeft)
	f.out = append(f.out, l)
}

// unitVar maps a unit (rows, columns, blocks) to the house-digit set id.
func (f *fishCtx) unitVar(u int) int {
	side := f.g.Side
	kinds := [3]logic.Kind{logic.RN, logic.CN, logic.BN}
	return f.g.VarID(kinds[u/side], u%side, f.d-1)
}

var fishNames = []string{"", "1-fish", "x-wing", "swordfish", "jellyfish", "squirmbag", "whale", "leviathan"}

// kind names the fish as HoDoKu does: basic/Franken/mutant, finned, or
// sashimi when a base keeps at most one candidate outside the fins.
func (f *fishCtx) kind(minLeft int) string {
	side := f.g.Side
	var bk, ck [3]bool
	for _, u := range f.bases {
		bk[u/side] = true
	}
	for _, u := range f.covers {
		ck[u/side] = true
	}
	shape := "mutant"
	switch {
	case !bk[2] && !ck[2] && (bk[0] && !bk[1] && ck[1] && !ck[0] || bk[1] && !bk[0] && ck[0] && !ck[1]):
		shape = "basic"
	case !(bk[0] && bk[1]) && !(ck[0] && ck[1]) && !(bk[0] && ck[0]) && !(bk[1] && ck[1]):
		shape = "franken"
	}
	parts := []string{}
	if len(f.endo) > 0 {
		parts = append(parts, "endo-finned")
	}
	if len(f.fins) > 0 || len(f.endo) > 0 {
		if minLeft <= 1 {
			parts = append(parts, "sashimi")
		} else if len(f.fins) > 0 {
			parts = append(parts, "finned")
		}
	}
	if shape != "basic" {
		parts = append(parts, shape)
	}
	n := len(f.bases)
	name := strconv.Itoa(n) + "-fish"
	if n < len(fishNames) {
		name = fishNames[n]
	}
	return strings.Join(append(parts, name), " ")
}

func glKey(l *GLLogic) string {
	var b strings.Builder
	for _, v := range l.Bases {
		b.WriteString(strconv.Itoa(v) + ",")
	}
	b.WriteString("/")
	for _, v := range l.Covers {
		b.WriteString(strconv.Itoa(v) + ",")
	}
	b.WriteString("/")
	for _, x := range l.Fins {
		b.WriteString(strconv.Itoa(int(x)) + ",")
	}
	return b.String()
}
