package audit

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
	"github.com/sudolab/sudolab/logic/kinds"
	"github.com/sudolab/sudolab/verify"
)

// ReadFunc reads the pattern of a step of one kind: st holds the rule,
// length, pattern text and conclusions as printed; the reader sets
// st.Detail to the structure the kind's printer prints from (the inverse
// of logic.Printer), which the kind's checker (verify.CheckStep) then
// checks. It checks nothing itself beyond the notation.
type ReadFunc func(c *ReadContext, st *logic.Step) error

// ReadContext is what a reader may use: the notation tables of the
// geometry, the state before the step (nil when a line is read alone),
// and a memory kept across the steps of one replay (for what a path
// establishes once and uses later, such as the relations of a split).
type ReadContext struct {
	*Reader
	Before *logic.State
	mem    map[string]any
}

// Memory returns the value kept under key for this replay, made by init
// on first use.
func (c *ReadContext) Memory(key string, init func() any) any {
	if c.mem == nil {
		c.mem = map[string]any{}
	}
	v, ok := c.mem[key]
	if !ok {
		v = init()
		c.mem[key] = v
	}
	return v
}

var (
	readersMu sync.RWMutex
	readers   = map[kinds.ID]ReadFunc{}
)

// RegisterReader gives the reader of kind id (logic/kinds), from an init
// function of this package.
func RegisterReader(id kinds.ID, f ReadFunc) {
	kinds.Provide(id, kinds.Reader)
	readersMu.Lock()
	readers[id] = f
	readersMu.Unlock()
}

// readPattern fills st.Detail with the reader of its kind.
func readPattern(c *ReadContext, st *Step) error {
	readersMu.RLock()
	f := readers[st.Kind]
	readersMu.RUnlock()
	if f == nil {
		return fmt.Errorf("kind %s has no reader", st.Kind)
	}
	return f(c, &st.Step)
}

func init() {
	RegisterReader(kinds.Singles, func(c *ReadContext, st *logic.Step) error {
		if st.Pattern != "" {
			return fmt.Errorf("a single has no pattern")
		}
		return nil
	})
	for _, id := range []kinds.ID{kinds.Whip, kinds.Braid, kinds.GWhip, kinds.GBraid, kinds.BivChain, kinds.ZChain, kinds.TWhip} {
		RegisterReader(id, readChain)
	}
	RegisterReader(kinds.NakedSubset, readSubset)
	RegisterReader(kinds.HiddenSubset, readSubset)
	RegisterReader(kinds.Fish, readFish)
	RegisterReader(kinds.FinnedFish, readFish)
	RegisterReader(kinds.GL, readGL)
	RegisterReader(kinds.FishyCycle, readFishy)
}

// chainKinds maps a chain rule (without its type suffix) to the pattern
// kind; a length-1 whip, braid, g-whip or g-braid is whip[1].
var chainKinds = map[string]logic.ChainKind{
	"whip": logic.KindWhip, "braid": logic.KindBraid, "g-whip": logic.KindGWhip, "g-braid": logic.KindGBraid,
	"gwhip": logic.KindGWhip, "gbraid": logic.KindGBraid,
	"biv-chain": logic.KindBivChain, "bivalue-chain": logic.KindBivChain,
	"z-chain": logic.KindZChain, "t-whip": logic.KindTWhip,
}

// readChain reads "r1n4{c9 c8} - c8n3{r1 r4} - c8n5{r4 .}".
func readChain(c *ReadContext, st *logic.Step) error {
	base := st.Rule
	for _, t := range []string{"-rc", "-rn", "-cn", "-bn"} {
		base = strings.TrimSuffix(base, t)
	}
	kind, ok := chainKinds[base]
	if !ok {
		return fmt.Errorf("%s is not a chain rule", st.Rule)
	}
	if st.Length == 1 && !(kind == logic.KindBivChain || kind == logic.KindZChain || kind == logic.KindTWhip) {
		kind = logic.KindWhip1
	}
	p, err := c.chainCells(kind, st.Pattern)
	if err != nil {
		return err
	}
	p.Targets = append([]logic.Cand(nil), st.Elims...)
	st.Detail = p
	return nil
}

// chainCells reads the cells of a chain, "VAR{llc rlc} - …".
func (r *Reader) chainCells(kind logic.ChainKind, text string) (*logic.ChainPattern, error) {
	if strings.TrimSpace(text) == "" {
		return nil, fmt.Errorf("no pattern")
	}
	p := &logic.ChainPattern{Kind: kind}
	for i, cell := range strings.Split(text, " - ") {
		c, err := r.chainCell(i, cell)
		if err != nil {
			return nil, err
		}
		p.Cells = append(p.Cells, c)
	}
	return p, nil
}

// chainCell reads one cell "r1n4{c9 c8}" (rlc "." for none, or a
// g-candidate "c456").
func (r *Reader) chainCell(i int, cell string) (logic.ChainCell, error) {
	cell = strings.TrimSpace(cell)
	vs, inner, ok := strings.Cut(cell, "{")
	if !ok || !strings.HasSuffix(inner, "}") {
		return logic.ChainCell{}, fmt.Errorf("cell %d %q: want VAR{llc rlc}", i+1, cell)
	}
	v, ok := r.vars[strings.TrimSpace(vs)]
	if !ok {
		return logic.ChainCell{}, fmt.Errorf("cell %d: unknown variable %q", i+1, vs)
	}
	parts := strings.Fields(strings.TrimSuffix(inner, "}"))
	if len(parts) != 2 {
		return logic.ChainCell{}, fmt.Errorf("cell %d %q: want two entries in braces", i+1, cell)
	}
	llc, ok := r.inVar[v][parts[0]]
	if !ok {
		return logic.ChainCell{}, fmt.Errorf("cell %d: %q is not a candidate of %s", i+1, parts[0], vs)
	}
	c := logic.ChainCell{Var: v, LLC: llc, RLC: logic.NoCand, GRLC: -1}
	switch x, isCand := r.inVar[v][parts[1]]; {
	case parts[1] == ".":
	case isCand:
		c.RLC = x
	default:
		gi, ok := r.gInVar[v][parts[1]]
		if !ok {
			return logic.ChainCell{}, fmt.Errorf("cell %d: %q is neither a candidate nor a g-candidate of %s", i+1, parts[1], vs)
		}
		c.GRLC = gi
	}
	return c, nil
}

var bracesRe = regexp.MustCompile(`\{([^}]*)\}`)

// braceGroups splits "r1{c2 c3}{n4 n7}" into "r1" and [["c2","c3"],["n4","n7"]].
func braceGroups(text string) (string, [][]string, error) {
	text = strings.TrimSpace(text)
	i := strings.IndexByte(text, '{')
	if i < 0 {
		return "", nil, fmt.Errorf("%q: want X{…}{…}", text)
	}
	var groups [][]string
	for _, m := range bracesRe.FindAllStringSubmatch(text[i:], -1) {
		groups = append(groups, strings.Fields(m[1]))
	}
	if len(groups) != 2 || strings.TrimSpace(bracesRe.ReplaceAllString(text[i:], "")) != "" {
		return "", nil, fmt.Errorf("%q: want X{…}{…}", text)
	}
	return text[:i], groups, nil
}

// index reads "r5" (prefix 'r') as 4, checking the range.
func (r *Reader) index(s string, prefix byte) (int, error) {
	if len(s) < 2 || s[0] != prefix {
		return 0, fmt.Errorf("%q: want %c<1..%d>", s, prefix, r.G.Side)
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 1 || n > r.G.Side {
		return 0, fmt.Errorf("%q: want %c<1..%d>", s, prefix, r.G.Side)
	}
	return n - 1, nil
}

var (
	subsetRe = regexp.MustCompile(`^(naked|hidden)-(pairs|triplets|quads)-in-an?-(row|column|block)$`)
	fishRe   = regexp.MustCompile(`^(finned-)?(x-wing|swordfish|jellyfish)-in-(rows|columns)$`)
)

// readSubset reads "r1{c2 c3}{n4 n7}" (naked: cells then digits) or
// "r9{n2 n3}{c7 c9}" (hidden: digits then cells); cells inside a block
// print as r1c3.
func readSubset(c *ReadContext, st *logic.Step) error {
	g := c.G
	m := subsetRe.FindStringSubmatch(st.Rule)
	if m == nil {
		return fmt.Errorf("%s is not a subset rule", st.Rule)
	}
	d := logic.SubsetDetail{Kind: m[1]}
	unitText, groups, err := braceGroups(st.Pattern)
	if err != nil {
		return err
	}
	ut := map[string]int{"row": 0, "column": 1, "block": 2}[m[3]]
	u, err := c.index(unitText, "rcb"[ut])
	if err != nil {
		return err
	}
	d.Unit = unitText
	cellsG, digitsG := groups[0], groups[1]
	if d.Kind == "hidden" {
		cellsG, digitsG = digitsG, cellsG
	}
	for _, s := range digitsG {
		k, err := c.index(s, 'n')
		if err != nil {
			return err
		}
		d.Digits = append(d.Digits, k+1)
	}
	for _, cs := range cellsG {
		cell := -1
		switch ut {
		case 0:
			if col, err := c.index(cs, 'c'); err == nil {
				cell = u*g.Side + col
			}
		case 1:
			if row, err := c.index(cs, 'r'); err == nil {
				cell = row*g.Side + u
			}
		default:
			var rr, cc int
			if _, err := fmt.Sscanf(cs, "r%dc%d", &rr, &cc); err == nil && rr >= 1 && rr <= g.Side && cc >= 1 && cc <= g.Side && g.FormatCell((rr-1)*g.Side+cc-1) == cs {
				cell = (rr-1)*g.Side + cc - 1
			}
		}
		if cell < 0 {
			return fmt.Errorf("%q is not a cell of %s", cs, unitText)
		}
		d.Cells = append(d.Cells, cell)
	}
	st.Detail = d
	return nil
}

// readFish reads "n3{r2 r5 r7}{c6 c1 c5}": digit, base lines, cover lines.
func readFish(c *ReadContext, st *logic.Step) error {
	m := fishRe.FindStringSubmatch(st.Rule)
	if m == nil {
		return fmt.Errorf("%s is not a fish rule", st.Rule)
	}
	d := logic.SubsetDetail{Kind: "fish", Columns: m[3] == "columns"}
	if m[1] != "" {
		d.Kind = "finned-fish"
	}
	dText, groups, err := braceGroups(st.Pattern)
	if err != nil {
		return err
	}
	digit, err := c.index(dText, 'n')
	if err != nil {
		return err
	}
	d.Digit = digit + 1
	bp, cp := byte('r'), byte('c')
	if d.Columns {
		bp, cp = 'c', 'r'
	}
	for _, b := range groups[0] {
		i, err := c.index(b, bp)
		if err != nil {
			return err
		}
		d.Base = append(d.Base, i+1)
	}
	for _, cv := range groups[1] {
		i, err := c.index(cv, cp)
		if err != nil {
			return err
		}
		d.Cover = append(d.Cover, i+1)
	}
	st.Detail = d
	return nil
}

// readGL reads "k=1 r5#9 r8#9 / c2#9 c8#9 b6#9" (any set notation that
// logic/gl reads), with " fins r1c2#3 …" after the covers when finned.
func readGL(c *ReadContext, st *logic.Step) error {
	l := &gl.GLLogic{}
	text := strings.TrimSpace(st.Pattern)
	rest, ok := strings.CutPrefix(text, "k=")
	if !ok {
		return fmt.Errorf("%q: want k=RANK BASES / COVERS", text)
	}
	kText, sets, _ := strings.Cut(rest, " ")
	k, err := strconv.Atoi(kText)
	if err != nil {
		return fmt.Errorf("rank %q", kText)
	}
	l.Rank = k
	sets, finText, finned := strings.Cut(sets, " fins ")
	bText, cText, ok := strings.Cut(sets, "/")
	if !ok {
		return fmt.Errorf("%q: want BASES / COVERS", sets)
	}
	if l.Bases, err = gl.ParseGLSets(c.G, bText); err != nil {
		return err
	}
	if l.Covers, err = gl.ParseGLSets(c.G, cText); err != nil {
		return err
	}
	if finned {
		for _, f := range strings.Fields(finText) {
			x, err := verify.ParseGLCand(c.G, f)
			if err != nil {
				return err
			}
			l.Fins = append(l.Fins, x)
		}
	}
	l.Elims = append([]logic.Cand(nil), st.Elims...)
	st.Detail = l
	return nil
}

var (
	fishyRe     = regexp.MustCompile(`^#([0-9]+):\s*(.*?)\s*\(GL\s+(.*?)\s*/\s*(.*?)\)$`)
	fishyStepRe = regexp.MustCompile(`([rcb][0-9]+)(?:\{(r[0-9]+c[0-9]+) (r[0-9]+c[0-9]+)\})? -([rcb][0-9]+)- `)
)

// readFishy reads "#8: r5{r5c4 r5c6} -b5- c5{r4c5 r6c5} -r6- … r5 (GL r5#8 … /
// b5#8 …)": the digit, the vertices (with their entry and exit cells) and
// labels, back to the first vertex, and the certificate.
func readFishy(c *ReadContext, st *logic.Step) error {
	g := c.G
	m := fishyRe.FindStringSubmatch(strings.TrimSpace(st.Pattern))
	if m == nil {
		return fmt.Errorf("%q: want #DIGIT: V1{p q} -H1- V2{p q} … V1 (GL BASES / COVERS)", st.Pattern)
	}
	fc := &gl.FishyCycle{Elims: append([]logic.Cand(nil), st.Elims...)}
	d, err := strconv.Atoi(m[1])
	if err != nil || d < 1 || d > g.Side {
		return fmt.Errorf("digit %q out of range", m[1])
	}
	fc.Digit = d
	unit := func(s string) int {
		i, err := c.index(s, s[0])
		if err != nil {
			return -1
		}
		return strings.IndexByte("rcb", s[0])*g.Side + i
	}
	cell := func(s string) int {
		var r, cc int
		if _, err := fmt.Sscanf(s, "r%dc%d", &r, &cc); err != nil || r < 1 || r > g.Side || cc < 1 || cc > g.Side {
			return -1
		}
		return (r-1)*g.Side + cc - 1
	}
	body := m[2] + " "
	steps := fishyStepRe.FindAllStringSubmatch(body, -1)
	var seen strings.Builder
	for _, sm := range steps {
		seen.WriteString(sm[0])
		v, lab := unit(sm[1]), unit(sm[4])
		if v < 0 || lab < 0 {
			return fmt.Errorf("%s -%s-: not units of the grid", sm[1], sm[4])
		}
		fc.Vertices, fc.Labels = append(fc.Vertices, v), append(fc.Labels, lab)
		if sm[2] != "" {
			p, q := cell(sm[2]), cell(sm[3])
			if p < 0 || q < 0 {
				return fmt.Errorf("%s{%s %s}: not cells of the grid", sm[1], sm[2], sm[3])
			}
			fc.Cells = append(fc.Cells, p, q)
		}
	}
	if len(steps) == 0 || seen.String()+strings.Fields(body)[len(strings.Fields(body))-1]+" " != body || unit(strings.Fields(body)[len(strings.Fields(body))-1]) != fc.Vertices[0] {
		return fmt.Errorf("%q: want V1{p q} -H1- V2{p q} -H2- … V1", m[2])
	}
	if len(fc.Cells) != 0 && len(fc.Cells) != 2*len(fc.Vertices) {
		return fmt.Errorf("entry and exit cells for some vertices only")
	}
	if fc.Bases, err = gl.ParseGLSets(g, m[3]); err != nil {
		return err
	}
	if fc.Covers, err = gl.ParseGLSets(g, m[4]); err != nil {
		return err
	}
	st.Detail = fc
	return nil
}
