package rating

import (
	"github.com/sudolab/sudolab/logic/exotic"
	"github.com/sudolab/sudolab/logic/ser"
)

// SER after the anti-pattern rules (Berthier's request, docs/tridagons.md
// §12.12): SER-Trid, SER-Select1, SER-Select2 and SER-Imp630 are the SER
// (uniqueness rules on, as the SER column) of the pencil-mark state right
// after the last impossible-pattern step of the puzzle's Trid-OR5W,
// resp. set-OR5W, path (exotic.AfterLastPattern): the initial state when
// the path has none. With --verify every step of the path up to that
// state and every SER hint after it are checked.
func init() {
	for i, set := range append([]string{"Trid"}, exotic.PatternSets...) {
		Register(&Column{Name: "SER-" + set, Order: 65 + i, Group: "impossible patterns", Compute: serAfterColumn(set)})
	}
}

func serAfterColumn(set string) func(*Puzzle, Options) (string, error) {
	name := "SER-" + set
	return func(p *Puzzle, opt Options) (_ string, err error) {
		stepHook, serHook, closeProofs, err := opt.hooks(p, name)
		if err != nil {
			return "", err
		}
		defer func() {
			if e := closeProofs(); err == nil {
				err = e
			}
		}()
		fam := exotic.FamilyTridOR5W()
		if set != "Trid" {
			fam = exotic.FamilyPatternsOR5W(set)
		}
		ctx, cancel := opt.searchContext()
		defer cancel()
		after, err := exotic.AfterLastPattern(ctx, p.State(), fam, stepHook)
		if err != nil {
			return "", searchErr(err)
		}
		r, err := ser.Rate(ctx, after.State.Grid(), ser.Options{Uniqueness: true, OnStep: serHook})
		if err != nil {
			return "", searchErr(err)
		}
		return ser.String(r.ER), nil
	}
}
