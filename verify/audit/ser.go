package audit

import (
	"fmt"
	"strings"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/ser/sernote"
	"github.com/sudolab/sudolab/verify/sercheck"
)

// Sudoku Explainer steps, as `sudolab path --rules SER` prints them
// (logic/ser/sernote): a head line "7.1, Forcing Chain: … => r3c4<>3",
// then the structure on continuation lines indented by four spaces. The
// pattern is checked by verify/sercheck against the definition of its rule.

// parseSER reads an SE step from its lines (the head, then the
// continuation lines). A step whose structure cannot be read keeps the
// conclusions of its head, with the reason as PatternErr; one whose
// conclusions cannot be read states claims audit cannot check: it is a
// step with that reason and no conclusion, so that it is INVALID, never
// skipped.
func (r *Reader) parseSER(lines []string) Entry {
	head := strings.TrimSpace(lines[0])
	e := Entry{Text: head, More: len(lines) - 1, Step: &Step{Family: SER}}
	st := e.Step
	i := strings.LastIndex(head, " => ")
	if err := r.serConclusions(st, head[i+len(" => "):]); err != nil {
		st.Elims, st.Asserts = nil, nil
		st.PatternErr = fmt.Errorf("conclusions: %v", err)
		st.Rule = "?"
		return e
	}
	ns, err := sernote.Parse(lines)
	if err != nil {
		st.PatternErr = err
	} else {
		st.SER = ns
		st.Rule = ns.Rule
	}
	if st.Rule == "" {
		st.Rule = strings.SplitN(strings.SplitN(head, ", ", 2)[1], ":", 2)[0]
	}
	return e
}

// serConclusions reads the conclusions of an SE line, "r1c2<>3,4,
// r5c6<>7, r2c9=3", leniently (the pattern's reader is strict).
func (r *Reader) serConclusions(st *Step, s string) error {
	g := r.g
	for _, tok := range strings.Split(s, ", ") {
		cell, digits, isElim := strings.Cut(tok, "<>")
		if !isElim {
			var ok bool
			if cell, digits, ok = strings.Cut(tok, "="); !ok {
				return fmt.Errorf("unreadable %q", tok)
			}
		}
		for _, d := range strings.Split(digits, ",") {
			op := "="
			if isElim {
				op = "<>"
			}
			x, elim, err := g.ParseCandRef(strings.TrimSpace(cell) + op + strings.TrimSpace(d))
			if err != nil {
				return err
			}
			if elim {
				st.Elims = append(st.Elims, x)
			} else {
				st.Asserts = append(st.Asserts, x)
			}
		}
	}
	return nil
}

// checkSER checks an SE step's pattern in s and that its conclusions are
// the pattern's (sercheck compares them).
func checkSER(s *logic.State, st *Step) error {
	if s.G.Side != 9 {
		return fmt.Errorf("Sudoku Explainer steps are 9×9")
	}
	var vals []int
	for _, v := range s.Values {
		vals = append(vals, int(v))
	}
	g, err := sercheck.FromCands(vals, s.Cands)
	if err != nil {
		return err
	}
	return sercheck.Check(g, st.SER)
}
