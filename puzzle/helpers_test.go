package puzzle

import "strings"

// A 9×9 puzzle used throughout (17 givens).
const p9 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

// fullGrid returns a valid solved grid of block size n (the standard
// pattern), as symbols.
func fullGrid(n int) string {
	side := n * n
	var b strings.Builder
	for r := 0; r < side; r++ {
		for c := 0; c < side; c++ {
			d := (n*(r%n)+r/n+c)%side + 1
			b.WriteByte(Symbol(n, d))
		}
	}
	return b.String()
}

// holes blanks every k-th cell of a one-line puzzle.
func holes(s string, k int) string {
	b := []byte(s)
	for i := 0; i < len(b); i += k {
		b[i] = '.'
	}
	return string(b)
}

// stateOf returns a Grid state with cell i's mask = f(i).
func stateOf(n int, f func(i int) uint32) *Grid {
	k := n * n * n * n
	g := &Grid{N: n, Cells: make([]int, k), Cands: make([]uint32, k)}
	for i := range g.Cands {
		g.Cands[i] = f(i) & (1<<(n*n) - 1)
	}
	return g
}
