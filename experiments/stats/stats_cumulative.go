package stats

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// CumulativeSection is the table of Berthier's chain-family comparisons:
// for each length L (rows) and each column (one rating family each), the
// percent of records whose rating is ≤ L, i.e. solved by the family with
// patterns of length at most L. Non-numeric values (">36", an error) count
// as not solved at any length; empty values are left out of the column's
// total. The last row gives each column's total.
func CumulativeSection(name string, cols []string, vals [][]string) Section {
	maxL := 0
	totals := make([]int, len(cols))
	counts := make([]map[int]int, len(cols))
	for j := range cols {
		counts[j] = map[int]int{}
		for _, v := range vals[j] {
			v = strings.TrimSpace(v)
			if v == "" {
				continue
			}
			totals[j]++
			x, ok := ParseNum(v)
			if !ok || x != math.Trunc(x) || x < 0 {
				continue
			}
			counts[j][int(x)]++
			maxL = max(maxL, int(x))
		}
	}
	sec := Section{Title: name + ": cumulative percent solved at each length", Header: append([]string{"length"}, cols...)}
	cum := make([]int, len(cols))
	for l := 0; l <= maxL; l++ {
		row := []string{strconv.Itoa(l)}
		for j := range cols {
			cum[j] += counts[j][l]
			row = append(row, percent(cum[j], totals[j]))
		}
		sec.Rows = append(sec.Rows, row)
	}
	row := []string{"records"}
	for j := range cols {
		row = append(row, strconv.Itoa(totals[j]))
	}
	sec.Rows = append(sec.Rows, row)
	return sec
}

func percent(n, total int) string {
	if total == 0 {
		return "-"
	}
	return FormatFloat(100*float64(n)/float64(total), 2) + "%"
}

// OrderSection checks that the ratings of cols are ordered on every
// record: cols[0] ≤ cols[1] ≤ …, a non-numeric value (">N") being above
// every number and equal to any other non-numeric value. Records with an
// empty value are skipped. It lists up to maxLines violations (0: all).
func OrderSection(name string, cols []string, keys []string, vals [][]string, maxLines int) Section {
	sec := Section{Title: fmt.Sprintf("%s: order %s", name, strings.Join(cols, " <= "))}
	rank := func(v string) (float64, bool) {
		v = strings.TrimSpace(v)
		if v == "" {
			return 0, false
		}
		if x, ok := ParseNum(v); ok {
			return x, true
		}
		return math.Inf(1), true
	}
	checked, bad := 0, 0
	for i := range keys {
		rs := make([]float64, len(cols))
		ok := true
		for j := range cols {
			if rs[j], ok = rank(vals[j][i]); !ok {
				break
			}
		}
		if !ok {
			continue
		}
		checked++
		for j := 0; j+1 < len(cols); j++ {
			if rs[j] > rs[j+1] {
				bad++
				if maxLines == 0 || bad <= maxLines {
					var parts []string
					for k, c := range cols {
						parts = append(parts, c+"="+vals[k][i])
					}
					sec.Notes = append(sec.Notes, "#"+keys[i]+": "+strings.Join(parts, " "))
				}
				break
			}
		}
	}
	sec.Notes = append([]string{fmt.Sprintf("%d records checked, %d violate the order", checked, bad)}, sec.Notes...)
	return sec
}
