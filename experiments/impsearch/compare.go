package impsearch

import (
	"cmp"
	"slices"
)

// Known is a named impossible pattern from a list (eleven's catalogue), by
// its cells r*9+c of the 9×9 grid.
type Known struct {
	Name  string
	Cells []int
}

// Class is one class of minimal impossible patterns found, up to the
// symmetries of Canon and the transposition, with the names of the known
// patterns in it.
type Class struct {
	Key   Key
	Cells int
	Names []string
}

// Comparison sets the classes an enumeration found beside a list of known
// patterns of at most the same number of cells.
type Comparison struct {
	Classes []Class  // every class found, by cells then key; Names empty for a new one
	Missing []string // known patterns of at most the enumerated size not found, with why
}

// Compare matches the minimal classes of levels with known patterns. A
// known pattern that is crowded (four cells in a house) or has a
// colourable pattern, or lies beyond the levels, is not expected; the
// first two are listed in Missing with the reason.
func Compare(levels []Level, known []Known) Comparison {
	maxCells := 0
	found := map[Key]*Class{}
	var keys []Key
	for _, lv := range levels {
		maxCells = max(maxCells, lv.Cells)
		for _, k := range lv.Minimal {
			fk := FullKey(k.Pattern())
			if found[fk] == nil {
				found[fk] = &Class{Key: fk, Cells: lv.Cells}
				keys = append(keys, fk)
			}
		}
	}
	var c Comparison
	for _, kn := range known {
		if len(kn.Cells) > maxCells {
			continue
		}
		p, err := FromCells(kn.Cells)
		switch {
		case err != nil:
			c.Missing = append(c.Missing, kn.Name+": "+err.Error())
		case crowded(p):
			c.Missing = append(c.Missing, kn.Name+": four cells in one house (impossible, not minimal)")
		case found[FullKey(p)] == nil:
			if _, ok := Colour(p); ok {
				c.Missing = append(c.Missing, kn.Name+": possible")
			} else {
				c.Missing = append(c.Missing, kn.Name+": impossible but not found (a bug of the enumeration)")
			}
		default:
			cl := found[FullKey(p)]
			cl.Names = append(cl.Names, kn.Name)
		}
	}
	slices.SortFunc(keys, func(a, b Key) int {
		if d := found[a].Cells - found[b].Cells; d != 0 {
			return d
		}
		return cmp.Compare(a, b)
	})
	for _, k := range keys {
		c.Classes = append(c.Classes, *found[k])
	}
	return c
}
