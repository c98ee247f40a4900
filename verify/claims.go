package verify

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// Claims files: the language-neutral route to the soundness checks. Another
// program writes, for each state it looked at, the eliminations (and
// values) its rule claims; sudolab proves each one. The format is JSON
// lines, one object per state:
//
//	{"state": "<state>", "eliminations": ["r1c2≠3", "r4c5<>6"], "values": ["r9c9=1"], "rule": "my-rule …"}
//
//   - state (required): a puzzle (givens, which are asserted with their
//     consequences on the other candidates of their units removed) or a
//     pencil-mark state (729 characters: for each cell, its Side possible
//     digits, '.' or '0' for an absent one; or any other form sudolab's
//     puzzle reader accepts);
//   - eliminations, values: candidates as r1c2≠3, r1c2<>3, r1c2!=3 and
//     r1c2=3 (1-based row, column, digit);
//   - rule (optional): a free text naming the instance, echoed in reports.
//
// Blank lines and lines starting with '#' are skipped.

// ClaimRecord is one line of a claims file.
type ClaimRecord struct {
	State        string   `json:"state"`
	Eliminations []string `json:"eliminations,omitempty"`
	Values       []string `json:"values,omitempty"`
	Rule         string   `json:"rule,omitempty"`
}

// ClaimVerdict is the verdict on one claim.
type ClaimVerdict struct {
	Line  int    // line of the claims file (1-based)
	Rule  string // the record's rule text
	Claim string // as printed by sudolab: r1c2≠3 or r1c2=3
	Valid bool
	// Counterexample (invalid claims): a solution of the state in which
	// the claim fails (81 digits); Shrunk (when the claiming program is
	// given): a locally minimal state (729 pencil marks) on which the
	// program still makes the claim and SAT still refutes it; Size and
	// ShrunkSize count candidates (values included) before and after.
	Counterexample string
	Shrunk         string
	ShrunkSize     int
	Size           int
}

// ClaimsReport is the outcome of CheckClaims.
type ClaimsReport struct {
	Records, Claims, Valid, Invalid int
	// Unreadable counts the lines that could not be read; Errors holds
	// the first MaxClaimErrors of them, with their line number.
	Unreadable int
	Errors     []string
	Verdicts   []ClaimVerdict
}

// MaxClaimErrors bounds the unreadable lines CheckClaims keeps (the others
// are counted): a file of garbage costs constant memory.
const MaxClaimErrors = 100

// CheckClaims reads a claims file and proves every claim with SAT in its
// state. Unreadable lines are reported in Errors (the first
// MaxClaimErrors) and the reading goes on.
//
// program (may be nil) is the program that wrote the claims, run as a
// rule (ProgramChecker): with it, the state of each invalid claim is
// shrunk by re-running the program on smaller states.
func CheckClaims(r io.Reader, program *Checker) (ClaimsReport, error) {
	var rep ClaimsReport
	counts, err := StreamClaims(r, program, func(line int, msg string) error {
		if len(rep.Errors) < MaxClaimErrors {
			rep.Errors = append(rep.Errors, fmt.Sprintf("line %d: %s", line, msg))
		}
		return nil
	}, func(v ClaimVerdict) error {
		rep.Verdicts = append(rep.Verdicts, v)
		return nil
	})
	counts.Errors, counts.Verdicts = rep.Errors, rep.Verdicts
	return counts, err
}

// StreamClaims is CheckClaims without keeping anything: onError gets each
// unreadable line (its number and the reason, the input's text in it
// escaped by puzzle.Clip), onVerdict each claim's verdict, as soon as
// they are known; the report has the counts only. A line longer than
// puzzle.MaxLineBytes is one unreadable line (it is not held in memory);
// a UTF-8 byte order mark at the start is ignored. The first error a
// callback returns stops the reading.
func StreamClaims(r io.Reader, program *Checker, onError func(line int, msg string) error, onVerdict func(ClaimVerdict) error) (ClaimsReport, error) {
	var rep ClaimsReport
	lr := puzzle.NewLineReader(r)
	for n := 1; ; n++ {
		b, tooLong, err := lr.Next()
		if err == io.EOF {
			return rep, nil
		}
		if err != nil {
			return rep, err
		}
		line := strings.TrimSpace(string(b))
		if !tooLong && (line == "" || strings.HasPrefix(line, "#")) {
			continue
		}
		var rec ClaimRecord
		var vs []ClaimVerdict
		switch {
		case tooLong:
			err = fmt.Errorf("a line longer than %d bytes: %s", puzzle.MaxLineBytes, puzzle.Clip(line))
		default:
			if err = json.Unmarshal([]byte(line), &rec); err == nil {
				vs, err = checkRecord(rec, program)
			}
		}
		if err != nil {
			rep.Unreadable++
			if e := onError(n, puzzle.Printable(err.Error())); e != nil {
				return rep, e
			}
			continue
		}
		rep.Records++
		for _, v := range vs {
			v.Line, v.Rule = n, rec.Rule
			rep.Claims++
			if v.Valid {
				rep.Valid++
			} else {
				rep.Invalid++
			}
			if e := onVerdict(v); e != nil {
				return rep, e
			}
		}
	}
}

func checkRecord(rec ClaimRecord, program *Checker) ([]ClaimVerdict, error) {
	if rec.State == "" {
		return nil, fmt.Errorf("no state")
	}
	pg, err := puzzle.ParseLine(rec.State)
	if err != nil {
		return nil, fmt.Errorf("state: %v", err)
	}
	s, err := logic.FromGrid(pg)
	if err != nil {
		return nil, fmt.Errorf("state: %v", err)
	}
	g := s.G
	var f Finding
	for _, list := range [][]string{rec.Eliminations, rec.Values} {
		for _, text := range list {
			x, isElim, err := g.ParseCandRef(text)
			if err != nil {
				return nil, err
			}
			if isElim {
				f.Elims = append(f.Elims, x)
			} else {
				f.Asserts = append(f.Asserts, x)
			}
		}
	}
	f.Text = rec.Rule
	pv := newStateProver(s)
	var out []ClaimVerdict
	var st RuleStats
	bad := map[string][]int{}
	pv.judge(&f, &st, func(claim string, model []int) { bad[claim] = model })
	add := func(claim string) {
		v := ClaimVerdict{Claim: claim, Valid: true}
		if m, ok := bad[claim]; ok {
			v.Valid = false
			if m != nil {
				v.Counterexample = gridString(m)
			}
			v.Shrunk, v.Size, v.ShrunkSize = shrinkClaim(program, s, claim, m)
		}
		out = append(out, v)
	}
	for _, x := range f.Elims {
		add(g.FormatElim(x))
	}
	for _, x := range f.Asserts {
		add(g.FormatValue(x))
	}
	return out, nil
}

// shrinkClaim shrinks the state of an invalid claim with the fuzzer's
// shrinker, re-running the claiming program (ch) on each smaller state: a
// state is kept when the program still makes the claim and SAT still
// refutes it. Without a program there is nothing to re-run: a fixed claim
// is refuted on any state that keeps its counterexample, so no shrinking.
func shrinkClaim(ch *Checker, s *logic.State, claim string, model []int) (string, int, int) {
	if ch == nil || model == nil {
		return "", Size(s), Size(s)
	}
	if _, ok := refute(ch, 1, s, claim); !ok {
		return "", Size(s), Size(s) // the program does not reproduce its claim
	}
	cur, _, _ := shrinkState(ch, 1, s, refutation{claim: claim, model: model})
	return stateString(cur), Size(s), Size(cur)
}

// ProgramChecker runs an external program as a rule: for each state, the
// program gets one line on its standard input, the state as 729 pencil
// marks, and writes its claims on its standard output as lines of the
// claims format (the state field may be left out). run executes the
// program (e.g. with os/exec); it is a parameter so that this package
// does not start processes itself. A failure of the program or an
// unreadable output is reported as a crash of the rule.
func ProgramChecker(name string, run func(stdin string) (stdout string, err error)) Checker {
	return Checker{Name: name, Levels: []int{1}, Find: func(_ *logic.Scratch, s *logic.State, _ int) []Finding {
		out, err := run(stateString(s) + "\n")
		if err != nil {
			panic(fmt.Sprintf("%s: %v", name, err))
		}
		var fs []Finding
		for _, line := range strings.Split(out, "\n") {
			line = strings.TrimSpace(line)
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			var rec ClaimRecord
			if err := json.Unmarshal([]byte(line), &rec); err != nil {
				panic(fmt.Sprintf("%s: output %q: %v", name, line, err))
			}
			f := Finding{Text: rec.Rule}
			for _, list := range [][]string{rec.Eliminations, rec.Values} {
				for _, text := range list {
					x, isElim, err := s.G.ParseCandRef(text)
					if err != nil {
						panic(fmt.Sprintf("%s: %v", name, err))
					}
					if isElim {
						f.Elims = append(f.Elims, x)
					} else {
						f.Asserts = append(f.Asserts, x)
					}
				}
			}
			fs = append(fs, f)
		}
		return fs
	}}
}
