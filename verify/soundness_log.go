package verify

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
)

// A soundness log streams a run's results as they come (one JSON line per
// state, in state order, after a header line naming the run), so that a
// long run killed half-way keeps what it did and can be resumed: the states
// of the stream are independent (state i is built from PCG(seed, i)), so a
// resumed run skips the logged states, folds their statistics into its
// report and checks the others.

// SoundnessHeader names a run: a log resumes only under the same header.
type SoundnessHeader struct {
	Seed      uint64   `json:"seed"`
	Rules     []string `json:"rules"`
	MaxLength int      `json:"max_length"`
	GLOrder   int      `json:"gl_order"`
	GLRank    int      `json:"gl_rank"`
	GLBudget  int64    `json:"gl_budget"`
	Reference int      `json:"reference"` // reference puzzles in the stream
	// TridReference: T&E(3) puzzles in the stream (rules with tridagons).
	TridReference int `json:"trid_reference,omitempty"`
	// Data: the reference-data directory they were read from. Not
	// compared on --resume (the same data may be elsewhere): the counts
	// are.
	Data         string `json:"data,omitempty"`
	Generated    bool   `json:"generated"` // generated puzzles in the stream
	UnsoundFishy bool   `json:"unsound_fishy,omitempty"`
}

// StateRecord is one state's line: its index, kind and per-rule statistics
// (in the header's rule order).
type StateRecord struct {
	State int         `json:"state"`
	Kind  string      `json:"kind"`
	Rules []RuleStats `json:"rules"`
}

// failed reports whether a rule claimed something invalid or crashed on
// the state: such states are checked again on resume, so that their
// failures are shrunk and reported by the run that resumes.
func (r *StateRecord) failed() bool {
	for _, st := range r.Rules {
		if st.Invalid+st.Crashes > 0 {
			return true
		}
	}
	return false
}

// SoundnessPrior is what a log already holds for states < the run's
// States: the states done (without failure) and their folded statistics.
type SoundnessPrior struct {
	Done  map[int]bool
	Rules []RuleStats
	Kinds map[string]int
}

type headerLine struct {
	Soundness *SoundnessHeader `json:"soundness"`
}

// Header is the header of cfg's run.
func (cfg SoundnessConfig) Header() (SoundnessHeader, error) {
	cfg.norm()
	chs, err := cfg.checkers()
	if err != nil {
		return SoundnessHeader{}, err
	}
	h := SoundnessHeader{Seed: cfg.Seed, MaxLength: cfg.MaxLength, GLOrder: cfg.GLOrder, GLRank: cfg.GLRank,
		GLBudget: cfg.GLBudget, Reference: len(cfg.Reference), TridReference: len(cfg.TridReference), Data: cfg.Data, Generated: cfg.Generate != nil, UnsoundFishy: cfg.UnsoundFishy}
	for _, ch := range chs {
		h.Rules = append(h.Rules, ch.Name)
	}
	return h, nil
}

// WriteSoundnessHeader writes the header line of a new log.
func WriteSoundnessHeader(w io.Writer, h SoundnessHeader) error {
	return writeJSONLine(w, headerLine{&h})
}

// WriteStateRecord writes one state line.
func WriteStateRecord(w io.Writer, r StateRecord) error { return writeJSONLine(w, r) }

// writeJSONLine writes v as one JSON line in one write, HTML escaping
// off ("≠", "<>" and "==>" stay as they are).
func writeJSONLine(w io.Writer, v any) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	_, err := w.Write(b.Bytes())
	return err
}

// ReadSoundnessLog reads the complete lines (data: internal/resumefile
// cuts a partial last line, left by a run killed mid-write) of the log at
// path for a run with header h and states states; hasHeader is false for
// no data (the resumed run writes the header). A header that differs from
// h is an error: the log is of another run.
func ReadSoundnessLog(path string, data []byte, h SoundnessHeader, states int) (prior *SoundnessPrior, hasHeader bool, err error) {
	prior = &SoundnessPrior{Done: map[int]bool{}, Rules: make([]RuleStats, len(h.Rules)), Kinds: map[string]int{}}
	for j, name := range h.Rules {
		prior.Rules[j].Rule = name
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for line := 1; sc.Scan(); line++ {
		text := sc.Bytes()
		if line == 1 {
			var hl headerLine
			if json.Unmarshal(text, &hl) != nil || hl.Soundness == nil {
				return nil, false, fmt.Errorf("%s:1: not a soundness log (no header line)", path)
			}
			got := *hl.Soundness
			got.Data = h.Data
			if !reflect.DeepEqual(got, h) {
				return nil, false, fmt.Errorf("%s is the log of another run (%+v); this run is %+v: resume with the same --seed, --rule and options", path, *hl.Soundness, h)
			}
			hasHeader = true
			continue
		}
		var r StateRecord
		if err := json.Unmarshal(text, &r); err != nil || r.Kind == "" {
			return nil, false, fmt.Errorf("%s:%d: not a state record", path, line)
		}
		if len(r.Rules) != len(h.Rules) {
			return nil, false, fmt.Errorf("%s:%d: %d rules, the header names %d", path, line, len(r.Rules), len(h.Rules))
		}
		if r.State < 0 || r.State >= states || prior.Done[r.State] || r.failed() {
			continue
		}
		prior.Done[r.State] = true
		prior.Kinds[r.Kind]++
		for j := range r.Rules {
			prior.Rules[j].add(&r.Rules[j])
		}
	}
	return prior, hasHeader, sc.Err()
}

// add folds o's counts into st.
func (st *RuleStats) add(o *RuleStats) {
	st.States += o.States
	st.Firings += o.Firings
	st.Proven += o.Proven
	st.Trivial += o.Trivial
	st.Invalid += o.Invalid
	st.Crashes += o.Crashes
	st.Duration += o.Duration
}
