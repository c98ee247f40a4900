package exotic

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/exotic/impossible"
)

const sample1 = "1..4.6...4..18.......37.41..4.....9759.7..3.17..9..54.37..9..54.14...9.39.5......" // mith sample #1

// TestTridagonIsAPattern: the tridagons FindTridagons lists are the
// placements of eleven's EL12c38 that FindPatterns finds (same cells, digits
// and guardians), on states with and without tridagons.
func TestTridagonIsAPattern(t *testing.T) {
	key := func(p Placement) string {
		cells := slices.Clone(p.Cells)
		slices.Sort(cells)
		return fmt.Sprint(cells, p.Digits, p.Guardians)
	}
	el := impossible.ByName("EL12c38")
	total := 0
	for _, pz := range []string{sample1, "57....9..........8.1.........168..4......28.9..2.9416.....2.....6.9.82.4...41.6..",
		"..34..7.94.7..926.69.......2.4.75...7..8.1.......43.7.3...9..26......39.9.6.3.4.7"} {
		s := stateOf(t, pz)
		s.BRT()
		var a, b []string
		for _, p := range FindTridagons(s) {
			a = append(a, key(p))
		}
		for _, p := range FindPatterns(s, el, -1) {
			b = append(b, key(p))
		}
		slices.Sort(a)
		slices.Sort(b)
		if !slices.Equal(a, b) {
			t.Errorf("%s: FindTridagons %d, EL12c38 placements %d", pz, len(a), len(b))
		}
		total += len(a)
	}
	if total == 0 {
		t.Error("no tridagon in the test states")
	}
}

// TestFindPatterns: sample #1's BRT state has 7 placements of Select1 with
// at most 8 guardians; a bound of 3 keeps those with at most 3.
func TestFindPatterns(t *testing.T) {
	s := stateOf(t, sample1)
	s.BRT()
	ps, _ := impossible.Set("Select1")
	n, small := 0, 0
	for _, p := range ps {
		for _, pl := range FindPatterns(s, p, MaxGuardians) {
			n++
			if len(pl.Guardians) <= 3 {
				small++
			}
			if !strings.HasPrefix(pl.Format(s.G), p.Name+" for digits ") {
				t.Errorf("format %q", pl.Format(s.G))
			}
		}
		small -= len(FindPatterns(s, p, 3))
	}
	if n != 7 || small != 0 {
		t.Errorf("%d placements (want 7), bound 3 differs by %d", n, small)
	}
}

// TestPatternRuleOnce: eleven's patterns fire once per run, in order: the
// first call records a relation per placement until one gives a step, a
// later call after the placements are spent records nothing new, and a
// relation whose candidates contain a recorded one is not recorded.
func TestPatternRuleOnce(t *testing.T) {
	s := stateOf(t, sample1)
	s.BRT()
	ps, _ := impossible.Set("Select1")
	sc := logic.NewScratch(s.G)
	r := PatternRule{Patterns: ps, AfterFish: true, MaxK: 5}
	for i := 0; i < 50; i++ {
		if _, ok := r.Find(sc, s, 3); !ok {
			break
		}
	}
	o := orStoreFor(sc, s)
	if o.nextPattern != len(ps) || len(o.pending) != 0 {
		t.Fatalf("patterns not all fired: next %d, %d pending", o.nextPattern, len(o.pending))
	}
	n := len(o.rels)
	if n == 0 || n > 7 {
		t.Fatalf("%d relations recorded", n)
	}
	if _, ok := r.Find(sc, s, 3); ok || len(o.rels) != n {
		t.Errorf("a spent rule found something or recorded more")
	}
	if !o.subsumed(append(slices.Clone(o.rels[0].Cands), logic.Cand(s.G.NCands-1))) || o.subsumed(o.rels[0].Cands[1:]) {
		t.Errorf("subsumed: wrong answer")
	}
}
