package rating

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"io"
	"strconv"
)

// Records are written by encoding/csv and encoding/json (HTML escaping
// off, so ">36" stays ">36"), one write per record. The types of the
// values are documented in docs/ratings.md §4.9: a rating is a JSON number
// when it is one ("3", "11.6", written as the number it is), else a string
// (">36" censored, "timeout", "memory"), and null when the column failed;
// the CSV field holds the same text.

// writer formats results as CSV or JSON lines.
type writer struct {
	out    io.Writer
	format string
	cols   []*Column
}

func newWriter(out io.Writer, format string, cols []*Column) *writer {
	return &writer{out: out, format: format, cols: cols}
}

func (w *writer) header() error {
	if w.format == "jsonl" {
		return nil
	}
	_, err := io.WriteString(w.out, CSVHeader(w.cols)+"\n")
	return err
}

func (w *writer) record(r Result) error {
	var line []byte
	var err error
	if w.format == "jsonl" {
		line, err = jsonRecord(r, w.cols)
	} else {
		line, err = csvLine(append(append([]string{strconv.Itoa(r.N), r.Puzzle}, r.Values...), r.Err, r.Label))
	}
	if err != nil {
		return err
	}
	// One unbuffered write per record: a killed run leaves whole lines only
	// (resume trims a partial last line anyway).
	_, err = w.out.Write(line)
	return err
}

// csvLine is one CSV record, with its line end.
func csvLine(fields []string) ([]byte, error) {
	var b bytes.Buffer
	cw := csv.NewWriter(&b)
	cw.Write(fields)
	cw.Flush()
	return b.Bytes(), cw.Error()
}

// jsonRecord is one JSON line: the keys in the CSV header's order.
func jsonRecord(r Result, cols []*Column) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(`{"n":` + strconv.Itoa(r.N))
	field := func(key string, v any) error {
		b.WriteByte(',')
		if err := appendJSON(&b, key); err != nil {
			return err
		}
		b.WriteByte(':')
		return appendJSON(&b, v)
	}
	if err := field("puzzle", r.Puzzle); err != nil {
		return nil, err
	}
	for i, c := range cols {
		if err := field(c.Name, JSONValue(r.Values[i])); err != nil {
			return nil, err
		}
	}
	if err := field("error", r.Err); err != nil {
		return nil, err
	}
	if err := field("label", r.Label); err != nil {
		return nil, err
	}
	b.WriteString("}\n")
	return b.Bytes(), nil
}

// appendJSON appends v's JSON encoding (HTML escaping off, no newline).
func appendJSON(b *bytes.Buffer, v any) error {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	b.Truncate(b.Len() - 1) // Encode's newline
	return nil
}

// JSONValue is the JSON value of a rating as a record holds it: nil (null)
// for an empty value (the column failed: the error field says why), a
// json.Number for a number (written as it is: "11.6" stays 11.6, "2.0"
// stays 2.0), else the text itself (">36", "timeout", "memory").
func JSONValue(v string) any {
	switch {
	case v == "":
		return nil
	case isJSONNumber(v):
		return json.Number(v)
	}
	return v
}

// isJSONNumber reports whether s is a number in JSON's own syntax (no "+",
// no "Inf", no hexadecimal).
func isJSONNumber(s string) bool {
	if s == "" || (s[0] != '-' && (s[0] < '0' || s[0] > '9')) {
		return false
	}
	var n json.Number
	return json.Unmarshal([]byte(s), &n) == nil
}
