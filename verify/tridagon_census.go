package verify

import (
	"fmt"
	"strings"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic/exotic"
)

// TridCensusRow counts the placements of one band/stack arrangement and
// one parity, and how many of them DecidePattern proved impossible.
type TridCensusRow struct {
	Bands, Stacks [2]int
	Odd           bool
	Placements    int
	Impossible    int
}

// TridagonCensus decides, for digits 1, 2, 3, every placement of the 12
// cells (exotic.TridPlacements): each impossible answer carries a checked
// RUP certificate. The tridagon rule uses exactly the odd placements.
func TridagonCensus() ([]TridCensusRow, error) {
	idx := map[[5]int]int{}
	var rows []TridCensusRow
	for _, p := range exotic.TridPlacements() {
		odd := 0
		if p.Odd {
			odd = 1
		}
		key := [5]int{p.Bands[0], p.Bands[1], p.Stacks[0], p.Stacks[1], odd}
		i, ok := idx[key]
		if !ok {
			i = len(rows)
			idx[key] = i
			rows = append(rows, TridCensusRow{Bands: p.Bands, Stacks: p.Stacks, Odd: p.Odd})
		}
		pat := TridPattern(p.Cells)
		v, err := encode.DecidePattern(pat)
		if err != nil {
			return nil, err
		}
		rows[i].Placements++
		if !v.Possible {
			rows[i].Impossible++
		}
	}
	return rows, nil
}

// TridPattern is the pattern of 12 tridagon cells with digits 1, 2, 3.
func TridPattern(cells [12]int) *encode.Pattern {
	p := &encode.Pattern{}
	for _, c := range cells {
		p.Cells = append(p.Cells, c)
		p.Allowed = append(p.Allowed, 0b111)
	}
	return p
}

// FormatCensus prints the census table and its totals.
func FormatCensus(rows []TridCensusRow) string {
	var b strings.Builder
	tot := [2][2]int{}
	fmt.Fprintf(&b, "%-8s %-8s %-6s %10s %10s\n", "bands", "stacks", "parity", "placements", "impossible")
	for _, r := range rows {
		par, o := "even", 0
		if r.Odd {
			par, o = "odd", 1
		}
		fmt.Fprintf(&b, "%d,%-6d %d,%-6d %-6s %10d %10d\n", r.Bands[0]+1, r.Bands[1]+1, r.Stacks[0]+1, r.Stacks[1]+1, par, r.Placements, r.Impossible)
		tot[o][0] += r.Placements
		tot[o][1] += r.Impossible
	}
	fmt.Fprintf(&b, "total: %d placements, %d impossible; odd (tridagons): %d, %d impossible; even: %d, %d impossible\n",
		tot[0][0]+tot[1][0], tot[0][1]+tot[1][1], tot[1][0], tot[1][1], tot[0][0], tot[0][1])
	return b.String()
}
