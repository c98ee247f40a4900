package encode

import "sync"

// units returns, for one size, the cells of every row, column and block
// (rows first, then columns, then blocks), as in Lynce & Ouaknine.
func units(n int) [][]int {
	side := n * n
	var us [][]int
	for r := 0; r < side; r++ {
		u := make([]int, side)
		for c := range u {
			u[c] = r*side + c
		}
		us = append(us, u)
	}
	for c := 0; c < side; c++ {
		u := make([]int, side)
		for r := range u {
			u[r] = r*side + c
		}
		us = append(us, u)
	}
	for b := 0; b < side; b++ {
		u := make([]int, 0, side)
		r0, c0 := b/n*n, b%n*n
		for i := 0; i < side; i++ {
			u = append(u, (r0+i/n)*side+c0+i%n)
		}
		us = append(us, u)
	}
	return us
}

func build(n int, kind Kind) [][]int {
	side := n * n
	var cls [][]int
	// Cell definedness: each cell holds at least one digit.
	for cell := 0; cell < side*side; cell++ {
		cl := make([]int, side)
		for d := 1; d <= side; d++ {
			cl[d-1] = Var(side, cell, d)
		}
		cls = append(cls, cl)
	}
	// Unit uniqueness, pairwise, counted per unit: a pair lying in a row and
	// a block appears twice, exactly as in L&O's clause counts.
	us := units(n)
	for _, u := range us {
		for d := 1; d <= side; d++ {
			for i := range u {
				for j := i + 1; j < len(u); j++ {
					cls = append(cls, []int{-Var(side, u[i], d), -Var(side, u[j], d)})
				}
			}
		}
	}
	if kind >= Efficient { // cell uniqueness
		for cell := 0; cell < side*side; cell++ {
			for d := 1; d <= side; d++ {
				for e := d + 1; e <= side; e++ {
					cls = append(cls, []int{-Var(side, cell, d), -Var(side, cell, e)})
				}
			}
		}
	}
	if kind >= Extended { // unit definedness: each digit somewhere in each unit
		for _, u := range us {
			for d := 1; d <= side; d++ {
				cl := make([]int, len(u))
				for i, cell := range u {
					cl[i] = Var(side, cell, d)
				}
				cls = append(cls, cl)
			}
		}
	}
	return cls
}

var gridCache sync.Map // [2]int{n, kind} -> [][]int

// baseClauses returns the shared, read-only clause list of the empty grid.
func baseClauses(n int, kind Kind) [][]int {
	checkN(n)
	if kind < Minimal || kind > Extended {
		panic("encode: unknown kind " + kind.String())
	}
	key := [2]int{n, int(kind)}
	if v, ok := gridCache.Load(key); ok {
		return v.([][]int)
	}
	v, _ := gridCache.LoadOrStore(key, build(n, kind))
	return v.([][]int)
}

// Grid returns the encoding of the empty grid of block size n. The inner
// clause slices are shared between calls and must not be modified.
func Grid(n int, kind Kind) *CNF {
	side := checkN(n)
	base := baseClauses(n, kind)
	return &CNF{N: n, NumVars: side * side * side, Clauses: base[:len(base):len(base)]}
}

// StateLits returns the literals fixed by s: each value positive, each
// eliminated candidate negative (a decided cell's other digits included).
func StateLits(s State) []int {
	side := s.check()
	var lits []int
	for cell := 0; cell < side*side; cell++ {
		for d := 1; d <= side; d++ {
			v := Var(side, cell, d)
			switch {
			case s.Values[cell] == d:
				lits = append(lits, v)
			case !s.Present(Cand{cell, d}):
				lits = append(lits, -v)
			}
		}
	}
	return lits
}

// Encode returns the kind encoding of the grid plus s as unit clauses.
func Encode(s State, kind Kind) *CNF {
	cnf := Grid(s.N, kind)
	lits := StateLits(s)
	cls := make([][]int, len(cnf.Clauses), len(cnf.Clauses)+len(lits))
	copy(cls, cnf.Clauses)
	for _, l := range lits {
		cls = append(cls, []int{l})
	}
	cnf.Clauses = cls
	return cnf
}
