package audit

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
	"github.com/sudolab/sudolab/logic/ser/sernote"
)

// Family is what kind of rule a step names, which decides how its pattern
// is read and checked.
type Family int

const (
	Plain   Family = iota // bare conclusions of another solver: no pattern
	Singles               // naked-single, hidden-single-in-a-…, "singles"
	Chain                 // whip, braid, g-whip, g-braid, biv-chain, z-chain, t-whip (typed or not)
	Subset                // naked/hidden pairs, triplets, quads
	Fish                  // x-wing, swordfish, jellyfish, plain or finned
	GL                    // general logic gl[n]: k=K BASES / COVERS (sudolab's notation)
	Unknown               // any other rule name: conclusions only
	SER                   // a Sudoku Explainer step (path --rules SER): "7.1, Forcing Chain: … => r3c4<>3" and its structure
)

func (f Family) String() string {
	return [...]string{"plain", "singles", "chain", "subset", "fish", "gl", "unknown", "ser"}[f]
}

// Step is one step of a path as read from its text.
type Step struct {
	Rule    string // the rule as printed, without the length: "whip", "biv-chain-rc", "naked-pairs-in-a-row"
	Length  int    // the printed [n], 0 if none
	Pattern string // the text between "rule[n]: " and " ==>"
	Family  Family
	Asserts []logic.Cand
	Elims   []logic.Cand

	// Chain is the chain pattern (Family Chain) and VarType the type a
	// typed chain restricts its cells to ("rc", "rn", "cn", "bn"; "" if
	// untyped).
	Chain   *logic.ChainPattern
	VarType string
	// Set is the subset or fish pattern (Family Subset, Fish).
	Set *SetPattern
	// Logic is the general-logic pattern (Family GL).
	Logic *GLPattern
	// SER is the Sudoku Explainer step (Family SER).
	SER *sernote.Step
	// PatternErr: the pattern notation could not be read; the step's
	// conclusions are still proven.
	PatternErr error
}

// SetPattern is a naked or hidden subset, or a (finned) fish, as printed.
type SetPattern struct {
	Kind   string // "naked", "hidden", "fish", "finned-fish"
	Size   int    // p: pairs/x-wing 2, triplets/swordfish 3, quads/jellyfish 4
	Unit   int    // subsets: the unit (index into Geometry.Units)
	Cells  []int  // subsets: the p cells
	Digits []int  // subsets: the p digits
	Digit  int    // fish: the digit
	Rows   bool   // fish: base lines are rows (…-in-rows)
	Base   []int  // fish: base lines (0-based rows or columns)
	Cover  []int  // fish: cover lines (0-based)
}

// GLPattern is a general-logic step as printed: its rank and set ids
// (Geometry.VarID numbering, as logic/gl reads them).
type GLPattern struct {
	Rank          int
	Bases, Covers []int
}

// Entry is one line of a path text: a step, or a line that is not one.
type Entry struct {
	Line int    // 1-based line number
	Text string // the line, trimmed
	Step *Step  // nil for a skipped line
	Skip string // why the line is not a step (Step == nil)
	More int    // continuation lines that follow (the structure of a Sudoku Explainer step)
}

// Reader reads path lines for one geometry. It is not safe for
// concurrent use.
type Reader struct {
	g      *logic.Geometry
	vars   map[string]int          // "r4c7", "r4n7", "c4n7", "b4n7" → variable
	inVar  []map[string]logic.Cand // per variable: "n8" / "c6" / "r6" / "r5c4" → candidate
	gInVar []map[string]int        // per variable: g-candidate text → g-label index
}

// NewReader prepares the notation tables of geometry g.
func NewReader(g *logic.Geometry) *Reader {
	r := &Reader{g: g, vars: map[string]int{}, inVar: make([]map[string]logic.Cand, g.NVars), gInVar: make([]map[string]int, g.NVars)}
	for v := 0; v < g.NVars; v++ {
		r.vars[g.FormatVar(v)] = v
		r.inVar[v] = map[string]logic.Cand{}
		r.gInVar[v] = map[string]int{}
		for _, x := range g.VarCands(v) {
			r.inVar[v][g.FormatInVar(v, x)] = x
		}
	}
	// A g-label belongs to the rn/cn/bn variables of its digit that hold
	// all of its segment; they are among the variables of its first cell.
	for i := 0; i < g.NumGLabels(); i++ {
		lab := g.GLabelAt(i)
		if len(lab.Cells) == 0 {
			continue
		}
		for _, v := range g.CandVars(g.Cand(lab.Cells[0], lab.Digit)) {
			if k, _, _ := g.VarKind(v); k != logic.RC && r.holds(v, lab) {
				r.gInVar[v][g.FormatGInVar(v, i)] = i
			}
		}
	}
	return r
}

func (r *Reader) holds(v int, lab logic.GLabel) bool {
	for _, c := range lab.Cells {
		x := r.g.Cand(c, lab.Digit)
		if _, ok := r.inVar[v][r.g.FormatInVar(v, x)]; !ok || !slices.Contains(r.g.VarCands(v), x) {
			return false
		}
	}
	return true
}

// ReadPath reads every line of a path text. Lines that are not steps are
// kept as entries with their reason; only a read error is returned.
func (r *Reader) ReadPath(in io.Reader) ([]Entry, error) {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<16), 1<<24)
	var out []Entry
	n := 0
	var ser []string // an SE step's lines so far
	serLine := 0
	flush := func() {
		if ser != nil {
			e := r.parseSER(ser)
			e.Line = serLine
			out = append(out, e)
			ser = nil
		}
	}
	for sc.Scan() {
		n++
		line := sc.Text()
		if ser != nil && sernote.IsContinuation(line) {
			ser = append(ser, line)
			continue
		}
		flush()
		if sernote.IsHead(strings.TrimSpace(line)) {
			ser, serLine = []string{strings.TrimSpace(line)}, n
			continue
		}
		e := r.ParseLine(line)
		e.Line = n
		out = append(out, e)
	}
	flush()
	return out, sc.Err()
}

var (
	headRe  = regexp.MustCompile(`^([A-Za-z][A-Za-z0-9+-]*)(?:\[(\d+)\])?\s*(?::\s*(.*?))?\s*$`)
	candRe  = regexp.MustCompile(`r(\d+)\s*c(\d+)\s*(≠|<>|!=|=)\s*(\d+)`)
	plainRe = regexp.MustCompile(`^(?:\s*r\d+\s*c\d+\s*(?:≠|<>|!=|=)\s*\d+\s*[,;]?)+\s*$`)
)

// ParseLine reads one line. A line with "==>" is a step "rule[n]: pattern
// ==> conclusions"; a line made only of conclusions (r1c2≠3, r1c2<>3,
// r1c2=3, separated by commas or spaces) is a plain step; anything else
// is skipped with a reason.
func (r *Reader) ParseLine(line string) Entry {
	text := strings.TrimSpace(line)
	e := Entry{Text: text}
	if text == "" {
		e.Skip = "blank"
		return e
	}
	if sernote.IsHead(text) {
		return r.parseSER([]string{text})
	}
	head, concl, arrow := strings.Cut(text, "==>")
	if !arrow {
		if plainRe.MatchString(text) {
			st := &Step{Family: Plain}
			if err := r.conclusions(st, text); err != nil {
				e.Skip = err.Error()
				return e
			}
			e.Step = st
			return e
		}
		e.Skip = "not a step"
		return e
	}
	st := &Step{}
	if err := r.conclusions(st, concl); err != nil {
		e.Skip = "conclusions: " + err.Error()
		return e
	}
	if len(st.Asserts)+len(st.Elims) == 0 {
		e.Skip = "no conclusion after ==>"
		return e
	}
	m := headRe.FindStringSubmatch(strings.TrimSpace(head))
	if m == nil {
		// Something before ==> that is not "rule[n]: pattern": keep the
		// conclusions, as a step of an unknown rule.
		st.Rule, st.Family, st.Pattern = strings.TrimSpace(head), Unknown, ""
		e.Step = st
		return e
	}
	st.Rule, st.Pattern = m[1], m[3]
	if m[2] != "" {
		st.Length, _ = strconv.Atoi(m[2])
	}
	r.classify(st)
	e.Step = st
	return e
}

// conclusions reads "r1c2 ≠ 3, r4c5=6, …".
func (r *Reader) conclusions(st *Step, s string) error {
	g := r.g
	rest := candRe.ReplaceAllString(s, "")
	if strings.Trim(rest, " ,;.\t") != "" {
		return fmt.Errorf("unreadable %q", strings.TrimSpace(rest))
	}
	for _, m := range candRe.FindAllStringSubmatch(s, -1) {
		x, isElim, err := g.ParseCandRef(m[0])
		if err != nil {
			return err
		}
		if isElim {
			st.Elims = append(st.Elims, x)
		} else {
			st.Asserts = append(st.Asserts, x)
		}
	}
	return nil
}

var (
	chainKinds = map[string]logic.ChainKind{
		"whip": logic.KindWhip, "braid": logic.KindBraid, "g-whip": logic.KindGWhip, "g-braid": logic.KindGBraid,
		"gwhip": logic.KindGWhip, "gbraid": logic.KindGBraid,
		"biv-chain": logic.KindBivChain, "bivalue-chain": logic.KindBivChain,
		"z-chain": logic.KindZChain, "t-whip": logic.KindTWhip,
	}
	sizeNames = map[string]int{"pairs": 2, "triplets": 3, "quads": 4, "x-wing": 2, "swordfish": 3, "jellyfish": 4}
	subsetRe  = regexp.MustCompile(`^(naked|hidden)-(pairs|triplets|quads)-in-an?-(row|column|block)$`)
	fishRe    = regexp.MustCompile(`^(finned-)?(x-wing|swordfish|jellyfish)-in-(rows|columns)$`)
)

func (r *Reader) classify(st *Step) {
	name := st.Rule
	switch {
	case name == "singles" || name == "naked-single" || name == "single" || strings.HasPrefix(name, "hidden-single"):
		st.Family = Singles
		return
	case subsetRe.MatchString(name):
		st.Family = Subset
		st.Set, st.PatternErr = r.readSubset(name, st.Pattern)
		return
	case fishRe.MatchString(name):
		st.Family = Fish
		st.Set, st.PatternErr = r.readFish(name, st.Pattern)
		return
	case name == "gl":
		st.Family = GL
		st.Logic, st.PatternErr = r.readGL(st.Pattern)
		return
	}
	base, typ := name, ""
	for _, t := range []string{"-rc", "-rn", "-cn", "-bn"} {
		if strings.HasSuffix(name, t) {
			base, typ = strings.TrimSuffix(name, t), t[1:]
		}
	}
	kind, ok := chainKinds[base]
	if !ok {
		st.Family = Unknown
		return
	}
	st.Family, st.VarType = Chain, typ
	if st.Length == 1 && (kind == logic.KindWhip || kind == logic.KindBraid || kind == logic.KindGWhip || kind == logic.KindGBraid) {
		kind = logic.KindWhip1 // whip[1] = braid[1] = g-whip[1] = g-braid[1]
	}
	st.Chain, st.PatternErr = r.readChain(kind, st.Pattern)
	if st.Chain != nil {
		st.Chain.Targets = append([]logic.Cand(nil), st.Elims...)
	}
}

// readChain reads "r1n4{c9 c8} - c8n3{r1 r4} - c8n5{r4 .}".
func (r *Reader) readChain(kind logic.ChainKind, text string) (*logic.ChainPattern, error) {
	if strings.TrimSpace(text) == "" {
		return nil, fmt.Errorf("no pattern")
	}
	p := &logic.ChainPattern{Kind: kind}
	for i, cell := range strings.Split(text, " - ") {
		cell = strings.TrimSpace(cell)
		vs, inner, ok := strings.Cut(cell, "{")
		if !ok || !strings.HasSuffix(inner, "}") {
			return nil, fmt.Errorf("cell %d %q: want VAR{llc rlc}", i+1, cell)
		}
		v, ok := r.vars[strings.TrimSpace(vs)]
		if !ok {
			return nil, fmt.Errorf("cell %d: unknown variable %q", i+1, vs)
		}
		parts := strings.Fields(strings.TrimSuffix(inner, "}"))
		if len(parts) != 2 {
			return nil, fmt.Errorf("cell %d %q: want two entries in braces", i+1, cell)
		}
		llc, ok := r.inVar[v][parts[0]]
		if !ok {
			return nil, fmt.Errorf("cell %d: %q is not a candidate of %s", i+1, parts[0], vs)
		}
		c := logic.ChainCell{Var: v, LLC: llc, RLC: logic.NoCand, GRLC: -1}
		switch x, isCand := r.inVar[v][parts[1]]; {
		case parts[1] == ".":
		case isCand:
			c.RLC = x
		default:
			gi, ok := r.gInVar[v][parts[1]]
			if !ok {
				return nil, fmt.Errorf("cell %d: %q is neither a candidate nor a g-candidate of %s", i+1, parts[1], vs)
			}
			c.GRLC = gi
		}
		p.Cells = append(p.Cells, c)
	}
	return p, nil
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
		return 0, fmt.Errorf("%q: want %c<1..%d>", s, prefix, r.g.Side)
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 1 || n > r.g.Side {
		return 0, fmt.Errorf("%q: want %c<1..%d>", s, prefix, r.g.Side)
	}
	return n - 1, nil
}

// readSubset reads "r1{c2 c3}{n4 n7}" (naked: cells then digits) or
// "r9{n2 n3}{c7 c9}" (hidden: digits then cells); cells inside a block
// print as r1c3.
func (r *Reader) readSubset(name, text string) (*SetPattern, error) {
	g := r.g
	m := subsetRe.FindStringSubmatch(name)
	sp := &SetPattern{Kind: m[1], Size: sizeNames[m[2]]}
	unitText, groups, err := braceGroups(text)
	if err != nil {
		return nil, err
	}
	ut := map[string]int{"row": 0, "column": 1, "block": 2}[m[3]]
	u, err := r.index(unitText, "rcb"[ut])
	if err != nil {
		return nil, err
	}
	sp.Unit = ut*g.Side + u
	cellsG, digitsG := groups[0], groups[1]
	if sp.Kind == "hidden" {
		cellsG, digitsG = digitsG, cellsG
	}
	for _, d := range digitsG {
		k, err := r.index(d, 'n')
		if err != nil {
			return nil, err
		}
		sp.Digits = append(sp.Digits, k+1)
	}
	for _, cs := range cellsG {
		cell := -1
		switch ut {
		case 0:
			if c, err := r.index(cs, 'c'); err == nil {
				cell = u*g.Side + c
			}
		case 1:
			if rr, err := r.index(cs, 'r'); err == nil {
				cell = rr*g.Side + u
			}
		default:
			var rr, cc int
			if _, err := fmt.Sscanf(cs, "r%dc%d", &rr, &cc); err == nil && rr >= 1 && rr <= g.Side && cc >= 1 && cc <= g.Side {
				cell = (rr-1)*g.Side + cc - 1
			}
		}
		if cell < 0 {
			return nil, fmt.Errorf("%q is not a cell of %s", cs, unitText)
		}
		sp.Cells = append(sp.Cells, cell)
	}
	return sp, nil
}

// readFish reads "n3{r2 r5 r7}{c6 c1 c5}": digit, base lines, cover lines.
func (r *Reader) readFish(name, text string) (*SetPattern, error) {
	m := fishRe.FindStringSubmatch(name)
	sp := &SetPattern{Kind: "fish", Size: sizeNames[m[2]], Rows: m[3] == "rows"}
	if m[1] != "" {
		sp.Kind = "finned-fish"
	}
	dText, groups, err := braceGroups(text)
	if err != nil {
		return nil, err
	}
	d, err := r.index(dText, 'n')
	if err != nil {
		return nil, err
	}
	sp.Digit = d + 1
	bp, cp := byte('r'), byte('c')
	if !sp.Rows {
		bp, cp = 'c', 'r'
	}
	for _, b := range groups[0] {
		i, err := r.index(b, bp)
		if err != nil {
			return nil, err
		}
		sp.Base = append(sp.Base, i)
	}
	for _, c := range groups[1] {
		i, err := r.index(c, cp)
		if err != nil {
			return nil, err
		}
		sp.Cover = append(sp.Cover, i)
	}
	return sp, nil
}

// readGL reads "k=1 r5#9 r8#9 / c2#9 c8#9 b6#9" (any set notation that
// logic/gl reads).
func (r *Reader) readGL(text string) (*GLPattern, error) {
	p := &GLPattern{}
	text = strings.TrimSpace(text)
	if rest, ok := strings.CutPrefix(text, "k="); ok {
		kText, sets, _ := strings.Cut(rest, " ")
		k, err := strconv.Atoi(kText)
		if err != nil {
			return nil, fmt.Errorf("rank %q", kText)
		}
		p.Rank, text = k, sets
	}
	bText, cText, ok := strings.Cut(text, "/")
	if !ok {
		return nil, fmt.Errorf("%q: want BASES / COVERS", text)
	}
	var err error
	if p.Bases, err = gl.ParseGLSets(r.g, bText); err != nil {
		return nil, err
	}
	if p.Covers, err = gl.ParseGLSets(r.g, cText); err != nil {
		return nil, err
	}
	return p, nil
}
