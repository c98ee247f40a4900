package verify

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic"
)

// stateProver proves claims in one state, caching per candidate.
type stateProver struct {
	s      *logic.State
	p      *encode.Prover
	cache  map[logic.Cand]encode.Proof
	solved bool
	model  []int // a solution of the state, nil if none
}

func newStateProver(s *logic.State) *stateProver {
	return &stateProver{s: s, cache: map[logic.Cand]encode.Proof{}}
}

func (pv *stateProver) prove(x logic.Cand) encode.Proof {
	if p, ok := pv.cache[x]; ok {
		return p
	}
	if pv.p == nil {
		pv.p = encode.NewProver(ToSAT(pv.s))
	}
	p := pv.p.Prove(SATCand(pv.s.G, x))
	pv.cache[x] = p
	return p
}

// solution returns some solution of the state, or nil if it has none.
func (pv *stateProver) solution() []int {
	if !pv.solved {
		pv.solved = true
		side := pv.s.G.Side
		if sat, m := encode.Solve(encode.Encode(ToSAT(pv.s), encode.Extended)); sat {
			pv.model = make([]int, pv.s.G.NCells)
			for cell := range pv.model {
				for d := 1; d <= side; d++ {
					if v := encode.Var(side, cell, d); v <= len(m) && m[v-1] {
						pv.model[cell] = d
					}
				}
			}
		}
	}
	return pv.model
}

// judge proves every claim of f, counting in st; bad gets each refuted
// claim and its SAT model.
func (pv *stateProver) judge(f *Finding, st *RuleStats, bad func(claim string, model []int)) {
	g := pv.s.G
	refute := func(c string, m []int) {
		st.Invalid++
		bad(c, m)
	}
	for _, x := range f.Elims {
		switch p := pv.prove(x); {
		case p.Verdict == encode.Invalid:
			refute(g.FormatElim(x), p.Counterexample)
		case p.Trivial:
			st.Proven++
			st.Trivial++
		default:
			st.Proven++
		}
	}
	// A value is valid iff every other candidate of its cell is eliminable.
	for _, x := range f.Asserts {
		cell, ok := g.CellOf(x), true
		for d := 1; d <= g.Side && ok; d++ {
			if y := g.Cand(cell, d); y != x {
				if p := pv.prove(y); p.Verdict == encode.Invalid {
					refute(g.FormatValue(x), p.Counterexample)
					ok = false
				}
			}
		}
		if ok {
			st.Proven++
		}
	}
	if f.Contradiction {
		if m := pv.solution(); m != nil {
			refute("contradiction", m)
		} else {
			st.Proven++
		}
	}
}

// safeFind runs ch.Find, turning a panic into its text.
func safeFind(ch *Checker, sc *logic.Scratch, s *logic.State, k int) (fs []Finding, crash string) {
	defer func() {
		if r := recover(); r != nil {
			crash = fmt.Sprint("panic: ", r)
		}
	}()
	return ch.Find(sc, s, k), ""
}

// refutation is a failing rule instance.
type refutation struct {
	step, claim string
	model       []int
	crash       string
}

// rawFailure is the first failure of a checker on a state, before shrinking.
type rawFailure struct {
	ch     *Checker
	level  int
	index  int
	kind   string
	s      *logic.State
	ref    refutation
	claims []string // every refuted claim in s (capped)
}

// maxClaims caps SoundnessFailure.Claims.
const maxClaims = 50

// checkState runs every checker at each of its levels on s.
func checkState(chs []Checker, s *logic.State, kind string, idx int) stateResult {
	res := stateResult{kind: kind, stats: make([]RuleStats, len(chs)), fails: make([]*rawFailure, len(chs))}
	pv := newStateProver(s)
	orig := s.Clone()
	for j := range chs {
		ch := &chs[j]
		st := &res.stats[j]
		st.States = 1
		t0 := time.Now()
		sc := logic.NewScratch(s.G)
		fail := func(k int, r refutation) {
			if res.fails[j] == nil {
				res.fails[j] = &rawFailure{ch: ch, level: k, index: idx, kind: kind, s: orig.Clone(), ref: r}
			}
			if f := res.fails[j]; r.claim != "" && len(f.claims) < maxClaims && !slices.Contains(f.claims, r.claim) {
				f.claims = append(f.claims, r.claim)
			}
		}
		for _, k := range ch.Levels {
			fs, crash := safeFind(ch, sc, s, k)
			if crash == "" && !s.Equal(orig) {
				crash = "Find modified the state"
			}
			if crash != "" {
				st.Crashes++
				fail(k, refutation{crash: crash})
				s.CopyFrom(orig)
				sc = logic.NewScratch(s.G)
				continue
			}
			for i := range fs {
				st.Firings++
				pv.judge(&fs[i], st, func(claim string, model []int) {
					fail(k, refutation{step: fs[i].Text, claim: claim, model: model})
				})
			}
		}
		st.Duration = time.Since(t0)
	}
	return res
}

// refute reports the first refuted claim of ch at level k in s, or only
// claim want if not empty (crashes do not count).
func refute(ch *Checker, k int, s *logic.State, want string) (refutation, bool) {
	fs, crash := safeFind(ch, logic.NewScratch(s.G), s, k)
	if crash != "" {
		return refutation{}, false
	}
	pv := newStateProver(s)
	var st RuleStats
	var r refutation
	for i := range fs {
		pv.judge(&fs[i], &st, func(claim string, model []int) {
			if r.claim == "" && (want == "" || claim == want) {
				r = refutation{step: fs[i].Text, claim: claim, model: model}
			}
		})
		if r.claim != "" {
			return r, true
		}
	}
	return r, false
}

// Refute runs ch at level k on s and returns the first claim that SAT
// refutes, with the rule instance (e.g. to re-check a reported state).
func Refute(ch Checker, k int, s *logic.State) (step, claim string, ok bool) {
	r, ok := refute(&ch, k, s, "")
	return r.step, r.claim, ok
}

func stateString(s *logic.State) string { return s.Grid().StateString() }

func gridString(xs []int) string {
	var b strings.Builder
	for _, d := range xs {
		b.WriteByte(byte('0' + d))
	}
	return b.String()
}
