package encode

import "fmt"

// Verdict is the outcome of proving an elimination.
type Verdict int

const (
	// Invalid: some solution of the state has the candidate; the
	// elimination would be unsound.
	Invalid Verdict = iota
	// Valid: the state plus the candidate is UNSAT, so removing it is sound.
	Valid
)

func (v Verdict) String() string {
	if v == Valid {
		return "valid"
	}
	return "invalid"
}

// Proof is the result of proving the elimination of Cand from a state
// (Prove), or its assertion (ProveValue).
type Proof struct {
	Cand    Cand
	Verdict Verdict
	// Trivial: the candidate is already absent from the state, so the
	// elimination is valid without solving.
	Trivial bool
	// Counterexample (Invalid only): a full solution grid of the state in
	// which Cand holds (ProveValue: in which it does not).
	Counterexample []int
	// Certificate (ProveCertified only, Valid and not Trivial): RUP lemmas
	// ending with the empty clause, checkable with
	// CheckRUP(EliminationCNF(s, Cand).Clauses, Certificate).
	Certificate [][]int
}

// EliminationCNF is the problem whose unsatisfiability proves that removing
// c from s is sound: the Extended encoding of s plus the unit clause c.
func EliminationCNF(s State, c Cand) *CNF {
	cnf := Encode(s, Extended)
	cnf.Clauses = append(cnf.Clauses, []int{Var(s.Side(), c.Cell, c.Digit)})
	return cnf
}

// AssertionCNF is the problem whose unsatisfiability proves that c holds in
// every solution of s: the Extended encoding of s plus the unit clause ¬c.
func AssertionCNF(s State, c Cand) *CNF {
	cnf := Encode(s, Extended)
	cnf.Clauses = append(cnf.Clauses, []int{-Var(s.Side(), c.Cell, c.Digit)})
	return cnf
}

// Prover proves many eliminations in one state. It keeps one gophersat
// solver on the unit-free Extended encoding and passes the state's literals
// and the target together as assumptions, which is both faster than a fresh
// solve and immune to PitfallAssumeOverridesUnits.
type Prover struct {
	st   State
	side int
	lits []int // state literals; the target is appended per query
	as   *assumingSolver
}

// NewProver binds a prover to s (copied).
func NewProver(s State) *Prover {
	side := s.check()
	return &Prover{st: s.Clone(), side: side, lits: StateLits(s), as: newAssumingSolver(Grid(s.N, Extended))}
}

// Reset binds the prover to another state s (copied) of the same size,
// keeping its solver and what it has learned: the solver's problem is the
// grid's encoding alone (the state is passed as assumptions), so every
// clause it learned holds in every state. A path of many steps is proven
// with one solver instead of one per step.
func (p *Prover) Reset(s State) {
	if side := s.check(); side != p.side {
		panic(fmt.Sprintf("encode: Reset to a %dx%d state, prover built for %dx%d", side, side, p.side, p.side))
	}
	p.st = s.Clone()
	p.lits = StateLits(s)
}

func (p *Prover) checkCand(c Cand) {
	if c.Cell < 0 || c.Cell >= p.side*p.side || c.Digit < 1 || c.Digit > p.side {
		panic(fmt.Sprintf("encode: candidate %+v out of range", c))
	}
}

// Prove decides whether eliminating c from the prover's state is sound.
func (p *Prover) Prove(c Cand) Proof {
	p.checkCand(c)
	if !p.st.Present(c) {
		return Proof{Cand: c, Verdict: Valid, Trivial: true}
	}
	lits := p.lits
	if p.st.Values[c.Cell] != c.Digit { // a value is already among the lits
		lits = append(lits[:len(lits):len(lits)], Var(p.side, c.Cell, c.Digit))
	}
	sat, model := p.as.solve(lits)
	return p.verdict(c, sat, model)
}

func (p *Prover) verdict(c Cand, sat bool, model []bool) Proof {
	if !sat {
		return Proof{Cand: c, Verdict: Valid}
	}
	grid, _ := decodeModel(p.side, model)
	return Proof{Cand: c, Verdict: Invalid, Counterexample: grid}
}

// ProveValue decides whether asserting c (r1c2=7) in the prover's state is
// sound: the state plus the negation of c is UNSAT, i.e. the elimination
// r1c2≠7 is refuted. Trivial when c is already the cell's value.
func (p *Prover) ProveValue(c Cand) Proof {
	p.checkCand(c)
	if p.st.Values[c.Cell] == c.Digit {
		return Proof{Cand: c, Verdict: Valid, Trivial: true}
	}
	lits := append(p.lits[:len(p.lits):len(p.lits)], -Var(p.side, c.Cell, c.Digit))
	sat, model := p.as.solve(lits)
	return p.verdict(c, sat, model)
}

// Prove decides whether eliminating cand from s is sound (see Prover).
func Prove(s State, cand Cand) Proof { return NewProver(s).Prove(cand) }

// ProveAll proves every candidate of cands in s with one Prover.
func ProveAll(s State, cands []Cand) []Proof {
	p := NewProver(s)
	out := make([]Proof, len(cands))
	for i, c := range cands {
		out[i] = p.Prove(c)
	}
	return out
}

// ProveCertified is Prove with a fresh solver on EliminationCNF(s, cand)
// (units as clauses: gophersat would write assumptions into the certificate
// as if they were lemmas), returning gophersat's RUP certificate when Valid.
func ProveCertified(s State, cand Cand) Proof {
	p := &Prover{st: s, side: s.check()}
	p.checkCand(cand)
	if !s.Present(cand) {
		return Proof{Cand: cand, Verdict: Valid, Trivial: true}
	}
	sat, model, cert := SolveCertified(EliminationCNF(s, cand))
	pr := p.verdict(cand, sat, model)
	if !sat {
		pr.Certificate = cert
	}
	return pr
}

// proveFresh is the one-shot alternative to Prover (encode with units,
// fresh solver per query), kept to cross-check and benchmark Prover.
func proveFresh(s State, cand Cand) Proof {
	p := &Prover{st: s, side: s.check()}
	if !s.Present(cand) {
		return Proof{Cand: cand, Verdict: Valid, Trivial: true}
	}
	sat, model := Solve(EliminationCNF(s, cand))
	return p.verdict(cand, sat, model)
}

// decodeModel turns a model (model[v-1]) into a grid: the digit of each cell,
// ok=false if some cell has zero or several true digits.
func decodeModel(side int, model []bool) (grid []int, ok bool) {
	grid = make([]int, side*side)
	ok = true
	for cell := range grid {
		for d := 1; d <= side; d++ {
			if v := Var(side, cell, d); v <= len(model) && model[v-1] {
				if grid[cell] != 0 {
					ok = false
				}
				grid[cell] = d
			}
		}
		if grid[cell] == 0 {
			ok = false
		}
	}
	return grid, ok
}

// isSolutionOf reports whether grid is a valid complete Sudoku that agrees
// with every value and candidate of s.
func isSolutionOf(s State, grid []int) bool {
	side := s.Side()
	for cell, d := range grid {
		if d < 1 || d > side || !s.Present(Cand{cell, d}) {
			return false
		}
	}
	for _, u := range units(s.N) {
		var seen uint32
		for _, cell := range u {
			seen |= 1 << (grid[cell] - 1)
		}
		if seen != 1<<side-1 {
			return false
		}
	}
	return true
}
