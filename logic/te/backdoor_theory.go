package te

import "github.com/sudolab/sudolab/logic"

// T-backdoors (docs/te-backdoors.md §5.6, for any theory T): a set of
// cells which, filled with their solution values, lets T solve the
// puzzle. Singles backdoors are the case T = BRT.

// TheoryBackdoors finds the smallest T-backdoors of s (at most maxSize
// cells) for theory th, given the unique solution sol; with list it also
// returns them. For BRT it is Backdoors (the fast propagation of singles).
//
// "T solves s plus P" means th.Close, run on s with the cells of P
// asserted, reaches a solved state: for the families that are not
// confluent (W, gW, S+W, docs/ratings.md §4.4) that is the simplest-first
// strategy's closure, as in the ratings.
//
// Pruning uses only BRT, which every theory's closure starts with and which
// is confluent: a cell already decided in the BRT closure of s plus P adds
// nothing (the closure of s plus P plus that cell is the same state, so T
// reaches the same result), hence sets containing it are never smallest.
func TheoryBackdoors(s *logic.State, th logic.Theory, sol []uint8, maxSize int, list bool) BackdoorResult {
	if th == logic.BRTTheory {
		return Backdoors(s, sol, maxSize, list)
	}
	return theoryBackdoors(s, th, sol, maxSize, list)
}

func theoryBackdoors(s *logic.State, th logic.Theory, sol []uint8, maxSize int, list bool) BackdoorResult {
	g := s.G
	root := s.Clone()
	if root.BRT() == logic.Contradiction {
		return BackdoorResult{}
	}
	switch th.Close(root.Clone()) {
	case logic.Solved:
		r := BackdoorResult{Size: 0, Found: true, Count: 1}
		if list {
			r.Sets = [][]logic.Cand{{}}
		}
		return r
	case logic.Contradiction:
		return BackdoorResult{}
	}
	chosen := make([]int, 0, maxSize)
	for k := 1; k <= maxSize; k++ {
		res := BackdoorResult{Size: k, Found: true}
		var rec func(cur *logic.State, start int)
		rec = func(cur *logic.State, start int) {
			for c := start; c < g.NCells; c++ {
				if cur.Values[c] != 0 {
					continue
				}
				next := cur.Clone()
				next.Assert(c, int(sol[c]))
				st := next.BRT()
				chosen = append(chosen, c)
				if len(chosen) == k {
					if st == logic.Open {
						st = th.Close(next)
					}
					if st == logic.Solved {
						res.Count++
						if list {
							set := make([]logic.Cand, k)
							for i, cc := range chosen {
								set[i] = g.Cand(cc, int(sol[cc]))
							}
							res.Sets = append(res.Sets, set)
						}
					}
				} else if st == logic.Open {
					rec(next, c+1)
				}
				chosen = chosen[:len(chosen)-1]
			}
		}
		rec(root, 0)
		if res.Count > 0 {
			return res
		}
	}
	return BackdoorResult{Size: maxSize}
}
