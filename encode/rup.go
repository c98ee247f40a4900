package encode

import "fmt"

// CheckRUP checks a RUP/DRUP certificate: every lemma must follow from the
// clauses and the earlier lemmas by unit propagation (asserting its negation
// yields a conflict), and the empty clause must be derived. Deletions can be
// ignored for soundness (they only weaken the database), so callers drop
// them. The empty clause must appear explicitly, even when an earlier
// lemma already makes propagation conflict. The checker is our own
// propagator, not gophersat.
func CheckRUP(clauses [][]int, proof [][]int) error {
	nv := 0
	for _, set := range [][][]int{clauses, proof} {
		for _, cl := range set {
			for _, l := range cl {
				if l == 0 {
					return fmt.Errorf("literal 0 inside a clause")
				}
				if l < 0 {
					l = -l
				}
				nv = max(nv, l)
			}
		}
	}
	p := NewPropagator(&CNF{NumVars: nv, Clauses: clauses})
	for i, lemma := range proof {
		if p.Conflict() { // refuted at the root: every lemma is RUP now
			if len(lemma) == 0 {
				return nil
			}
			continue
		}
		root := p.Snapshot()
		ok := true
		for _, l := range lemma {
			if !p.Assign(-l) {
				ok = false
				break
			}
		}
		p.Restore(root)
		if ok {
			return fmt.Errorf("lemma %d %v is not RUP", i, lemma)
		}
		if len(lemma) == 0 {
			return nil
		}
		p.addRoot(lemma)
	}
	return fmt.Errorf("certificate does not derive the empty clause")
}
