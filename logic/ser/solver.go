package ser

import (
	"context"
	"errors"
	"sync"

	"github.com/sudolab/sudolab/puzzle"
)

// Options chooses the rule set and bounds the work.
type Options struct {
	// Uniqueness enables the rules that assume a unique solution (unique
	// rectangles and loops, BUG): Sudoku Explainer's default ("SER"). Off,
	// the rating is FPGX's "noU" variant ("SER-noU").
	Uniqueness bool
	// MaxLevel caps the nesting level of dynamic forcing chains tried (0 =
	// all, as SE: up to level 5).
	MaxLevel int
	// OnStep, if set, is called with each hint and the state before it;
	// an error stops the run (verify.SERStep proves steps this way).
	OnStep func(before *Grid, h *Hint) error
}

// Rating is Sudoku Explainer's triple, in tenths: ER the hardest step of the
// path, EP the hardest step up to the first decided cell, ED the first step.
// Failed is set when no rule applies (SE then reports 20.0).
type Rating struct {
	ER, EP, ED int
	Failed     bool
}

// ErrTimeout is returned when the context ends before the rating is done.
var ErrTimeout = errors.New("ser: timeout")

// String formats a rating value in tenths as SE prints it ("7.2").
func String(t int) string { return fmtDiff(t) }

type solver struct {
	opt      Options
	g        *Grid
	ctx      context.Context
	cancel   bool
	chainers []*chainer // cycles, nishio, multiple, dynamic, dynamic+, nested 2..5
	polls    int
	cache    nestCache // shared by the nested levels: they try the same inner rules on the same grids
	record   bool      // hints carry their patterns (record.go)
}

// chainSpec is the kind of one chaining producer.
type chainSpec struct {
	multiple, dynamic, nishio bool
	level                     int
}

// chainSpecs are the chaining producers, in SE's order.
var chainSpecs = [...]chainSpec{
	{},                              // cycles, forcing X/Y chains
	{dynamic: true, nishio: true},   // Nishio
	{multiple: true},                // cell/region forcing chains
	{multiple: true, dynamic: true}, // dynamic
	{multiple: true, dynamic: true, level: 1},
	{multiple: true, dynamic: true, level: 2},
	{multiple: true, dynamic: true, level: 3},
	{multiple: true, dynamic: true, level: 4},
	{multiple: true, dynamic: true, level: 5},
}

// chainerPool keeps the level-0 chaining producers (and their large
// buffers) of finished ratings for the next ones; the others hold nested
// producers tied to their rating and are not reused. (A free list, not a
// sync.Pool: a sync.Pool is emptied by the garbage collector, and the
// producers rebuilt after each collection were a large share of the
// allocations; the list holds at most one producer per kind and rating
// running at once.)
var chainerPool [4]struct {
	mu   sync.Mutex
	free []*chainer
}

func getChainer(i int) *chainer {
	p := &chainerPool[i]
	p.mu.Lock()
	defer p.mu.Unlock()
	if n := len(p.free); n > 0 {
		c := p.free[n-1]
		p.free[n-1] = nil
		p.free = p.free[:n-1]
		return c
	}
	return nil
}

// release returns the solver's reusable producers to chainerPool.
func (s *solver) release() {
	for i := range chainerPool {
		if c := s.chainers[i]; c != nil {
			c.deadline, c.g, c.best, c.tmp = nil, nil, nil, nil
			c.releaseAll()
			p := &chainerPool[i]
			p.mu.Lock()
			p.free = append(p.free, c)
			p.mu.Unlock()
			s.chainers[i] = nil
		}
	}
}

func newSolver(g *Grid, ctx context.Context, opt Options, record bool) *solver {
	s := &solver{opt: opt, g: g, ctx: ctx, record: record || opt.OnStep != nil}
	g.explain = s.record
	// the chaining producers are allocated when first needed (most
	// puzzles never reach the dynamic ones)
	s.chainers = make([]*chainer, len(chainSpecs))
	return s
}

func (s *solver) expired() bool {
	if s.cancel {
		return true
	}
	s.polls++
	if s.polls&63 == 0 && s.ctx != nil && s.ctx.Err() != nil {
		s.cancel = true
	}
	return s.cancel
}

// next returns the hint SE applies next: the first hint of the first
// producer (in SE's order) that finds one.
func (s *solver) next() *Hint {
	g := s.g
	var found *Hint
	take := func(h *Hint) bool { found = h; return true }
	simple := []func() bool{
		func() bool { return hiddenSingles(g, take) },
		func() bool { return locking(g, true, take) },
		func() bool { return hiddenSets(g, 2, true, take) },
		func() bool { return nakedSingles(g, take) },
		func() bool { return hiddenSets(g, 3, true, take) },
		func() bool { return locking(g, false, take) },
		func() bool { return nakedSets(g, 2, take) },
		func() bool { return fish(g, 2, take) },
		func() bool { return hiddenSets(g, 2, false, take) },
		func() bool { return nakedSets(g, 3, take) },
		func() bool { return fish(g, 3, take) },
		func() bool { return hiddenSets(g, 3, false, take) },
		func() bool { return xyWing(g, false, take) },
		func() bool { return xyWing(g, true, take) },
		func() bool { return s.opt.Uniqueness && uniqueLoops(g, take) },
		func() bool { return nakedSets(g, 4, take) },
		func() bool { return fish(g, 4, take) },
		func() bool { return hiddenSets(g, 4, false, take) },
		func() bool { return s.opt.Uniqueness && bug(g, take) },
		func() bool { return alignedExclusion(g, 2, take) },
	}
	for _, f := range simple {
		if f() {
			return found
		}
	}
	chainStep := func(i int) *Hint {
		if s.expired() {
			return nil
		}
		if s.chainers[i] == nil {
			var c *chainer
			if i < len(chainerPool) {
				c = getChainer(i)
			}
			if c == nil {
				sp := chainSpecs[i]
				c = &chainer{multiple: sp.multiple, dynamic: sp.dynamic, nishio: sp.nishio, level: sp.level}
			}
			c.deadline = s.expired
			c.record = s.record
			if chainSpecs[i].level > 0 {
				c.cache = &s.cache // (not on the pooled level-0 producers)
			}
			s.chainers[i] = c
		}
		// the producers after plain multiple and dynamic chains run only
		// when those found nothing on this grid
		s.chainers[i].plainNone = i > 3
		hs := s.chainers[i].hints(g)
		if len(hs) > 0 {
			return hs[0]
		}
		return nil
	}
	if h := chainStep(0); h != nil {
		return h
	}
	if alignedExclusion(g, 3, take) {
		return found
	}
	for i := 1; i < len(s.chainers); i++ {
		lvl := chainSpecs[i].level
		if s.opt.MaxLevel > 0 && lvl > s.opt.MaxLevel {
			break
		}
		if h := chainStep(i); h != nil {
			return h
		}
	}
	return nil
}

// run applies hints until the grid is solved, calling step for each.
func (s *solver) run(step func(*Hint)) (Rating, error) {
	var r Rating
	diff, pearl, diamond := 0, 0, 0
	for !s.g.solved() {
		h := s.next()
		if s.cancel {
			return r, ErrTimeout
		}
		if h == nil {
			r.Failed = true
			diff = 200
			break
		}
		if h.Diff > diff {
			diff = h.Diff
		}
		if step != nil {
			step(h)
		}
		if s.opt.OnStep != nil {
			if err := s.opt.OnStep(s.g, h); err != nil {
				return r, err
			}
		}
		before := s.g.cand
		bval := s.g.val
		h.apply(s.g)
		if s.g.cand == before && s.g.val == bval {
			// cannot happen with SE's rules as implemented; guards
			// against looping forever on a hint that changes nothing
			return r, errors.New("ser: internal error: hint " + h.Text() + " changes nothing")
		}
		if pearl == 0 {
			if diamond == 0 {
				diamond = diff
			}
			if h.Cell >= 0 {
				pearl = diff
			}
		}
	}
	r.ER, r.EP, r.ED = diff, pearl, diamond
	return r, nil
}

// Rate rates a 9x9 puzzle (or pencil-mark state) as Sudoku Explainer does.
// ctx bounds the time (nil = no bound); on expiry it returns ErrTimeout.
func Rate(ctx context.Context, p *puzzle.Grid, opt Options) (Rating, error) {
	g, err := FromPuzzle(p)
	if err != nil {
		return Rating{}, err
	}
	if err := checkGrid(g); err != nil {
		return Rating{}, err
	}
	s := newSolver(g, ctx, opt, false)
	defer s.release()
	return s.run(nil)
}

// Step is one hint of the path, with the state it was found in.
type Step struct {
	Hint
	Before *Grid
}

// Path returns SE's solution path: the hints in the order applied.
func Path(ctx context.Context, p *puzzle.Grid, opt Options) ([]Step, Rating, error) {
	g, err := FromPuzzle(p)
	if err != nil {
		return nil, Rating{}, err
	}
	if err := checkGrid(g); err != nil {
		return nil, Rating{}, err
	}
	var steps []Step
	s := newSolver(g, ctx, opt, true)
	defer s.release()
	r, err := s.run(func(h *Hint) {
		before := *s.g
		steps = append(steps, Step{Hint: *h, Before: &before})
	})
	return steps, r, err
}

// checkGrid refuses a grid whose givens clash (SE's validity check); other
// invalid puzzles end as Failed ratings.
func checkGrid(g *Grid) error {
	for c := 0; c < 81; c++ {
		if g.val[c] == 0 {
			continue
		}
		for _, o := range houseCells[c] {
			if g.val[o] == g.val[c] {
				return errors.New("ser: two equal digits in a house")
			}
		}
	}
	return nil
}
