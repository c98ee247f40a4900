package candcnf

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Formula is the encoding of one candidate state, possibly with a claim's
// negation: DIMACS clauses over the variables 1..NumVars.
type Formula struct {
	N       int // block size: 3 for 9×9
	NumVars int // S³ (S = N²), whether or not every variable is used
	Clauses [][]int
	present []bool // present[v-1]: the candidate of variable v is in the state
}

// Var is the variable of digit (1..S) in cell (row·S + column, from 0).
func Var(n, cell, digit int) int {
	side := n * n
	return (digit-1)*side*side + cell + 1
}

// Encode encodes the state given by values (the digit of each decided cell,
// 0 elsewhere) and cands (each undecided cell's candidates, digit d = bit
// d−1; ignored for a decided cell).
func Encode(n int, values []int, cands []uint32) (*Formula, error) {
	if n < 2 || n > 5 {
		return nil, fmt.Errorf("candcnf: block size %d, want 2..5", n)
	}
	side := n * n
	cells := side * side
	if len(values) != cells || len(cands) != cells {
		return nil, fmt.Errorf("candcnf: %d values and %d candidate sets, want %d each", len(values), len(cands), cells)
	}
	f := &Formula{N: n, NumVars: side * cells, present: make([]bool, side*cells)}
	for cell := 0; cell < cells; cell++ {
		switch v := values[cell]; {
		case v < 0 || v > side:
			return nil, fmt.Errorf("candcnf: value %d in cell %d", v, cell)
		case v > 0:
			f.present[Var(n, cell, v)-1] = true
		case cands[cell]>>side != 0:
			return nil, fmt.Errorf("candcnf: candidate set %#x in cell %d has digits beyond %d", cands[cell], cell, side)
		default:
			for d := 1; d <= side; d++ {
				if cands[cell]>>(d-1)&1 == 1 {
					f.present[Var(n, cell, d)-1] = true
				}
			}
		}
	}
	f.cellClauses()
	f.houseClauses()
	f.peerClauses()
	return f, nil
}

// Present reports whether digit is still a candidate (or the value) of cell.
func (f *Formula) Present(cell, digit int) bool { return f.present[Var(f.N, cell, digit)-1] }

// vars lists the variables of the present candidates among (cell, digit)
// pairs produced by each.
func (f *Formula) vars(each func(yield func(cell, digit int))) []int {
	var vs []int
	each(func(cell, digit int) {
		if v := Var(f.N, cell, digit); f.present[v-1] {
			vs = append(vs, v)
		}
	})
	return vs
}

// exactlyOne adds "at least one of vs" and, when pairs, "at most one" as a
// clause per pair.
func (f *Formula) exactlyOne(vs []int, pairs bool) {
	f.Clauses = append(f.Clauses, vs)
	if !pairs {
		return
	}
	for i := range vs {
		for j := i + 1; j < len(vs); j++ {
			f.Clauses = append(f.Clauses, []int{-vs[i], -vs[j]})
		}
	}
}

// cellClauses: every cell holds exactly one of its candidates.
func (f *Formula) cellClauses() {
	side := f.N * f.N
	for cell := 0; cell < side*side; cell++ {
		f.exactlyOne(f.vars(func(yield func(int, int)) {
			for d := 1; d <= side; d++ {
				yield(cell, d)
			}
		}), true)
	}
}

// houseClauses: every digit has a place in every row, column and box (the
// at-most-one side comes from peerClauses).
func (f *Formula) houseClauses() {
	side := f.N * f.N
	for _, house := range f.houses() {
		for d := 1; d <= side; d++ {
			f.exactlyOne(f.vars(func(yield func(int, int)) {
				for _, cell := range house {
					yield(cell, d)
				}
			}), false)
		}
	}
}

// houses lists the cells of each row, column and box.
func (f *Formula) houses() [][]int {
	n, side := f.N, f.N*f.N
	hs := make([][]int, 3*side)
	for cell := 0; cell < side*side; cell++ {
		r, c := cell/side, cell%side
		b := r/n*n + c/n
		hs[r] = append(hs[r], cell)
		hs[side+c] = append(hs[side+c], cell)
		hs[2*side+b] = append(hs[2*side+b], cell)
	}
	return hs
}

// peerClauses: two peers (cells sharing a row, column or box) never hold
// the same digit; one clause per pair of present candidates.
func (f *Formula) peerClauses() {
	n, side := f.N, f.N*f.N
	for a := 0; a < side*side; a++ {
		for b := a + 1; b < side*side; b++ {
			ra, ca, rb, cb := a/side, a%side, b/side, b%side
			if ra != rb && ca != cb && (ra/n != rb/n || ca/n != cb/n) {
				continue
			}
			for d := 1; d <= side; d++ {
				va, vb := Var(n, a, d), Var(n, b, d)
				if f.present[va-1] && f.present[vb-1] {
					f.Clauses = append(f.Clauses, []int{-va, -vb})
				}
			}
		}
	}
}

// WithClaim returns the formula plus the negation of a claim about digit
// in cell: the clause {x} when the claim eliminates x, {¬x} when it asserts
// x. When x is not a candidate of the state, its variable is in no clause,
// so the state's "x is gone" is written too, as {¬x}. The clause lists are
// shared with f.
func (f *Formula) WithClaim(cell, digit int, assert bool) *Formula {
	g := *f
	x := Var(f.N, cell, digit)
	g.Clauses = f.Clauses[:len(f.Clauses):len(f.Clauses)]
	if !f.present[x-1] {
		g.Clauses = append(g.Clauses, []int{-x})
	}
	if !assert {
		g.Clauses = append(g.Clauses, []int{x})
	} else if f.present[x-1] {
		g.Clauses = append(g.Clauses, []int{-x})
	}
	return &g
}

// Grid reads a model (model[v−1] is variable v) as the digit of each cell;
// ok is false unless every cell has exactly one true present candidate.
func (f *Formula) Grid(model []bool) (grid []int, ok bool) {
	side := f.N * f.N
	grid = make([]int, side*side)
	ok = len(model) >= f.NumVars
	for cell := range grid {
		for d := 1; d <= side && ok; d++ {
			if v := Var(f.N, cell, d); f.present[v-1] && model[v-1] {
				ok = grid[cell] == 0
				grid[cell] = d
			}
		}
		ok = ok && grid[cell] != 0
	}
	return grid, ok
}

// WriteDIMACS writes the formula in DIMACS, after one comment line per
// element of comments.
func (f *Formula) WriteDIMACS(w io.Writer, comments ...string) error {
	bw := bufio.NewWriter(w)
	for _, c := range comments {
		bw.WriteString("c " + strings.NewReplacer("\n", " ", "\r", " ").Replace(c) + "\n")
	}
	bw.WriteString("p cnf " + strconv.Itoa(f.NumVars) + " " + strconv.Itoa(len(f.Clauses)) + "\n")
	var line []byte
	for _, cl := range f.Clauses {
		line = line[:0]
		for _, l := range cl {
			line = strconv.AppendInt(line, int64(l), 10)
			line = append(line, ' ')
		}
		line = append(line, '0', '\n')
		if _, err := bw.Write(line); err != nil {
			return err
		}
	}
	return bw.Flush()
}
