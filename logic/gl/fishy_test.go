package gl_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
	"github.com/sudolab/sudolab/verify"
)

const (
	fc1Puzzle = "...7..14..7......8.....8....1...2..334..9.6..6..1...2...3....6..9..653....5.3.91."
	ocean     = "001000200030000040500030006000107000040000080000902000300000008060050030002000700"
)

// cycleWith returns the cycle of digit d over exactly these vertex units
// (in cycle order, either direction) and labels.
func cycleWith(t *testing.T, cs []gl.FishyCycle, g *logic.Geometry, d int, verts, labels string) *gl.FishyCycle {
	t.Helper()
	for i := range cs {
		c := &cs[i]
		if c.Digit != d {
			continue
		}
		var vs, ls []string
		for j := range c.Vertices {
			vs = append(vs, gl.UnitName(g, c.Vertices[j]))
			ls = append(ls, gl.UnitName(g, c.Labels[j]))
		}
		if sameCycle(vs, ls, splitF(verts), splitF(labels)) {
			return c
		}
	}
	return nil
}

func splitF(s string) []string { return strings.Fields(s) }

// sameCycle compares cycles up to rotation and reversal (labels follow).
func sameCycle(v1, l1, v2, l2 []string) bool {
	m := len(v1)
	if m != len(v2) {
		return false
	}
	for r := 0; r < m; r++ {
		fw, bw := true, true
		for i := 0; i < m; i++ {
			if v1[(r+i)%m] != v2[i] || l1[(r+i)%m] != l2[i] {
				fw = false
			}
			// reversed: vertex i of v2 is v1[r-i], label between v2[i],v2[i+1] is l1[r-i-1]
			if v1[((r-i)%m+m)%m] != v2[i] || l1[((r-i-1)%m+m)%m] != l2[i] {
				bw = false
			}
		}
		if fw || bw {
			return true
		}
	}
	return false
}

func TestFishyFC1(t *testing.T) {
	s := brtOf(t, fc1Puzzle)
	g := s.G
	if got := s.ValuesGrid().String(); got != ".3.7..14..7......8.....8....1.6.2..3342.976.16..1.3.2...3971.6..9..653...65.3491." {
		t.Fatalf("BRT %s", got)
	}
	cs := gl.FishyCycles(s, false)
	c := cycleWith(t, cs, g, 8, "r5 c5 c2 b9", "b5 r6 r7 c8")
	if c == nil {
		t.Fatal("FC-1 cycle not found")
	}
	want := candList(t, g, "r4c8#8 r6c3#8 r6c7#8 r7c1#8")
	if !slices.Equal(c.Elims, want) {
		t.Fatalf("FC-1 elims %s", candNames(g, c.Elims))
	}
	if got, w := gl.FormatGLSets(g, sorted(c.Bases)), gl.FormatGLSets(g, sets(t, g, "r5#8 c2#8 c5#8 b9#8")); got != w {
		t.Errorf("bases %s", got)
	}
	checkFishyCert(t, s, c)
	// No 2-cycle gives these.
	for _, o := range cs {
		if len(o.Vertices) == 2 && len(intersect(o.Elims, want)) > 0 {
			t.Errorf("2-cycle %s gives an FC-1 elimination", o.Text(g))
		}
	}
	for i := range cs {
		checkFishyCert(t, s, &cs[i])
	}
	proveAll(t, s, gl.FishyEliminations(s, false), "FC-1")
}

func TestFishyFC2(t *testing.T) {
	s := brtOf(t, ocean)
	g := s.G
	cs := gl.FishyCycles(s, false)
	want := candList(t, g, "r5c3#3 r5c7#3")
	var got []logic.Cand
	for _, c := range cs {
		if c.Digit == 3 && len(c.Vertices) == 2 && gl.UnitName(g, c.Vertices[0])[0] == 'r' {
			vs := []string{gl.UnitName(g, c.Vertices[0]), gl.UnitName(g, c.Vertices[1])}
			if slices.Contains(vs, "r4") && slices.Contains(vs, "r6") {
				got = append(got, c.Elims...)
				checkFishyCert(t, s, &c)
			}
		}
	}
	slices.Sort(got)
	got = slices.Compact(got)
	if !slices.Equal(got, want) {
		t.Fatalf("FC-2: %s", candNames(g, got))
	}
	for i := range cs {
		checkFishyCert(t, s, &cs[i])
	}
	proveAll(t, s, gl.FishyEliminations(s, false), "FC-2")
}

// TestFishyNaiveUnsound: FC-U1 and FC-U2, the naive rule's invalid
// eliminations, caught by SAT and by the certificate checker; the sound
// rule does not produce them.
func TestFishyNaiveUnsound(t *testing.T) {
	cases := []struct {
		name, p        string
		d              int
		verts, labels  string
		elims, invalid string
	}{
		{"FC-U1", ocean, 2, "r8 c5 c8", "b8 r7 b9", "", "r7c4#2"},
		{"FC-U2", em, 7, "r8 c8 b9", "b9 r9 c9", "r4c9#7 r6c9#7 r9c4#7 r9c6#7", "r9c4#7"},
	}
	for _, tc := range cases {
		s := brtOf(t, tc.p)
		g := s.G
		c := cycleWith(t, gl.FishyCycles(s, true), g, tc.d, tc.verts, tc.labels)
		if c == nil {
			t.Fatalf("%s: naive cycle not found", tc.name)
		}
		if tc.elims != "" && !slices.Equal(c.Elims, candList(t, g, tc.elims)) {
			t.Errorf("%s: naive elims %s", tc.name, candNames(g, c.Elims))
		}
		bad := candList(t, g, tc.invalid)[0]
		if !slices.Contains(c.Elims, bad) {
			t.Fatalf("%s: naive rule does not remove %s (%s)", tc.name, tc.invalid, candNames(g, c.Elims))
		}
		if p := verify.ProveEliminations(s, []logic.Cand{bad})[0]; p.Verdict != encode.Invalid {
			t.Errorf("%s: SAT does not refute %s", tc.name, tc.invalid)
		}
		if err := verify.CheckFishy(s, c); err == nil {
			t.Errorf("%s: certificate checker accepts the naive cycle", tc.name)
		} else {
			t.Logf("%s rejected: %v", tc.name, err)
		}
		if slices.Contains(gl.FishyEliminations(s, false), bad) {
			t.Errorf("%s: sound rule removes %s", tc.name, tc.invalid)
		}
	}
}

func checkFishyCert(t *testing.T, s *logic.State, c *gl.FishyCycle) {
	t.Helper()
	if err := verify.CheckFishy(s, c); err != nil {
		t.Errorf("%s: %v", c.Text(s.G), err)
	}
}

func sorted(xs []int) []int { ys := slices.Clone(xs); slices.Sort(ys); return ys }

func intersect(a, b []logic.Cand) []logic.Cand {
	var out []logic.Cand
	for _, x := range a {
		if slices.Contains(b, x) {
			out = append(out, x)
		}
	}
	return out
}
