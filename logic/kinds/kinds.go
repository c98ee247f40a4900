package kinds

// The kinds of step, declared once, in the order the documentation lists
// them. A new kind is one more line here, then its four parts (doc.go).
var (
	// Singles: BRT's naked and hidden singles, one per step, or a run of
	// them folded into one "singles ==> …" line (docs/model.md).
	Singles = Declare("singles", SudoRules, "naked and hidden singles (BRT)",
		"naked-single", "hidden-single-in-a-{row|column|block}", "singles", "single")

	// Chains (docs/chains.md): one kind per chain rule, typed forms
	// (every cell in one type of CSP variable) included. whip[1] is a whip
	// of length 1, however its family names it.
	Whip = Declare("whip", SudoRules, "whips, whip[1] included (docs/chains.md §2.2)",
		"whip", "whip-{rc|rn|cn|bn}")
	Braid = Declare("braid", SudoRules, "braids (docs/chains.md §2.3)",
		"braid")
	GWhip = Declare("g-whip", SudoRules, "g-whips (docs/chains.md §2.4)",
		"g-whip", "gwhip")
	GBraid = Declare("g-braid", SudoRules, "g-braids (docs/chains.md §2.4)",
		"g-braid", "gbraid")
	BivChain = Declare("biv-chain", SudoRules, "bivalue chains (docs/chains.md §2.6)",
		"biv-chain", "bivalue-chain", "biv-chain-{rc|rn|cn|bn}")
	ZChain = Declare("z-chain", SudoRules, "z-chains (docs/chains.md §2.6)",
		"z-chain", "z-chain-{rc|rn|cn|bn}")
	TWhip = Declare("t-whip", SudoRules, "t-whips (docs/chains.md §2.6)",
		"t-whip", "t-whip-{rc|rn|cn|bn}")

	// Subsets and fish (docs/subsets-fish.md).
	NakedSubset = Declare("naked-subset", SudoRules, "naked pairs, triplets, quads (docs/subsets-fish.md §3.1)",
		"naked-{pairs|triplets|quads}-in-a-{row|column|block}")
	HiddenSubset = Declare("hidden-subset", SudoRules, "hidden pairs, triplets, quads (docs/subsets-fish.md §3.1)",
		"hidden-{pairs|triplets|quads}-in-a-{row|column|block}")
	Fish = Declare("fish", SudoRules, "x-wings, swordfish, jellyfish (docs/subsets-fish.md §3.2)",
		"{x-wing|swordfish|jellyfish}-in-{rows|columns}")
	FinnedFish = Declare("finned-fish", SudoRules, "finned x-wings, swordfish, jellyfish (docs/subsets-fish.md §3.4)",
		"finned-{x-wing|swordfish|jellyfish}-in-{rows|columns}")

	// General logic (docs/general-logic.md) and fishy cycles
	// (docs/fishy-cycles.md).
	GL = Declare("gl", SudoRules, "general logic of rank k, bases / covers (docs/general-logic.md §6.3)",
		"gl")
	FishyCycle = Declare("fishy-cycle", SudoRules, "fishy cycles with their GL certificate (docs/fishy-cycles.md §7.4)",
		"fishy-cycle")

	// Tridagons, OR_k relations and OR_k chains (docs/tridagons.md). The
	// relation's name ({name}: Trid) says which impossible pattern it
	// comes from.
	Tridagon = Declare("tridagon", SudoRules, "tridagon elimination (docs/tridagons.md §12.3)",
		"tridagon")
	ORRelation = Declare("or1-relation", SudoRules, "the last candidate of an OR relation asserted (docs/tridagons.md §12.3)",
		"{name}-OR1-relation")
	ORSplit = Declare("or-split", SudoRules, "an OR relation split by a c-chain (docs/tridagons.md §12.3)",
		"{name}-OR-split")
	ORWhip = Declare("or-whip", SudoRules, "OR_k-whips and OR_k-gwhips (docs/tridagons.md §12.4)",
		"{name}-OR{k}-whip", "{name}-OR{k}-gwhip")
	ORContradWhip = Declare("or-contrad-whip", SudoRules, "OR_k-contrad-whips and their g-form (docs/tridagons.md §12.4)",
		"{name}-OR{k}-contrad-whip", "{name}-OR{k}-contrad-gwhip")
	ORForcingWhip = Declare("or-forcing-whip", SudoRules, "OR_k-forcing-whips and their g-form (docs/tridagons.md §12.4)",
		"{name}-OR{k}-forcing-whip", "{name}-OR{k}-forcing-gwhip")

	// Sudoku Explainer's hints (docs/ser.md §14.9), one kind per family of
	// SE rules (logic/ser/sernote.Kind), printed in SE's notation: the
	// head line and the structure on continuation lines.
	SEHiddenSingle = Declare("se-hidden-single", SE, "SE Hidden Single",
		"Hidden Single")
	SEDirectLocking = Declare("se-direct-locking", SE, "SE Direct Pointing and Direct Claiming",
		"Direct {Pointing|Claiming}")
	SEDirectHidden = Declare("se-direct-hidden-subset", SE, "SE Direct Hidden Pair and Triplet",
		"Direct Hidden {Pair|Triplet}")
	SENakedSingle = Declare("se-naked-single", SE, "SE Naked Single",
		"Naked Single")
	SELocking = Declare("se-locking", SE, "SE Pointing and Claiming",
		"{Pointing|Claiming}")
	SENakedSubset = Declare("se-naked-subset", SE, "SE Naked Pair, Triplet, Quad",
		"Naked {Pair|Triplet|Quad}")
	SEHiddenSubset = Declare("se-hidden-subset", SE, "SE Hidden Pair, Triplet, Quad",
		"Hidden {Pair|Triplet|Quad}")
	SEFish = Declare("se-fish", SE, "SE X-Wing, Swordfish, Jellyfish",
		"{X-Wing|Swordfish|Jellyfish}")
	SEXYWing = Declare("se-xy-wing", SE, "SE XY-Wing",
		"XY-Wing")
	SEXYZWing = Declare("se-xyz-wing", SE, "SE XYZ-Wing",
		"XYZ-Wing")
	SEUniqueLoop = Declare("se-unique-loop", SE, "SE Unique Rectangle and Unique Loop, types 1-4 (uniqueness)",
		"Unique Rectangle {text}", "Unique Loop {text}")
	SEBUG = Declare("se-bug", SE, "SE BUG, types 1-4 (uniqueness)",
		"BUG type {k}")
	SEAlignedExclusion = Declare("se-aligned-exclusion", SE, "SE Aligned Pair and Triplet Exclusion",
		"Aligned {Pair|Triplet} Exclusion")
	SECycle = Declare("se-cycle", SE, "SE Bidirectional (X-, Y-) Cycles and Generalized X-Wing",
		"Bidirectional {X-Cycle|Y-Cycle|Cycle}", "Generalized X-Wing")
	SEForcingChain = Declare("se-forcing-chain", SE, "SE Forcing (X-, Y-) Chains and Turbot Fish",
		"Forcing {X-Chain|Y-Chain|Chain}", "Turbot Fish")
	SEMultipleChains = Declare("se-multiple-chains", SE, "SE Nishio, cell, region, contradiction and double forcing chains, dynamic and nested",
		"Nishio Forcing Chains", "{Cell|Region} Forcing Chains", "Dynamic {Cell|Region|Contradiction|Double} Forcing Chains",
		"Dynamic {Cell|Region|Contradiction|Double} Forcing Chains ({text})")
)
