package sernote

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

var headRe = regexp.MustCompile(`^(\d{1,2})\.(\d), ([A-Z][^:]*?)(?:: (.*))? => (.+)$`)

// IsHead reports whether line (not indented) looks like the head of a
// step: "7.1, Forcing Chain: … => r3c4<>3". It may still fail to parse.
func IsHead(line string) bool {
	return len(line) > 0 && line[0] >= '0' && line[0] <= '9' && headRe.MatchString(line)
}

// IsContinuation reports whether line continues a step (it starts with
// Indent).
func IsContinuation(line string) bool { return strings.HasPrefix(line, Indent) }

// line is one structure line: its text without indentation and the lines
// indented one level deeper that follow it.
type line struct {
	text     string
	children []line
}

// Parse reads a step from its lines: the head, then its structure lines
// indented by Indent per level (as Lines prints them).
func Parse(lines []string) (*Step, error) {
	if len(lines) == 0 {
		return nil, fmt.Errorf("no line")
	}
	tree, err := lineTree(lines[1:], 1)
	if err != nil {
		return nil, err
	}
	return parseStep(lines[0], tree)
}

// lineTree groups lines by indentation: lines at depth (depth×Indent),
// each with the deeper lines after it.
func lineTree(lines []string, depth int) ([]line, error) {
	var out []line
	var raw [][]string // the deeper lines after each of out
	for _, l := range lines {
		d := 0
		for strings.HasPrefix(l[d*len(Indent):], Indent) {
			d++
		}
		text := l[d*len(Indent):]
		if text == "" || text[0] == ' ' {
			return nil, fmt.Errorf("%q: indentation is not a multiple of %d spaces", l, len(Indent))
		}
		switch {
		case d < depth:
			return nil, fmt.Errorf("%q: not indented", l)
		case d == depth:
			out = append(out, line{text: text})
			raw = append(raw, nil)
		case len(out) == 0:
			return nil, fmt.Errorf("%q: indented too deep", l)
		default:
			raw[len(raw)-1] = append(raw[len(raw)-1], l)
		}
	}
	for i := range out {
		if len(raw[i]) > 0 {
			sub, err := lineTree(raw[i], depth+1)
			if err != nil {
				return nil, err
			}
			out[i].children = sub
		}
	}
	return out, nil
}

func parseStep(head string, structure []line) (*Step, error) {
	m := headRe.FindStringSubmatch(head)
	if m == nil {
		return nil, fmt.Errorf("%q: not a step (want \"7.1, Rule: description => conclusions\")", head)
	}
	whole, _ := strconv.Atoi(m[1])
	tenth, _ := strconv.Atoi(m[2])
	st := &Step{Diff: whole*10 + tenth, Rule: m[3], Cell: -1}
	// The description may hold " => " itself (direct hints): the
	// conclusions follow the last one.
	rest := m[4]
	concl := m[5]
	if rest != "" {
		if i := strings.LastIndex(head, " => "); i >= 0 {
			concl = head[i+len(" => "):]
			rest = strings.TrimPrefix(head[:i], m[1]+"."+m[2]+", "+m[3]+": ")
		}
	}
	st.Desc = rest
	if err := st.readConclusions(concl); err != nil {
		return nil, fmt.Errorf("%q: %v", head, err)
	}
	kind := KindOf(st.Rule)
	if kind == Unknown {
		return nil, fmt.Errorf("%q: unknown rule %q", head, st.Rule)
	}
	st.Uniqueness = kind == UniqueLoop || kind == BUG
	if err := st.readDesc(kind); err != nil {
		return nil, fmt.Errorf("%q: description: %v", head, err)
	}
	if err := st.readStructure(kind, structure); err != nil {
		return nil, fmt.Errorf("%s: %v", st.Rule, err)
	}
	return st, nil
}

var conclRe = regexp.MustCompile(`^r([1-9])c([1-9])(<>|=)([1-9](?:,[1-9])*)$`)

// readConclusions reads "r1c2<>3,4, r5c6<>7, r2c9=3".
func (st *Step) readConclusions(s string) error {
	seen := map[Cand]bool{}
	for _, tok := range strings.Split(s, ", ") {
		m := conclRe.FindStringSubmatch(tok)
		if m == nil {
			return fmt.Errorf("conclusion %q: want r1c2<>3 or r1c2=3", tok)
		}
		cell := (int(m[1][0]-'1'))*9 + int(m[2][0]-'1')
		ds := strings.Split(m[4], ",")
		if m[3] == "=" {
			if len(ds) != 1 || st.Cell >= 0 {
				return fmt.Errorf("conclusion %q: one decided cell, one digit", tok)
			}
			st.Cell, st.Value = cell, int(ds[0][0]-'0')
			continue
		}
		for _, d := range ds {
			x := Cand{cell, int(d[0] - '0')}
			if seen[x] {
				return fmt.Errorf("%s<>%d twice", CellName(cell), x.Digit)
			}
			seen[x] = true
			st.Elims = append(st.Elims, x)
		}
	}
	slices.SortFunc(st.Elims, func(a, b Cand) int { return (a.Cell*10 + a.Digit) - (b.Cell*10 + b.Digit) })
	return nil
}

const (
	cellP   = `r[1-9]c[1-9]`
	cellsP  = cellP + `(?:,` + cellP + `)*`
	digitsP = `[1-9](?:,[1-9])*`
	houseP  = `(?:block|row|column) [1-9]`
	potP    = cellP + `(?:=|<>)[1-9]`
)

// descRes are the descriptions of each kind (groups: what readDesc takes).
var descRes = map[Kind][]*regexp.Regexp{
	HiddenSingle:  {regexp.MustCompile(`^(` + cellP + `): ([1-9]) in (` + houseP + `)$`)},
	NakedSingle:   {regexp.MustCompile(`^(` + cellP + `): ([1-9])$`)},
	DirectLocking: {regexp.MustCompile(`^value ([1-9]) in (` + houseP + `) and (` + houseP + `) => (` + cellP + `)=([1-9])$`)},
	Locking:       {regexp.MustCompile(`^value ([1-9]) in (` + houseP + `) and (` + houseP + `)$`)},
	DirectHidden:  {regexp.MustCompile(`^(` + digitsP + `) in (` + houseP + `) => (` + cellP + `)=([1-9])$`)},
	NakedSubset:   {regexp.MustCompile(`^(` + cellsP + `): (` + digitsP + `) in (` + houseP + `)$`)},
	HiddenSubset:  {regexp.MustCompile(`^(` + digitsP + `) in (` + houseP + `)$`)},
	Fish:          {regexp.MustCompile(`^value ([1-9])$`)},
	XYWing:        {regexp.MustCompile(`^(` + cellsP + `) on value ([1-9])$`)},
	XYZWing:       {regexp.MustCompile(`^(` + cellsP + `) on value ([1-9])$`)},
	UniqueLoop:    {regexp.MustCompile(`^(` + cellsP + `) on ([1-9]),([1-9])$`)},
	BUG: {
		regexp.MustCompile(`^(` + cellsP + `)$`),                                                  // type 1
		regexp.MustCompile(`^(` + cellsP + `) on ([1-9])$`),                                       // types 2 and 4
		regexp.MustCompile(`^(` + cellsP + `) with naked (` + digitsP + `) in (` + cellsP + `)$`), // type 3
	},
	AlignedExclusion: {regexp.MustCompile(`^(` + cellsP + `)$`)},
	MultipleChains: {
		regexp.MustCompile(`^(` + cellP + `) ==> (` + potP + `)$`),                   // cell
		regexp.MustCompile(`^value ([1-9]) in (` + houseP + `) ==> (` + potP + `)$`), // region
		regexp.MustCompile(`^(` + potP + `) ==> (` + potP + `)$`),                    // contradiction, double
	},
}

// readDesc fills the pattern with what the description names.
func (st *Step) readDesc(kind Kind) error {
	p := &st.Pattern
	if kind == Cycle || kind == ForcingChain {
		b, err := readPath(st.Desc)
		if err != nil {
			return err
		}
		p.Branches = []Branch{b}
		return nil
	}
	var m []string
	form := 0
	for i, re := range descRes[kind] {
		if m = re.FindStringSubmatch(st.Desc); m != nil {
			form = i
			break
		}
	}
	if m == nil {
		return fmt.Errorf("%q is not the description of a %s", st.Desc, kind)
	}
	switch kind {
	case HiddenSingle:
		p.Cells, p.Digits, p.Houses = cells(m[1]), digits(m[2]), []int{house(m[3])}
	case NakedSingle:
		p.Cells, p.Digits = cells(m[1]), digits(m[2])
	case DirectLocking:
		p.Digits, p.Houses, p.Cells = digits(m[1]), []int{house(m[2]), house(m[3])}, cells(m[4])
		if st.Cell != p.Cells[0] || strconv.Itoa(st.Value) != m[5] {
			return fmt.Errorf("decides %s=%s but concludes otherwise", m[4], m[5])
		}
	case Locking:
		p.Digits, p.Houses = digits(m[1]), []int{house(m[2]), house(m[3])}
	case DirectHidden:
		p.Digits, p.Houses, p.Cells = digits(m[1]), []int{house(m[2])}, cells(m[3])
		if st.Cell != p.Cells[0] || strconv.Itoa(st.Value) != m[4] {
			return fmt.Errorf("decides %s=%s but concludes otherwise", m[3], m[4])
		}
	case NakedSubset:
		p.Cells, p.Digits, p.Houses = cells(m[1]), digits(m[2]), []int{house(m[3])}
	case HiddenSubset:
		p.Digits, p.Houses = digits(m[1]), []int{house(m[2])}
	case Fish:
		p.Digits = digits(m[1])
	case XYWing, XYZWing:
		p.Cells, p.Digits = cells(m[1]), digits(m[2])
	case UniqueLoop:
		p.Cells, p.Digits = cells(m[1]), []int{int(m[2][0] - '0'), int(m[3][0] - '0')}
	case BUG:
		p.Cells = cells(m[1])
		switch form {
		case 1:
			p.Digits = digits(m[2])
		case 2:
			p.Subset = &Subset{Digits: digits(m[2]), Cells: cells(m[3])}
		}
	case AlignedExclusion:
		p.Cells = cells(m[1])
	case MultipleChains:
		switch form {
		case 0:
			p.Cells = cells(m[1])
		case 1:
			p.Digits, p.Houses = digits(m[1]), []int{house(m[2])}
		}
	}
	return nil
}

// readStructure reads the structure lines of a kind.
func (st *Step) readStructure(kind Kind, ls []line) error {
	p := &st.Pattern
	switch kind {
	case Fish, UniqueLoop, BUG:
		if len(ls) != 1 || len(ls[0].children) > 0 {
			return fmt.Errorf("want one structure line, got %d", len(ls))
		}
		if kind == Fish {
			return p.readFishLine(ls[0].text)
		}
		return p.readUniquenessLine(kind, ls[0].text)
	case MultipleChains:
		return p.readChains(ls)
	}
	if len(ls) > 0 {
		return fmt.Errorf("unexpected structure line %q", ls[0].text)
	}
	return nil
}

var fishRe = regexp.MustCompile(`^base (rows|columns) (` + digitsP + `); cover (rows|columns) (` + digitsP + `)$`)

func (p *Pattern) readFishLine(s string) error {
	m := fishRe.FindStringSubmatch(s)
	if m == nil {
		return fmt.Errorf("%q: want \"base rows 1,5; cover columns 2,7\"", s)
	}
	lines := func(kind string, ds string) []int {
		base := 9
		if kind == "columns" {
			base = 18
		}
		var hs []int
		for _, d := range digits(ds) {
			hs = append(hs, base+d-1)
		}
		return hs
	}
	p.Bases, p.Covers = lines(m[1], m[2]), lines(m[3], m[4])
	return nil
}

var (
	bugClauseRe    = regexp.MustCompile(`^bug ((?:` + cellP + `:` + digitsP + `)(?: ` + cellP + `:` + digitsP + `)*)$`)
	subsetClauseRe = regexp.MustCompile(`^(naked|hidden) (` + cellsP + `) on (` + digitsP + `) in (` + houseP + `)$`)
	lockedClauseRe = regexp.MustCompile(`^locked ([1-9]) in (` + houseP + `)$`)
)

// readUniquenessLine reads "uniqueness[; bug …][; naked|hidden …][; locked …]".
func (p *Pattern) readUniquenessLine(kind Kind, s string) error {
	clauses := strings.Split(s, "; ")
	if clauses[0] != "uniqueness" {
		return fmt.Errorf("%q: a uniqueness hint's structure starts with \"uniqueness\"", s)
	}
	descSubset := p.Subset
	p.Subset = nil
	for _, c := range clauses[1:] {
		if m := bugClauseRe.FindStringSubmatch(c); m != nil && p.BUGDigits == nil && p.Subset == nil && kind == BUG {
			var cs []int
			for _, cd := range strings.Split(m[1], " ") {
				cell, ds, _ := strings.Cut(cd, ":")
				cs = append(cs, cells(cell)[0])
				var mask uint16
				for _, d := range digits(ds) {
					mask |= 1 << uint(d-1)
				}
				p.BUGDigits = append(p.BUGDigits, mask)
			}
			if !slices.Equal(cs, p.Cells) {
				return fmt.Errorf("bug cells %s differ from the description's %s", cellList(cs), cellList(p.Cells))
			}
			continue
		}
		if m := subsetClauseRe.FindStringSubmatch(c); m != nil && p.Subset == nil && p.Locked == nil {
			p.Subset = &Subset{Hidden: m[1] == "hidden", Cells: cells(m[2]), Digits: digits(m[3]), House: house(m[4])}
			continue
		}
		if m := lockedClauseRe.FindStringSubmatch(c); m != nil && p.Locked == nil {
			p.Locked = &Locked{Digit: int(m[1][0] - '0'), House: house(m[2])}
			continue
		}
		return fmt.Errorf("%q: clause %q", s, c)
	}
	if kind == BUG && p.BUGDigits == nil {
		return fmt.Errorf("%q: a BUG names its cells' BUG digits (bug r1c2:3)", s)
	}
	if descSubset != nil && (p.Subset == nil || p.Subset.Hidden || !slices.Equal(p.Subset.Cells, descSubset.Cells) || !slices.Equal(p.Subset.Digits, descSubset.Digits)) {
		return fmt.Errorf("%q: the naked subset differs from the description's", s)
	}
	return nil
}

var (
	nodeRe = regexp.MustCompile(`^(` + potP + `)(?:\(#([1-9][0-9]*)\))?(?:\[(` + potP + `(?:,` + potP + `)*)\])?$`)
	nestRe = regexp.MustCompile(`^#([1-9][0-9]*) (.*)$`)
)

// readChains reads the branch lines (each with its further paths as
// children) and the inner hints (#k, each with its structure as children).
func (p *Pattern) readChains(ls []line) error {
	for _, l := range ls {
		if m := nestRe.FindStringSubmatch(l.text); m != nil {
			if k, _ := strconv.Atoi(m[1]); k != len(p.Nested)+1 {
				return fmt.Errorf("inner hint #%s out of order", m[1])
			}
			inner, err := parseStep(m[2], l.children)
			if err != nil {
				return fmt.Errorf("#%s: %v", m[1], err)
			}
			p.Nested = append(p.Nested, inner)
			continue
		}
		if len(p.Nested) > 0 {
			return fmt.Errorf("%q: branches come before the inner hints", l.text)
		}
		segs := []string{l.text}
		for _, c := range l.children {
			if len(c.children) > 0 {
				return fmt.Errorf("%q: a path of a branch has no further lines", c.text)
			}
			segs = append(segs, c.text)
		}
		b, err := readBranch(segs)
		if err != nil {
			return err
		}
		p.Branches = append(p.Branches, b)
	}
	if len(p.Branches) == 0 {
		return fmt.Errorf("no branch")
	}
	for _, b := range p.Branches {
		for _, nd := range b.Nodes {
			if nd.Nested > len(p.Nested) {
				return fmt.Errorf("%s names inner hint #%d; the step has %d", nd.Pot, nd.Nested, len(p.Nested))
			}
		}
	}
	return nil
}

// readBranch reads a branch from its paths: the first from the assumption
// to the target, each other one from a node named before.
func readBranch(segs []string) (Branch, error) {
	type rnode struct {
		pot    Pot
		nested int
		first  string   // the node before it in its path ("" for the assumption)
		more   []string // its other parents
	}
	byName := map[string]int{}
	var nodes []rnode
	var target string
	for si, seg := range segs {
		toks := strings.Split(seg, " -> ")
		for i, tok := range toks {
			m := nodeRe.FindStringSubmatch(tok)
			if m == nil {
				return Branch{}, fmt.Errorf("%q: want a potential like r1c2=3 or r1c2<>3 (with (#k) and [parents])", tok)
			}
			name := m[1]
			if i == 0 {
				if m[2] != "" || m[3] != "" {
					return Branch{}, fmt.Errorf("%q: the first node of a path is a node named before, without (#k) or [parents]", tok)
				}
				if si == 0 {
					byName[name] = 0
					nodes = append(nodes, rnode{pot: readPot(name)})
				} else if _, ok := byName[name]; !ok {
					return Branch{}, fmt.Errorf("%q: a further path starts at a node named before", seg)
				}
				continue
			}
			if _, ok := byName[name]; ok {
				return Branch{}, fmt.Errorf("%s twice in a branch", name)
			}
			nd := rnode{pot: readPot(name), first: strings.SplitN(strings.SplitN(toks[i-1], "(", 2)[0], "[", 2)[0]}
			if m[2] != "" {
				nd.nested, _ = strconv.Atoi(m[2])
			}
			if m[3] != "" {
				nd.more = strings.Split(m[3], ",")
			}
			byName[name] = len(nodes)
			nodes = append(nodes, nd)
		}
		if si == 0 {
			target = strings.SplitN(strings.SplitN(toks[len(toks)-1], "(", 2)[0], "[", 2)[0]
		}
	}
	// resolve the parents, then order the nodes parents first (depth-first
	// from the target, parents in order): the assumption comes first, the
	// target last
	parents := make([][]int, len(nodes))
	for i, nd := range nodes {
		if nd.first == "" {
			continue
		}
		for _, name := range append([]string{nd.first}, nd.more...) {
			j, ok := byName[name]
			if !ok {
				return Branch{}, fmt.Errorf("%s: parent %s is not in the branch", nd.pot, name)
			}
			if slices.Contains(parents[i], j) {
				return Branch{}, fmt.Errorf("%s: parent %s twice", nd.pot, name)
			}
			parents[i] = append(parents[i], j)
		}
	}
	const (
		unseen = iota
		open
		done
	)
	state := make([]int, len(nodes))
	order := make([]int, len(nodes)) // old index → new
	var out []Node
	var visit func(i int) error
	visit = func(i int) error {
		switch state[i] {
		case open:
			return fmt.Errorf("%s depends on itself", nodes[i].pot)
		case done:
			return nil
		}
		state[i] = open
		for _, p := range parents[i] {
			if err := visit(p); err != nil {
				return err
			}
		}
		state[i] = done
		order[i] = len(out)
		out = append(out, Node{Pot: nodes[i].pot, Nested: nodes[i].nested})
		return nil
	}
	if err := visit(byName[target]); err != nil {
		return Branch{}, err
	}
	for i := range nodes {
		if state[i] != done {
			return Branch{}, fmt.Errorf("%s does not lead to the branch's target %s", nodes[i].pot, target)
		}
		for _, p := range parents[i] {
			out[order[i]].Parents = append(out[order[i]].Parents, order[p])
		}
	}
	return Branch{Nodes: out}, nil
}

// readPath reads a chain printed as a path "r1c2=3 -> r1c2<>4 -> …" (a
// cycle ends on its first potential).
func readPath(s string) (Branch, error) {
	var b Branch
	toks := strings.Split(s, " -> ")
	if len(toks) < 2 {
		return b, fmt.Errorf("%q: want a chain r1c2=3 -> r1c2<>4 -> …", s)
	}
	for i, tok := range toks {
		if !potRe.MatchString(tok) {
			return b, fmt.Errorf("%q: want a potential like r1c2=3 or r1c2<>3", tok)
		}
		nd := Node{Pot: readPot(tok)}
		if i > 0 {
			nd.Parents = []int{i - 1}
		}
		b.Nodes = append(b.Nodes, nd)
	}
	return b, nil
}

var potRe = regexp.MustCompile(`^` + potP + `$`)

// readPot reads a potential already matched by potP.
func readPot(s string) Pot {
	cell := int(s[1]-'1')*9 + int(s[3]-'1')
	on := s[4] == '='
	return Pot{Cell: cell, Digit: int(s[len(s)-1] - '0'), On: on}
}

// cells reads cells already matched by cellsP.
func cells(s string) []int {
	var out []int
	for _, t := range strings.Split(s, ",") {
		out = append(out, int(t[1]-'1')*9+int(t[3]-'1'))
	}
	return out
}

// digits reads digits already matched by digitsP.
func digits(s string) []int {
	var out []int
	for _, t := range strings.Split(s, ",") {
		out = append(out, int(t[0]-'0'))
	}
	return out
}

// house reads a house already matched by houseP.
func house(s string) int {
	kind, n, _ := strings.Cut(s, " ")
	base := map[string]int{"block": 0, "row": 9, "column": 18}[kind]
	return base + int(n[0]-'1')
}
