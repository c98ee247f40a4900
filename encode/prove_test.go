package encode

import (
	"testing"
)

// wiki is a well-known 9x9 puzzle with a unique solution.
const wiki = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

// brtState returns the Extended-UP closure of a puzzle and its solution.
func brtState(t testing.TB, puzzle string) (State, []int) {
	s, conflict := UPClosure(FromPuzzle(3, parse81(t, puzzle)), Extended)
	if conflict {
		t.Fatal("conflict")
	}
	sat, model := Solve(Encode(s, Extended))
	if !sat {
		t.Fatal("puzzle UNSAT")
	}
	sol, _ := decodeModel(9, model)
	return s, sol
}

// hardState is the initial state of a puzzle that BRT does not solve, so
// that eliminations need search.
const hard = "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75"

func presentCands(s State) []Cand {
	var cs []Cand
	for cell := range s.Values {
		for d := 1; d <= s.Side(); d++ {
			if s.Values[cell] == 0 && s.Present(Cand{cell, d}) {
				cs = append(cs, Cand{cell, d})
			}
		}
	}
	return cs
}

func TestProveAgainstSolution(t *testing.T) {
	s, sol := brtState(t, hard)
	cands := presentCands(s)
	if len(cands) < 100 {
		t.Fatalf("only %d candidates: BRT solved too much", len(cands))
	}
	proofs := ProveAll(s, cands)
	for i, pr := range proofs {
		c := cands[i]
		inSol := sol[c.Cell] == c.Digit
		if pr.Verdict == Valid == inSol {
			t.Fatalf("%+v: verdict %v, in solution %v", c, pr.Verdict, inSol)
		}
		if pr.Verdict == Invalid {
			if !isSolutionOf(s, pr.Counterexample) || pr.Counterexample[c.Cell] != c.Digit {
				t.Fatalf("%+v: bad counterexample %v", c, pr.Counterexample)
			}
		}
		// The hot solver must agree with a fresh one-shot solve.
		if i%10 == 0 {
			if f := proveFresh(s, c); f.Verdict != pr.Verdict {
				t.Fatalf("%+v: fresh %v, prover %v", c, f.Verdict, pr.Verdict)
			}
		}
	}
}

// A state with several solutions: both verdicts occur for one cell, and the
// prover's learned clauses from earlier queries must not leak.
func TestProverMultiSolution(t *testing.T) {
	s := FromPuzzle(2, make([]int, 16))
	p := NewProver(s)
	for round := 0; round < 2; round++ {
		for d := 1; d <= 4; d++ {
			if pr := p.Prove(Cand{0, d}); pr.Verdict != Invalid || pr.Counterexample[0] != d {
				t.Fatalf("empty 4x4, digit %d in cell 0: %+v", d, pr)
			}
		}
	}
	s.Values[0], s.Cands[0] = 1, 0
	p = NewProver(s)
	if pr := p.Prove(Cand{1, 1}); pr.Verdict != Valid || pr.Trivial {
		t.Fatalf("1 seen by value in row, before propagation: %+v", pr)
	}
	if pr := p.Prove(Cand{0, 2}); pr.Verdict != Valid || !pr.Trivial {
		t.Fatalf("absent candidate: %+v", pr)
	}
	if pr := p.Prove(Cand{0, 1}); pr.Verdict != Invalid {
		t.Fatalf("eliminating a value of a consistent state: %+v", pr)
	}
	if pr := p.Prove(Cand{1, 2}); pr.Verdict != Invalid {
		t.Fatalf("after earlier queries: %+v", pr)
	}
}

func TestProveCertifiedRUP(t *testing.T) {
	s, sol := brtState(t, hard)
	checked := 0
	for _, c := range presentCands(s) {
		if sol[c.Cell] == c.Digit {
			continue
		}
		pr := ProveCertified(s, c)
		if pr.Verdict != Valid || len(pr.Certificate) == 0 {
			t.Fatalf("%+v: %+v", c, pr.Verdict)
		}
		cls := EliminationCNF(s, c).Clauses
		if err := CheckRUP(cls, pr.Certificate); err != nil {
			t.Fatalf("%+v: genuine certificate rejected: %v", c, err)
		}
		if len(pr.Certificate) > 2 {
			// Corruption 1: drop the final empty clause.
			if err := CheckRUP(cls, pr.Certificate[:len(pr.Certificate)-1]); err == nil {
				t.Fatalf("%+v: certificate without empty clause accepted", c)
			}
		}
		// Corruption 2: check the certificate against the state without
		// the asserted candidate: a sound checker must reject it, since
		// the state alone is satisfiable.
		if err := CheckRUP(Encode(s, Extended).Clauses, pr.Certificate); err == nil {
			t.Fatalf("%+v: certificate accepted for a satisfiable CNF", c)
		}
		checked++
		if checked == 20 {
			break
		}
	}
	if checked == 0 {
		t.Fatal("no elimination checked")
	}
}

func TestCheckRUPHandmade(t *testing.T) {
	// (a∨b)(¬a∨b)(a∨¬b)(¬a∨¬b) is UNSAT; b is RUP, then the empty clause.
	cls := [][]int{{1, 2}, {-1, 2}, {1, -2}, {-1, -2}}
	if err := CheckRUP(cls, [][]int{{2}, {}}); err != nil {
		t.Fatal(err)
	}
	if err := CheckRUP(cls, [][]int{{}}); err == nil {
		t.Fatal("empty clause is not RUP before b is learned")
	}
	if err := CheckRUP(cls, [][]int{{2}}); err == nil {
		t.Fatal("missing empty clause accepted")
	}
	if err := CheckRUP(cls[:3], [][]int{{2}, {}}); err == nil {
		t.Fatal("satisfiable CNF refuted")
	}
	if err := CheckRUP(cls, [][]int{{3}, {2}, {}}); err == nil {
		t.Fatal("non-RUP lemma 3 accepted")
	}
	if err := CheckRUP([][]int{{1}, {-1}}, [][]int{{}}); err != nil {
		t.Fatalf("root conflict: %v", err)
	}
	if err := CheckRUP([][]int{{1}, {-1}}, nil); err == nil {
		t.Fatal("empty certificate accepted")
	}
}

func TestGlueConcurrentUse(t *testing.T) {
	// Run under -race: the glue must be race-free thanks to gsMu.
	s, _ := brtState(t, hard)
	cands := presentCands(s)[:20]
	want := ProveAll(s, cands)
	done := make(chan []Proof)
	for g := 0; g < 4; g++ {
		go func() { done <- ProveAll(s, cands) }()
	}
	for g := 0; g < 4; g++ {
		got := <-done
		for i := range got {
			if got[i].Verdict != want[i].Verdict {
				t.Fatalf("concurrent verdict differs for %+v", cands[i])
			}
		}
	}
}

// TestProverReset: one prover reset to successive states (those of a
// resolution, then random ones with some candidates removed, solvable or
// not) gives the verdicts of a fresh solve in each.
func TestProverReset(t *testing.T) {
	s, _ := brtState(t, hard)
	p := NewProver(s)
	cands := presentCands(s)
	rng := uint64(1)
	next := func(n int) int { rng = rng*6364136223846793005 + 1442695040888963407; return int(rng>>33) % n }
	verdicts := map[Verdict]int{}
	for round := 0; round < 12; round++ {
		st := s.Clone()
		for k := 0; k < round*4; k++ { // remove candidates: later states are often unsolvable
			c := cands[next(len(cands))]
			st.Cands[c.Cell] &^= 1 << (c.Digit - 1)
		}
		p.Reset(st)
		for i := 0; i < 25; i++ {
			c := cands[next(len(cands))]
			got, want := p.Prove(c), proveFresh(st, c)
			if got.Verdict != want.Verdict || got.Trivial != want.Trivial {
				t.Fatalf("round %d %+v: reset prover %v, fresh %v", round, c, got.Verdict, want.Verdict)
			}
			verdicts[got.Verdict]++
		}
	}
	if verdicts[Valid] == 0 || verdicts[Invalid] == 0 {
		t.Fatalf("verdicts %v: want both", verdicts)
	}
}
