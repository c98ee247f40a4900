package exotic

import (
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/exotic/impossible"
)

// The Trid-OR5W and Trid-OR5gW theories (docs/tridagons.md): SFin + W +
// the tridagon rule and OR_k chains (k ≤ 5) on its relations, and the same
// with g-whips. Their level is the smallest maximal length n with which
// the theory solves the puzzle; TridMaxLevel is the bound of the reference
// classification (99 beyond it).

func init() {
	const group = "impossible patterns"
	logic.RegisterFamily("Trid-OR5W", 60, group, FamilyTridOR5W)
	logic.RegisterFamily("Trid-OR5gW", 61, group, FamilyTridOR5gW)
	logic.RegisterFamily("Trid-OR5FW", 62, group, FamilyTridOR5FW)
	logic.RegisterFamily("Trid-OR5FgW", 63, group, FamilyTridOR5FgW)
	for i, set := range PatternSets {
		logic.RegisterFamily(set+"-OR5W", 64+i, group, func() logic.Family { return FamilyPatternsOR5W(set) })
	}
}

// PatternSets are the named sets of eleven's patterns with a reference
// classification: (Trid+Select1)-OR5W, (Trid+Select2)-OR5W and
// (Trid+Imp630)-OR5W (docs/tridagons.md §12.11).
var PatternSets = []string{"Select1", "Select2", "Imp630"}

// FamilyPatternsOR5W is SFin + W + (Trid+set)-OR5W: Trid-OR5W and the
// impossible-pattern rule with the patterns of the named set
// (impossible.Set), tried at level 3 after the subsets and finned fish of
// size 3 (the tridagon comes before them, as in Trid-OR5W;
// docs/tridagons.md §12.11). It panics on an unknown set.
func FamilyPatternsOR5W(set string) logic.Family {
	ps, err := impossible.Set(set)
	if err != nil {
		panic(err)
	}
	f := logic.FamilySFinW().With(set+"-OR5W", PatternRule{Tridagon: true, MaxK: 5}, PatternRule{Patterns: ps, AfterFish: true, MaxK: 5}, ORChainRule{MaxK: 5})
	f.MaxLevel = TridMaxLevel
	return f
}

// TridMaxLevel is the largest level of the Trid-OR5W classification.
const TridMaxLevel = 8

// TridNotSolved is the level TridLevel returns when the theory with
// TridMaxLevel does not solve the puzzle: 99, as Berthier's classification
// files write it (the rate columns write ">8", docs/tridagons.md §12.5).
const TridNotSolved = 99

// FamilyTridOR5W is SFin + W + Trid-OR5W.
func FamilyTridOR5W() logic.Family {
	f := logic.FamilySFinW().With("Trid-OR5W", PatternRule{Tridagon: true, MaxK: 5}, ORChainRule{MaxK: 5})
	f.MaxLevel = TridMaxLevel
	return f
}

// FamilyTridOR5gW is SFin + gW + Trid-OR5gW: the g-versions of the OR_k
// chains (tried after g-whips of the same length) besides the others.
func FamilyTridOR5gW() logic.Family {
	f := logic.FamilySFinW().With("Trid-OR5gW", logic.GWhipRule{}, PatternRule{Tridagon: true, MaxK: 5, G: true}, ORChainRule{MaxK: 5}, ORChainRule{MaxK: 5, G: true})
	f.MaxLevel = TridMaxLevel
	return f
}

// FamilyTridOR5FW is Trid-OR5W with OR_k-forcing-whips too (tried before
// the OR_k-whips of the same length). Not a reference rating: a family for
// research (docs/tridagons.md §12.5).
func FamilyTridOR5FW() logic.Family {
	f := logic.FamilySFinW().With("Trid-OR5FW", PatternRule{Tridagon: true, MaxK: 5, Forcing: true}, ORChainRule{MaxK: 5, Forcing: true})
	f.MaxLevel = TridMaxLevel
	return f
}

// FamilyTridOR5FgW is Trid-OR5gW with OR_k-forcing-whips and
// OR_k-forcing-gwhips too (each before the OR_k-whips, resp. gwhips, of
// the same length). Not a reference rating (docs/tridagons.md §12.5).
func FamilyTridOR5FgW() logic.Family {
	f := logic.FamilySFinW().With("Trid-OR5FgW", logic.GWhipRule{}, PatternRule{Tridagon: true, MaxK: 5, G: true, Forcing: true}, ORChainRule{MaxK: 5, Forcing: true}, ORChainRule{MaxK: 5, G: true, Forcing: true})
	f.MaxLevel = TridMaxLevel
	return f
}

// TridLevel rates a valid puzzle's state with family f (FamilyTridOR5W):
// its level, or TridNotSolved.
func TridLevel(s *logic.State, f logic.Family) (int, error) {
	r, err := logic.RateState(s, f, TridMaxLevel)
	if err != nil {
		return 0, err
	}
	if r.NotSolved {
		return TridNotSolved, nil
	}
	return r.Value, nil
}
