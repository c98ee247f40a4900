package logic

import (
	"fmt"
	"sync"
)

// Cand is a candidate index: cell*Side + digit-1.
type Cand int32

// Kind is the kind of a CSP variable (docs/model.md §1.2).
type Kind int8

const (
	RC Kind = iota // a cell: one digit per cell
	RN             // a digit in a row
	CN             // a digit in a column
	BN             // a digit in a block
)

func (k Kind) String() string { return [...]string{"rc", "rn", "cn", "bn"}[k] }

// Geometry holds everything structural about one grid size: units, peers,
// variables and links. It is immutable and shared (see Geom).
type Geometry struct {
	N, Side        int
	NCells, NCands int
	NVars          int // 4*Side*Side

	Row, Col, Box []int   // per cell
	Units         [][]int // 3*Side units of cells: rows, then columns, then blocks
	CellUnits     [][3]int
	Peers         [][]int // per cell, the cells sharing a unit (excluding itself)

	varCands [][]Cand // per variable, its Side candidates
	candVars [][4]int // per candidate, its 4 variables in order rc, rn, cn, bn

	linkOnce sync.Once
	links    [][]Cand  // per candidate, the linked candidates (sorted)
	linkSets []CandSet // per candidate, the same as a bit set
}

var (
	geomMu    sync.Mutex
	geomCache = map[int]*Geometry{}
)

// Geom returns the (cached) geometry for block size n (2..5).
func Geom(n int) *Geometry {
	if n < 2 || n > 5 {
		panic(fmt.Sprintf("logic: block size %d out of range 2..5", n))
	}
	geomMu.Lock()
	defer geomMu.Unlock()
	if g, ok := geomCache[n]; ok {
		return g
	}
	g := newGeometry(n)
	geomCache[n] = g
	return g
}

func newGeometry(n int) *Geometry {
	s := n * n
	g := &Geometry{N: n, Side: s, NCells: s * s, NCands: s * s * s, NVars: 4 * s * s}
	g.Row = make([]int, g.NCells)
	g.Col = make([]int, g.NCells)
	g.Box = make([]int, g.NCells)
	g.Units = make([][]int, 3*s)
	g.CellUnits = make([][3]int, g.NCells)
	for cell := 0; cell < g.NCells; cell++ {
		r, c := cell/s, cell%s
		b := (r/n)*n + c/n
		g.Row[cell], g.Col[cell], g.Box[cell] = r, c, b
		g.Units[r] = append(g.Units[r], cell)
		g.Units[s+c] = append(g.Units[s+c], cell)
		g.Units[2*s+b] = append(g.Units[2*s+b], cell)
		g.CellUnits[cell] = [3]int{r, s + c, 2*s + b}
	}
	g.Peers = make([][]int, g.NCells)
	for cell := 0; cell < g.NCells; cell++ {
		seen := map[int]bool{cell: true}
		for _, u := range g.CellUnits[cell] {
			for _, p := range g.Units[u] {
				if !seen[p] {
					seen[p] = true
					g.Peers[cell] = append(g.Peers[cell], p)
				}
			}
		}
	}
	g.varCands = make([][]Cand, g.NVars)
	g.candVars = make([][4]int, g.NCands)
	for x := 0; x < g.NCands; x++ {
		cell, d := x/s, x%s
		r, c, b := g.Row[cell], g.Col[cell], g.Box[cell]
		vs := [4]int{g.VarID(RC, r, c), g.VarID(RN, r, d), g.VarID(CN, c, d), g.VarID(BN, b, d)}
		g.candVars[x] = vs
		for _, v := range vs {
			g.varCands[v] = append(g.varCands[v], Cand(x))
		}
	}
	return g
}

// Cand returns the candidate of digit d (1..Side) in cell.
func (g *Geometry) Cand(cell, d int) Cand { return Cand(cell*g.Side + d - 1) }

// CellOf and DigitOf decompose a candidate (digit is 1..Side).
func (g *Geometry) CellOf(x Cand) int  { return int(x) / g.Side }
func (g *Geometry) DigitOf(x Cand) int { return int(x)%g.Side + 1 }

// VarID numbers a variable: rc(r,c), rn(r,d-1), cn(c,d-1), bn(b,d-1).
// i is the row/column/block, j the column (rc) or the 0-based digit.
func (g *Geometry) VarID(k Kind, i, j int) int { return (int(k)*g.Side+i)*g.Side + j }

// VarKind returns the kind of variable v and its two coordinates (see VarID).
func (g *Geometry) VarKind(v int) (k Kind, i, j int) {
	return Kind(v / (g.Side * g.Side)), v / g.Side % g.Side, v % g.Side
}

// VarCands lists the Side candidates of variable v (structural; do not modify).
func (g *Geometry) VarCands(v int) []Cand { return g.varCands[v] }

// CandVars gives the four variables (rc, rn, cn, bn) containing x.
func (g *Geometry) CandVars(x Cand) [4]int { return g.candVars[x] }

// Linked reports whether x ≠ y share a variable (docs/model.md §1.3).
func (g *Geometry) Linked(x, y Cand) bool {
	if x == y {
		return false
	}
	cx, cy := g.CellOf(x), g.CellOf(y)
	if cx == cy {
		return true
	}
	if g.DigitOf(x) != g.DigitOf(y) {
		return false
	}
	return g.Row[cx] == g.Row[cy] || g.Col[cx] == g.Col[cy] || g.Box[cx] == g.Box[cy]
}

func (g *Geometry) buildLinks() {
	g.links = make([][]Cand, g.NCands)
	g.linkSets = make([]CandSet, g.NCands)
	for x := 0; x < g.NCands; x++ {
		set := NewCandSet(g.NCands)
		for _, v := range g.candVars[x] {
			for _, y := range g.varCands[v] {
				if y != Cand(x) {
					set.Add(y)
				}
			}
		}
		g.linkSets[x] = set
		g.links[x] = set.Members()
	}
}

// Links lists the candidates linked to x, sorted (do not modify).
func (g *Geometry) Links(x Cand) []Cand {
	g.linkOnce.Do(g.buildLinks)
	return g.links[x]
}

// LinkSet is Links(x) as a bit set (do not modify).
func (g *Geometry) LinkSet(x Cand) CandSet {
	g.linkOnce.Do(g.buildLinks)
	return g.linkSets[x]
}

// FormatCell prints a cell as r4c7 (1-based).
func (g *Geometry) FormatCell(cell int) string {
	return fmt.Sprintf("r%dc%d", g.Row[cell]+1, g.Col[cell]+1)
}

// FormatVar prints a variable in SudoRules' notation: r4c7, r4n7, c4n7, b4n7.
func (g *Geometry) FormatVar(v int) string {
	k, i, j := g.VarKind(v)
	switch k {
	case RC:
		return fmt.Sprintf("r%dc%d", i+1, j+1)
	case RN:
		return fmt.Sprintf("r%dn%d", i+1, j+1)
	case CN:
		return fmt.Sprintf("c%dn%d", i+1, j+1)
	}
	return fmt.Sprintf("b%dn%d", i+1, j+1)
}
