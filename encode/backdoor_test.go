package encode

import (
	"math/rand"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
)

// upSolves reports whether s plus the given values is solved by UP.
func upSolves(s State, set []Cand) bool {
	t := s.Clone()
	for _, c := range set {
		t = assertCand(t, c)
	}
	c, conflict := UPClosure(t, Extended)
	return !conflict && !undecided(c)
}

// naiveBackdoor enumerates every set of k empty cells of s, k = 0, 1, …,
// maxSize, and returns the first k with a solving set and how many.
func naiveBackdoor(s State, sol []int, maxSize int) (int, int) {
	var empty []int
	for cell, v := range s.Values {
		if v == 0 {
			empty = append(empty, cell)
		}
	}
	for k := 0; k <= maxSize; k++ {
		count := 0
		set := make([]Cand, k)
		var rec func(i, start int)
		rec = func(i, start int) {
			if i == k {
				if upSolves(s, set) {
					count++
				}
				return
			}
			for j := start; j < len(empty); j++ {
				set[i] = Cand{empty[j], sol[empty[j]]}
				rec(i+1, j+1)
			}
		}
		rec(0, 0)
		if count > 0 {
			return k, count
		}
	}
	return maxSize + 1, 0
}

// TestBackdoorKnown: docs/te-backdoors.md §5.6 (b = 3 for both); every listed set
// really solves, and the listing agrees with BackdoorSize.
func TestBackdoorKnown(t *testing.T) {
	for _, p := range []string{easterMonster, gfroyle4} {
		s := puzzleState(t, p)
		sol := solveByProbe(t, s)
		b, n, sets := Backdoor(s, sol, 4)
		if b != 3 || n == 0 || len(sets) != n {
			t.Fatalf("%s: b=%d count=%d sets=%d, want b=3", p, b, n, len(sets))
		}
		for _, set := range sets {
			if len(set) != 3 || !upSolves(s, set) {
				t.Fatalf("%s: %v is not a backdoor", p, set)
			}
		}
		if b2, n2 := BackdoorSize(s, sol, 4); b2 != b || n2 != n {
			t.Errorf("%s: BackdoorSize %d %d, Backdoor %d %d", p, b2, n2, b, n)
		}
		if b2, n2 := BackdoorSize(s, sol, 2); b2 != 3 || n2 != 0 {
			t.Errorf("%s: bound 2 gave %d %d, want 3 0", p, b2, n2)
		}
		t.Logf("%s: b=%d, %d backdoors", p, b, n)
	}
}

// TestBackdoorMatchesNaive: size and count equal plain enumeration of all
// sets of empty cells, on cbg-000 puzzles and pencil-mark states derived
// from them (random valid eliminations), and SHC depth ≥ 2 rows.
func TestBackdoorMatchesNaive(t *testing.T) {
	h, rows := reftest.ReadCSV(t, "cbg-000.csv")
	pc, wc := reftest.Column(t, h, "puzzle"), reftest.Column(t, h, "W")
	var hard []string // W ≥ 4: these need the larger backdoors
	for _, r := range rows {
		if atoi(t, r[wc]) >= 4 {
			hard = append(hard, r[pc])
		}
	}
	var shc []string
	h, rows = reftest.ReadCSV(t, "shc-examples/TE-depth.csv")
	pc, ec := reftest.Column(t, h, "puzzle"), reftest.Column(t, h, "expected")
	for _, r := range rows {
		if atoi(t, r[ec]) >= 2 {
			shc = append(shc, r[pc])
		}
	}
	rng := rand.New(rand.NewSource(7))
	seen := map[int]int{}
	for i := 0; i < 60; i++ {
		pool := hard
		if i%2 == 0 {
			pool = shc
		}
		s := puzzleState(t, pool[rng.Intn(len(pool))])
		sol := solveByProbe(t, s)
		if i%3 == 1 {
			s = randomElims(rng, s, sol, 0.03, true)
		}
		wb, wn := naiveBackdoor(s, sol, 2)
		gb, gn := BackdoorSize(s, sol, 2)
		if wb != gb || wn != gn {
			t.Fatalf("state %d: naive b=%d count=%d, search b=%d count=%d\n%+v", i, wb, wn, gb, gn, s)
		}
		seen[wb]++
	}
	if len(seen) < 3 {
		t.Errorf("sizes not varied: %v", seen)
	}
	t.Logf("sizes: %v", seen)
}
