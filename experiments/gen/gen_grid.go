package gen

import (
	"math"
	"math/bits"
	"math/rand/v2"

	"github.com/sudolab/sudolab/logic"
)

// WeightedGrid is a complete grid with its importance weight.
type WeightedGrid struct {
	Cells []uint8
	// Log10Weight is log10 of 1/q(G), where q(G) is the probability that
	// SequentialGrid produces G in one attempt. Weighting each sample by
	// 10^Log10Weight (normalised over the sample) turns averages over
	// sampled grids into unbiased-in-the-limit (self-normalised importance
	// sampling) estimates of averages over all grids, i.e. over uniformly
	// random grids.
	Log10Weight float64
	Attempts    int // attempts, the failed ones included (dead ends)
}

// SequentialGrid samples a complete grid without backtracking: apply BRT,
// pick the first cell with the fewest candidates, choose one of its k
// candidates uniformly, repeat; a contradiction restarts from the empty
// grid. Because the path to a grid is determined by the grid, the
// probability of G in one attempt is q(G) = Π 1/k_i along its path, which
// gives the exact importance weight 1/q(G).
//
// Why not plain randomised backtracking (RandomGrid): its output
// probabilities depend on the failed branches explored, so neither are they
// uniform nor can they be computed. UniformGrid samples exactly uniformly
// but about 500 times slower; this sampler with its weights serves where
// grids are needed in bulk (the controlled-bias generator).
func SequentialGrid(rng *rand.Rand, n int) WeightedGrid {
	g := logic.Geom(n)
	for attempts := 1; ; attempts++ {
		s := logic.NewState(g)
		logw := 0.0
		for {
			st := s.BRT()
			if st == logic.Contradiction {
				break
			}
			if st == logic.Solved {
				return WeightedGrid{Cells: append([]uint8(nil), s.Values...), Log10Weight: logw, Attempts: attempts}
			}
			best, bestN := -1, 99
			for cell, m := range s.Cands {
				if c := bits.OnesCount32(m); m != 0 && c < bestN {
					best, bestN = cell, c
				}
			}
			logw += math.Log10(float64(bestN))
			k := rng.IntN(bestN)
			m := s.Cands[best]
			for ; k > 0; k-- {
				m &= m - 1
			}
			s.Assert(best, bits.TrailingZeros32(m)+1)
		}
	}
}

// GridLog10Weight replays SequentialGrid's path to a complete grid and
// returns its log10 weight log10(1/q(G)) (for checks and for weighting
// grids from elsewhere by the same rule).
func GridLog10Weight(n int, cells []uint8) float64 {
	s := logic.NewState(logic.Geom(n))
	logw := 0.0
	for s.BRT() == logic.Open {
		best, bestN := -1, 99
		for cell, m := range s.Cands {
			if c := bits.OnesCount32(m); m != 0 && c < bestN {
				best, bestN = cell, c
			}
		}
		logw += math.Log10(float64(bestN))
		s.Assert(best, int(cells[best]))
	}
	return logw
}
