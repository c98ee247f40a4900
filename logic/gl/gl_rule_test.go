package gl_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
)

// TestGLRatingMatchesClosure cross-checks the GL rating (the simplest-first
// strategy with GLRule, order by order) against the closure theory GL(n,1)
// of gl_theory.go, which applies every logic of order ≤ n at once and
// shares no strategy code: a puzzle rated n is solved by GL(n,1) and not by
// GL(n−1,1) (BRT for n = 1); one rated ">4" is not solved by GL(4,1). On
// cbg-000 also W = 0 ⇔ GL = 0 and W = 1 ⇒ GL = 1 (whip[1] is in the family,
// and a puzzle BRT does not solve needs a level ≥ 1).
func TestGLRatingMatchesClosure(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 15
	} else if os.Getenv("SUDOLAB_LONG") == "1" {
		n = 300
	}
	header, rows := reftest.ReadCSV(t, "cbg-000.csv")
	pc, wc := reftest.Column(t, header, "puzzle"), reftest.Column(t, header, "W")
	const maxOrder = 4
	closure := func(p string, order int) logic.Status {
		s := pmOf(t, p)
		if order == 0 {
			return s.BRT()
		}
		return gl.NewGLTheory(order, gl.GLMaxRank).Close(s)
	}
	hist := map[string]int{}
	for _, r := range rows[:n] {
		p := r[pc]
		got, err := logic.RateState(pmOf(t, p), gl.FamilyGL(), maxOrder)
		if err != nil {
			t.Fatalf("#%s: %v", r[0], err)
		}
		hist[fmt.Sprintf("W=%s GL=%s", r[wc], got)]++
		if got.NotSolved {
			if st := closure(p, maxOrder); st == logic.Solved {
				t.Errorf("#%s: GL rating %s, but GL(%d,1) solves it", r[0], got, maxOrder)
			}
		} else {
			if st := closure(p, got.Value); st != logic.Solved {
				t.Errorf("#%s: GL rating %d, but GL(%d,1) ends %v", r[0], got.Value, got.Value, st)
			}
			if got.Value > 0 {
				if st := closure(p, got.Value-1); st == logic.Solved {
					t.Errorf("#%s: GL rating %d, but GL(%d,1) already solves it", r[0], got.Value, got.Value-1)
				}
			}
		}
		if w := r[wc]; (w == "0") != (got.String() == "0") || w == "1" && got.String() != "1" {
			t.Errorf("#%s: W = %s, GL = %s", r[0], w, got)
		}
	}
	t.Logf("first %d cbg-000 puzzles: %v", n, hist)
}

// TestGLFamilyMaxLevel: the strategy caps GL's maximal length to the
// family's last level (so "not solved" reads ">7", not ">36"), also when
// rules are added with With, and leaves smaller bounds alone.
func TestGLFamilyMaxLevel(t *testing.T) {
	for _, c := range []struct{ maxLen, want int }{{0, gl.GLMaxOrder}, {36, gl.GLMaxOrder}, {3, 3}} {
		if got := logic.NewStrategy(gl.FamilyGL(), c.maxLen).MaxLen; got != c.want {
			t.Errorf("NewStrategy(GL, %d).MaxLen = %d, want %d", c.maxLen, got, c.want)
		}
	}
	if got := logic.NewStrategy(gl.FamilyGL().With("GL+S", logic.SubsetRule{}), 36).MaxLen; got != gl.GLMaxOrder {
		t.Errorf("With drops the cap: MaxLen %d", got)
	}
	if got := logic.NewStrategy(logic.FamilyW(), 36).MaxLen; got != 36 {
		t.Errorf("W capped: MaxLen %d", got)
	}
}
