package sercheck

import (
	"fmt"

	"github.com/sudolab/sudolab/logic/ser/sernote"
)

// need checks that the pattern names n cells, digits and houses.
func need(p *sernote.Pattern, cells, digits, houses int) error {
	if len(p.Cells) != cells || len(p.Digits) != digits || len(p.Houses) != houses {
		return fmt.Errorf("want %d cells, %d digits and %d houses, got %d, %d and %d", cells, digits, houses, len(p.Cells), len(p.Digits), len(p.Houses))
	}
	return nil
}

func checkHiddenSingle(g *Grid, st *sernote.Step, v *verdict) error {
	p := &st.Pattern
	if err := need(p, 1, 1, 1); err != nil {
		return err
	}
	c, d, h := p.Cells[0], p.Digits[0], p.Houses[0]
	if !inHouse(c, h) {
		return fmt.Errorf("%s is not in %s", cellName(c), houseName(h))
	}
	if pl := g.places(h, d); len(pl) != 1 || pl[0] != c {
		return fmt.Errorf("%d has %d places in %s, not only %s", d, len(pl), houseName(h), cellName(c))
	}
	switch {
	case g.emptyIn(h) == 1:
		v.diff = 10
	case h < 9:
		v.diff = 12
	default:
		v.diff = 15
	}
	v.cell, v.value = c, d
	return nil
}

func checkNakedSingle(g *Grid, st *sernote.Step, v *verdict) error {
	p := &st.Pattern
	if err := need(p, 1, 1, 0); err != nil {
		return err
	}
	c, d := p.Cells[0], p.Digits[0]
	if g.Cand[c] != bit(d) {
		return fmt.Errorf("%s holds %v, not only %d", cellName(c), digitsOf(g.Cand[c]), d)
	}
	v.diff, v.cell, v.value = 23, c, d
	return nil
}

// crosses reports whether two houses of different kinds share cells.
func crosses(a, b int) bool {
	if a/9 == b/9 {
		return false
	}
	for _, c := range houseCells[a] {
		if inHouse(c, b) {
			return true
		}
	}
	return false
}

// checkLocking: Pointing (a block and a line) and Claiming (a line and a
// block): the places of the digit in the first house all lie in the
// second, which loses its other places. The direct forms decide only the
// cell left as the digit's last place, outside the second house, in the
// house of the first one's kind through it.
func checkLocking(g *Grid, st *sernote.Step, direct bool, v *verdict) error {
	p := &st.Pattern
	cells := 0
	if direct {
		cells = 1
	}
	if err := need(p, cells, 1, 2); err != nil {
		return err
	}
	d, r1, r2 := p.Digits[0], p.Houses[0], p.Houses[1]
	pointing := st.Rule == "Pointing" || st.Rule == "Direct Pointing"
	if pointing != (r1 < 9) || !crosses(r1, r2) || (r2 < 9) == (r1 < 9) {
		return fmt.Errorf("%s and %s: want a block and a line crossing it (Pointing) or a line and a block (Claiming)", houseName(r1), houseName(r2))
	}
	pl := g.places(r1, d)
	if len(pl) < 2 {
		return fmt.Errorf("%d has %d place(s) in %s", d, len(pl), houseName(r1))
	}
	for _, c := range pl {
		if !inHouse(c, r2) {
			return fmt.Errorf("%d has a place in %s outside %s (%s)", d, houseName(r1), houseName(r2), cellName(c))
		}
	}
	rem := elims{}
	for _, c := range g.places(r2, d) {
		if !inHouse(c, r1) {
			rem.add(c, d)
		}
	}
	if len(rem) == 0 {
		return fmt.Errorf("%d has no place in %s outside %s", d, houseName(r2), houseName(r1))
	}
	v.diff = map[string]int{"Pointing": 26, "Claiming": 28, "Direct Pointing": 17, "Direct Claiming": 19}[st.Rule]
	if !direct {
		v.elims = rem
		return nil
	}
	x := p.Cells[0]
	r3 := cellHouse[x][r1/9]
	if r3 == r1 || !crosses(r3, r2) {
		return fmt.Errorf("%s: its %s does not cross %s apart from %s", cellName(x), houseName(r3), houseName(r2), houseName(r1))
	}
	pl3 := g.places(r3, d)
	var left []int
	for _, c := range pl3 {
		if !rem[sernote.Cand{Cell: c, Digit: d}] {
			left = append(left, c)
		}
	}
	if len(pl3) < 2 || len(left) != 1 || left[0] != x {
		return fmt.Errorf("the removals do not leave %s the last place of %d in %s", cellName(x), d, houseName(r3))
	}
	v.cell, v.value = x, d
	return nil
}

var subsetSize = map[string]int{
	"Pair": 2, "Triplet": 3, "Quad": 4,
	"X-Wing": 2, "Swordfish": 3, "Jellyfish": 4,
}

// sizeOf is the size a rule's name gives ("Naked Triplet": 3).
func sizeOf(rule string) int {
	for name, n := range subsetSize {
		if len(rule) >= len(name) && rule[len(rule)-len(name):] == name {
			return n
		}
	}
	return 0
}

// hiddenSet checks that digits ds have 2 or more places each in h and
// k places together; it returns those places.
func hiddenSet(g *Grid, ds []int, h int) ([]int, error) {
	var union []int
	for _, d := range ds {
		pl := g.places(h, d)
		if len(pl) < 2 {
			return nil, fmt.Errorf("%d has %d place(s) in %s", d, len(pl), houseName(h))
		}
		for _, c := range pl {
			if !contains(union, c) {
				union = append(union, c)
			}
		}
	}
	if len(union) != len(ds) {
		return nil, fmt.Errorf("%v have %d places in %s, not %d", ds, len(union), houseName(h), len(ds))
	}
	return union, nil
}

func checkDirectHidden(g *Grid, st *sernote.Step, v *verdict) error {
	p := &st.Pattern
	if err := need(p, 1, len(p.Digits), 1); err != nil {
		return err
	}
	k := sizeOf(st.Rule)
	if len(p.Digits) != k {
		return fmt.Errorf("a %s has %d digits, not %d", st.Rule, k, len(p.Digits))
	}
	h, x, d := p.Houses[0], p.Cells[0], st.Value
	set, err := hiddenSet(g, p.Digits, h)
	if err != nil {
		return err
	}
	if contains(p.Digits, d) {
		return fmt.Errorf("decides a digit of the set")
	}
	pl := g.places(h, d)
	var left []int
	for _, c := range pl {
		if !contains(set, c) {
			left = append(left, c)
		}
	}
	if len(pl) < 2 || len(left) != 1 || left[0] != x {
		return fmt.Errorf("the set does not leave %s the last place of %d in %s", cellName(x), d, houseName(h))
	}
	v.diff = map[int]int{2: 20, 3: 25}[k]
	v.cell, v.value = x, d
	return nil
}

func checkNakedSubset(g *Grid, st *sernote.Step, v *verdict) error {
	p := &st.Pattern
	k := sizeOf(st.Rule)
	if err := need(p, k, k, 1); err != nil {
		return err
	}
	h := p.Houses[0]
	var union uint16
	for i, c := range p.Cells {
		if !inHouse(c, h) || contains(p.Cells[:i], c) {
			return fmt.Errorf("%s: not a distinct cell of %s", cellName(c), houseName(h))
		}
		if popc(g.Cand[c]) < 2 {
			return fmt.Errorf("%s has %d candidate(s)", cellName(c), popc(g.Cand[c]))
		}
		union |= g.Cand[c]
	}
	if union != maskOf(p.Digits) {
		return fmt.Errorf("the cells hold %v, not %v", digitsOf(union), p.Digits)
	}
	for _, c := range houseCells[h] {
		if !contains(p.Cells, c) {
			for _, d := range digitsOf(g.Cand[c] & union) {
				v.elims.add(c, d)
			}
		}
	}
	v.diff = map[int]int{2: 30, 3: 36, 4: 50}[k]
	return nil
}

func checkHiddenSubset(g *Grid, st *sernote.Step, v *verdict) error {
	p := &st.Pattern
	k := sizeOf(st.Rule)
	if err := need(p, 0, k, 1); err != nil {
		return err
	}
	set, err := hiddenSet(g, p.Digits, p.Houses[0])
	if err != nil {
		return err
	}
	for _, c := range set {
		for _, d := range digitsOf(g.Cand[c] &^ maskOf(p.Digits)) {
			v.elims.add(c, d)
		}
	}
	v.diff = map[int]int{2: 34, 3: 40, 4: 54}[k]
	return nil
}

// checkFish: the digit's places in each base line (2 or more) lie in the
// cover lines, and every cover line holds one; the digit goes from the
// cover lines outside the base lines.
func checkFish(g *Grid, st *sernote.Step, v *verdict) error {
	p := &st.Pattern
	k := sizeOf(st.Rule)
	if err := need(p, 0, 1, 0); err != nil {
		return err
	}
	if len(p.Bases) != k || len(p.Covers) != k {
		return fmt.Errorf("a %s has %d base and %d cover lines, not %d and %d", st.Rule, k, k, len(p.Bases), len(p.Covers))
	}
	d := p.Digits[0]
	kind := p.Bases[0] / 9
	if kind == 0 {
		return fmt.Errorf("base lines are rows or columns")
	}
	for i, b := range p.Bases {
		if b/9 != kind || contains(p.Bases[:i], b) {
			return fmt.Errorf("base lines: want %d distinct lines of one kind", k)
		}
	}
	for i, c := range p.Covers {
		if c/9 == kind || c/9 == 0 || contains(p.Covers[:i], c) {
			return fmt.Errorf("cover lines: want %d distinct lines of the other kind", k)
		}
	}
	hit := map[int]bool{}
	for _, b := range p.Bases {
		pl := g.places(b, d)
		if len(pl) < 2 {
			return fmt.Errorf("%d has %d place(s) in %s", d, len(pl), houseName(b))
		}
		for _, c := range pl {
			cv := cellHouse[c][3-kind]
			if !contains(p.Covers, cv) {
				return fmt.Errorf("%d has a place in %s outside the cover lines (%s)", d, houseName(b), cellName(c))
			}
			hit[cv] = true
		}
	}
	if len(hit) != k {
		return fmt.Errorf("%d of the cover lines hold no place of the base lines", k-len(hit))
	}
	for _, cv := range p.Covers {
		for _, c := range g.places(cv, d) {
			if !contains(p.Bases, cellHouse[c][kind]) {
				v.elims.add(c, d)
			}
		}
	}
	v.diff = map[int]int{2: 32, 3: 38, 4: 52}[k]
	return nil
}

// checkWing: XY-Wing, a bivalue pivot {x,y} and two bivalue wings {x,z} and
// {y,z} it sees; XYZ-Wing, a pivot {x,y,z} and wings {x,z} and {y,z}. z
// goes from the cells seeing both wings (and the pivot, for XYZ).
func checkWing(g *Grid, st *sernote.Step, xyz bool, v *verdict) error {
	p := &st.Pattern
	if err := need(p, 3, 1, 0); err != nil {
		return err
	}
	pv, w1, w2, z := p.Cells[0], p.Cells[1], p.Cells[2], p.Digits[0]
	n := 2
	if xyz {
		n = 3
	}
	a, b, c := g.Cand[pv], g.Cand[w1], g.Cand[w2]
	switch {
	case popc(a) != n || popc(b) != 2 || popc(c) != 2:
		return fmt.Errorf("pivot %s holds %d digits, wings %d and %d (want %d, 2, 2)", cellName(pv), popc(a), popc(b), popc(c), n)
	case !sees(pv, w1) || !sees(pv, w2):
		return fmt.Errorf("the pivot %s does not see both wings", cellName(pv))
	case popc(a|b|c) != 3:
		return fmt.Errorf("the three cells hold %v, not three digits", digitsOf(a|b|c))
	case b&c != bit(z):
		return fmt.Errorf("the wings share %v, not %d", digitsOf(b&c), z)
	case !xyz && a&bit(z) != 0, xyz && a&b&c != bit(z):
		return fmt.Errorf("the pivot's digits %v do not fit an %s on %d", digitsOf(a), st.Rule, z)
	}
	for o := 0; o < 81; o++ {
		if o != pv && g.has(o, z) && sees(o, w1) && sees(o, w2) && (!xyz || sees(o, pv)) {
			v.elims.add(o, z)
		}
	}
	v.diff = 42
	if xyz {
		v.diff = 44
	}
	return nil
}

// checkAligned: aligned pair (triplet) exclusion. Each cell has two or more
// candidates, no peer with one, and some excluder (a peer with 2 to 2 (3)
// candidates); a combination of digits of the cells is impossible when two
// cells that see each other get the same digit or an excluder common to
// all the cells would keep none of its candidates; a digit of a cell in no
// possible combination goes.
func checkAligned(g *Grid, st *sernote.Step, v *verdict) error {
	p := &st.Pattern
	k := 2
	if st.Rule == "Aligned Triplet Exclusion" {
		k = 3
	}
	if err := need(p, k, 0, 0); err != nil {
		return err
	}
	var common []int
	for o := 0; o < 81; o++ {
		if n := popc(g.Cand[o]); n >= 2 && n <= k {
			all := true
			for _, c := range p.Cells {
				all = all && sees(o, c)
			}
			if all {
				common = append(common, o)
			}
		}
	}
	for i, c := range p.Cells {
		if popc(g.Cand[c]) < 2 || contains(p.Cells[:i], c) {
			return fmt.Errorf("%s: not a distinct cell with two or more candidates", cellName(c))
		}
		excluder := false
		for o := 0; o < 81; o++ {
			if sees(o, c) {
				n := popc(g.Cand[o])
				if n == 1 {
					return fmt.Errorf("%s sees %s, which has one candidate", cellName(c), cellName(o))
				}
				excluder = excluder || n >= 2 && n <= k
			}
		}
		if !excluder {
			return fmt.Errorf("%s has no excluder", cellName(c))
		}
	}
	allowed := make([]uint16, k)
	combo := make([]int, k)
	var try func(i int)
	try = func(i int) {
		if i == k {
			var used uint16
			for _, d := range combo {
				used |= bit(d)
			}
			for _, e := range common {
				if g.Cand[e]&^used == 0 {
					return
				}
			}
			for j, d := range combo {
				allowed[j] |= bit(d)
			}
			return
		}
		for _, d := range digitsOf(g.Cand[p.Cells[i]]) {
			ok := true
			for j := 0; j < i; j++ {
				if combo[j] == d && sees(p.Cells[j], p.Cells[i]) {
					ok = false
				}
			}
			if ok {
				combo[i] = d
				try(i + 1)
			}
		}
	}
	try(0)
	for i, c := range p.Cells {
		for _, d := range digitsOf(g.Cand[c] &^ allowed[i]) {
			v.elims.add(c, d)
		}
	}
	v.diff = map[int]int{2: 62, 3: 75}[k]
	return nil
}
