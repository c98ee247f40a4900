package encode

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
)

// Kind selects one of the Lynce & Ouaknine encodings.
type Kind int

const (
	// Minimal: cell definedness + at most once per row, column, block.
	Minimal Kind = iota
	// Efficient: Minimal + cell uniqueness (at most one digit per cell).
	Efficient
	// Extended: Efficient + every digit at least once per row, column, block.
	Extended
)

func (k Kind) String() string {
	switch k {
	case Minimal:
		return "minimal"
	case Efficient:
		return "efficient"
	case Extended:
		return "extended"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// CNF is a clause list over variables 1..NumVars (DIMACS literals).
type CNF struct {
	N       int // block size
	NumVars int
	Clauses [][]int
}

// Var returns the SAT variable of digit d (1..side) in cell (r*side+c).
func Var(side, cell, digit int) int { return cell*side + digit }

// CandOf is the inverse of Var.
func CandOf(side, v int) Cand { return Cand{Cell: (v - 1) / side, Digit: (v-1)%side + 1} }

// WriteDIMACS writes c in DIMACS CNF format.
func (c *CNF) WriteDIMACS(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "p cnf %d %d\n", c.NumVars, len(c.Clauses))
	buf := make([]byte, 0, 64)
	for _, cl := range c.Clauses {
		buf = buf[:0]
		for _, l := range cl {
			buf = strconv.AppendInt(buf, int64(l), 10)
			buf = append(buf, ' ')
		}
		buf = append(buf, '0', '\n')
		if _, err := bw.Write(buf); err != nil {
			return err
		}
	}
	return bw.Flush()
}
