package verify

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/te"
)

// braids ≡ T&E(BRT) and g-braids ≡ T&E(W1) (docs/te-backdoors.md §5.4, [PBCS] Th. 5.7
// and 7.8), elimination by elimination, on random states:
//   - trial ⇒ braid, any length: every candidate whose trial contradicts
//     (BRT: SAT side; W1: logic side) gets a braid built from its trial
//     (TrialBraid), which CheckPattern must accept; TrialBraid's own
//     trial must contradict on exactly those candidates.
//   - braid ⇒ trial: every target the logic engine's braid and whip (g-braid
//     and g-whip) searches find, at levels 1..searchMaxLen, must have a
//     contradicting trial.

// braidStates derives BRT-closed, open random states from reference
// puzzles: random valid eliminations (kept consistent with the solution)
// and random arbitrary ones, skipping solved and contradictory states.
func braidStates(t *testing.T, n int, seed uint64) []*logic.State {
	rng := rand.New(rand.NewPCG(seed, 9))
	var rows []teRow
	rows = append(rows, teRows(t, "cbg-000.csv", "W", func(_ int, w string) bool { return w != "0" })...)
	rows = append(rows, teRows(t, "shc-examples/TE-depth.csv", "", func(int, string) bool { return true })...)
	var out []*logic.State
	for len(out) < n {
		r := rows[rng.IntN(len(rows))]
		s := initial(t, r.pg)
		sol, err := logic.Solve(r.pg)
		if err != nil {
			t.Fatal(err)
		}
		s.BRT()
		valid := rng.IntN(2) == 0
		q := 0.3 * rng.Float64()
		for x := logic.Cand(0); int(x) < s.G.NCands; x++ {
			if s.Has(x) && !s.IsValue(x) && rng.Float64() < q && (!valid || int(sol[s.G.CellOf(x)]) != s.G.DigitOf(x)) {
				s.Eliminate(x)
			}
		}
		if s.BRT() == logic.Open {
			out = append(out, s)
		}
	}
	return out
}

const searchMaxLen = 6

// equivCheck runs both directions on one state; killed is the trial
// side's set of eliminations.
func equivCheck(t *testing.T, sc *logic.Scratch, i int, s *logic.State, killed map[logic.Cand]bool, withG bool) (built, maxLen int) {
	t.Helper()
	state := func() string { return s.Grid().StateString() }
	for x := logic.Cand(0); int(x) < s.G.NCands; x++ {
		if !s.Has(x) {
			continue
		}
		p, k, err := TrialBraid(s, x, withG)
		if k != killed[x] {
			t.Fatalf("state %d, %s: TrialBraid's trial contradicts: %v; reference trial: %v\n%s", i, s.G.FormatElim(x), k, killed[x], state())
		}
		if !k {
			continue
		}
		if err == nil {
			err = CheckPattern(s, p, x)
		}
		if err != nil {
			t.Fatalf("state %d: trial of %s contradicts but its braid is invalid: %v\n%s\n%s", i, s.G.FormatValue(x), err, p.Format(s.G), state())
		}
		built++
		maxLen = max(maxLen, p.Len())
	}
	// Whips are braids (NET-3: whip set ⊆ braid set): their targets too.
	rules := []logic.Rule{logic.BraidRule{}, logic.WhipRule{}}
	if withG {
		rules = []logic.Rule{logic.GBraidRule{}, logic.GWhipRule{}}
	}
	for k := 1; k <= searchMaxLen; k++ {
		for _, r := range rules {
			if k == 1 {
				r = logic.Whip1Rule{}
			}
			sc.Reset()
			step, ok := r.Find(sc, s, k)
			if !ok {
				continue
			}
			for _, x := range step.Elims {
				if !killed[x] {
					t.Fatalf("state %d: %s finds %s but its trial does not contradict\n%s", i, step.RuleName(), s.G.FormatElim(x), state())
				}
			}
		}
	}
	return built, maxLen
}

func equivStates(t *testing.T) int {
	if testing.Short() {
		return 500
	}
	return 5000
}

func TestBraidsEqualTEBRT(t *testing.T) {
	n := equivStates(t)
	sc := logic.NewScratch(logic.Geom(3))
	with, built, longest := 0, 0, 0
	start := time.Now()
	for i, s := range braidStates(t, n, 1) {
		killed := map[logic.Cand]bool{}
		for _, c := range encode.TrialEliminations(ToSAT(s)) {
			killed[s.G.Cand(c.Cell, c.Digit)] = true
		}
		if len(killed) > 0 {
			with++
		}
		b, l := equivCheck(t, sc, i, s, killed, false)
		built += b
		longest = max(longest, l)
	}
	if with == 0 {
		t.Errorf("no state with T&E eliminations")
	}
	t.Logf("%d states (%d with T&E(BRT) eliminations): %d braids built from SAT-confirmed trials and validated, longest %d; braid and whip searches ≤ %d found nothing else (%v)",
		n, with, built, longest, searchMaxLen, time.Since(start).Round(time.Millisecond))
}

func TestGBraidsEqualTEW1(t *testing.T) {
	n := equivStates(t)
	sc := logic.NewScratch(logic.Geom(3))
	w1 := te.BraidTheory(1)
	with, built, longest, states := 0, 0, 0, 0
	start := time.Now()
	for i, s := range braidStates(t, 2*n, 2) {
		if states == n {
			break
		}
		if w1.Close(s) != logic.Open {
			continue
		}
		states++
		killed := map[logic.Cand]bool{}
		for x := logic.Cand(0); int(x) < s.G.NCands; x++ {
			if !s.Has(x) {
				continue
			}
			tr := s.Clone()
			if !tr.Assert(s.G.CellOf(x), s.G.DigitOf(x)) || w1.Close(tr) == logic.Contradiction {
				killed[x] = true
			}
		}
		if len(killed) > 0 {
			with++
		}
		b, l := equivCheck(t, sc, i, s, killed, true)
		built += b
		longest = max(longest, l)
	}
	if with == 0 || states < n {
		t.Errorf("%d W1-closed states of %d wanted, %d with T&E(W1) eliminations", states, n, with)
	}
	t.Logf("%d W1-closed states (%d with T&E(W1) eliminations): %d g-braids built and validated, longest %d; g-braid and g-whip searches ≤ %d found nothing else (%v)",
		states, with, built, longest, searchMaxLen, time.Since(start).Round(time.Millisecond))
}
