package verify

import (
	"sync"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic"
)

// ToSAT converts a logic state into the SAT side's plain representation.
func ToSAT(s *logic.State) encode.State {
	return encode.FromCands(s.G.N, s.Values, s.Cands)
}

// SATCand converts a logic candidate.
func SATCand(g *logic.Geometry, x logic.Cand) encode.Cand {
	return encode.Cand{Cell: g.CellOf(x), Digit: g.DigitOf(x)}
}

// ProveEliminations proves, in the state before a step, that each of the
// step's eliminations is valid (the state plus the candidate is UNSAT).
// Its solvers are kept from call to call (one per grid size in use,
// encode.Prover.Reset to each state): building one costs far more than
// the proofs of a step, and a path proves its steps one after the other.
func ProveEliminations(before *logic.State, elims []logic.Cand) []encode.Proof {
	if len(elims) == 0 {
		return nil
	}
	st := ToSAT(before)
	pool := &provers[st.N]
	p, _ := pool.Get().(*encode.Prover)
	if p == nil {
		p = encode.NewProver(st)
	} else {
		p.Reset(st)
	}
	defer pool.Put(p)
	out := make([]encode.Proof, len(elims))
	for i, x := range elims {
		out[i] = p.Prove(SATCand(before.G, x))
	}
	return out
}

// ProveAssertions proves, in the state before a step, that each value the
// step asserts holds in every solution: the state without it (r1c2≠7) is
// UNSAT.
func ProveAssertions(before *logic.State, values []logic.Cand) []encode.Proof {
	p := encode.NewProver(ToSAT(before))
	out := make([]encode.Proof, len(values))
	for i, x := range values {
		out[i] = p.ProveValue(SATCand(before.G, x))
	}
	return out
}

// provers keeps idle provers by block size N (2..5).
var provers [6]sync.Pool

// HasSolution reports whether the state has a solution (its SAT encoding
// is satisfiable). An unsolvable state makes every elimination "valid"
// vacuously, which is worth saying before listing any.
func HasSolution(s *logic.State) bool {
	sat, _ := encode.Solve(encode.Encode(ToSAT(s), encode.Extended))
	return sat
}
