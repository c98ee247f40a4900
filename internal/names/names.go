package names

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// List is one of the registries.
type List int

const (
	Families       List = iota // path --rules, draw --rules: rule families
	Ratings                    // rate --ratings: rating columns
	SoundnessRules             // soundness --rule: the rules the fuzzer checks
)

// what each list holds, for messages.
var what = [...]string{Families: "rule family", Ratings: "rating", SoundnessRules: "soundness rule"}

// Entry is one registered name.
type Entry struct {
	Name  string
	Order int    // position in the list; unique within it
	Group string // the heading the name is listed under in help texts
}

var (
	mu    sync.RWMutex
	lists [3][]Entry
)

// Register adds e to list l. A name or an order already in the list
// panics: registration happens in init functions, and two packages
// claiming the same name or place is a programming error.
func Register(l List, e Entry) {
	mu.Lock()
	defer mu.Unlock()
	for _, o := range lists[l] {
		switch {
		case o.Name == e.Name:
			panic(fmt.Sprintf("names: %s %q registered twice", what[l], e.Name))
		case o.Order == e.Order:
			panic(fmt.Sprintf("names: %ss %q and %q have the same order %d", what[l], o.Name, e.Name, e.Order))
		}
	}
	lists[l] = append(lists[l], e)
	slices.SortFunc(lists[l], func(a, b Entry) int { return a.Order - b.Order })
}

// All returns the entries of l in their order.
func All(l List) []Entry {
	mu.RLock()
	defer mu.RUnlock()
	return slices.Clone(lists[l])
}

// Names returns the names of l in their order.
func Names(l List) []string {
	var out []string
	for _, e := range All(l) {
		out = append(out, e.Name)
	}
	return out
}

// Has reports whether name is registered in l.
func Has(l List, name string) bool {
	return slices.Contains(Names(l), name)
}

// Unknown is the error for a name that is not in l, listing those that
// are, in order.
func Unknown(l List, name string) error {
	return fmt.Errorf("unknown %s %q (one of %s)", what[l], name, strings.Join(Names(l), ", "))
}

// Help lists the names of l by group, one group a line, in order:
//
//	chains: W, B, gW, gB
//	Sudoku Explainer: SER, SER-noU
//
// A group whose entries are not consecutive in the order is listed once,
// where its first entry is.
func Help(l List) string {
	var groups []string
	byGroup := map[string][]string{}
	for _, e := range All(l) {
		if _, ok := byGroup[e.Group]; !ok {
			groups = append(groups, e.Group)
		}
		byGroup[e.Group] = append(byGroup[e.Group], e.Name)
	}
	var b strings.Builder
	for _, g := range groups {
		fmt.Fprintf(&b, "  %s: %s\n", g, strings.Join(byGroup[g], ", "))
	}
	return b.String()
}
