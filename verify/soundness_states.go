package verify

import (
	"encoding/csv"
	"math/rand/v2"
	"os"
	"path/filepath"

	"github.com/sudolab/sudolab/internal/refdata"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// SoundnessSeeds are the puzzles whose BRT states open every stream:
// ocean-2007-05-29-1 and Easter Monster (the naive fishy-cycle
// counterexamples FC-U1/FC-U2 of docs/fishy-cycles.md §7.5), FC-1 and the docs/test-cases.md §11.6
// puzzles.
var SoundnessSeeds = []string{
	"001000200030000040500030006000107000040000080000902000300000008060050030002000700",
	"100000002090400050006000700050903000000070000000850040700000600030009080002000001",
	"...7..14..7......8.....8....1...2..334..9.6..6..1...2...3....6..9..653....5.3.91.",
	"3..5....2.5.2...1.....36.....59.7.31..9...4..23.8.46.....79.....7...8.4.8....2..9",
	"5..7....3.3.4...6.....36.....45.1.29..9...4..68.9.27.....27.....1...3.5.7....5..4",
}

// ReferencePuzzles reads the puzzle column of cbg-000.csv from the
// reference data (refdata.Locate); nil if it is not found.
func ReferencePuzzles() []string {
	dir, ok := refdata.Locate()
	if !ok {
		return nil
	}
	return ReferencePuzzlesIn(dir)
}

// ReferencePuzzlesIn reads the puzzle column of cbg-000.csv in the
// reference-data directory dir; nil if it is not found.
func ReferencePuzzlesIn(dir string) []string {
	f, err := os.Open(filepath.Join(dir, "cbg-000.csv"))
	if err != nil {
		return nil
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil || len(rows) < 2 {
		return nil
	}
	col := -1
	for i, h := range rows[0] {
		if h == "puzzle" {
			col = i
		}
	}
	if col < 0 {
		return nil
	}
	var out []string
	for _, r := range rows[1:] {
		out = append(out, r[col])
	}
	return out
}

// State kinds of the stream.
const (
	KindSeed   = "seed"   // BRT state of a SoundnessSeeds puzzle
	KindBRT    = "brt"    // BRT state of a reference or generated puzzle
	KindElims  = "elims"  // the same with random valid eliminations
	KindNearPM = "nearpm" // random pencil marks around a solution grid
	KindRandPM = "randpm" // arbitrary random pencil marks (mostly unsolvable)
)

// streamState builds state i of the stream (rng is PCG(seed, i)).
func (cfg *SoundnessConfig) streamState(i int, rng *rand.Rand) (*logic.State, string) {
	if i < len(SoundnessSeeds) {
		s, _ := brtOf(SoundnessSeeds[i])
		return s, KindSeed
	}
	r := rng.IntN(100)
	if r >= 85 {
		return randomPM(rng), KindRandPM
	}
	s, sol := cfg.randomPuzzle(rng)
	if s == nil {
		return randomPM(rng), KindRandPM
	}
	switch {
	case r < 35:
		return s, KindBRT
	case r < 70:
		applyValidElims(rng, s, sol)
		return s, KindElims
	}
	return nearPM(rng, s.G, sol), KindNearPM
}

func brtOf(p string) (*logic.State, []uint8) {
	pg, err := puzzle.ParseLine(p)
	if err != nil {
		return nil, nil
	}
	s, err := logic.FromGrid(pg)
	if err != nil {
		return nil, nil
	}
	n, sol := logic.CountSolutions(s, 1)
	if n != 1 || s.BRT() == logic.Contradiction {
		return nil, nil
	}
	return s, sol
}

// randomPuzzle is the BRT state of a reference puzzle or (half the time,
// or always without reference data) a generated one, and its solution.
func (cfg *SoundnessConfig) randomPuzzle(rng *rand.Rand) (*logic.State, []uint8) {
	if len(cfg.TridReference) > 0 && rng.IntN(2) == 0 { // verify/soundness_trid.go
		return brtOf(cfg.TridReference[rng.IntN(len(cfg.TridReference))])
	}
	if len(cfg.Reference) > 0 && (cfg.Generate == nil || rng.IntN(2) == 0) {
		return brtOf(cfg.Reference[rng.IntN(len(cfg.Reference))])
	}
	if cfg.Generate == nil {
		return nil, nil
	}
	return brtOf(cfg.Generate(rng).String())
}

// applyValidElims removes a random fraction of the candidates that are not
// in the solution, then (half the time) closes under BRT.
func applyValidElims(rng *rand.Rand, s *logic.State, sol []uint8) {
	g := s.G
	p := 0.05 + 0.5*rng.Float64()
	for x := logic.Cand(0); int(x) < g.NCands; x++ {
		if s.Has(x) && int(sol[g.CellOf(x)]) != g.DigitOf(x) && rng.Float64() < p {
			s.Eliminate(x)
		}
	}
	if rng.IntN(2) == 0 {
		s.BRT()
	}
}

// nearPM keeps each non-solution candidate with probability p, and
// sometimes drops a few solution candidates (then usually unsolvable).
func nearPM(rng *rand.Rand, g *logic.Geometry, sol []uint8) *logic.State {
	s := logic.NewState(g)
	p := 0.2 + 0.7*rng.Float64()
	drop := 0
	if rng.IntN(4) == 0 {
		drop = 1 + rng.IntN(3)
	}
	for cell := range s.Cands {
		m := uint32(1) << (sol[cell] - 1)
		for d := 1; d <= g.Side; d++ {
			if d != int(sol[cell]) && rng.Float64() < p {
				m |= 1 << (d - 1)
			}
		}
		s.Cands[cell] = m
	}
	for ; drop > 0; drop-- {
		cell := rng.IntN(g.NCells)
		if s.Cands[cell]&(s.Cands[cell]-1) != 0 {
			s.Cands[cell] &^= 1 << (sol[cell] - 1)
		}
	}
	return s
}

// randomPM keeps each of the 729 candidates with a random probability.
func randomPM(rng *rand.Rand) *logic.State {
	s := logic.NewState(logic.Geom(3))
	p := 0.3 + 0.65*rng.Float64()
	for cell := range s.Cands {
		var m uint32
		for d := 1; d <= 9; d++ {
			if rng.Float64() < p {
				m |= 1 << (d - 1)
			}
		}
		s.Cands[cell] = m
	}
	return s
}
