package logic

import (
	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"testing"

	"github.com/sudolab/sudolab/puzzle"
)

// The reuse speed-ups (chain knowledge across rounds, for whips, braids,
// g-whips and g-braids, target trials kept across rounds, whip memo) must
// not change a single step: the paths of the worked cases of
// docs/test-cases.md, patterns included, are the same with them switched
// off, in the W, B, gW and gB families (and S+W).
func TestReuseSamePaths(t *testing.T) {
	defer func() { NoReuse = false }()
	for _, c := range cases61 {
		if c.w > 9 && !reftest.Long() { // W10, W12 (#16845): SUDOLAB_LONG=1
			continue
		}
		samePathsWithoutReuse(t, parse81(t, c.puzzle), c.idx, FamilyW(), FamilyB(), FamilySW(), FamilyGW(), FamilyGB())
	}
}

// A target trial carried across the states of a path (reuseTrial) gives
// the depth a fresh trial gives, for every target and bound: the same
// depth when it is within the bound, beyond the bound when it is not (an
// earlier trial with a higher bound may know by how much, as within a
// round).
func TestTrialReuseSameDepths(t *testing.T) {
	for _, c := range cases61 {
		if c.w < 3 || c.w > 9 {
			continue
		}
		p, err := ResolvePath(parse81(t, c.puzzle), FamilyW(), 12, nil)
		if err != nil {
			t.Fatal(err)
		}
		g := p.Initial.G
		s := p.Initial.Clone()
		kept := NewScratch(g)
		reused, states := 0, 0
		for _, st := range p.Steps {
			for _, x := range st.Elims {
				s.Eliminate(x)
			}
			for _, x := range st.Asserts {
				s.Assert(g.CellOf(x), g.DigitOf(x))
			}
			if s.IsSolved() {
				break
			}
			states++
			kept.newRound()
			kept.known.sync(g, s)
			kept.trialReuse = true
			kept.closed = brtClosed(s)
			fresh := NewScratch(g)
			fresh.closed = kept.closed
			for z := Cand(0); int(z) < g.NCands; z++ {
				if !s.Has(z) {
					continue
				}
				if tr := kept.trials; tr != nil && tr[z].epoch > 0 && tr[z].epoch < kept.known.epoch {
					reused++
				}
				for b := 1; b <= 6; b++ {
					d1 := kept.targetDepth(s, false, z, b)
					d2 := fresh.targetDepth(s, false, z, b)
					if d1 != d2 && (int(d1) <= b || int(d2) <= b) {
						t.Fatalf("#%d state %d target %s bound %d: depth %d with reuse, %d fresh",
							c.idx, states, g.FormatValue(z), b, d1, d2)
					}
				}
			}
		}
		if reused == 0 {
			t.Errorf("#%d: no trial carried over %d states", c.idx, states)
		}
	}
}

// The same on cbg-000 puzzles whose g-paths are long (gW or gB ≥ 6 among
// the first 2,000; the first 6 of them, all 22 with SUDOLAB_LONG=1): the gW
// and gB paths, where the knowledge of g-whips and g-braids (and the
// wider kinds' knowledge used by whips and braids) is carried over many
// rounds, are the same with the reuse switched off.
func TestReuseSamePathsG(t *testing.T) {
	defer func() { NoReuse = false }()
	rows := loadRef(t)
	n := 0
	for _, r := range rows[:min(2000, len(rows))] {
		if r.want["gW"] < 6 && r.want["gB"] < 6 {
			continue
		}
		if n++; n > 6 && !reftest.Long() {
			break
		}
		samePathsWithoutReuse(t, parse81(t, r.puzzle), r.index, FamilyGW(), FamilyGB())
	}
	if n < 6 {
		t.Fatalf("only %d puzzles with long g-paths", n)
	}
}

// samePathsWithoutReuse resolves puzzle number idx in each family with the
// reuse on and off (NoReuse) and fails when the paths or ratings differ.
func samePathsWithoutReuse(t *testing.T, pg *puzzle.Grid, idx int, fams ...Family) {
	t.Helper()
	for _, f := range fams {
		var text [2]string
		var rating [2]Rating
		for i, off := range []bool{false, true} {
			NoReuse = off
			p, err := ResolvePath(pg, f, 12, nil)
			if err != nil {
				t.Fatalf("#%d %s: %v", idx, f.Name, err)
			}
			text[i], rating[i] = p.Text(), p.Rating
		}
		if text[0] != text[1] || rating[0] != rating[1] {
			t.Errorf("#%d %s: path with reuse differs (rating %v, without %v)", idx, f.Name, rating[0], rating[1])
		}
	}
}
