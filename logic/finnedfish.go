package logic

import (
	"fmt"
	"math/bits"
)

// FinnedFishRule is finned (and sashimi) x-wing, swordfish and jellyfish
// (docs/subsets-fish.md, SudoRules' FinnedFish): base lines R_1..R_k, cover lines
// C_1..C_k; all base lines but one have the digit only in cover lines; the
// last one, R_k, has it in cover lines plus at least one fin, all fins in
// one block B that also meets a cover line at R_k. The digit is deleted
// from the cells of B in cover lines outside the base lines (they see every
// fin, and without the fins the fish holds).
type FinnedFishRule struct{}

func (FinnedFishRule) Name() string        { return "finned-fish" }
func (FinnedFishRule) Rank() int           { return RankFinnedFish }
func (FinnedFishRule) HasLevel(k int) bool { return k >= 2 && k <= 4 }

func (FinnedFishRule) Find(_ *Scratch, s *State, k int) (Step, bool) {
	g := s.G
	n := g.N
	for d := 1; d <= g.Side; d++ {
		bit := uint32(1) << uint(d-1)
		for _, byRow := range []bool{true, false} {
			lines, pos := digitLines(s, d, byRow)
			var step Step
			found := combos(len(lines), k, func(idx []int) bool {
				for fi := range idx { // the fin line
					var u uint32
					for j, i := range idx {
						if j != fi {
							u |= pos[i]
						}
					}
					if bits.OnesCount32(u) > k {
						continue
					}
					p := pos[idx[fi]]
					finLine := lines[idx[fi]]
					for t := 0; t < n; t++ { // the stack (or band) holding the fins
						stackMask := (uint32(1)<<uint(n) - 1) << uint(t*n)
						// Candidates of the fin line outside the stack must be covers.
						need := u | (p &^ stackMask)
						if bits.OnesCount32(need) > k {
							continue
						}
						if st, ok := finnedCovers(s, d, bit, byRow, k, idx, lines, fi, finLine, need, p, stackMask); ok {
							step = st
							return true
						}
					}
				}
				return false
			})
			if found {
				return step, true
			}
		}
	}
	return Step{}, false
}

// finnedCovers completes the required cover set with extra lines and
// checks for fins and eliminations; the first success is returned.
func finnedCovers(s *State, d int, bit uint32, byRow bool, k int, idx, lines []int, fi, finLine int, need, p, stackMask uint32) (Step, bool) {
	g := s.G
	var free []int
	for j := 0; j < g.Side; j++ {
		if need&(1<<uint(j)) == 0 {
			free = append(free, j)
		}
	}
	base := map[int]bool{}
	for _, i := range idx {
		base[lines[i]] = true
	}
	var step Step
	found := combos(len(free), k-bits.OnesCount32(need), func(extra []int) bool {
		cover := need
		for _, e := range extra {
			cover |= 1 << uint(free[e])
		}
		fins := p &^ cover
		if fins == 0 || fins&^stackMask != 0 || cover&stackMask == 0 {
			return false
		}
		// B = the block of the fin line and the stack; targets: B ∩ covers, outside base lines.
		var elims []Cand
		n := g.N
		for i := (finLine / n) * n; i < (finLine/n+1)*n; i++ {
			if base[i] {
				continue
			}
			for c := cover & stackMask; c != 0; c &= c - 1 {
				cell := lineCell(g, byRow, i, bits.TrailingZeros32(c))
				if s.Cands[cell]&bit != 0 {
					elims = append(elims, g.Cand(cell, d))
				}
			}
		}
		if len(elims) == 0 {
			return false
		}
		var bl, cl, finCells []int
		for j, i := range idx {
			if j != fi {
				bl = append(bl, lines[i])
			}
		}
		bl = append(bl, finLine)
		for c := cover &^ stackMask; c != 0; c &= c - 1 {
			cl = append(cl, bits.TrailingZeros32(c))
		}
		for c := cover & stackMask; c != 0; c &= c - 1 {
			cl = append(cl, bits.TrailingZeros32(c))
		}
		for f := fins; f != 0; f &= f - 1 {
			finCells = append(finCells, lineCell(g, byRow, finLine, bits.TrailingZeros32(f)))
		}
		in := "rows"
		if !byRow {
			in = "columns"
		}
		sortCands(elims)
		fd := SubsetDetail{Kind: "finned-fish", Digit: d, Base: plus1(bl), Cover: plus1(cl), Fins: finCells, Columns: !byRow}
		step = Step{
			Rule:    fmt.Sprintf("finned-%s-in-%s", fishName[k], in),
			Pattern: fd.Format(g),
			Elims:   elims,
			Detail:  fd,
		}
		return true
	})
	return step, found
}

// Families with subsets (docs/ratings.md §4.1): S+W, S+gW, SFin+W.
func FamilySW() Family    { return FamilyW().With("S+W", SubsetRule{}) }
func FamilySGW() Family   { return FamilyGW().With("S+gW", SubsetRule{}) }
func FamilySFinW() Family { return FamilyW().With("SFin+W", SubsetRule{}, FinnedFishRule{}) }
