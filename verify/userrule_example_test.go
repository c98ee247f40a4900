package verify_test

import (
	"fmt"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/verify"
)

// xWing is a user's rule in a few lines: for a digit, two rows whose
// candidates lie in the same two columns eliminate the digit from the
// rest of those columns. With sound = false the second row may hold the
// digit in other columns too: a plausible slip, and unsound.
func xWing(sound bool) verify.UserRule {
	name := map[bool]string{true: "x-wing", false: "x-wing-wrong"}[sound]
	return verify.UserRule{Name: name, Find: func(s *logic.State) []verify.Finding {
		g := s.G
		var out []verify.Finding
		for d := 1; d <= g.Side; d++ {
			cols := make([]uint32, g.Side) // per row, the columns holding d
			for cell, m := range s.Cands {
				if m&(1<<uint(d-1)) != 0 {
					cols[g.Row[cell]] |= 1 << uint(g.Col[cell])
				}
			}
			for r1 := 0; r1 < g.Side; r1++ {
				for r2 := r1 + 1; r2 < g.Side; r2++ {
					c := cols[r1]
					same := cols[r2] == c
					if !sound {
						same = cols[r2]&c == c // wrong: r2 may have more columns
					}
					if !same || popcount(c) != 2 {
						continue
					}
					var f verify.Finding
					for cell := range s.Cands {
						r, inCols := g.Row[cell], c&(1<<uint(g.Col[cell])) != 0
						x := g.Cand(cell, d)
						switch {
						case !s.Has(x) || r == r1 || r == r2 && inCols:
						case inCols:
							f.Elims = append(f.Elims, x)
						}
					}
					if len(f.Elims) > 0 {
						f.Text = fmt.Sprintf("%s n%d r%d r%d", name, d, r1+1, r2+1)
						out = append(out, f)
					}
				}
			}
		}
		return out
	}}
}

func popcount(m uint32) (n int) {
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// A user writes an X-wing and a wrong variant, and fuzzes both: the sound
// rule has no invalid claim; the wrong one is caught, with a shrunk state
// and the SAT model that refutes its claim.
func ExampleFuzzRule() {
	for _, sound := range []bool{true, false} {
		rep, err := verify.FuzzRule(xWing(sound), verify.FuzzOptions{States: 60, Seed: 1, Workers: 1, MaxShrink: 1})
		if err != nil {
			fmt.Println(err)
			return
		}
		st := rep.Rules[0]
		fmt.Printf("%s: %d states, fired %v, invalid %v\n", st.Rule, st.States, st.Firings > 0, st.Invalid > 0)
		for _, f := range rep.Failures {
			fmt.Printf("  refuted: %v, shrunk: %v, model given: %v\n", f.Claim != "", f.Size < f.OrigSize, len(f.Model) == 81)
		}
	}
	// Output:
	// x-wing: 60 states, fired true, invalid false
	// x-wing-wrong: 60 states, fired true, invalid true
	//   refuted: true, shrunk: true, model given: true
}
