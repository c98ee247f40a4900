package logic

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sudolab/sudolab/internal/names"
)

// The families of this package, in the one list of names a user types
// (internal/names; its order is that of docs/ratings.md §4.10). Packages
// built on this one register theirs with RegisterFamily (logic/gl: GL;
// logic/exotic: the Trid and impossible-pattern families); Sudoku
// Explainer's SER and SER-noU, which are not strategies of this package,
// are registered by logic/ser as names only.
func init() {
	for i, name := range []string{"W", "B", "gW", "gB"} {
		names.Register(names.Families, names.Entry{Name: name, Order: 10 + i, Group: "chains"})
	}
	for i, name := range []string{"S+W", "S+gW", "SFin+W"} {
		names.Register(names.Families, names.Entry{Name: name, Order: 14 + i, Group: "chains"})
	}
	for i, name := range []string{"BC", "ZC", "TW", "TyBC", "TyZC", "TyTW", "TyW"} {
		names.Register(names.Families, names.Entry{Name: name, Order: 50 + i, Group: "chain families"})
	}
}

var (
	registeredFamilies = map[string]func() Family{}
	theoryParsers      []func(name string) (Theory, error)
)

// RegisterFamily makes a rule family of another package (general logic,
// logic/gl) known to FamilyNamed and ParseTheory by its rating name, and
// registers the name, with its order and group, in the list of families
// (internal/names). It is meant for package init functions; a name or an
// order registered twice panics.
func RegisterFamily(name string, order int, group string, f func() Family) {
	if _, dup := registeredFamilies[name]; dup {
		panic("logic: family " + name + " registered twice")
	}
	registeredFamilies[name] = f
	names.Register(names.Families, names.Entry{Name: name, Order: order, Group: group})
}

// FamilyNames lists every rule family the strategy can rate with, in the
// documented order: the families of this package and those registered
// with RegisterFamily (not SER, which is not a strategy).
func FamilyNames() []string {
	var out []string
	for _, n := range names.Names(names.Families) {
		if isFamily(n) {
			out = append(out, n)
		}
	}
	return out
}

func isFamily(name string) bool {
	if _, ok := registeredFamilies[name]; ok {
		return true
	}
	_, err := FamilyByName(name)
	return err == nil || name == "S+W" || name == "S+gW" || name == "SFin+W"
}

// RegisterTheory adds a parser of theory names (such as GL(n,k)) that
// ParseTheory tries, in registration order, before the family forms. The
// parser returns (nil, nil) for a name that is not of its form, and an
// error for one of its form with values out of range.
func RegisterTheory(parse func(name string) (Theory, error)) {
	theoryParsers = append(theoryParsers, parse)
}

// FamilyNamed returns a family by its rating name (W, B, gW, gB, S+W, S+gW,
// SFin+W, BC, ZC, TW, and the registered ones, such as GL).
func FamilyNamed(name string) (Family, error) {
	switch name {
	case "S+W":
		return FamilySW(), nil
	case "S+gW":
		return FamilySGW(), nil
	case "SFin+W":
		return FamilySFinW(), nil
	}
	if f, ok := registeredFamilies[name]; ok {
		return f(), nil
	}
	f, err := FamilyByName(name)
	if err != nil {
		return Family{}, fmt.Errorf("unknown rule family %q (one of %s)", name, strings.Join(FamilyNames(), ", "))
	}
	return f, nil
}

// ParseTheory reads a theory name: BRT, a family with its maximal length
// (W2, B5, gW3, gB4, BC4, ZC3, TW5, S+W3, S+gW2, SFin+W4), or a form a registered parser
// reads (general logic GL(n,k), see logic/gl).
//
// The length of a family theory is at most MaxTheoryLength.
func ParseTheory(name string) (Theory, error) {
	if name == "BRT" || name == "" {
		return BRTTheory, nil
	}
	for _, parse := range theoryParsers {
		if th, err := parse(name); th != nil || err != nil {
			return th, err
		}
	}
	i := len(name)
	for i > 0 && name[i-1] >= '0' && name[i-1] <= '9' {
		i--
	}
	if i == len(name) || i == 0 {
		return nil, fmt.Errorf("theory %q: want BRT, a family and a length (W2, B5, gB3, S+W4…) or GL(n,k)", name)
	}
	f, err := FamilyNamed(name[:i])
	if err != nil {
		return nil, fmt.Errorf("theory %q: %v", name, err)
	}
	k, err := strconv.Atoi(name[i:])
	if err != nil || k < 1 || k > MaxTheoryLength {
		return nil, fmt.Errorf("theory %q: the length must be between 1 and %d", name, MaxTheoryLength)
	}
	return NewTheory(f, k), nil
}

// MaxTheoryLength bounds the length n of a theory such as W<n> (longer
// chains than any puzzle needs; larger values only exhaust memory).
const MaxTheoryLength = 100
