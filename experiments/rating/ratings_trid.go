package rating

import (
	"strconv"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/exotic"
)

// The Trid-OR5W rating (docs/tridagons.md): SFin + W + the tridagon rule
// and OR_k-whips / contrad-whips (k ≤ 5); the level, or ">8" (censored,
// as every rating writes a bound exceeded; Berthier's classification files
// write 99, which stats reads as ">8") when the theory with chains of
// length ≤ 8 does not solve the puzzle. Trid-OR5gW: the same with g-whips and the
// g-versions of the OR_k chains.
func init() {
	Register(&Column{Name: "Trid-OR5W", Order: 60, Group: "impossible patterns", Compute: tridColumn("Trid-OR5W", exotic.FamilyTridOR5W)})
	Register(&Column{Name: "Trid-OR5gW", Order: 61, Group: "impossible patterns", Compute: tridColumn("Trid-OR5gW", exotic.FamilyTridOR5gW)})
	// (Trid+Select1)-OR5W, (Trid+Select2)-OR5W, (Trid+Imp630)-OR5W: the
	// tridagon and a set of eleven's impossible patterns (docs/tridagons.md
	// §12.11), with Trid-OR5W's conventions.
	for i, set := range exotic.PatternSets {
		Register(&Column{Name: set + "-OR5W", Order: 62 + i, Group: "impossible patterns", Compute: tridColumn(set+"-OR5W", func() logic.Family { return exotic.FamilyPatternsOR5W(set) })})
	}
}

func tridColumn(name string, fam func() logic.Family) func(*Puzzle, Options) (string, error) {
	return func(p *Puzzle, opt Options) (_ string, err error) {
		s := p.State()
		st := logic.NewStrategy(fam(), exotic.TridMaxLevel)
		hook, closeProofs, err := opt.stepHook(p, name)
		if err != nil {
			return "", err
		}
		defer func() {
			if e := closeProofs(); err == nil {
				err = e
			}
		}()
		st.OnStep = hook
		ctx, cancel := opt.searchContext()
		defer cancel()
		st.Ctx = ctx
		res, err := st.Run(s)
		if err != nil {
			return "", searchErr(err)
		}
		switch res.Status {
		case logic.Contradiction:
			return "", logic.ErrContradiction
		case logic.Solved:
			return strconv.Itoa(res.Rating), nil
		}
		return bound(exotic.TridMaxLevel, false), nil
	}
}
