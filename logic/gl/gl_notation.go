package gl

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/sudolab/sudolab/logic"
)

// Set notations (docs/notation.md §9.4). Canonical: cell r3c1, house-digit
// r9#7 c3#6 b9#2. Also accepted: SudoRules r9n7; GNPX groups r19#6, b12#7,
// r459c2 (cells), r459c2#168 (the same cells: the digits after # name
// their candidates, as in GNPX's "LockedTriple r459c2#168", and are only
// checked to be digits); Barker/Xsudo 1r347 (digit × houses), 247c3 (digits ×
// house), 12n7 (rows × column = cell sets), 4b4. Multi-index forms use one
// character per index, so they are for grids of side <= 9.

var (
	reCells  = regexp.MustCompile(`^r(\d+)c(\d+)(?:#(\d+))?$`)
	reGNPX   = regexp.MustCompile(`^([rcb])(\d+)#(\d+)$`)
	reSR     = regexp.MustCompile(`^([rcb])(\d+)n(\d+)$`)
	reBarker = regexp.MustCompile(`^(\d+)([rcb])(\d+)$`)
	reBCells = regexp.MustCompile(`^(\d+)n(\d+)$`)
)

// ParseGLSets parses a whitespace- or comma-separated list of sets in any of
// the notations above and returns their set ids, in order of appearance.
// Virtual sets, overlapping truths and Kraken fish are out of scope (docs/general-logic.md §6.4.6):
// anything else is rejected with a message naming the token.
func ParseGLSets(g *logic.Geometry, text string) ([]int, error) {
	var out []int
	for _, tok := range strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\n' }) {
		ids, err := parseGLToken(g, tok)
		if err != nil {
			return nil, err
		}
		out = append(out, ids...)
	}
	return out, nil
}

func parseGLToken(g *logic.Geometry, tok string) ([]int, error) {
	idx := func(s string) ([]int, error) {
		if len(s) > 1 && g.Side > 9 {
			return nil, fmt.Errorf("set %q: grouped indices need side <= 9", tok)
		}
		var out []int
		for _, ch := range s {
			n := int(ch - '0')
			if n < 1 || n > g.Side {
				return nil, fmt.Errorf("set %q: index %c out of 1..%d", tok, ch, g.Side)
			}
			out = append(out, n-1)
		}
		return out, nil
	}
	single := func(s string) ([]int, error) {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > g.Side {
			return idx(s) // grouped form
		}
		return []int{n - 1}, nil
	}
	kindOf := map[string]logic.Kind{"r": logic.RN, "c": logic.CN, "b": logic.BN}
	var out []int
	switch {
	case reCells.MatchString(tok):
		m := reCells.FindStringSubmatch(tok)
		rs, err := single(m[1])
		if err != nil {
			return nil, err
		}
		cs, err := single(m[2])
		if err != nil {
			return nil, err
		}
		if m[3] != "" {
			if _, err := single(m[3]); err != nil {
				return nil, err
			}
		}
		for _, r := range rs {
			for _, c := range cs {
				out = append(out, g.VarID(logic.RC, r, c))
			}
		}
	case reGNPX.MatchString(tok) || reSR.MatchString(tok):
		m := reGNPX.FindStringSubmatch(tok)
		if m == nil {
			m = reSR.FindStringSubmatch(tok)
		}
		hs, err := single(m[2])
		if err != nil {
			return nil, err
		}
		ds, err := single(m[3])
		if err != nil {
			return nil, err
		}
		for _, h := range hs {
			for _, d := range ds {
				out = append(out, g.VarID(kindOf[m[1]], h, d))
			}
		}
	case reBarker.MatchString(tok):
		m := reBarker.FindStringSubmatch(tok)
		ds, err := idx(m[1])
		if err != nil {
			return nil, err
		}
		hs, err := idx(m[3])
		if err != nil {
			return nil, err
		}
		for _, d := range ds {
			for _, h := range hs {
				out = append(out, g.VarID(kindOf[m[2]], h, d))
			}
		}
	case reBCells.MatchString(tok):
		m := reBCells.FindStringSubmatch(tok)
		rs, err := idx(m[1])
		if err != nil {
			return nil, err
		}
		cs, err := idx(m[2])
		if err != nil {
			return nil, err
		}
		for _, r := range rs {
			for _, c := range cs {
				out = append(out, g.VarID(logic.RC, r, c))
			}
		}
	default:
		return nil, fmt.Errorf("set %q: not a native set (cell r3c1, house-digit r9#7/1r347/247c3, cells 12n7); virtual sets, overlapping truths and Kraken fish are out of scope", tok)
	}
	return out, nil
}

// glSetName prints one set canonically: r3c1, r9#7, c3#6, b9#2.
func glSetName(g *logic.Geometry, v int) string {
	if v < 0 || v >= g.NVars {
		return fmt.Sprintf("set#%d", v)
	}
	k, i, j := g.VarKind(v)
	if k == logic.RC {
		return fmt.Sprintf("r%dc%d", i+1, j+1)
	}
	return fmt.Sprintf("%s%d#%d", "rcb"[k-1:k], i+1, j+1)
}

// GLSetName is the canonical name of set v (r3c1, r9#7, c3#6, b9#2).
func GLSetName(g *logic.Geometry, v int) string { return glSetName(g, v) }

// FormatGLSets prints sets canonically, space-separated, in the given order.
func FormatGLSets(g *logic.Geometry, sets []int) string {
	parts := make([]string, len(sets))
	for i, v := range sets {
		parts[i] = glSetName(g, v)
	}
	return strings.Join(parts, " ")
}

// FormatXsudo prints sets in Barker/Xsudo compact form: house-digit sets
// grouped as 1r347 (one digit, several houses) or 247c3 (several digits,
// one house), cell sets as 12n7 (rows, one column). Side <= 9 only;
// larger grids fall back to the canonical form.
func FormatXsudo(g *logic.Geometry, sets []int) string {
	if g.Side > 9 {
		return FormatGLSets(g, sets)
	}
	type key struct {
		k   logic.Kind
		idx string
	}
	byDigit := map[[2]int][]int{} // (kind, digit) → houses
	cells := map[int][]int{}      // column → rows
	for _, v := range sets {
		k, i, j := g.VarKind(v)
		if k == logic.RC {
			cells[j] = append(cells[j], i)
		} else {
			byDigit[[2]int{int(k), j}] = append(byDigit[[2]int{int(k), j}], i)
		}
	}
	digits := func(xs []int) string {
		sort.Ints(xs)
		var b strings.Builder
		for _, x := range xs {
			b.WriteByte(byte('1' + x))
		}
		return b.String()
	}
	// Merge digits that share the same kind and house list: 247c3.
	merged := map[key][]int{}
	var keys []key
	for kd, hs := range byDigit {
		kk := key{logic.Kind(kd[0]), digits(hs)}
		if _, ok := merged[kk]; !ok {
			keys = append(keys, kk)
		}
		merged[kk] = append(merged[kk], kd[1])
	}
	sort.Slice(keys, func(a, b int) bool {
		if keys[a].k != keys[b].k {
			return keys[a].k < keys[b].k
		}
		return keys[a].idx < keys[b].idx
	})
	var parts []string
	var cols []int
	for c := range cells {
		cols = append(cols, c)
	}
	sort.Ints(cols)
	for _, c := range cols {
		parts = append(parts, digits(cells[c])+"n"+strconv.Itoa(c+1))
	}
	for _, kk := range keys {
		parts = append(parts, digits(merged[kk])+"rcb"[kk.k-1:kk.k]+kk.idx)
	}
	return strings.Join(parts, " ")
}

// Text prints the logic: canonical sets, Xsudo form, rank, refinement tag
// and the SudoRules-style eliminations.
func (l *GLLogic) Text(g *logic.Geometry) string {
	var b strings.Builder
	fmt.Fprintf(&b, "gl[n=%d,k=%d] %s / %s (Xsudo %s / %s)", len(l.Bases), l.Rank,
		FormatGLSets(g, l.Bases), FormatGLSets(g, l.Covers), FormatXsudo(g, l.Bases), FormatXsudo(g, l.Covers))
	if l.Kind != "" {
		fmt.Fprintf(&b, " %s", l.Kind)
	}
	if len(l.Fins) > 0 {
		fmt.Fprintf(&b, " fins %s", glCands(g, l.Fins))
	}
	if l.Contradiction {
		b.WriteString(" ==> contradiction (covers < bases)")
		return b.String()
	}
	write := func(tag string, xs []logic.Cand) {
		if len(xs) == 0 {
			return
		}
		parts := make([]string, len(xs))
		for i, x := range xs {
			parts[i] = g.FormatElim(x)
		}
		fmt.Fprintf(&b, " %s ==> %s", tag, strings.Join(parts, ", "))
	}
	tag := GLCore
	if len(l.Fins) > 0 {
		tag = GLFin
	}
	write(tag, l.Elims)
	write(GLHall, l.Hall)
	write(fmt.Sprintf("%s[%d]", GLSplit, l.SplitDepth), l.Split)
	return b.String()
}

func glCands(g *logic.Geometry, xs []logic.Cand) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = GLCandName(g, x)
	}
	return strings.Join(parts, " ")
}
