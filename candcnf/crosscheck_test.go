package candcnf_test

import (
	"math/rand/v2"
	"testing"

	"github.com/sudolab/sudolab/candcnf"
	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/internal/refdata/reftest"
)

// randomState derives a candidate state from a solution: some cells
// decided, most wrong candidates removed, and sometimes a right one (the
// state may then have no solution).
func randomState(rng *rand.Rand, n int, sol []int) (values []int, cands []uint32) {
	side := n * n
	values = make([]int, len(sol))
	cands = make([]uint32, len(sol))
	keep := rng.Float64()
	for cell, d := range sol {
		if rng.IntN(3) == 0 {
			values[cell] = d
			continue
		}
		for e := 1; e <= side; e++ {
			if e == d || rng.Float64() < keep {
				cands[cell] |= 1 << (e - 1)
			}
		}
	}
	for range rng.IntN(3) {
		cell := rng.IntN(len(sol))
		if values[cell] == 0 {
			cands[cell] &^= 1 << (sol[cell] - 1)
		}
	}
	return values, cands
}

// grid solves the empty grid of block size n (a solution to derive states
// from).
func grid(t *testing.T, n int, givens []int) []int {
	side := n * n
	if givens == nil {
		givens = make([]int, side*side)
	}
	sat, model := encode.Solve(encode.Encode(encode.FromPuzzle(n, givens), encode.Extended))
	if !sat {
		t.Fatal("no solution")
	}
	sol := make([]int, side*side)
	for v, b := range model {
		if b {
			c := encode.CandOf(side, v+1)
			sol[c.Cell] = c.Digit
		}
	}
	return sol
}

// TestSameVerdictsAsEncode: on random states of 4×4, 9×9 (from cbg-000
// solutions) and 16×16 grids, for random claims (eliminations and
// assertions, of present and absent candidates), candcnf's formula and
// encode's are both satisfiable or both unsatisfiable, and candcnf's
// models are solutions of the state that contradict the claim.
func TestSameVerdictsAsEncode(t *testing.T) {
	header, rows := reftest.ReadCSV(t, "cbg-000.csv")
	pc := reftest.Column(t, header, "puzzle")
	rng := rand.New(rand.NewPCG(26, 4))
	type base struct {
		n   int
		sol []int
	}
	var bases []base
	for i := 0; i < 30; i++ {
		givens := make([]int, 81)
		for j, ch := range rows[i*701%len(rows)][pc] {
			if ch >= '1' && ch <= '9' {
				givens[j] = int(ch - '0')
			}
		}
		bases = append(bases, base{3, grid(t, 3, givens)})
	}
	bases = append(bases, base{2, grid(t, 2, nil)}, base{4, grid(t, 4, nil)})
	var counts [2][2]int // [claim is an assertion][verdict sat]
	for iter := 0; iter < 240; iter++ {
		b := bases[iter%len(bases)]
		if b.n == 4 && iter%20 != 0 { // 16×16 formulas are large: 1 state in 20
			b = bases[iter%30]
		}
		side := b.n * b.n
		values, cands := randomState(rng, b.n, b.sol)
		f, err := candcnf.Encode(b.n, values, cands)
		if err != nil {
			t.Fatal(err)
		}
		es := encode.FromCands(b.n, values, cands)
		for range 6 {
			cell, d := rng.IntN(side*side), 1+rng.IntN(side)
			if rng.IntN(2) == 0 { // mostly present candidates
				d = b.sol[cell]
			}
			assert := rng.IntN(2) == 0
			g := f.WithClaim(cell, d, assert)
			sat, model := encode.Solve(&encode.CNF{NumVars: g.NumVars, Clauses: g.Clauses})
			ref := encode.EliminationCNF(es, encode.Cand{Cell: cell, Digit: d})
			if assert {
				ref = encode.AssertionCNF(es, encode.Cand{Cell: cell, Digit: d})
			}
			want, _ := encode.Solve(ref)
			if sat != want {
				t.Fatalf("n=%d values %v cands %v claim cell %d digit %d assert %v: candcnf sat=%v, encode sat=%v",
					b.n, values, cands, cell, d, assert, sat, want)
			}
			if sat {
				sol, ok := g.Grid(model)
				if !ok || !solves(b.n, values, cands, sol) || (sol[cell] == d) == assert {
					t.Fatalf("n=%d: model %v is not a solution of the state against the claim", b.n, sol)
				}
			}
			counts[b2i(assert)][b2i(sat)]++
		}
	}
	for a := range 2 {
		for s := range 2 {
			if counts[a][s] < 60 {
				t.Fatalf("too few cases [assert][sat]: %v", counts)
			}
		}
	}
	t.Logf("claims [elimination, assertion] × [unsat, sat]: %v", counts)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// solves checks a grid against the state and the rules, from scratch.
func solves(n int, values []int, cands []uint32, g []int) bool {
	side := n * n
	for cell, d := range g {
		if values[cell] != 0 && values[cell] != d || values[cell] == 0 && cands[cell]>>(d-1)&1 == 0 {
			return false
		}
		for o, e := range g {
			r, c, ro, co := cell/side, cell%side, o/side, o%side
			peer := r == ro || c == co || (r/n == ro/n && c/n == co/n)
			if o != cell && peer && d == e {
				return false
			}
		}
	}
	return true
}
