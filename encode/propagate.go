package encode

import "sync"

// Propagator is a two-watched-literal unit propagator over a fixed clause
// set, independent of gophersat and of package logic. Binary clauses, the
// bulk of every Sudoku encoding, live in implication lists; longer clauses
// use two watches, which never need undoing, so Restore only pops the trail.
// Typical probing: m := p.Snapshot(); ok := p.Assign(l); ...; p.Restore(m).
type Propagator struct {
	nvars    int
	val      []int8    // val[v]: 1 true, -1 false, 0 unassigned (v is 1-based)
	trail    []int32   // assigned literals in order
	qhead    int       // trail[:qhead] is fully propagated
	bin      [][]int32 // bin[li(p)]: literals implied once p is true
	watch    [][]int32 // watch[li(x)]: long clauses in which x is watched
	cls      [][]int32 // long clauses; positions 0 and 1 are the watches
	units    []int32   // unit clauses, applied by Reset
	empty    bool      // the clause set contains the empty clause
	conflict bool
	root     Mark
}

// Mark is a point of the trail to come back to with Restore.
type Mark struct {
	n        int
	conflict bool
}

// li maps a DIMACS literal to a dense index.
func li(l int32) int32 {
	if l < 0 {
		return -2 * l
	}
	return 2*l + 1
}

// NewPropagator compiles cnf; its unit clauses are asserted at the root
// (the state after Reset).
func NewPropagator(cnf *CNF) *Propagator {
	p := &Propagator{
		nvars: cnf.NumVars,
		val:   make([]int8, cnf.NumVars+1),
		trail: make([]int32, 0, cnf.NumVars),
		bin:   make([][]int32, 2*cnf.NumVars+2),
		watch: make([][]int32, 2*cnf.NumVars+2),
	}
	for _, cl := range cnf.Clauses {
		p.compile(cl)
	}
	p.Reset()
	return p
}

// compile stores one clause; it does not look at the assignment.
func (p *Propagator) compile(cl []int) {
	lits := make([]int32, 0, len(cl))
	for _, l := range cl {
		dup := false
		for _, m := range lits {
			if m == int32(l) {
				dup = true
			} else if m == -int32(l) {
				return // tautology
			}
		}
		if !dup {
			lits = append(lits, int32(l))
		}
	}
	switch len(lits) {
	case 0:
		p.empty = true
	case 1:
		p.units = append(p.units, lits[0])
	case 2:
		a, b := lits[0], lits[1]
		p.bin[li(-a)] = append(p.bin[li(-a)], b)
		p.bin[li(-b)] = append(p.bin[li(-b)], a)
	default:
		id := int32(len(p.cls))
		p.cls = append(p.cls, lits)
		p.watch[li(lits[0])] = append(p.watch[li(lits[0])], id)
		p.watch[li(lits[1])] = append(p.watch[li(lits[1])], id)
	}
}

// Reset clears every assignment and re-asserts the unit clauses.
func (p *Propagator) Reset() bool {
	p.Restore(Mark{})
	p.conflict = p.empty
	for _, u := range p.units {
		p.Assign(int(u))
	}
	p.root = p.Snapshot()
	return !p.conflict
}

// Conflict reports whether propagation has falsified a clause.
func (p *Propagator) Conflict() bool { return p.conflict }

// Value returns the value of variable v: 1 true, -1 false, 0 unassigned.
func (p *Propagator) Value(v int) int8 { return p.val[v] }

// Assignment returns a copy of the assignment, indexed by variable (entry 0
// unused).
func (p *Propagator) Assignment() []int8 { return append([]int8(nil), p.val...) }

// Snapshot marks the current trail position.
func (p *Propagator) Snapshot() Mark { return Mark{len(p.trail), p.conflict} }

// Restore undoes every assignment made after m.
func (p *Propagator) Restore(m Mark) {
	for _, l := range p.trail[m.n:] {
		if l < 0 {
			l = -l
		}
		p.val[l] = 0
	}
	p.trail = p.trail[:m.n]
	p.qhead = m.n
	p.conflict = m.conflict
}

// TrailSince returns the literals assigned after m, in order.
func (p *Propagator) TrailSince(m Mark) []int {
	out := make([]int, 0, len(p.trail)-m.n)
	for _, l := range p.trail[m.n:] {
		out = append(out, int(l))
	}
	return out
}

// Assign makes lit true and propagates to fixpoint. It returns false on
// conflict (including an earlier, unrestored one).
func (p *Propagator) Assign(lit int) bool {
	if p.conflict {
		return false
	}
	if !p.set(int32(lit)) {
		p.conflict = true
		return false
	}
	return p.propagate()
}

// set assigns l unless already assigned; false if l is false.
func (p *Propagator) set(l int32) bool {
	v, s := l, int8(1)
	if l < 0 {
		v, s = -l, -1
	}
	switch p.val[v] {
	case 0:
		p.val[v] = s
		p.trail = append(p.trail, l)
		return true
	case s:
		return true
	}
	return false
}

func (p *Propagator) litVal(l int32) int8 {
	if l < 0 {
		return -p.val[-l]
	}
	return p.val[l]
}

func (p *Propagator) propagate() bool {
	for p.qhead < len(p.trail) {
		t := p.trail[p.qhead]
		p.qhead++
		for _, o := range p.bin[li(t)] {
			if !p.set(o) {
				p.conflict = true
				return false
			}
		}
		f := -t // f just became false: visit the clauses watching it
		ws := p.watch[li(f)]
		j := 0
		for i := 0; i < len(ws); i++ {
			id := ws[i]
			c := p.cls[id]
			if c[0] == f {
				c[0], c[1] = c[1], c[0]
			}
			if p.litVal(c[0]) == 1 {
				ws[j] = id
				j++
				continue
			}
			moved := false
			for k := 2; k < len(c); k++ {
				if p.litVal(c[k]) != -1 {
					c[1], c[k] = c[k], c[1]
					p.watch[li(c[1])] = append(p.watch[li(c[1])], id)
					moved = true
					break
				}
			}
			if moved {
				continue
			}
			ws[j] = id
			j++
			if !p.set(c[0]) {
				j += copy(ws[j:], ws[i+1:])
				p.watch[li(f)] = ws[:j]
				p.conflict = true
				return false
			}
		}
		p.watch[li(f)] = ws[:j]
	}
	return true
}

// addRoot adds a clause at the root level (no decision on the trail) and
// propagates; used by CheckRUP for lemmas. Returns false on conflict.
func (p *Propagator) addRoot(cl []int) bool {
	if p.conflict {
		return false
	}
	// Put non-false literals first so the watches are valid under the
	// current root assignment.
	c := make([]int, 0, len(cl))
	var falses []int
	seen := make(map[int]bool, len(cl))
	for _, l := range cl {
		if seen[l] {
			continue
		}
		seen[l] = true
		switch p.litVal(int32(l)) {
		case 1:
			return true // already satisfied at the root: never propagates
		case 0:
			c = append(c, l)
		default:
			falses = append(falses, l)
		}
	}
	switch len(c) {
	case 0:
		p.conflict = true
		return false
	case 1:
		return p.Assign(c[0])
	}
	p.compile(append(c, falses...))
	return true
}

// Propagate runs unit propagation on cnf to fixpoint. assign[v] is 1, -1 or
// 0 for variable v (entry 0 unused); conflict reports a falsified clause,
// after which assign is only the partial assignment reached.
func Propagate(cnf *CNF) (assign []int8, conflict bool) {
	p := NewPropagator(cnf)
	return p.Assignment(), p.Conflict()
}

var propPools sync.Map // [2]int{n, kind} -> *sync.Pool of *Propagator

// propagatorFor returns a pooled propagator on Grid(n, kind); give it back
// with releasePropagator.
func propagatorFor(n int, kind Kind) *Propagator {
	key := [2]int{n, int(kind)}
	pool, ok := propPools.Load(key)
	if !ok {
		pool, _ = propPools.LoadOrStore(key, &sync.Pool{New: func() any { return NewPropagator(Grid(n, kind)) }})
	}
	return pool.(*sync.Pool).Get().(*Propagator)
}

func releasePropagator(n int, kind Kind, p *Propagator) {
	if pool, ok := propPools.Load([2]int{n, int(kind)}); ok {
		pool.(*sync.Pool).Put(p)
	}
}

// NewGridPropagator returns a propagator on the empty-grid encoding, to be
// loaded with a state by Load (and reused across states).
func NewGridPropagator(n int, kind Kind) *Propagator { return NewPropagator(Grid(n, kind)) }

// Load resets p and asserts the literals of s; false on conflict.
func (p *Propagator) Load(s State) bool {
	p.Reset()
	for _, l := range StateLits(s) {
		if !p.Assign(l) {
			return false
		}
	}
	return true
}

// State decodes p's assignment as a State of block size n: a cell with a
// true variable is decided; otherwise its candidates are the variables not
// false.
func (p *Propagator) State(n int) State {
	side := checkN(n)
	s := State{N: n, Values: make([]int, side*side), Cands: make([]uint32, side*side)}
	for cell := range s.Values {
		var mask uint32
		for d := 1; d <= side; d++ {
			switch p.val[Var(side, cell, d)] {
			case 1:
				s.Values[cell] = d
			case 0:
				mask |= 1 << (d - 1)
			}
		}
		if s.Values[cell] == 0 {
			s.Cands[cell] = mask
		}
	}
	return s
}

// UPClosure encodes s with kind, propagates, and decodes the result. On
// conflict it returns s unchanged (copied) and true.
func UPClosure(s State, kind Kind) (State, bool) {
	s.check()
	p := propagatorFor(s.N, kind)
	defer releasePropagator(s.N, kind, p)
	if !p.Load(s) {
		return s.Clone(), true
	}
	return p.State(s.N), false
}
