package sercheck

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sudolab/sudolab/logic/ser/sernote"
)

// Uniqueness hints: unique rectangles and loops, BUG (docs/ser.md §14.3).
// They are sound only for a puzzle with a single solution; the pattern is
// checked here, the removals under that assumption by SAT.

// loopDiff is the difficulty of a unique loop of n cells before its type's
// additions.
func loopDiff(n int) int {
	d := 45
	switch {
	case n >= 10:
		d += 5
	case n >= 8:
		d += 2
	case n >= 6:
		d++
	}
	return d
}

// loopName is the rule name of a loop of n cells of type t (a type 3's
// subset is named after it).
func loopName(n, t int) string {
	shape := "Loop"
	if n == 4 {
		shape = "Rectangle"
	}
	if n > 6 {
		return "Unique " + shape + " " + strconv.Itoa(n) + " type " + strconv.Itoa(t)
	}
	return "Unique " + shape + " type " + strconv.Itoa(t)
}

// loopType is the type a unique loop's name gives (1-4), 0 if none.
func loopType(rule string) int {
	i := strings.Index(rule, " type ")
	if i < 0 || i+len(" type ")+1 > len(rule) {
		return 0
	}
	t := int(rule[i+len(" type ")] - '0')
	if t < 1 || t > 4 {
		return 0
	}
	return t
}

// checkLoopShape checks SE's unique loop through cells (4 or more, every
// cell holding both digits): each cell shares a house with the next (the
// last with the first), the kind of that house (block, row, column)
// changing at each step, and the cells in odd and in even places each
// cover distinct houses, the same ones.
func checkLoopShape(g *Grid, loop []int, both uint16) error {
	n := len(loop)
	if n < 4 || n%2 != 0 {
		return fmt.Errorf("a loop has an even number of cells, 4 or more; got %d", n)
	}
	for i, c := range loop {
		if g.Cand[c]&both != both || contains(loop[:i], c) {
			return fmt.Errorf("%s: not a distinct cell holding %v", cellName(c), digitsOf(both))
		}
	}
	// possible[k]: the step so far can end with a link in a house of kind k
	possible := [3]bool{true, true, true}
	for i := 0; i < n; i++ {
		a, b := loop[i], loop[(i+1)%n]
		var next [3]bool
		any := false
		for k := 0; k < 3; k++ {
			if cellHouse[a][k] != cellHouse[b][k] {
				continue
			}
			for j := 0; j < 3; j++ {
				if possible[j] && (j != k || i == 0) {
					next[k], any = true, true
				}
			}
		}
		if !any {
			return fmt.Errorf("%s to %s: no house of a new kind links them", cellName(a), cellName(b))
		}
		possible = next
	}
	var covered [2]map[int]bool
	covered[0], covered[1] = map[int]bool{}, map[int]bool{}
	for i, c := range loop {
		for _, h := range cellHouse[c] {
			if covered[i%2][h] {
				return fmt.Errorf("two cells of the loop's %s places share %s", [...]string{"even", "odd"}[i%2], houseName(h))
			}
			covered[i%2][h] = true
		}
	}
	for h := range covered[0] {
		if !covered[1][h] {
			return fmt.Errorf("%s holds a cell of the loop's even places and none of its odd ones", houseName(h))
		}
	}
	return nil
}

func checkUniqueLoop(g *Grid, st *sernote.Step, v *verdict) error {
	p := &st.Pattern
	if err := need(p, len(p.Cells), 2, 0); err != nil {
		return err
	}
	loop := p.Cells
	v1, v2 := p.Digits[0], p.Digits[1]
	both := bit(v1) | bit(v2)
	if v1 >= v2 {
		return fmt.Errorf("digits %d,%d: want two, in order", v1, v2)
	}
	if err := checkLoopShape(g, loop, both); err != nil {
		return err
	}
	var extra []int
	var extras uint16
	for _, c := range loop {
		if g.Cand[c] != both {
			extra = append(extra, c)
			extras |= g.Cand[c] &^ both
		}
	}
	t := loopType(st.Rule)
	base := loopDiff(len(loop))
	v.diff = base
	name := loopName(len(loop), t)
	switch t {
	case 1:
		if len(extra) != 1 {
			return fmt.Errorf("type 1 has one cell with other digits, got %d", len(extra))
		}
		for _, d := range digitsOf(both) {
			v.elims.add(extra[0], d)
		}
	case 2:
		if len(extra) < 2 || popc(extras) != 1 {
			return fmt.Errorf("type 2 has two or more cells with one other digit, all the same; got %d cells with %v", len(extra), digitsOf(extras))
		}
		x := digitsOf(extras)[0]
		for o := 0; o < 81; o++ {
			if contains(extra, o) || !g.has(o, x) {
				continue
			}
			all := true
			for _, e := range extra {
				all = all && sees(o, e)
			}
			if all {
				v.elims.add(o, x)
			}
		}
	case 3:
		if len(extra) != 2 || popc(extras) < 2 || p.Subset == nil {
			return fmt.Errorf("type 3 has two cells with two or more other digits and a subset; got %d cells with %v", len(extra), digitsOf(extras))
		}
		var err error
		if p.Subset.Hidden {
			name, err = loopHidden(g, p.Subset, extra, both, extras, base, v)
		} else {
			name, err = loopNaked(g, p.Subset, extra, extras, base, v)
		}
		if err != nil {
			return err
		}
		name = loopName(len(loop), 3) + name
	case 4:
		lk := p.Locked
		if len(extra) != 2 || lk == nil || both&bit(lk.Digit) == 0 {
			return fmt.Errorf("type 4 has two cells with other digits and one of the loop's digits locked in a house of both")
		}
		if !inHouse(extra[0], lk.House) || !inHouse(extra[1], lk.House) {
			return fmt.Errorf("%s does not hold both %s and %s", houseName(lk.House), cellName(extra[0]), cellName(extra[1]))
		}
		for _, c := range g.places(lk.House, lk.Digit) {
			if !contains(extra, c) {
				return fmt.Errorf("%d has another place in %s (%s)", lk.Digit, houseName(lk.House), cellName(c))
			}
		}
		other := digitsOf(both &^ bit(lk.Digit))[0]
		v.elims.add(extra[0], other)
		v.elims.add(extra[1], other)
	default:
		return fmt.Errorf("no type 1-4 in the name")
	}
	if st.Rule != name {
		return fmt.Errorf("its pattern is a %s", name)
	}
	return nil
}

// loopNaked checks a type 3 with a naked subset: the loop's two extra
// cells, taken as one cell holding their other digits, and the subset's
// cells are a naked subset of its house; its digits go from the house's
// other cells. It returns the name's suffix.
func loopNaked(g *Grid, s *sernote.Subset, extra []int, extras uint16, base int, v *verdict) (string, error) {
	c1, c2 := extra[0], extra[1]
	if !inHouse(c1, s.House) || !inHouse(c2, s.House) {
		return "", fmt.Errorf("%s does not hold both %s and %s", houseName(s.House), cellName(c1), cellName(c2))
	}
	degree := len(s.Cells) + 1
	union := extras
	naked := extras & g.Cand[c1] & g.Cand[c2]
	for i, c := range s.Cells {
		if !inHouse(c, s.House) || c == c1 || c == c2 || contains(s.Cells[:i], c) || popc(g.Cand[c]) < 2 {
			return "", fmt.Errorf("%s: not a distinct cell of %s with two or more candidates", cellName(c), houseName(s.House))
		}
		union |= g.Cand[c]
		naked |= g.Cand[c]
	}
	if union != maskOf(s.Digits) || popc(union) != degree || popc(naked) != degree {
		return "", fmt.Errorf("the extra digits %v and the cells' %v are not a naked set of %d digits %v", digitsOf(extras), digitsOf(union&^extras), degree, s.Digits)
	}
	for _, c := range houseCells[s.House] {
		if c != c1 && c != c2 && !contains(s.Cells, c) {
			for _, d := range digitsOf(g.Cand[c] & union) {
				v.elims.add(c, d)
			}
		}
	}
	v.diff = base + degree - 1
	return " (naked " + sernote.SubsetName(degree) + ")", nil
}

// loopHidden checks a type 3 with a hidden subset: the loop's digits and
// others (none of the extra digits) have, in a house of both extra cells
// and leaving out the second, as many places as digits, the first extra
// cell among them; the other digits go from those places but the first.
// It returns the name's suffix.
func loopHidden(g *Grid, s *sernote.Subset, extra []int, both, extras uint16, base int, v *verdict) (string, error) {
	c1, c2 := extra[0], extra[1]
	if !inHouse(c1, s.House) || !inHouse(c2, s.House) {
		return "", fmt.Errorf("%s does not hold both %s and %s", houseName(s.House), cellName(c1), cellName(c2))
	}
	ds := maskOf(s.Digits)
	if ds&both != both || ds&extras != 0 {
		return "", fmt.Errorf("digits %v: want the loop's digits and others that are not extra digits", s.Digits)
	}
	var union []int
	for _, d := range s.Digits {
		n := 0
		for _, c := range g.places(s.House, d) {
			if c == c2 {
				continue
			}
			n++
			if !contains(union, c) {
				union = append(union, c)
			}
		}
		if n == 0 {
			return "", fmt.Errorf("%d has no place in %s besides %s", d, houseName(s.House), cellName(c2))
		}
	}
	if len(union) != len(s.Digits) || len(union) != len(s.Cells) || !contains(union, c1) {
		return "", fmt.Errorf("digits %v have %d places in %s besides %s, not the %d cells %v", s.Digits, len(union), houseName(s.House), cellName(c2), len(s.Cells), s.Cells)
	}
	for _, c := range s.Cells {
		if !contains(union, c) {
			return "", fmt.Errorf("%s is not a place of the digits", cellName(c))
		}
		if c != c1 {
			for _, d := range digitsOf(g.Cand[c] &^ ds) {
				v.elims.add(c, d)
			}
		}
	}
	idx := len(union) - 1
	v.diff = base + idx - 1
	return " (hidden " + sernote.SubsetName(idx+1) + ")", nil
}

// checkBUG: without the BUG digits of the BUG cells (each with three or
// more candidates) every empty cell would hold two digits and every house
// each digit in no or two places.
func checkBUG(g *Grid, st *sernote.Step, v *verdict) error {
	p := &st.Pattern
	if len(p.Cells) == 0 || len(p.BUGDigits) != len(p.Cells) {
		return fmt.Errorf("want BUG cells, each with its BUG digits")
	}
	temp := g.Cand
	var all uint16
	for i, c := range p.Cells {
		m := p.BUGDigits[i]
		if popc(g.Cand[c]) < 3 || m == 0 || g.Cand[c]&m != m || contains(p.Cells[:i], c) {
			return fmt.Errorf("%s: not a distinct cell of three or more candidates holding its BUG digits %v", cellName(c), digitsOf(m))
		}
		temp[c] &^= m
		all |= m
	}
	for c := 0; c < 81; c++ {
		if g.Val[c] == 0 && popc(temp[c]) != 2 {
			return fmt.Errorf("without the BUG digits %s holds %v, not two digits", cellName(c), digitsOf(temp[c]))
		}
	}
	for h := 0; h < 27; h++ {
		for d := 1; d <= 9; d++ {
			n := 0
			for _, c := range houseCells[h] {
				if temp[c]&bit(d) != 0 {
					n++
				}
			}
			if n != 0 && n != 2 {
				return fmt.Errorf("without the BUG digits %d has %d place(s) in %s", d, n, houseName(h))
			}
		}
	}
	t := 0
	if i := strings.LastIndex(st.Rule, " "); i >= 0 {
		t, _ = strconv.Atoi(st.Rule[i+1:])
	}
	bugCells := p.Cells
	seesAll := func(o int) bool {
		for _, b := range bugCells {
			if !sees(o, b) {
				return false
			}
		}
		return true
	}
	v.diff = 57
	switch t {
	case 1:
		if len(bugCells) != 1 {
			return fmt.Errorf("type 1 has one BUG cell, not %d", len(bugCells))
		}
		c := bugCells[0]
		for _, d := range digitsOf(g.Cand[c] &^ all) {
			v.elims.add(c, d)
		}
		v.diff = 56
	case 2:
		if popc(all) != 1 || len(p.Digits) != 1 || all != bit(p.Digits[0]) {
			return fmt.Errorf("type 2 has one BUG digit, named; got %v", digitsOf(all))
		}
		x := p.Digits[0]
		for o := 0; o < 81; o++ {
			if !contains(bugCells, o) && g.has(o, x) && seesAll(o) {
				v.elims.add(o, x)
			}
		}
	case 3:
		s := p.Subset
		if s == nil || s.Hidden || len(bugCells) < 2 {
			return fmt.Errorf("type 3 has two or more BUG cells and a naked subset")
		}
		for _, b := range bugCells {
			if !inHouse(b, s.House) {
				return fmt.Errorf("BUG cell %s is not in %s", cellName(b), houseName(s.House))
			}
		}
		degree := len(s.Cells) + 1
		var other uint16
		for i, c := range s.Cells {
			if !inHouse(c, s.House) || contains(bugCells, c) || contains(s.Cells[:i], c) || popc(g.Cand[c]) < 2 {
				return fmt.Errorf("%s: not a distinct cell of %s with two or more candidates outside the BUG cells", cellName(c), houseName(s.House))
			}
			other |= g.Cand[c]
		}
		if popc(all) < 2 || other|all != maskOf(s.Digits) || popc(other) != degree {
			return fmt.Errorf("the BUG digits %v and the cells' %v are not a naked set of %d digits %v", digitsOf(all), digitsOf(other), degree, s.Digits)
		}
		for _, c := range houseCells[s.House] {
			if !contains(s.Cells, c) && !contains(bugCells, c) {
				for _, d := range digitsOf(g.Cand[c] & other) {
					v.elims.add(c, d)
				}
			}
		}
		v.diff = 57 + degree - 1
	case 4:
		if len(bugCells) != 2 || !sees(bugCells[0], bugCells[1]) || len(p.Digits) != 1 {
			return fmt.Errorf("type 4 has two BUG cells sharing a house and a common digit")
		}
		c1, c2 := bugCells[0], bugCells[1]
		common := g.Cand[c1] & g.Cand[c2] &^ all
		if common != bit(p.Digits[0]) {
			return fmt.Errorf("the BUG cells share the other digits %v, not only %d", digitsOf(common), p.Digits[0])
		}
		for i, c := range bugCells {
			for _, d := range digitsOf(g.Cand[c] &^ p.BUGDigits[i] &^ common) {
				v.elims.add(c, d)
			}
		}
	default:
		return fmt.Errorf("no type 1-4 in the name")
	}
	return nil
}
