package verify

import (
	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic/exotic/impossible"
)

// PatternProof is the verdict of DecidePattern on one catalogue pattern
// with digits 1, 2, 3 in every cell.
type PatternProof struct {
	Pattern  *impossible.Pattern
	Possible bool
	Filling  []int // Possible: a filling, in Pattern.Cells order
	Lemmas   int   // impossible: size of the RUP-checked certificate
}

// ProvePatterns decides every pattern of ps with digits 1, 2, 3 (the
// images of a pattern by the grid's symmetries and any choice of three
// digits are the same problem up to renaming): an impossible answer
// carries an UNSAT certificate that CheckRUP has accepted. fn, when not
// nil, gets each proof as it is made.
func ProvePatterns(ps []*impossible.Pattern, fn func(PatternProof)) ([]PatternProof, error) {
	var out []PatternProof
	for _, p := range ps {
		pat := &encode.Pattern{Cells: p.Cells}
		for range p.Cells {
			pat.Allowed = append(pat.Allowed, 0b111)
		}
		v, err := encode.DecidePattern(pat)
		if err != nil {
			return out, err
		}
		pr := PatternProof{Pattern: p, Possible: v.Possible, Filling: v.Filling, Lemmas: len(v.Cert)}
		if fn != nil {
			fn(pr)
		}
		out = append(out, pr)
	}
	return out, nil
}
