package encode

import (
	"bufio"
	"fmt"
	"io"
	"math/bits"
	"sort"
	"strconv"
	"strings"
)

// Impossible patterns (docs/tridagons.md): a set of cells of the 9x9 grid,
// each with its allowed digits. The pattern is impossible when no filling
// of its cells (one allowed digit per cell) respects the Sudoku
// constraints among them (two cells of a row, a column or a block differ).
// DecidePattern answers with a filling, or with an UNSAT certificate that
// CheckRUP has accepted.

// Pattern is a set of cells (0..80, r*9+c) with their allowed digits
// (bit d-1 for digit d).
type Pattern struct {
	Cells   []int
	Allowed []uint16
}

// PatternVerdict is the answer of DecidePattern.
type PatternVerdict struct {
	Possible bool
	Filling  []int   // Possible: the digit of each cell, in Pattern.Cells order
	Cert     [][]int // impossible: the RUP certificate (checked)
}

func sameUnit(a, b int) bool {
	ra, ca, rb, cb := a/9, a%9, b/9, b%9
	return ra == rb || ca == cb || (ra/3 == rb/3 && ca/3 == cb/3)
}

// CNF encodes the pattern: variable i*9+d for cell i (pattern order) and
// digit d; each cell takes one allowed digit, two cells of a unit differ.
func (p *Pattern) CNF() *CNF {
	cnf := &CNF{N: 3, NumVars: 9 * len(p.Cells)}
	v := func(i, d int) int { return 9*i + d }
	for i := range p.Cells {
		var cl []int
		for d := 1; d <= 9; d++ {
			if p.Allowed[i]>>(d-1)&1 != 0 {
				cl = append(cl, v(i, d))
			} else {
				cnf.Clauses = append(cnf.Clauses, []int{-v(i, d)})
			}
		}
		cnf.Clauses = append(cnf.Clauses, cl)
		for a := 0; a < len(cl); a++ {
			for b := a + 1; b < len(cl); b++ {
				cnf.Clauses = append(cnf.Clauses, []int{-cl[a], -cl[b]})
			}
		}
	}
	for i := range p.Cells {
		for j := i + 1; j < len(p.Cells); j++ {
			if !sameUnit(p.Cells[i], p.Cells[j]) {
				continue
			}
			for m := p.Allowed[i] & p.Allowed[j]; m != 0; m &= m - 1 {
				d := bits.TrailingZeros16(m) + 1
				cnf.Clauses = append(cnf.Clauses, []int{-v(i, d), -v(j, d)})
			}
		}
	}
	return cnf
}

// Validate checks the cells (distinct, on the grid) and the digits.
func (p *Pattern) Validate() error {
	if len(p.Cells) == 0 {
		return fmt.Errorf("pattern: no cell")
	}
	if len(p.Cells) != len(p.Allowed) {
		return fmt.Errorf("pattern: %d cells but %d digit sets", len(p.Cells), len(p.Allowed))
	}
	seen := map[int]bool{}
	for i, c := range p.Cells {
		if c < 0 || c >= 81 {
			return fmt.Errorf("pattern: cell %d off the grid", c)
		}
		if seen[c] {
			return fmt.Errorf("pattern: cell r%dc%d given twice", c/9+1, c%9+1)
		}
		seen[c] = true
		if p.Allowed[i] == 0 || p.Allowed[i]>>9 != 0 {
			return fmt.Errorf("pattern: cell r%dc%d has no allowed digit in 1..9", c/9+1, c%9+1)
		}
	}
	return nil
}

// DecidePattern decides the pattern with gophersat; an UNSAT answer is
// accepted only when CheckRUP validates its certificate, and a filling is
// re-checked against the constraints.
func DecidePattern(p *Pattern) (PatternVerdict, error) {
	if err := p.Validate(); err != nil {
		return PatternVerdict{}, err
	}
	cnf := p.CNF()
	sat, model, cert := SolveCertified(cnf)
	if !sat {
		if err := CheckRUP(cnf.Clauses, cert); err != nil {
			return PatternVerdict{}, fmt.Errorf("pattern: the UNSAT certificate does not check: %v", err)
		}
		return PatternVerdict{Cert: cert}, nil
	}
	fill := make([]int, len(p.Cells))
	for i := range p.Cells {
		for d := 1; d <= 9; d++ {
			if model[9*i+d-1] && fill[i] == 0 {
				fill[i] = d
			}
		}
	}
	for i := range p.Cells {
		if fill[i] == 0 || p.Allowed[i]>>(fill[i]-1)&1 == 0 {
			return PatternVerdict{}, fmt.Errorf("pattern: solver filling invalid at r%dc%d", p.Cells[i]/9+1, p.Cells[i]%9+1)
		}
		for j := i + 1; j < len(p.Cells); j++ {
			if fill[i] == fill[j] && sameUnit(p.Cells[i], p.Cells[j]) {
				return PatternVerdict{}, fmt.Errorf("pattern: solver filling breaks a unit")
			}
		}
	}
	return PatternVerdict{Possible: true, Filling: fill}, nil
}

// ParsePattern reads a pattern in one of two forms (docs/tridagons.md):
//
//   - compact: lines "digits 123 cells r1c1,r2c5,r3c9" (several lines add
//     cells; a cell may appear once);
//   - pencil marks: 81 tokens, row by row, each the allowed digits of a
//     cell or "." for a cell outside the pattern (border characters | + -
//     ! : are ignored).
//
// Lines starting with # are comments.
func ParsePattern(r io.Reader) (*Pattern, error) {
	sc := bufio.NewScanner(r)
	var lines []string
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		lines = append(lines, l)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(lines) == 0 {
		return nil, fmt.Errorf("pattern: empty input")
	}
	p := &Pattern{}
	if strings.HasPrefix(lines[0], "digits") {
		for n, l := range lines {
			f := strings.Fields(l)
			if len(f) != 4 || f[0] != "digits" || f[2] != "cells" {
				return nil, fmt.Errorf("pattern line %d: want \"digits 123 cells r1c1,r2c5,…\", got %q", n+1, l)
			}
			m, err := digitMask(f[1])
			if err != nil {
				return nil, fmt.Errorf("pattern line %d: %v", n+1, err)
			}
			for _, cs := range strings.Split(f[3], ",") {
				c, err := parseCell(cs)
				if err != nil {
					return nil, fmt.Errorf("pattern line %d: %v", n+1, err)
				}
				p.Cells = append(p.Cells, c)
				p.Allowed = append(p.Allowed, m)
			}
		}
		return p, p.Validate()
	}
	var toks []string
	for _, l := range lines {
		l = strings.Map(func(r rune) rune {
			if strings.ContainsRune("|+-!:", r) {
				return ' '
			}
			return r
		}, l)
		toks = append(toks, strings.Fields(l)...)
	}
	if len(toks) != 81 {
		return nil, fmt.Errorf("pattern: pencil-mark form needs 81 cells (digits or .), got %d tokens (or start with \"digits 123 cells …\")", len(toks))
	}
	for c, t := range toks {
		if t == "." {
			continue
		}
		m, err := digitMask(t)
		if err != nil {
			return nil, fmt.Errorf("pattern: cell r%dc%d: %v", c/9+1, c%9+1, err)
		}
		p.Cells = append(p.Cells, c)
		p.Allowed = append(p.Allowed, m)
	}
	return p, p.Validate()
}

func digitMask(s string) (uint16, error) {
	var m uint16
	for _, r := range s {
		if r < '1' || r > '9' {
			return 0, fmt.Errorf("bad digit %q in %q", r, s)
		}
		if m>>(r-'1')&1 != 0 {
			return 0, fmt.Errorf("digit %c repeated in %q", r, s)
		}
		m |= 1 << (r - '1')
	}
	if m == 0 {
		return 0, fmt.Errorf("no digit")
	}
	return m, nil
}

func parseCell(s string) (int, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	i := strings.IndexByte(s, 'c')
	if !strings.HasPrefix(s, "r") || i < 2 {
		return 0, fmt.Errorf("bad cell %q (want r1c5)", s)
	}
	r, err1 := strconv.Atoi(s[1:i])
	c, err2 := strconv.Atoi(s[i+1:])
	if err1 != nil || err2 != nil || r < 1 || r > 9 || c < 1 || c > 9 {
		return 0, fmt.Errorf("bad cell %q (want r1c5, rows and columns 1..9)", s)
	}
	return 9*(r-1) + c - 1, nil
}

// Format prints the pattern in the compact form, one line per digit set,
// cells in increasing order.
func (p *Pattern) Format() string {
	by := map[uint16][]int{}
	for i, c := range p.Cells {
		by[p.Allowed[i]] = append(by[p.Allowed[i]], c)
	}
	var masks []int
	for m := range by {
		masks = append(masks, int(m))
	}
	sort.Ints(masks)
	for _, cs := range by {
		sort.Ints(cs)
	}
	var b strings.Builder
	for _, m := range masks {
		b.WriteString("digits ")
		for d := 1; d <= 9; d++ {
			if m>>(d-1)&1 != 0 {
				b.WriteByte(byte('0' + d))
			}
		}
		b.WriteString(" cells ")
		for i, c := range by[uint16(m)] {
			if i > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, "r%dc%d", c/9+1, c%9+1)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
