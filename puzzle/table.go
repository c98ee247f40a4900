package puzzle

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Tables: CSV or TSV files with a header row, such as sudolab rate's output
// or the reference data's cbg-000.csv. One row is one puzzle: the puzzle
// column holds it (any ParseLine form), the label column its label: the
// one Inputs.LabelColumn names, by default the column named "label", else
// "name", else "index" (the reference files' record number). Rows are read line by line with the same bounded
// line length as text; a quoted field may hold line breaks (the row then
// spans several lines, MaxLineBytes in all).

// table is the layout of a table input.
type table struct {
	sep    rune
	header []string
	col    int // index of the puzzle column
	label  int // index of the label column, -1 if none
}

// DefaultLabelColumns are the columns a table's label is taken from when
// no label column is named: the first of them the header has.
var DefaultLabelColumns = []string{"label", "name", "index"}

// tableHeader returns the table layout if line is a table header: a column
// named "puzzle" (case and spaces ignored), or, when column is set, a line
// that is not a puzzle and has a separator. nil if the input is text. An
// error if column or labelColumn names no column of a header.
func tableHeader(line, column, labelColumn string) (*table, error) {
	line = strings.TrimRight(line, "\r")
	sep := ','
	if strings.Contains(line, "\t") {
		sep = '\t'
	}
	if !strings.ContainsRune(line, sep) && column == "" && !strings.EqualFold(strings.TrimSpace(line), "puzzle") {
		return nil, nil // a one-column table is recognised by its header "puzzle" only
	}
	fields, err := splitRow(line, sep)
	if err != nil {
		return nil, nil
	}
	t := &table{sep: sep, header: fields, col: -1, label: -1}
	for i, f := range fields {
		if strings.EqualFold(strings.TrimSpace(f), "puzzle") && t.col < 0 && column == "" {
			t.col = i
		}
	}
	if column == "" {
		if t.col < 0 {
			return nil, nil
		}
	} else {
		if _, err := ParseLine(line); err == nil || !strings.ContainsRune(line, sep) {
			return nil, nil // text: --column applies to tables only
		}
		if t.col, err = headerColumn(fields, sep, "--column", column); err != nil {
			return nil, err
		}
	}
	if labelColumn != "" {
		if t.label, err = headerColumn(fields, sep, "--label-column", labelColumn); err != nil {
			return nil, err
		}
	} else {
	defaults:
		for _, name := range DefaultLabelColumns {
			for i, f := range fields {
				if strings.EqualFold(strings.TrimSpace(f), name) && i != t.col {
					t.label = i
					break defaults
				}
			}
		}
	}
	if t.label == t.col {
		t.label = -1
	}
	return t, nil
}

// headerColumn finds a column given by header name (case and spaces
// ignored) or 1-based number; flag names the option in the error.
func headerColumn(fields []string, sep rune, flag, column string) (int, error) {
	if k, err := strconv.Atoi(column); err == nil {
		if k < 1 || k > len(fields) {
			return -1, fmt.Errorf("%s %d: the header has %d columns", flag, k, len(fields))
		}
		return k - 1, nil
	}
	for i, f := range fields {
		if strings.EqualFold(strings.TrimSpace(f), strings.TrimSpace(column)) {
			return i, nil
		}
	}
	return -1, fmt.Errorf("%s %s: no such column in the header (%s)", flag, Clip(column), Clip(strings.Join(fields, string(sep))))
}

// splitRow splits one row (which may span lines inside quotes).
func splitRow(line string, sep rune) ([]string, error) {
	r := csv.NewReader(strings.NewReader(line))
	r.Comma = sep
	r.FieldsPerRecord = -1
	r.LazyQuotes = sep == '\t' // TSV has no quoting convention
	return r.Read()
}

// openQuote reports whether a CSV row ends inside a quoted field.
func openQuote(row string) bool { return strings.Count(row, `"`)%2 == 1 }

// scan reads the rows after the header.
func (t *table) scan(name string, lr *lineReader, emit func(Item) error) error {
	lineNo := 1
	for {
		b, size, long, err := lr.next()
		if err != nil && !long {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return fmt.Errorf("%s: %w", name, err)
		}
		lineNo++
		first := lineNo
		if long {
			if e := emit(Item{Source: name, Line: first, Text: string(b) + "…", Err: &SyntaxError{Line: first, Msg: tooLongError(size).Msg}}); e != nil {
				return e
			}
			if err != nil {
				return nil
			}
			continue
		}
		row := strings.TrimRight(string(b), "\r")
		// A quoted field with line breaks: gather its lines, within the bound.
		for t.sep == ',' && openQuote(row) && len(row) <= MaxLineBytes {
			nb, nsize, nlong, nerr := lr.next()
			if nerr != nil || nlong {
				if !errors.Is(nerr, io.EOF) || nlong {
					lr.unread(nb, nsize, nlong, nerr) // the next row's business
				}
				break
			}
			lineNo++
			row += "\n" + strings.TrimRight(string(nb), "\r")
		}
		if strings.TrimSpace(row) == "" {
			continue
		}
		it := t.item(row)
		it.Source, it.Line = name, first
		if it.Err != nil {
			it.Err = atLine(it.Err, first)
			it.Text = Clip(it.Text)
		}
		if e := emit(it); e != nil {
			return e
		}
	}
}

// item parses one row.
func (t *table) item(row string) Item {
	if len(row) > MaxLineBytes {
		return Item{Text: row, Err: tooLongError(int64(len(row)))}
	}
	fields, err := splitRow(row, t.sep)
	if err != nil {
		msg := err.Error()
		if pe, ok := err.(*csv.ParseError); ok {
			msg = pe.Err.Error()
		}
		return Item{Text: row, Err: errorf("not a %s row: %s", t.kind(), msg)}
	}
	if t.col >= len(fields) {
		return Item{Text: row, Err: errorf("%d fields, the header has %d (no %s column)", len(fields), len(t.header), t.header[t.col])}
	}
	label := ""
	if t.label >= 0 && t.label < len(fields) {
		label = oneLine(fields[t.label])
	}
	g, text, err := parseLine(fields[t.col])
	if err != nil {
		return Item{Text: fields[t.col], Label: label, Err: err}
	}
	if label == "" {
		label = g.Label
	}
	g.Label = label
	return Item{Text: text, Label: label, Grid: g}
}

func (t *table) kind() string {
	if t.sep == '\t' {
		return "TSV"
	}
	return "CSV"
}

// oneLine trims a label and puts it on one line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
