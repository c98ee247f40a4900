package logic

// TypedChainRule is the typed (2D) form of a chain rule (docs/chains.md
// §2.6 for the untyped rules): every cell of the chain is a CSP variable
// of one and the same type — all rc, all rn, all cn or all bn — so that
// the whole chain lives in one 2D space of the grid. It is printed with
// the type, as SudoRules prints its typed chains: biv-chain-rc[3],
// z-chain-cn[4], t-whip-bn[5], whip-rn[3]. A typed chain is a chain of
// its kind, so it is checked by the same pattern checker.
type TypedChainRule struct{ Kind ChainKind }

func (r TypedChainRule) Name() string { return "typed-" + r.Kind.String() }

// Rank puts a typed rule just before its untyped form, as SudoRules' levels
// TyBC, TyZ, TytW, TyW come before BC, Z, tW, W.
func (r TypedChainRule) Rank() int {
	switch r.Kind {
	case KindBivChain:
		return RankBivChain - 1
	case KindZChain:
		return RankZChain - 1
	case KindTWhip:
		return RankTWhip - 1
	}
	return RankWhip - 1
}

func (r TypedChainRule) HasLevel(k int) bool { return k >= 2 }

// Find searches the typed chains of length k. Every typed chain is a whip,
// so the round's whip[k] search bounds it as for the untyped rules: no
// whip[k], no typed chain; and no target below the lowest whip target.
func (r TypedChainRule) Find(sc *Scratch, s *State, k int) (Step, bool) {
	_, z, ok := sc.whipAt(s, k)
	if !ok {
		return Step{}, false
	}
	sc.typed = true
	step, _, ok := sc.searchChain(s, r.Kind, k, z)
	sc.typed = false
	if !ok {
		return Step{}, false
	}
	if p, isChain := step.Detail.(*ChainPattern); isChain && len(p.Cells) > 0 {
		kind, _, _ := s.G.VarKind(p.Cells[0].Var)
		step.Rule += "-" + [...]string{"rc", "rn", "cn", "bn"}[kind]
	}
	return step, true
}

// FamilyTyped returns a typed chain family, with whip[1]: TyBC (typed
// bivalue chains), TyZC (typed z-chains, with typed bivalue chains), TyTW
// (typed t-whips, with typed bivalue chains) or TyW (typed whips).
func FamilyTyped(name string) Family {
	t := func(k ChainKind) Rule { return TypedChainRule{Kind: k} }
	rules := map[string][]Rule{
		"TyBC": {t(KindBivChain)},
		"TyZC": {t(KindBivChain), t(KindZChain)},
		"TyTW": {t(KindBivChain), t(KindTWhip)},
		"TyW":  {t(KindWhip)},
	}[name]
	return Family{Name: name, Rules: append([]Rule{Whip1Rule{}}, rules...)}
}
