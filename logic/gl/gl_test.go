package gl_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
	"github.com/sudolab/sudolab/puzzle"
	"github.com/sudolab/sudolab/verify"
)

// docs/test-cases.md §11.6 puzzles.
const (
	p004a = "3..5....2.5.2...1.....36.....59.7.31..9...4..23.8.46.....79.....7...8.4.8....2..9"
	p004b = "5..7....3.3.4...6.....36.....45.1.29..9...4..68.9.27.....27.....1...3.5.7....5..4"
	p004c = "1..4....8.9.1...5.....63.....13.5.79..3...8..76.2.94.....75.....1...6.4.8....4..2"
	em    = "100000002090400050006000700050903000000070000000850040700000600030009080002000001"
)

var brtValues = map[string]string{
	p004a: "3..5.1.62.5.2.9314...436...4.59.7.31..93.54..2378146955..793..697..58.438.3.42..9",
	p004b: "56.72..43.3745..6.94.13657.3745.1.29..93.74..68.94273.8..274...41..93.577...15..4",
	p004c: "1..49...8.9.1.8.5....563.9...13.56799.36..82.76.2.94.....75..8.51.8.6.4.8..9.45.2",
}

// brtOf parses a puzzle and closes it under BRT.
func brtOf(t testing.TB, p string) *logic.State {
	t.Helper()
	pg, err := puzzle.ParseLine(p)
	if err != nil {
		t.Fatal(err)
	}
	s, err := logic.FromGrid(pg)
	if err != nil {
		t.Fatal(err)
	}
	if st := s.BRT(); st == logic.Contradiction {
		t.Fatal("BRT contradiction")
	}
	return s
}

// pmOf parses a pencil-mark state written as rows separated by "/".
func pmOf(t testing.TB, pm string) *logic.State {
	t.Helper()
	pg, err := puzzle.ParseLine(strings.ReplaceAll(pm, "/", " "))
	if err != nil {
		t.Fatal(err)
	}
	s, err := logic.FromGrid(pg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func sets(t testing.TB, g *logic.Geometry, text string) []int {
	t.Helper()
	ids, err := gl.ParseGLSets(g, text)
	if err != nil {
		t.Fatal(err)
	}
	return ids
}

func candList(t testing.TB, g *logic.Geometry, text string) []logic.Cand {
	t.Helper()
	var out []logic.Cand
	for _, f := range strings.Fields(text) {
		var r, c, d int
		if _, err := fmt.Sscanf(f, "r%dc%d#%d", &r, &c, &d); err != nil {
			t.Fatalf("%q: %v", f, err)
		}
		out = append(out, g.Cand((r-1)*g.Side+c-1, d))
	}
	slices.Sort(out)
	return out
}

func candNames(g *logic.Geometry, xs []logic.Cand) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = gl.GLCandName(g, x)
	}
	return strings.Join(parts, " ")
}

// proveAll checks with the SAT prover that every elimination is valid.
func proveAll(t testing.TB, s *logic.State, elims []logic.Cand, what string) {
	t.Helper()
	for i, p := range verify.ProveEliminations(s, elims) {
		if p.Verdict != encode.Valid {
			t.Errorf("%s: SAT refutes %s", what, gl.GLCandName(s.G, elims[i]))
		}
	}
}

func TestBRTStatesMatchSpec(t *testing.T) {
	for p, want := range brtValues {
		s := brtOf(t, p)
		if got := s.ValuesGrid().String(); got != want {
			t.Errorf("BRT(%s) = %s, want %s", p[:9], got, want)
		}
	}
	pm := pmOf(t, "1 2357 2567 4 9 27 237 36 8 / 2346 9 2467 1 27 8 237 5 3467 / 24 2478 2478 5 6 3 127 9 147 / "+
		"24 248 1 3 48 5 6 7 9 / 9 45 3 6 147 17 8 2 15 / 7 6 58 2 18 9 4 13 135 / 2346 234 2469 7 5 12 139 8 136 / "+
		"5 1 279 8 23 6 379 4 37 / 8 37 67 9 13 4 5 136 2")
	if got, want := pm.Grid().String(), brtOf(t, p004c).Grid().String(); got != want {
		t.Errorf("P004c PM differs from BRT:\n%s\n%s", got, want)
	}
}

var glCases = []struct {
	id, p, bases, covers string
	k                    int
	elims, neg           string
}{
	{"GL-1", p004c, "r9#7", "b7#7", 0, "r8c3#7", ""},
	{"GL-2", p004c, "r1#6 r9#6", "c3#6 c8#6", 0, "r2c3#6 r7c3#6", ""},
	{"GL-3", p004c, "r3c1 r4c1", "c1#2 c1#4", 0, "r2c1#2 r2c1#4 r7c1#2 r7c1#4", ""},
	{"GL-4", p004a, "r4c2 r5c2 r9c2", "c2#1 c2#6 c2#8", 0, "r1c2#8 r3c2#1 r3c2#8 r7c2#1", ""},
	{"GL-5", p004a, "r4c7 b9#2 b9#8", "r7c8 c7#2 c7#8", 0, "r1c7#8 r3c7#8", ""},
	{"GL-6", p004c, "r1c8 b9#6 b1#3 c1#6", "r2c1 r1#3 r7#6 c8#6", 0, "r1c7#3 r2c1#2 r2c1#4 r7c3#6", ""},
	{"GL-7", p004b, "r1#1 r6#1", "c3#1 c9#1 b3#1", 1, "r2c9#1", "r5c9#1"},
	{"GL-8", p004c, "r8#2 b2#2", "r1#2 c3#2 c5#2", 1, "r1c3#2", "r7c3#2"},
	{"GL-9", p004c, "r2c5 r8c5 r8c9", "r2#7 r8#3 c5#2 c9#7", 1, "r2c9#7", "r8c7#3"},
	{"GL-10", p004b, "r1#1 b4#1 c8#1", "r5#1 r7#1 c3#1 c7#1", 1, "r7c7#1", "r5c9#1"},
	{"GL-11", p004c, "r7c6 b7#2 c7#1 r3#2", "r3c7 r7#1 r7#2 c3#2 b1#2", 1, "r1c3#2 r2c3#2", ""},
}

// TestGLCases checks GL-1..GL-11: exact eliminations, the certificate, the
// SAT proofs, that the search finds the logic, and that the rank-0 rule
// misapplied to a rank-1 logic removes the "neg" candidate (SAT-refuted).
func TestGLCases(t *testing.T) {
	for _, tc := range glCases {
		t.Run(tc.id, func(t *testing.T) {
			s := brtOf(t, tc.p)
			g := s.G
			B, C := sets(t, g, tc.bases), sets(t, g, tc.covers)
			if why := gl.GLValid(s, B, C); why != "" {
				t.Fatalf("invalid logic: %s", why)
			}
			l := gl.GLEvaluate(s, B, C, -1)
			want := candList(t, g, tc.elims)
			if l.Rank != tc.k || !slices.Equal(l.Elims, want) {
				t.Fatalf("k=%d elims %s; want k=%d %s", l.Rank, candNames(g, l.Elims), tc.k, tc.elims)
			}
			if err := verify.CheckGL(s, verify.CertOf(&l)); err != nil {
				t.Fatalf("certificate: %v", err)
			}
			proveAll(t, s, l.Elims, tc.id)
			res := gl.GLSearch(s, gl.GLOptions{Order: len(B), Rank: tc.k, All: true})
			found := false
			for _, m := range res.Logics {
				if slices.Equal(m.Bases, l.Bases) && slices.Equal(m.Covers, l.Covers) {
					found = slices.Equal(m.Elims, l.Elims)
				}
			}
			if !found {
				t.Errorf("search (n<=%d, k<=%d) does not report %s / %s", len(B), tc.k, tc.bases, tc.covers)
			}
			if tc.neg == "" {
				return
			}
			neg := candList(t, g, tc.neg)[0]
			bad := gl.GLEvaluate(s, B, C[:len(B)], -1) // wrong: rank-0 rule
			bad0 := rank0Misapplied(s, B, C)
			if !slices.Contains(bad0, neg) {
				t.Fatalf("rank-0 misapplication does not remove %s (%s)", tc.neg, candNames(g, bad.Elims))
			}
			if p := verify.ProveEliminations(s, []logic.Cand{neg})[0]; p.Verdict != encode.Invalid {
				t.Errorf("SAT does not refute neg %s", tc.neg)
			}
			cert := verify.CertOf(&l)
			cert.Elims = bad0
			if verify.CheckGL(s, cert) == nil {
				t.Errorf("certificate checker accepts the rank-0 misapplication")
			}
		})
	}
}

// rank0Misapplied is the deliberately unsound rule: cov − bas >= 1 on a
// rank-k logic.
func rank0Misapplied(s *logic.State, B, C []int) []logic.Cand {
	cov := map[logic.Cand]int{}
	for _, v := range C {
		for _, x := range s.G.VarCands(v) {
			if s.Has(x) {
				cov[x]++
			}
		}
	}
	base := map[logic.Cand]bool{}
	for _, v := range B {
		for _, x := range s.G.VarCands(v) {
			base[x] = true
		}
	}
	var out []logic.Cand
	for x, n := range cov {
		if base[x] && n >= 2 || !base[x] && n >= 1 {
			out = append(out, x)
		}
	}
	slices.Sort(out)
	return out
}

// TestGLCertRejectsCorruption corrupts valid certificates in every field.
func TestGLCertRejectsCorruption(t *testing.T) {
	for _, tc := range glCases {
		s := brtOf(t, tc.p)
		g := s.G
		l := gl.GLEvaluate(s, sets(t, g, tc.bases), sets(t, g, tc.covers), -1)
		good := verify.CertOf(&l)
		bad := map[string]verify.GLCert{}
		c := good
		c.Rank++
		bad["rank"] = c
		c = good
		c.Covers = c.Covers[:len(c.Covers)-1]
		c.Rank--
		bad["drop cover"] = c
		c = good
		c.Elims = append(slices.Clone(c.Elims), firstLiveNot(s, c.Elims))
		bad["extra elim"] = c
		c = good
		c.Elims = c.Elims[1:]
		bad["missing elim"] = c
		c = good
		c.Covers = append(slices.Clone(c.Covers), c.Bases[0])
		c.Rank++
		bad["base as cover"] = c
		c = good
		c.Bases = append(slices.Clone(c.Bases), c.Bases[0])
		bad["repeated base"] = c
		c = good
		c.Bases = append(slices.Clone(c.Bases), overlapping(s, c.Bases))
		c.Rank--
		bad["overlapping base"] = c
		c = good
		c.Hall = []logic.Cand{firstLiveNot(s, c.Elims)}
		bad["bogus hall"] = c
		for what, c := range bad {
			if verify.CheckGL(s, c) == nil {
				t.Errorf("%s: checker accepts corrupted certificate (%s)", tc.id, what)
			}
		}
	}
}

func firstLiveNot(s *logic.State, xs []logic.Cand) logic.Cand {
	for x := logic.Cand(0); ; x++ {
		if s.Has(x) && !slices.Contains(xs, x) {
			return x
		}
	}
}

// overlapping returns a live set (not in B) sharing a candidate with B[0].
func overlapping(s *logic.State, B []int) int {
	g := s.G
	for _, x := range g.VarCands(B[0]) {
		if !s.Has(x) {
			continue
		}
		for _, v := range g.CandVars(x) {
			if !slices.Contains(B, v) && s.SetLive(v).Count() >= 2 {
				return v
			}
		}
	}
	panic("no overlapping set")
}
