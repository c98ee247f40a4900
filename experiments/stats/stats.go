package stats

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"

	"gonum.org/v1/gonum/stat"
)

// Table is a CSV file with a header row: our rate output (key column n),
// the reference files (key column index) or any other.
type Table struct {
	Path   string
	Header []string
	Rows   [][]string
}

// ReadTable reads a CSV file with a header row ("-" = stdin).
func ReadTable(path string) (*Table, error) {
	var r io.Reader
	if path == "-" {
		r = os.Stdin
	} else {
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	return ParseTable(path, r)
}

// ParseTable reads CSV with a header row from r; name labels errors.
func ParseTable(path string, r io.Reader) (*Table, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	cr.ReuseRecord = false
	header, err := cr.Read()
	if err != nil {
		return nil, fmt.Errorf("%s: reading the header: %v", path, err)
	}
	t := &Table{Path: path, Header: header}
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		t.Rows = append(t.Rows, rec)
	}
	return t, nil
}

// Index returns the position of a column, or -1.
func (t *Table) Index(name string) int {
	for i, h := range t.Header {
		if h == name {
			return i
		}
	}
	return -1
}

// Column returns the values of a column (empty for short rows), with the
// reference files' own censored values in sudolab's form (see
// CensoredForm).
func (t *Table) Column(name string) ([]string, error) {
	i := t.Index(name)
	if i < 0 {
		return nil, fmt.Errorf("%s: no column %q (columns: %s)", t.Path, name, strings.Join(t.Header, ","))
	}
	v := make([]string, len(t.Rows))
	for r, row := range t.Rows {
		if i < len(row) {
			v[r] = CensoredForm(name, strings.TrimSpace(row[i]))
		}
	}
	return v, nil
}

// ORLevelNotSolved is the level Berthier's Trid-OR5W classification files
// (and the columns of the other OR5 levels) write for "not solved with
// chains of length ≤ 8"; sudolab writes ">8" (docs/tridagons.md §12.5).
const ORLevelNotSolved = "99"

// CensoredForm is a value of column name as sudolab writes it: in an OR5
// classification column (a name containing "or5", any case: Trid-OR5W,
// Trid-OR5gW, the reference files' trid_or5w_level, imp630_or5w_level, …)
// the reference's 99 is ">8"; every other value is returned as it is.
func CensoredForm(name, v string) string {
	if v == ORLevelNotSolved && strings.Contains(strings.ToLower(name), "or5") {
		return ">8"
	}
	return v
}

// KeyColumn names the column identifying a record: n (rate output), index
// (reference data) or "" (then the 1-based row number is the key).
func (t *Table) KeyColumn() string {
	for _, k := range []string{"n", "index"} {
		if t.Index(k) >= 0 {
			return k
		}
	}
	return ""
}

// Keys returns each row's key (see KeyColumn).
func (t *Table) Keys() []string {
	if k := t.KeyColumn(); k != "" {
		v, _ := t.Column(k)
		return v
	}
	v := make([]string, len(t.Rows))
	for i := range v {
		v[i] = strconv.Itoa(i + 1)
	}
	return v
}

// NumericColumns lists the columns whose non-empty values are mostly
// numbers or censored values (see Censored), except the key, the puzzle,
// the error and the label (the default for stats). left says, for every
// other column, why it is left out.
func (t *Table) NumericColumns() (cols, left []string) {
	key := t.KeyColumn()
	for _, h := range t.Header {
		switch h {
		case key:
			left = append(left, h+" (the record key)")
			continue
		case "puzzle", "error", "label":
			left = append(left, h+" (text)")
			continue
		}
		v, _ := t.Column(h)
		num, all := 0, 0
		for _, s := range v {
			if s == "" {
				continue
			}
			all++
			if _, ok := ParseNum(s); ok || Censored(s) {
				num++
			}
		}
		switch {
		case all == 0:
			left = append(left, h+" (no values)")
		case num*10 >= all*9:
			cols = append(cols, h)
		default:
			left = append(left, fmt.Sprintf("%s (%d of %d values are neither numbers nor censored; name it in --columns to see its distribution)", h, all-num, all))
		}
	}
	return cols, left
}

// Censored reports whether a rating value is censored: ">N" (not rated
// within the bound N searched: the rating exceeds N), "timeout" or
// "memory" (not computed within the run's time or memory limit). Censored
// values are counted apart and left out of means, deviations, quantiles
// and correlations.
func Censored(s string) bool {
	if s == "timeout" || s == "memory" {
		return true
	}
	if rest, ok := strings.CutPrefix(s, ">"); ok {
		_, num := ParseNum(rest)
		return num
	}
	return false
}

func ParseNum(s string) (float64, bool) {
	x, err := strconv.ParseFloat(s, 64)
	return x, err == nil && !math.IsNaN(x) && !math.IsInf(x, 0)
}

// QuantileProbs are the quantiles reported by Describe.
var QuantileProbs = []float64{0, 0.1, 0.25, 0.5, 0.75, 0.9, 1}

// ValueCount is one line of a distribution.
type ValueCount struct {
	Value string
	Count int
}

// ColumnStats summarises one column. Mean, SD and Quantiles use the
// numeric values only; Censored counts the censored values (">36",
// "timeout": see Censored), CensoredBy each of them, Other the other
// non-empty non-numeric ones (such as "4+BUG"), Empty the empty cells
// (e.g. errors).
type ColumnStats struct {
	Name             string
	N, Numeric       int
	Censored         int
	CensoredBy       []ValueCount // in value order
	Other, Empty     int
	Mean, SD         float64 // SD: sample standard deviation (n-1)
	Quantiles        []float64
	Counts           []ValueCount // numeric values ascending, then the others
	DistinctNumerics int
}

// Describe computes a column's distribution and moments.
func Describe(name string, vals []string) ColumnStats {
	cs := ColumnStats{Name: name, N: len(vals)}
	counts := map[string]int{}
	var xs []float64
	numOf := map[string]float64{}
	for _, s := range vals {
		if s == "" {
			cs.Empty++
			continue
		}
		if x, ok := ParseNum(s); ok {
			xs = append(xs, x)
			numOf[s] = x
		} else if Censored(s) {
			cs.Censored++
		} else {
			cs.Other++
		}
		counts[s]++
	}
	cs.Numeric = len(xs)
	for v, c := range counts {
		cs.Counts = append(cs.Counts, ValueCount{v, c})
	}
	sort.Slice(cs.Counts, func(i, j int) bool { return ValueLess(cs.Counts[i].Value, cs.Counts[j].Value) })
	for _, c := range cs.Counts {
		if _, ok := numOf[c.Value]; ok {
			cs.DistinctNumerics++
		}
		if Censored(c.Value) {
			cs.CensoredBy = append(cs.CensoredBy, c)
		}
	}
	cs.Mean, cs.SD = math.NaN(), math.NaN() // no number: no mean (printed "-")
	if len(xs) > 0 {
		sort.Float64s(xs)
		cs.Mean, cs.SD = stat.MeanStdDev(xs, nil)
		if len(xs) == 1 {
			cs.SD = 0
		}
		for _, p := range QuantileProbs {
			// LinInterp: the usual R type-4 quantile; p=0 and 1 give min and max.
			cs.Quantiles = append(cs.Quantiles, stat.Quantile(p, stat.LinInterp, xs, nil))
		}
	}
	return cs
}

// CensoredText is "12 (>36: 10, timeout: 2)", or "0".
func (cs ColumnStats) CensoredText() string {
	if cs.Censored == 0 {
		return "0"
	}
	parts := make([]string, len(cs.CensoredBy))
	for i, c := range cs.CensoredBy {
		parts[i] = fmt.Sprintf("%s: %d", c.Value, c.Count)
	}
	return fmt.Sprintf("%d (%s)", cs.Censored, strings.Join(parts, ", "))
}

// ValueLess orders values numerically when both are numbers, numbers
// before text, text by string.
func ValueLess(a, b string) bool {
	x, okA := ParseNum(a)
	y, okB := ParseNum(b)
	switch {
	case okA && okB:
		if x != y {
			return x < y
		}
		return a < b
	case okA != okB:
		return okA
	}
	return a < b
}

// SameValue compares two ratings: numerically when both are numbers ("5"
// equals "5.0"), else as text.
func SameValue(a, b string) bool {
	x, okA := ParseNum(a)
	y, okB := ParseNum(b)
	if okA && okB {
		return x == y
	}
	return a == b
}
