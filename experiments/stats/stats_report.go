package stats

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
)

// StatsOptions choose what StatsReport computes.
type StatsOptions struct {
	Columns   []string    // default: the numeric columns of each file
	Tables    [][2]string // contingency tables A×B
	Diffs     [][2]string // differences A vs B (two files: A in the first, B in the second)
	Join      string      // two-file diff key: "key" (n/index, default) or "puzzle"
	MaxValues int         // distributions with more distinct values are summarised (0 = 40)
	DiffLines int         // differing records listed per diff (0 = all, <0 = none)
	// Cumulative: rating families compared by the percent of records each
	// solves at each length (CumulativeSection); Orders: chains of columns
	// whose ratings must be ordered on every record (OrderSection).
	Cumulative []string
	Orders     [][]string
}

// StatsReport computes the report for one or two tables: summaries and
// distributions of the chosen columns, their correlation matrices,
// contingency tables and differences. With two tables and Diffs, the diffs
// compare the files; everything else is per file.
func StatsReport(tabs []*Table, opt StatsOptions) ([]Section, error) {
	if opt.MaxValues == 0 {
		opt.MaxValues = 40
	}
	var secs []Section
	for _, t := range tabs {
		name := filepath.Base(t.Path)
		cols := opt.Columns
		var left []string
		if len(cols) == 0 {
			cols, left = t.NumericColumns()
		}
		s, err := describeSections(t, name, cols, opt.MaxValues)
		if err != nil {
			return nil, err
		}
		if len(left) > 0 {
			s[0].Notes = append(s[0].Notes, "columns left out: "+strings.Join(left, ", "))
		}
		secs = append(secs, s...)
		for _, tb := range opt.Tables {
			va, err := t.Column(tb[0])
			if err != nil {
				return nil, err
			}
			vb, err := t.Column(tb[1])
			if err != nil {
				return nil, err
			}
			secs = append(secs, ContingencySection(name, Crosstab(tb[0], tb[1], va, vb)))
		}
		if len(opt.Cumulative) > 0 {
			vals, err := columnsOf(t, opt.Cumulative)
			if err != nil {
				return nil, err
			}
			secs = append(secs, CumulativeSection(name, opt.Cumulative, vals))
		}
		for _, o := range opt.Orders {
			vals, err := columnsOf(t, o)
			if err != nil {
				return nil, err
			}
			lines := opt.DiffLines
			if lines < 0 {
				lines = -1
			}
			secs = append(secs, OrderSection(name, o, t.Keys(), vals, max(lines, 0)))
		}
		if len(tabs) == 1 {
			for _, d := range opt.Diffs {
				va, err := t.Column(d[0])
				if err != nil {
					return nil, err
				}
				vb, err := t.Column(d[1])
				if err != nil {
					return nil, err
				}
				secs = append(secs, DiffSections(name, DiffColumns(d[0], d[1], t.Keys(), va, vb), opt.DiffLines, "")...)
			}
		}
	}
	if len(tabs) == 2 {
		for _, d := range opt.Diffs {
			on := opt.Join
			keys, va, vb, onlyA, onlyB, err := JoinTables(tabs[0], tabs[1], d[0], d[1], on)
			if err != nil {
				return nil, err
			}
			la, lb := d[0], d[1]
			if la == lb {
				la, lb = filepath.Base(tabs[0].Path)+":"+la, filepath.Base(tabs[1].Path)+":"+lb
			}
			note := fmt.Sprintf("joined on %s: %d common records, %d only in %s, %d only in %s",
				joinName(on, tabs), len(keys), onlyA, tabs[0].Path, onlyB, tabs[1].Path)
			secs = append(secs, DiffSections("", DiffColumns(la, lb, keys, va, vb), opt.DiffLines, note)...)
		}
	} else if len(tabs) > 2 && len(opt.Diffs) > 0 {
		return nil, fmt.Errorf("--diff compares two columns of one file or two files, not %d files", len(tabs))
	}
	return secs, nil
}

func columnsOf(t *Table, cols []string) ([][]string, error) {
	vals := make([][]string, len(cols))
	for j, c := range cols {
		v, err := t.Column(c)
		if err != nil {
			return nil, err
		}
		vals[j] = v
	}
	return vals, nil
}

func joinName(on string, tabs []*Table) string {
	if on == "puzzle" {
		return "puzzle"
	}
	return tabs[0].KeyColumn() + "/" + tabs[1].KeyColumn()
}

func describeSections(t *Table, name string, cols []string, maxValues int) ([]Section, error) {
	sum := Section{Title: name + ": summary", Header: []string{"column", "n", "numeric", "censored", "other", "empty", "mean", "sd"}}
	for _, p := range QuantileProbs {
		sum.Header = append(sum.Header, quantileName(p))
	}
	var dists []Section
	vals := make([][]string, len(cols))
	for i, c := range cols {
		v, err := t.Column(c)
		if err != nil {
			return nil, err
		}
		vals[i] = v
		cs := Describe(c, v)
		row := []string{c, strconv.Itoa(cs.N), strconv.Itoa(cs.Numeric), strconv.Itoa(cs.Censored), strconv.Itoa(cs.Other), strconv.Itoa(cs.Empty),
			FormatFloat(cs.Mean, 3), FormatFloat(cs.SD, 3)}
		if len(cs.Quantiles) == len(QuantileProbs) {
			row = append(row, FormatNums(cs.Quantiles)...)
		} else {
			for range QuantileProbs {
				row = append(row, "-")
			}
		}
		sum.Rows = append(sum.Rows, row)
		dists = append(dists, distributionSection(name, cs, maxValues))
	}
	secs := append([]Section{sum}, dists...)
	if len(cols) > 1 {
		secs = append(secs, correlationSections(name, cols, vals)...)
	}
	return secs, nil
}

func quantileName(p float64) string {
	switch p {
	case 0:
		return "min"
	case 0.5:
		return "median"
	case 1:
		return "max"
	}
	return "q" + strconv.Itoa(int(p*100+0.5))
}

func distributionSection(name string, cs ColumnStats, maxValues int) Section {
	s := Section{Title: fmt.Sprintf("%s: distribution of %s", name, cs.Name), Header: []string{"value", "count", "%"}}
	nonEmpty := cs.N - cs.Empty
	shown := 0
	for _, vc := range cs.Counts {
		if _, num := ParseNum(vc.Value); num && cs.DistinctNumerics > maxValues {
			continue // too many numeric values: the quantiles describe them
		}
		s.Rows = append(s.Rows, []string{vc.Value, strconv.Itoa(vc.Count), FormatFloat(100*float64(vc.Count)/float64(nonEmpty), 2)})
		shown++
	}
	if cs.DistinctNumerics > maxValues {
		s.Notes = append(s.Notes, fmt.Sprintf("%d distinct numeric values (more than %d): see the quantiles", cs.DistinctNumerics, maxValues))
	}
	if cs.Censored > 0 {
		s.Notes = append(s.Notes, fmt.Sprintf("censored: %s (listed after the numbers), excluded from mean/sd/quantiles", cs.CensoredText()))
	}
	if cs.Other > 0 {
		s.Notes = append(s.Notes, fmt.Sprintf("%d other non-numeric values (listed after the numbers), excluded from mean/sd/quantiles", cs.Other))
	}
	if cs.Empty > 0 {
		s.Notes = append(s.Notes, fmt.Sprintf("%d empty values", cs.Empty))
	}
	if shown == 0 && len(s.Notes) > 0 {
		s.Header = nil
	}
	return s
}

func correlationSections(name string, cols []string, vals [][]string) []Section {
	k := len(cols)
	cor := make([][]Correlations, k)
	for i := range cor {
		cor[i] = make([]Correlations, k)
		for j := 0; j < k; j++ {
			if j < i {
				cor[i][j] = cor[j][i]
			} else {
				cor[i][j] = Correlate(cols[i], cols[j], vals[i], vals[j])
			}
		}
	}
	var secs []Section
	for _, m := range []struct {
		name string
		get  func(Correlations) float64
	}{
		{"Pearson", func(c Correlations) float64 { return c.Pearson }},
		{"Spearman", func(c Correlations) float64 { return c.Spearman }},
		{"Kendall tau-b", func(c Correlations) float64 { return c.Kendall }},
	} {
		s := Section{Title: name + ": " + m.name + " correlation", Header: append([]string{""}, cols...)}
		for i := range cols {
			row := []string{cols[i]}
			for j := range cols {
				row = append(row, FormatFloat(m.get(cor[i][j]), 3))
			}
			s.Rows = append(s.Rows, row)
		}
		s.Notes = []string{"over the rows where both columns are numbers (censored values such as >36 or timeout left out)"}
		secs = append(secs, s)
	}
	return secs
}

func ContingencySection(name string, ct Contingency) Section {
	s := Section{Title: fmt.Sprintf("%s: %s (rows) × %s (columns)", name, ct.A, ct.B)}
	s.Header = append([]string{ct.A + `\` + ct.B}, ct.ColVals...)
	s.Header = append(s.Header, "total")
	colTot := make([]int, len(ct.ColVals))
	for i, rv := range ct.RowVals {
		row, tot := []string{rv}, 0
		for j, c := range ct.Counts[i] {
			row = append(row, strconv.Itoa(c))
			tot += c
			colTot[j] += c
		}
		s.Rows = append(s.Rows, append(row, strconv.Itoa(tot)))
	}
	last := []string{"total"}
	for _, c := range colTot {
		last = append(last, strconv.Itoa(c))
	}
	s.Rows = append(s.Rows, append(last, strconv.Itoa(ct.N)))
	note := fmt.Sprintf("chi-square = %.4g, df = %d, p = %.4g (n = %d)", ct.ChiSquare, ct.DF, ct.P, ct.N)
	if ct.LowExpects > 0 {
		note += fmt.Sprintf("; %d cells have an expected count < 5, so p is approximate", ct.LowExpects)
	}
	s.Notes = []string{note}
	return s
}

func DiffSections(name string, d Diff, maxLines int, note string) []Section {
	title := fmt.Sprintf("differences %s ≠ %s", d.LabelA, d.LabelB)
	if name != "" {
		title = name + ": " + title
	}
	pairs := Section{Title: title + ": counts", Header: []string{d.LabelA, d.LabelB, "count"}}
	for _, p := range d.Pairs {
		pairs.Rows = append(pairs.Rows, []string{p.A, p.B, strconv.Itoa(p.Count)})
	}
	summary := fmt.Sprintf("%d differences among %d records compared", len(d.Lines), d.Compared)
	pairs.Notes = []string{summary}
	if note != "" {
		pairs.Notes = append(pairs.Notes, note)
	}
	if maxLines < 0 {
		return []Section{pairs}
	}
	lines := Section{Title: title + ": records"}
	for i, l := range d.Lines {
		if maxLines > 0 && i == maxLines {
			lines.Notes = append(lines.Notes, fmt.Sprintf("… and %d more", len(d.Lines)-maxLines))
			break
		}
		lines.Notes = append(lines.Notes, d.String(l))
	}
	return []Section{pairs, lines}
}

// ParsePairs reads "W,B;TE,backdoor" or repeated flags into pairs.
func ParsePairs(specs []string) ([][2]string, error) {
	var out [][2]string
	for _, s := range specs {
		for _, p := range strings.Split(s, ";") {
			if strings.TrimSpace(p) == "" {
				continue
			}
			a, b, ok := strings.Cut(p, ",")
			a, b = strings.TrimSpace(a), strings.TrimSpace(b)
			if !ok {
				b = a // one name: the same column in two files
			}
			if a == "" || b == "" || strings.Contains(b, ",") {
				return nil, fmt.Errorf("%q: want two column names A,B", p)
			}
			out = append(out, [2]string{a, b})
		}
	}
	return out, nil
}
