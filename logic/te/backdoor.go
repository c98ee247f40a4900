package te

import (
	"context"
	"strings"

	"github.com/sudolab/sudolab/logic"
)

// Singles backdoors (docs/te-backdoors.md §5.6): a set of cells which, filled with
// their solution values, lets BRT solve the puzzle.

// BackdoorResult is the outcome of a backdoor search.
type BackdoorResult struct {
	Size  int            // b: the size of the smallest backdoors (valid when Found)
	Found bool           // false: none of size ≤ the bound
	Count int            // number of backdoors of size b (1 when b = 0: the empty set)
	Sets  [][]logic.Cand // the backdoors as solution candidates, when listed
}

// Backdoors finds the smallest singles backdoors of s (at most maxSize
// cells) given its unique solution; with list, it also returns them.
//
// Only cells undecided in the BRT closure are tried, and a cell is added to
// a partial set only if it is still undecided in the closure of that set:
// otherwise the set's closure equals that of a smaller set, which is not a
// backdoor (smaller sizes were already exhausted). Closures are built
// incrementally (BRT is confluent: closure(P ∪ {a}) = closure(closure(P) ∪ {a})).
//
// maxSize < 0 is taken as 0.
func Backdoors(s *logic.State, sol []uint8, maxSize int, list bool) BackdoorResult {
	r, _ := BackdoorsContext(context.Background(), s, sol, maxSize, list)
	return r
}

// BackdoorsContext is Backdoors stopped when ctx is done: it then returns
// ctx's error (and the result of the sizes fully searched: not Found).
func BackdoorsContext(ctx context.Context, s *logic.State, sol []uint8, maxSize int, list bool) (BackdoorResult, error) {
	maxSize = max(maxSize, 0)
	g := s.G
	p := newBprop(g)
	bd := &bdSearch{p: p, sol: sol, list: list, g: g, ctx: ctx}
	for i := 0; i <= maxSize; i++ {
		bd.slots = append(bd.slots, p.newState())
	}
	bd.chosen = make([]int, maxSize+1)
	switch p.load(bd.slots[0], s) {
	case logic.Solved:
		r := BackdoorResult{Size: 0, Found: true, Count: 1}
		if list {
			r.Sets = [][]logic.Cand{{}}
		}
		return r, nil
	case logic.Contradiction:
		return BackdoorResult{}, nil
	}
	for k := 1; k <= maxSize; k++ {
		bd.k = k
		bd.rec(0, 0)
		if bd.err != nil {
			return BackdoorResult{Size: k - 1}, bd.err
		}
		if bd.count > 0 {
			return BackdoorResult{Size: k, Found: true, Count: bd.count, Sets: bd.sets}, nil
		}
	}
	return BackdoorResult{Size: maxSize}, nil
}

type bdSearch struct {
	g      *logic.Geometry
	p      *bprop
	sol    []uint8
	slots  []*bstate
	chosen []int
	k      int
	count  int
	list   bool
	sets   [][]logic.Cand
	ctx    context.Context
	polls  int
	err    error // ctx's error once the search stopped
}

func (bd *bdSearch) rec(level, start int) {
	cur, next := bd.slots[level], bd.slots[level+1]
	last := level+1 == bd.k
	for c := start; c < len(cur.values); c++ {
		if cur.values[c] != 0 {
			continue
		}
		if bd.polls++; bd.polls%256 == 0 && bd.err == nil {
			bd.err = bd.ctx.Err()
		}
		if bd.err != nil {
			return
		}
		next.copyFrom(cur)
		st := bd.p.assert(next, c, int(bd.sol[c]))
		bd.chosen[level] = c
		if last {
			if st == logic.Solved {
				bd.found()
			}
			continue
		}
		if st == logic.Open {
			bd.rec(level+1, c+1)
		}
	}
}

func (bd *bdSearch) found() {
	bd.count++
	if !bd.list {
		return
	}
	set := make([]logic.Cand, bd.k)
	for i, c := range bd.chosen[:bd.k] {
		set[i] = bd.g.Cand(c, int(bd.sol[c]))
	}
	bd.sets = append(bd.sets, set)
}

// FormatBackdoor prints a backdoor as "r4c8=7 r6c2=5".
func FormatBackdoor(g *logic.Geometry, set []logic.Cand) string {
	parts := make([]string, len(set))
	for i, x := range set {
		parts[i] = g.FormatValue(x)
	}
	return strings.Join(parts, " ")
}
