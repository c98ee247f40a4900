package audit

import (
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/kinds"
	"github.com/sudolab/sudolab/logic/ser/sernote"
	"github.com/sudolab/sudolab/puzzle"
)

// Step is one step of a path as read from its text: the step as package
// logic holds it (rule, length, pattern text, conclusions; its Detail is
// filled by the reader of its kind when the step is checked), and what
// reading found.
type Step struct {
	logic.Step
	// Kind is the kind its rule declares (logic/kinds); 0 for plain
	// conclusions and for a rule no kind declares (a foreign rule).
	Kind     kinds.ID
	Plain    bool           // a line of bare conclusions: no rule
	Notation kinds.Notation // the line's syntax
	Diff     string         // SE notation: the difficulty printed first
	// PatternErr: the kind's reader could not read the pattern; the
	// step's conclusions are still proven.
	PatternErr error
}

// Foreign reports whether the step names a rule no kind declares.
func (st *Step) Foreign() bool { return !st.Plain && st.Kind == 0 }

// Entry is one line of a path text: a step, a line that states nothing
// (skipped, with the reason), or a line that states a claim audit cannot
// read (Err).
type Entry struct {
	Line int    // 1-based line number
	Text string // the line, trimmed
	More int    // continuation lines that follow it (the structure of an SE hint)
	Step *Step  // the step; nil for a skipped or unreadable line
	Skip string // why a line that states nothing is skipped
	Err  error  // why a line that states a claim cannot be read
}

// Reader reads path lines for one geometry: it holds the notation tables
// the readers of the kinds use (read-only once made, so one Reader serves
// any number of replays at once).
type Reader struct {
	G      *logic.Geometry
	vars   map[string]int          // "r4c7", "r4n7", "c4n7", "b4n7" → variable
	inVar  []map[string]logic.Cand // per variable: "n8" / "c6" / "r6" / "r5c4" → candidate
	gInVar []map[string]int        // per variable: g-candidate text → g-label index
}

var readerOf sync.Map // *logic.Geometry → *Reader

// NewReader returns the reader of geometry g (its tables are made once per
// geometry).
func NewReader(g *logic.Geometry) *Reader {
	if r, ok := readerOf.Load(g); ok {
		return r.(*Reader)
	}
	r, _ := readerOf.LoadOrStore(g, newReader(g))
	return r.(*Reader)
}

func newReader(g *logic.Geometry) *Reader {
	r := &Reader{G: g, vars: map[string]int{}, inVar: make([]map[string]logic.Cand, g.NVars), gInVar: make([]map[string]int, g.NVars)}
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
		x := r.G.Cand(c, lab.Digit)
		if _, ok := r.inVar[v][r.G.FormatInVar(v, x)]; !ok || !slices.Contains(r.G.VarCands(v), x) {
			return false
		}
	}
	return true
}

// ReadPath reads every line of a path text (the whole text is kept: use
// Audit to stream a long one). Only a read error is returned.
func (r *Reader) ReadPath(in io.Reader) ([]Entry, error) {
	var out []Entry
	err := r.eachLine(in, func(e Entry) error {
		out = append(out, e)
		return nil
	})
	return out, err
}

// eachLine reads in line by line (at most puzzle.MaxLineBytes a line: a
// longer one is an unreadable entry) and calls fn with each entry. The
// continuation lines of an SE hint (sernote.IsContinuation) join the
// entry of its head line.
func (r *Reader) eachLine(in io.Reader, fn func(Entry) error) error {
	lr := puzzle.NewLineReader(in)
	var held *Entry // an SE hint, until its last continuation line
	flush := func() error {
		if held == nil {
			return nil
		}
		e := *held
		held = nil
		return fn(e)
	}
	for n := 1; ; n++ {
		line, tooLong, err := lr.Next()
		if err == io.EOF {
			return flush()
		}
		if err != nil {
			return err
		}
		if held != nil && !tooLong && sernote.IsContinuation(string(line)) {
			held.More++
			if held.Step != nil {
				held.Step.Pattern += "\n" + string(line)
			}
			continue
		}
		if err := flush(); err != nil {
			return err
		}
		var e Entry
		if tooLong {
			e = Entry{Text: puzzle.Clip(string(line)), Err: fmt.Errorf("a line longer than %d bytes", puzzle.MaxLineBytes)}
		} else {
			e = r.ParseLine(string(line))
		}
		e.Line = n
		if e.Step != nil && e.Step.Notation == kinds.SE {
			held = &e
			continue
		}
		if err := fn(e); err != nil {
			return err
		}
	}
}

var (
	// SudoRules: rule[n] extra: pattern (extra: "#8" of a fishy cycle).
	headRe = regexp.MustCompile(`^([A-Za-z][A-Za-z0-9+-]*)(?:\[([0-9]{1,4})\])?(?:\s+([^:]*?))?\s*(?::\s*(.*?))?\s*$`)
	// SE: "7.1, Forcing Chain: …" (the part before the last " => ").
	seRe    = regexp.MustCompile(`^([0-9]{1,2}\.[0-9]), ([^:]*?)(?::\s*(.*?))?\s*$`)
	candRe  = regexp.MustCompile(`r([0-9]+)\s*c([0-9]+)\s*(≠|<>|!=|=)\s*([0-9]+)`)
	seCand  = regexp.MustCompile(`r([0-9]+)c([0-9]+)(<>|=)([0-9]+(?:,[0-9]+)*)`)
	plainRe = regexp.MustCompile(`^(?:\s*r[0-9]+\s*c[0-9]+\s*(?:≠|<>|!=|=)\s*[0-9]+\s*[,;]?)+\s*$`)
	// A claim, in any case and any range, or any elimination sign before
	// a digit (a claim written wrong, "rC1≠1"): a line holding one is a
	// step, or an error if it cannot be read.
	claimRe = regexp.MustCompile(`(?i)r\s*[0-9]+\s*c\s*[0-9]+\s*(?:≠|<>|!=|=)|(?:≠|<>|!=)\s*[0-9]`)
)

// ParseLine reads one line: its syntax (SudoRules' "rule[n]: pattern ==>
// conclusions", SE's "7.1, Name: pattern => conclusions", or bare
// conclusions r1c2≠3, r1c2<>3, r1c2=3), the kind its rule names and its
// conclusions. The pattern is read later, in the state before the step,
// by the kind's reader (Auditor). A line that states no claim (blank,
// comment, header, grid, timing) is skipped with a reason; one that states
// a claim it cannot read is an entry with Err.
func (r *Reader) ParseLine(line string) Entry {
	text := strings.TrimSpace(line)
	e := Entry{Text: text}
	switch {
	case text == "":
		e.Skip = "blank"
		return e
	case strings.HasPrefix(text, "#"):
		e.Skip = "comment"
		return e
	}
	if sernote.IsHead(text) {
		m := seRe.FindStringSubmatch(text[:strings.LastIndex(text, " => ")])
		e.Step, e.Err = r.parseSE(m, text)
		return e
	}
	head, concl, arrow := strings.Cut(text, "==>")
	switch {
	case arrow:
		e.Step, e.Err = r.parseSudoRules(head, concl)
		if e.Step == nil && e.Err == nil {
			e.Skip = "no conclusion after ==>"
		}
	case plainRe.MatchString(text):
		st := &Step{Plain: true}
		if e.Err = r.conclusions(st, text); e.Err == nil {
			e.Step = st
		}
	case claimRe.MatchString(text):
		e.Err = fmt.Errorf("a claim that is not a step (want rule[n]: pattern ==> r1c2≠3, or bare r1c2≠3 / r1c2<>3 / r1c2=3)")
	default:
		e.Skip = "not a step"
	}
	return e
}

// parseSudoRules reads "rule[n] extra: pattern" and the conclusions. A
// rule of no kind with no conclusion states nothing (nil, nil); a kind's
// step may conclude nothing (a split).
func (r *Reader) parseSudoRules(head, concl string) (*Step, error) {
	st := &Step{Notation: kinds.SudoRules}
	if err := r.conclusions(st, concl); err != nil {
		return nil, fmt.Errorf("conclusions: %v", err)
	}
	m := headRe.FindStringSubmatch(strings.TrimSpace(head))
	if m == nil {
		if len(st.Asserts)+len(st.Elims) == 0 {
			return nil, nil
		}
		return nil, fmt.Errorf("%s: not a rule name, want rule[n]: pattern", puzzle.Clip(strings.TrimSpace(head)))
	}
	st.Rule, st.Pattern = m[1], m[4]
	if m[3] != "" {
		st.Pattern = strings.TrimSpace(m[3] + ": " + m[4])
	}
	if m[2] != "" {
		st.Length, _ = strconv.Atoi(m[2])
	}
	st.Kind, _ = kinds.Of(st.Rule)
	if st.Kind == 0 && len(st.Asserts)+len(st.Elims) == 0 {
		return nil, nil
	}
	return st, nil
}

// parseSE reads the head line of an SE hint (sernote.IsHead): difficulty,
// hint name, and the conclusions after the last " => " (r8c3<>4,8,
// r2c1=4). Its pattern is the whole hint (the continuation lines join it).
func (r *Reader) parseSE(m []string, text string) (*Step, error) {
	if m == nil {
		return nil, fmt.Errorf("an SE hint without its difficulty and rule")
	}
	i := strings.LastIndex(text, " => ")
	st := &Step{Notation: kinds.SE, Diff: m[1]}
	st.Rule, st.Pattern = m[2], text
	concl := text[i+len(" => "):]
	if rest := strings.Trim(seCand.ReplaceAllString(concl, ""), " ,"); rest != "" {
		return nil, fmt.Errorf("conclusions: unreadable %q", puzzle.Clip(rest))
	}
	for _, c := range seCand.FindAllStringSubmatch(concl, -1) {
		for _, d := range strings.Split(c[4], ",") {
			x, isElim, err := r.G.ParseCandRef("r" + c[1] + "c" + c[2] + c[3] + d)
			if err != nil {
				return nil, fmt.Errorf("conclusions: %v", err)
			}
			st.addConclusion(x, isElim)
		}
	}
	st.Kind, _ = kinds.Of(st.Rule)
	return st, nil
}

func (st *Step) addConclusion(x logic.Cand, isElim bool) {
	if isElim {
		st.Elims = append(st.Elims, x)
	} else {
		st.Asserts = append(st.Asserts, x)
	}
}

// conclusions reads "r1c2 ≠ 3, r4c5=6, …": nothing else may be left.
func (r *Reader) conclusions(st *Step, s string) error {
	if rest := strings.Trim(candRe.ReplaceAllString(s, ""), " ,;.\t"); rest != "" {
		return fmt.Errorf("unreadable %q", puzzle.Clip(rest))
	}
	for _, m := range candRe.FindAllStringSubmatch(s, -1) {
		x, isElim, err := r.G.ParseCandRef(m[0])
		if err != nil {
			return err
		}
		st.addConclusion(x, isElim)
	}
	return nil
}
