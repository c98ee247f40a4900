package gl

import (
	"math/bits"
	"sort"

	"github.com/sudolab/sudolab/logic"
)

// glWorker enumerates base families rooted at one live set (ESU, Wernicke
// 2006, docs/general-logic.md §6.5.2) and, for each, the irredundant cover families (docs/general-logic.md §6.5.3).
type glWorker struct {
	c      *glCtx
	fam    []int      // live indices of the current bases
	U      [][]uint64 // U[len(fam)]: union of the bases' candidates
	isBase []bool     // per live index
	fams   []int64
	out    []GLLogic
	exactD int // count mode: report families whose |D| equals this (0: any)

	// cover search, on U projected to bits 0..|U|-1
	ucands  []logic.Cand // the base candidates, increasing
	opts    [64][]int    // per U-bit, the possible covers through it (compact indices)
	cset    []uint64     // per compact cover, its U-bits
	cid     []int        // per compact cover, its live index
	pos     []int        // per live index, its compact index or -1
	cexcl   []bool       // per compact cover: excluded by an earlier sibling branch
	ncov    int
	chosen  []int      // compact indices
	lv      [][]uint64 // level masks: lv[j] = candidates in >= j+1 covers
	maxHit  int
	fins    uint64   // U-bits declared fins (docs/general-logic.md §6.4.3)
	fin     []uint64 // at a finned leaf: the fins as candidates (else zero)
	see     []uint64 // at a finned leaf: candidates linked to every fin (else all)
	local   int64    // nodes not yet added to the shared counter
	skipped int64    // families with |U| > 64, not searched
}

func newGLWorker(c *glCtx) *glWorker {
	nl := len(c.live)
	wk := &glWorker{c: c, isBase: make([]bool, nl), pos: make([]int, nl), cset: make([]uint64, nl), cid: make([]int, nl), cexcl: make([]bool, nl)}
	for i := range wk.pos {
		wk.pos[i] = -1
	}
	wk.fams = make([]int64, c.opt.Order+1)
	maxD := c.opt.Order + max(c.opt.Rank, 0) + 2
	for i := 0; i <= maxD; i++ {
		wk.U = append(wk.U, make([]uint64, c.w))
		wk.lv = append(wk.lv, make([]uint64, c.w))
	}
	wk.fin, wk.see = make([]uint64, c.w), make([]uint64, c.w)
	for i := range wk.see {
		wk.see[i] = ^uint64(0)
	}
	return wk
}

func (wk *glWorker) root(v int) {
	c := wk.c
	d := c.digs[v]
	if wk.capFor(d) < 1 {
		return
	}
	wk.fam = append(wk.fam[:0], v)
	copy(wk.U[1], c.mask[v])
	wk.isBase[v] = true
	wk.visit(d)
	ext := make([]uint64, c.sw)
	excl := make([]uint64, c.sw)
	copy(excl, c.adj[v])
	excl[v>>6] |= 1 << uint(v&63)
	for j := range ext {
		ext[j] = c.adj[v][j] & above(v, j)
	}
	wk.extend(v, d, ext, excl)
	wk.isBase[v] = false
}

// above masks word j of a set bitset to the indices > v.
func above(v, j int) uint64 {
	switch {
	case j < v>>6:
		return 0
	case j > v>>6:
		return ^uint64(0)
	}
	return ^uint64(0) << uint(v&63) << 1
}

func (wk *glWorker) capFor(d uint32) int {
	f := bits.OnesCount32(d)
	if wk.exactD > 0 && f > wk.exactD {
		return 0
	}
	return wk.c.opt.capFor(f)
}

func (wk *glWorker) extend(v int, d uint32, ext, excl []uint64) {
	c := wk.c
	n := len(wk.fam)
	if n >= wk.capFor(d) || c.stop.Load() {
		return
	}
	U := wk.U[n]
	ext = append([]uint64(nil), ext...)
	for j := range ext {
		for ext[j] != 0 {
			t := bits.TrailingZeros64(ext[j])
			ext[j] &^= 1 << uint(t)
			w := j<<6 | t
			// Disjointness and footprint are monotone: a rejected set
			// would make every superset invalid too (docs/general-logic.md §6.5.2).
			if intersects(U, c.mask[w]) {
				continue
			}
			d2 := d | c.digs[w]
			if wk.capFor(d2) < n+1 {
				continue
			}
			ext2 := make([]uint64, c.sw)
			excl2 := make([]uint64, c.sw)
			for i := range ext2 {
				ext2[i] = ext[i] | c.adj[w][i]&^excl[i]&above(v, i)
				excl2[i] = excl[i] | c.adj[w][i]
			}
			excl2[w>>6] |= 1 << uint(w&63)
			U2 := wk.U[n+1]
			for i := range U2 {
				U2[i] = U[i] | c.mask[w][i]
			}
			wk.fam = append(wk.fam, w)
			wk.isBase[w] = true
			wk.visit(d2)
			wk.extend(v, d2, ext2, excl2)
			wk.isBase[w] = false
			wk.fam = wk.fam[:n]
		}
	}
}

func (wk *glWorker) visit(d uint32) {
	c := wk.c
	n := len(wk.fam)
	if wk.exactD > 0 && bits.OnesCount32(d) != wk.exactD {
		return
	}
	wk.fams[n]++
	wk.tick(1)
	if c.opt.Rank < 0 || n < c.opt.MinOrder {
		return
	}
	// Project the problem onto U: base candidate i ↦ bit i, each possible
	// cover ↦ its U-bits. U has <= 64 candidates for the default caps.
	U := wk.U[n]
	wk.ucands = wk.ucands[:0]
	for j, w := range U {
		for w != 0 {
			t := bits.TrailingZeros64(w)
			w &= w - 1
			wk.ucands = append(wk.ucands, logic.Cand(j<<6|t))
		}
	}
	if len(wk.ucands) > 64 {
		wk.skipped++
		return
	}
	wk.maxHit = 1
	wk.ncov = 0
	for b, x := range wk.ucands {
		wk.opts[b] = wk.opts[b][:0]
		for _, sv := range c.g.CandVars(x) {
			i := c.idx[sv]
			if i < 0 || wk.isBase[i] {
				continue
			}
			if wk.pos[i] < 0 {
				wk.pos[i] = wk.ncov
				wk.cset[wk.ncov], wk.cid[wk.ncov] = 0, i
				wk.ncov++
			}
			wk.cset[wk.pos[i]] |= 1 << uint(b)
			wk.opts[b] = append(wk.opts[b], wk.pos[i])
		}
	}
	for j := 0; j < wk.ncov; j++ {
		wk.pos[wk.cid[j]] = -1
		if h := bits.OnesCount64(wk.cset[j]); h > wk.maxHit {
			wk.maxHit = h
		}
	}
	all := uint64(1)<<uint(len(wk.ucands)) - 1
	if len(wk.ucands) == 64 {
		all = ^uint64(0)
	}
	wk.chosen = wk.chosen[:0]
	wk.fins = 0
	wk.cover(d, all, 0, 0)
}

// tick counts search nodes locally and checks the shared budget now and then.
func (wk *glWorker) tick(n int64) {
	wk.local += n
	if wk.local >= 4096 {
		if wk.c.nodes.Add(wk.local) > wk.c.opt.Budget || wk.c.opt.Ctx != nil && wk.c.opt.Ctx.Err() != nil {
			wk.c.stop.Store(true)
		}
		wk.local = 0
	}
}

// cover extends the chosen covers (compact indices) until every base
// candidate is covered. once/twice: U-bits in >= 1 / >= 2 chosen covers.
func (wk *glWorker) cover(d uint32, unc, once, twice uint64) {
	c := wk.c
	if unc == 0 {
		wk.leaf(d)
		return
	}
	m := len(wk.chosen)
	mmax := len(wk.fam) + c.opt.Rank
	finsLeft := c.opt.Fins - bits.OnesCount64(wk.fins)
	if m+(max(bits.OnesCount64(unc)-finsLeft, 0)+wk.maxHit-1)/wk.maxHit > mmax {
		return
	}
	wk.tick(1)
	if c.stop.Load() {
		return
	}
	p := bits.TrailingZeros64(unc)
	var opts [4]int
	no := 0
	for _, j := range wk.opts[p] {
		if !wk.cexcl[j] { // not excluded by an ancestor's earlier branch
			opts[no] = j
			no++
		}
	}
	for _, j := range opts[:no] {
		if m >= mmax {
			break // only fins may take p now (the bound allows them)
		}
		cs := wk.cset[j]
		o2, t2 := once|cs, twice|once&cs
		// Irredundancy (docs/general-logic.md §6.4.1): every chosen cover keeps a private base
		// candidate; adding covers only removes private candidates.
		ok := true
		for _, i := range wk.chosen {
			if wk.cset[i]&^t2 == 0 {
				ok = false
				break
			}
		}
		if ok {
			wk.chosen = append(wk.chosen, j)
			wk.cover(d, unc&^cs, o2, t2)
			wk.chosen = wk.chosen[:m]
		}
		// Families holding j were all enumerated in its branch.
		wk.cexcl[j] = true
	}
	// Or p is a fin (docs/general-logic.md §6.4.3). The covers excluded above stay excluded: with
	// one of them, fin p would be covered, hence redundant.
	if finsLeft > 0 {
		wk.fins |= 1 << uint(p)
		wk.cover(d, unc&^(1<<uint(p)), once, twice)
		wk.fins &^= 1 << uint(p)
	}
	for _, j := range opts[:no] {
		wk.cexcl[j] = false
	}
}

// leaf evaluates a complete irredundant cover family.
func (wk *glWorker) leaf(d uint32) {
	c := wk.c
	n, m := len(wk.fam), len(wk.chosen)
	k := m - n
	l := GLLogic{Rank: k, Digits: d}
	switch {
	case k < 0 && wk.fins != 0:
		return // fins with fewer covers than bases: not reported
	case k < 0:
		l.Contradiction = true
	case wk.fins == 0:
		wk.coreElims(&l, k)
	default:
		if !wk.setFins(&l) {
			wk.coreElims(&l, k)
		}
		clear(wk.fin)
		for i := range wk.see {
			wk.see[i] = ^uint64(0)
		}
	}
	if (c.opt.Hall || c.opt.Split > 0) && !l.Contradiction && len(l.Fins) == 0 {
		wk.refine(&l)
	}
	if !l.Contradiction && len(l.Elims)+len(l.Hall)+len(l.Split) == 0 {
		return
	}
	for _, i := range wk.fam {
		l.Bases = append(l.Bases, c.live[i])
	}
	for _, i := range wk.chosen {
		l.Covers = append(l.Covers, c.live[wk.cid[i]])
	}
	sort.Ints(l.Bases)
	sort.Ints(l.Covers)
	wk.out = append(wk.out, l)
}

// coreElims applies the core rule cov(x) − bas(x) ≥ k+1 (docs/general-logic.md §6.3) in the state
// with the fins wk.fin deleted, keeping the candidates in wk.see (every
// candidate when there is no fin).
func (wk *glWorker) coreElims(l *GLLogic, k int) {
	c := wk.c
	fin, see := wk.fin, wk.see
	for j := 0; j <= k+1; j++ {
		clear(wk.lv[j])
	}
	for _, ci := range wk.chosen {
		i := wk.cid[ci]
		for j := k + 1; j >= 0; j-- {
			if j == 0 {
				for w := range wk.lv[0] {
					wk.lv[0][w] |= c.mask[i][w] &^ fin[w]
				}
			} else {
				hi, below := wk.lv[j], wk.lv[j-1]
				for w := range hi {
					hi[w] |= below[w] & c.mask[i][w] &^ fin[w]
				}
			}
		}
	}
	U := wk.U[len(wk.fam)]
	nb, bs := wk.lv[k], wk.lv[k+1]
	for j := range U {
		u := U[j] &^ fin[j]
		e := (nb[j]&^u | bs[j]&u) &^ fin[j] & see[j]
		for e != 0 {
			t := bits.TrailingZeros64(e)
			e &= e - 1
			l.Elims = append(l.Elims, logic.Cand(j<<6|t))
		}
	}
}

// setFins records the fins F (docs/general-logic.md §6.4.3) in l, wk.fin, and the candidates
// linked to every fin in wk.see (the caller restores both). If F empties
// a base, every candidate linked to all fins is false: those become the
// eliminations and it returns true; otherwise the core rule applies
// (coreElims).
func (wk *glWorker) setFins(l *GLLogic) bool {
	c := wk.c
	g := c.g
	for f := wk.fins; f != 0; f &= f - 1 {
		x := wk.ucands[bits.TrailingZeros64(f)]
		l.Fins = append(l.Fins, x)
		wk.fin[x>>6] |= 1 << uint(x&63)
		ls := g.LinkSet(x)
		for i := range wk.see {
			wk.see[i] &= ls[i]
		}
	}
	for _, b := range wk.fam {
		left := false
		for i, w := range c.mask[b] {
			left = left || w&^wk.fin[i] != 0
		}
		if !left {
			for x := logic.Cand(0); int(x) < g.NCands; x++ {
				if c.s.Has(x) && wk.see[x>>6]>>uint(x&63)&1 != 0 && wk.fin[x>>6]>>uint(x&63)&1 == 0 {
					l.Elims = append(l.Elims, x)
				}
			}
			return true
		}
	}
	return false
}

// refine runs docs/general-logic.md §6.4.4/§6.4.5 on the current logic for every cover candidate
// not already eliminated by the core rule.
func (wk *glWorker) refine(l *GLLogic) {
	c := wk.c
	bases := make([]logic.CandSet, len(wk.fam))
	for i, b := range wk.fam {
		bases[i] = logic.CandSet(c.mask[b]).Clone()
	}
	covers := make([]logic.CandSet, len(wk.chosen))
	for i, cv := range wk.chosen {
		covers[i] = logic.CandSet(c.mask[wk.cid[cv]]).Clone()
	}
	d := max(c.opt.Split, 0)
	l.Hall, l.Split = GLRefine(c.g, bases, covers, l.Elims, d)
	l.SplitDepth = d
}
