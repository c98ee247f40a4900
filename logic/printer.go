package logic

import (
	"fmt"
	"sync"

	"github.com/sudolab/sudolab/logic/kinds"
)

// Printer prints the pattern of a step of one kind from its Detail: the
// text between "rule[n]: " and " ==> " that Step.Text writes
// (docs/notation.md). The function that makes a step of the kind fills
// Step.Pattern with it; audit's reader of the kind reads it back.
type Printer func(g *Geometry, st *Step) string

var (
	printersMu sync.RWMutex
	printers   = map[kinds.ID]Printer{}
)

// RegisterPrinter gives the printer of kind id (logic/kinds); the package
// that makes the kind's steps calls it from an init function.
func RegisterPrinter(id kinds.ID, p Printer) {
	kinds.Provide(id, kinds.Printer)
	printersMu.Lock()
	printers[id] = p
	printersMu.Unlock()
}

// Kind is the kind of the step, from its rule name (kinds.Of); ok is
// false for a rule no kind declares.
func (st *Step) Kind() (kinds.ID, bool) { return kinds.Of(st.Rule) }

// PrintPattern prints the pattern of st with the printer of its kind.
func PrintPattern(g *Geometry, st *Step) (string, error) {
	id, ok := st.Kind()
	if !ok {
		return "", fmt.Errorf("rule %q is of no declared kind", st.Rule)
	}
	printersMu.RLock()
	p := printers[id]
	printersMu.RUnlock()
	if p == nil {
		return "", fmt.Errorf("kind %s has no printer", id)
	}
	return p(g, st), nil
}

// The printers of the kinds this package makes: singles print no pattern;
// chains (whip.go), subsets and fish (subsets.go) print their Detail.
func init() {
	RegisterPrinter(kinds.Singles, func(*Geometry, *Step) string { return "" })
	chain := func(g *Geometry, st *Step) string {
		if p, ok := st.Detail.(*ChainPattern); ok {
			return p.Format(g)
		}
		return ""
	}
	for _, id := range []kinds.ID{kinds.Whip, kinds.Braid, kinds.GWhip, kinds.GBraid, kinds.BivChain, kinds.ZChain, kinds.TWhip} {
		RegisterPrinter(id, chain)
	}
	set := func(g *Geometry, st *Step) string {
		if d, ok := st.Detail.(SubsetDetail); ok {
			return d.Format(g)
		}
		return ""
	}
	for _, id := range []kinds.ID{kinds.NakedSubset, kinds.HiddenSubset, kinds.Fish, kinds.FinnedFish} {
		RegisterPrinter(id, set)
	}
}
