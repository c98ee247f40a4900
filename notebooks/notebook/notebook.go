package notebook

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/sudolab/sudolab/experiments/rating"
	"github.com/sudolab/sudolab/experiments/stats"
	"github.com/sudolab/sudolab/internal/refdata"
	"github.com/sudolab/sudolab/puzzle"
)

// RefTable reads a reference CSV file by its path relative to the
// reference-data directory (refdata.Dir),
// e.g. "cbg-000.csv" or "te-depth/monhard-TE3.csv".
func RefTable(rel string) (*stats.Table, error) {
	d, err := refdata.Dir()
	if err != nil {
		return nil, err
	}
	return stats.ReadTable(filepath.Join(d, filepath.FromSlash(rel)))
}

// Markdown renders sections as Markdown (for gonbui.DisplayMarkdown).
func Markdown(secs ...stats.Section) string {
	var b strings.Builder
	stats.Render(&b, "md", secs)
	return b.String()
}

// Text renders sections as aligned text.
func Text(secs ...stats.Section) string {
	var b strings.Builder
	stats.Render(&b, "text", secs)
	return b.String()
}

// SelectRows returns a table with the given rows of t (0-based, in the
// given order); the path is kept, so keys stay those of t.
func SelectRows(t *stats.Table, rows []int) *stats.Table {
	s := &stats.Table{Path: t.Path, Header: t.Header, Rows: make([][]string, 0, len(rows))}
	for _, r := range rows {
		s.Rows = append(s.Rows, t.Rows[r])
	}
	return s
}

// SubsetRows selects the first `first` rows of t plus every later row
// whose numeric column col is ≥ min (col "" = no such rows).
func SubsetRows(t *stats.Table, first int, col string, min float64) ([]int, error) {
	var v []string
	if col != "" {
		var err error
		if v, err = t.Column(col); err != nil {
			return nil, err
		}
	}
	var rows []int
	for i := range t.Rows {
		if i < first {
			rows = append(rows, i)
			continue
		}
		if v != nil {
			if x, ok := stats.ParseNum(v[i]); ok && x >= min {
				rows = append(rows, i)
			}
		}
	}
	return rows, nil
}

// EveryKth selects rows 0, k, 2k, … of t, at most max of them (max 0 =
// no limit): a fixed, spread-out sample of a collection.
func EveryKth(t *stats.Table, k, max int) []int {
	if k < 1 {
		k = 1
	}
	var rows []int
	for i := 0; i < len(t.Rows) && (max == 0 || len(rows) < max); i += k {
		rows = append(rows, i)
	}
	return rows
}

// RateConfig configures RateTable.
type RateConfig struct {
	Options rating.Options
	Workers int           // 0 = all cores
	Timeout time.Duration // per puzzle and rating; 0 = none
}

// RateTable rates the puzzle column of t with the named rating columns
// (see Names) through the collection runner. The result has the columns
// index (t's key: the reference index, or the row number), puzzle, the
// ratings and error, one row per row of t, in order.
func RateTable(ctx context.Context, t *stats.Table, ratings []string, cfg RateConfig) (*stats.Table, error) {
	cols := make([]*rating.Column, len(ratings))
	for i, r := range ratings {
		c, err := rating.Lookup(r)
		if err != nil {
			return nil, err
		}
		cols[i] = c
	}
	puzzles, err := t.Column("puzzle")
	if err != nil {
		return nil, err
	}
	keys := t.Keys()
	in := puzzle.Inputs{Args: []string{"-"}, Stdin: strings.NewReader(strings.Join(puzzles, "\n") + "\n")}
	var buf bytes.Buffer
	sum, err := rating.Run(ctx, in, rating.RunConfig{Columns: cols, Options: cfg.Options, Workers: cfg.Workers, Timeout: cfg.Timeout, Header: true}, &buf)
	if err != nil {
		return nil, err
	}
	if sum.Done != len(puzzles) {
		return nil, fmt.Errorf("rated %d puzzles of %d", sum.Done, len(puzzles))
	}
	out, err := readTableFrom("rated "+filepath.Base(t.Path), &buf)
	if err != nil {
		return nil, err
	}
	out.Header[0] = "index"
	for i, row := range out.Rows {
		n, err := strconv.Atoi(row[0])
		if err != nil || n < 1 || n > len(keys) {
			return nil, fmt.Errorf("runner output: bad record number %q", row[0])
		}
		out.Rows[i][0] = keys[n-1]
	}
	return out, nil
}

func readTableFrom(name string, r io.Reader) (*stats.Table, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	header, err := cr.Read()
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	t := &stats.Table{Path: name, Header: header}
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			return t, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		t.Rows = append(t.Rows, rec)
	}
}

// Errors counts the rows of a RateTable result with a non-empty error.
func Errors(t *stats.Table) int {
	e, err := t.Column("error")
	if err != nil {
		return 0
	}
	n := 0
	for _, s := range e {
		if s != "" {
			n++
		}
	}
	return n
}
