package logic

import (
	"math/bits"
	"strconv"
	"strings"
	"sync"
)

// GLabel is a g-label (docs/model.md §1.6): a digit and a segment, i.e. a
// mini-row (row ∩ block) or a mini-column (column ∩ block) of N cells.
// A g-label with ≥ 2 current candidates is a g-candidate.
type GLabel struct {
	Digit   int    // 1..Side
	MiniRow bool   // true: row ∩ block; false: column ∩ block
	Line    int    // 0-based row (mini-row) or column (mini-column)
	Block   int    // 0-based block
	Cells   []int  // the N cells of the segment, increasing
	Members []Cand // the N candidates (Digit in Cells)
}

// gGeom holds the g-labels of one geometry and their g-link sets.
type gGeom struct {
	labels  []GLabel
	links   [][]Cand  // per g-label: the g-linked candidates (sorted)
	linkSet []CandSet // the same as bit sets
	rowSeg  []int32   // [(d0*Side+r)*N + blockCol] → g-label
	colSeg  []int32   // [(d0*Side+c)*N + blockRow] → g-label
	zob     [][2]uint64
	zobVar  [][2]uint64 // per variable (extendWhipMemo)
	// per candidate: its links by decreasing cell, then increasing digit
	// (the llc order of whips, see llcOrderDesc)
	linksCellDesc [][]Cand
	// per candidate: its position in each of its 4 variables
	candPos [][4]uint8
	// per rlc id (candidate, then NCands+g-label): its (g-)links grouped by
	// variable, as position masks
	varLinks [][]varMask
	// segments by position mask (grids with Side ≤ segTabMaxSide, else
	// nil): see segmentByMask
	segTab segTable
}

// segTabMaxSide: above this side the tables of segTable (2^Side entries
// per variable kind) are not built and segmentOf is used.
const segTabMaxSide = 16

// segTable finds the segment holding a set of positions of a variable
// with table look-ups: the segments of a variable kind sit at the same
// positions in every variable of that kind (positions are cells by
// increasing index), so one table per kind maps a position mask to the
// variable's local segment (rn: the block column, cn: the block row,
// bn: mini-row i as i, mini-column j as N+j), and one per variable maps
// that to its g-label.
type segTable struct {
	local [3][]int8   // [kind-RN][mask] → local segment, -1 if none
	pos   [3][]uint32 // [kind-RN][local] → the segment's positions
	label [][]int32   // [variable][local] → g-label (rn, cn, bn variables)
}

type varMask struct {
	v int32
	m uint32
}

var gGeomCache sync.Map // *Geometry → *gGeom

func (g *Geometry) gg() *gGeom {
	if v, ok := gGeomCache.Load(g); ok {
		return v.(*gGeom)
	}
	v, _ := gGeomCache.LoadOrStore(g, newGGeom(g))
	return v.(*gGeom)
}

func newGGeom(g *Geometry) *gGeom {
	n, s := g.N, g.Side
	gg := &gGeom{rowSeg: make([]int32, s*s*n), colSeg: make([]int32, s*s*n)}
	gg.addLabels(g)
	gg.orderLinks(g)
	if s <= segTabMaxSide {
		gg.segTab = newSegTable(g, gg)
	}
	gg.varLinks = make([][]varMask, g.NCands+len(gg.labels))
	for x := 0; x < g.NCands; x++ {
		gg.varLinks[x] = gg.groupByVar(g, g.Links(Cand(x)))
	}
	for i := range gg.labels {
		gg.varLinks[g.NCands+i] = gg.groupByVar(g, gg.links[i])
	}
	gg.zobrist(g)
	return gg
}

// addLabels makes the g-labels: for each digit, the segments of the rows,
// then those of the columns.
func (gg *gGeom) addLabels(g *Geometry) {
	n, s := g.N, g.Side
	for d0 := 0; d0 < s; d0++ {
		for r := 0; r < s; r++ {
			for bc := 0; bc < n; bc++ {
				lab := GLabel{Digit: d0 + 1, MiniRow: true, Line: r, Block: (r/n)*n + bc}
				for c := bc * n; c < bc*n+n; c++ {
					lab.Cells = append(lab.Cells, r*s+c)
				}
				gg.rowSeg[(d0*s+r)*n+bc] = gg.add(g, lab)
			}
		}
	}
	for d0 := 0; d0 < s; d0++ {
		for c := 0; c < s; c++ {
			for br := 0; br < n; br++ {
				lab := GLabel{Digit: d0 + 1, MiniRow: false, Line: c, Block: br*n + c/n}
				for r := br * n; r < br*n+n; r++ {
					lab.Cells = append(lab.Cells, r*s+c)
				}
				gg.colSeg[(d0*s+c)*n+br] = gg.add(g, lab)
			}
		}
	}
}

// add appends g-label lab with its members and g-links, and returns its
// index.
func (gg *gGeom) add(g *Geometry, lab GLabel) int32 {
	for _, c := range lab.Cells {
		lab.Members = append(lab.Members, g.Cand(c, lab.Digit))
	}
	set := NewCandSet(g.NCands)
	for x := 0; x < g.NCands; x++ {
		cx := Cand(x)
		if g.DigitOf(cx) != lab.Digit {
			continue
		}
		cell := g.CellOf(cx)
		in := false
		for _, c := range lab.Cells {
			if c == cell {
				in = true
			}
		}
		if in {
			continue
		}
		line := g.Col[cell] == lab.Line
		if lab.MiniRow {
			line = g.Row[cell] == lab.Line
		}
		if line || g.Box[cell] == lab.Block {
			set.Add(cx)
		}
	}
	gg.labels = append(gg.labels, lab)
	gg.linkSet = append(gg.linkSet, set)
	gg.links = append(gg.links, set.Members())
	return int32(len(gg.labels) - 1)
}

// orderLinks makes linksCellDesc and candPos.
func (gg *gGeom) orderLinks(g *Geometry) {
	gg.linksCellDesc = make([][]Cand, g.NCands)
	for x := 0; x < g.NCands; x++ {
		ls := g.Links(Cand(x))
		out := make([]Cand, 0, len(ls))
		for i := len(ls); i > 0; {
			j := i
			for j > 0 && g.CellOf(ls[j-1]) == g.CellOf(ls[i-1]) {
				j--
			}
			out = append(out, ls[j:i]...)
			i = j
		}
		gg.linksCellDesc[x] = out
	}
	gg.candPos = make([][4]uint8, g.NCands)
	for v := 0; v < g.NVars; v++ {
		for i, x := range g.VarCands(v) {
			for j, w := range g.CandVars(x) {
				if w == v {
					gg.candPos[x][j] = uint8(i)
				}
			}
		}
	}
}

// groupByVar groups xs by variable, as position masks (in the order the
// variables first appear).
func (gg *gGeom) groupByVar(g *Geometry, xs []Cand) []varMask {
	idx := map[int32]int{}
	var out []varMask
	for _, x := range xs {
		for j, v := range g.CandVars(x) {
			k, ok := idx[int32(v)]
			if !ok {
				k = len(out)
				idx[int32(v)] = k
				out = append(out, varMask{v: int32(v)})
			}
			out[k].m |= 1 << gg.candPos[x][j]
		}
	}
	return out
}

// zobrist makes the Zobrist keys of braid memoisation: candidates first,
// then g-labels; then per variable, for the g-whip memo (the variables of
// g-rlcs).
func (gg *gGeom) zobrist(g *Geometry) {
	total := g.NCands + len(gg.labels)
	gg.zob = make([][2]uint64, total)
	x := uint64(0x9E3779B97F4A7C15) ^ uint64(g.N)
	next := func() uint64 { // splitmix64
		x += 0x9E3779B97F4A7C15
		z := x
		z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
		z = (z ^ (z >> 27)) * 0x94D049BB133111EB
		return z ^ (z >> 31)
	}
	for i := range gg.zob {
		gg.zob[i] = [2]uint64{next(), next()}
	}
	gg.zobVar = make([][2]uint64, g.NVars)
	for i := range gg.zobVar {
		gg.zobVar[i] = [2]uint64{next(), next()}
	}
}

// NumGLabels is the number of g-labels of the geometry (2·Side²·N).
func (g *Geometry) NumGLabels() int { return len(g.gg().labels) }

// GLabelAt returns g-label i (0 ≤ i < NumGLabels); do not modify.
func (g *Geometry) GLabelAt(i int) GLabel { return g.gg().labels[i] }

// GLinkSet is the set of candidates g-linked to g-label i (do not modify).
func (g *Geometry) GLinkSet(i int) CandSet { return g.gg().linkSet[i] }

// GLinks lists the candidates g-linked to g-label i, sorted (do not modify).
func (g *Geometry) GLinks(i int) []Cand { return g.gg().links[i] }

// GSegment returns the g-label of the segment of variable v (rn, cn or bn)
// that holds all of xs (len ≥ 2), or -1.
func (g *Geometry) GSegment(v int, xs []Cand) int { return g.gg().segmentOf(g, v, xs) }

// segmentOf returns the g-label of the segment of variable v (rn, cn or bn)
// containing all of xs (len ≥ 2), or -1.
func (gg *gGeom) segmentOf(g *Geometry, v int, xs []Cand) int {
	k, _, j := g.VarKind(v)
	n, s := g.N, g.Side
	c0 := g.CellOf(xs[0])
	sameRow, sameCol, sameBox := true, true, true
	for _, x := range xs[1:] {
		c := g.CellOf(x)
		sameRow = sameRow && g.Row[c] == g.Row[c0]
		sameCol = sameCol && g.Col[c] == g.Col[c0]
		sameBox = sameBox && g.Box[c] == g.Box[c0]
	}
	if !sameBox {
		return -1
	}
	d0 := j
	switch {
	case k == RN || (k == BN && sameRow):
		return int(gg.rowSeg[(d0*s+g.Row[c0])*n+g.Col[c0]/n])
	case k == CN || (k == BN && sameCol):
		return int(gg.colSeg[(d0*s+g.Col[c0])*n+g.Row[c0]/n])
	}
	return -1
}

func newSegTable(g *Geometry, gg *gGeom) segTable {
	n, s := g.N, g.Side
	var t segTable
	for k := range t.local {
		t.pos[k] = make([]uint32, 2*n)
		for loc := 0; loc < 2*n; loc++ {
			for p := 0; p < s; p++ {
				var in bool
				switch {
				case Kind(k)+RN != BN:
					in = loc < n && p/n == loc
				case loc < n:
					in = p/n == loc // mini-row loc of the block
				default:
					in = p%n == loc-n // mini-column
				}
				if in {
					t.pos[k][loc] |= 1 << p
				}
			}
		}
		t.local[k] = make([]int8, 1<<s)
		for m := range t.local[k] {
			t.local[k][m] = -1
			if bits.OnesCount32(uint32(m)) < 2 {
				continue
			}
			for loc, pm := range t.pos[k] {
				if pm != 0 && uint32(m)&^pm == 0 {
					t.local[k][m] = int8(loc)
					break
				}
			}
		}
	}
	t.label = make([][]int32, g.NVars)
	for v := range t.label {
		k, _, _ := g.VarKind(v)
		if k == RC {
			continue
		}
		t.label[v] = make([]int32, 2*n)
		for loc, pm := range t.pos[k-RN] {
			t.label[v][loc] = -1
			if pm == 0 {
				continue
			}
			var xs []Cand
			for p := 0; p < s; p++ {
				if pm&(1<<p) != 0 {
					xs = append(xs, g.varCands[v][p])
				}
			}
			t.label[v][loc] = int32(gg.segmentOf(g, v, xs))
		}
	}
	return t
}

// segmentByMask is segmentOf for the candidates of variable v (rn, cn or
// bn) at the positions cm (≥ 2 of them): the g-label and the positions of
// its segment in v, or -1.
func (gg *gGeom) segmentByMask(g *Geometry, v int, cm uint32) (gi int, pos uint32) {
	k := Kind(v/(g.Side*g.Side)) - RN
	if t := &gg.segTab; t.label != nil {
		loc := t.local[k][cm]
		if loc < 0 {
			return -1, 0
		}
		return int(t.label[v][loc]), t.pos[k][loc]
	}
	var cb [32]Cand
	i := 0
	for m := cm; m != 0; m &= m - 1 {
		cb[i] = g.varCands[v][bits.TrailingZeros32(m)]
		i++
	}
	gi = gg.segmentOf(g, v, cb[:i])
	if gi < 0 {
		return -1, 0
	}
	for _, x := range gg.labels[gi].Members {
		for p, y := range g.varCands[v] {
			if x == y {
				pos |= 1 << p
			}
		}
	}
	return gi, pos
}

func joinInts(xs []int) string {
	var b strings.Builder
	for _, x := range xs {
		b.WriteString(strconv.Itoa(x))
	}
	return b.String()
}

// FormatGInVar prints g-label i as seen inside variable v: `c456` in an rn
// variable, `r456` in a cn variable, `r6c456` or `r456c2` in a bn variable.
func (g *Geometry) FormatGInVar(v int, i int) string {
	lab := g.GLabelAt(i)
	var rows, cols []int
	for _, c := range lab.Cells {
		rows = append(rows, g.Row[c]+1)
		cols = append(cols, g.Col[c]+1)
	}
	k, _, _ := g.VarKind(v)
	switch k {
	case RN:
		return "c" + joinInts(cols)
	case CN:
		return "r" + joinInts(rows)
	}
	if lab.MiniRow {
		return "r" + strconv.Itoa(lab.Line+1) + "c" + joinInts(cols)
	}
	return "r" + joinInts(rows) + "c" + strconv.Itoa(lab.Line+1)
}

// FormatInVar prints candidate x as seen inside variable v: `n8` in a cell,
// `c6` in an rn variable, `r6` in a cn variable, `r5c4` in a bn variable.
func (g *Geometry) FormatInVar(v int, x Cand) string {
	k, _, _ := g.VarKind(v)
	cell := g.CellOf(x)
	switch k {
	case RC:
		return "n" + strconv.Itoa(g.DigitOf(x))
	case RN:
		return "c" + strconv.Itoa(g.Col[cell]+1)
	case CN:
		return "r" + strconv.Itoa(g.Row[cell]+1)
	}
	return g.FormatCell(cell)
}

// GWhipRule is g-whip[n], n ≥ 2 (docs/chains.md §2.5): whips whose rlcs may be
// g-candidates. g-whip[1] = whip[1].
type GWhipRule struct{}

func (GWhipRule) Name() string        { return "g-whip" }
func (GWhipRule) Rank() int           { return RankGWhip }
func (GWhipRule) HasLevel(k int) bool { return k >= 2 }
func (GWhipRule) Find(sc *Scratch, s *State, k int) (Step, bool) {
	return sc.findChain(s, KindGWhip, k)
}
