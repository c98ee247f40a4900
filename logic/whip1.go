package logic

// Whip1Rule is whip[1] = locked candidates (docs/chains.md §2.3, docs/model.md §1.6): an rn, cn
// or bn variable whose current candidates all lie in one segment; every
// candidate g-linked to that segment is eliminated. whip[1] = braid[1] =
// g-whip[1] = g-braid[1]; all its targets are eliminated at once.
type Whip1Rule struct{}

func (Whip1Rule) Name() string        { return "whip[1]" }
func (Whip1Rule) Rank() int           { return RankWhip }
func (Whip1Rule) HasLevel(k int) bool { return k == 1 }

// Find returns the whip[1] whose lowest target is lowest (ties: lowest
// variable index).
func (Whip1Rule) Find(sc *Scratch, s *State, k int) (Step, bool) {
	if k != 1 {
		return Step{}, false
	}
	g := s.G
	gg := g.gg()
	// most rounds have none: the bit-parallel pass (the same set of
	// eliminations, whip1_bits.go) says so at a fraction of the cost
	if sc != nil {
		lt := sc.layerTrial(g)
		if lt.elims = Whip1Eliminations(s, lt.elims[:0]); len(lt.elims) == 0 {
			return Step{}, false
		}
	}
	best, bestVar, bestSeg, bestMin := -1, -1, -1, Cand(g.NCands)
	eachWhip1(s, func(v, gi int) {
		for _, y := range gg.links[gi] {
			if s.Has(y) {
				if y < bestMin {
					best, bestVar, bestSeg, bestMin = v, v, gi, y
				}
				break
			}
		}
	})
	if best < 0 {
		return Step{}, false
	}
	p := &ChainPattern{Kind: KindWhip1}
	var first Cand = NoCand
	for _, x := range g.varCands[bestVar] {
		if s.Has(x) {
			first = x
			break
		}
	}
	p.Cells = []ChainCell{{Var: bestVar, LLC: first, RLC: NoCand, GRLC: -1}}
	for _, y := range gg.links[bestSeg] {
		if s.Has(y) {
			p.Targets = append(p.Targets, y)
		}
	}
	return p.Step(g), true
}

// eachWhip1 calls fn for every non-solved rn, cn or bn variable v whose
// current candidates (at least two) all lie in one segment, g-label gi.
func eachWhip1(s *State, fn func(v, gi int)) {
	g := s.G
	gg := g.gg()
	var xs [32]Cand
	for v := g.Side * g.Side; v < g.NVars; v++ {
		n := 0
		solved := false
		for _, x := range g.varCands[v] {
			if s.Has(x) {
				xs[n] = x
				n++
			} else if s.IsValue(x) {
				solved = true
				break
			}
		}
		if solved || n < 2 {
			continue
		}
		if gi := gg.segmentOf(g, v, xs[:n]); gi >= 0 {
			fn(v, gi)
		}
	}
}
