package sernote

import (
	"strconv"
	"strings"
)

// Kind is the family of a rule, which decides how its hint is printed,
// read and checked.
type Kind int

// The kinds, in SE's order of rules (docs/ser.md §14.2).
const (
	Unknown          Kind = iota
	HiddenSingle          // Hidden Single
	DirectLocking         // Direct Pointing, Direct Claiming
	DirectHidden          // Direct Hidden Pair, Direct Hidden Triplet
	NakedSingle           // Naked Single
	Locking               // Pointing, Claiming
	NakedSubset           // Naked Pair, Triplet, Quad
	HiddenSubset          // Hidden Pair, Triplet, Quad
	Fish                  // X-Wing, Swordfish, Jellyfish
	XYWing                // XY-Wing
	XYZWing               // XYZ-Wing
	UniqueLoop            // Unique Rectangle / Loop types 1-4
	BUG                   // BUG types 1-4
	AlignedExclusion      // Aligned Pair / Triplet Exclusion
	Cycle                 // Bidirectional (X-, Y-) Cycle, Generalized X-Wing
	ForcingChain          // Forcing (X-, Y-) Chain, Turbot Fish: one assumption, static
	MultipleChains        // Nishio, cell, region, contradiction and double forcing chains, dynamic and nested
)

var kindNames = [...]string{"unknown", "hidden single", "direct locking", "direct hidden subset", "naked single",
	"locking", "naked subset", "hidden subset", "fish", "XY-Wing", "XYZ-Wing", "unique loop", "BUG",
	"aligned exclusion", "cycle", "forcing chain", "multiple forcing chains"}

func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return "kind?"
	}
	return kindNames[k]
}

// Kinds lists every kind but Unknown.
func Kinds() []Kind {
	var ks []Kind
	for k := HiddenSingle; k <= MultipleChains; k++ {
		ks = append(ks, k)
	}
	return ks
}

// KindOf is the kind of a rule name as logic/ser prints it.
func KindOf(rule string) Kind {
	switch rule {
	case "Hidden Single":
		return HiddenSingle
	case "Direct Pointing", "Direct Claiming":
		return DirectLocking
	case "Direct Hidden Pair", "Direct Hidden Triplet":
		return DirectHidden
	case "Naked Single":
		return NakedSingle
	case "Pointing", "Claiming":
		return Locking
	case "Naked Pair", "Naked Triplet", "Naked Quad":
		return NakedSubset
	case "Hidden Pair", "Hidden Triplet", "Hidden Quad":
		return HiddenSubset
	case "X-Wing", "Swordfish", "Jellyfish":
		return Fish
	case "XY-Wing":
		return XYWing
	case "XYZ-Wing":
		return XYZWing
	case "Aligned Pair Exclusion", "Aligned Triplet Exclusion":
		return AlignedExclusion
	case "Bidirectional X-Cycle", "Bidirectional Y-Cycle", "Bidirectional Cycle", "Generalized X-Wing":
		return Cycle
	case "Forcing X-Chain", "Forcing Y-Chain", "Forcing Chain", "Turbot Fish":
		return ForcingChain
	}
	switch {
	case strings.HasPrefix(rule, "Unique Rectangle ") || strings.HasPrefix(rule, "Unique Loop "):
		return UniqueLoop
	case strings.HasPrefix(rule, "BUG type "):
		return BUG
	}
	if _, ok := ParseChainsName(rule); ok {
		return MultipleChains
	}
	return Unknown
}

// ChainsName is the name of a multiple-chains rule taken apart.
type ChainsName struct {
	Nishio  bool   // "Nishio Forcing Chains"
	Dynamic bool   // "Dynamic …" (levels 1-5 are dynamic too)
	Form    string // "Cell Forcing", "Region Forcing", "Contradiction Forcing", "Double Forcing", "Forcing" (Nishio)
	Level   int    // 0 plain, 1 "(+)", 2-5 nested
}

// ChainSuffix is the suffix of the rule names of multiple forcing chains
// of a nesting level: "" (0), " (+)" (1), " (+ Forcing Chains)" (2), …
func ChainSuffix(level int) string {
	switch {
	case level == 1:
		return " (+)"
	case level == 2:
		return " (+ Forcing Chains)"
	case level == 3:
		return " (+ Multiple Forcing Chains)"
	case level == 4:
		return " (+ Dynamic Forcing Chains)"
	case level >= 5:
		return " (+ Dynamic Forcing Chains" + ChainSuffix(level-3) + ")"
	}
	return ""
}

// String is the rule name.
func (n ChainsName) String() string {
	prefix := ""
	switch {
	case n.Nishio:
		prefix = "Nishio "
	case n.Dynamic:
		prefix = "Dynamic "
	}
	return prefix + n.Form + " Chains" + ChainSuffix(n.Level)
}

// ParseChainsName reads the name of a multiple-chains rule.
func ParseChainsName(rule string) (ChainsName, bool) {
	var n ChainsName
	rest := rule
	switch {
	case strings.HasPrefix(rest, "Nishio "):
		n.Nishio, rest = true, rest[len("Nishio "):]
	case strings.HasPrefix(rest, "Dynamic "):
		n.Dynamic, rest = true, rest[len("Dynamic "):]
	}
	form, suffix, ok := strings.Cut(rest, " Chains")
	if !ok {
		return n, false
	}
	n.Form = form
	for lvl := 0; lvl <= 5; lvl++ {
		if ChainSuffix(lvl) == suffix {
			n.Level = lvl
			return n, n.String() == rule && n.valid()
		}
	}
	return n, false
}

// valid: the forms each producer has (docs/ser.md §14.4).
func (n ChainsName) valid() bool {
	switch {
	case n.Nishio:
		return n.Form == "Forcing" && n.Level == 0
	case n.Level > 0 && !n.Dynamic:
		return false
	case n.Dynamic:
		return n.Form == "Cell Forcing" || n.Form == "Region Forcing" || n.Form == "Contradiction Forcing" || n.Form == "Double Forcing"
	}
	return n.Form == "Cell Forcing" || n.Form == "Region Forcing"
}

// SubsetName names a subset of n cells in the names of unique loops of
// type 3: "pair", "triplet", "quad", "5-set".
func SubsetName(n int) string {
	switch n {
	case 1:
		return "single"
	case 2:
		return "pair"
	case 3:
		return "triplet"
	case 4:
		return "quad"
	}
	return strconv.Itoa(n) + "-set"
}
