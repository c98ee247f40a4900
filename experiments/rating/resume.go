package rating

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/sudolab/sudolab/internal/resumefile"
)

// ResumeState reads an earlier (possibly killed) run's output file: the
// record numbers it holds, and whether it already has a CSV header. A
// partial last line (a run killed mid-write) is cut off the file so that
// appending continues cleanly. A missing file is an empty state.
func ResumeState(path, format string, cols []*Column) (done map[int]bool, hasHeader bool, err error) {
	done = map[int]bool{}
	data, err := resumefile.Complete(path)
	if err != nil {
		return nil, false, err
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if text == "" {
			continue
		}
		if format == "jsonl" {
			var rec struct {
				N int `json:"n"`
			}
			if err := json.Unmarshal([]byte(text), &rec); err != nil || rec.N <= 0 {
				return nil, false, fmt.Errorf("%s:%d: not a result record of this format", path, line)
			}
			done[rec.N] = true
			continue
		}
		first, _, _ := strings.Cut(text, ",")
		if line == 1 && first == "n" {
			if want := CSVHeader(cols); text != want {
				return nil, false, fmt.Errorf("%s: header %q differs from this run's %q; resume with the same --ratings", path, text, want)
			}
			hasHeader = true
			continue
		}
		n, err := strconv.Atoi(first)
		if err != nil || n <= 0 {
			return nil, false, fmt.Errorf("%s:%d: not a result record", path, line)
		}
		done[n] = true
	}
	return done, hasHeader, sc.Err()
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
