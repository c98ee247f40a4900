package proofs

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/drat"
	"github.com/sudolab/sudolab/internal/cadicaltest"
	"github.com/sudolab/sudolab/satsolve"
)

// puzzle is T&E(3) (the first of te-depth/mith-TE3-sample1000.csv): its
// claims need DRAT lemmas, unit propagation alone does not refute them.
const puzzle = "1..4.6...4..18.......37.41..4.....9759.7..3.17..9..54.37..9..54.14...9.39.5......"

func state() (values []int, cands []uint32) {
	values = make([]int, 81)
	cands = make([]uint32, 81)
	for i, ch := range puzzle {
		if ch == '.' {
			cands[i] = 1<<9 - 1
		} else {
			values[i] = int(ch - '0')
		}
	}
	return values, cands
}

// claims: r1c2≠5 (valid), r1c2≠2 (invalid), r1c2=2 (valid), r1c5=2
// (invalid).
var claims = []Claim{{1, 5, false}, {1, 2, false}, {1, 2, true}, {4, 2, true}}

func TestRecorderEverySolver(t *testing.T) {
	cadicaltest.Require(t)
	for _, s := range []Solver{Default, Gophersat, Cadical, Both} {
		dir := filepath.Join(t.TempDir(), "proofs")
		r, err := New(Config{Dir: dir, Solver: s})
		if err != nil {
			t.Fatal(err)
		}
		values, cands := state()
		out, err := r.Step("test-rule", 3, values, cands, claims)
		if err != nil {
			t.Fatalf("%v: %v", s, err)
		}
		if err := r.Close(); err != nil {
			t.Fatal(err)
		}
		for i, want := range []bool{true, false, true, false} {
			if out[i].Valid != want {
				t.Fatalf("%v: claim %s valid=%v", s, claims[i].Text(3), out[i].Valid)
			}
			if !want && (len(out[i].Counterexample) != 81 || (out[i].Counterexample[claims[i].Cell] == claims[i].Digit) == claims[i].Assert) {
				t.Fatalf("%v: claim %s: counterexample %v", s, claims[i].Text(3), out[i].Counterexample)
			}
		}
		index, _ := os.ReadFile(filepath.Join(dir, "index.tsv"))
		if want := "k\tstep\trule\tclaim\n1\t1\ttest-rule\tr1c2≠5\n2\t1\ttest-rule\tr1c2=2\n"; string(index) != want {
			t.Fatalf("%v: index.tsv\n%s", s, index)
		}
		names := []string{"1.drat", "2.drat"}
		if s == Both {
			names = append(names, "1.gophersat.drat", "2.gophersat.drat")
		}
		for _, name := range names {
			res, err := drat.CheckFiles(filepath.Join(dir, name[:1]+".cnf"), filepath.Join(dir, name))
			if err != nil {
				t.Fatalf("%v: %s: %v", s, name, err)
			}
			if res.Lemmas < 3 {
				t.Fatalf("%v: %s has %d lemmas: unit propagation alone refutes the claim", s, name, res.Lemmas)
			}
		}
		ents, _ := os.ReadDir(dir)
		if len(ents) != 3+len(names) {
			t.Fatalf("%v: %d files", s, len(ents))
		}
		cnf, _ := os.ReadFile(filepath.Join(dir, "1.cnf"))
		if !strings.HasPrefix(string(cnf), "c sudolab claim 1: step 1 (test-rule), claim r1c2≠5\n") {
			t.Fatalf("%v: 1.cnf starts %q", s, cnf[:80])
		}
		if st := r.Stats(); st.Claims != 2 || st.Invalid != 2 || st.Proofs != len(names) {
			t.Fatalf("%v: stats %+v", s, st)
		}
	}
}

func TestRecorderRefusals(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "x"), nil, 0o644)
	if _, err := New(Config{Dir: dir}); err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Fatalf("non-empty directory: %v", err)
	}
	if _, err := ParseSolver("minisat"); err == nil {
		t.Fatal("unknown solver accepted")
	}
	if _, err := New(Config{Solver: Cadical, Cadical: satsolve.Cadical{Path: "/nonexistent"}}); err == nil {
		t.Fatal("a cadical that is not there")
	}
}

// liar answers satisfiable on everything.
type liar struct{}

func (liar) Name() string { return "liar" }
func (liar) Solve(_ context.Context, nv int, _ [][]int, _ bool) (satsolve.Result, error) {
	return satsolve.Result{Sat: true, Model: make([]bool, nv)}, nil
}

// badProof answers unsatisfiable with a proof that is only the empty
// clause, which the checker rejects.
type badProof struct{}

func (badProof) Name() string { return "badproof" }
func (badProof) Solve(context.Context, int, [][]int, bool) (satsolve.Result, error) {
	return satsolve.Result{Proof: []byte("0\n")}, nil
}

func TestRecorderCatchesSolvers(t *testing.T) {
	values, cands := state()
	r, _ := New(Config{Solver: Both})
	r.fixed = []satsolve.Solver{satsolve.Gophersat{}, liar{}}
	if _, err := r.Step("x", 3, values, cands, claims[:1]); err == nil || !strings.Contains(err.Error(), "the solvers disagree: gophersat says unsatisfiable (claim proven), liar says satisfiable") {
		t.Fatalf("disagreement: %v", err)
	}
	r, _ = New(Config{Dir: filepath.Join(t.TempDir(), "p"), Solver: Gophersat})
	r.fixed = []satsolve.Solver{badProof{}}
	if _, err := r.Step("x", 3, values, cands, claims[:1]); err == nil || !strings.Contains(err.Error(), "badproof's DRAT proof: proof rejected at step 1") {
		t.Fatalf("bad proof: %v", err)
	}
}
