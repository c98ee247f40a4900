package verify

import (
	"cmp"
	"fmt"
	"iter"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// SoundnessConfig is a soundness-fuzzer run: rules × random states, every
// claimed elimination proven by SAT (issue 5, item 5).
type SoundnessConfig struct {
	Rules        []string // rule names or "all" (default all)
	States       int      // states in the stream, seeds included (default 300)
	Seed         uint64
	MaxLength    int  // chain rules run at levels 1..MaxLength (default 8)
	UnsoundFishy bool // add "fishy-naive"
	GLOrder      int  // general logic: max order (default 3)
	GLRank       int  // and max rank (default 1)
	GLBudget     int64
	Workers      int // 0 = GOMAXPROCS; the report does not depend on it
	MaxShrink    int // failures shrunk (and reported) per rule (default 3)
	// Reference puzzles (lines) and a generator of puzzles (e.g.
	// gen.TopDownMinimal for 9×9); either may be empty.
	Reference []string
	Generate  func(rng *rand.Rand) *puzzle.Grid
	// TridReference: T&E(3) puzzles, which hold tridagons; when set, half
	// the puzzle states come from it (verify/soundness_trid.go).
	TridReference []string
	// Data is the reference-data directory Reference and TridReference
	// were read from ("" if none), written into the log's header.
	Data  string
	Extra []Checker // more checkers (tests: planted bugs)
	// Log (may be nil) gets one record per state this run checks, in
	// state order, as soon as it and every earlier state are done; its
	// first error ends the run (the report so far is returned with it).
	Log func(StateRecord) error
	// Prior: states of an earlier run (ReadSoundnessLog) that this run
	// skips, their statistics folded into the report.
	Prior *SoundnessPrior
}

// RuleStats is the per-rule summary.
type RuleStats struct {
	Rule     string        `json:"rule"`
	States   int           `json:"states"`            // states the rule ran on
	Firings  int           `json:"firings"`           // instances found (all levels)
	Proven   int           `json:"proven"`            // eliminations (and values) proven valid by SAT
	Trivial  int           `json:"trivial,omitempty"` // of which the candidate was already absent
	Invalid  int           `json:"invalid,omitempty"` // claims refuted by SAT
	Crashes  int           `json:"crashes,omitempty"` // panics, or the state modified by Find
	Duration time.Duration `json:"ns"`
}

// SoundnessFailure is an invalid claim, with its state shrunk.
type SoundnessFailure struct {
	Rule     string
	Level    int
	Index    int    // state index in the stream
	Kind     string // state kind (Kind* constants)
	Original string // the state (729-char pencil marks, values as singletons)
	State    string // the shrunk state, same form
	Values   string // the shrunk state's decided values (81 chars)
	PM       bool   // the shrunk state fails read back as pure pencil marks
	OrigSize int    // candidates (values counted) before and after shrinking
	Size     int
	Step     string // the rule instance in the shrunk state
	Claim    string // the refuted claim: r7c4≠2, r7c4=2 or "contradiction"
	// OrigStep is the first failing instance in the original state;
	// Claims lists every refuted claim there (at most 50).
	OrigStep string
	Claims   []string
	Model    string // a SAT solution of the shrunk state refuting it (81 chars)
	Crash    string // panic text (then no model)
}

// SoundnessReport is the outcome of RunSoundness.
type SoundnessReport struct {
	Seed     uint64
	States   int
	Resumed  int // of which folded from Prior (not checked by this run)
	Kinds    map[string]int
	Rules    []RuleStats
	Invalid  int // total invalid claims and crashes
	Failures []SoundnessFailure
	Elapsed  time.Duration
}

func (cfg *SoundnessConfig) norm() {
	if len(cfg.Rules) == 0 {
		cfg.Rules = []string{"all"}
	}
	if cfg.States <= 0 {
		cfg.States = 300
	}
	if cfg.MaxLength <= 0 {
		cfg.MaxLength = 8
	}
	if cfg.GLOrder <= 0 {
		cfg.GLOrder = 3
	}
	if cfg.GLRank <= 0 {
		cfg.GLRank = 1
	}
	if cfg.GLBudget <= 0 {
		cfg.GLBudget = 50000
	}
	if cfg.Workers <= 0 {
		cfg.Workers = runtime.GOMAXPROCS(0)
	}
	if cfg.MaxShrink <= 0 {
		cfg.MaxShrink = 3
	}
}

// stateResult is what one state gives (per checker).
type stateResult struct {
	kind  string
	stats []RuleStats
	fails []*rawFailure // first failure per checker, or nil
}

// RunSoundness runs the fuzzer. progress (may be nil) is called with the
// number of states done, from one goroutine.
func RunSoundness(cfg SoundnessConfig, progress func(done, total int)) (SoundnessReport, error) {
	start := time.Now()
	cfg.norm()
	chs, err := cfg.checkers()
	if err != nil {
		return SoundnessReport{}, err
	}
	// Totals are folded in as states finish, and only the MaxShrink
	// failures of lowest state index are kept per rule (memory does not
	// grow with the number of states, even for a rule failing on every
	// one): the ones shrunk are the first per rule in state order, whatever
	// the scheduling.
	rep := SoundnessReport{Seed: cfg.Seed, States: cfg.States, Kinds: map[string]int{}}
	for _, ch := range chs {
		rep.Rules = append(rep.Rules, RuleStats{Rule: ch.Name})
	}
	// The states to check, in order, without a list of them: memory does
	// not grow with --states.
	var priorDone map[int]bool
	if cfg.Prior != nil {
		priorDone = cfg.Prior.Done
	}
	notDone := func(i int) int { // the first state ≥ i to check (cfg.States if none)
		for i < cfg.States && priorDone[i] {
			i++
		}
		return i
	}
	todo := func(yield func(int) bool) {
		for i := notDone(0); i < cfg.States && yield(i); i = notDone(i + 1) {
		}
	}
	nTodo := cfg.States
	for i := range priorDone {
		if i >= 0 && i < cfg.States {
			nTodo--
		}
	}
	if p := cfg.Prior; p != nil {
		if len(p.Rules) != len(rep.Rules) {
			return rep, fmt.Errorf("prior run: %d rules, this run %d", len(p.Rules), len(rep.Rules))
		}
		rep.Resumed = cfg.States - nTodo
		for j := range p.Rules {
			rep.Rules[j].add(&p.Rules[j])
		}
		for k, n := range p.Kinds {
			rep.Kinds[k] += n
		}
	}
	type indexedFailure struct {
		state, rule int
		f           *rawFailure
	}
	var mu sync.Mutex
	kept := make([][]indexedFailure, len(chs))
	// Records wait in pending until every earlier state of todo is logged.
	pending := map[int]StateRecord{}
	next := notDone(0) // the next state to log
	var logErr error
	var stop atomic.Bool
	parallel(todo, nTodo, cfg.Workers, func(i int) {
		if stop.Load() {
			return
		}
		rng := rand.New(rand.NewPCG(cfg.Seed, uint64(i)))
		s, kind := cfg.streamState(i, rng)
		r := checkState(chs, s, kind, i)
		mu.Lock()
		defer mu.Unlock()
		rep.Kinds[r.kind]++
		for j := range r.stats {
			st := &r.stats[j]
			st.Rule = chs[j].Name
			rep.Rules[j].add(st)
			rep.Invalid += st.Invalid + st.Crashes
			if f := r.fails[j]; f != nil {
				k := append(kept[j], indexedFailure{i, j, f})
				slices.SortFunc(k, func(a, b indexedFailure) int { return cmp.Compare(a.state, b.state) })
				kept[j] = k[:min(len(k), cfg.MaxShrink)]
			}
		}
		if cfg.Log == nil || logErr != nil {
			return
		}
		pending[i] = StateRecord{State: i, Kind: r.kind, Rules: r.stats}
		for ; next < cfg.States; next = notDone(next + 1) {
			rec, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			if logErr = cfg.Log(rec); logErr != nil {
				stop.Store(true)
				break
			}
		}
	}, progress)
	if logErr != nil {
		rep.Elapsed = time.Since(start)
		return rep, fmt.Errorf("soundness log: %w", logErr)
	}
	failed := slices.Concat(kept...)
	slices.SortFunc(failed, func(a, b indexedFailure) int {
		return cmp.Or(cmp.Compare(a.state, b.state), cmp.Compare(a.rule, b.rule))
	})
	toShrink := make([]*rawFailure, len(failed))
	for i, x := range failed {
		toShrink[i] = x.f
	}
	rep.Failures = make([]SoundnessFailure, len(toShrink))
	parallel(upTo(len(toShrink)), len(toShrink), cfg.Workers, func(i int) {
		rep.Failures[i] = toShrink[i].shrink()
	}, nil)
	rep.Elapsed = time.Since(start)
	return rep, nil
}

// parallel runs fn(i) for the n numbers of ids, in that order, on workers
// goroutines; progress sees counts.
func parallel(ids iter.Seq[int], n, workers int, fn func(i int), progress func(done, total int)) {
	jobs := make(chan int)
	done := make(chan struct{}, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				fn(i)
				done <- struct{}{}
			}
		}()
	}
	go func() {
		for i := range ids {
			jobs <- i
		}
		close(jobs)
	}()
	for k := 1; k <= n; k++ {
		<-done
		if progress != nil {
			progress(k, n)
		}
	}
	wg.Wait()
}

// Size counts the candidates of s, a value counting as one.
func Size(s *logic.State) int { return s.NumCands() + s.Solved }

// upTo is 0, 1, …, n-1.
func upTo(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; i < n && yield(i); i++ {
		}
	}
}
