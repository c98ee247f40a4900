package impsearch

import (
	"context"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/logic/exotic/impossible"
)

// TestFindsEleven: the enumeration finds again every pattern of eleven's
// catalogue up to its size bound, and nothing else at 10 and 12 cells. By
// default up to 10 cells (a few CPU seconds); with SUDOLAB_LONG=1 the whole
// search (18 cells, about 2.5 CPU minutes), with the counts per size that
// docs/tridagons.md §12.10 reports.
func TestFindsEleven(t *testing.T) {
	maxCells := 10
	want := map[int][2]int{10: {30, 30}} // cells → classes found, of which in the catalogue
	if reftest.Long() {
		maxCells = 18
		want = map[int][2]int{10: {30, 30}, 12: {38, 38}, 13: {290, 285}, 14: {159, 152}, 15: {102, 78}, 16: {11, 8}}
	}
	levels, err := Enumerate(context.Background(), maxCells, nil)
	if err != nil {
		t.Fatal(err)
	}
	var known []Known
	for _, p := range impossible.All() {
		known = append(known, Known{Name: p.Name, Cells: p.Cells})
	}
	cmp := Compare(levels, known)
	got := map[int][2]int{}
	for _, c := range cmp.Classes {
		n := got[c.Cells]
		n[0]++
		if len(c.Names) > 0 {
			n[1]++
		}
		if len(c.Names) > 1 {
			t.Errorf("catalogue patterns %v are one class", c.Names)
		}
		got[c.Cells] = n
	}
	for cells, w := range want {
		if got[cells] != w {
			t.Errorf("%d cells: %d classes, %d of them in the catalogue; want %d, %d", cells, got[cells][0], got[cells][1], w[0], w[1])
		}
	}
	if len(got) != len(want) {
		t.Errorf("classes at sizes %v, want %v", got, want)
	}
	if len(cmp.Missing) != 1 || cmp.Missing[0] != "EL10c11: four cells in one house (impossible, not minimal)" {
		t.Errorf("catalogue patterns not found: %v", cmp.Missing)
	}
}
