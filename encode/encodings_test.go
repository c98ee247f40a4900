package encode

import (
	"bytes"
	"math/rand"
	"strings"
	"testing"
)

func TestClauseCountsLynceOuaknine(t *testing.T) {
	want := map[Kind]int{Minimal: 8829, Efficient: 11745, Extended: 11988}
	for k, w := range want {
		if got := len(Grid(3, k).Clauses); got != w {
			t.Errorf("%v 9x9: %d clauses, want %d", k, got, w)
		}
	}
	// General formula: side² + 3·side·side·C(side,2) [+ side²·C(side,2)] [+ 3·side²].
	for n := 2; n <= 5; n++ {
		side := n * n
		pairs := side * (side - 1) / 2
		minimal := side*side + 3*side*side*pairs
		for k, w := range map[Kind]int{Minimal: minimal, Efficient: minimal + side*side*pairs, Extended: minimal + side*side*pairs + 3*side*side} {
			if got := len(Grid(n, k).Clauses); got != w {
				t.Errorf("n=%d %v: %d clauses, want %d", n, k, got, w)
			}
		}
		if g := Grid(n, Minimal); g.NumVars != side*side*side {
			t.Errorf("n=%d: NumVars %d", n, g.NumVars)
		}
	}
}

func TestVarRoundTrip(t *testing.T) {
	side := 9
	if v := Var(side, 0, 1); v != 1 {
		t.Fatalf("first var %d", v)
	}
	if v := Var(side, 80, 9); v != 729 {
		t.Fatalf("last var %d", v)
	}
	// r=2,c=5,d=7 -> (2*9+5)*9+6+1
	if v := Var(side, 2*9+5, 7); v != (2*9+5)*9+7 {
		t.Fatalf("var %d", v)
	}
	for v := 1; v <= 729; v++ {
		c := CandOf(side, v)
		if Var(side, c.Cell, c.Digit) != v {
			t.Fatalf("round trip %d -> %+v", v, c)
		}
	}
}

// satisfied evaluates clauses on a complete grid.
func satisfied(side int, clauses [][]int, grid []int) bool {
	for _, cl := range clauses {
		ok := false
		for _, l := range cl {
			c := CandOf(side, abs(l))
			if (grid[c.Cell] == c.Digit) == (l > 0) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func TestSolutionsSatisfyEncodings(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for n := 2; n <= 4; n++ {
		side := n * n
		g := randomSolution(rng, n)
		for _, k := range []Kind{Minimal, Efficient, Extended} {
			cls := Encode(FromPuzzle(n, g), k).Clauses
			if !satisfied(side, cls, g) {
				t.Fatalf("n=%d %v: solution violates encoding", n, k)
			}
			bad := append([]int(nil), g...)
			bad[0], bad[1] = bad[1], bad[0]               // two cells of a row swapped: breaks a column
			if satisfied(side, Grid(n, k).Clauses, bad) { // columns 0 and 1 now repeat a digit
				t.Fatalf("n=%d %v: broken grid satisfies encoding", n, k)
			}
		}
	}
}

func TestEncodeUnits(t *testing.T) {
	g := make([]int, 81)
	g[0] = 5
	s := FromPuzzle(3, g)
	s.Cands[1] &^= 1 << 2 // eliminate digit 3 in cell 1
	cnf := Encode(s, Extended)
	units := cnf.Clauses[11988:]
	// cell 0: +5 and -other 8 digits; cell 1: -3.
	want := map[int]bool{Var(9, 0, 5): true, -Var(9, 1, 3): true}
	for d := 1; d <= 9; d++ {
		if d != 5 {
			want[-Var(9, 0, d)] = true
		}
	}
	if len(units) != len(want) {
		t.Fatalf("%d units, want %d: %v", len(units), len(want), units)
	}
	for _, u := range units {
		if len(u) != 1 || !want[u[0]] {
			t.Fatalf("unexpected unit %v", u)
		}
	}
	if len(Grid(3, Extended).Clauses) != 11988 {
		t.Fatal("Encode modified the shared grid clauses")
	}
}

func TestWriteDIMACS(t *testing.T) {
	var buf bytes.Buffer
	cnf := &CNF{N: 2, NumVars: 3, Clauses: [][]int{{1, -2}, {3}}}
	if err := cnf.WriteDIMACS(&buf); err != nil {
		t.Fatal(err)
	}
	if got, want := buf.String(), "p cnf 3 2\n1 -2 0\n3 0\n"; got != want {
		t.Fatalf("got %q want %q", got, want)
	}
	buf.Reset()
	if err := Grid(3, Extended).WriteDIMACS(&buf); err != nil {
		t.Fatal(err)
	}
	if lines := strings.Count(buf.String(), "\n"); lines != 11989 {
		t.Fatalf("%d lines", lines)
	}
}

func TestSolveEmptyAndPuzzle(t *testing.T) {
	for n := 2; n <= 3; n++ {
		s := FromPuzzle(n, make([]int, n*n*n*n))
		sat, model := Solve(Encode(s, Extended))
		if !sat {
			t.Fatalf("n=%d empty grid UNSAT", n)
		}
		g, ok := decodeModel(n*n, model)
		if !ok || !isSolutionOf(s, g) {
			t.Fatalf("n=%d: model is not a solution: %v", n, g)
		}
	}
	g := make([]int, 81)
	g[0], g[1] = 4, 4 // contradiction
	if sat, _ := Solve(Encode(FromPuzzle(3, g), Minimal)); sat {
		t.Fatal("two 4s in a row reported SAT")
	}
}
