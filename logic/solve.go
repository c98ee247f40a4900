package logic

import (
	"errors"
	"math/bits"

	"github.com/sudolab/sudolab/puzzle"
)

// Validity errors: a puzzle is valid iff it has exactly one solution.
var (
	ErrNoSolution        = errors.New("no solution")
	ErrMultipleSolutions = errors.New("several solutions")
)

// CountSolutions counts the completions of s (without modifying s), up to
// limit; it returns the count and the first solution found (nil if none).
// Propagation is BRT; branching is on a cell with fewest candidates.
func CountSolutions(s *State, limit int) (int, []uint8) {
	var first []uint8
	count := 0
	// One preallocated state per depth avoids allocation in the search.
	stack := []*State{s.Clone()}
	var rec func(depth int) bool
	rec = func(depth int) bool {
		cur := stack[depth]
		switch cur.BRT() {
		case Contradiction:
			return false
		case Solved:
			count++
			if first == nil {
				first = append([]uint8(nil), cur.Values...)
			}
			return count >= limit
		}
		best, bestN := -1, 99
		for cell, m := range cur.Cands {
			if m != 0 {
				if n := bits.OnesCount32(m); n < bestN {
					best, bestN = cell, n
					if n == 2 {
						break
					}
				}
			}
		}
		if depth+1 == len(stack) {
			stack = append(stack, cur.Clone())
		}
		next := stack[depth+1]
		for m := cur.Cands[best]; m != 0; m &= m - 1 {
			next.CopyFrom(cur)
			next.Assert(best, bits.TrailingZeros32(m)+1)
			if rec(depth + 1) {
				return true
			}
		}
		return false
	}
	rec(0)
	return count, first
}

// Solve checks that a parsed puzzle or state is valid and returns its
// unique solution (digits per cell). The error says why it is invalid:
// ErrContradictoryGivens, ErrNoSolution or ErrMultipleSolutions.
func Solve(pg *puzzle.Grid) ([]uint8, error) {
	s, err := FromGrid(pg)
	if err != nil {
		return nil, err
	}
	n, sol := CountSolutions(s, 2)
	switch {
	case n == 0:
		return nil, ErrNoSolution
	case n > 1:
		return nil, ErrMultipleSolutions
	}
	return sol, nil
}
