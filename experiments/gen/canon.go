package gen

import (
	"fmt"

	"github.com/sudolab/sudolab/puzzle"
)

// Canonical forms under the Sudoku symmetry group: transposition, band
// permutations, row permutations within bands, stack permutations, column
// permutations within stacks, and relabelling of the digits (9!·2·6^8
// elements). The canonical form is the min-lex member of the orbit: the
// 81-character string, row by row, with an empty cell smaller than any
// digit (canonical puzzles start with as many empty cells as possible), so
// a full grid's form starts with 123456789. gsf's program writes another
// form of the same orbit (CanonGSF, canon_gsf.go).
//
// Search: the result is built row by row. Each candidate is a partial
// transformation (orientation, source rows chosen so far, column
// permutation, labels given so far); at each row only the candidates
// giving the smallest row survive. The column permutation is left free
// while every row so far is empty, and is enumerated only among the
// permutations that give the smallest first non-empty row, which keeps the
// candidate lists short for puzzles.

// canonCand is a partial transformation.
type canonCand struct {
	o     uint8    // 0 = as given, 1 = transposed
	free  bool     // column permutation still unconstrained
	bands uint8    // source bands used (bit b)
	band  uint8    // source band of the current result band
	rows  uint16   // source rows used (bit r)
	next  uint8    // next unused label
	perm  [9]uint8 // result column -> source column
	lab   [10]uint8
	// fixed (the gsf form, canon_gsf.go): result rows 0..2 are the
	// source rows first, and the stacks come in the order stacks.
	fixed  bool
	first  [3]uint8
	stacks [3]uint8
}

// Canonicalizer holds the buffers of the search; reuse one per goroutine.
type Canonicalizer struct {
	src       [2][81]uint8
	cur, next []canonCand
	perms     [6][3]uint8
}

// NewCanonicalizer makes a Canonicalizer.
func NewCanonicalizer() *Canonicalizer {
	return &Canonicalizer{perms: [6][3]uint8{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}}
}

// Canon returns the min-lex canonical form of a 9×9 puzzle or complete
// grid given as 81 cells (0 = empty, else 1..9).
func (cz *Canonicalizer) Canon(cells []int) ([81]uint8, error) {
	var res [81]uint8
	if len(cells) != 81 {
		return res, fmt.Errorf("canonical forms are for 9×9 grids (got %d cells)", len(cells))
	}
	for i, d := range cells {
		if d < 0 || d > 9 {
			return res, fmt.Errorf("cell %d: digit %d out of range", i, d)
		}
		cz.src[0][i] = uint8(d)
		cz.src[1][(i%9)*9+i/9] = uint8(d)
	}
	cz.cur = append(cz.cur[:0], canonCand{o: 0, free: true}, canonCand{o: 1, free: true})
	return cz.search(), nil
}

// search builds the smallest string the candidates of cz.cur can give,
// row by row.
func (cz *Canonicalizer) search() [81]uint8 {
	var res [81]uint8
	for r := 0; r < 9; r++ {
		var best [9]uint8
		have := false
		cz.next = cz.next[:0]
		cz.prepassFree(r, &best, &have)
		for ci := range cz.cur {
			c := &cz.cur[ci]
			for s := 0; s < 9; s++ {
				if !cz.allowed(c, r, s) {
					continue
				}
				if c.free {
					cz.expandFree(c, r, s, &best, &have)
				} else {
					cz.extend(c, r, s, &best, &have)
				}
			}
		}
		copy(res[r*9:], best[:])
		cz.cur, cz.next = cz.next, cz.cur
	}
	return res
}

// allowed: result row r may take source row s (unused; in the current
// band, or in an unused band when r starts a band).
func (cz *Canonicalizer) allowed(c *canonCand, r, s int) bool {
	if c.rows&(1<<s) != 0 {
		return false
	}
	if c.fixed && r < 3 {
		return s == int(c.first[r])
	}
	if r%3 == 0 {
		return c.bands&(1<<(s/3)) == 0
	}
	return s/3 == int(c.band)
}

// push records a candidate whose row r string is row: a smaller row
// replaces the list, an equal one joins it.
func (cz *Canonicalizer) push(c canonCand, r, s int, row *[9]uint8, best *[9]uint8, have *bool) {
	if *have {
		cmp := 0
		for j := 0; j < 9 && cmp == 0; j++ {
			if row[j] != best[j] {
				cmp = int(row[j]) - int(best[j])
			}
		}
		if cmp > 0 {
			return
		}
		if cmp < 0 {
			cz.next = cz.next[:0]
			*best = *row
		}
	} else {
		*best, *have = *row, true
	}
	c.rows |= 1 << s
	if r%3 == 0 {
		c.bands |= 1 << (s / 3)
		c.band = uint8(s / 3)
	}
	cz.next = append(cz.next, c)
}

// extend applies a fixed column permutation to source row s, giving new
// digits the next labels in order, and abandons it as soon as the row
// exceeds the best so far.
func (cz *Canonicalizer) extend(c *canonCand, r, s int, best *[9]uint8, have *bool) {
	src := cz.src[c.o][s*9 : s*9+9]
	lab, next := c.lab, c.next
	var row [9]uint8
	less := !*have
	for j := 0; j < 9; j++ {
		v := src[c.perm[j]]
		var ch uint8
		if v != 0 {
			if ch = lab[v]; ch == 0 {
				ch, lab[v] = next, next
				next++
			}
		}
		if !less {
			if ch > best[j] {
				return
			}
			less = ch < best[j]
		}
		row[j] = ch
	}
	n := *c
	n.lab, n.next = lab, next
	cz.push(n, r, s, &row, best, have)
}

// expandFree handles a candidate whose columns are still free (every row
// so far empty, so no label is given yet): the smallest string of row s is
// its empty cells first, stacks with fewer givens first and, in a stack,
// empty cells first; every column permutation giving it becomes a
// candidate (the digits are labelled 1, 2, … from left to right).
func (cz *Canonicalizer) expandFree(c *canonCand, r, s int, best *[9]uint8, have *bool) {
	src := cz.src[c.o][s*9 : s*9+9]
	var cnt [3]int
	row := cz.freeRowOf(c, src, &cnt)
	if *have && bytesLess(best[:], row[:]) { // reject before enumerating
		return
	}
	if cnt == [3]int{} { // still an empty row: columns stay free
		cz.push(*c, r, s, &row, best, have)
		return
	}
	// Column orders of each stack with its empty cells first.
	var within [3][][3]uint8
	for st := 0; st < 3; st++ {
		for _, p := range cz.perms {
			ok := true
			for i := 0; i < 3-cnt[st]; i++ {
				if src[st*3+int(p[i])] != 0 {
					ok = false
				}
			}
			if ok {
				within[st] = append(within[st], p)
			}
		}
	}
	for _, sp := range cz.perms {
		if c.fixed {
			if sp != c.stacks {
				continue
			}
		} else if cnt[sp[0]] > cnt[sp[1]] || cnt[sp[1]] > cnt[sp[2]] {
			continue
		}
		for _, p0 := range within[sp[0]] {
			for _, p1 := range within[sp[1]] {
				for _, p2 := range within[sp[2]] {
					n := *c
					n.free = false
					for i := 0; i < 3; i++ {
						n.perm[i] = sp[0]*3 + p0[i]
						n.perm[3+i] = sp[1]*3 + p1[i]
						n.perm[6+i] = sp[2]*3 + p2[i]
					}
					n.next = 1
					for j := 0; j < 9; j++ {
						if v := src[n.perm[j]]; v != 0 {
							n.lab[v] = n.next
							n.next++
						}
					}
					cz.push(n, r, s, &row, best, have)
				}
			}
		}
	}
}

// prepassFree finds the smallest row the free candidates can give before
// any is expanded, so that only the winners are enumerated.
func (cz *Canonicalizer) prepassFree(r int, best *[9]uint8, have *bool) {
	for ci := range cz.cur {
		c := &cz.cur[ci]
		if !c.free {
			continue
		}
		for s := 0; s < 9; s++ {
			if !cz.allowed(c, r, s) {
				continue
			}
			var cnt [3]int
			row := cz.freeRowOf(c, cz.src[c.o][s*9:s*9+9], &cnt)
			if !*have || bytesLess(row[:], best[:]) {
				*best, *have = row, true
			}
		}
	}
}

// freeRowOf is the smallest string of a row under the column permutations
// candidate c allows when no digit is labelled yet: the stacks in c's
// order when fixed, else with fewer givens first; in each stack its empty
// cells first. cnt receives the givens per stack.
func (cz *Canonicalizer) freeRowOf(c *canonCand, src []uint8, cnt *[3]int) [9]uint8 {
	for j, v := range src {
		if v != 0 {
			cnt[j/3]++
		}
	}
	order := sortedStacks(*cnt)
	if c.fixed {
		order = [3]int{int(c.stacks[0]), int(c.stacks[1]), int(c.stacks[2])}
	}
	var row [9]uint8
	k := uint8(0)
	for pos, st := range order {
		for i := 3 - cnt[st]; i < 3; i++ {
			k++
			row[pos*3+i] = k
		}
	}
	return row
}

func bytesLess(a, b []uint8) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// sortedStacks orders stacks by their number of givens (stable).
func sortedStacks(cnt [3]int) [3]int {
	o := [3]int{0, 1, 2}
	for i := 1; i < 3; i++ {
		for j := i; j > 0 && cnt[o[j]] < cnt[o[j-1]]; j-- {
			o[j], o[j-1] = o[j-1], o[j]
		}
	}
	return o
}

// CanonString is the canonical form as an 81-character line ('.' = empty).
func CanonString(form [81]uint8) string {
	b := make([]byte, 81)
	for i, v := range form {
		b[i] = '.'
		if v != 0 {
			b[i] = '0' + v
		}
	}
	return string(b)
}

// Form names a canonical form: MinLex (Canon) or GSF (CanonGSF).
type Form string

const (
	MinLex Form = "minlex" // the min-lex member of the orbit
	GSF    Form = "gsf"    // gsf's -f'%#mc' (canon_gsf.go)
)

// CanonGrid returns the min-lex canonical form of a parsed 9×9 puzzle or
// grid.
func (cz *Canonicalizer) CanonGrid(g *puzzle.Grid) (string, error) {
	return cz.CanonGridAs(g, MinLex)
}

// CanonGridAs returns the canonical form of a parsed 9×9 puzzle or grid
// in the given form.
func (cz *Canonicalizer) CanonGridAs(g *puzzle.Grid, form Form) (string, error) {
	if g.N != 3 || g.Cands != nil {
		return "", fmt.Errorf("canonical forms are for 9×9 puzzles and grids without pencil marks")
	}
	canon := cz.Canon
	if form == GSF {
		canon = cz.CanonGSF
	}
	f, err := canon(g.Cells)
	if err != nil {
		return "", err
	}
	return CanonString(f), nil
}
