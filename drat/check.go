package drat

import (
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"slices"
)

// Result counts what a successful check saw.
type Result struct {
	Lemmas    int // clauses added by the proof, the empty clause included
	RAT       int // lemmas accepted as RAT (not RUP)
	Deletions int
}

// Error is a rejected proof: the step (1-based, counting lemmas and
// deletions) and line of the proof where checking failed, and why.
type Error struct {
	Step, Line int
	Reason     string
}

func (e *Error) Error() string {
	if e.Step == 0 {
		return "proof rejected: " + e.Reason
	}
	return fmt.Sprintf("proof rejected at step %d (line %d): %s", e.Step, e.Line, e.Reason)
}

// clause is one clause of the database; its literals are
// db.lits[start:start+n], sorted and without duplicates; for a clause of two
// or more literals that is not a tautology, positions 0 and 1 are watched.
type clause struct {
	start, n int32
	dead     bool
	taut     bool
}

// db is the clause database (formula + lemmas − deletions) with a
// two-watched-literal propagator. Propagation always starts from the empty
// assignment, so watches never need repairing after a check.
type db struct {
	nv      int
	lits    []int32
	cls     []clause
	byKey   map[string][]int32 // sorted literals → ids of live copies; built at the first deletion
	watches [][]int32          // watches[li(x)]: clauses where x is watched
	units   []int32            // ids of unit clauses (dead ones dropped lazily)
	empty   int                // live empty clauses
	val     []int8             // val[v]: 1 true, -1 false, 0 unassigned
	trail   []int32
	key     []byte
	scratch []int32
}

func li(l int32) int32 {
	if l < 0 {
		return -2*l + 1
	}
	return 2 * l
}

func (d *db) grow(v int) {
	if v <= d.nv {
		return
	}
	d.nv = v
	for len(d.val) <= v {
		d.val = append(d.val, 0)
	}
	for len(d.watches) < 2*v+2 {
		d.watches = append(d.watches, nil)
	}
}

func (d *db) value(l int32) int8 {
	if l < 0 {
		return -d.val[-l]
	}
	return d.val[l]
}

// normalize sorts lits and removes duplicates into d.scratch; taut reports
// a clause holding both x and ¬x.
func (d *db) normalize(lits []int) (norm []int32, taut bool) {
	d.scratch = d.scratch[:0]
	for _, l := range lits {
		d.scratch = append(d.scratch, int32(l))
	}
	slices.Sort(d.scratch)
	d.scratch = slices.Compact(d.scratch)
	for i, l := range d.scratch {
		if l < 0 {
			if _, found := slices.BinarySearch(d.scratch[i+1:], -l); found {
				taut = true
			}
		}
	}
	return d.scratch, taut
}

// sorted returns the literals of a stored clause in sorted order (the
// watches reorder them).
func sorted(lits []int32) []int32 {
	out := slices.Clone(lits)
	slices.Sort(out)
	return out
}

func (d *db) keyOf(norm []int32) string {
	d.key = d.key[:0]
	for _, l := range norm {
		d.key = binary.AppendVarint(d.key, int64(l))
	}
	return string(d.key)
}

// add stores a clause (formula clause or lemma).
func (d *db) add(lits []int) {
	norm, taut := d.normalize(lits)
	for _, l := range norm {
		d.grow(int(max(l, -l)))
	}
	id := int32(len(d.cls))
	c := clause{start: int32(len(d.lits)), n: int32(len(norm)), taut: taut}
	d.lits = append(d.lits, norm...)
	d.cls = append(d.cls, c)
	if d.byKey != nil {
		k := d.keyOf(norm)
		d.byKey[k] = append(d.byKey[k], id)
	}
	switch {
	case taut:
	case c.n == 0:
		d.empty++
	case c.n == 1:
		d.units = append(d.units, id)
	default:
		cl := d.lits[c.start : c.start+c.n]
		d.watches[li(cl[0])] = append(d.watches[li(cl[0])], id)
		d.watches[li(cl[1])] = append(d.watches[li(cl[1])], id)
	}
}

// remove deletes one live copy of the clause; false if there is none.
func (d *db) remove(lits []int) bool {
	if d.byKey == nil { // proofs without deletions never pay for the index
		d.byKey = map[string][]int32{}
		for id, c := range d.cls {
			if !c.dead {
				k := d.keyOf(sorted(d.lits[c.start : c.start+c.n]))
				d.byKey[k] = append(d.byKey[k], int32(id))
			}
		}
	}
	norm, _ := d.normalize(lits)
	k := d.keyOf(norm)
	ids := d.byKey[k]
	if len(ids) == 0 {
		return false
	}
	id := ids[len(ids)-1]
	if len(ids) == 1 {
		delete(d.byKey, k)
	} else {
		d.byKey[k] = ids[:len(ids)-1]
	}
	c := &d.cls[id]
	c.dead = true
	if c.n == 0 && !c.taut {
		d.empty--
	}
	return true // watches and d.units drop dead clauses lazily
}

func (d *db) assign(l int32) {
	if l < 0 {
		d.val[-l] = -1
	} else {
		d.val[l] = 1
	}
	d.trail = append(d.trail, l)
}

func (d *db) reset() {
	for _, l := range d.trail {
		d.val[max(l, -l)] = 0
	}
	d.trail = d.trail[:0]
}

// implies reports whether the database and the literals of a (all set
// true) propagate to a conflict: the clause made of their negations is
// RUP. The assignment is left in place until the next reset.
func (d *db) implies(a []int32) bool {
	d.reset()
	if d.empty > 0 {
		return true
	}
	live := d.units[:0]
	conflict := false
	for _, id := range d.units {
		c := d.cls[id]
		if c.dead {
			continue
		}
		live = append(live, id)
		if !conflict && !d.set(d.lits[c.start]) {
			conflict = true
		}
	}
	d.units = live
	if conflict {
		return true
	}
	for _, l := range a {
		if !d.set(l) {
			return true
		}
	}
	return d.propagate()
}

// set makes l true unless it is false already (false: a conflict).
func (d *db) set(l int32) bool {
	switch d.value(l) {
	case 1:
		return true
	case -1:
		return false
	}
	d.assign(l)
	return true
}

// propagate runs unit propagation from the trail; true on a conflict.
func (d *db) propagate() bool {
	for q := 0; q < len(d.trail); q++ {
		f := -d.trail[q] // just became false
		ws := d.watches[li(f)]
		j := 0
		for i := 0; i < len(ws); i++ {
			id := ws[i]
			c := d.cls[id]
			if c.dead {
				continue
			}
			cl := d.lits[c.start : c.start+c.n]
			if cl[0] == f {
				cl[0], cl[1] = cl[1], cl[0]
			}
			if d.value(cl[0]) == 1 {
				ws[j] = id
				j++
				continue
			}
			moved := false
			for k := 2; k < len(cl); k++ {
				if d.value(cl[k]) != -1 {
					cl[1], cl[k] = cl[k], cl[1]
					d.watches[li(cl[1])] = append(d.watches[li(cl[1])], id)
					moved = true
					break
				}
			}
			if moved {
				continue
			}
			ws[j] = id
			j++
			if d.value(cl[0]) == -1 {
				j += copy(ws[j:], ws[i+1:])
				d.watches[li(f)] = ws[:j]
				return true
			}
			d.assign(cl[0])
		}
		d.watches[li(f)] = ws[:j]
	}
	return false
}

// rup reports whether the clause lits is RUP in the database.
func (d *db) rup(lits []int32) bool {
	neg := make([]int32, len(lits))
	for i, l := range lits {
		neg[i] = -l
	}
	return d.implies(neg)
}

// rat reports whether lemma is RAT on pivot p: every resolvent with a live
// clause containing ¬p is a tautology or RUP.
func (d *db) rat(lemma []int32, p int32) bool {
	res := make([]int32, 0, 2*len(lemma))
	for id := range d.cls {
		c := d.cls[id]
		if c.dead {
			continue
		}
		cl := d.lits[c.start : c.start+c.n]
		if !slices.Contains(cl, -p) {
			continue
		}
		res = append(res[:0], lemma...)
		taut := false
		for _, l := range cl {
			if l == -p {
				continue
			}
			if slices.Contains(lemma, -l) {
				taut = true
				break
			}
			res = append(res, l)
		}
		if !taut && !d.rup(res) {
			return false
		}
	}
	return true
}

// Check checks proof, a textual DRAT proof, against f; it returns an *Error
// when the proof is rejected (a read error is returned as is).
func Check(f *Formula, proof io.Reader) (Result, error) {
	var res Result
	if f.NumVars < 0 || f.NumVars > MaxVar {
		return res, &Error{Reason: fmt.Sprintf("%d variables", f.NumVars)}
	}
	d := &db{}
	d.grow(f.NumVars)
	size := 0
	for _, cl := range f.Clauses {
		size += len(cl)
	}
	d.lits = make([]int32, 0, size)
	d.cls = make([]clause, 0, len(f.Clauses))
	for _, cl := range f.Clauses {
		for _, l := range cl {
			if l == 0 || abs(l) > f.NumVars {
				return res, &Error{Reason: fmt.Sprintf("formula literal %d outside 1..%d", l, f.NumVars)}
			}
		}
		d.add(cl)
	}
	pr := &proofReader{s: newScanner(proof)}
	var buf []int
	for n := 1; ; n++ {
		st, err := pr.next(buf)
		if err == io.EOF {
			return res, &Error{Reason: "no empty clause: the proof does not derive unsatisfiability"}
		}
		if err != nil {
			return res, &Error{Step: n, Line: pr.s.line, Reason: err.Error()}
		}
		buf = st.lits
		for _, l := range st.lits {
			d.grow(abs(l)) // lemmas may name new variables (extended resolution)
		}
		reject := func(format string, a ...any) (Result, error) {
			return res, &Error{Step: n, Line: st.line, Reason: fmt.Sprintf(format, a...)}
		}
		if st.del {
			if !d.remove(st.lits) {
				return reject("deletes %v, which is not in the database", st.lits)
			}
			res.Deletions++
			continue
		}
		norm, taut := d.normalize(st.lits)
		lemma := slices.Clone(norm)
		res.Lemmas++
		switch {
		case taut:
		case d.rup(lemma):
		case len(st.lits) > 0 && d.rat(lemma, int32(st.lits[0])):
			res.RAT++
		case len(st.lits) == 0:
			return reject("the empty clause is not RUP")
		default:
			return reject("lemma %v is neither RUP nor RAT on %d", st.lits, st.lits[0])
		}
		if len(st.lits) == 0 {
			for { // the rest must still be a proof, though it is not checked
				if _, err := pr.next(buf); err == io.EOF {
					return res, nil
				} else if err != nil {
					return res, &Error{Step: n + 1, Line: pr.s.line, Reason: err.Error()}
				}
				n++
			}
		}
		d.add(st.lits)
	}
}

// CheckFiles reads a DIMACS formula and a textual DRAT proof from files and
// checks the proof.
func CheckFiles(cnfPath, proofPath string) (Result, error) {
	cf, err := os.Open(cnfPath)
	if err != nil {
		return Result{}, err
	}
	defer cf.Close()
	f, err := ReadDIMACS(cf)
	if err != nil {
		return Result{}, fmt.Errorf("%s: %w", cnfPath, err)
	}
	pf, err := os.Open(proofPath)
	if err != nil {
		return Result{}, err
	}
	defer pf.Close()
	return Check(f, pf)
}
