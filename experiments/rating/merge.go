package rating

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
)

// MergeReport says what Merge found in the shard outputs.
type MergeReport struct {
	Format     string // "csv" or "jsonl"
	Records    int    // distinct record numbers written
	Missing    []int  // numbers absent from 1..max (or 1..Total)
	Duplicates []int  // numbers found more than once (the first copy is kept)
	Conflicts  []int  // duplicates whose copies differ (a subset of Duplicates)
	// Notes: what the parts' run information says is wrong (CheckParts: a
	// shard missing, a run that did not end); their records are then
	// reported missing too.
	Notes []string
}

// OK is true when every number is present exactly once.
func (r MergeReport) OK() bool { return len(r.Missing) == 0 && len(r.Duplicates) == 0 }

// Merge joins the outputs of a sharded run (CSV with the n,puzzle,…,error
// header, or JSON lines) into one file in input order: records sorted by n,
// each copied byte for byte, so merging the shards of a run gives exactly
// the output of the same run unsharded. total, when > 0, is the expected
// number of records (to detect missing records at the end too). Parts must
// all have the same format (and CSV header, or JSON keys).
//
// Every record is checked before anything is written: a CSV record must
// parse and have as many fields as the header, a JSON line must parse as
// an object with the same keys as the others, and the last record of a
// part must end with a newline. A shard killed while writing leaves a torn
// last record, which is thus an error naming the file and line rather
// than a silently truncated value in the merged output.
func Merge(out io.Writer, parts []string, total int) (MergeReport, error) {
	var rep MergeReport
	var header []byte
	var jsonKeys string // the sorted keys of the first JSON record
	recs := map[int][]byte{}
	dup := map[int]bool{}
	for _, p := range parts {
		// A part is a file rate wrote: a device or a FIFO (/dev/zero, an
		// endless stream) would be read without end.
		if fi, err := os.Stat(p); err != nil {
			return rep, err
		} else if !fi.Mode().IsRegular() {
			return rep, fmt.Errorf("%s is not a regular file (merge reads the parts rate wrote)", p)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return rep, err
		}
		format := "csv"
		if t := bytes.TrimLeft(data, "\n"); len(t) > 0 && t[0] == '{' {
			format = "jsonl"
		}
		lines, err := splitRecords(data, format == "csv")
		if err != nil {
			return rep, fmt.Errorf("%s:%v", p, err)
		}
		if len(lines) == 0 {
			continue // an empty shard (more shards than records)
		}
		if rep.Format == "" {
			rep.Format = format
		} else if format != rep.Format {
			return rep, fmt.Errorf("%s is %s but earlier parts are %s", p, format, rep.Format)
		}
		fields := 0
		if format == "csv" {
			head := lines[0].text
			if !bytes.HasPrefix(head, []byte("n,")) {
				return rep, fmt.Errorf("%s:1: no n,puzzle,… header", p)
			}
			if header == nil {
				header = head
			} else if !bytes.Equal(header, head) {
				return rep, fmt.Errorf("%s:1: header %q differs from %q", p, head, header)
			}
			fields = bytes.Count(head, []byte(",")) + 1
			lines = lines[1:]
		}
		for _, l := range lines {
			var n int
			if format == "csv" {
				n, err = csvRecordNumber(l.text, fields)
			} else {
				var keys string
				n, keys, err = jsonRecordNumber(l.text)
				if err == nil && jsonKeys == "" {
					jsonKeys = keys
				} else if err == nil && keys != jsonKeys {
					err = fmt.Errorf("keys %s differ from the first record's %s", keys, jsonKeys)
				}
			}
			if err != nil {
				return rep, fmt.Errorf("%s:%d: %v", p, l.line, err)
			}
			if old, seen := recs[n]; seen {
				if !dup[n] {
					rep.Duplicates = append(rep.Duplicates, n)
				}
				if !bytes.Equal(old, l.text) && (len(rep.Conflicts) == 0 || rep.Conflicts[len(rep.Conflicts)-1] != n) {
					rep.Conflicts = append(rep.Conflicts, n)
				}
				dup[n] = true
				continue
			}
			recs[n] = l.text
		}
	}
	ns := make([]int, 0, len(recs))
	for n := range recs {
		ns = append(ns, n)
	}
	sort.Ints(ns)
	sort.Ints(rep.Duplicates)
	sort.Ints(rep.Conflicts)
	rep.Records = len(ns)
	last := total
	if last <= 0 && len(ns) > 0 {
		last = ns[len(ns)-1]
	}
	for n, i := 1, 0; n <= last; n++ {
		if i < len(ns) && ns[i] == n {
			i++
			continue
		}
		rep.Missing = append(rep.Missing, n)
	}
	bw := bufio.NewWriterSize(out, 1<<16)
	if header != nil {
		bw.Write(header)
	}
	for _, n := range ns {
		bw.Write(recs[n])
	}
	return rep, bw.Flush()
}

// record is one record of a part: its bytes with the final "\n", and the
// file line it starts on.
type record struct {
	text []byte
	line int
}

// splitRecords cuts data into records, each with its "\n". In CSV
// (quoted true), a newline inside a quoted field does not end a record (an
// even number of quotes so far means we are outside quotes); a JSON line
// has no raw newline, and its escaped quotes must not be counted. Blank lines are skipped. Data that
// does not end with "\n" is an error: sudolab writes whole lines, so the
// last one was cut (the error starts with the line number, for the caller
// to put the file name before it).
func splitRecords(data []byte, quoted bool) ([]record, error) {
	var recs []record
	start, quotes, line, startLine := 0, 0, 1, 1
	for i, b := range data {
		switch b {
		case '"':
			quotes++
		case '\n':
			line++
			if !quoted || quotes%2 == 0 {
				if i > start {
					recs = append(recs, record{data[start : i+1], startLine})
				}
				start, quotes, startLine = i+1, 0, line
			}
		}
	}
	if start < len(data) {
		return nil, fmt.Errorf("%d: the last record has no end of line: it was cut (a shard killed while writing?); run that shard again with --resume, which drops it", startLine)
	}
	return recs, nil
}

// csvRecordNumber parses one CSV record that must have fields fields and
// returns its n.
func csvRecordNumber(l []byte, fields int) (int, error) {
	r := csv.NewReader(bytes.NewReader(l))
	r.FieldsPerRecord = fields
	row, err := r.Read()
	if err != nil {
		var perr *csv.ParseError
		if errors.As(err, &perr) && errors.Is(perr.Err, csv.ErrFieldCount) {
			return 0, fmt.Errorf("%d fields, the header has %d", len(row), fields)
		}
		if errors.As(err, &perr) {
			err = perr.Err
		}
		return 0, fmt.Errorf("not a CSV record: %v", err)
	}
	n, err := strconv.Atoi(row[0])
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("first field %q is not a record number", row[0])
	}
	return n, nil
}

// jsonRecordNumber parses one JSON line and returns its n and its sorted
// keys.
func jsonRecordNumber(l []byte) (int, string, error) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(l, &obj); err != nil {
		return 0, "", fmt.Errorf("not a JSON record: %v", err)
	}
	var n int
	if err := json.Unmarshal(obj["n"], &n); err != nil || n <= 0 {
		return 0, "", fmt.Errorf("no positive record number n")
	}
	var puzzle string
	if err := json.Unmarshal(obj["puzzle"], &puzzle); err != nil {
		return 0, "", fmt.Errorf("no puzzle string")
	}
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return n, strings.Join(keys, ","), nil
}
