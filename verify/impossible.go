package verify

import (
	"fmt"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic/exotic"
	"github.com/sudolab/sudolab/logic/exotic/impossible"
)

// PatternProof is the verdict of DecidePattern on one catalogue pattern
// with digits 1, 2, 3 in every cell.
type PatternProof struct {
	Pattern  *impossible.Pattern
	Possible bool
	Filling  []int // Possible: a filling, in Pattern.Cells order
	Lemmas   int   // impossible: size of the RUP-checked certificate
}

// ProvePatterns decides every pattern of ps with digits 1, 2, 3 (the
// images of a pattern by the grid's symmetries and any choice of three
// digits are the same problem up to renaming): an impossible answer
// carries an UNSAT certificate that CheckRUP has accepted. fn, when not
// nil, gets each proof as it is made.
func ProvePatterns(ps []*impossible.Pattern, fn func(PatternProof)) ([]PatternProof, error) {
	var out []PatternProof
	for _, p := range ps {
		pat := &encode.Pattern{Cells: p.Cells}
		for range p.Cells {
			pat.Allowed = append(pat.Allowed, 0b111)
		}
		v, err := encode.DecidePattern(pat)
		if err != nil {
			return out, err
		}
		pr := PatternProof{Pattern: p, Possible: v.Possible, Filling: v.Filling, Lemmas: len(v.Cert)}
		if fn != nil {
			fn(pr)
		}
		out = append(out, pr)
	}
	return out, nil
}

// CheckPlacement checks that the cells of t are an image of the pattern it
// names (the tridagon is eleven's EL12c38, whose images are the odd
// placements: TestTridagonIsEL12c38) and proves by SAT that no filling of
// them from its three digits exists.
func CheckPlacement(t *exotic.Placement) error {
	name := t.Pattern
	if name == exotic.TridName {
		name = "EL12c38"
	}
	p := impossible.ByName(name)
	if p == nil {
		return fmt.Errorf("unknown pattern %s", t.Pattern)
	}
	if !IsImage(p.Cells, t.Cells) {
		return fmt.Errorf("cells %v are not an image of pattern %s", t.Cells, t.Pattern)
	}
	var m uint16
	for _, d := range t.Digits {
		if d < 1 || d > 9 || m>>(d-1)&1 != 0 {
			return fmt.Errorf("pattern digits %v: not three distinct digits", t.Digits)
		}
		m |= 1 << (d - 1)
	}
	pat := &encode.Pattern{}
	for _, c := range t.Cells {
		pat.Cells = append(pat.Cells, c)
		pat.Allowed = append(pat.Allowed, m)
	}
	v, err := encode.DecidePattern(pat)
	if err != nil {
		return fmt.Errorf("%s pattern: %v", t.Pattern, err)
	}
	if v.Possible {
		return fmt.Errorf("%s pattern can be filled: not impossible", t.Pattern)
	}
	return nil
}

// linePerms lists the 1,296 permutations of the 9 rows (or columns) that
// keep the bands (stacks): a permutation of the bands and one of the three
// lines inside each.
var linePerms = func() [][9]int {
	perms := [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	var out [][9]int
	for _, bp := range perms {
		for _, p0 := range perms {
			for _, p1 := range perms {
				for _, p2 := range perms {
					var m [9]int
					for b, pb := range [3][3]int{p0, p1, p2} {
						for i := 0; i < 3; i++ {
							m[3*b+i] = 3*bp[b] + pb[i]
						}
					}
					out = append(out, m)
				}
			}
		}
	}
	return out
}()

// IsImage reports whether cells is the image of pattern (both cell lists,
// r*9+c) by a symmetry of the grid that keeps bands and stacks, possibly
// after a transposition (docs/tridagons.md §12.9). It tries every
// permutation of the rows and, for each, the columns stack by stack.
func IsImage(pattern, cells []int) bool {
	if len(pattern) != len(cells) {
		return false
	}
	var target [9]uint16 // per column, the rows of its cells
	for _, c := range cells {
		if c < 0 || c >= 81 || target[c%9]>>(c/9)&1 != 0 {
			return false
		}
		target[c%9] |= 1 << (c / 9)
	}
	for tr := 0; tr < 2; tr++ {
		for _, rho := range linePerms {
			var cols [9]uint16 // per pattern column, its mapped rows
			for _, c := range pattern {
				r, col := c/9, c%9
				if tr == 1 {
					r, col = col, r
				}
				cols[col] |= 1 << rho[r]
			}
			if columnsMatch(&cols, &target) {
				return true
			}
		}
	}
	return false
}

// columnsMatch reports whether a permutation of the columns keeping the
// stacks sends each column of cols onto the column of target with the same
// rows: some stack permutation under which each stack's three columns
// match the image stack's in some order.
func columnsMatch(cols, target *[9]uint16) bool {
	perms := [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	stackOK := func(s, t int) bool {
		for _, p := range perms {
			ok := true
			for i := 0; i < 3 && ok; i++ {
				ok = cols[3*s+i] == target[3*t+p[i]]
			}
			if ok {
				return true
			}
		}
		return false
	}
	for _, sp := range perms {
		ok := true
		for s := 0; s < 3 && ok; s++ {
			ok = stackOK(s, sp[s])
		}
		if ok {
			return true
		}
	}
	return false
}
