package draw

import (
	"image/color"
	"math"
	"sort"
	"strconv"

	xfont "golang.org/x/image/font"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// Options tune a drawing; the zero value is fine.
type Options struct {
	// Givens marks the cells whose value is a given (drawn black, bold);
	// other values are drawn blue. Nil (or too short): a value of a cell
	// not covered is drawn as a given.
	Givens []bool
	// NoLegend leaves out the legend of the roles and links drawn.
	NoLegend bool
	// CellSize is the side of a cell in points (0: by grid size).
	CellSize vg.Length
	// DPI of PNG output (0: 96).
	DPI int
}

// GivensOf marks the cells decided in s (for a path: its initial state).
func GivensOf(s *logic.State) []bool {
	out := make([]bool, len(s.Values))
	for i, v := range s.Values {
		out[i] = v != 0
	}
	return out
}

// Colours: fills are light, so that the digit on them stays readable;
// the two chain colours are the usual blue/orange pair.
var (
	roleFill = [numRoles]color.Color{
		RoleLLC:      color.NRGBA{0x7f, 0xb8, 0xe6, 0xff},
		RoleRLC:      color.NRGBA{0xfd, 0xb4, 0x62, 0xff},
		RoleTarget:   color.NRGBA{0xfb, 0x9a, 0x99, 0xff},
		RoleAssert:   color.NRGBA{0x9e, 0xd8, 0x7a, 0xff},
		RoleBase:     color.NRGBA{0x9e, 0xc5, 0xe8, 0xff},
		RoleFin:      color.NRGBA{0xff, 0xe0, 0x4a, 0xff},
		RolePattern:  color.NRGBA{0xc9, 0xb8, 0xe8, 0xff},
		RoleGuardian: color.NRGBA{0xf7, 0x68, 0xa1, 0xff},
		RoleOn:       color.NRGBA{0xfd, 0xb4, 0x62, 0xff},
		RoleOff:      color.NRGBA{0x7f, 0xb8, 0xe6, 0xff},
	}
	roleRing = [numRoles]color.Color{
		RoleZ:     color.NRGBA{0x8e, 0x44, 0xad, 0xff},
		RoleT:     color.NRGBA{0x16, 0x9c, 0x8a, 0xff},
		RoleCover: color.NRGBA{0x2c, 0xa0, 0x2c, 0xff},
	}
	// Cell and set shading: translucent, so overlapping sets show.
	roleShade = [numRoles]color.Color{
		RoleBase:     color.NRGBA{0x4a, 0x90, 0xd9, 0x40},
		RoleCover:    color.NRGBA{0x2c, 0xa0, 0x2c, 0x38},
		RolePattern:  color.NRGBA{0x8e, 0x6b, 0xd1, 0x40},
		RoleGuardian: color.NRGBA{0xf7, 0x68, 0xa1, 0x40},
		RoleFin:      color.NRGBA{0xff, 0xd0, 0x00, 0x50},
	}
	strikeColor = color.NRGBA{0xc0, 0x10, 0x10, 0xff}
	linkColor   = color.NRGBA{0x30, 0x30, 0x30, 0xff}
	givenColor  = color.NRGBA{0, 0, 0, 0xff}
	valueColor  = color.NRGBA{0x1f, 0x4e, 0xb4, 0xff}
	candColor   = color.NRGBA{0x40, 0x40, 0x40, 0xff}
	labelColor  = color.NRGBA{0x80, 0x80, 0x80, 0xff}
	white       = color.NRGBA{0xff, 0xff, 0xff, 0xff}
)

var (
	sansFont = font.Font{Typeface: "Liberation", Variant: "Sans"}
	boldFont = font.Font{Typeface: "Liberation", Variant: "Sans", Weight: xfont.WeightBold}
)

func init() { _ = plot.DefaultFont } // plot's init fills font.DefaultCache with Liberation

// layout is the geometry of one drawing, in points, y downwards from the top.
type layout struct {
	g              *logic.Geometry
	cell, margin   vg.Length
	label          vg.Length // band of row/column numbers
	w, h, legendH  vg.Length
	legend         []legendEntry
	cellFont, cand font.Face
	valFont, given font.Face
	labelFont      font.Face
}

type legendEntry struct {
	role  Role
	link  int // 0: a role; 1: weak link; 2: strong link
	text  string
	width vg.Length
}

func cellSizeFor(n int) vg.Length {
	switch n {
	case 4:
		return 52
	case 5:
		return 62
	}
	return 40
}

func newLayout(g *logic.Geometry, ov *Overlay, o *Options) *layout {
	l := &layout{g: g, cell: o.CellSize, margin: 6}
	if l.cell <= 0 {
		l.cell = cellSizeFor(g.N)
	}
	l.label = l.cell * 0.45
	side := vg.Length(g.Side) * l.cell
	l.w = 2*l.margin + l.label + side + l.label/2
	l.h = 2*l.margin + l.label + side + l.label/2
	l.cand = font.DefaultCache.Lookup(sansFont, l.cell/vg.Length(g.N)*0.66)
	l.valFont = font.DefaultCache.Lookup(sansFont, l.cell*0.62)
	l.given = font.DefaultCache.Lookup(boldFont, l.cell*0.62)
	l.labelFont = font.DefaultCache.Lookup(sansFont, l.label*0.6)
	if !o.NoLegend && ov != nil {
		l.layoutLegend(ov)
	}
	return l
}

// layoutLegend lists the roles and link kinds used and wraps them in rows.
func (l *layout) layoutLegend(ov *Overlay) {
	lf := l.labelFont
	for _, r := range ov.Roles() {
		l.legend = append(l.legend, legendEntry{role: r, text: r.String()})
	}
	var weak, strong bool
	for _, k := range ov.Links {
		weak, strong = weak || k.Weak, strong || !k.Weak
	}
	if weak {
		l.legend = append(l.legend, legendEntry{link: 1, text: "link"})
	}
	if strong {
		l.legend = append(l.legend, legendEntry{link: 2, text: "in one variable"})
	}
	if len(l.legend) == 0 {
		return
	}
	row := l.labelFont.Font.Size * 1.8
	x, rows := l.margin, 1
	for i := range l.legend {
		e := &l.legend[i]
		e.width = row*1.4 + lf.Width(e.text) + row*0.8
		if x+e.width > l.w-l.margin && x > l.margin {
			x, rows = l.margin, rows+1
		}
		x += e.width
	}
	l.legendH = vg.Length(rows)*row + l.margin
	l.h += l.legendH
}

// pt converts top-down coordinates to the canvas' bottom-up ones.
func (l *layout) pt(x, y vg.Length) vg.Point { return vg.Point{X: x, Y: l.h - y} }

func (l *layout) cellOrigin(cell int) (x, y vg.Length) {
	return l.margin + l.label + vg.Length(l.g.Col[cell])*l.cell, l.margin + l.label + vg.Length(l.g.Row[cell])*l.cell
}

// candCenter is where candidate x sits in its cell's N×N mini-grid.
func (l *layout) candCenter(x logic.Cand) (vg.Length, vg.Length) {
	cx, cy := l.cellOrigin(l.g.CellOf(x))
	k := l.g.DigitOf(x) - 1
	sub := l.cell / vg.Length(l.g.N)
	return cx + (vg.Length(k%l.g.N)+0.5)*sub, cy + (vg.Length(k/l.g.N)+0.5)*sub
}

func (l *layout) candRadius() vg.Length { return l.cell / vg.Length(l.g.N) * 0.46 }

// render draws state s with overlay ov on c (of size l.w × l.h).
func render(c vg.Canvas, l *layout, s *logic.State, ov *Overlay, o *Options) {
	g := l.g
	if ov == nil {
		ov = &Overlay{}
	}
	c.SetColor(white)
	c.Fill(rect(l.pt(0, l.h), l.pt(l.w, 0)))

	// Shaded cells and sets, under everything else.
	for _, m := range ov.Cells {
		l.shadeCell(c, m.Cell, roleShade[m.Role])
	}
	for _, m := range ov.Sets {
		l.shadeSet(c, s, m)
	}

	// Candidate fills: the last mark of a candidate wins (targets come last).
	fill := map[logic.Cand]Role{}
	rings := map[logic.Cand][]Role{}
	var asserted []logic.Cand
	for _, m := range ov.Cands {
		switch {
		case m.Role == RoleAssert:
			asserted = append(asserted, m.Cand)
		case roleRing[m.Role] != nil:
			rings[m.Cand] = append(rings[m.Cand], m.Role)
		case roleFill[m.Role] != nil && s.Has(m.Cand):
			fill[m.Cand] = m.Role
		}
	}
	for _, x := range asserted {
		l.shadeCell(c, g.CellOf(x), roleFill[RoleAssert])
	}
	r := l.candRadius()
	filled := sortedKeys(fill)
	for _, x := range filled {
		role := fill[x]
		cx, cy := l.candCenter(x)
		c.SetColor(roleFill[role])
		c.Fill(circle(l.pt(cx, cy), r))
	}

	l.gridLines(c)

	// Values, then candidates.
	for cell := 0; cell < g.NCells; cell++ {
		if v := int(s.Values[cell]); v != 0 {
			face, col := l.given, givenColor
			if cell < len(o.Givens) && !o.Givens[cell] {
				face, col = l.valFont, valueColor
			}
			x, y := l.cellOrigin(cell)
			l.text(c, face, col, x+l.cell/2, y+l.cell/2, symbol(g, v))
		}
	}
	for _, x := range asserted {
		if cell := g.CellOf(x); s.Values[cell] == 0 {
			cx, cy := l.cellOrigin(cell)
			l.text(c, l.valFont, valueColor, cx+l.cell/2, cy+l.cell/2, symbol(g, g.DigitOf(x)))
		}
	}
	isAsserted := map[int]bool{}
	for _, x := range asserted {
		isAsserted[g.CellOf(x)] = true
	}
	for x := logic.Cand(0); int(x) < g.NCands; x++ {
		if s.Has(x) && !isAsserted[g.CellOf(x)] {
			cx, cy := l.candCenter(x)
			l.text(c, l.cand, candColor, cx, cy, symbol(g, g.DigitOf(x)))
		}
	}

	// Rings (z, t, cover), strikes, links.
	c.SetLineWidth(1.2)
	for _, x := range sortedKeys(rings) {
		roles := rings[x]
		if !s.Has(x) {
			continue
		}
		cx, cy := l.candCenter(x)
		for i, role := range roles {
			c.SetColor(roleRing[role])
			c.Stroke(circle(l.pt(cx, cy), r+vg.Length(i)*1.5))
		}
	}
	c.SetColor(strikeColor)
	c.SetLineWidth(1.6)
	for _, x := range filled {
		if fill[x] != RoleTarget {
			continue
		}
		cx, cy := l.candCenter(x)
		var p vg.Path
		p.Move(l.pt(cx-r, cy+r))
		p.Line(l.pt(cx+r, cy-r))
		c.Stroke(p)
	}
	for _, k := range ov.Links {
		l.link(c, s, k)
	}
	l.labels(c)
	l.drawLegend(c)
}

func symbol(g *logic.Geometry, d int) string { return string(puzzle.Symbol(g.N, d)) }

func rect(a, b vg.Point) vg.Path {
	return vg.Rectangle{Min: vg.Point{X: min(a.X, b.X), Y: min(a.Y, b.Y)}, Max: vg.Point{X: max(a.X, b.X), Y: max(a.Y, b.Y)}}.Path()
}

func circle(c vg.Point, r vg.Length) vg.Path {
	var p vg.Path
	p.Move(vg.Point{X: c.X + r, Y: c.Y})
	p.Arc(c, r, 0, 2*math.Pi)
	p.Close()
	return p
}

func (l *layout) shadeCell(c vg.Canvas, cell int, col color.Color) {
	if col == nil {
		return
	}
	x, y := l.cellOrigin(cell)
	c.SetColor(col)
	c.Fill(rect(l.pt(x, y), l.pt(x+l.cell, y+l.cell)))
}

// shadeSet draws a set: a cell set shades the cell; a row or column digit
// set is a band through its live candidates; a block digit set a disc on each.
func (l *layout) shadeSet(c vg.Canvas, s *logic.State, m SetMark) {
	g := l.g
	col := roleShade[m.Role]
	if col == nil || m.Var < 0 || m.Var >= g.NVars {
		return
	}
	k, i, j := g.VarKind(m.Var)
	if k == logic.RC {
		l.shadeCell(c, i*g.Side+j, col)
		return
	}
	var live []logic.Cand
	for _, x := range g.VarCands(m.Var) {
		if s.Has(x) {
			live = append(live, x)
		}
	}
	if len(live) == 0 {
		return
	}
	c.SetColor(col)
	w := l.candRadius() * 2.2
	if k == logic.BN || len(live) == 1 {
		for _, x := range live {
			cx, cy := l.candCenter(x)
			c.Fill(circle(l.pt(cx, cy), w/2))
		}
		return
	}
	x0, y0 := l.candCenter(live[0])
	x1, y1 := l.candCenter(live[len(live)-1])
	c.Fill(rect(l.pt(x0-w/2, y0-w/2), l.pt(x1+w/2, y1+w/2)))
}

func (l *layout) gridLines(c vg.Canvas) {
	g := l.g
	x0, y0 := l.margin+l.label, l.margin+l.label
	side := vg.Length(g.Side) * l.cell
	c.SetColor(color.NRGBA{0, 0, 0, 0xff})
	for i := 0; i <= g.Side; i++ {
		w := vg.Length(0.5)
		if i%g.N == 0 {
			w = 2
		}
		c.SetLineWidth(w)
		d := vg.Length(i) * l.cell
		var h, v vg.Path
		h.Move(l.pt(x0-w/2*boolLen(i%g.N == 0), y0+d))
		h.Line(l.pt(x0+side+w/2*boolLen(i%g.N == 0), y0+d))
		v.Move(l.pt(x0+d, y0))
		v.Line(l.pt(x0+d, y0+side))
		c.Stroke(h)
		c.Stroke(v)
	}
}

func boolLen(b bool) vg.Length {
	if b {
		return 1
	}
	return 0
}

// text draws s centred on (x, y).
func (l *layout) text(c vg.Canvas, f font.Face, col color.Color, x, y vg.Length, s string) {
	c.SetColor(col)
	e := f.Extents()
	c.FillString(f, l.pt(x-f.Width(s)/2, y+(e.Ascent-e.Descent)/2-e.Ascent*0.06), s)
}

func (l *layout) labels(c vg.Canvas) {
	g := l.g
	x0, y0 := l.margin+l.label, l.margin+l.label
	for i := 0; i < g.Side; i++ {
		mid := (vg.Length(i) + 0.5) * l.cell
		n := strconv.Itoa(i + 1)
		l.text(c, l.labelFont, labelColor, x0+mid, l.margin+l.label/2, "c"+n)
		l.text(c, l.labelFont, labelColor, l.margin+l.label/2, y0+mid, "r"+n)
	}
}

// center of a group of candidates.
func (l *layout) center(xs []logic.Cand) (vg.Length, vg.Length) {
	var sx, sy vg.Length
	for _, x := range xs {
		cx, cy := l.candCenter(x)
		sx, sy = sx+cx, sy+cy
	}
	return sx / vg.Length(len(xs)), sy / vg.Length(len(xs))
}

// link draws one link: groups are boxed; the line is a gentle curve so that
// links along a row do not run over the candidates between their ends.
func (l *layout) link(c vg.Canvas, s *logic.State, k Link) {
	if len(k.From) == 0 || len(k.To) == 0 {
		return
	}
	r := l.candRadius()
	c.SetColor(linkColor)
	c.SetLineWidth(1.1)
	c.SetLineDash(nil, 0)
	for _, grp := range [][]logic.Cand{k.From, k.To} {
		if len(grp) > 1 {
			minX, minY := l.candCenter(grp[0])
			maxX, maxY := minX, minY
			for _, x := range grp[1:] {
				cx, cy := l.candCenter(x)
				minX, minY, maxX, maxY = min(minX, cx), min(minY, cy), max(maxX, cx), max(maxY, cy)
			}
			c.Stroke(rect(l.pt(minX-r*1.15, minY-r*1.15), l.pt(maxX+r*1.15, maxY+r*1.15)))
		}
	}
	ax, ay := l.center(k.From)
	bx, by := l.center(k.To)
	dx, dy := float64(bx-ax), float64(by-ay)
	d := math.Hypot(dx, dy)
	if d < 1 {
		return
	}
	ux, uy := dx/d, dy/d
	// Control point: off the straight line by 15% of its length.
	bend := 0.15 * d
	if !k.Weak && d < float64(l.cell) {
		bend = 0
	}
	mx, my := float64(ax+bx)/2-uy*bend, float64(ay+by)/2+ux*bend
	// Leave the candidates' discs free at both ends.
	start := func(px, py, qx, qy float64) (float64, float64) {
		vx, vy := qx-px, qy-py
		n := math.Hypot(vx, vy)
		if n < 1e-9 {
			return px, py
		}
		return px + vx/n*float64(r), py + vy/n*float64(r)
	}
	sx, sy := start(float64(ax), float64(ay), mx, my)
	ex, ey := start(float64(bx), float64(by), mx, my)
	if k.Weak {
		c.SetLineDash([]vg.Length{3, 2}, 0)
	} else {
		c.SetLineWidth(1.8)
	}
	var p vg.Path
	p.Move(l.pt(vg.Length(sx), vg.Length(sy)))
	p.QuadTo(l.pt(vg.Length(mx), vg.Length(my)), l.pt(vg.Length(ex), vg.Length(ey)))
	c.Stroke(p)
	c.SetLineDash(nil, 0)
	if k.Weak {
		// Arrowhead along the tangent at the end (end − control point).
		tx, ty := ex-mx, ey-my
		n := math.Hypot(tx, ty)
		tx, ty = tx/n, ty/n
		size := math.Max(4, float64(r)*0.9)
		var h vg.Path
		h.Move(l.pt(vg.Length(ex), vg.Length(ey)))
		h.Line(l.pt(vg.Length(ex-tx*size-ty*size*0.5), vg.Length(ey-ty*size+tx*size*0.5)))
		h.Line(l.pt(vg.Length(ex-tx*size+ty*size*0.5), vg.Length(ey-ty*size-tx*size*0.5)))
		h.Close()
		c.Fill(h)
	}
}

func (l *layout) drawLegend(c vg.Canvas) {
	if len(l.legend) == 0 {
		return
	}
	row := l.labelFont.Font.Size * 1.8
	x, y := l.margin, l.h-l.legendH+l.margin/2
	r := row * 0.3
	for _, e := range l.legend {
		if x+e.width > l.w-l.margin && x > l.margin {
			x, y = l.margin, y+row
		}
		cy := y + row/2
		cx := x + row*0.5
		switch {
		case e.link == 1 || e.link == 2:
			c.SetColor(linkColor)
			if e.link == 1 {
				c.SetLineDash([]vg.Length{3, 2}, 0)
				c.SetLineWidth(1.1)
			} else {
				c.SetLineWidth(1.8)
			}
			var p vg.Path
			p.Move(l.pt(x, cy))
			p.Line(l.pt(x+row*1.1, cy))
			c.Stroke(p)
			c.SetLineDash(nil, 0)
		case roleRing[e.role] != nil && e.role != RoleCover:
			c.SetColor(roleRing[e.role])
			c.SetLineWidth(1.2)
			c.Stroke(circle(l.pt(cx, cy), r))
		case roleFill[e.role] != nil:
			c.SetColor(roleFill[e.role])
			c.Fill(circle(l.pt(cx, cy), r))
			if e.role == RoleTarget {
				c.SetColor(strikeColor)
				c.SetLineWidth(1.6)
				var p vg.Path
				p.Move(l.pt(cx-r, cy+r))
				p.Line(l.pt(cx+r, cy-r))
				c.Stroke(p)
			}
		default:
			c.SetColor(roleShade[e.role])
			c.Fill(rect(l.pt(x, cy-r), l.pt(x+row, cy+r)))
		}
		w := l.labelFont.Width(e.text)
		l.text(c, l.labelFont, candColor, x+row*1.4+w/2, cy, e.text)
		x += e.width
	}
}

func sortedKeys[V any](m map[logic.Cand]V) []logic.Cand {
	out := make([]logic.Cand, 0, len(m))
	for x := range m {
		out = append(out, x)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
