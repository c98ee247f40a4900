package logic

import "testing"

// FuzzParseCandRef: candidate notation (prove's ELIM arguments) never
// panics, and what it accepts prints back to the same candidate.
func FuzzParseCandRef(f *testing.F) {
	for _, s := range []string{"r9c5≠1", "r9c5<>1", "r1c1=9", " r10c2 != 3 ", "r0c1≠1", "r99999999999999999999c1≠1", "r1c1≠", "≠", ""} {
		f.Add(s, 3)
	}
	f.Add("r16c16=16", 4)
	f.Fuzz(func(t *testing.T, s string, n int) {
		if n < 2 || n > 5 {
			n = 3
		}
		g := Geom(n)
		x, isElim, err := g.ParseCandRef(s)
		if err != nil {
			if len(err.Error()) > 200 {
				t.Fatalf("%d-byte message", len(err.Error()))
			}
			return
		}
		back := g.FormatValue(x)
		if isElim {
			back = g.FormatElim(x)
		}
		y, e2, err := g.ParseCandRef(back)
		if err != nil || y != x || e2 != isElim {
			t.Fatalf("%q -> %v -> %q -> %v %v %v", s, x, back, y, e2, err)
		}
	})
}
