package gl_test

import (
	"fmt"
	"hash/fnv"
	"slices"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
	"github.com/sudolab/sudolab/verify"
)

// planeState is a single-digit plane (digit 1 in the X cells, nothing
// else): only house-digit sets of digit 1 are live.
func planeState(plane string) *logic.State {
	g := logic.Geom(3)
	s := logic.NewState(g)
	for cell := range s.Cands {
		s.Cands[cell] = 0
		if plane[cell] == 'X' {
			s.Cands[cell] = 1
		}
	}
	return s
}

// placements enumerates the valid placements of the digit (one cell per
// row, column and box) in the plane: the oracle of GL-12/GL-13.
func placements(s *logic.State) [][]int {
	g := s.G
	var out [][]int
	var cur []int
	var rec func(r int, cols, boxes int)
	rec = func(r, cols, boxes int) {
		if r == 9 {
			out = append(out, slices.Clone(cur))
			return
		}
		for c := 0; c < 9; c++ {
			cell := r*9 + c
			b := g.Box[cell]
			if s.Cands[cell] == 0 || cols>>c&1 != 0 || boxes>>b&1 != 0 {
				continue
			}
			cur = append(cur, cell)
			rec(r+1, cols|1<<c, boxes|1<<b)
			cur = cur[:len(cur)-1]
		}
	}
	rec(0, 0, 0)
	return out
}

func inNoPlacement(t *testing.T, s *logic.State, xs []logic.Cand, n int) {
	t.Helper()
	ps := placements(s)
	if len(ps) != n {
		t.Fatalf("%d placements, want %d", len(ps), n)
	}
	for _, x := range xs {
		for _, p := range ps {
			if slices.Contains(p, s.G.CellOf(x)) {
				t.Errorf("%s is in a placement", gl.GLCandName(s.G, x))
			}
		}
	}
}

func TestGL12Cannibalism(t *testing.T) {
	s := planeState("XXX......X..XX..XX.XXX.XXXXX..X......X..X.X.XX...X......XX..XX..X....X.X.X.X.X...")
	g := s.G
	l := gl.GLEvaluate(s, sets(t, g, "r1#1 r4#1 r6#1"), sets(t, g, "c1#1 b1#1 b5#1"), -1)
	want := candList(t, g, "r1c1#1 r2c1#1 r3c2#1 r3c3#1 r5c5#1")
	if l.Rank != 0 || !slices.Equal(l.Elims, want) {
		t.Fatalf("k=%d %s", l.Rank, candNames(g, l.Elims))
	}
	if err := verify.CheckGL(s, verify.CertOf(&l)); err != nil {
		t.Fatal(err)
	}
	inNoPlacement(t, s, l.Elims, 20)
}

func TestGL13Rank2(t *testing.T) {
	s := planeState(".X..X.........XXXXXX.....X.X..X.XXX.XXX...........X..X..X.....X....X.X.X.X.X...XX")
	g := s.G
	l := gl.GLEvaluate(s, sets(t, g, "r6#1 c5#1 c7#1"), sets(t, g, "r2#1 r8#1 c6#1 b2#1 b6#1"), -1)
	want := candList(t, g, "r2c6#1")
	if l.Rank != 2 || !slices.Equal(l.Elims, want) {
		t.Fatalf("k=%d %s", l.Rank, candNames(g, l.Elims))
	}
	if err := verify.CheckGL(s, verify.CertOf(&l)); err != nil {
		t.Fatal(err)
	}
	inNoPlacement(t, s, l.Elims, 8)
	res := gl.GLSearch(s, gl.GLOptions{Order: 3, Rank: 1, DMax: -1, All: true})
	if slices.Contains(res.Elims(), want[0]) {
		t.Errorf("a logic of order <= 3, rank <= 1 eliminates r2c6")
	}
	res = gl.GLSearch(s, gl.GLOptions{Order: 3, Rank: 2, DMax: -1, All: true})
	if !slices.Contains(res.Elims(), want[0]) {
		t.Errorf("the rank-2 search misses r2c6")
	}
}

const gl14PM = "257 145 1257 68 247 68 124 3 9 / 89 89 247 3 47 1 24 6 5 / 26 146 3 29 5 49 8 147 147 / " +
	"235 345 8 15 9 7 1345 124 6 / 359 7 46 158 136 2 3459 1489 1348 / 1 3569 256 4 36 3568 3579 2789 378 / " +
	"367 136 9 126 8 346 1347 5 24 / 3578 2 157 159 134 3459 6 14789 13478 / 4 368 156 7 126 3569 139 189 1238"

// gl14State is the GL-14 pencil marks with the single-candidate cells
// asserted as values (the PM is BRT-closed: asserting them removes nothing
// else, checked below).
func gl14State(t *testing.T) *logic.State {
	s := pmOf(t, gl14PM)
	before := s.NumCands()
	singles := 0
	for cell, m := range s.Cands {
		if m&(m-1) == 0 {
			singles++
		}
		_ = cell
	}
	t0 := s.Clone()
	for cell, m := range t0.Cands {
		if m != 0 && m&(m-1) == 0 {
			for d := 1; d <= 9; d++ {
				if m == 1<<uint(d-1) {
					s.Assert(cell, d)
				}
			}
		}
	}
	if s.NumCands() != before-singles {
		// Asserting a single removed candidates elsewhere: still fine for
		// the test, but the published PM would then not be BRT-closed.
		t.Logf("GL-14: asserting singles removed %d more candidates", before-singles-s.NumCands())
	}
	return s
}

func TestGL14GoldenNugget(t *testing.T) {
	s := gl14State(t)
	g := s.G
	B := sets(t, g, "1r347 4r4 7r7 247c3 2c8 12n7")
	C := sets(t, g, "2r6 1c2 1c4 124c7 12n3 7n7 4n8 1b3 4b4 7b7")
	if len(B) != 11 || len(C) != 13 {
		t.Fatalf("%d sets, %d links", len(B), len(C))
	}
	if why := gl.GLValid(s, B, C); why != "" {
		t.Fatal(why)
	}
	l0 := gl.GLEvaluate(s, B, C, 0)
	if len(l0.Elims)+len(l0.Hall) != 0 || l0.Rank != 2 {
		t.Fatalf("core/Hall: k=%d %s / %s", l0.Rank, candNames(g, l0.Elims), candNames(g, l0.Hall))
	}
	l1 := gl.GLEvaluate(s, B, C, 1)
	want := candList(t, g, "r7c7#4")
	if !slices.Equal(l1.Split, want) || len(l1.Hall) != 0 {
		t.Fatalf("split[1]: %s", candNames(g, l1.Split))
	}
	if err := verify.CheckGL(s, verify.CertOf(&l1)); err != nil {
		t.Fatal(err)
	}
	proveAll(t, s, l1.Split, "GL-14")
}

// TestGL15FirstTime: all connected families n <= 3, k <= 2, first-time
// eliminations per (n, k) class on the unchanged BRT state.
func TestGL15FirstTime(t *testing.T) {
	cases := []struct {
		p    string
		want map[[2]int]string
	}{
		{p004a, map[[2]int]string{{1, 0}: "r1c2#8 r3c2#8", {2, 0}: "r9c7#1", {3, 0}: "r1c7#8 r3c2#1 r3c7#8 r7c2#1"}},
		{p004b, map[[2]int]string{{1, 0}: "r2c7#2 r7c7#9 r9c7#9", {2, 1}: "r2c9#1", {3, 1}: "r7c3#6 r7c7#1 r8c7#8 r9c3#6 r9c7#6"}},
		{p004c, map[[2]int]string{{1, 0}: "r8c3#7", {2, 0}: "r2c1#2 r2c1#4 r2c3#6 r7c1#2 r7c1#4 r7c3#6", {2, 1}: "r1c3#2",
			{3, 1}: "r2c9#7 r3c2#4 r7c9#3"}},
	}
	for _, tc := range cases {
		s := brtOf(t, tc.p)
		g := s.G
		res := gl.GLSearch(s, gl.GLOptions{Order: 3, Rank: 2, DMax: -1, All: true})
		keys := map[string]bool{}
		for _, l := range res.Logics {
			k := fmt.Sprint(l.Bases, l.Covers)
			if keys[k] {
				t.Errorf("logic %s reported twice", k)
			}
			keys[k] = true
		}
		seen := map[logic.Cand]bool{}
		got := map[[2]int][]logic.Cand{}
		for n := 1; n <= 3; n++ {
			for k := 0; k <= 2; k++ {
				for _, l := range res.Logics {
					if l.Order() != n || l.Rank != k {
						continue
					}
					if l.Contradiction {
						t.Errorf("contradiction in a solvable state")
					}
					for _, x := range l.Elims {
						if !seen[x] {
							seen[x] = true
							got[[2]int{n, k}] = append(got[[2]int{n, k}], x)
						}
					}
				}
			}
		}
		for key, xs := range got {
			slices.Sort(xs)
			if candNames(g, xs) != tc.want[key] {
				t.Errorf("%s (%d,%d): %s, want %s", tc.p[:9], key[0], key[1], candNames(g, xs), tc.want[key])
			}
		}
		for key, w := range tc.want {
			if got[key] == nil {
				t.Errorf("%s (%d,%d): nothing, want %s", tc.p[:9], key[0], key[1], w)
			}
		}
		var all []logic.Cand
		for x := range seen {
			all = append(all, x)
		}
		slices.Sort(all)
		proveAll(t, s, all, "GL-15")
		for i := range res.Logics {
			if err := verify.CheckGL(s, verify.CertOf(&res.Logics[i])); err != nil {
				t.Fatalf("certificate of %s: %v", res.Logics[i].Text(g), err)
			}
		}
	}
}

// TestGL16FamilyCounts reproduces the family counts of docs/general-logic.md §6.5.4 (the large
// ones only without -short).
func TestGL16FamilyCounts(t *testing.T) {
	cases := []struct {
		p     string
		dsize int
		want  []int64 // index n
		big   bool
	}{
		{p004c, 0, []int64{0, 160, 2131, 43154}, false},
		{p004c, 0, []int64{0, 160, 2131, 43154, 936283}, true},
		{p004a, 0, []int64{0, 128, 1234, 18080, 287730}, false},
		{p004c, 1, []int64{0, 120, 383, 797, 847, 411, 67}, false},
		{p004c, 2, []int64{0, 0, 1026, 12012, 71514}, false},
		{p004c, 2, []int64{0, 0, 1026, 12012, 71514, 256611}, true},
		{p004c, 3, []int64{0, 0, 0, 13575, 271963}, true},
		{em, 2, []int64{0, 0, 0, 0, 379689}, true},
		{em, 3, []int64{0, 0, 0, 50645}, false},
	}
	for _, tc := range cases {
		if tc.big && testing.Short() {
			continue
		}
		s := brtOf(t, tc.p)
		got := gl.GLCountFamilies(s, len(tc.want)-1, tc.dsize)
		for n := 1; n < len(tc.want); n++ {
			if tc.want[n] != 0 && got[n] != tc.want[n] {
				t.Errorf("%s |D|=%d n=%d: %d families, want %d", tc.p[:9], tc.dsize, n, got[n], tc.want[n])
			}
		}
	}
}

// TestGLTheory: GL(3,1) as a Theory keeps the unique solution and logs
// tagged steps.
func TestGLTheory(t *testing.T) {
	th := gl.NewGLTheory(3, 1)
	if th.Name() != "GL(3,1)" {
		t.Errorf("name %s", th.Name())
	}
	for _, p := range []string{p004a, p004b, p004c} {
		s := brtOf(t, p)
		s.Log = &logic.Log{}
		st := th.Close(s)
		if st == logic.Contradiction {
			t.Fatalf("%s: contradiction", p[:9])
		}
		if n, _ := logic.CountSolutions(s, 2); n != 1 {
			t.Errorf("%s: %d solutions after GL(3,1)", p[:9], n)
		}
		if len(s.Log.Steps) == 0 {
			t.Errorf("%s: no step", p[:9])
		}
		t.Logf("%s: %s after %d steps, %s", p[:9], st, len(s.Log.Steps), s.Log.Steps[len(s.Log.Steps)-1].Text(s.G))
	}
}

// TestGLCompleteOrder4: the complete search (no footprint caps) of order
// 4, rank 1 on the BRT state of cbg-000 #16845 (W = 12) finds the 2,045
// logics the search found before the cover bound of docs/general-logic.md
// §6.5.3 skipped subtrees (count and FNV-1a hash of their text, taken from
// the unpruned search), and skips most families.
func TestGLCompleteOrder4(t *testing.T) {
	s := brtOf(t, "1......89.57......8..2...5...5..39.1.1...4....6.51.......3..62.64..9...37........")
	res := gl.GLSearch(s, gl.GLOptions{Order: 4, Rank: 1, DMax: -1, All: true})
	h := fnv.New32a()
	for i := range res.Logics {
		fmt.Fprintln(h, res.Logics[i].Text(s.G))
	}
	if len(res.Logics) != 2045 || h.Sum32() != 0x15feec41 || res.Truncated || res.CapCut != 0 {
		t.Errorf("%d logics, hash %08x, truncated %v, cap cuts %d; want 2045, 15feec41, false, 0", len(res.Logics), h.Sum32(), res.Truncated, res.CapCut)
	}
	// GLCountFamilies(s, 4, 0)[4] is 4,802,849 (the unpruned search visited them all).
	if res.Families[4] >= 4802849/2 {
		t.Errorf("%d of 4802849 order-4 families visited: the cover bound skipped few", res.Families[4])
	}
}

// TestGLCapCut: footprint caps that refuse families the order allows are
// reported (CapCut > 0); without caps nothing is.
func TestGLCapCut(t *testing.T) {
	s := brtOf(t, p004c)
	if res := gl.GLSearch(s, gl.GLOptions{Order: 3, Rank: 1, DMax: 1}); res.CapCut == 0 {
		t.Error("DMax 1, order 3: no cap cut reported")
	}
	if res := gl.GLSearch(s, gl.GLOptions{Order: 3, Rank: 1, DMax: -1}); res.CapCut != 0 {
		t.Errorf("DMax -1: %d cap cuts", res.CapCut)
	}
}
