package logic

import (
	"fmt"
	"strings"

	"github.com/sudolab/sudolab/logic/kinds"
)

// Step is one entry of a resolution path: which rule fired and what it
// asserted or eliminated. Rules beyond BRT fill Pattern (SudoRules notation,
// without the conclusion) and may attach a structured Detail.
type Step struct {
	Rule    string // e.g. "naked-single", "hidden-single-in-a-row", "whip"
	Length  int    // pattern length (0 for singles)
	Pattern string // e.g. "r9c8{n8 n1} - r9c2{n1 n9} - r9c1{n9 .}"
	Asserts []Cand
	Elims   []Cand
	Detail  any // rule-specific structure for JSON output
}

// Log records the steps applied to a state, in order.
type Log struct{ Steps []Step }

// Add appends a step.
func (l *Log) Add(st Step) { l.Steps = append(l.Steps, st) }

// FormatCand prints an asserted candidate as r6c2=3.
func (g *Geometry) FormatValue(x Cand) string {
	return fmt.Sprintf("%s=%d", g.FormatCell(g.CellOf(x)), g.DigitOf(x))
}

// FormatElim prints an eliminated candidate as r3c8≠1.
func (g *Geometry) FormatElim(x Cand) string {
	return fmt.Sprintf("%s≠%d", g.FormatCell(g.CellOf(x)), g.DigitOf(x))
}

// RuleName is the rule as printed: "whip[3]" for rules with a length.
func (st *Step) RuleName() string {
	if st.Length > 0 {
		return fmt.Sprintf("%s[%d]", st.Rule, st.Length)
	}
	return st.Rule
}

// Text prints the step in SudoRules' notation (docs/notation.md §9.3); a
// step of a kind printed in SE's notation is its pattern, the whole hint.
func (st *Step) Text(g *Geometry) string {
	if id, ok := kinds.Of(st.Rule); ok {
		if k, _ := kinds.Get(id); k.Notation == kinds.SE {
			return st.Pattern
		}
	}
	var b strings.Builder
	b.WriteString(st.RuleName())
	if st.Pattern != "" {
		b.WriteString(": ")
		b.WriteString(st.Pattern)
	}
	b.WriteString(" ==> ")
	var parts []string
	for _, x := range st.Asserts {
		parts = append(parts, g.FormatValue(x))
	}
	for _, x := range st.Elims {
		parts = append(parts, g.FormatElim(x))
	}
	b.WriteString(strings.Join(parts, ", "))
	return b.String()
}

// IsSingle reports whether the step is a BRT single.
func (st *Step) IsSingle() bool {
	return st.Rule == "naked-single" || strings.HasPrefix(st.Rule, "hidden-single")
}

// FormatPath prints a path one step per line; with summarize, runs of
// singles are folded into one "singles ==> …" line as SudoRules does.
func FormatPath(g *Geometry, steps []Step, summarize bool) string {
	var b strings.Builder
	var singles []string
	flush := func() {
		if len(singles) > 0 {
			b.WriteString("singles ==> " + strings.Join(singles, ", ") + "\n")
			singles = singles[:0]
		}
	}
	for i := range steps {
		st := &steps[i]
		if summarize && st.IsSingle() {
			for _, x := range st.Asserts {
				singles = append(singles, g.FormatValue(x))
			}
			continue
		}
		flush()
		b.WriteString(st.Text(g) + "\n")
	}
	flush()
	return b.String()
}
