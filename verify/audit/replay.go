package audit

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
	"github.com/sudolab/sudolab/verify"
)

// Status is the verdict on one line.
type Status int

const (
	OK         Status = iota // pattern checked and every conclusion proven
	Unchecked                // no pattern to check (a foreign rule, plain conclusions); every conclusion proven
	Invalid                  // the pattern fails its definition, or SAT refutes a conclusion
	Unreadable               // the line states a claim that cannot be read
	Skipped                  // the line states nothing (blank, comment, header, grid, timing)
)

func (s Status) String() string {
	return [...]string{"ok", "ok-sat", "INVALID", "UNREADABLE", "skipped"}[s]
}

// Result is the verdict on one line.
type Result struct {
	Entry
	Status Status
	// Reason: why the step is Invalid (the checker's error and/or the
	// refuted conclusions), why its pattern was not checked, why the line
	// is unreadable, or why it was skipped.
	Reason string
	// Refuted lists the conclusions SAT refutes, as printed (r1c2≠3 or
	// r1c2=3); Counterexample is a solution of the state before the step
	// in which the first of them fails (cell values, 0-based cells).
	Refuted        []string
	Counterexample []int
	Proofs         int      // SAT proofs run for this step
	Notes          []string // e.g. a conclusion already true in the state
	// After is the line of the latest earlier step with a refuted
	// conclusion (0 if none): this step is checked in the state without
	// that conclusion. Consequence: the step is Invalid there but its
	// pattern holds in the state its path claims (with the refuted
	// conclusions applied), so its failure follows from line After.
	After       int
	Consequence bool
}

// Tally counts the verdicts of a replay.
type Tally struct {
	Steps, OK, Unchecked, Invalid, Unreadable, Skipped int
	Proofs, Restarts                                   int
	Final                                              *logic.State // the state after the last step
}

// Count returns the number of lines with status st.
func (t *Tally) Count(st Status) int {
	return [...]int{t.OK, t.Unchecked, t.Invalid, t.Unreadable, t.Skipped}[st]
}

// Failed is the number of lines that make the audit fail: INVALID steps
// and unreadable claims.
func (t *Tally) Failed() int { return t.Invalid + t.Unreadable }

func (t *Tally) add(r *Result) {
	switch r.Status {
	case OK:
		t.OK++
	case Unchecked:
		t.Unchecked++
	case Invalid:
		t.Invalid++
	case Unreadable:
		t.Unreadable++
	case Skipped:
		t.Skipped++
	}
	if r.Step != nil {
		t.Steps++
	}
	t.Proofs += r.Proofs
}

// Summary is the one-line summary of the replay.
func (t *Tally) Summary() string {
	status := "not solved"
	if t.Final != nil {
		switch {
		case t.Final.IsSolved():
			status = "solved"
		default:
			status = fmt.Sprintf("not solved, %d candidates left", t.Final.NumCands())
		}
	}
	s := fmt.Sprintf("audit: %d steps: %d ok, %d ok-sat (pattern not checked), %d INVALID, %d unreadable claims; %d SAT proofs; %d lines skipped",
		t.Steps, t.OK, t.Unchecked, t.Invalid, t.Unreadable, t.Proofs, t.Skipped)
	if t.Restarts > 0 {
		s += fmt.Sprintf("; %d restarts", t.Restarts)
	}
	return s + "; final state: " + status
}

// Auditor replays a path line by line from a puzzle's initial state: it
// reads each line, checks each step in the state just before it, proves
// its conclusions by SAT and applies those SAT does not refute, so that
// the next step is checked in a sound state. Its memory does not grow with
// the path (one state, or two after a refuted conclusion).
type Auditor struct {
	initial *logic.State
	restart string // the puzzle line: seeing it again restarts the replay
	ctx     ReadContext
	s       *logic.State
	claimed *logic.State // the state the path claims, once a conclusion was refuted
	after   int          // line of the latest step with a refuted conclusion
	steps   int          // steps since the (re)start
	proven  func(before *logic.State, rule string, elims, asserts []logic.Cand) error
	err     error // the first error of proven: it stops Audit
	Tally
}

// Options are what an audit can do beyond the replay.
type Options struct {
	// Restart is the puzzle line: seeing it again restarts the replay
	// ("" for none).
	Restart string
	// Proven, when set, is called for each step with the conclusions SAT
	// proved (its eliminations, and its assertions whose every other
	// candidate was refuted), in the state before the step: audit --proofs
	// and --solver prove them again and write their proof files. Its
	// first error stops the audit.
	Proven func(before *logic.State, rule string, elims, asserts []logic.Cand) error
}

// NewAuditor prepares the replay of a path on initial (not modified). A
// line equal to restart (the puzzle, when a log holds several runs of it;
// "" for none) starts the replay again from initial.
func NewAuditor(initial *logic.State, restart string) *Auditor {
	a := &Auditor{initial: initial, restart: restart, s: initial.Clone()}
	a.ctx = ReadContext{Reader: NewReader(initial.G)}
	a.Final = a.s
	return a
}

// Line reads and checks line n (1-based) of the path.
func (a *Auditor) Line(n int, text string) Result {
	e := a.ctx.ParseLine(text)
	e.Line = n
	return a.Entry(e)
}

// Entry checks one entry read by ParseLine.
func (a *Auditor) Entry(e Entry) Result {
	var r Result
	switch {
	case e.Err != nil:
		r = Result{Entry: e, Status: Unreadable, Reason: "claim not readable: " + e.Err.Error()}
	case e.Step == nil:
		r = Result{Entry: e, Status: Skipped, Reason: e.Skip}
		if a.restart != "" && normPuzzle(e.Text) == a.restart {
			if a.steps > 0 {
				a.s, a.claimed, a.after, a.steps = a.initial.Clone(), nil, 0, 0
				a.ctx.mem = nil
				a.Final = a.s
				a.Restarts++
			}
			r.Reason = "the puzzle: the replay starts from its initial state"
			r.Skip = r.Reason
		}
	default:
		a.steps++
		r = a.check(e)
	}
	a.add(&r)
	return r
}

// check checks a step in the current state and applies it.
func (a *Auditor) check(e Entry) Result {
	s := a.s
	st := e.Step
	res := Result{Entry: e, After: a.after}
	a.ctx.Before = s
	var patErr error
	switch {
	case st.Plain:
		res.Status, res.Reason = Unchecked, "plain conclusions: no pattern"
	case st.Foreign():
		res.Status, res.Reason = Unchecked, fmt.Sprintf("unknown rule %q: pattern not checked", st.Rule)
	default:
		if st.PatternErr = readPattern(&a.ctx, st); st.PatternErr != nil {
			patErr = fmt.Errorf("pattern not readable: %v", st.PatternErr)
		} else {
			patErr = verify.CheckKind(s, &st.Step)
		}
	}
	if uniqueness(&st.Step) {
		res.Notes = append(res.Notes, "uniqueness hint: its removals are proven under the assumption that the puzzle has a single solution")
	}
	cands, owner, assertErr := a.claims(&res)
	if assertErr != nil {
		patErr = joinErr(patErr, assertErr)
	}
	proofs := verify.ProveEliminations(s, cands)
	res.Proofs = len(proofs)
	if a.proven != nil && a.err == nil {
		a.err = a.proveAgain(st, cands, owner, proofs)
	}
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
		if a.claimed != nil && patErr != nil && !st.Plain && !st.Foreign() && st.PatternErr == nil && verify.CheckKind(a.claimed, &st.Step) == nil {
			res.Consequence = true
			parts = append(parts, fmt.Sprintf("a consequence of line %d: the pattern holds once its refuted conclusions are applied", a.after))
		}
		res.Reason = strings.Join(parts, "; ")
	}
	a.apply(st, res.Refuted)
	if len(res.Refuted) > 0 {
		a.after = e.Line
	}
	return res
}

// proveAgain hands the conclusions SAT proved to a.proven.
func (a *Auditor) proveAgain(st *Step, cands []logic.Cand, owner []string, proofs []encode.Proof) error {
	g := a.s.G
	bad := map[string]bool{}
	for i, p := range proofs {
		if p.Verdict != encode.Valid {
			bad[owner[i]] = true
		}
	}
	var elims, asserts []logic.Cand
	for _, z := range st.Elims {
		if a.s.Has(z) && !bad[g.FormatElim(z)] {
			elims = append(elims, z)
		}
	}
	for _, x := range st.Asserts {
		if a.s.Has(x) && !a.s.IsValue(x) && !bad[g.FormatValue(x)] && !slices.Contains(asserts, x) {
			asserts = append(asserts, x)
		}
	}
	if len(elims)+len(asserts) == 0 {
		return nil
	}
	return a.proven(a.s, st.Rule, elims, asserts)
}

// claims lists what SAT must prove for the step: each elimination, and
// for each assertion every other current candidate of its cell, with the
// conclusion each proof stands for. An assertion of a candidate the state
// does not have is an error.
func (a *Auditor) claims(res *Result) (cands []logic.Cand, owner []string, err error) {
	s, g := a.s, a.s.G
	st := res.Step
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
			err = joinErr(err, fmt.Errorf("%s is not a candidate (the state before the step has %s≠%d)", g.FormatValue(x), g.FormatCell(cell), d))
			continue
		}
		for dd := 1; dd <= g.Side; dd++ {
			if y := g.Cand(cell, dd); dd != d && s.Has(y) {
				cands = append(cands, y)
				owner = append(owner, g.FormatValue(x))
			}
		}
	}
	return cands, owner, err
}

// apply applies the step's conclusions SAT did not refute to the sound
// state, and all of them to the claimed state (made at the first
// refutation).
func (a *Auditor) apply(st *Step, refuted []string) {
	g := a.s.G
	if len(refuted) > 0 && a.claimed == nil {
		a.claimed = a.s.Clone()
	}
	bad := map[string]bool{}
	for _, x := range refuted {
		bad[x] = true
	}
	for _, z := range st.Elims {
		if !bad[g.FormatElim(z)] {
			a.s.Eliminate(z)
		}
		if a.claimed != nil {
			a.claimed.Eliminate(z)
		}
	}
	for _, x := range st.Asserts {
		if !bad[g.FormatValue(x)] && a.s.Has(x) {
			a.s.Assert(g.CellOf(x), g.DigitOf(x))
		}
		if a.claimed != nil && a.claimed.Has(x) {
			a.claimed.Assert(g.CellOf(x), g.DigitOf(x))
		}
	}
}

// Audit reads a path from in and checks it line by line, calling each
// with every line's verdict as soon as it is known (a line that is not a
// step included, with status Skipped); it stops at the first error each
// returns. Time is linear in the length of the path, memory bounded.
func Audit(initial *logic.State, in io.Reader, restart string, each func(Result) error) (*Tally, error) {
	return AuditWith(initial, in, Options{Restart: restart}, each)
}

// AuditWith is Audit with Options.
func AuditWith(initial *logic.State, in io.Reader, opt Options, each func(Result) error) (*Tally, error) {
	a := NewAuditor(initial, opt.Restart)
	a.proven = opt.Proven
	err := a.ctx.eachLine(in, func(e Entry) error {
		if err := each(a.Entry(e)); err != nil {
			return err
		}
		return a.err
	})
	return &a.Tally, err
}

// Report is the outcome of a replay kept whole (Replay).
type Report struct {
	Results []Result // one per step, in order
	Skipped []Entry  // lines that state nothing
	Tally
}

// Replay checks the steps of entries in order, starting from initial (not
// modified), and keeps every result; restart as for NewAuditor.
func Replay(initial *logic.State, entries []Entry, restart string) *Report {
	a := NewAuditor(initial, restart)
	rep := &Report{}
	for _, e := range entries {
		r := a.Entry(e)
		if r.Status == Skipped {
			rep.Skipped = append(rep.Skipped, r.Entry)
			continue
		}
		rep.Results = append(rep.Results, r)
	}
	rep.Tally = a.Tally
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

func joinErr(a, b error) error {
	if a == nil {
		return b
	}
	if b == nil {
		return a
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

// WriteResult prints one line's verdict: "line N: ok  text", or the
// status with the reason, the counterexample and the notes; a skipped
// line only when withSkipped (and never a blank one).
func WriteResult(w io.Writer, res Result, withSkipped bool) error {
	ew := &errWriter{w: w}
	if res.Status == Skipped {
		if withSkipped && res.Skip != "blank" {
			ew.printf("line %d: skipped (%s): %s\n", res.Line, puzzle.Printable(res.Reason), puzzle.Printable(res.Text))
		}
		return ew.err
	}
	// The line and what is said of it quote the input: escaped, so that a
	// path cannot act on the terminal (puzzle.Printable).
	ew.printf("line %d: %s  %s\n", res.Line, res.Status, puzzle.PrintableLines(res.Text))
	if res.Status != OK && res.Reason != "" {
		ew.printf("    %s\n", puzzle.Printable(res.Reason))
	}
	if res.Counterexample != nil {
		ew.printf("    counterexample (a solution of the state before the step): %s\n", FormatGrid(res.Counterexample))
	}
	if res.After > 0 && res.Status != OK {
		ew.printf("    note: checked after the refuted conclusion(s) of line %d, in the state without them\n", res.After)
	}
	for _, n := range res.Notes {
		ew.printf("    note: %s\n", puzzle.Printable(n))
	}
	return ew.err
}

// Write prints every line's verdict (WriteResult) in line order, then the
// summary.
func (r *Report) Write(w io.Writer, withSkipped bool) error {
	i, j := 0, 0
	for i < len(r.Results) || j < len(r.Skipped) {
		if j >= len(r.Skipped) || (i < len(r.Results) && r.Results[i].Line < r.Skipped[j].Line) {
			if err := WriteResult(w, r.Results[i], withSkipped); err != nil {
				return err
			}
			i++
			continue
		}
		e := r.Skipped[j]
		if err := WriteResult(w, Result{Entry: e, Status: Skipped, Reason: e.Skip}, withSkipped); err != nil {
			return err
		}
		j++
	}
	_, err := fmt.Fprintf(w, "%s\n", r.Summary())
	return err
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
