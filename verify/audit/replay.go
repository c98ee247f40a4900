package audit

import (
	"fmt"
	"io"
	"strings"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/verify"
)

// Status is the verdict on one step.
type Status int

const (
	OK        Status = iota // pattern checked and every conclusion proven
	Unchecked               // no pattern to check (unknown rule, plain conclusions); every conclusion proven
	Invalid                 // the pattern fails its definition, or SAT refutes a conclusion
)

func (s Status) String() string { return [...]string{"ok", "ok-sat", "INVALID"}[s] }

// Result is the verdict on one step.
type Result struct {
	Entry
	Status Status
	// Reason: why the step is Invalid (the pattern checker's error and/or
	// the refuted conclusions), or why its pattern was not checked.
	Reason string
	// Refuted lists the conclusions SAT refutes, as printed (r1c2≠3 or
	// r1c2=3); Counterexample is a solution of the state before the step
	// in which the first of them fails (cell values, 0-based cells).
	Refuted        []string
	Counterexample []int
	Proofs         int      // SAT proofs run for this step
	Notes          []string // e.g. a conclusion already true in the state
}

// Report is the outcome of a replay.
type Report struct {
	Results  []Result // one per step, in order
	Skipped  []Entry  // lines that are not steps
	Restarts int      // times the puzzle line reappeared and the replay started again
	Proofs   int
	Final    *logic.State
}

// Count returns the number of steps with status st.
func (r *Report) Count(st Status) int {
	n := 0
	for _, x := range r.Results {
		if x.Status == st {
			n++
		}
	}
	return n
}

// Replay checks the steps of entries in order, starting from initial (not
// modified). A skipped line equal to restart (the puzzle, when a log holds
// several runs of it) starts the replay again from initial.
func Replay(initial *logic.State, entries []Entry, restart string) *Report {
	g := initial.G
	rep := &Report{}
	s := initial.Clone()
	stepsSinceStart := 0
	for _, e := range entries {
		if e.Step == nil {
			if restart != "" && normPuzzle(e.Text) == restart {
				if stepsSinceStart > 0 {
					s = initial.Clone()
					rep.Restarts++
					stepsSinceStart = 0
				}
				e.Skip = "the puzzle: the replay starts from its initial state"
			}
			rep.Skipped = append(rep.Skipped, e)
			continue
		}
		stepsSinceStart++
		res := checkStep(s, e)
		rep.Proofs += res.Proofs
		// Apply the conclusions SAT did not refute, so that the following
		// steps are checked in a sound state.
		refuted := map[string]bool{}
		for _, x := range res.Refuted {
			refuted[x] = true
		}
		for _, z := range e.Step.Elims {
			if !refuted[g.FormatElim(z)] {
				s.Eliminate(z)
			}
		}
		for _, x := range e.Step.Asserts {
			if !refuted[g.FormatValue(x)] && s.Has(x) {
				s.Assert(g.CellOf(x), g.DigitOf(x))
			}
		}
		rep.Results = append(rep.Results, res)
	}
	rep.Final = s
	return rep
}

// normPuzzle returns the 81-character (Side²) givens form of a line that
// holds only a puzzle, with '.' for empty cells, or "".
func normPuzzle(text string) string {
	t := strings.TrimSpace(text)
	var b strings.Builder
	for _, r := range t {
		switch {
		case r >= '1' && r <= '9':
			b.WriteRune(r)
		case r == '.' || r == '0':
			b.WriteByte('.')
		default:
			return ""
		}
	}
	return b.String()
}

// PuzzleLine is the form of a puzzle that Replay compares lines with.
func PuzzleLine(s string) string { return normPuzzle(s) }

func checkStep(s *logic.State, e Entry) Result {
	g := s.G
	st := e.Step
	res := Result{Entry: e}
	var patErr error
	switch st.Family {
	case Plain:
		res.Status = Unchecked
		res.Reason = "plain conclusions: no pattern"
	case Unknown:
		res.Status = Unchecked
		res.Reason = fmt.Sprintf("unknown rule %q: pattern not checked", st.Rule)
	default:
		if st.PatternErr != nil {
			patErr = fmt.Errorf("pattern not readable: %v", st.PatternErr)
			break
		}
		switch st.Family {
		case Singles:
			patErr = checkSingles(s, st)
		case Chain:
			patErr = checkChain(s, st)
		case Subset:
			patErr = checkSubset(s, st)
		case Fish:
			patErr = checkFish(s, st)
		case GL:
			patErr = checkGL(s, st)
		case SER:
			patErr = checkSER(s, st)
			if st.SER.Uniqueness {
				res.Notes = append(res.Notes, "uniqueness hint: its removals are proven under the assumption that the puzzle has a single solution")
			}
		}
	}
	// SAT: each elimination, and for each assertion every other current
	// candidate of its cell, in the state before the step.
	var cands []logic.Cand
	var owner []string
	for _, z := range st.Elims {
		if !s.Has(z) {
			res.Notes = append(res.Notes, g.FormatElim(z)+" was not a candidate")
			continue
		}
		cands = append(cands, z)
		owner = append(owner, g.FormatElim(z))
	}
	for _, x := range st.Asserts {
		cell, d := g.CellOf(x), g.DigitOf(x)
		if s.IsValue(x) {
			res.Notes = append(res.Notes, g.FormatValue(x)+" was already placed")
			continue
		}
		if !s.Has(x) {
			patErr = joinErr(patErr, fmt.Errorf("%s is not a candidate (the state before the step has %s≠%d)", g.FormatValue(x), g.FormatCell(cell), d))
			continue
		}
		for dd := 1; dd <= g.Side; dd++ {
			if y := g.Cand(cell, dd); dd != d && s.Has(y) {
				cands = append(cands, y)
				owner = append(owner, g.FormatValue(x))
			}
		}
	}
	proofs := verify.ProveEliminations(s, cands)
	res.Proofs = len(proofs)
	seen := map[string]bool{}
	for i, p := range proofs {
		if p.Verdict == encode.Valid {
			continue
		}
		if !seen[owner[i]] {
			seen[owner[i]] = true
			res.Refuted = append(res.Refuted, owner[i])
		}
		if res.Counterexample == nil {
			res.Counterexample = p.Counterexample
		}
	}
	if patErr != nil || len(res.Refuted) > 0 {
		res.Status = Invalid
		var parts []string
		if patErr != nil {
			parts = append(parts, patErr.Error())
		}
		if len(res.Refuted) > 0 {
			parts = append(parts, "SAT refutes "+strings.Join(res.Refuted, ", "))
		} else if len(proofs) > 0 {
			parts = append(parts, "SAT proves every conclusion all the same")
		}
		res.Reason = strings.Join(parts, "; ")
	}
	return res
}

func joinErr(a, b error) error {
	if a == nil {
		return b
	}
	return fmt.Errorf("%v; %v", a, b)
}

// FormatGrid prints a counterexample as one line of digits.
func FormatGrid(cells []int) string {
	var b strings.Builder
	for _, d := range cells {
		b.WriteByte(byte('0' + d))
	}
	return b.String()
}

// Write prints one line per step ("line N  ok  text", or INVALID with the
// reason and the counterexample), the notes for skipped lines when
// withSkipped, and the summary.
func (r *Report) Write(w io.Writer, withSkipped bool) error {
	ew := &errWriter{w: w}
	i, j := 0, 0
	for i < len(r.Results) || j < len(r.Skipped) {
		if j >= len(r.Skipped) || (i < len(r.Results) && r.Results[i].Line < r.Skipped[j].Line) {
			res := r.Results[i]
			ew.printf("line %d: %s  %s\n", res.Line, res.Status, res.Text)
			if res.Status != OK && res.Reason != "" {
				ew.printf("    %s\n", res.Reason)
			}
			if res.Counterexample != nil {
				ew.printf("    counterexample (a solution of the state before the step): %s\n", FormatGrid(res.Counterexample))
			}
			for _, n := range res.Notes {
				ew.printf("    note: %s\n", n)
			}
			i++
			continue
		}
		if withSkipped && r.Skipped[j].Skip != "blank" {
			ew.printf("line %d: skipped (%s): %s\n", r.Skipped[j].Line, r.Skipped[j].Skip, r.Skipped[j].Text)
		}
		j++
	}
	ew.printf("%s\n", r.Summary())
	return ew.err
}

// Summary is the one-line summary of the report.
func (r *Report) Summary() string {
	status := "not solved"
	if r.Final != nil {
		switch {
		case r.Final.IsSolved():
			status = "solved"
		default:
			status = fmt.Sprintf("not solved, %d candidates left", r.Final.NumCands())
		}
	}
	s := fmt.Sprintf("audit: %d steps: %d ok, %d ok-sat (pattern not checked), %d INVALID; %d SAT proofs; %d lines skipped",
		len(r.Results), r.Count(OK), r.Count(Unchecked), r.Count(Invalid), r.Proofs, len(r.Skipped))
	if r.Restarts > 0 {
		s += fmt.Sprintf("; %d restarts", r.Restarts)
	}
	return s + "; final state: " + status
}

type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) printf(format string, args ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}
