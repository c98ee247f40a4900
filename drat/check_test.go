package drat

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// square is the unsatisfiable formula of all four clauses over x1, x2.
const square = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n"

// cube is the formula of all eight clauses over x1, x2, x3.
const cube = `c every sign pattern of 1 2 3
p cnf 3 8
1 2 3 0
1 2 -3 0
1 -2 3 0
1 -2 -3 0
-1 2 3 0
-1 2 -3 0
-1 -2 3 0
-1 -2 -3 0
`

func check(t *testing.T, cnf, proof string) (Result, error) {
	t.Helper()
	f, err := ReadDIMACS(strings.NewReader(cnf))
	if err != nil {
		t.Fatalf("ReadDIMACS: %v", err)
	}
	return Check(f, strings.NewReader(proof))
}

func accept(t *testing.T, cnf, proof string) Result {
	t.Helper()
	res, err := check(t, cnf, proof)
	if err != nil {
		t.Fatalf("proof %q rejected: %v", proof, err)
	}
	return res
}

// reject checks that the proof fails at the given step with a reason
// containing want.
func reject(t *testing.T, cnf, proof string, step int, want string) {
	t.Helper()
	_, err := check(t, cnf, proof)
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("proof %q: got %v, want a rejection", proof, err)
	}
	if e.Step != step || !strings.Contains(e.Reason, want) {
		t.Fatalf("proof %q: rejected at step %d (%s), want step %d (%q)", proof, e.Step, e.Reason, step, want)
	}
}

func TestRUPProofs(t *testing.T) {
	accept(t, square, "1 0\n0\n")
	// The cube needs all three lemmas: without "1 0", "2 0" is still RUP
	// (through "1 2") but the empty clause is not.
	res := accept(t, cube, "1 2 0\n1 0\n2 0\n0\n")
	if res.Lemmas != 4 || res.RAT != 0 {
		t.Fatalf("result %+v", res)
	}
	// Comments, blank lines and a lemma split over lines are fine.
	accept(t, cube, "c learned\n1 2\n 0\n\n1 0 2 0\r\n0\n")
	// Duplicate literals and tautologies are lemmas too.
	accept(t, square, "1 1 0\n2 -2 0\n0\n")
	// A formula that holds the empty clause is refuted by "0" at once.
	accept(t, "p cnf 1 2\n1 0\n0\n", "0\n")
	// Unit propagation alone refutes this formula.
	accept(t, "p cnf 1 2\n1 0\n-1 0\n", "0\n")
}

// The corrupted proofs of the issue: a dropped lemma, an altered literal, a
// missing empty clause, a bad RAT lemma; each is rejected where it fails.
func TestCorruptedProofsRejected(t *testing.T) {
	reject(t, cube, "1 2 0\n2 0\n0\n", 3, "empty clause is not RUP")               // dropped "1 0"
	reject(t, cube, "1 2 0\n1 0\n2 3 0\n0\n", 4, "empty clause is not RUP")        // "2 0" altered to "2 3 0"
	reject(t, square, "1 0\n", 0, "no empty clause")                               // missing empty clause
	reject(t, square, "", 0, "no empty clause")                                    // empty proof
	reject(t, "p cnf 2 2\n1 2 0\n-1 -2 0\n", "1 0\n0\n", 1, "neither RUP nor RAT") // bad RAT: resolvent 1 -2 is not AT
	// Altered literal: in (1 2)(-2 3)(-3 1), "1 0" is RUP, "-1 0" neither
	// RUP nor RAT on -1 (the resolvent -1 2 with 1 2 is not AT).
	cycle := "p cnf 3 3\n1 2 0\n-2 3 0\n-3 1 0\n"
	reject(t, cycle, "1 0\n", 0, "no empty clause")
	reject(t, cycle, "-1 0\n", 1, "neither RUP nor RAT on -1")
	// A lemma the formula does not imply by unit propagation, whose first
	// literal is not a RAT pivot either (-1 would be).
	reject(t, "p cnf 3 3\n1 2 0\n-2 3 0\n-3 1 0\n", "1 0\n2 0\n0\n", 2, "neither RUP nor RAT")
}

func TestRAT(t *testing.T) {
	// A fresh variable: no clause holds ¬3, so "3 0" is RAT (not RUP).
	res := accept(t, square, "3 0\n1 0\n0\n")
	if res.RAT != 1 {
		t.Fatalf("RAT lemmas %d, want 1", res.RAT)
	}
	// Extended resolution: 4 ↔ (1 ∧ 2) defined by three RAT lemmas on 4/-4.
	accept(t, cube, "-4 1 0\n-4 2 0\n4 -1 -2 0\n1 2 0\n1 0\n2 0\n0\n")
	// The pivot is the first literal as written: with (-2 3), "1 2" is RAT
	// on 1 (no clause holds -1) but "2 1" is not RAT on 2 (the resolvent
	// 1 2 3 is not AT), and neither is RUP.
	f := "p cnf 3 1\n-2 3 0\n"
	reject(t, f, "1 2 0\n", 0, "no empty clause") // step 1 accepted
	reject(t, f, "2 1 0\n", 1, "neither RUP nor RAT on 2")
}

func TestDeletions(t *testing.T) {
	res := accept(t, square, "1 0\nd 1 2 0\nd -2 1 0\n0\n")
	if res.Deletions != 2 {
		t.Fatalf("result %+v", res)
	}
	// Once -1 -2 is deleted, "1 0" is RAT on 1 (no clause holds -1), and
	// the proof fails only at its empty clause.
	f := "p cnf 2 2\n1 2 0\n-1 -2 0\n"
	reject(t, f, "d -2 -1 0\n1 0\n0\n", 3, "empty clause is not RUP")
	reject(t, f, "1 0\n", 1, "neither RUP nor RAT") // the same lemma without the deletion
	reject(t, f, "d 1 -2 0\n0\n", 1, "not in the database")
	// One deletion removes one copy: the second deletion of 1 2 fails.
	reject(t, f, "d 1 2 0\nd 2 1 0\n0\n", 2, "not in the database")
	// A deleted unit no longer propagates (drat-trim would ignore it).
	reject(t, "p cnf 2 3\n1 0\n-1 2 0\n-2 -1 0\n", "d 1 0\n0\n", 2, "empty clause is not RUP")
}

func TestMalformedInput(t *testing.T) {
	for _, tc := range []struct{ cnf, want string }{
		{"1 2 0\n", "before the \"p cnf\" header"},
		{"p cnf 2 1\n1 3 0\n", "beyond the header's 2 variables"},
		{"p cnf 2 2\n1 2 0\n", "1 clauses, the header says 2"},
		{"p cnf 2 1\n1 2 0\n2 0\n", "more clauses"},
		{"p cnf 2 1\n1 2\n", "not ended by 0"},
		{"p dnf 2 1\n1 2 0\n", "bad header"},
		{"p cnf 2 1\n1 x 0\n", "unexpected byte"},
		{"p cnf 2 1\n1 -0\n", "-0"},
		{"", "no \"p cnf\" header"},
	} {
		if _, err := ReadDIMACS(strings.NewReader(tc.cnf)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ReadDIMACS(%q) = %v, want %q", tc.cnf, err, tc.want)
		}
	}
	for _, tc := range []struct {
		proof string
		step  int
		want  string
	}{
		{"1 0\n2", 2, "not ended by 0"},
		{"a\x02\x00", 1, "binary DRAT"},
		{"1 0\nx 0\n", 2, "unexpected byte"},
		{"99999999 0\n", 1, "variable beyond"},
		{"1 0\n0\n2 z\n", 3, "unexpected byte"}, // after the empty clause, still read
	} {
		reject(t, square, tc.proof, tc.step, tc.want)
	}
}

// naiveRUP is a deliberately simple reference: unit propagation by
// repeated passes over every clause.
func naiveRUP(db [][]int, lemma []int) bool {
	val := map[int]bool{}
	isTrue := func(l int) (v, ok bool) {
		b, ok := val[max(l, -l)]
		return b == (l > 0), ok
	}
	for _, l := range lemma {
		if v, ok := isTrue(-l); ok && !v {
			return true
		}
		val[max(l, -l)] = l < 0
	}
	for changed := true; changed; {
		changed = false
		for _, cl := range db {
			open := map[int]bool{} // distinct unassigned literals
			unit, sat := 0, false
			for _, l := range cl {
				v, ok := isTrue(l)
				switch {
				case ok && v:
					sat = true
				case !ok:
					open[l] = true
					unit = l
				}
			}
			unassigned := len(open)
			if sat {
				continue
			}
			if unassigned == 0 {
				return true
			}
			if unassigned == 1 {
				val[max(unit, -unit)] = unit > 0
				changed = true
			}
		}
	}
	return false
}

// TestAgainstNaiveRUP: on random 3-CNFs and random RUP-only proofs, the
// watched-literal checker accepts a lemma exactly when the naive
// propagator finds it RUP (with -U semantics: RAT never needed).
func TestAgainstNaiveRUP(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	randClause := func(nv, k int) []int {
		cl := make([]int, k)
		for i := range cl {
			cl[i] = rng.IntN(nv) + 1
			if rng.IntN(2) == 0 {
				cl[i] = -cl[i]
			}
		}
		return cl
	}
	agreed := [2]int{}
	for iter := 0; iter < 3000; iter++ {
		nv := 3 + rng.IntN(5)
		f := &Formula{NumVars: nv}
		for i := 0; i < 2+rng.IntN(4*nv); i++ {
			f.Clauses = append(f.Clauses, randClause(nv, 1+rng.IntN(3)))
		}
		lemma := randClause(nv, rng.IntN(3))
		want := naiveRUP(f.Clauses, lemma)
		d := &db{}
		d.grow(nv)
		for _, cl := range f.Clauses {
			d.add(cl)
		}
		norm, taut := d.normalize(lemma)
		if taut {
			continue
		}
		if got := d.rup(append([]int32(nil), norm...)); got != want {
			t.Fatalf("formula %v lemma %v: rup %v, naive %v", f.Clauses, lemma, got, want)
		}
		if want {
			agreed[1]++
		} else {
			agreed[0]++
		}
	}
	if agreed[0] < 100 || agreed[1] < 100 {
		t.Fatalf("too few cases of each kind: %v", agreed)
	}
}

// naiveCheck is a reference forward DRAT checker over a plain clause list:
// the step (1-based) where the proof fails, 0 if it is accepted.
func naiveCheck(formula [][]int, proof []step) int {
	db := append([][]int(nil), formula...)
	same := func(a, b []int) bool {
		set := func(c []int) map[int]bool {
			m := map[int]bool{}
			for _, l := range c {
				m[l] = true
			}
			return m
		}
		sa, sb := set(a), set(b)
		if len(sa) != len(sb) {
			return false
		}
		for l := range sa {
			if !sb[l] {
				return false
			}
		}
		return true
	}
	taut := func(c []int) bool {
		for _, l := range c {
			for _, m := range c {
				if l == -m {
					return true
				}
			}
		}
		return false
	}
	for i, st := range proof {
		if st.del {
			found := -1
			for j := len(db) - 1; j >= 0; j-- {
				if same(db[j], st.lits) {
					found = j
					break
				}
			}
			if found < 0 {
				return i + 1
			}
			db = append(db[:found], db[found+1:]...)
			continue
		}
		ok := taut(st.lits) || naiveRUP(db, st.lits)
		if !ok && len(st.lits) > 0 {
			p := st.lits[0]
			ok = true
			for _, d := range db {
				if !slices.Contains(d, -p) {
					continue
				}
				res := append([]int(nil), st.lits...)
				for _, l := range d {
					if l != -p {
						res = append(res, l)
					}
				}
				if !taut(res) && !naiveRUP(db, res) {
					ok = false
					break
				}
			}
		}
		if !ok {
			return i + 1
		}
		if len(st.lits) == 0 {
			return 0
		}
		db = append(db, st.lits)
	}
	return -1 // no empty clause
}

// TestAgainstNaiveChecker: random formulas and random proofs (lemmas that
// may or may not be RUP or RAT, deletions of clauses that may or may not
// be there, an empty clause at the end) get the same verdict, at the same
// step, from Check and from the naive reference checker.
func TestAgainstNaiveChecker(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	lit := func(nv int) int {
		l := rng.IntN(nv) + 1
		if rng.IntN(2) == 0 {
			return -l
		}
		return l
	}
	var kinds [3]int // accepted, rejected at a lemma, no or bad empty clause
	for iter := 0; iter < 4000; iter++ {
		nv := 3 + rng.IntN(4)
		var formula [][]int
		for i := 0; i < 3+rng.IntN(3*nv); i++ {
			cl := make([]int, 1+rng.IntN(3))
			for j := range cl {
				cl[j] = lit(nv)
			}
			formula = append(formula, cl)
		}
		var proof []step
		var text strings.Builder
		for i := 0; i < rng.IntN(6); i++ {
			var st step
			if rng.IntN(4) == 0 && len(formula) > 0 {
				st.del = true
				st.lits = slices.Clone(formula[rng.IntN(len(formula))])
				if rng.IntN(3) == 0 {
					st.lits[0] = -st.lits[0] // likely not in the database
				}
				rng.Shuffle(len(st.lits), func(a, b int) { st.lits[a], st.lits[b] = st.lits[b], st.lits[a] })
			} else {
				st.lits = make([]int, 1+rng.IntN(2))
				for j := range st.lits {
					st.lits[j] = lit(nv + 1) // nv+1: sometimes a fresh variable
				}
			}
			proof = append(proof, st)
		}
		proof = append(proof, step{})
		for _, st := range proof {
			if st.del {
				text.WriteString("d ")
			}
			for _, l := range st.lits {
				text.WriteString(strconv.Itoa(l) + " ")
			}
			text.WriteString("0\n")
		}
		want := naiveCheck(formula, proof)
		_, err := Check(&Formula{NumVars: nv, Clauses: formula}, strings.NewReader(text.String()))
		got := 0
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatal(err)
			}
			got = e.Step
			if got == 0 {
				got = -1
			}
		}
		if got != want {
			t.Fatalf("formula %v proof\n%s: Check fails at step %d (%v), naive checker at %d", formula, text.String(), got, err, want)
		}
		switch {
		case want == 0:
			kinds[0]++
		case want == len(proof):
			kinds[2]++
		default:
			kinds[1]++
		}
	}
	if kinds[0] < 200 || kinds[1] < 200 || kinds[2] < 200 {
		t.Fatalf("too few cases of some kind (accepted, rejected at a lemma or deletion, at the empty clause): %v", kinds)
	}
	t.Logf("accepted %d, rejected at a lemma or deletion %d, at the empty clause %d", kinds[0], kinds[1], kinds[2])
}
