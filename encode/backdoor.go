package encode

// Singles backdoors (docs/te-backdoors.md §5.6) on the SAT side: the smallest sets of
// cells which, set to their solution values, let unit propagation on the
// Extended encoding (= BRT) decide every cell.

// Backdoor returns the size of the smallest singles backdoors of s (at most
// maxSize cells; else size = maxSize+1 and count = 0), how many there are
// of that size (1 for size 0: the empty set), and the sets themselves as
// candidates (cell, solution digit), cells increasing. solution holds the
// digit of every cell.
func Backdoor(s State, solution []int, maxSize int) (size int, count int, sets [][]Cand) {
	return backdoor(s, solution, maxSize, true)
}

// BackdoorSize is Backdoor without listing the sets.
func BackdoorSize(s State, solution []int, maxSize int) (size int, count int) {
	size, count, _ = backdoor(s, solution, maxSize, false)
	return size, count
}

func backdoor(s State, sol []int, maxSize int, list bool) (int, int, [][]Cand) {
	side := s.check()
	if len(sol) != side*side {
		panic("encode: solution length differs from the grid")
	}
	p := propagatorFor(s.N, Extended)
	defer releasePropagator(s.N, Extended, p)
	if !p.Load(s) {
		return maxSize + 1, 0, nil
	}
	if len(p.trail) == p.nvars {
		return 0, 1, [][]Cand{{}}
	}
	b := &bdSearch{p: p, side: side, list: list, lits: make([]int32, side*side)}
	for cell, d := range sol {
		b.lits[cell] = int32(Var(side, cell, d))
	}
	b.chosen = make([]int, maxSize)
	for k := 1; k <= maxSize; k++ {
		b.k = k
		b.rec(0, 0)
		if b.count > 0 {
			return k, b.count, b.sets
		}
	}
	return maxSize + 1, 0, nil
}

type bdSearch struct {
	p      *Propagator
	side   int
	lits   []int32 // per cell: the literal of its solution value
	chosen []int
	k      int
	count  int
	list   bool
	sets   [][]Cand
}

// rec adds cells in increasing order, only cells still undecided after
// propagating the earlier ones: a decided cell adds nothing, so such a set
// propagates like a smaller one, which was not a backdoor (sizes are tried
// in increasing order). Hence every minimal-size backdoor is met once.
func (b *bdSearch) rec(level, start int) {
	p := b.p
	last := level+1 == b.k
	for c := start; c < len(b.lits); c++ {
		l := b.lits[c]
		if p.val[l] != 0 {
			continue // decided (or, with a wrong solution, excluded)
		}
		m := p.Snapshot()
		ok := p.Assign(int(l))
		b.chosen[level] = c
		switch {
		case !ok: // the solution contradicts the state: no backdoor here
		case last:
			if len(p.trail) == p.nvars {
				b.found()
			}
		default:
			b.rec(level+1, c+1)
		}
		p.Restore(m)
	}
}

func (b *bdSearch) found() {
	b.count++
	if !b.list {
		return
	}
	set := make([]Cand, b.k)
	for i, c := range b.chosen[:b.k] {
		set[i] = CandOf(b.side, int(b.lits[c]))
	}
	b.sets = append(b.sets, set)
}
