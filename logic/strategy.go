package logic

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"sync"
)

// Rule is one resolution-rule family of the simplest-first strategy
// (docs/ratings.md §4.2). At level k the strategy asks every rule that has level k,
// in increasing Rank, for one instance of length k; the first instance found
// is applied, then the strategy restarts at BRT and level 1.
//
// Find must be deterministic and must not modify s: it returns the step to
// apply (Elims, and Detail/Pattern for the path). Rules of other packages
// (subsets, finned fish, …) implement Rule too and are added to a Family
// with Family.With.
type Rule interface {
	Name() string
	Rank() int           // order inside a level (Rank* constants)
	HasLevel(k int) bool // whether the rule has instances of length/size k
	Find(sc *Scratch, s *State, k int) (Step, bool)
}

// Ranks inside a level: SudoRules' saliences (docs/ratings.md §4.2).
const (
	RankSubset      = 10 // naked/hidden/super-hidden p-subsets, p = k ≤ 4
	RankFinnedFish  = 20
	RankBivChain    = 30
	RankZChain      = 40
	RankTWhip       = 50
	RankWhip        = 60 // whip[k] (whip[1] at level 1)
	RankGWhip       = 70
	RankBraid       = 80
	RankGBraid      = 90
	RankAfterBraids = 100
)

// Family is a named set of rules (a theory without its length bound):
// W = whips, B = whips + braids, gW = whips + g-whips, gB = all four
// (docs/ratings.md §4.1). Every family contains whip[1] at level 1.
type Family struct {
	Name  string
	Rules []Rule
	// MaxLevel, when > 0, is the family's last level (GL: the largest
	// order its search reaches); the strategy's maximal length is capped
	// to it, so that "not solved" reads ">7", not ">36".
	MaxLevel int
}

// With returns a new family named name with the extra rules added, e.g.
// FamilyW().With("S+W", subsetRule) for S+W.
func (f Family) With(name string, rules ...Rule) Family {
	return Family{Name: name, Rules: append(append([]Rule(nil), f.Rules...), rules...), MaxLevel: f.MaxLevel}
}

// Level lists the rules of level k in the order they are tried.
func (f Family) Level(k int) []Rule {
	var out []Rule
	for _, r := range f.Rules {
		if r.HasLevel(k) {
			out = append(out, r)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Rank() < out[j].Rank() })
	return out
}

// FamilyW is W = whips (whip[1] and whip[n]), the configuration "Whips" of
// SudoRules behind the reference files (docs/ratings.md §4.2: no bivalue chains,
// z-chains or t-whips there; add them with WithChains).
func FamilyW() Family { return Family{Name: "W", Rules: []Rule{Whip1Rule{}, WhipRule{}}} }

// FamilyB is B = whips + braids.
func FamilyB() Family { return FamilyW().With("B", BraidRule{}) }

// FamilyGW is gW = whips + g-whips.
func FamilyGW() Family { return FamilyW().With("gW", GWhipRule{}) }

// FamilyGB is gB = whips + g-whips + braids + g-braids.
func FamilyGB() Family { return FamilyW().With("gB", GWhipRule{}, BraidRule{}, GBraidRule{}) }

// FamilyBC is BC = bivalue chains (nrc-chains, docs/chains.md §2.6) with
// whip[1]: the chain family of Berthier's nrc tables.
func FamilyBC() Family {
	return Family{Name: "BC", Rules: []Rule{Whip1Rule{}, BivChainRule{}}}
}

// FamilyZC is ZC = z-chains (nrcz-chains) with whip[1]. Every bivalue
// chain is a z-chain, so BC ⊆ ZC; biv-chains are kept as their own rule,
// tried first at equal length, only so that they print under their name.
func FamilyZC() Family {
	return Family{Name: "ZC", Rules: []Rule{Whip1Rule{}, BivChainRule{}, ZChainRule{}}}
}

// FamilyTW is TW = t-whips (nrct-chains) with whip[1]; BC ⊆ TW as for ZC.
func FamilyTW() Family {
	return Family{Name: "TW", Rules: []Rule{Whip1Rule{}, BivChainRule{}, TWhipRule{}}}
}

// WithChains adds bivalue chains, z-chains and t-whips (whips printed
// under nicer names, tried before whips at equal length, docs/chains.md §2.6).
// The name is unchanged. They are whips, but W is not confluent, so paths
// and (very rarely) W/gW can differ from the reference files.
func (f Family) WithChains() Family {
	return f.With(f.Name, BivChainRule{}, ZChainRule{}, TWhipRule{})
}

// FamilyByName returns W, B, gW, gB, or one of the chain families BC, ZC,
// TW.
func FamilyByName(name string) (Family, error) {
	switch name {
	case "W":
		return FamilyW(), nil
	case "B":
		return FamilyB(), nil
	case "gW":
		return FamilyGW(), nil
	case "gB":
		return FamilyGB(), nil
	case "BC":
		return FamilyBC(), nil
	case "ZC":
		return FamilyZC(), nil
	case "TW":
		return FamilyTW(), nil
	case "TyBC", "TyZC", "TyTW", "TyW":
		return FamilyTyped(name), nil
	}
	return Family{}, fmt.Errorf("unknown rule family %q (W, B, gW, gB, BC, ZC, TW, TyBC, TyZC, TyTW, TyW)", name)
}

// DefaultMaxLen is SudoRules' default maximal chain length.
const DefaultMaxLen = 36

// Strategy is the simplest-first strategy of docs/ratings.md §4.2 for a family and
// a maximal length. It is safe for concurrent use (scratch space is pooled).
type Strategy struct {
	Family Family
	MaxLen int
	// Ctx, when non-nil, stops Run (with Ctx's error) when done; it is
	// polled before each rule search.
	Ctx context.Context
	// Progress, when non-nil, is called before each rule search with the
	// steps applied so far and the level searched.
	Progress func(steps, level int)
	// OnStep, if non-nil, is called before each non-BRT step is applied,
	// with a copy of the state before the step; a non-nil error stops Run
	// and is returned by it (Close ignores it).
	OnStep func(before *State, step *Step) error

	once   sync.Once
	levels [][]Rule

	// emulateDedup: emulate SudoRules' partial-whip store (docs/ratings.md §4.6; tests).
	emulateDedup bool
}

// NewStrategy returns the strategy for family f and maxLen (≤ 0: default 36).
func NewStrategy(f Family, maxLen int) *Strategy {
	if maxLen <= 0 {
		maxLen = DefaultMaxLen
	}
	if f.MaxLevel > 0 {
		maxLen = min(maxLen, f.MaxLevel)
	}
	return &Strategy{Family: f, MaxLen: maxLen}
}

// NewTheory returns the theory f_maxLen (e.g. W_5, B_3) as a Theory: Close
// runs the simplest-first strategy to quiescence. Name is e.g. "B3".
func NewTheory(f Family, maxLen int) Theory { return NewStrategy(f, maxLen) }

// Name is the family name followed by the maximal length, e.g. "W5".
func (st *Strategy) Name() string { return st.Family.Name + strconv.Itoa(st.MaxLen) }

// Close applies the strategy to quiescence and reports the status.
func (st *Strategy) Close(s *State) Status {
	res, _ := st.Run(s)
	return res.Status
}

// Result is the outcome of a run of the strategy.
type Result struct {
	Status Status // Solved, Contradiction, or Open (stuck within MaxLen)
	Rating int    // the highest level at which a rule was applied (0: BRT only)
	Steps  int    // number of non-BRT steps applied
}

func (st *Strategy) hasGWhips() bool {
	for _, r := range st.Family.Rules {
		if _, ok := r.(GWhipRule); ok {
			return true
		}
	}
	return false
}

// hasBraids reports whether the family has braid[n] (B, gB).
func (st *Strategy) hasBraids() bool {
	for _, r := range st.Family.Rules {
		if _, ok := r.(BraidRule); ok {
			return true
		}
	}
	return false
}

func (st *Strategy) levelRules(k int) []Rule {
	st.once.Do(func() {
		st.levels = make([][]Rule, st.MaxLen+1)
		for i := 1; i <= st.MaxLen; i++ {
			st.levels[i] = st.Family.Level(i)
		}
	})
	return st.levels[k]
}

// Run applies the strategy to s until it is solved, contradictory or
// stuck. Steps go to s.Log when it is non-nil.
func (st *Strategy) Run(s *State) (Result, error) {
	sc := getScratch(s.G)
	sc.sudoRulesDedup = st.emulateDedup
	sc.gWhipsFirst = st.hasGWhips()
	sc.wbFamily = !sc.gWhipsFirst && st.hasBraids()
	sc.lastLevel = 0
	sc.ctx = st.Ctx
	clear(sc.runData) // what rules keep for one run (RunData)
	defer func() {
		sc.sudoRulesDedup, sc.gWhipsFirst, sc.wbFamily, sc.ctx = false, false, false, nil
		putScratch(sc)
	}()
	var res Result
	for {
		res.Status = s.BRT()
		if res.Status != Open {
			return res, nil
		}
		sc.newRound()
		applied := false
		for k := 1; k <= st.MaxLen && !applied; k++ {
			for _, r := range st.levelRules(k) {
				if st.Ctx != nil {
					if err := st.Ctx.Err(); err != nil {
						res.Status = Open
						return res, err
					}
				}
				if st.Progress != nil {
					st.Progress(res.Steps, k)
				}
				step, ok := r.Find(sc, s, k)
				if !ok {
					continue
				}
				if st.OnStep != nil {
					if err := st.OnStep(s.Clone(), &step); err != nil {
						return res, err
					}
				}
				for _, x := range step.Elims {
					s.Eliminate(x)
				}
				for _, x := range step.Asserts {
					s.Assert(s.G.CellOf(x), s.G.DigitOf(x))
				}
				if s.Log != nil {
					s.Log.Add(step)
				}
				if k > res.Rating {
					res.Rating = k
				}
				sc.lastLevel = k
				res.Steps++
				applied = true
				break
			}
		}
		if !applied {
			res.Status = Open
			if st.Ctx != nil && st.Ctx.Err() != nil {
				return res, st.Ctx.Err() // a rule's search was cut short
			}
			return res, nil
		}
	}
}

// Scratch is per-goroutine working space for rules (search buffers,
// caches valid for one round of the strategy). Obtain one with NewScratch
// when calling Rule.Find directly.
type Scratch struct {
	g  *Geometry
	cs *chainSearch

	round  int
	dRound [2]int // round of the cached target depths (BRT, W1)
	depths [2][]uint8
	dBound [2][]uint8     // per candidate: the bound its depth was computed with (0: not yet)
	saves  [2][]trialSave // the trials behind depths cut by their bound
	// trials: the BRT trial of each target kept across rounds, reused
	// when trialReuse (strategy_filter.go)
	trials     []trialRec
	trialReuse bool
	filter     bool // the pass uses the target filter (beginPass)
	dmask      []uint32
	dcells     []int
	f81        filter81 // whip[1] trials of the filter on 9×9 grids (braid_bound_bits.go)
	tmp        *State
	lt         *layerTrial // buffers of the layered trial (strategy_filter.go)
	// closed: the state being searched is BRT-closed (set by searchChain
	// and the braid closure; lets the layered trials start from the cells
	// their own assertions change)
	closed bool

	known       chainKnown    // across rounds (chain_known.go)
	cache       [2]chainCache // whips, g-whips (see chainAt)
	gWhipsFirst bool          // the family has g-whips (see findChain)
	// wbFamily: the family has braids but no g-whips: the whip pass may
	// search a target's braids first (strategy_braidfirst.go)
	wbFamily bool
	// lastLevel: the level of the last step of the run (braidsFirst)
	lastLevel int

	// typed: the next searchChain keeps to chains whose variables all have
	// the type of the first one (TypedChainRule).
	typed bool

	// sudoRulesDedup: see chainSearch.dedupSeq (tests only).
	sudoRulesDedup bool

	// runData, buffers: what rules of other packages keep here
	// (RunData, Buffers): logic/exotic's OR relations and OR_k chain search
	runData map[any]any
	buffers map[any]any

	// NoFilter disables the T&E target filter (for tests/benchmarks: the
	// filter never changes results, only speed).
	NoFilter bool

	ctx context.Context // the running strategy's Ctx (see Context)
}

// Context is the context of the strategy run using this scratch (nil if
// none): rules whose one search may be long (general logic) poll it.
func (sc *Scratch) Context() context.Context { return sc.ctx }

// NewScratch returns working space for geometry g.
func NewScratch(g *Geometry) *Scratch {
	return &Scratch{g: g, cs: newChainSearch(g), dRound: [2]int{-1, -1}, cache: [2]chainCache{{round: -1}, {round: -1}}}
}

func (sc *Scratch) newRound() { sc.round++ }

// RunData returns what a rule of another package keeps in the scratch
// under key for the current strategy run (logic/exotic: the OR relations
// of the run's tridagons), or nil. Strategy.Run forgets it when a run
// starts; key is a value of a type of the rule's own package.
func (sc *Scratch) RunData(key any) any { return sc.runData[key] }

// SetRunData keeps v under key until the next strategy run starts.
func (sc *Scratch) SetRunData(key, v any) {
	if sc.runData == nil {
		sc.runData = map[any]any{}
	}
	sc.runData[key] = v
}

// Buffers returns the working space a rule of another package keeps in
// the scratch under key across runs (logic/exotic: the OR_k chain
// search), or nil.
func (sc *Scratch) Buffers(key any) any { return sc.buffers[key] }

// SetBuffers keeps v under key for later runs with this scratch.
func (sc *Scratch) SetBuffers(key, v any) {
	if sc.buffers == nil {
		sc.buffers = map[any]any{}
	}
	sc.buffers[key] = v
}

// Reset invalidates the caches of the scratch space (they hold for one
// state between two eliminations): call it before Rule.Find on a state that
// changed since the last call. The strategy does it after every step.
func (sc *Scratch) Reset() { sc.newRound() }

var scratchPools sync.Map // *Geometry → *sync.Pool

func getScratch(g *Geometry) *Scratch {
	p, ok := scratchPools.Load(g)
	if !ok {
		p, _ = scratchPools.LoadOrStore(g, &sync.Pool{New: func() any { return NewScratch(g) }})
	}
	sc := p.(*sync.Pool).Get().(*Scratch)
	sc.newRound()
	return sc
}

func putScratch(sc *Scratch) {
	if p, ok := scratchPools.Load(sc.g); ok {
		p.(*sync.Pool).Put(sc)
	}
}

// NoReuse disables the speed-ups that reuse earlier work: the chain
// knowledge carried across rounds (chain_known.go), the target trials kept
// across rounds (strategy_filter.go) and the whip memo (whip.go). For
// tests and benchmarks: they never change results.
var NoReuse = false

// FilterMinLen: the target filter (strategy_filter.go) is used from this
// level on.
var FilterMinLen = 2

// whipAt returns the first whip of length ≤ k (lowest target, then search
// order) in s, cached for the round: every biv-chain, z-chain and t-whip is
// a whip, so when no whip[k] exists they need not be searched, and targets
// below the lowest whip target cannot have one either.
func (sc *Scratch) whipAt(s *State, k int) (Step, Cand, bool) { return sc.chainAt(s, KindWhip, k) }

// chainAt is searchChain over all targets, cached for the round (whips and
// g-whips).
func (sc *Scratch) chainAt(s *State, kind ChainKind, k int) (Step, Cand, bool) {
	c := &sc.cache[0]
	if kind == KindGWhip {
		c = &sc.cache[1]
	}
	if c.round == sc.round && c.level == k {
		return c.step, c.z, c.ok
	}
	step, z, ok := sc.searchChain(s, kind, k, NoCand)
	*c = chainCache{round: sc.round, level: k, step: step, z: z, ok: ok}
	return step, z, ok
}

type chainCache struct {
	round, level int
	step         Step
	z            Cand
	ok           bool
}

// findChain is the level-k search of a chain kind: targets in decreasing
// candidate index, the first pattern found is used. Short patterns
// (length ≤ 2) and biv-chains, z-chains, t-whips eliminate every target of
// the same cells at once; longer whips/braids one target per firing.
func (sc *Scratch) findChain(s *State, kind ChainKind, k int) (Step, bool) {
	switch kind {
	case KindWhip:
		if sc.gWhipsFirst {
			// every whip is a g-whip: when no g-whip[k] exists (the usual
			// case of a level that is only passed through), skip the
			// whip search. The result is the same.
			if _, _, ok := sc.chainAt(s, KindGWhip, k); !ok {
				return Step{}, false
			}
		}
		step, _, ok := sc.whipAt(s, k)
		return step, ok
	case KindGWhip:
		step, _, ok := sc.chainAt(s, KindGWhip, k)
		return step, ok
	case KindBivChain, KindZChain, KindTWhip:
		_, z, ok := sc.whipAt(s, k)
		if !ok {
			return Step{}, false
		}
		step, _, ok := sc.searchChain(s, kind, k, z)
		return step, ok
	}
	step, _, ok := sc.searchChain(s, kind, k, NoCand)
	return step, ok
}

// Search order (deterministic). Targets are tried in decreasing candidate
// index; inside the search, the llcs of whips are tried by decreasing cell
// then increasing digit, those of g-whips and braids by increasing index
// (the last llc of a braid: linked to the latest rlc first). Any fixed order is
// valid; this one makes the worked cases of docs/test-cases.md §11.2 print exactly the
// instances SudoRules chose (CLIPS agenda order cannot be emulated).
var (
	targetDesc = true
	llcDescW   = true
	llcDescG   = false
)

func llcOrderDesc(k ChainKind) bool {
	if k.IsG() {
		return llcDescG
	}
	if k.IsBraid() {
		return false
	}
	return llcDescW
}

// searchChain searches targets from from on (NoCand: all), in order.
func (sc *Scratch) searchChain(s *State, kind ChainKind, k int, from Cand) (Step, Cand, bool) {
	g := s.G
	sc.beginPass(s, kind, k)
	defer sc.endPass()
	probe := kind == KindWhip && sc.wbFamily && !braidsFirstOff && sc.useKnown(KindBraid) // strategy_braidfirst.go
	for i := 0; i < g.NCands; i++ {
		z := Cand(i)
		if targetDesc {
			z = Cand(g.NCands - 1 - i)
		}
		if !sc.cs.cur.Has(z) || (from != NoCand && (z < from) != targetDesc && z != from) {
			continue
		}
		if probe && sc.braidsFirst(z, k) {
			braidProbes.Add(1)
			braid, stop := sc.searchTarget(s, KindBraid, k, z)
			if stop {
				return Step{}, NoCand, false
			}
			// none: recorded, the whip search skips z (no braid[k], no
			// whip[k]); else the braid pass will find one
			probe = braid == nil
		}
		cells, stop := sc.searchTarget(s, kind, k, z)
		if stop {
			return Step{}, NoCand, false // the run is stopped: Run reports it
		}
		if cells != nil {
			return sc.chainStep(g, kind, z, cells), z, true
		}
	}
	return Step{}, NoCand, false
}

// beginPass prepares the searches of targets of s at level k (kind: the
// first kind searched; a pass may search several non-g kinds).
func (sc *Scratch) beginPass(s *State, kind ChainKind, k int) {
	g := s.G
	cs := sc.cs
	cs.dedupSeq = sc.sudoRulesDedup
	cs.typed = sc.typed
	cs.sc, cs.state = sc, s
	cs.loadState(s)
	sc.closed = brtClosed(s)
	if kind.IsG() {
		lt := sc.layerTrial(g)
		lt.w1Closed = sc.closed && len(Whip1Eliminations(s, lt.elims[:0])) == 0
	}
	sc.filter = k >= FilterMinLen && !sc.NoFilter
	sc.trialReuse = sc.filter && !NoReuse
	if sc.useKnown(kind) || sc.trialReuse {
		sc.known.sync(g, s)
	}
}

func (sc *Scratch) endPass() {
	sc.cs.sc, sc.cs.state = nil, nil
	sc.trialReuse = false
}

// useKnown reports whether searches of kind use the chain knowledge
// (chain_known.go).
func (sc *Scratch) useKnown(kind ChainKind) bool {
	return knownKind(kind) >= 0 && !sc.typed && !sc.sudoRulesDedup && !NoReuse
}

// searchTarget is the level-k search of kind for target z in the pass's
// state: the chain's cells, or nil; stop when the run was stopped.
func (sc *Scratch) searchTarget(s *State, kind ChainKind, k int, z Cand) (cells []ChainCell, stop bool) {
	g := s.G
	kn := &sc.known
	useKnown := sc.useKnown(kind)
	if useKnown && kn.knownNone(g, kind, z, k) {
		return nil, false
	}
	if sc.filter && int(sc.targetDepth(s, kind.IsG(), z, k-1)) > k-1 {
		if useKnown {
			kn.set(g, kind, z, k)
		}
		return nil, false
	}
	if sc.ctx != nil && sc.ctx.Err() != nil {
		return nil, true
	}
	if !useKnown {
		return sc.cs.find(z, kind, k), false
	}
	return sc.findKnown(g, kind, z, k), false
}

// chainStep is the step of the chain cells found for target z.
func (sc *Scratch) chainStep(g *Geometry, kind ChainKind, z Cand, cells []ChainCell) Step {
	p := &ChainPattern{Kind: kind, Cells: cells}
	if len(cells) <= 2 || kind == KindBivChain || kind == KindZChain || kind == KindTWhip {
		for _, y := range g.Links(cells[0].LLC) {
			if y == z || p.validFor(g, sc.cs.cur, y) {
				p.Targets = append(p.Targets, y)
			}
		}
	} else {
		p.Targets = []Cand{z}
	}
	return p.Step(g)
}
