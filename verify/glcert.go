package verify

import (
	"fmt"
	"maps"
	"slices"
	"sort"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
)

// Certificate checker for general-logic steps (docs/general-logic.md §6.3, §6.4.3,
// docs/general-logic.md §6.4.4/§6.4.5). It shares no code with the search: it recomputes every set's
// live candidates from the state, counts covers with plain maps, and checks
// refined eliminations by brute force over truth selections.

// GLCert is what a general-logic step claims.
type GLCert struct {
	Bases, Covers []int        // set ids (Geometry.VarID numbering)
	Rank          int          // claimed k
	Fins          []logic.Cand // docs/general-logic.md §6.4.3: deleted before the rule
	Elims         []logic.Cand // claimed core (or finned) eliminations
	Contradiction bool         // claimed: covers < bases
	Hall, Split   []logic.Cand // claimed refined eliminations
}

// CertOf extracts the certificate of a logic.
func CertOf(l *gl.GLLogic) GLCert {
	return GLCert{Bases: l.Bases, Covers: l.Covers, Rank: l.Rank, Fins: l.Fins, Elims: l.Elims,
		Contradiction: l.Contradiction, Hall: l.Hall, Split: l.Split}
}

// CheckGL verifies a certificate in state s; nil means valid.
func CheckGL(s *logic.State, c GLCert) error {
	want, err := glSelect(s, c)
	if err != nil {
		return err
	}
	g := s.G
	got := append([]logic.Cand(nil), c.Elims...)
	sort.Slice(got, func(i, j int) bool { return got[i] < got[j] })
	if !sameCands(got, want) {
		return fmt.Errorf("eliminations %v, the rule selects %v", names(g, got), names(g, want))
	}
	for _, x := range append(append([]logic.Cand(nil), c.Hall...), c.Split...) {
		if !s.Has(x) {
			return fmt.Errorf("refined elimination %s is not a candidate", gl.GLCandName(g, x))
		}
		if len(c.Fins) > 0 {
			return fmt.Errorf("refined eliminations on a finned logic are not supported")
		}
		if feasible(s, c.Bases, c.Covers, x) {
			return fmt.Errorf("refined elimination %s: a truth selection with it exists", gl.GLCandName(g, x))
		}
	}
	return nil
}

// glSelect checks the structure of (B, C) and returns the candidates the
// rule selects (docs/general-logic.md §6.3, with fins docs/general-logic.md §6.4.3).
func glSelect(s *logic.State, c GLCert) ([]logic.Cand, error) {
	g := s.G
	// The rule is applied in the state with the fins deleted (docs/general-logic.md §6.4.3).
	t := s.Clone()
	fin := map[logic.Cand]bool{}
	for _, f := range c.Fins {
		if !s.Has(f) {
			return nil, fmt.Errorf("fin %s is not a candidate", gl.GLCandName(g, f))
		}
		fin[f] = true
		t.Eliminate(f)
	}
	live := func(v int) []logic.Cand {
		var out []logic.Cand
		for _, x := range g.VarCands(v) {
			if t.Has(x) {
				out = append(out, x)
			}
		}
		return out
	}
	used := map[int]string{}
	inBase := map[logic.Cand]int{}
	emptyBase := false
	for _, v := range c.Bases {
		if v < 0 || v >= g.NVars {
			return nil, fmt.Errorf("base %d: no such set", v)
		}
		if used[v] != "" {
			return nil, fmt.Errorf("base %s repeated", gl.GLSetName(g, v))
		}
		used[v] = "base"
		xs := live(v)
		if len(xs) == 0 {
			if len(c.Fins) == 0 {
				return nil, fmt.Errorf("base %s is empty", gl.GLSetName(g, v))
			}
			emptyBase = true // sashimi to the end: every x seeing all fins is false
		}
		for _, x := range xs {
			if w, ok := inBase[x]; ok {
				return nil, fmt.Errorf("bases %s and %s overlap at %s", gl.GLSetName(g, w), gl.GLSetName(g, v), gl.GLCandName(g, x))
			}
			inBase[x] = v
		}
	}
	cov := map[logic.Cand]int{}
	for _, v := range c.Covers {
		if v < 0 || v >= g.NVars {
			return nil, fmt.Errorf("cover %d: no such set", v)
		}
		if used[v] != "" {
			return nil, fmt.Errorf("cover %s is also a %s", gl.GLSetName(g, v), used[v])
		}
		used[v] = "cover"
		xs := live(v)
		if len(xs) == 0 {
			return nil, fmt.Errorf("cover %s is empty", gl.GLSetName(g, v))
		}
		for _, x := range xs {
			cov[x]++
		}
	}
	// In candidate order, so that the message names the same candidate
	// on every run (map order is random).
	for _, x := range slices.Sorted(maps.Keys(inBase)) {
		if cov[x] == 0 {
			return nil, fmt.Errorf("base candidate %s is not covered", gl.GLCandName(g, x))
		}
	}
	k := len(c.Covers) - len(c.Bases)
	if k != c.Rank {
		return nil, fmt.Errorf("rank %d claimed, covers − bases = %d", c.Rank, k)
	}
	if k < 0 != c.Contradiction {
		return nil, fmt.Errorf("contradiction claimed %v with %d covers and %d bases", c.Contradiction, len(c.Covers), len(c.Bases))
	}
	if c.Contradiction {
		if len(c.Elims) > 0 {
			return nil, fmt.Errorf("a contradiction must not eliminate")
		}
		return nil, nil
	}
	// Recompute the rule's selection.
	var want []logic.Cand
	for x := logic.Cand(0); int(x) < g.NCands; x++ {
		if !t.Has(x) || fin[x] {
			continue
		}
		b := 0
		if _, ok := inBase[x]; ok {
			b = 1
		}
		if !(emptyBase || cov[x]-b >= k+1) {
			continue
		}
		if seesAll(g, x, c.Fins) {
			want = append(want, x)
		}
	}
	return want, nil
}

func seesAll(g *logic.Geometry, x logic.Cand, fins []logic.Cand) bool {
	for _, f := range fins {
		if !g.Linked(x, f) {
			return false
		}
	}
	return true
}

func sameCands(a, b []logic.Cand) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func names(g *logic.Geometry, xs []logic.Cand) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = gl.GLCandName(g, x)
	}
	return out
}

// feasible reports whether x can be true together with one truth per base,
// truths pairwise unlinked and at most one per cover: the semantics every
// refinement (docs/general-logic.md §6.4.4, §6.4.5) abstracts. Backtracking over the bases.
func feasible(s *logic.State, bases, covers []int, x logic.Cand) bool {
	g := s.G
	inCover := func(y logic.Cand) []int {
		var out []int
		for i, v := range covers {
			for _, z := range g.VarCands(v) {
				if z == y {
					out = append(out, i)
				}
			}
		}
		return out
	}
	used := make([]int, len(covers))
	chosen := []logic.Cand{x}
	for _, i := range inCover(x) {
		used[i]++
	}
	var rec func(b int) bool
	rec = func(b int) bool {
		if b == len(bases) {
			return true
		}
		for _, y := range g.VarCands(bases[b]) {
			if !s.Has(y) {
				continue
			}
			if y == x {
				return rec(b + 1) // x is this base's truth
			}
		}
		for _, y := range g.VarCands(bases[b]) {
			if !s.Has(y) {
				continue
			}
			ok := true
			for _, z := range chosen {
				if g.Linked(y, z) || y == z {
					ok = false
					break
				}
			}
			cs := inCover(y)
			for _, i := range cs {
				if used[i] > 0 {
					ok = false
				}
			}
			if !ok {
				continue
			}
			for _, i := range cs {
				used[i]++
			}
			chosen = append(chosen, y)
			if rec(b + 1) {
				return true
			}
			chosen = chosen[:len(chosen)-1]
			for _, i := range cs {
				used[i]--
			}
		}
		return false
	}
	return rec(0)
}

// CheckFishy verifies a fishy cycle (docs/fishy-cycles.md §7.4): its certificate
// (bases Vi#d, covers Hi#d, rank 0) is a valid GL logic, and its
// eliminations are among those the GL rule selects (GL may add
// cannibalistic ones the cycle rule ignores).
func CheckFishy(s *logic.State, fc *gl.FishyCycle) error {
	if len(fc.Bases) != len(fc.Covers) {
		return fmt.Errorf("%d bases, %d covers", len(fc.Bases), len(fc.Covers))
	}
	want, err := glSelect(s, GLCert{Bases: fc.Bases, Covers: fc.Covers})
	if err != nil {
		return err
	}
	sel := map[logic.Cand]bool{}
	for _, x := range want {
		sel[x] = true
	}
	for _, x := range fc.Elims {
		if !sel[x] {
			return fmt.Errorf("%s is not selected by the GL certificate", gl.GLCandName(s.G, x))
		}
	}
	return nil
}
