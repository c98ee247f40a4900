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
	fams   []int64
	out    []GLLogic
	exactD int // count mode: report families whose |D| equals this (0: any)
	// ESU buffers per depth: extension list, its working copy, exclusion.
	ext, work, excl [][]uint64

	// The cover search works on U projected to bits 0..|U|-1, in the
	// order the bases were added: the bases' candidates are disjoint and
	// a base is never a possible cover of another base's candidate, so
	// adding a base only appends bits (push) and removing it only drops
	// them (pop). Per depth n (n bases): nbits[n] bits, over[n] when they
	// would exceed 64 (not searched), maxHit[n] the most U-bits one cover
	// holds, and the greedy cover bound lb[n] with its covers used[n].
	ucands [64]logic.Cand // per U-bit, its candidate
	opts   [64][]int32    // per U-bit, the possible covers through it (live indices)
	nbits  []int
	over   []bool
	maxHit []int
	lb     []int
	used   [][]uint64 // over live indices
	cset   []uint64   // per live index, its U-bits as a cover
	cexcl  []bool     // per live index: excluded by an earlier sibling branch
	stamps []uint32   // per live index: marked by the cover bound of node stamp
	stamp  uint32
	chosen []int32    // live indices of the chosen covers
	hit    int        // maxHit of the family under search
	lv     [][]uint64 // level masks: lv[j] = candidates in >= j+1 covers

	fins    uint64   // U-bits declared fins (docs/general-logic.md §6.4.3)
	fin     []uint64 // at a finned leaf: the fins as candidates (else zero)
	see     []uint64 // at a finned leaf: candidates linked to every fin (else all)
	local   int64    // nodes not yet added to the shared counter
	skipped int64    // families with |U| > 64, not searched
	capCut  int64    // extensions within the order bound that the footprint caps refused
}

func newGLWorker(c *glCtx) *glWorker {
	nl := len(c.live)
	wk := &glWorker{c: c, cset: make([]uint64, nl), cexcl: make([]bool, nl), stamps: make([]uint32, nl)}
	wk.fams = make([]int64, c.opt.Order+1)
	maxD := c.opt.Order + max(c.opt.Rank, 0) + 2
	for i := 0; i <= maxD; i++ {
		wk.U = append(wk.U, make([]uint64, c.w))
		wk.lv = append(wk.lv, make([]uint64, c.w))
	}
	for i := 0; i <= c.opt.Order+1; i++ {
		wk.ext = append(wk.ext, make([]uint64, c.sw))
		wk.work = append(wk.work, make([]uint64, c.sw))
		wk.excl = append(wk.excl, make([]uint64, c.sw))
		wk.used = append(wk.used, make([]uint64, c.sw))
	}
	n := c.opt.Order + 2
	wk.nbits, wk.over, wk.maxHit, wk.lb = make([]int, n), make([]bool, n), make([]int, n), make([]int, n)
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
		wk.countCapCut(d, 1)
		return
	}
	wk.fam = append(wk.fam[:0], v)
	copy(wk.U[1], c.mask[v])
	wk.push(v, 0)
	if wk.visit(d) {
		ext, excl := wk.ext[1], wk.excl[1]
		copy(excl, c.adj[v])
		excl[v>>6] |= 1 << uint(v&63)
		for j := range ext {
			ext[j] = c.adj[v][j] & above(v, j)
		}
		wk.extend(v, d, ext, excl)
	}
	wk.pop(0)
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

// countCapCut counts a family of order n with digits d that the order
// bound allows but the footprint caps (DMax, Caps) exclude.
func (wk *glWorker) countCapCut(d uint32, n int) {
	o := &wk.c.opt
	f := bits.OnesCount32(d)
	if o.DMax < 0 || n > o.Order || (wk.exactD > 0 && f > wk.exactD) || wk.c.stop.Load() {
		return
	}
	if o.capFor(f) < n {
		wk.capCut++
	}
}

func (wk *glWorker) extend(v int, d uint32, ext, excl []uint64) {
	c := wk.c
	n := len(wk.fam)
	if n >= wk.capFor(d) || c.stop.Load() {
		wk.countCapCut(d, n+1)
		return
	}
	U := wk.U[n]
	work := wk.work[n]
	copy(work, ext)
	ext2, excl2 := wk.ext[n+1], wk.excl[n+1]
	for j := range work {
		for work[j] != 0 {
			t := bits.TrailingZeros64(work[j])
			work[j] &^= 1 << uint(t)
			w := j<<6 | t
			// Disjointness and footprint are monotone: a rejected set
			// would make every superset invalid too (docs/general-logic.md §6.5.2).
			if intersects(U, c.mask[w]) {
				continue
			}
			d2 := d | c.digs[w]
			if wk.capFor(d2) < n+1 {
				wk.countCapCut(d2, n+1)
				continue
			}
			U2 := wk.U[n+1]
			for i := range U2 {
				U2[i] = U[i] | c.mask[w][i]
			}
			wk.fam = append(wk.fam, w)
			wk.push(w, n)
			if wk.visit(d2) {
				for i := range ext2 {
					ext2[i] = work[i] | c.adj[w][i]&^excl[i]&above(v, i)
					excl2[i] = excl[i] | c.adj[w][i]
				}
				excl2[w>>6] |= 1 << uint(w&63)
				wk.extend(v, d2, ext2, excl2)
			}
			wk.pop(n)
			wk.fam = wk.fam[:n]
		}
	}
}

// push appends the candidates of base w (live index) to the projection
// of depth n, giving depth n+1, and extends the greedy cover bound.
func (wk *glWorker) push(w, n int) {
	c := wk.c
	if c.opt.Rank < 0 {
		return // count mode: no covers
	}
	lo, bc := wk.nbits[n], c.bcands[w]
	if wk.over[n] || lo+len(bc) > 64 {
		wk.over[n+1] = true
		return
	}
	wk.over[n+1] = false
	wk.nbits[n+1] = lo + len(bc)
	used := wk.used[n+1]
	copy(used, wk.used[n])
	lb, hit := wk.lb[n], wk.maxHit[n]
	for k := range bc {
		b := lo + k
		o := bc[k].opts[:bc[k].n]
		wk.ucands[b], wk.opts[b] = bc[k].x, o
		free := true
		for _, i := range o {
			wk.cset[i] |= 1 << uint(b)
			hit = max(hit, bits.OnesCount64(wk.cset[i]))
			free = free && used[i>>6]>>uint(i&63)&1 == 0
		}
		if free {
			lb++
			for _, i := range o {
				used[i>>6] |= 1 << uint(i&63)
			}
		}
	}
	wk.lb[n+1], wk.maxHit[n+1] = lb, max(hit, 1)
}

// pop undoes push(·, n).
func (wk *glWorker) pop(n int) {
	if wk.c.opt.Rank < 0 || wk.over[n+1] {
		return
	}
	keep := uint64(1)<<uint(wk.nbits[n]) - 1
	for b := wk.nbits[n]; b < wk.nbits[n+1]; b++ {
		for _, i := range wk.opts[b] {
			wk.cset[i] &= keep
		}
	}
}

// visit counts the current family and searches its covers; it reports
// whether the family may still grow into a logic, so that extend can skip
// the whole ESU subtree below it when not.
//
// The bound lb (docs/general-logic.md §6.5.3): base candidates no two of
// which share a possible cover, chosen greedily, each need their own cover
// (or are fins). A larger family only adds base candidates and never a
// possible cover of these, so every family of the subtree needs at least
// lb − Fins covers, and a logic has at most reach + Rank.
func (wk *glWorker) visit(d uint32) (grow bool) {
	c := wk.c
	n := len(wk.fam)
	if wk.exactD > 0 && bits.OnesCount32(d) != wk.exactD {
		return true
	}
	wk.fams[n]++
	wk.tick(1)
	if c.opt.Rank < 0 {
		return true // count mode: every family
	}
	if wk.over[n] {
		wk.skipped++
		return true
	}
	lb := wk.lb[n] - c.opt.Fins
	if lb > c.reach[bits.OnesCount32(d)]+c.opt.Rank {
		if lb <= c.opt.Order+c.opt.Rank && !c.stop.Load() {
			wk.capCut++ // without the caps, the subtree might hold logics
		}
		return false
	}
	if n < c.opt.MinOrder || lb > n+c.opt.Rank {
		return true
	}
	all := uint64(1)<<uint(wk.nbits[n]) - 1
	if wk.nbits[n] == 64 {
		all = ^uint64(0)
	}
	wk.hit = wk.maxHit[n]
	wk.chosen = wk.chosen[:0]
	wk.fins = 0
	wk.cover(d, all, 0, 0)
	return true
}

// tick counts search nodes locally and checks the shared budget now and then.
func (wk *glWorker) tick(n int64) {
	wk.local += n
	if wk.local >= 4096 {
		nodes := wk.c.nodes.Add(wk.local)
		if nodes > wk.c.opt.Budget || wk.c.opt.Ctx != nil && wk.c.opt.Ctx.Err() != nil {
			wk.c.stop.Store(true)
		}
		if p := wk.c.opt.Progress; p != nil {
			p.Nodes.Store(nodes)
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
	if m+(max(bits.OnesCount64(unc)-finsLeft, 0)+wk.hit-1)/wk.hit > mmax {
		return
	}
	wk.tick(1)
	if c.stop.Load() {
		return
	}
	// At the family's first node nothing is excluded yet and visit's
	// bound holds; below it, bound again with the covers still available.
	p := bits.TrailingZeros64(unc)
	// (It cannot cut when every uncovered candidate could take a cover.)
	if (m > 0 || wk.fins != 0) && bits.OnesCount64(unc) > mmax-m && !wk.coverBound(unc, m, mmax, finsLeft, &p) {
		return
	}
	var opts [4]int32
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

// coverBound is visit's bound with the covers still available (not
// excluded by an earlier sibling branch): uncovered candidates no two of
// which share one, chosen greedily, need their own cover or fin; one
// without any needs a fin. It reports whether m covers plus that bound
// can fit in mmax, and sets *p to the uncovered candidate with the fewest
// available covers (the first such), the one to branch on.
func (wk *glWorker) coverBound(unc uint64, m, mmax, finsLeft int, p *int) bool {
	wk.stamp++
	if wk.stamp == 0 { // wrapped: old marks would look current
		clear(wk.stamps)
		wk.stamp = 1
	}
	lb, nofin, best := 0, 0, 4
	for u := unc; u != 0; u &= u - 1 {
		b := bits.TrailingZeros64(u)
		a, free := 0, true
		for _, j := range wk.opts[b] {
			if !wk.cexcl[j] {
				a++
				free = free && wk.stamps[j] != wk.stamp
			}
		}
		if a < best {
			*p, best = b, a
		}
		if a == 0 {
			nofin++
			continue
		}
		if free {
			lb++
			for _, j := range wk.opts[b] {
				if !wk.cexcl[j] {
					wk.stamps[j] = wk.stamp
				}
			}
		}
	}
	return nofin <= finsLeft && m+max(lb+nofin-finsLeft, 0) <= mmax
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
		l.Covers = append(l.Covers, c.live[i])
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
	for _, i := range wk.chosen {
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
		covers[i] = logic.CandSet(c.mask[cv]).Clone()
	}
	d := max(c.opt.Split, 0)
	l.Hall, l.Split = GLRefine(c.g, bases, covers, l.Elims, d)
	l.SplitDepth = d
}
