package rating

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/sudolab/sudolab/experiments/stats"
)

// hardestShown is how many puzzles the summary lists as the hardest.
const hardestShown = 10

// PrintSummary prints a summary of the run: rating columns equal on every
// record are said to be so in one line and shown once (as "W=B=gW=gB");
// then each distinct column's distribution, mean and quantiles, their
// correlations when there are several, and the hardest puzzles with their
// labels when the records have a label column (else their puzzle string).
func (rs *Records) PrintSummary(w io.Writer) error {
	t := &rs.table
	var ratings []int
	for i, h := range t.Header {
		switch h {
		case "n", "puzzle", "error", "label":
		default:
			ratings = append(ratings, i)
		}
	}
	groups := equalColumns(t, ratings)
	fmt.Fprintln(w)
	// The reduced table: one column per group of equal columns.
	red := &stats.Table{Path: t.Path, Header: []string{"n"}}
	var names []string
	for _, g := range groups {
		var ns []string
		for _, c := range g {
			ns = append(ns, t.Header[c])
		}
		name := strings.Join(ns, "=")
		if len(g) > 1 {
			fmt.Fprintf(w, "%s: %s are equal on all %d puzzles (shown once, as %s)\n", t.Path, strings.Join(ns, ", "), len(t.Rows), name)
		}
		names = append(names, name)
		red.Header = append(red.Header, name)
	}
	for _, r := range t.Rows {
		row := []string{r[0]}
		for _, g := range groups {
			row = append(row, r[g[0]])
		}
		red.Rows = append(red.Rows, row)
	}
	secs, err := stats.StatsReport([]*stats.Table{red}, stats.StatsOptions{MaxValues: 40, DiffLines: -1, Columns: names})
	if err != nil {
		return err
	}
	if len(groups) > 0 {
		secs = append(secs, hardest(t, groups, names))
	}
	return stats.Render(w, "text", secs)
}

// equalColumns groups the columns cols of t whose values are equal on
// every row, in their order.
func equalColumns(t *stats.Table, cols []int) [][]int {
	var groups [][]int
next:
	for _, c := range cols {
		for i, g := range groups {
			same := true
			for _, r := range t.Rows {
				if r[c] != r[g[0]] {
					same = false
					break
				}
			}
			if same {
				groups[i] = append(groups[i], c)
				continue next
			}
		}
		groups = append(groups, []int{c})
	}
	return groups
}

// ratingKey orders a rating value: numbers, and ">N" (not solved within
// N) just above N; other values (errors, timeouts) are not ranked.
func ratingKey(v string) (float64, bool) {
	if strings.HasPrefix(v, ">") {
		f, err := strconv.ParseFloat(v[1:], 64)
		return f + 0.5, err == nil
	}
	f, err := strconv.ParseFloat(v, 64)
	return f, err == nil
}

// hardest lists the puzzles with the largest first rating (ties: the next
// ratings, then input order), named by label when there is one.
func hardest(t *stats.Table, groups [][]int, names []string) stats.Section {
	col := map[string]int{}
	for i, h := range t.Header {
		col[h] = i
	}
	type item struct {
		row  []string
		keys []float64
	}
	var items []item
	for _, r := range t.Rows {
		it := item{row: r}
		ok := true
		for _, g := range groups {
			k, isNum := ratingKey(r[g[0]])
			ok = ok && isNum
			it.keys = append(it.keys, k)
		}
		if ok {
			items = append(items, it)
		}
	}
	sort.SliceStable(items, func(i, j int) bool {
		for k := range items[i].keys {
			if items[i].keys[k] != items[j].keys[k] {
				return items[i].keys[k] > items[j].keys[k]
			}
		}
		return false
	})
	li, hasLabel := col["label"]
	sec := stats.Section{Title: fmt.Sprintf("%s: hardest puzzles (by %s)", t.Path, names[0]), Header: []string{"n"}}
	sec.Header = append(sec.Header, names...)
	if hasLabel {
		sec.Header = append(sec.Header, "label")
	} else {
		sec.Header = append(sec.Header, "puzzle")
	}
	for i, it := range items {
		if i == hardestShown {
			sec.Notes = append(sec.Notes, fmt.Sprintf("%d more not shown", len(items)-hardestShown))
			break
		}
		row := []string{it.row[col["n"]]}
		for _, g := range groups {
			row = append(row, it.row[g[0]])
		}
		name := it.row[col["puzzle"]]
		if hasLabel && it.row[li] != "" {
			name = it.row[li]
		}
		sec.Rows = append(sec.Rows, append(row, name))
	}
	return sec
}
