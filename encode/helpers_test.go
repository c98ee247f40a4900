package encode

import (
	"encoding/csv"
	"math/bits"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// refCSV reads a reference CSV from $SUDOLAB_REFDATA (default
// /work/shared/data); skips when absent unless SUDOLAB_REQUIRE_REFDATA=1.
func refCSV(t testing.TB, name string) [][]string {
	dir := os.Getenv("SUDOLAB_REFDATA")
	if dir == "" {
		dir = "/work/shared/data"
	}
	f, err := os.Open(filepath.Join(dir, name))
	if err != nil {
		if os.Getenv("SUDOLAB_REQUIRE_REFDATA") == "1" {
			t.Fatalf("reference data required: %v", err)
		}
		t.Skipf("reference data absent (%v); set SUDOLAB_REFDATA", err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// refCSVOpt is refCSV for benchmarks: nil instead of skipping.
func refCSVOpt(b *testing.B, name string) [][]string {
	dir := os.Getenv("SUDOLAB_REFDATA")
	if dir == "" {
		dir = "/work/shared/data"
	}
	f, err := os.Open(filepath.Join(dir, name))
	if err != nil {
		return nil
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		b.Fatal(err)
	}
	return rows
}

// parse81 reads an 81-char 9x9 puzzle, '.' or '0' empty.
func parse81(t testing.TB, s string) []int {
	if len(s) != 81 {
		t.Fatalf("puzzle %q: length %d", s, len(s))
	}
	g := make([]int, 81)
	for i, ch := range s {
		switch {
		case ch == '.' || ch == '0':
		case ch >= '1' && ch <= '9':
			g[i] = int(ch - '0')
		default:
			t.Fatalf("puzzle %q: bad char %q", s, ch)
		}
	}
	return g
}

func atoi(t testing.TB, s string) int {
	v, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// randomSolution returns a valid solved grid: a pattern grid with digits,
// bands, stacks, rows within bands and columns within stacks shuffled.
func randomSolution(rng *rand.Rand, n int) []int {
	side := n * n
	perm := func(k int) []int { return rng.Perm(k) }
	digits := perm(side)
	rows := make([]int, 0, side)
	for _, b := range perm(n) {
		for _, r := range perm(n) {
			rows = append(rows, b*n+r)
		}
	}
	cols := make([]int, 0, side)
	for _, s := range perm(n) {
		for _, c := range perm(n) {
			cols = append(cols, s*n+c)
		}
	}
	g := make([]int, side*side)
	for r := 0; r < side; r++ {
		for c := 0; c < side; c++ {
			rr, cc := rows[r], cols[c]
			g[r*side+c] = digits[(n*(rr%n)+rr/n+cc)%side] + 1
		}
	}
	return g
}

// randomPuzzle keeps each cell of a random solution with probability keep;
// if noise, it also writes a few random digits (possibly contradictory).
func randomPuzzle(rng *rand.Rand, n int, keep float64, noise bool) []int {
	side := n * n
	g := randomSolution(rng, n)
	for i := range g {
		if rng.Float64() >= keep {
			g[i] = 0
		}
	}
	if noise {
		for k := 0; k < 1+rng.Intn(3); k++ {
			g[rng.Intn(side*side)] = 1 + rng.Intn(side)
		}
	}
	return g
}

// peers returns, per cell, the other cells sharing a row, column or block.
func peers(n int) [][]int {
	side := n * n
	ps := make([][]int, side*side)
	for a := range ps {
		for b := range ps {
			ra, ca, rb, cb := a/side, a%side, b/side, b%side
			if a != b && (ra == rb || ca == cb || (ra/n == rb/n && ca/n == cb/n)) {
				ps[a] = append(ps[a], b)
			}
		}
	}
	return ps
}

// nakedClosure is the reference for Minimal-UP, written on cell masks:
// remove candidates seen by values, promote cells with one candidate, until
// fixpoint. conflict: an empty cell or two equal values in a unit.
func nakedClosure(s State) (State, bool) {
	ps := peers(s.N)
	out := s.Clone()
	queue := []int{}
	for c, v := range out.Values {
		if v == 0 && bits.OnesCount32(out.Cands[c]) == 1 {
			out.Values[c] = bits.TrailingZeros32(out.Cands[c]) + 1
			out.Cands[c] = 0
			v = out.Values[c]
		}
		if v != 0 {
			queue = append(queue, c)
		}
	}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		bit := uint32(1) << (out.Values[c] - 1)
		for _, q := range ps[c] {
			if out.Values[q] == out.Values[c] {
				return s, true
			}
			if out.Values[q] != 0 || out.Cands[q]&bit == 0 {
				continue
			}
			out.Cands[q] &^= bit
			switch bits.OnesCount32(out.Cands[q]) {
			case 0:
				return s, true
			case 1:
				out.Values[q] = bits.TrailingZeros32(out.Cands[q]) + 1
				out.Cands[q] = 0
				queue = append(queue, q)
			}
		}
	}
	for c := range out.Values { // a cell emptied without any value (initial state)
		if out.Values[c] == 0 && out.Cands[c] == 0 {
			return s, true
		}
	}
	return out, false
}

func statesEqual(a, b State) bool {
	for i := range a.Values {
		if a.Values[i] != b.Values[i] || a.Cands[i] != b.Cands[i] {
			return false
		}
	}
	return true
}

// countState returns decided cells and candidates left in undecided cells.
func countState(s State) (clues, cands int) {
	for i, v := range s.Values {
		if v != 0 {
			clues++
		} else {
			cands += bits.OnesCount32(s.Cands[i])
		}
	}
	return
}
