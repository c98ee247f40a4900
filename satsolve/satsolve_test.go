package satsolve_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/drat"
	"github.com/sudolab/sudolab/internal/cadicaltest"
	"github.com/sudolab/sudolab/satsolve"
)

// php is the pigeonhole formula: n+1 pigeons, n holes (unsatisfiable).
func php(n int) (int, [][]int) {
	v := func(p, h int) int { return p*n + h + 1 }
	var cls [][]int
	for p := 0; p <= n; p++ {
		var cl []int
		for h := 0; h < n; h++ {
			cl = append(cl, v(p, h))
		}
		cls = append(cls, cl)
	}
	for h := 0; h < n; h++ {
		for p := 0; p <= n; p++ {
			for q := p + 1; q <= n; q++ {
				cls = append(cls, []int{-v(p, h), -v(q, h)})
			}
		}
	}
	return (n + 1) * n, cls
}

// Both solvers refute PHP(5) with a DRAT proof the checker accepts, and
// satisfy PHP(5) minus one pigeon with a model that satisfies it.
func TestSolvers(t *testing.T) {
	cadicaltest.Require(t)
	for _, s := range []satsolve.Solver{satsolve.Gophersat{}, satsolve.Cadical{}} {
		nv, cls := php(5)
		res, err := s.Solve(context.Background(), nv, cls, true)
		if err != nil || res.Sat {
			t.Fatalf("%s on PHP(5): %+v %v", s.Name(), res.Sat, err)
		}
		if !bytes.HasSuffix(res.Proof, []byte("\n0\n")) {
			t.Fatalf("%s: proof does not end with the empty clause: %q", s.Name(), res.Proof[max(0, len(res.Proof)-20):])
		}
		if _, err := drat.Check(&drat.Formula{NumVars: nv, Clauses: cls}, bytes.NewReader(res.Proof)); err != nil {
			t.Fatalf("%s's proof: %v", s.Name(), err)
		}
		sat := cls[1:] // pigeon 0 gone
		res, err = s.Solve(context.Background(), nv, sat, false)
		if err != nil || !res.Sat {
			t.Fatalf("%s on PHP(5) minus a pigeon: %+v %v", s.Name(), res.Sat, err)
		}
		for _, cl := range sat {
			ok := false
			for _, l := range cl {
				ok = ok || res.Model[max(l, -l)-1] == (l > 0)
			}
			if !ok {
				t.Fatalf("%s: model falsifies %v", s.Name(), cl)
			}
		}
	}
}

func TestCadicalErrors(t *testing.T) {
	cadicaltest.Require(t)
	_, err := satsolve.Cadical{Path: "/nonexistent/cadical"}.Solve(context.Background(), 1, [][]int{{1}}, false)
	if err == nil || !strings.Contains(err.Error(), "cadical") {
		t.Fatalf("missing program: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := (satsolve.Cadical{}).Solve(ctx, 1, [][]int{{1}}, false); err == nil {
		t.Fatal("a cancelled context solved")
	}
}
