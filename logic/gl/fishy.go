package gl

import (
	"fmt"
	"sort"
	"strings"

	"github.com/sudolab/sudolab/logic"
)

// Fishy cycles (docs/fishy-cycles.md). For a digit d, vertices are the
// houses (units) holding exactly two live cells for d; a cycle visits
// vertices V1..Vm, entering Vi through one special cell and leaving through
// the other, joined by edge houses H1..Hm (Hi holds Vi's exit cell and
// V(i+1)'s entry cell). The sound rule also requires that no special cell
// and no house repeats (docs/fishy-cycles.md §7.2); it is then a rank-0 single-digit GL logic with
// bases Vi#d and covers Hi#d (docs/fishy-cycles.md §7.4), which is its certificate.

// FishyCycle is one cycle and its eliminations.
type FishyCycle struct {
	Digit    int
	Vertices []int        // units (Geometry.Units index) V1..Vm
	Labels   []int        // units H1..Hm; Hi joins Vi and V(i+1 mod m)
	Cells    []int        // entry/exit cells p1 q1 p2 q2 … (sound rule only)
	Elims    []logic.Cand // sorted
	Unsound  bool         // found by the naive rule of the original post (docs/fishy-cycles.md §7.5)
	Bases    []int        // certificate: set ids Vi#d
	Covers   []int        // certificate: set ids Hi#d
}

// FishyMaxLen bounds the number of vertices of a cycle.
const FishyMaxLen = 9

// FishyCycles finds the fishy cycles of s (every digit, m <= FishyMaxLen)
// and returns one entry per distinct (digit, elimination set), sorted by
// length then digit. unsound selects the naive rule of docs/fishy-cycles.md §7.5 (demonstration
// and soundness-fuzzer target only; it makes invalid eliminations).
// Signature kept stable for the soundness fuzzer.
func FishyCycles(s *logic.State, unsound bool) []FishyCycle {
	var out []FishyCycle
	seen := map[string]bool{}
	for d := 1; d <= s.G.Side; d++ {
		fs := newFishy(s, d)
		var found []FishyCycle
		if unsound {
			found = fs.naive()
		} else {
			found = fs.sound()
		}
		for _, fc := range found {
			if len(fc.Elims) == 0 {
				continue
			}
			key := fmt.Sprint(d, fc.Elims)
			if seen[key] {
				continue
			}
			seen[key] = true
			out = append(out, fc)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return len(out[i].Vertices) < len(out[j].Vertices) })
	return out
}

// FishyEliminations is the union of the eliminations of FishyCycles.
func FishyEliminations(s *logic.State, unsound bool) []logic.Cand {
	set := map[logic.Cand]bool{}
	var out []logic.Cand
	for _, fc := range FishyCycles(s, unsound) {
		for _, x := range fc.Elims {
			if !set[x] {
				set[x] = true
				out = append(out, x)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

type fishy struct {
	s       *logic.State
	g       *logic.Geometry
	d       int
	verts   []int    // units that are vertices
	special [][2]int // their two cells
	isVert  map[int]int
	bit     uint32
}

func newFishy(s *logic.State, d int) *fishy {
	g := s.G
	f := &fishy{s: s, g: g, d: d, isVert: map[int]int{}, bit: 1 << uint(d-1)}
	for u, cells := range g.Units {
		if s.Placed[u]&f.bit != 0 {
			continue
		}
		var two []int
		for _, c := range cells {
			if s.Cands[c]&f.bit != 0 {
				two = append(two, c)
			}
		}
		if len(two) == 2 {
			f.isVert[u] = len(f.verts)
			f.verts = append(f.verts, u)
			f.special = append(f.special, [2]int{two[0], two[1]})
		}
	}
	return f
}

// inUnit reports whether cell lies in unit u.
func (f *fishy) inUnit(cell, u int) bool {
	for _, v := range f.g.CellUnits[cell] {
		if v == u {
			return true
		}
	}
	return false
}

// sound enumerates admissible cycles (docs/fishy-cycles.md §7.2) by depth-first search from the
// lowest vertex of the cycle.
func (f *fishy) sound() []FishyCycle {
	var out []FishyCycle
	g := f.g
	usedU := map[int]bool{}
	usedC := map[int]bool{}
	var verts, labels, cells []int
	var rec func(start, vi int, exit int)
	emit := func() {
		fc := FishyCycle{Digit: f.d, Vertices: append([]int(nil), verts...), Labels: append([]int(nil), labels...), Cells: append([]int(nil), cells...)}
		fc.finish(f)
		out = append(out, fc)
	}
	// rec: at vertex index vi (already entered), leaving through cell exit.
	rec = func(start, vi, exit int) {
		for _, h := range g.CellUnits[exit] {
			if usedU[h] {
				continue
			}
			// Close the cycle: h joins exit to the first entry cell.
			if len(verts) >= 2 && f.inUnit(cells[0], h) && h != verts[0] {
				if len(verts) >= 3 || labels[0] != h {
					labels = append(labels, h)
					emit()
					labels = labels[:len(labels)-1]
				}
			}
			if len(verts) == FishyMaxLen {
				continue
			}
			usedU[h] = true
			labels = append(labels, h)
			for _, t := range g.Units[h] {
				if t == exit || usedC[t] || f.s.Cands[t]&f.bit == 0 {
					continue
				}
				for _, w := range g.CellUnits[t] {
					wi, ok := f.isVert[w]
					if !ok || w == h || usedU[w] || wi <= start {
						continue
					}
					sp := f.special[wi]
					other := sp[0]
					if other == t {
						other = sp[1]
					}
					if usedC[other] {
						continue
					}
					usedU[w], usedC[t], usedC[other] = true, true, true
					verts = append(verts, w)
					cells = append(cells, t, other)
					rec(start, wi, other)
					verts = verts[:len(verts)-1]
					cells = cells[:len(cells)-2]
					usedU[w], usedC[t], usedC[other] = false, false, false
				}
			}
			labels = labels[:len(labels)-1]
			usedU[h] = false
		}
	}
	for si, u := range f.verts {
		for k := 0; k < 2; k++ {
			p, q := f.special[si][k], f.special[si][1-k]
			usedU[u], usedC[p], usedC[q] = true, true, true
			verts, labels, cells = []int{u}, nil, []int{p, q}
			rec(si, si, q)
			usedU[u], usedC[p], usedC[q] = false, false, false
		}
	}
	return out
}

// finish computes eliminations and the GL certificate: clear each edge
// house except the cycle's cells (docs/fishy-cycles.md §7.3); bases Vi#d, covers Hi#d (docs/fishy-cycles.md §7.4).
func (fc *FishyCycle) finish(f *fishy) {
	g := f.g
	keep := map[int]bool{}
	if fc.Unsound {
		for _, v := range fc.Vertices {
			sp := f.special[f.isVert[v]]
			keep[sp[0]], keep[sp[1]] = true, true
		}
	} else {
		for _, c := range fc.Cells {
			keep[c] = true
		}
	}
	seen := map[logic.Cand]bool{}
	for _, h := range fc.Labels {
		for _, c := range g.Units[h] {
			x := g.Cand(c, f.d)
			if !keep[c] && f.s.Cands[c]&f.bit != 0 && !seen[x] {
				seen[x] = true
				fc.Elims = append(fc.Elims, x)
			}
		}
	}
	sort.Slice(fc.Elims, func(i, j int) bool { return fc.Elims[i] < fc.Elims[j] })
	set := func(u int) int {
		k := logic.Kind(1 + u/g.Side)
		return g.VarID(k, u%g.Side, f.d-1)
	}
	fc.Bases, fc.Covers = nil, nil
	for _, v := range fc.Vertices {
		fc.Bases = append(fc.Bases, set(v))
	}
	for _, h := range fc.Labels {
		fc.Covers = append(fc.Covers, set(h))
	}
}

// naive is the rule of the thread's first post (docs/fishy-cycles.md §7.5): an edge V–W via H
// when H (not V or W) holds exactly one special cell of each; any simple
// cycle of >= 3 distinct vertices; edge labels may repeat.
func (f *fishy) naive() []FishyCycle {
	g := f.g
	type edge struct{ w, h int }
	adj := make([][]edge, len(f.verts))
	for vi, v := range f.verts {
		for wi, w := range f.verts {
			if wi == vi {
				continue
			}
			for h := range g.Units {
				if h == v || h == w {
					continue
				}
				nv, nw := 0, 0
				for _, c := range f.special[vi] {
					if f.inUnit(c, h) {
						nv++
					}
				}
				for _, c := range f.special[wi] {
					if f.inUnit(c, h) {
						nw++
					}
				}
				if nv == 1 && nw == 1 {
					adj[vi] = append(adj[vi], edge{wi, h})
				}
			}
		}
	}
	var out []FishyCycle
	const maxLen = 6
	onPath := make([]bool, len(f.verts))
	var path, labels []int
	var rec func(start, vi int)
	rec = func(start, vi int) {
		for _, e := range adj[vi] {
			if e.w == start && len(path) >= 3 {
				fc := FishyCycle{Digit: f.d, Unsound: true}
				for _, p := range path {
					fc.Vertices = append(fc.Vertices, f.verts[p])
				}
				fc.Labels = append(append([]int(nil), labels...), e.h)
				fc.finish(f)
				out = append(out, fc)
				continue
			}
			if onPath[e.w] || e.w < start || len(path) == maxLen {
				continue
			}
			onPath[e.w] = true
			path = append(path, e.w)
			labels = append(labels, e.h)
			rec(start, e.w)
			path = path[:len(path)-1]
			labels = labels[:len(labels)-1]
			onPath[e.w] = false
		}
	}
	for si := range f.verts {
		onPath[si] = true
		path, labels = []int{si}, nil
		rec(si, si)
		onPath[si] = false
	}
	return out
}

// UnitName prints a unit (Geometry.Units index) as r4, c7 or b2.
func UnitName(g *logic.Geometry, u int) string {
	return fmt.Sprintf("%c%d", "rcb"[u/g.Side], u%g.Side+1)
}

// Text prints the cycle: "fishy-cycle[4] #8: r5{r5c4} -b5- c5{r4c5 r6c5}
// … ==> eliminations" (sound) or the vertex/label sequence (naive).
func (fc *FishyCycle) Text(g *logic.Geometry) string {
	var b strings.Builder
	name := "fishy-cycle"
	if fc.Unsound {
		name = "naive-fishy-cycle(UNSOUND)"
	}
	fmt.Fprintf(&b, "%s[%d] %s", name, len(fc.Vertices), fc.Pattern(g))
	parts := make([]string, len(fc.Elims))
	for i, x := range fc.Elims {
		parts[i] = g.FormatElim(x)
	}
	b.WriteString(" ==> " + strings.Join(parts, ", "))
	return b.String()
}

// Pattern prints the cycle between its rule name and its eliminations:
// "#8: r5{r5c4} -b5- c5{r4c5 r6c5} … r5 (GL r5#8 … / b5#8 …)" — the
// digit, the vertices (with their entry and exit cells for the sound
// rule) and labels, and the certificate.
func (fc *FishyCycle) Pattern(g *logic.Geometry) string {
	var b strings.Builder
	fmt.Fprintf(&b, "#%d: ", fc.Digit)
	for i, v := range fc.Vertices {
		b.WriteString(UnitName(g, v))
		if len(fc.Cells) > 0 {
			fmt.Fprintf(&b, "{%s %s}", g.FormatCell(fc.Cells[2*i]), g.FormatCell(fc.Cells[2*i+1]))
		}
		fmt.Fprintf(&b, " -%s- ", UnitName(g, fc.Labels[i]))
	}
	b.WriteString(UnitName(g, fc.Vertices[0]))
	fmt.Fprintf(&b, " (GL %s / %s)", FormatGLSets(g, fc.Bases), FormatGLSets(g, fc.Covers))
	return b.String()
}

// Step is the cycle as a step of kind fishy-cycle (logic/kinds), checked
// by verify.CheckStep and drawn by logic/draw.
func (fc *FishyCycle) Step(g *logic.Geometry) logic.Step {
	return logic.Step{Rule: "fishy-cycle", Length: len(fc.Vertices), Pattern: fc.Pattern(g),
		Elims: append([]logic.Cand(nil), fc.Elims...), Detail: fc}
}
