package encode

import (
	"strconv"
	"strings"
	"sync"

	"github.com/crillab/gophersat/solver"
)

// gsMu serializes every call into gophersat: v1.4.0 keeps a package-level
// buffer (bufLits in learn.go) that concurrent solvers overwrite; see
// PitfallConcurrentSolves. One lock is enough because the buffer is global,
// not per solver.
var gsMu sync.Mutex

// Solve solves cnf with gophersat. model[v-1] is the value of variable v;
// it is nil when the CNF is unsatisfiable.
func Solve(cnf *CNF) (sat bool, model []bool) {
	gsMu.Lock()
	defer gsMu.Unlock()
	s := solver.New(solver.ParseSliceNb(cnf.Clauses, cnf.NumVars))
	if s.Solve() != solver.Sat {
		return false, nil
	}
	return true, s.Model()
}

// SolveCertified is Solve that also returns gophersat's RUP certificate
// (learned clauses in order, ending with the empty clause when UNSAT).
func SolveCertified(cnf *CNF) (sat bool, model []bool, cert [][]int) {
	gsMu.Lock()
	defer gsMu.Unlock()
	s := solver.New(solver.ParseSliceNb(cnf.Clauses, cnf.NumVars))
	ch := make(chan string, 1024)
	done := make(chan [][]int)
	go func() { // the solver blocks on CertChan, so drain it concurrently
		var lemmas [][]int
		for line := range ch {
			lemmas = append(lemmas, parseLemma(line))
		}
		done <- lemmas
	}()
	s.Certified, s.CertChan = true, ch
	st := s.Solve()
	close(ch)
	cert = <-done
	if st == solver.Sat {
		return true, s.Model(), cert
	}
	// ParseSlice already runs unit propagation: if that alone refutes the
	// problem, the solver never emits the final "0". The empty clause is
	// still RUP then, so add it for a uniform certificate.
	if n := len(cert); n == 0 || len(cert[n-1]) != 0 {
		cert = append(cert, []int{})
	}
	return false, nil, cert
}

// parseLemma parses one certificate line "l1 l2 ... 0" (a leading "d "
// marks a deletion, which gophersat does not emit; it is dropped).
func parseLemma(line string) []int {
	f := strings.Fields(line)
	if len(f) > 0 && f[0] == "d" {
		return nil
	}
	lemma := make([]int, 0, len(f))
	for _, x := range f {
		v, err := strconv.Atoi(x)
		if err != nil || v == 0 {
			continue
		}
		lemma = append(lemma, v)
	}
	return lemma
}

// assumingSolver keeps one gophersat solver hot across queries. Its problem
// must contain no unit clauses: Assume drops them (PitfallAssumeOverridesUnits),
// so every fixed literal is passed as an assumption on each call.
type assumingSolver struct{ s *solver.Solver }

func newAssumingSolver(cnf *CNF) *assumingSolver {
	for _, cl := range cnf.Clauses {
		if len(cl) < 2 {
			panic("encode: assuming solver needs a problem without unit or empty clauses")
		}
	}
	gsMu.Lock()
	defer gsMu.Unlock()
	return &assumingSolver{solver.New(solver.ParseSliceNb(cnf.Clauses, cnf.NumVars))}
}

// solve decides the problem under the assumptions lits.
func (a *assumingSolver) solve(lits []int) (sat bool, model []bool) {
	ls := make([]solver.Lit, len(lits))
	for i, l := range lits {
		ls[i] = solver.IntToLit(int32(l))
	}
	gsMu.Lock()
	defer gsMu.Unlock()
	if a.s.Assume(ls) == solver.Unsat {
		return false, nil
	}
	if a.s.Solve() != solver.Sat {
		return false, nil
	}
	return true, a.s.Model()
}
