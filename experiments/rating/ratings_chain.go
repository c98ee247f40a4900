package rating

import (
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/te"
)

// The chain ratings W, B, gW, gB (docs/ratings.md). A puzzle not solved within
// the maximal length prints ">N". With Options.Verify every step is
// re-validated by the pattern checker and every elimination proven by SAT.
func init() {
	for i, name := range []string{"W", "B", "gW", "gB"} {
		fam, err := logic.FamilyByName(name)
		if err != nil {
			panic(err)
		}
		Register(&Column{Name: name, Order: 10 + i, Group: "chains", Compute: chainColumn(name, fam)})
	}
	// The chain families of the nrc/nrcz/nrct tables: bivalue chains,
	// z-chains, t-whips (each with whip[1]); W is nrczt. Ty…: their typed
	// (2D) forms, every chain inside one type of variable (logic.FamilyTyped).
	for i, name := range []string{"BC", "ZC", "TW", "TyBC", "TyZC", "TyTW", "TyW"} {
		fam, err := logic.FamilyByName(name)
		if err != nil {
			panic(err)
		}
		Register(&Column{Name: name, Order: 50 + i, Group: "chain families", Compute: chainColumn(name, fam)})
	}
}

func chainColumn(name string, fam logic.Family) func(*Puzzle, Options) (string, error) {
	return func(p *Puzzle, opt Options) (_ string, err error) {
		s, sol := p.State(), p.Solution
		st := logic.NewStrategy(fam, opt.MaxLength)
		// the run reports a timeout or memory (computeColumn); the search
		// itself stops too instead of finishing in the background
		ctx, cancel := opt.searchContext()
		defer cancel()
		st.Ctx = ctx
		if te.Beyond(s, fam, sol) {
			return logic.Rating{NotSolved: true, MaxLen: st.MaxLen}.String(), nil
		}
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
		res, err := st.Run(s)
		if err != nil {
			return "", searchErr(err)
		}
		if res.Status == logic.Contradiction {
			return "", logic.ErrContradiction
		}
		r := logic.Rating{Value: res.Rating, NotSolved: res.Status != logic.Solved, MaxLen: st.MaxLen}
		return r.String(), nil
	}
}
