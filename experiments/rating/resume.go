package rating

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/sudolab/sudolab/puzzle"
)

// ResumeState reads the complete lines (data) of an earlier, possibly
// killed, run's output file path: for each record number it holds, the puzzle text of that record (Run checks
// it against input record n, so that a file of another input or another
// order is refused rather than silently skipped), and whether the file
// already has a CSV header. No data is an empty state. A record that does not parse, has another number of
// fields or other keys than this run's columns give, or repeats a record
// number is an error naming the line.
func ResumeState(path string, data []byte, format string, cols []*Column) (done map[int]string, hasHeader bool, err error) {
	if format == "jsonl" {
		done, err = resumeJSONL(path, data, cols)
		return done, false, err
	}
	return resumeCSV(path, data, cols)
}

func resumeCSV(path string, data []byte, cols []*Column) (map[int]string, bool, error) {
	done := map[int]string{}
	want := CSVHeader(cols)
	hasHeader := false
	r := csv.NewReader(bytes.NewReader(data))
	r.FieldsPerRecord = len(CSVFields(cols)) // n, puzzle, the columns, error, label
	r.ReuseRecord = true
	for first := true; ; first = false {
		row, err := r.Read()
		if err == io.EOF {
			return done, hasHeader, nil
		}
		line := 0
		if perr := (*csv.ParseError)(nil); errors.As(err, &perr) {
			line = perr.StartLine
		} else if len(row) > 0 {
			line, _ = r.FieldPos(0)
		}
		if first && len(row) > 0 && row[0] == "n" {
			if text := strings.Join(row, ","); text != want {
				return nil, false, fmt.Errorf("%s: header %q differs from this run's %q; resume with the same --ratings", path, text, want)
			}
			if err != nil {
				return nil, false, fmt.Errorf("%s:%d: header: %v", path, line, csvErr(err))
			}
			hasHeader = true
			continue
		}
		if err != nil {
			return nil, false, fmt.Errorf("%s:%d: not a result record of this run (header %s): %v", path, line, want, csvErr(err))
		}
		if err := addDone(done, row[0], row[1]); err != nil {
			return nil, false, fmt.Errorf("%s:%d: %v", path, line, err)
		}
	}
}

// csvErr drops the position encoding/csv puts in its errors (we give the
// line ourselves).
func csvErr(err error) error {
	var perr *csv.ParseError
	if errors.As(err, &perr) {
		return perr.Err
	}
	return err
}

func resumeJSONL(path string, data []byte, cols []*Column) (map[int]string, error) {
	done := map[int]string{}
	keys := []string{"n", "puzzle", "error", "label"}
	for _, c := range cols {
		keys = append(keys, c.Name)
	}
	sort.Strings(keys)
	want := strings.Join(keys, ",")
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for line := 1; sc.Scan(); line++ {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var obj map[string]json.RawMessage
		if err := json.Unmarshal(sc.Bytes(), &obj); err != nil {
			return nil, fmt.Errorf("%s:%d: not a result record: %v", path, line, err)
		}
		got := make([]string, 0, len(obj))
		for k := range obj {
			got = append(got, k)
		}
		sort.Strings(got)
		if g := strings.Join(got, ","); g != want {
			return nil, fmt.Errorf("%s:%d: keys %s differ from this run's %s; resume with the same --ratings", path, line, g, want)
		}
		var n json.Number
		var puzzle string
		if json.Unmarshal(obj["n"], &n) != nil || json.Unmarshal(obj["puzzle"], &puzzle) != nil {
			return nil, fmt.Errorf("%s:%d: n is not a number or puzzle not a string", path, line)
		}
		if err := addDone(done, n.String(), puzzle); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, line, err)
		}
	}
	return done, sc.Err()
}

func addDone(done map[int]string, field, puzzle string) error {
	n, err := strconv.Atoi(field)
	if err != nil || n <= 0 {
		return fmt.Errorf("record number %q is not a positive integer", field)
	}
	if _, dup := done[n]; dup {
		return fmt.Errorf("record n=%d appears twice", n)
	}
	done[n] = puzzle
	return nil
}

// recordPuzzle is the puzzle field of item it's record: RatePuzzle writes
// it and resume compares it with the input, so both must use this one
// function (e.g. if a malformed line is ever echoed only in part).
func recordPuzzle(it puzzle.Item) string { return it.Text }

// resumeCheck verifies, while the input is read, that the records a
// resumed run skips hold the input's puzzles: record n must hold input
// record n's puzzle, and every record of the file must exist in the input
// and belong to the run's shard.
type resumeCheck struct {
	skip    map[int]string
	shard   Shard
	format  string
	matched int
}

// before checks what can be checked before reading the input.
func (c *resumeCheck) before() error {
	for _, n := range sortedKeys(c.skip) {
		if !c.shard.Takes(n) {
			return fmt.Errorf("--resume: the output holds record n=%d, which is not in this run's shard %s: resume each shard into its own --out", n, c.shard)
		}
	}
	return nil
}

// item reports whether it is already done; an error if its record holds
// another puzzle.
func (c *resumeCheck) item(it puzzle.Item) (bool, error) {
	want, ok := c.skip[it.N]
	if !ok {
		return false, nil
	}
	if got := c.asRead(recordPuzzle(it)); got != want {
		where := it.Source
		if it.Line > 0 {
			where += ":" + strconv.Itoa(it.Line)
		}
		return false, fmt.Errorf("--resume: the output's record n=%d holds puzzle %s, but input puzzle %d (%s) is %s: the output is of another input or order; resume with the same inputs in the same order, or use another --out",
			it.N, shortQuote(want), it.N, where, shortQuote(got))
	}
	c.matched++
	return true, nil
}

// asRead is the puzzle field as ResumeState reads it back from a record
// written by this run: JSON replaces invalid UTF-8, CSV may alter line
// ends inside quotes, and a malformed input line may hold either.
func (c *resumeCheck) asRead(field string) string {
	if c.format == "jsonl" {
		var b bytes.Buffer
		var s string
		if appendJSON(&b, field) != nil || json.Unmarshal(b.Bytes(), &s) != nil {
			return field
		}
		return s
	}
	line, err := csvLine([]string{field})
	if err != nil {
		return field
	}
	row, err := csv.NewReader(bytes.NewReader(line)).Read()
	if err != nil || len(row) != 1 {
		return field
	}
	return row[0]
}

// complete reports whether every skipped record has been matched.
func (c *resumeCheck) complete() bool { return c.matched == len(c.skip) }

// after checks, at the end of the input, that no record was left
// unmatched.
func (c *resumeCheck) after(inputs int) error {
	if c.complete() {
		return nil
	}
	for _, n := range sortedKeys(c.skip) {
		if n > inputs {
			return fmt.Errorf("--resume: the output holds record n=%d, but the input has only %d puzzles: the output is of another input", n, inputs)
		}
	}
	return fmt.Errorf("--resume: %d of the output's %d records were not found in the input", len(c.skip)-c.matched, len(c.skip))
}

func sortedKeys(m map[int]string) []int {
	ns := make([]int, 0, len(m))
	for n := range m {
		ns = append(ns, n)
	}
	sort.Ints(ns)
	return ns
}

// shortQuote quotes s, cut to its first 100 bytes.
func shortQuote(s string) string {
	if len(s) > 100 {
		return strconv.Quote(s[:100]) + "…"
	}
	return strconv.Quote(s)
}

// CSVHeader is the header of a run's CSV output: n, puzzle, the rating
// columns, error, then label (last, so that the earlier columns keep
// their positions).
func CSVHeader(cols []*Column) string {
	return strings.Join(CSVFields(cols), ",")
}

// CSVFields are the names of CSVHeader; len(CSVFields(cols)) is the number
// of fields of every record.
func CSVFields(cols []*Column) []string {
	names := []string{"n", "puzzle"}
	for _, c := range cols {
		names = append(names, c.Name)
	}
	return append(names, "error", "label")
}
