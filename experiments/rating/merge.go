package rating

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
)

// MergeReport says what Merge found in the shard outputs.
type MergeReport struct {
	Format     string // "csv" or "jsonl"
	Records    int    // distinct record numbers written
	Missing    []int  // numbers absent from 1..max (or 1..Total)
	Duplicates []int  // numbers found more than once (the first copy is kept)
	Conflicts  []int  // duplicates whose copies differ (a subset of Duplicates)
}

// OK is true when every number is present exactly once.
func (r MergeReport) OK() bool { return len(r.Missing) == 0 && len(r.Duplicates) == 0 }

// Merge joins the outputs of a sharded run (CSV with the n,puzzle,…,error
// header, or JSON lines) into one file in input order: records sorted by n,
// each copied byte for byte, so merging the shards of a run gives exactly
// the output of the same run unsharded. total, when > 0, is the expected
// number of records (to detect missing records at the end too). Parts must
// all have the same format (and CSV header).
func Merge(out io.Writer, parts []string, total int) (MergeReport, error) {
	var rep MergeReport
	var header []byte
	recs := map[int][]byte{}
	dup := map[int]bool{}
	for _, p := range parts {
		data, err := os.ReadFile(p)
		if err != nil {
			return rep, err
		}
		lines := splitRecords(data)
		if len(lines) == 0 {
			continue // an empty shard (more shards than records)
		}
		format := "csv"
		if lines[0][0] == '{' {
			format = "jsonl"
		}
		if rep.Format == "" {
			rep.Format = format
		} else if format != rep.Format {
			return rep, fmt.Errorf("%s is %s but earlier parts are %s", p, format, rep.Format)
		}
		if format == "csv" {
			if !bytes.HasPrefix(lines[0], []byte("n,")) {
				return rep, fmt.Errorf("%s: no n,puzzle,… header", p)
			}
			if header == nil {
				header = lines[0]
			} else if !bytes.Equal(header, lines[0]) {
				return rep, fmt.Errorf("%s: header %q differs from %q", p, lines[0], header)
			}
			lines = lines[1:]
		}
		for i, l := range lines {
			n, err := recordNumber(l, format)
			if err != nil {
				return rep, fmt.Errorf("%s: record %d: %v", p, i+1, err)
			}
			if old, seen := recs[n]; seen {
				if !dup[n] {
					rep.Duplicates = append(rep.Duplicates, n)
				}
				if !bytes.Equal(old, l) && (len(rep.Conflicts) == 0 || rep.Conflicts[len(rep.Conflicts)-1] != n) {
					rep.Conflicts = append(rep.Conflicts, n)
				}
				dup[n] = true
				continue
			}
			recs[n] = l
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

// splitRecords cuts data into records, each with its "\n". A CSV newline
// inside a quoted field does not end a record (an even number of quotes
// so far means we are outside quotes).
func splitRecords(data []byte) [][]byte {
	var recs [][]byte
	start, quotes := 0, 0
	for i, b := range data {
		switch b {
		case '"':
			quotes++
		case '\n':
			if quotes%2 == 0 {
				if i > start { // skip blank lines
					recs = append(recs, data[start:i+1])
				}
				start, quotes = i+1, 0
			}
		}
	}
	if start < len(data) { // last line without "\n": keep it, terminated
		recs = append(recs, append(append([]byte{}, data[start:]...), '\n'))
	}
	return recs
}

func recordNumber(l []byte, format string) (int, error) {
	if format == "jsonl" {
		var rec struct {
			N int `json:"n"`
		}
		if err := json.Unmarshal(l, &rec); err != nil || rec.N <= 0 {
			return 0, fmt.Errorf("not a result record with a positive n")
		}
		return rec.N, nil
	}
	first, _, _ := bytes.Cut(l, []byte(","))
	n, err := strconv.Atoi(string(first))
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("first field %q is not a record number", first)
	}
	return n, nil
}
