package sercheck

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudolab/sudolab/logic/ser/sernote"
)

// linkKinds are the links a rule's chains may use (docs/ser.md §14.4): an
// on potential switches off the other digits of its cell (weakCell) and its
// digit in the cells that see it (weakHouse); an off potential switches on
// the other digit of a bivalue cell (strongCell) and the other place of its
// digit in a house where it has two (strongHouse).
type linkKinds struct{ weakCell, weakHouse, strongCell, strongHouse bool }

// weakLink checks a on => b off.
func weakLink(g *Grid, a, b sernote.Pot, lk linkKinds) error {
	if !g.has(b.Cell, b.Digit) {
		return fmt.Errorf("%s -> %s: %s is not a candidate", a, b, b)
	}
	switch {
	case a.Cell == b.Cell && a.Digit != b.Digit:
		if !lk.weakCell {
			return fmt.Errorf("%s -> %s: a link inside a cell, which this rule does not use", a, b)
		}
	case a.Digit == b.Digit && sees(a.Cell, b.Cell):
		if !lk.weakHouse {
			return fmt.Errorf("%s -> %s: a link inside a house, which this rule does not use", a, b)
		}
	default:
		return fmt.Errorf("%s -> %s: %s does not exclude %s", a, b, a, b)
	}
	return nil
}

// strongLink checks a off => b on in g once the candidates of hidden (the
// parents of b other than a: candidates switched off earlier in a dynamic
// chain) are gone: b is then the cell's last digit or the digit's last
// place in a house, and hidden are exactly the other digits or places.
func strongLink(g *Grid, a, b sernote.Pot, hidden []sernote.Pot, lk linkKinds) error {
	if !g.has(a.Cell, a.Digit) || !g.has(b.Cell, b.Digit) {
		return fmt.Errorf("%s -> %s: not two candidates", a, b)
	}
	// the other digits of the cell, the other places in each house
	want := func(others []sernote.Pot) bool {
		if len(others) != len(hidden) {
			return false
		}
		for _, o := range others {
			found := false
			for _, h := range hidden {
				found = found || h == o
			}
			if !found {
				return false
			}
		}
		return true
	}
	if a.Cell == b.Cell && a.Digit != b.Digit && lk.strongCell {
		var others []sernote.Pot
		for _, d := range digitsOf(g.Cand[a.Cell] &^ bit(a.Digit) &^ bit(b.Digit)) {
			others = append(others, sernote.Pot{Cell: a.Cell, Digit: d})
		}
		if want(others) {
			return nil
		}
	}
	if a.Digit == b.Digit && a.Cell != b.Cell && lk.strongHouse {
		for k := 0; k < 3; k++ {
			h := cellHouse[a.Cell][k]
			if !inHouse(b.Cell, h) {
				continue
			}
			var others []sernote.Pot
			for _, c := range g.places(h, a.Digit) {
				if c != a.Cell && c != b.Cell {
					others = append(others, sernote.Pot{Cell: c, Digit: a.Digit})
				}
			}
			if want(others) {
				return nil
			}
		}
	}
	what := "in this rule's links"
	if len(hidden) > 0 {
		what = fmt.Sprintf("once %s are off", potList(hidden))
	}
	return fmt.Errorf("%s -> %s: %s is not the last digit of its cell or last place of %d in a house %s", a, b, b, b.Digit, what)
}

func potList(ps []sernote.Pot) string {
	var s []string
	for _, p := range ps {
		s = append(s, p.String())
	}
	return strings.Join(s, ",")
}

type potKey struct {
	cell, digit int
	on          bool
}

func keyOf(p sernote.Pot) potKey { return potKey{p.Cell, p.Digit, p.On} }

// checkPath checks a chain printed as a path: polarities alternate, each
// node linked from the one before; it returns the kinds of link used.
func checkPath(g *Grid, b *sernote.Branch, lk linkKinds) (cell, house bool, err error) {
	for i := 1; i < len(b.Nodes); i++ {
		nd := &b.Nodes[i]
		if len(nd.Parents) != 1 || nd.Parents[0] != i-1 || nd.Nested != 0 {
			return false, false, fmt.Errorf("node %d: a path's node follows from the one before", i)
		}
		a, x := b.Nodes[i-1].Pot, nd.Pot
		if a.On == x.On {
			return false, false, fmt.Errorf("%s -> %s: polarities alternate along a chain", a, x)
		}
		if a.On {
			err = weakLink(g, a, x, lk)
		} else {
			err = strongLink(g, a, x, nil, lk)
		}
		if err != nil {
			return false, false, err
		}
		if a.Cell == x.Cell {
			cell = true
		} else {
			house = true
		}
	}
	return cell, house, nil
}

// staticChain checks the one chain of a cycle or of a forcing chain with
// one assumption: its potentials distinct (those before the last, for a
// cycle), each linked from the one before by a link of the rule (X rules:
// in houses; Y rules: strong links in bivalue cells; the others: all). It
// returns the nodes and whether the rule is an X rule (no cell links) and
// whether it uses both kinds.
func staticChain(g *Grid, st *sernote.Step, xRules, yRules []string, cycle bool) (nodes []sernote.Node, xOnly, both bool, err error) {
	bs := st.Pattern.Branches
	if len(bs) != 1 {
		return nil, false, false, fmt.Errorf("want one chain, got %d", len(bs))
	}
	nodes = bs[0].Nodes
	distinct := nodes
	if cycle {
		distinct = nodes[:len(nodes)-1]
	}
	seen := map[potKey]bool{}
	for _, nd := range distinct {
		if seen[keyOf(nd.Pot)] {
			return nil, false, false, fmt.Errorf("%s twice in the chain", nd.Pot)
		}
		seen[keyOf(nd.Pot)] = true
	}
	x, y := true, true
	switch {
	case slices.Contains(xRules, st.Rule):
		y = false
	case slices.Contains(yRules, st.Rule):
		x = false
	}
	if _, _, err := checkPath(g, &bs[0], linkKinds{weakCell: y, weakHouse: true, strongCell: y, strongHouse: x}); err != nil {
		return nil, false, false, err
	}
	return nodes, !y, x && y, nil
}

// checkCycle: a cycle from an on potential back to itself (4 links or
// more); the candidates outside its cells that see an on and an off
// potential of their digit go.
func checkCycle(g *Grid, st *sernote.Step, v *verdict) error {
	nodes, xOnly, both, err := staticChain(g, st, []string{"Bidirectional X-Cycle", "Generalized X-Wing"}, []string{"Bidirectional Y-Cycle"}, true)
	if err != nil {
		return err
	}
	n := len(nodes) - 1
	if n < 4 || n%2 != 0 || !nodes[0].Pot.On || nodes[n].Pot != nodes[0].Pot {
		return fmt.Errorf("a cycle goes from an on potential back to it, in an even number of links, 4 or more")
	}
	base := 65
	if both {
		base = 70
	}
	cells := map[int]bool{}
	for _, nd := range nodes {
		cells[nd.Pot.Cell] = true
	}
	if name := st.Rule; xOnly && (len(cells) == 4) != (name == "Generalized X-Wing") {
		return fmt.Errorf("an X-cycle is a Generalized X-Wing exactly when it has 4 cells (it has %d)", len(cells))
	}
	for o := 0; o < 81; o++ {
		if cells[o] {
			continue
		}
		for _, d := range digitsOf(g.Cand[o]) {
			var on, off bool
			for _, nd := range nodes[1:] {
				if nd.Pot.Digit == d && sees(o, nd.Pot.Cell) {
					if nd.Pot.On {
						on = true
					} else {
						off = true
					}
				}
			}
			if on && off {
				v.elims.add(o, d)
			}
		}
	}
	v.cx = n
	v.diff = base + lengthSteps(n)
	return nil
}

// checkForcingChain: a chain from an assumption to its negation: from a
// candidate on to it off (it goes), or off to on (it is decided).
func checkForcingChain(g *Grid, st *sernote.Step, v *verdict) error {
	nodes, xOnly, both, err := staticChain(g, st, []string{"Forcing X-Chain", "Turbot Fish"}, []string{"Forcing Y-Chain"}, false)
	if err != nil {
		return err
	}
	first, last := nodes[0].Pot, nodes[len(nodes)-1].Pot
	if first.Cell != last.Cell || first.Digit != last.Digit || first.On == last.On {
		return fmt.Errorf("a forcing chain leads from an assumption to its negation")
	}
	base := 66
	if both {
		base = 70
	}
	cx := len(nodes)
	if xOnly && (cx == 6) != (st.Rule == "Turbot Fish") {
		return fmt.Errorf("an X-chain is a Turbot Fish exactly when it has 6 potentials (it has %d)", cx)
	}
	if first.On {
		v.elims.add(first.Cell, first.Digit)
	} else {
		v.decide(g, first.Cell, first.Digit)
	}
	v.cx = cx
	v.diff = base + lengthSteps(cx)
	return nil
}

// multiple is the check of a multiple, dynamic or nested forcing chains
// hint: its rule, its state and what its inner hints gave.
type multiple struct {
	g       *Grid
	name    sernote.ChainsName
	lk      linkKinds
	dynamic bool
	nested  []*sernote.Step
	inner   map[string]*verdict // per inner hint and parents
}

// baseDiff is the difficulty of a rule of multiple chains before the
// length increment.
func (m *multiple) baseDiff() int {
	switch {
	case m.name.Nishio:
		return 75
	case m.name.Level >= 2:
		return 95 + 5*(m.name.Level-2)
	case m.name.Level == 1:
		return 90
	case m.name.Dynamic:
		return 85
	}
	return 80
}

func checkMultiple(g *Grid, st *sernote.Step, v *verdict) error {
	name, ok := sernote.ParseChainsName(st.Rule)
	if !ok {
		return fmt.Errorf("not a rule of multiple chains")
	}
	m := &multiple{g: g, name: name, dynamic: name.Dynamic || name.Nishio, nested: st.Pattern.Nested, inner: map[string]*verdict{}}
	m.lk = linkKinds{weakCell: !name.Nishio, weakHouse: true, strongCell: !name.Nishio, strongHouse: true}
	bs := st.Pattern.Branches
	cx := 0
	for i := range bs {
		if err := m.checkBranch(&bs[i]); err != nil {
			return fmt.Errorf("branch %d: %v", i+1, err)
		}
		cx += len(bs[i].Nodes)
	}
	ncx, err := m.nestedCx(bs)
	if err != nil {
		return err
	}
	cx += ncx
	desc, err := m.conclude(st, v)
	if err != nil {
		return err
	}
	if st.Desc != desc {
		return fmt.Errorf("description %q, but its branches give %q", st.Desc, desc)
	}
	v.cx = cx
	v.diff = m.baseDiff() + lengthSteps(cx)
	return nil
}

// conclude checks the branches' assumptions and targets against the form
// of the rule, sets the verdict's conclusion and returns the description
// they give.
func (m *multiple) conclude(st *sernote.Step, v *verdict) (string, error) {
	g, p, bs := m.g, &st.Pattern, st.Pattern.Branches
	if len(bs) == 0 {
		return "", fmt.Errorf("no branch")
	}
	root := func(i int) sernote.Pot { return bs[i].Nodes[0].Pot }
	target := bs[0].Target()
	sameTargets := func() error {
		for i := range bs {
			if bs[i].Target() != target {
				return fmt.Errorf("branch %d ends at %s, branch 1 at %s", i+1, bs[i].Target(), target)
			}
		}
		return nil
	}
	var desc string
	switch m.name.Form {
	case "Cell Forcing":
		if len(p.Cells) != 1 {
			return "", fmt.Errorf("want the cell")
		}
		c := p.Cells[0]
		ds := digitsOf(g.Cand[c])
		if len(ds) < 2 || len(ds) == 2 && !m.dynamic {
			return "", fmt.Errorf("%s: cell forcing chains start from a cell of %d or more digits", cellName(c), map[bool]int{true: 2, false: 3}[m.dynamic])
		}
		if len(bs) != len(ds) {
			return "", fmt.Errorf("%s has %d digits, the hint %d branches", cellName(c), len(ds), len(bs))
		}
		for i, d := range ds {
			if r := root(i); r != (sernote.Pot{Cell: c, Digit: d, On: true}) {
				return "", fmt.Errorf("branch %d starts at %s, not %s=%d", i+1, r, cellName(c), d)
			}
		}
		if err := sameTargets(); err != nil {
			return "", err
		}
		desc = cellName(c) + " ==> " + target.String()
	case "Region Forcing":
		if len(p.Digits) != 1 || len(p.Houses) != 1 {
			return "", fmt.Errorf("want the digit and the house")
		}
		d, h := p.Digits[0], p.Houses[0]
		pl := g.places(h, d)
		if len(pl) < 2 || len(bs) != len(pl) {
			return "", fmt.Errorf("%d has %d places in %s, the hint %d branches", d, len(pl), houseName(h), len(bs))
		}
		for i, c := range pl {
			if r := root(i); r != (sernote.Pot{Cell: c, Digit: d, On: true}) {
				return "", fmt.Errorf("branch %d starts at %s, not %s=%d", i+1, r, cellName(c), d)
			}
		}
		if err := sameTargets(); err != nil {
			return "", err
		}
		desc = "value " + strconv.Itoa(d) + " in " + houseName(h) + " ==> " + target.String()
	case "Contradiction Forcing", "Forcing":
		if len(bs) != 2 || root(0) != root(1) {
			return "", fmt.Errorf("a contradiction has two branches from one assumption")
		}
		t0, t1 := bs[0].Target(), bs[1].Target()
		if t0.Cell != t1.Cell || t0.Digit != t1.Digit || !t0.On || t1.On {
			return "", fmt.Errorf("a contradiction's branches end at a candidate on, then off; got %s and %s", t0, t1)
		}
		a := root(0)
		target = sernote.Pot{Cell: a.Cell, Digit: a.Digit, On: !a.On}
		desc = a.String() + " ==> " + target.String()
	case "Double Forcing":
		a := root(0)
		if len(bs) != 2 || !a.On || root(1) != (sernote.Pot{Cell: a.Cell, Digit: a.Digit}) {
			return "", fmt.Errorf("double forcing chains have two branches, from a candidate on and off")
		}
		if err := sameTargets(); err != nil {
			return "", err
		}
		// (SE writes the assumption with the polarity of the target)
		desc = sernote.Pot{Cell: a.Cell, Digit: a.Digit, On: target.On}.String() + " ==> " + target.String()
	default:
		return "", fmt.Errorf("unknown form %q", m.name.Form)
	}
	if !g.has(target.Cell, target.Digit) {
		return "", fmt.Errorf("the conclusion %s is not about a candidate", target)
	}
	if target.On {
		v.decide(g, target.Cell, target.Digit)
	} else {
		v.elims.add(target.Cell, target.Digit)
	}
	return desc, nil
}

// checkBranch checks every implication of a branch: the assumption first,
// each other node from its parents (earlier nodes) by a link of the rule,
// or, in dynamic plus and nested chains, as a removal of an inner hint
// checked on the state without its parents.
func (m *multiple) checkBranch(b *sernote.Branch) error {
	if len(b.Nodes) == 0 {
		return fmt.Errorf("no node")
	}
	if r := b.Nodes[0]; len(r.Parents) > 0 || r.Nested > 0 {
		return fmt.Errorf("%s: the assumption has no parents", r.Pot)
	} else if !m.g.has(r.Pot.Cell, r.Pot.Digit) {
		return fmt.Errorf("the assumption %s is not about a candidate", r.Pot)
	}
	seen := map[potKey]bool{}
	for i := range b.Nodes {
		nd := &b.Nodes[i]
		if seen[keyOf(nd.Pot)] {
			return fmt.Errorf("%s twice in a branch", nd.Pot)
		}
		seen[keyOf(nd.Pot)] = true
		if i == 0 {
			continue
		}
		if len(nd.Parents) == 0 {
			return fmt.Errorf("%s: only the assumption has no parents", nd.Pot)
		}
		var ps []sernote.Pot
		for _, j := range nd.Parents {
			if j < 0 || j >= i {
				return fmt.Errorf("%s: a parent comes before its child", nd.Pot)
			}
			ps = append(ps, b.Nodes[j].Pot)
		}
		if err := m.implication(nd, ps); err != nil {
			return err
		}
	}
	return nil
}

// implication checks one node from its parents ps.
func (m *multiple) implication(nd *sernote.Node, ps []sernote.Pot) error {
	x := nd.Pot
	if nd.Nested > 0 {
		return m.nestedRemoval(nd, ps)
	}
	a := ps[0]
	switch {
	case a.On && !x.On:
		if len(ps) > 1 {
			return fmt.Errorf("%s: a weak link has one parent", x)
		}
		return weakLink(m.g, a, x, m.lk)
	case !a.On && x.On:
		hidden := ps[1:]
		if len(hidden) > 0 && !m.dynamic {
			return fmt.Errorf("%s: only dynamic chains have further parents", x)
		}
		for _, h := range hidden {
			if h.On {
				return fmt.Errorf("%s: a further parent is a candidate switched off, not %s", x, h)
			}
		}
		return strongLink(m.g, a, x, hidden, m.lk)
	}
	return fmt.Errorf("%s -> %s: no link goes from %s to %s", a, x, pol(a.On), pol(x.On))
}

func pol(on bool) string {
	if on {
		return "on"
	}
	return "off"
}

// innerKinds says which inner hints a nesting level uses (docs/ser.md
// §14.4): at level 1 and above intersections, hidden and naked pairs and
// X-Wings; from level 2 cycles and forcing chains (levels 2 and 3),
// multiple forcing chains (level 3), dynamic forcing chains (levels 4 and
// 5) and dynamic forcing chains of level 2 (level 5).
func innerAllowed(level int, st *sernote.Step) bool {
	switch sernote.KindOf(st.Rule) {
	case sernote.Locking:
		return true
	case sernote.HiddenSubset, sernote.NakedSubset, sernote.Fish:
		return sizeOf(st.Rule) == 2
	case sernote.Cycle, sernote.ForcingChain:
		return level == 2 || level == 3
	case sernote.MultipleChains:
		n, _ := sernote.ParseChainsName(st.Rule)
		switch {
		case n.Nishio:
			return false
		case !n.Dynamic:
			return level == 3 && n.Level == 0
		case n.Level == 0:
			return level >= 4
		}
		return level == 5 && n.Level == 2
	}
	return false
}

// nestedRemoval checks a candidate removed by an inner hint: the hint
// holds in the state without the node's parents (candidates the outer
// chain switched off) and removes the candidate there.
func (m *multiple) nestedRemoval(nd *sernote.Node, ps []sernote.Pot) error {
	x := nd.Pot
	if m.name.Level < 1 {
		return fmt.Errorf("%s: only dynamic plus and nested chains have inner hints", x)
	}
	if x.On || !m.g.has(x.Cell, x.Digit) {
		return fmt.Errorf("%s: an inner hint removes a candidate", x)
	}
	if nd.Nested > len(m.nested) {
		return fmt.Errorf("%s: no inner hint #%d", x, nd.Nested)
	}
	for _, p := range ps {
		if p.On {
			return fmt.Errorf("%s: the parents of an inner hint's removal are candidates switched off, not %s", x, p)
		}
	}
	in := m.nested[nd.Nested-1]
	if !innerAllowed(m.name.Level, in) {
		return fmt.Errorf("#%d: a %s is not an inner hint of level %d", nd.Nested, in.Rule, m.name.Level)
	}
	key := strconv.Itoa(nd.Nested) + ":" + potList(ps)
	iv, ok := m.inner[key]
	if !ok {
		var err error
		iv, err = check(m.g.without(ps), in, false)
		if err != nil {
			return fmt.Errorf("#%d, once %s are off: %v", nd.Nested, potList(ps), err)
		}
		m.inner[key] = iv
	}
	c := sernote.Cand{Cell: x.Cell, Digit: x.Digit}
	printed := false
	for _, e := range in.Elims {
		printed = printed || e == c
	}
	if !iv.elims[c] || !printed {
		return fmt.Errorf("%s: inner hint #%d does not remove it", x, nd.Nested)
	}
	return nil
}

// nestedCx is what the inner chains add to the complexity: the complexity
// of each distinct inner chain the branches use (inner hints of the basic
// rules add nothing). Inner chains are told apart by their chains (chainID).
func (m *multiple) nestedCx(bs []sernote.Branch) (int, error) {
	sum := 0
	ids := map[string]bool{}
	for _, b := range bs {
		for _, nd := range b.Nodes {
			if nd.Nested == 0 {
				continue
			}
			in := m.nested[nd.Nested-1]
			k := sernote.KindOf(in.Rule)
			if k != sernote.Cycle && k != sernote.ForcingChain && k != sernote.MultipleChains {
				continue
			}
			id := chainID(in)
			if ids[id] {
				continue
			}
			ids[id] = true
			// the inner hint's complexity does not depend on the state
			// it is checked in: take any of its verdicts
			var cx int
			found := false
			for key, iv := range m.inner {
				if strings.HasPrefix(key, strconv.Itoa(nd.Nested)+":") {
					cx, found = iv.cx, true
					break
				}
			}
			if !found {
				return 0, fmt.Errorf("#%d: not checked", nd.Nested)
			}
			sum += cx
		}
	}
	return sum, nil
}

// chainID identifies an inner chain as Sudoku Explainer compares them:
// for each branch, its target's ancestors (potential and polarity) breadth
// first, parents in order, each once.
func chainID(st *sernote.Step) string {
	var s strings.Builder
	for _, b := range st.Pattern.Branches {
		s.WriteString("|")
		seen := map[potKey]bool{}
		layer := []int{len(b.Nodes) - 1}
		for len(layer) > 0 {
			var next []int
			for _, i := range layer {
				nd := &b.Nodes[i]
				if seen[keyOf(nd.Pot)] {
					continue
				}
				seen[keyOf(nd.Pot)] = true
				s.WriteString(nd.Pot.String() + " ")
				next = append(next, nd.Parents...)
			}
			layer = next
		}
	}
	return s.String()
}
