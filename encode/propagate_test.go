package encode

import (
	"math/rand"
	"testing"
)

// Minimal-UP (and Efficient-UP) must equal the naked-singles closure.
func TestMinimalUPIsNakedSingles(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	conflicts := 0
	for n := 2; n <= 5; n++ {
		trials := map[int]int{2: 300, 3: 300, 4: 60, 5: 20}[n]
		for i := 0; i < trials; i++ {
			g := randomPuzzle(rng, n, 0.2+0.6*rng.Float64(), i%3 == 0)
			s := FromPuzzle(n, g)
			if i%2 == 1 { // also start from states with random eliminations
				for k := 0; k < len(g)/2; k++ {
					c := rng.Intn(len(g))
					if s.Values[c] == 0 {
						s.Cands[c] &^= 1 << rng.Intn(n*n)
					}
				}
			}
			want, wantC := nakedClosure(s)
			for _, k := range []Kind{Minimal, Efficient} {
				got, gotC := UPClosure(s, k)
				if gotC != wantC || (!gotC && !statesEqual(got, want)) {
					t.Fatalf("n=%d %v: conflict %v want %v, states differ on %v", n, k, gotC, wantC, g)
				}
			}
			if wantC {
				conflicts++
			}
		}
	}
	if conflicts == 0 {
		t.Fatal("no conflicting case exercised")
	}
}

// Extended-UP of the initial state = BRT: compare with published counts.
func TestExtendedUPMatchesBRTCounts(t *testing.T) {
	rows := refCSV(t, "cbg-000.csv")
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i
	}
	iP, iC, iK := col["puzzle"], col["nb_clues_after_BRT"], col["nb_cands_after_BRT"]
	if len(rows) < 2 || iC == 0 || iK == 0 {
		t.Fatalf("unexpected header %v", rows[0])
	}
	p := NewGridPropagator(3, Extended)
	for _, r := range rows[1:] {
		if !p.Load(FromPuzzle(3, parse81(t, r[iP]))) {
			t.Fatalf("puzzle %s: conflict", r[0])
		}
		clues, cands := countState(p.State(3))
		if clues != atoi(t, r[iC]) || cands != atoi(t, r[iK]) {
			t.Fatalf("puzzle %s: %d clues %d cands, want %s %s", r[0], clues, cands, r[iC], r[iK])
		}
	}
	t.Logf("%d puzzles match", len(rows)-1)
}

func TestSnapshotRestore(t *testing.T) {
	p := NewGridPropagator(3, Extended)
	if !p.Load(FromPuzzle(3, parse81(t, hard))) {
		t.Fatal("conflict")
	}
	before := p.Assignment()
	m := p.Snapshot()
	conflicts := 0
	for v := 1; v <= 729; v++ {
		if p.Value(v) != 0 {
			continue
		}
		for _, l := range []int{v, -v} {
			ok := p.Assign(l)
			if !ok {
				conflicts++
				if p.Assign(-l) || !p.Conflict() {
					t.Fatal("assign after conflict must fail")
				}
			} else if p.Value(v) != int8(sign(l)) || len(p.TrailSince(m)) == 0 {
				t.Fatal("literal not assigned")
			}
			p.Restore(m)
			if p.Conflict() {
				t.Fatal("conflict survives Restore")
			}
		}
	}
	after := p.Assignment()
	for v := range before {
		if before[v] != after[v] {
			t.Fatalf("var %d changed after probing", v)
		}
	}
	if conflicts == 0 {
		t.Fatal("no probe failed: test too weak")
	}
	// A probe's result must not depend on earlier probes (watch order).
	fresh := NewGridPropagator(3, Extended)
	fresh.Load(FromPuzzle(3, parse81(t, hard)))
	for v := 1; v <= 729; v += 7 {
		if p.Value(v) != 0 {
			continue
		}
		m1, m2 := p.Snapshot(), fresh.Snapshot()
		a, b := p.Assign(v), fresh.Assign(v)
		if a != b || (a && len(p.TrailSince(m1)) != len(fresh.TrailSince(m2))) {
			t.Fatalf("probe %d differs between reused and fresh propagator", v)
		}
		p.Restore(m1)
		fresh.Restore(m2)
	}
}

func sign(l int) int {
	if l < 0 {
		return -1
	}
	return 1
}

func TestPropagateSmall(t *testing.T) {
	// 1, (¬1∨2), (¬2∨¬3∨4), (3) => 1,2,3,4 true.
	a, c := Propagate(&CNF{NumVars: 5, Clauses: [][]int{{1}, {-1, 2}, {-2, -3, 4}, {3}}})
	if c || a[1] != 1 || a[2] != 1 || a[3] != 1 || a[4] != 1 || a[5] != 0 {
		t.Fatalf("got %v conflict %v", a, c)
	}
	if _, c := Propagate(&CNF{NumVars: 3, Clauses: [][]int{{1}, {-1, 2}, {-2, -1, 3}, {-3, -2}}}); !c {
		t.Fatal("missed conflict")
	}
	if _, c := Propagate(&CNF{NumVars: 1, Clauses: [][]int{{}}}); !c {
		t.Fatal("empty clause not a conflict")
	}
}

// Propagation must agree with the SAT solver on what it forces: every
// literal UP derives holds in the solution of a uniquely solvable puzzle.
func TestUPSoundAgainstSolution(t *testing.T) {
	s, sol := brtState(t, hard)
	for cell, v := range s.Values {
		if v != 0 && sol[cell] != v {
			t.Fatalf("cell %d: UP value %d, solution %d", cell, v, sol[cell])
		}
		if v == 0 && !s.Present(Cand{cell, sol[cell]}) {
			t.Fatalf("cell %d: solution digit eliminated", cell)
		}
	}
}
