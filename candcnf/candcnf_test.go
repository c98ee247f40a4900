package candcnf

import (
	"strings"
	"testing"
)

// TestEmptyGridCounts: the empty 9×9 grid has 81 cell clauses, 81·36 cell
// pairs, 27·9 house clauses and 810 peer pairs per digit (each cell has 20
// peers), and every variable is used.
func TestEmptyGridCounts(t *testing.T) {
	cands := make([]uint32, 81)
	for i := range cands {
		cands[i] = 1<<9 - 1
	}
	f, err := Encode(3, make([]int, 81), cands)
	if err != nil {
		t.Fatal(err)
	}
	if want := 81 + 81*36 + 27*9 + 810*9; len(f.Clauses) != want {
		t.Fatalf("%d clauses, want %d", len(f.Clauses), want)
	}
	used := map[int]bool{}
	for _, cl := range f.Clauses {
		for _, l := range cl {
			used[max(l, -l)] = true
		}
	}
	if len(used) != 729 || f.NumVars != 729 || Var(3, 80, 9) != 729 || Var(3, 0, 2) != 82 {
		t.Fatalf("%d variables used of %d", len(used), f.NumVars)
	}
}

// TestStateShapes: a decided cell is a unit clause, an eliminated
// candidate is in no clause until a claim names it, a cell without
// candidates is the empty clause.
func TestStateShapes(t *testing.T) {
	values := make([]int, 16)
	cands := make([]uint32, 16)
	for i := range cands {
		cands[i] = 0b1111
	}
	values[0] = 2
	cands[5] = 0b0101 // r2c2: digits 1 and 3
	f, err := Encode(2, values, cands)
	if err != nil {
		t.Fatal(err)
	}
	if !has(f, []int{Var(2, 0, 2)}) || !has(f, []int{Var(2, 5, 1), Var(2, 5, 3)}) {
		t.Fatal("missing the unit clause of r1c1=2 or the cell clause of r2c2")
	}
	x := Var(2, 5, 2) // r2c2=2, eliminated
	for _, cl := range f.Clauses {
		for _, l := range cl {
			if max(l, -l) == x {
				t.Fatalf("eliminated candidate in clause %v", cl)
			}
		}
	}
	g := f.WithClaim(5, 2, false)
	if n := len(g.Clauses) - len(f.Clauses); n != 2 || !has(g, []int{-x}) || !has(g, []int{x}) {
		t.Fatalf("claim r2c2≠2 adds %v", g.Clauses[len(f.Clauses):])
	}
	if g = f.WithClaim(5, 3, true); len(g.Clauses) != len(f.Clauses)+1 || !has(g, []int{-Var(2, 5, 3)}) {
		t.Fatalf("claim r2c2=3 adds %v", g.Clauses[len(f.Clauses):])
	}
	cands[6] = 0
	if f, _ = Encode(2, values, cands); !has(f, []int{}) {
		t.Fatal("a cell without candidates is not the empty clause")
	}
	var b strings.Builder
	f.WriteDIMACS(&b, "two\nlines")
	if !strings.HasPrefix(b.String(), "c two lines\np cnf 64 ") {
		t.Fatalf("DIMACS starts %q", b.String()[:30])
	}
}

func has(f *Formula, want []int) bool {
	for _, cl := range f.Clauses {
		if len(cl) == len(want) {
			same := true
			for i := range cl {
				same = same && cl[i] == want[i]
			}
			if same {
				return true
			}
		}
	}
	return false
}

func TestEncodeRejects(t *testing.T) {
	for _, tc := range []struct {
		n      int
		values []int
		cands  []uint32
		want   string
	}{
		{1, nil, nil, "block size"},
		{2, make([]int, 15), make([]uint32, 16), "want 16"},
		{2, append(make([]int, 15), 5), make([]uint32, 16), "value 5"},
		{2, make([]int, 16), append(make([]uint32, 15), 0x10), "beyond 4"},
	} {
		if _, err := Encode(tc.n, tc.values, tc.cands); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Encode(%d, …) = %v, want %q", tc.n, err, tc.want)
		}
	}
}
