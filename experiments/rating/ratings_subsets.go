package rating

import "github.com/sudolab/sudolab/logic"

// The ratings with subsets (docs/ratings.md §4.1): S+W, S+gW, SFin+W.
func init() {
	for i, name := range []string{"S+W", "S+gW", "SFin+W"} {
		fam, err := logic.FamilyNamed(name)
		if err != nil {
			panic(err)
		}
		Register(&Column{Name: name, Order: 14 + i, Group: "chains", Compute: chainColumn(name, fam)})
	}
}
