package verify

import (
	"fmt"
	"math/bits"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
)

// An independent enumerator of single-digit fish with fins, to show that
// the fast path (gl.FishSearch) finds every fish and nothing else. It
// shares no search code with the fast path: it tries every family of n
// base houses and n cover houses of one digit and applies the definition
// of docs/general-logic.md §6.4.3/§6.6 directly:
//   - endo fins: cells in two or more bases; exo fins: other base cells in
//     no cover; F = both, at most maxFins;
//   - the rank-0 rule runs in the state with F deleted: a non-fin cell x
//     with cov(x) − bas(x) ≥ 1 that sees every fin is eliminated; if a
//     base is left empty, every candidate (any digit) seeing every fin is.

type cellSet [2]uint64 // 81 cells

func (a cellSet) and(b cellSet) cellSet    { return cellSet{a[0] & b[0], a[1] & b[1]} }
func (a cellSet) or(b cellSet) cellSet     { return cellSet{a[0] | b[0], a[1] | b[1]} }
func (a cellSet) andNot(b cellSet) cellSet { return cellSet{a[0] &^ b[0], a[1] &^ b[1]} }
func (a cellSet) empty() bool              { return a[0]|a[1] == 0 }
func (a cellSet) has(c int) bool           { return a[c>>6]>>uint(c&63)&1 != 0 }
func (a *cellSet) add(c int)               { a[c>>6] |= 1 << uint(c&63) }
func (a cellSet) count() int               { return bits.OnesCount64(a[0]) + bits.OnesCount64(a[1]) }
func (a cellSet) cells() []int {
	var out []int
	for c := 0; c < 81; c++ {
		if a.has(c) {
			out = append(out, c)
		}
	}
	return out
}

type bruteFish struct {
	key   string
	elims []logic.Cand
	irred bool // every cover holds a reduced base cell no other cover holds
}

// bruteFishes returns every fish of order ≤ maxOrder with ≤ maxFins fins
// that eliminates something, keyed like the fast path's certificates.
func bruteFishes(s *logic.State, maxOrder, maxFins int) map[string]bruteFish {
	g := s.G
	out := map[string]bruteFish{}
	kinds := []logic.Kind{logic.RN, logic.CN, logic.BN}
	for d := 1; d <= 9; d++ {
		var vars []int
		var masks []cellSet
		for _, k := range kinds {
			for i := 0; i < 9; i++ {
				v := g.VarID(k, i, d-1)
				var m cellSet
				for _, x := range g.VarCands(v) {
					if s.Has(x) && !s.IsValue(x) {
						m.add(g.CellOf(x))
					}
				}
				if !m.empty() {
					vars, masks = append(vars, v), append(masks, m)
				}
			}
		}
		for n := 1; n <= maxOrder; n++ {
			combos(len(vars), n, func(bs []int) {
				var union, endo cellSet
				for _, b := range bs {
					endo = endo.or(union.and(masks[b]))
					union = union.or(masks[b])
				}
				if endo.count() > maxFins {
					return
				}
				// Covers: houses other than the bases that meet the
				// reduced base cells (a cover meeting none adds no
				// elimination the fast path could report).
				var cand []int
				for h := range vars {
					if !slices.Contains(bs, h) && !masks[h].and(union.andNot(endo)).empty() {
						cand = append(cand, h)
					}
				}
				combos(len(cand), n, func(ci []int) {
					cs := make([]int, n)
					var covered cellSet
					for i, j := range ci {
						cs[i] = cand[j]
						covered = covered.or(masks[cs[i]])
					}
					exo := union.andNot(endo).andNot(covered)
					fins := endo.or(exo)
					if fins.count() > maxFins {
						return
					}
					if f, ok := bruteEval(s, d, bs, cs, masks, fins); ok {
						out[bruteKey(vars, bs, cs, g, d, fins)] = bruteFish{elims: f, irred: irredundant(cs, masks, union.andNot(fins))}
					}
				})
			})
		}
	}
	return out
}

func bruteEval(s *logic.State, d int, bs, cs []int, masks []cellSet, fins cellSet) ([]logic.Cand, bool) {
	g := s.G
	sees := func(a, b int) bool { return g.Row[a] == g.Row[b] || g.Col[a] == g.Col[b] || g.Box[a] == g.Box[b] }
	finCells := fins.cells()
	emptyBase := false
	var reduced cellSet
	for _, b := range bs {
		r := masks[b].andNot(fins)
		emptyBase = emptyBase || r.empty()
		reduced = reduced.or(r)
	}
	var elims []logic.Cand
	if emptyBase {
		for x := logic.Cand(0); int(x) < g.NCands; x++ {
			c := g.CellOf(x)
			if !s.Has(x) || s.IsValue(x) || g.DigitOf(x) == d && fins.has(c) {
				continue
			}
			ok := true
			for _, q := range finCells {
				ok = ok && (g.DigitOf(x) == d && c != q && sees(c, q) || g.DigitOf(x) != d && c == q)
			}
			if ok {
				elims = append(elims, x)
			}
		}
	} else {
		for c := 0; c < 81; c++ {
			x := g.Cand(c, d)
			if !s.Has(x) || s.IsValue(x) || fins.has(c) {
				continue
			}
			cov := 0
			for _, h := range cs {
				if masks[h].has(c) {
					cov++
				}
			}
			bas := 0
			if reduced.has(c) {
				bas = 1
			}
			ok := cov-bas >= 1
			for _, q := range finCells {
				ok = ok && sees(c, q)
			}
			if ok {
				elims = append(elims, x)
			}
		}
	}
	return elims, len(elims) > 0
}

func irredundant(cs []int, masks []cellSet, reduced cellSet) bool {
	for i, h := range cs {
		var others cellSet
		for j, k := range cs {
			if j != i {
				others = others.or(masks[k])
			}
		}
		if masks[h].and(reduced).andNot(others).empty() {
			return false
		}
	}
	return true
}

func bruteKey(vars, bs, cs []int, g *logic.Geometry, d int, fins cellSet) string {
	var b, c []int
	for _, i := range bs {
		b = append(b, vars[i])
	}
	for _, i := range cs {
		c = append(c, vars[i])
	}
	sort.Ints(b)
	sort.Ints(c)
	var f []logic.Cand
	for _, cell := range fins.cells() {
		f = append(f, g.Cand(cell, d))
	}
	return fishKey(b, c, f)
}

func fishKey(bases, covers []int, fins []logic.Cand) string {
	var sb strings.Builder
	fmt.Fprint(&sb, bases, "/", covers, "/")
	fs := slices.Clone(fins)
	slices.Sort(fs)
	fmt.Fprint(&sb, fs)
	return sb.String()
}

// combos calls f with every increasing k-subset of 0..n−1.
func combos(n, k int, f func([]int)) {
	idx := make([]int, k)
	var rec func(pos, start int)
	rec = func(pos, start int) {
		if pos == k {
			f(idx)
			return
		}
		for i := start; i <= n-(k-pos); i++ {
			idx[pos] = i
			rec(pos+1, i+1)
		}
	}
	rec(0, 0)
}

// TestFishFastPathComplete compares the fast path with the brute-force
// enumerator on random BRT states (order ≤ 2 with 2 fins on many states,
// order 3 with 2 fins on a few): every fish the fast path reports is a
// brute-force fish with the same eliminations, and every brute-force fish
// with irredundant covers is reported. Endo fins must occur.
func TestFishFastPathComplete(t *testing.T) {
	cases := []struct{ states, order, fins int }{{60, 2, 2}, {6, 3, 2}}
	if testing.Short() {
		cases = []struct{ states, order, fins int }{{15, 2, 2}, {2, 3, 2}}
	}
	for _, tc := range cases {
		endo, found, brute := 0, 0, 0
		for i, s := range braidStates(t, tc.states, 11+uint64(tc.order)) {
			want := bruteFishes(s, tc.order, tc.fins)
			got := gl.FishSearch(s, gl.FishOptions{MaxOrder: tc.order, MaxFins: tc.fins, All: true})
			seen := map[string]bool{}
			for j := range got {
				l := &got[j]
				key := fishKey(l.Bases, l.Covers, l.Fins)
				seen[key] = true
				b, ok := want[key]
				if !ok {
					t.Fatalf("state %d: fast path reports %s, not a fish by the definition\n%s", i, l.Text(s.G), s.Grid().StateString())
				}
				if !slices.Equal(slices.Sorted(slices.Values(l.Elims)), b.elims) {
					t.Fatalf("state %d: %s: fast path eliminates %v, the definition %v", i, l.Text(s.G), l.Elims, b.elims)
				}
				if strings.Contains(l.Kind, "endo") {
					endo++
				}
			}
			found += len(got)
			for key, b := range want {
				if b.irred {
					brute++
					if !seen[key] {
						t.Fatalf("state %d: fish %s eliminates %v; the fast path misses it\n%s", i, key, b.elims, s.Grid().StateString())
					}
				}
			}
		}
		if endo == 0 {
			t.Errorf("order %d: no endo-finned fish in %d states", tc.order, tc.states)
		}
		t.Logf("order ≤ %d, ≤ %d fins, %d states: fast path %d fish (%d endo-finned), all by the definition; %d irredundant brute-force fish, all found", tc.order, tc.fins, tc.states, found, endo, brute)
	}
}
