package verify

import (
	"testing"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
)

// The single-digit fish fast path (docs/general-logic.md §6.6) on random BRT
// states: every fish, finned or not, passes the independent certificate
// checker and its eliminations are SAT-proven; unfinned fish eliminate
// nothing the general rank-0 search with footprint one digit misses; and
// the finned basic fish of the S+W rule are all found.
func TestFishFastPath(t *testing.T) {
	n := 100
	if testing.Short() {
		n = 20
	}
	sc := logic.NewScratch(logic.Geom(3))
	fish, finned, elims, ffRule := 0, 0, 0, 0
	kinds := map[string]int{}
	for i, s := range braidStates(t, n, 7) {
		all := gl.FishSearch(s, gl.FishOptions{MaxOrder: 4, MaxFins: 2, All: true})
		found := map[logic.Cand]bool{}
		unfinned := map[logic.Cand]bool{}
		for j := range all {
			l := &all[j]
			if err := CheckGL(s, CertOf(l)); err != nil {
				t.Fatalf("state %d: %s: %v\n%s", i, l.Kind, err, s.Grid().StateString())
			}
			fish++
			kinds[l.Kind]++
			elims += len(l.Elims)
			if len(l.Fins) > 0 {
				finned++
			}
			for _, x := range l.Elims {
				found[x] = true
				if len(l.Fins) == 0 {
					unfinned[x] = true
				}
			}
		}
		var union []logic.Cand
		for x := range found {
			union = append(union, x)
		}
		for _, p := range ProveEliminations(s, union) {
			if p.Verdict != encode.Valid {
				t.Fatalf("state %d: a fish eliminates %v, SAT refutes it", i, p.Cand)
			}
		}
		gl := gl.GLSearch(s, gl.GLOptions{Order: 4, Rank: 0, DMax: 1, All: true, Workers: 1})
		glElims := map[logic.Cand]bool{}
		for _, x := range gl.Elims() {
			glElims[x] = true
		}
		for x := range unfinned {
			if !gl.Truncated && !glElims[x] {
				t.Fatalf("state %d: fish eliminates %s, the rank-0 one-digit GL search does not", i, s.G.FormatElim(x))
			}
		}
		// S+W's finned fish (rows/columns, up to jellyfish) are fish here.
		for k := 2; k <= 4; k++ {
			sc.Reset()
			if step, ok := (logic.FinnedFishRule{}).Find(sc, s, k); ok {
				for _, x := range step.Elims {
					ffRule++
					if !found[x] {
						t.Errorf("state %d: %s eliminates %s, the fast path does not", i, step.RuleName(), s.G.FormatElim(x))
					}
				}
			}
		}
	}
	if finned == 0 || fish == finned {
		t.Errorf("%d fish, %d finned: not varied", fish, finned)
	}
	t.Logf("%d states: %d fish (%d finned), %d eliminations, each certified, their eliminations SAT-proven; %d finned-fish rule eliminations all found; kinds %v", n, fish, finned, elims, ffRule, kinds)
}

// Fins in the general search (docs/general-logic.md §6.4.3): on random BRT states every finned
// logic of order ≤ 3 and rank ≤ 1 with one fin passes the certificate
// checker and its eliminations are SAT-proven; the unfinned logics are
// those of the search without fins.
func TestGLFins(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 10
	}
	finned, logics, elims := 0, 0, 0
	for i, s := range braidStates(t, n, 8) {
		res := gl.GLSearch(s, gl.GLOptions{Order: 3, Rank: 1, All: true, Fins: 1, Workers: 1})
		plain := gl.GLSearch(s, gl.GLOptions{Order: 3, Rank: 1, All: true, Workers: 1})
		var union []logic.Cand
		seen := map[logic.Cand]bool{}
		unfinned := 0
		for j := range res.Logics {
			l := &res.Logics[j]
			if err := CheckGL(s, CertOf(l)); err != nil {
				t.Fatalf("state %d: %s: %v\n%s", i, l.Text(s.G), err, s.Grid().StateString())
			}
			logics++
			if len(l.Fins) > 0 {
				finned++
			} else {
				unfinned++
			}
			for _, x := range l.AllElims() {
				elims++
				if !seen[x] {
					seen[x] = true
					union = append(union, x)
				}
			}
		}
		if unfinned != len(plain.Logics) {
			t.Fatalf("state %d: %d unfinned logics with fins allowed, %d without", i, unfinned, len(plain.Logics))
		}
		for _, p := range ProveEliminations(s, union) {
			if p.Verdict != encode.Valid {
				t.Fatalf("state %d: SAT refutes %v", i, p.Cand)
			}
		}
	}
	if finned == 0 {
		t.Error("no finned logic found")
	}
	t.Logf("%d states: %d logics (%d finned), %d eliminations, certified and SAT-proven", n, logics, finned, elims)
}
