package gen

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// UniformGrid samples a complete grid exactly uniformly (block size 2 or 3),
// by rejection over a band-by-band proposal whose probabilities are known.
//
// A grid is built band by band. A band is fixed by its column sets (the n
// digits of each column in the band) and its arrangement (which row of the
// band each of those digits takes). The proposal:
//  1. column sets, stack by stack, uniformly among those compatible with
//     the bands above: each digit goes to a column of the stack that has not
//     held it yet, each column receiving n digits. For 9×9 the number of
//     choices per stack is 9!/(3!)³ = 1680 for the first band, Σ C(3,x)³ =
//     56 for the second (whatever the first), 1 for the third: it never
//     depends on the grid, so this step is uniform over column-set choices;
//  2. an arrangement uniformly among the N(X) valid ones for those column
//     sets X (bandArrangements counts and enumerates them).
//
// The proposal produces a grid G with probability c / (N(X₁)·…·N(X_n)),
// c constant, so accepting each band with probability N(X)/Nmax, where Nmax
// bounds N, makes every grid equally likely (a rejection anywhere restarts
// from the first band, which keeps the coins independent of the grid).
// The bound: the first stack's columns can be arranged in (n!)^n ways, all
// valid; for 9×9 each column of the middle stack has at most 2 orders
// avoiding, for each of its digits, the row that digit took in the first
// stack (3 digits, 3 rows, one forbidden row each); the last stack is then
// forced. So Nmax = 6³·2³ = 1728 (4×4: (2!)² = 4).
// TestUniformGridChiSquare checks uniformity on the 288 grids of 4×4;
// TestUniformGridCount checks N against the number of 9×9 grids.
func UniformGrid(rng *rand.Rand, n int) (cells []uint8, attempts int, err error) {
	nmax, ok := uniformBound[n]
	if !ok {
		return nil, 0, fmt.Errorf("uniform grids: block size %d not supported (2 or 3; use --method grid-weighted)", n)
	}
	side := n * n
	cells = make([]uint8, side*side)
	used := make([]uint32, side) // per column: digits placed in the bands above
	sets := make([]uint32, side)
	ba := newBandArrangements(n)
	for attempts = 1; ; attempts++ {
		clear(used)
		accepted := true
		for band := 0; band < n && accepted; band++ {
			for stack := 0; stack < n; stack++ {
				chooseColumnSets(rng, n, used[stack*n:stack*n+n], sets[stack*n:stack*n+n])
			}
			ba.load(sets)
			count := ba.count()
			if count == 0 || rng.IntN(nmax) >= count {
				accepted = false
				break
			}
			choice, rows := ba.pick(rng.IntN(count))
			ba.write(choice, rows, cells[band*n*side:(band+1)*n*side])
			for c := range used {
				used[c] |= sets[c]
			}
		}
		if accepted {
			return cells, attempts, nil
		}
	}
}

var uniformBound = map[int]int{2: 4, 3: 1728}

// chooseColumnSets draws, uniformly, sets for the n columns of one stack:
// each digit goes to a column whose used set lacks it, n digits per column.
// Every digit has the same number of such columns, so drawing each digit's
// column uniformly among them and retrying until every column has exactly
// n digits is uniform over the valid choices.
func chooseColumnSets(rng *rand.Rand, n int, used, sets []uint32) {
	side := n * n
	free := make([]int, 0, n)
	for {
		clear(sets)
		for d := 0; d < side; d++ {
			bit := uint32(1) << uint(d)
			free = free[:0]
			for c := 0; c < n; c++ {
				if used[c]&bit == 0 {
					free = append(free, c)
				}
			}
			sets[free[rng.IntN(len(free))]] |= bit
		}
		ok := true
		for _, s := range sets {
			ok = ok && bits.OnesCount32(s) == n
		}
		if ok {
			return
		}
	}
}

// bandArrangements enumerates the valid arrangements of a band with given
// column sets: every column's digits in distinct rows, every digit once
// per row. Stack 0 fixes each digit's row there; stacks 1..n−2 take orders
// where no digit repeats a row it already has; the last stack's rows are
// then forced and only checked.
type bandArrangements struct {
	n, side int
	digits  [][]int // per column: its digits
	perms   [][]int // all orders of n items
	choice  []int   // per column: index into perms
	ordered int     // valid arrangements with the first column in order
}

func newBandArrangements(n int) *bandArrangements {
	b := &bandArrangements{n: n, side: n * n, perms: permutations(n)}
	b.digits = make([][]int, b.side)
	b.choice = make([]int, b.side)
	return b
}

// load sets the band's column sets.
func (b *bandArrangements) load(sets []uint32) {
	for c, s := range sets {
		b.digits[c] = b.digits[c][:0]
		for d := 0; d < b.side; d++ {
			if s&(1<<uint(d)) != 0 {
				b.digits[c] = append(b.digits[c], d)
			}
		}
	}
}

func permutations(n int) [][]int {
	var out [][]int
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	var rec func(k int)
	rec = func(k int) {
		if k == n {
			out = append(out, append([]int(nil), p...))
			return
		}
		for i := k; i < n; i++ {
			p[k], p[i] = p[i], p[k]
			rec(k + 1)
			p[k], p[i] = p[i], p[k]
		}
	}
	rec(0)
	return out
}

// visit calls f for each valid arrangement whose first column has its
// digits in increasing rows (choice holds each column's order) until f
// returns false. The others are these with the band's rows permuted: a
// row permutation maps valid arrangements to valid ones, and exactly one
// arrangement of each orbit (of n! elements) has the first column ordered.
func (b *bandArrangements) visit(f func() bool) {
	n, side := b.n, b.side
	rowsOf := make([]uint32, side) // per digit: rows taken so far
	var rec func(col int) bool
	rec = func(col int) bool {
		if col == side {
			return f()
		}
		lastStack := col >= side-n
		for pi, p := range b.perms {
			if col == 0 && pi > 0 {
				break // perms[0] is the identity
			}
			ok := true
			for i, d := range b.digits[col] {
				if rowsOf[d]&(1<<uint(p[i])) != 0 {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			if lastStack {
				// forced: each digit takes its one free row
				for i, d := range b.digits[col] {
					if rowsOf[d]|1<<uint(p[i]) != 1<<uint(n)-1 {
						ok = false
						break
					}
				}
				if !ok {
					continue
				}
			}
			for i, d := range b.digits[col] {
				rowsOf[d] |= 1 << uint(p[i])
			}
			b.choice[col] = pi
			cont := rec(col + 1)
			for i, d := range b.digits[col] {
				rowsOf[d] &^= 1 << uint(p[i])
			}
			if !cont {
				return false
			}
		}
		return true
	}
	rec(0)
}

// count is N(X), the number of valid arrangements (n = 2 or 3): the
// orders of stack 0 with its first column fixed, then for 9×9 the ≤ 2
// orders of each middle-stack column that avoid the rows its digits took
// in stack 0, then the check that the forced rows of the last stack are
// distinct in each of its columns. Same count as visit, ~100× faster.
func (b *bandArrangements) count() int {
	n, side := b.n, b.side
	var r1, r2 [9]int
	var mid [3][][3]int // per middle column: valid row orders of its digits
	k := 0
	combos := 1
	for i := 1; i < n; i++ {
		combos *= len(b.perms)
	}
	lastOK := func(r *[9]int) bool {
		for col := side - n; col < side; col++ {
			seen := 0
			for _, d := range b.digits[col] {
				// rows 0..n−1 taken once each: the last is the one left
				row := n*(n-1)/2 - r1[d] - r[d] // r is all 0 for 4×4
				if seen&(1<<uint(row)) != 0 {
					return false
				}
				seen |= 1 << uint(row)
			}
		}
		return true
	}
	for c := 0; c < combos; c++ {
		x := c
		for col := 0; col < n; col++ {
			p := b.perms[0]
			if col > 0 {
				p = b.perms[x%len(b.perms)]
				x /= len(b.perms)
			}
			for i, d := range b.digits[col] {
				r1[d] = p[i]
			}
		}
		if n == 2 {
			if lastOK(&r2) {
				k++
			}
			continue
		}
		for j := 0; j < n; j++ {
			mid[j] = mid[j][:0]
			ds := b.digits[n+j]
			for _, p := range b.perms {
				if p[0] != r1[ds[0]] && p[1] != r1[ds[1]] && p[2] != r1[ds[2]] {
					mid[j] = append(mid[j], [3]int{p[0], p[1], p[2]})
				}
			}
		}
		for _, a := range mid[0] {
			for _, bb := range mid[1] {
				for _, cc := range mid[2] {
					for j, o := range [3][3]int{a, bb, cc} {
						for i, d := range b.digits[n+j] {
							r2[d] = o[i]
						}
					}
					if lastOK(&r2) {
						k++
					}
				}
			}
		}
	}
	b.ordered = k
	return k * len(b.perms)
}

// countSlow is count by enumeration (visit), for tests.
func (b *bandArrangements) countSlow() int {
	k := 0
	b.visit(func() bool { k++; return true })
	return k * len(b.perms)
}

// pick returns the k-th valid arrangement (0 ≤ k < count()): each
// column's order, and the permutation of the band's rows applied to it.
func (b *bandArrangements) pick(k int) (choice, rows []int) {
	rows = b.perms[k/b.ordered]
	k %= b.ordered
	b.visit(func() bool {
		if k == 0 {
			choice = append([]int(nil), b.choice...)
			return false
		}
		k--
		return true
	})
	return choice, rows
}

// write fills the band's n rows (row-major, side cells each).
func (b *bandArrangements) write(choice, rows []int, out []uint8) {
	for col, pi := range choice {
		for i, d := range b.digits[col] {
			out[rows[b.perms[pi][i]]*b.side+col] = uint8(d + 1)
		}
	}
}
