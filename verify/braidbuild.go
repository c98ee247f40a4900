package verify

import (
	"fmt"

	"github.com/sudolab/sudolab/logic"
)

// TrialBraid settles "braids ≡ T&E(BRT)" and "g-braids ≡ T&E(W1)"
// ([PBCS] Th. 5.7 and 7.8, docs/te-backdoors.md §5.4) for one candidate without any
// length bound, by the constructive half of the theorems: it runs the T&E
// trial of z in s with its own propagation (shares no code with the logic
// engine's rules) and, if the trial ends in a contradiction, turns the trial
// into a braid (withG = false: ECP and singles) or a g-braid (withG = true:
// also whip[1], i.e. g-candidates) whose cells are the CSP variables that
// became singles (or g-label-bound) in the trial, in order, trimmed to those
// the contradiction depends on. The caller checks the result with
// CheckPattern: a trial that contradicts without a valid braid disproves the
// theorem (or this construction), which the cross-check reports.
//
// s must be open and closed under BRT (withG: under W1, so that a g-rlc's
// variable always has an eliminated candidate outside its segment to serve
// as left-linking candidate). killed reports whether the trial contradicts;
// err is set when it does but no braid could be built.
func TrialBraid(s *logic.State, z logic.Cand, withG bool) (p *logic.ChainPattern, killed bool, err error) {
	t := newBraidTrial(s, withG)
	return t.run(z)
}

// trialCell is one CSP variable of the trial, in order of use.
type trialCell struct {
	v    int
	rlc  logic.Cand // candidate rlc, or NoCand
	glab int        // g-label index of a g-rlc, or -1
	deps []int      // trial cells (or -1 for z) that eliminated V's other candidates
}

type braidTrial struct {
	s      *logic.State
	g      *logic.Geometry
	withG  bool
	inS    []bool // candidate present in s (values included)
	alive  []bool // still possible in the trial
	elimBy []int  // trial cell that eliminated it (-1: z)
	cnt    []int  // per variable, alive candidates
	dec    []bool // per variable, holds a true candidate (z, a value, an rlc)
	used   []bool
	labUse map[int]bool
	labOf  map[[4]int]int // (digit, minirow, line, block) → g-label index
	cells  []trialCell
}

func newBraidTrial(s *logic.State, withG bool) *braidTrial {
	g := s.G
	t := &braidTrial{s: s, g: g, withG: withG}
	t.inS = make([]bool, g.NCands)
	for x := logic.Cand(0); int(x) < g.NCands; x++ {
		t.inS[x] = s.Has(x) || s.IsValue(x)
	}
	if withG {
		t.labOf = map[[4]int]int{}
		for i := 0; i < g.NumGLabels(); i++ {
			l := g.GLabelAt(i)
			t.labOf[labKey(l.Digit, l.MiniRow, l.Line, l.Block)] = i
		}
	}
	return t
}

func labKey(d int, miniRow bool, line, block int) [4]int {
	m := 0
	if miniRow {
		m = 1
	}
	return [4]int{d, m, line, block}
}

// reset starts a trial: allocated once, cleared per candidate.
func (t *braidTrial) reset() {
	g := t.g
	if t.elimBy == nil {
		t.elimBy = make([]int, g.NCands)
		t.cnt = make([]int, g.NVars)
		t.dec = make([]bool, g.NVars)
		t.used = make([]bool, g.NVars)
		t.labUse = map[int]bool{}
	}
	t.alive = append(t.alive[:0], t.inS...)
	clear(t.cnt)
	clear(t.dec)
	clear(t.used)
	clear(t.labUse)
	t.cells = t.cells[:0]
	for v := 0; v < g.NVars; v++ {
		for _, x := range g.VarCands(v) {
			if t.inS[x] {
				t.cnt[v]++
			}
			if t.s.IsValue(x) {
				t.dec[v] = true
			}
		}
	}
}

func (t *braidTrial) kill(y logic.Cand, by int) {
	t.alive[y] = false
	t.elimBy[y] = by
	for _, v := range t.g.CandVars(y) {
		t.cnt[v]--
	}
}

// setTrue makes x true (z or an rlc): ECP.
func (t *braidTrial) setTrue(x logic.Cand, by int) {
	for _, v := range t.g.CandVars(x) {
		t.dec[v] = true
	}
	for _, y := range t.g.Links(x) {
		if t.alive[y] {
			t.kill(y, by)
		}
	}
}

// gLinked: y has the label's digit, lies outside its segment and in its
// line or its block (computed from the geometry, not from logic's tables).
func (t *braidTrial) gLinked(y logic.Cand, l logic.GLabel) bool {
	g := t.g
	c := g.CellOf(y)
	if g.DigitOf(y) != l.Digit || g.Box[c] != l.Block && !t.inLine(c, l) {
		return false
	}
	return !(g.Box[c] == l.Block && t.inLine(c, l))
}

func (t *braidTrial) inLine(c int, l logic.GLabel) bool {
	if l.MiniRow {
		return t.g.Row[c] == l.Line
	}
	return t.g.Col[c] == l.Line
}

// deps lists the eliminators of V's candidates (in s) that the trial has
// eliminated so far.
func (t *braidTrial) deps(v int) []int {
	var d []int
	for _, x := range t.g.VarCands(v) {
		if t.inS[x] && !t.alive[x] {
			d = append(d, t.elimBy[x])
		}
	}
	return d
}

func (t *braidTrial) run(z logic.Cand) (*logic.ChainPattern, bool, error) {
	g := t.g
	t.reset()
	if !t.s.Has(z) {
		return nil, false, fmt.Errorf("target %s is not a candidate", g.FormatElim(z))
	}
	t.setTrue(z, -1)
	for {
		// Contradiction: an open variable with no candidate left.
		for v := 0; v < g.NVars; v++ {
			if !t.used[v] && !t.dec[v] && t.cnt[v] == 0 {
				p, err := t.pattern(z, trialCell{v: v, rlc: logic.NoCand, glab: -1, deps: t.deps(v)})
				return p, true, err
			}
		}
		if t.single() || t.withG && t.whip1() {
			continue
		}
		return nil, false, nil
	}
}

// single asserts the candidate of one open variable reduced to one.
func (t *braidTrial) single() bool {
	g := t.g
	for v := 0; v < g.NVars; v++ {
		if t.used[v] || t.dec[v] || t.cnt[v] != 1 {
			continue
		}
		for _, x := range g.VarCands(v) {
			if t.alive[x] {
				t.used[v] = true
				t.cells = append(t.cells, trialCell{v: v, rlc: x, glab: -1, deps: t.deps(v)})
				t.setTrue(x, len(t.cells)-1)
				return true
			}
		}
	}
	return false
}

// whip1 binds one open rn/cn/bn variable whose ≥ 2 candidates lie in one
// g-label segment with something g-linked still alive, and eliminates that.
func (t *braidTrial) whip1() bool {
	g := t.g
	for v := 0; v < g.NVars; v++ {
		if t.used[v] || t.dec[v] || t.cnt[v] < 2 {
			continue
		}
		kind, _, _ := g.VarKind(v)
		if kind == logic.RC {
			continue
		}
		var cells []int
		digit := 0
		for _, x := range g.VarCands(v) {
			if t.alive[x] {
				cells = append(cells, g.CellOf(x))
				digit = g.DigitOf(x)
			}
		}
		lab, ok := t.segment(digit, cells)
		if !ok || t.labUse[lab] {
			continue
		}
		l := g.GLabelAt(lab)
		var hit []logic.Cand
		for y := logic.Cand(0); int(y) < g.NCands; y++ {
			if t.alive[y] && t.gLinked(y, l) {
				hit = append(hit, y)
			}
		}
		if len(hit) == 0 {
			continue
		}
		t.used[v], t.labUse[lab] = true, true
		t.cells = append(t.cells, trialCell{v: v, rlc: logic.NoCand, glab: lab, deps: t.deps(v)})
		for _, y := range hit {
			t.kill(y, len(t.cells)-1)
		}
		return true
	}
	return false
}

// segment finds the g-label (mini-row or mini-column) holding all cells.
func (t *braidTrial) segment(digit int, cells []int) (int, bool) {
	g := t.g
	same := func(f []int) bool {
		for _, c := range cells[1:] {
			if f[c] != f[cells[0]] {
				return false
			}
		}
		return true
	}
	if !same(g.Box) {
		return 0, false
	}
	c0 := cells[0]
	if same(g.Row) {
		i, ok := t.labOf[labKey(digit, true, g.Row[c0], g.Box[c0])]
		return i, ok
	}
	if same(g.Col) {
		i, ok := t.labOf[labKey(digit, false, g.Col[c0], g.Box[c0])]
		return i, ok
	}
	return 0, false
}

// pattern keeps the trial cells the final one depends on, in order, and
// picks each cell's left-linking candidate among its eliminated ones.
func (t *braidTrial) pattern(z logic.Cand, last trialCell) (*logic.ChainPattern, error) {
	g := t.g
	need := make([]bool, len(t.cells))
	mark := func(d []int) {
		for _, i := range d {
			if i >= 0 {
				need[i] = true
			}
		}
	}
	mark(last.deps)
	for i := len(t.cells) - 1; i >= 0; i-- {
		if need[i] {
			mark(t.cells[i].deps)
		}
	}
	kind := logic.KindBraid
	if t.withG {
		kind = logic.KindGBraid
	}
	p := &logic.ChainPattern{Kind: kind, Targets: []logic.Cand{z}}
	add := func(c trialCell) error {
		llc := logic.NoCand
		for _, x := range g.VarCands(c.v) {
			if !t.s.Has(x) || t.alive[x] || x == c.rlc {
				continue
			}
			if c.glab >= 0 {
				l := g.GLabelAt(c.glab)
				if g.DigitOf(x) == l.Digit && g.Box[g.CellOf(x)] == l.Block && t.inLine(g.CellOf(x), l) {
					continue // inside the segment
				}
			}
			if llc == logic.NoCand || t.elimBy[x] == -1 {
				llc = x
			}
		}
		if llc == logic.NoCand {
			return fmt.Errorf("%s: no eliminated candidate to serve as left-linking candidate", g.FormatVar(c.v))
		}
		p.Cells = append(p.Cells, logic.ChainCell{Var: c.v, LLC: llc, RLC: c.rlc, GRLC: c.glab})
		return nil
	}
	for i, c := range t.cells {
		if need[i] {
			if err := add(c); err != nil {
				return p, err
			}
		}
	}
	return p, add(last)
}
