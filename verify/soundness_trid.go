package verify

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"slices"

	"github.com/sudolab/sudolab/internal/refdata"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/exotic"
	"github.com/sudolab/sudolab/logic/exotic/impossible"
)

// TridagonChecker tests the tridagon rule and the OR_k chains (whips,
// contrad-whips and forcing-whips, k ≤ 5) at levels 1..maxLen: on each
// state it records the OR relations of all its tridagons
// (exotic.RecordTridagons), then claims what the rules find.
func TridagonChecker(maxLen int) Checker {
	return tridagonChecker("tridagon", maxLen, false)
}

// TridagonGChecker is TridagonChecker for the g-versions of the OR_k
// chains (OR_k-gwhips and OR_k-contrad-gwhips, k ≤ 5), the rules
// Trid-OR5gW adds; the relations are recorded the same way.
func TridagonGChecker(maxLen int) Checker {
	return tridagonChecker("tridagon-g", maxLen, true)
}

// TridagonFGChecker fuzzes the OR_k-forcing-gwhips (k ≤ 5), the rule
// Trid-OR5FgW adds: it claims what the g-chain rule with forcing finds
// when that is a forcing whip with a g-candidate (the plain forcing whips
// are tridagon's, the g-whips and contrad-gwhips tridagon-g's).
func TridagonFGChecker(maxLen int) Checker {
	c := tridagonChecker("tridagon-fg", maxLen, true)
	chains := exotic.ORChainRule{MaxK: 5, G: true, Forcing: true, ForcingOnly: true}
	c.Find = func(sc *logic.Scratch, s *logic.State, k int) []Finding {
		if k == 1 {
			exotic.RecordTridagons(sc, s)
		}
		st, ok := chains.Find(sc, s, k)
		if d, isOR := st.Detail.(*exotic.ORChain); !ok || !isOR || d.Kind != exotic.ORForcingWhip || !d.G {
			return nil
		}
		return []Finding{{Text: st.Text(s.G), Elims: st.Elims, Asserts: st.Asserts}}
	}
	return c
}

// PatternsChecker tests the impossible-pattern rule with eleven's
// patterns (the 590 of Imp630; docs/tridagons.md §12.11) and the OR_k
// chains (whips, contrad-whips and forcing-whips, k ≤ 5) on their
// relations at levels 1..maxLen: on each state it claims what the rule
// finds first (an OR1 assertion or an OR_k chain of length 1 or 2 after
// firing the placements in order), then records the OR relation of every
// placement with at most exotic.MaxGuardians guardians
// (exotic.RecordPatterns) and claims what the chain rules find.
func PatternsChecker(maxLen int) Checker {
	ps, err := impossible.Set("Imp630")
	if err != nil {
		panic(err)
	}
	var lv []int
	for k := 1; k <= maxLen; k++ {
		lv = append(lv, k)
	}
	rule := exotic.PatternRule{Patterns: ps, MaxK: 5}
	chains := exotic.ORChainRule{MaxK: 5, Forcing: true}
	return Checker{Name: "patterns", Levels: lv, Find: func(sc *logic.Scratch, s *logic.State, k int) []Finding {
		var out []Finding
		if k == 1 {
			if st, ok := rule.Find(sc, s, 3); ok {
				out = append(out, Finding{Text: st.Text(s.G), Elims: st.Elims, Asserts: st.Asserts})
			}
			exotic.RecordPatterns(sc, s, ps, exotic.MaxGuardians)
		}
		if st, ok := chains.Find(sc, s, k); ok {
			out = append(out, Finding{Text: st.Text(s.G), Elims: st.Elims, Asserts: st.Asserts})
		}
		return out
	}}
}

func tridagonChecker(name string, maxLen int, g bool) Checker {
	var lv []int
	for k := 1; k <= maxLen; k++ {
		lv = append(lv, k)
	}
	chains := exotic.ORChainRule{MaxK: 5, Forcing: !g, G: g}
	return Checker{Name: name, Levels: lv, Find: func(sc *logic.Scratch, s *logic.State, k int) []Finding {
		var out []Finding
		if k == 1 {
			exotic.RecordTridagons(sc, s)
			if st, ok := (exotic.PatternRule{Tridagon: true, MaxK: 5}).Find(sc, s, 3); ok && st.Rule == "tridagon" && !g {
				out = append(out, Finding{Text: st.Text(s.G), Elims: st.Elims, Asserts: st.Asserts})
			}
		}
		if st, ok := chains.Find(sc, s, k); ok {
			out = append(out, Finding{Text: st.Text(s.G), Elims: st.Elims, Asserts: st.Asserts})
		}
		return out
	}}
}

// TridReferencePuzzles reads the puzzles of mith's T&E(3) sample from the
// reference data (te-depth/mith-TE3-sample1000.csv); nil if absent.
func TridReferencePuzzles() []string {
	dir, ok := refdata.Locate()
	if !ok {
		return nil
	}
	return TridReferencePuzzlesIn(dir)
}

// TridReferencePuzzlesIn reads the puzzles of mith's T&E(3) sample from
// the reference-data directory dir; nil if absent.
func TridReferencePuzzlesIn(dir string) []string {
	f, err := os.Open(filepath.Join(dir, "te-depth", "mith-TE3-sample1000.csv"))
	if err != nil {
		return nil
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil || len(rows) < 2 {
		return nil
	}
	col := slices.Index(rows[0], "puzzle")
	if col < 0 {
		return nil
	}
	var out []string
	for _, r := range rows[1:] {
		out = append(out, r[col])
	}
	return out
}
