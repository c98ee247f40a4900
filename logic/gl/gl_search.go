package gl

import (
	"context"
	"fmt"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/sudolab/sudolab/logic"
)

// GLOptions bounds the general-logic search (docs/general-logic.md §6.5).
type GLOptions struct {
	Order int // max order N (bases); default 3
	// MinOrder skips the cover search of smaller families (they are still
	// enumerated, as prefixes of larger ones): the strategy's level n needs
	// only order n.
	MinOrder int
	Rank     int // max rank K; default 1
	// DMax caps the footprint |D| (digits of the base candidates); 0 means
	// the default 4; < 0 no cap: every connected disjoint family (GL-15/16).
	DMax int
	// Caps[f] is the max order for footprint size f (docs/general-logic.md §6.5.1 defaults:
	// 7, 6, 5, then 4); nil = defaults, ignored when DMax < 0.
	Caps []int
	// All collects every eliminating logic; otherwise only the simplest
	// ones: the lowest order that has any, then its lowest rank.
	All bool
	// Hall adds the Hall check (docs/general-logic.md §6.4.4); Split = d >= 1 adds it and the
	// triplet split of depth d (docs/general-logic.md §6.4.5). Refinements run on every
	// irredundant cover family, so they cost much more.
	Hall  bool
	Split int
	// Fins: base candidates the cover search may leave uncovered as fins
	// (docs/general-logic.md §6.4.3 deletion lemma); 0 = none. Finned logics skip docs/general-logic.md §6.4.4/§6.4.5.
	Fins int
	// Budget caps search nodes (families + cover nodes); 0 = 2^40.
	Budget int64
	// Workers: goroutines over ESU roots; 0 = GOMAXPROCS.
	Workers int
	// Ctx, when non-nil, stops the search when done (polled with the
	// budget): the result is then Truncated and Interrupted.
	Ctx context.Context
	// Progress, when non-nil, is updated while the search runs, for a
	// status line read from another goroutine.
	Progress *GLProgress
}

// GLProgress counts the work of a running search: ESU roots (live sets)
// finished out of Roots, and search nodes so far (updated every few
// thousand nodes). Roots differ much in cost: the first ones root the
// largest subtrees.
type GLProgress struct {
	Roots, Done, Nodes atomic.Int64
}

// String is "root DONE/ROOTS, NODES nodes".
func (p *GLProgress) String() string {
	return fmt.Sprintf("root %d/%d, %d nodes", p.Done.Load(), p.Roots.Load(), p.Nodes.Load())
}

// GLResult is the outcome of a search.
type GLResult struct {
	Logics      []GLLogic // sorted simplest first (see glLess)
	Families    []int64   // Families[n]: families of order n visited (the cover bound skips subtrees without logics; GLCountFamilies counts all)
	Nodes       int64     // families + cover-search nodes
	Truncated   bool      // the node budget ran out (or Ctx was done): the search is incomplete
	Interrupted error     // Ctx's error when it stopped the search, else nil
	// Skipped counts families with more than 64 base candidates, whose
	// covers are not searched (only possible with DMax < 0 or large
	// grids); the search is then incomplete too.
	Skipped int64
	// CapCut counts the family extensions within the order bound that
	// the footprint caps (DMax, Caps) refused, and the families whose
	// subtree the cover bound cut only because of the caps: when > 0 the
	// caps cut the search short, and a search with DMax < 0 may find more.
	CapCut int64
}

// Elims is the union of all eliminations of the result, sorted.
func (r *GLResult) Elims() []logic.Cand {
	seen := map[logic.Cand]bool{}
	var out []logic.Cand
	for i := range r.Logics {
		for _, x := range r.Logics[i].AllElims() {
			if !seen[x] {
				seen[x] = true
				out = append(out, x)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// DefaultGLCaps are the per-|D| order caps of docs/general-logic.md §6.5.1 (index = |D|).
var DefaultGLCaps = []int{0, 7, 6, 5, 4}

func (o *GLOptions) norm() {
	if o.Order <= 0 {
		o.Order = 3
	}
	if o.Rank < 0 {
		o.Rank = 0
	}
	if o.Budget <= 0 {
		o.Budget = 1 << 40
	}
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	if o.DMax == 0 {
		o.DMax = 4
	}
	if o.Caps == nil {
		o.Caps = DefaultGLCaps
	}
}

// cap is the max order allowed for footprint size f.
func (o *GLOptions) capFor(f int) int {
	if o.DMax < 0 {
		return o.Order
	}
	if f > o.DMax {
		return 0
	}
	c := o.Caps[len(o.Caps)-1]
	if f < len(o.Caps) {
		c = o.Caps[f]
	}
	return min(c, o.Order)
}

// glCtx is the immutable per-state data shared by the workers.
type glCtx struct {
	s    *logic.State
	g    *logic.Geometry
	opt  GLOptions
	w    int        // words per candidate mask
	live []int      // live set ids (>= 2 candidates), increasing
	idx  []int      // set id → index in live, or -1
	mask [][]uint64 // per live index, its live candidates
	cnt  []int      // per live index, number of live candidates
	digs []uint32   // per live index, its digits
	adj  [][]uint64 // per live index, bitset over live indices of linked sets
	sw   int        // words per set bitset
	// reach[f]: the largest order a family with footprint size >= f may
	// still reach under the caps (Order when uncapped).
	reach []int
	// bcands[i]: the live candidates of live set i, increasing, each with
	// the other live sets through it (its possible covers when i is a base).
	bcands [][]baseCand
	nodes  atomic.Int64
	stop   atomic.Bool
}

// baseCand is a candidate of a live set with its other live sets.
type baseCand struct {
	x    logic.Cand
	opts [3]int32
	n    int
}

func newGLCtx(s *logic.State, opt GLOptions) *glCtx {
	g := s.G
	c := &glCtx{s: s, g: g, opt: opt, w: (g.NCands + 63) / 64, idx: make([]int, g.NVars)}
	for v := 0; v < g.NVars; v++ {
		c.idx[v] = -1
		m := s.SetLive(v)
		n := m.Count()
		if n < 2 {
			continue
		}
		c.idx[v] = len(c.live)
		c.live = append(c.live, v)
		c.mask = append(c.mask, m)
		c.cnt = append(c.cnt, n)
		var d uint32
		for _, x := range m.Members() {
			d |= 1 << uint(g.DigitOf(x)-1)
		}
		c.digs = append(c.digs, d)
	}
	c.sw = (len(c.live) + 63) / 64
	c.bcands = make([][]baseCand, len(c.live))
	for i, m := range c.mask {
		for _, x := range logic.CandSet(m).Members() {
			bc := baseCand{x: x}
			for _, sv := range g.CandVars(x) {
				if j := c.idx[sv]; j >= 0 && j != i {
					bc.opts[bc.n] = int32(j)
					bc.n++
				}
			}
			c.bcands[i] = append(c.bcands[i], bc)
		}
	}
	c.reach = make([]int, 33)
	for f := len(c.reach) - 1; f >= 0; f-- {
		c.reach[f] = opt.capFor(max(f, 1))
		if f+1 < len(c.reach) {
			c.reach[f] = max(c.reach[f], c.reach[f+1])
		}
	}
	// Sets are linked when a candidate of one is linked to (or equal to) a
	// candidate of the other (docs/general-logic.md §6.4.2); overlapping sets are linked too.
	nb := make([][]uint64, len(c.live))
	for i, m := range c.mask {
		u := logic.NewCandSet(g.NCands)
		for _, x := range logic.CandSet(m).Members() {
			u.Or(g.LinkSet(x))
		}
		u.Or(m)
		nb[i] = u
	}
	c.adj = make([][]uint64, len(c.live))
	for i := range c.live {
		c.adj[i] = make([]uint64, c.sw)
		for j := range c.live {
			if i != j && intersects(nb[i], c.mask[j]) {
				c.adj[i][j>>6] |= 1 << uint(j&63)
			}
		}
	}
	return c
}

func intersects(a, b []uint64) bool {
	for i := range a {
		if a[i]&b[i] != 0 {
			return true
		}
	}
	return false
}

// GLSearch runs the general-logic search of docs/general-logic.md §6.5 on s (not modified).
func GLSearch(s *logic.State, opt GLOptions) GLResult {
	opt.norm()
	c := newGLCtx(s, opt)
	var mu sync.Mutex
	var res GLResult
	res.Families = make([]int64, opt.Order+1)
	if opt.Progress != nil {
		opt.Progress.Roots.Store(int64(len(c.live)))
	}
	roots := make(chan int, len(c.live))
	for v := range c.live {
		roots <- v
	}
	close(roots)
	var wg sync.WaitGroup
	for w := 0; w < opt.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			wk := newGLWorker(c)
			for v := range roots {
				if c.stop.Load() {
					break
				}
				wk.root(v)
				if opt.Progress != nil {
					opt.Progress.Done.Add(1)
				}
			}
			c.nodes.Add(wk.local)
			mu.Lock()
			res.Skipped += wk.skipped
			res.CapCut += wk.capCut
			res.Logics = append(res.Logics, wk.out...)
			for n, f := range wk.fams {
				res.Families[n] += f
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	res.Nodes = c.nodes.Load()
	res.Truncated = c.stop.Load() || res.Skipped > 0
	if opt.Ctx != nil {
		res.Interrupted = opt.Ctx.Err()
	}
	sort.Slice(res.Logics, func(i, j int) bool { return glLess(&res.Logics[i], &res.Logics[j]) })
	if !opt.All && len(res.Logics) > 0 {
		// Keep the simplest class: lowest order, then lowest rank.
		n0, k0 := len(res.Logics[0].Bases), res.Logics[0].Rank
		end := 0
		for end < len(res.Logics) && len(res.Logics[end].Bases) == n0 && res.Logics[end].Rank == k0 {
			end++
		}
		res.Logics = res.Logics[:end]
	}
	return res
}

// GLCountFamilies counts connected pairwise-disjoint base families of
// order 1..maxN (docs/general-logic.md §6.5.2), with footprint exactly of size dsize summed over
// all D (dsize = 0: no footprint restriction). Index n of the result.
func GLCountFamilies(s *logic.State, maxN, dsize int) []int64 {
	opt := GLOptions{Order: maxN, DMax: dsize, Caps: []int{maxN}, Rank: -1}
	if dsize == 0 {
		opt.DMax = -1
	}
	opt.norm()
	c := newGLCtx(s, opt)
	c.opt.Rank = -1 // count only: no cover search
	out := make([]int64, maxN+1)
	wk := newGLWorker(c)
	wk.exactD = dsize
	for v := range c.live {
		wk.root(v)
	}
	copy(out, wk.fams)
	return out
}
