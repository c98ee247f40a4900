package rating

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/sudolab/sudolab/experiments/stats"
)

// What the rate command sets up from its flags before Run: the columns, the
// shard, the output file (resumed or not) and the summary of the records.

// ParseColumns reads a comma-separated list of rating names (blank names
// are skipped); at least one is needed.
func ParseColumns(list string) ([]*Column, error) {
	var cols []*Column
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		c, err := Lookup(name)
		if err != nil {
			return nil, err
		}
		cols = append(cols, c)
	}
	if len(cols) == 0 {
		return nil, fmt.Errorf("no rating chosen (--ratings)")
	}
	return cols, nil
}

// ChooseShard is the shard of a run: flag (i/N) when given, else the
// job-array environment read by ShardFromEnv (fromEnv then says so), else
// the whole input.
func ChooseShard(flag string, given bool, getenv func(string) string) (s Shard, fromEnv bool, err error) {
	if given {
		s, err = ParseShard(flag)
		return s, false, err
	}
	return ShardFromEnv(getenv)
}

// OpenOutput opens the file a run writes to. Without resume it is created
// or truncated. With resume, the records a killed run already wrote there
// are read (ResumeState) into cfg.Skip, cfg.Header is cleared unless the
// file holds nothing yet, and the file is opened for appending.
func OpenOutput(path string, resume bool, cfg *RunConfig) (*os.File, error) {
	flags := os.O_CREATE | os.O_WRONLY | os.O_TRUNC
	if resume {
		done, hasHeader, err := ResumeState(path, cfg.Format, cfg.Columns)
		if err != nil {
			return nil, err
		}
		cfg.Skip, cfg.Header = done, !hasHeader && len(done) == 0
		flags = os.O_CREATE | os.O_WRONLY | os.O_APPEND
	}
	return os.OpenFile(path, flags, 0o644)
}

// Records keeps the records a run writes (set Add as RunConfig.Record), as
// a table with the columns of the CSV output, for a summary of the run.
type Records struct {
	table stats.Table
}

// NewRecords starts an empty table of records of cols, named name.
func NewRecords(name string, cols []*Column) *Records {
	return &Records{table: stats.Table{Path: name, Header: CSVFields(cols)}}
}

// Add appends one record, with the fields of its CSV line.
func (rs *Records) Add(r Result) {
	row := append([]string{strconv.Itoa(r.N), r.Puzzle}, r.Values...)
	rs.table.Rows = append(rs.table.Rows, append(row, r.Err, r.Label))
}

// Table is the records so far.
func (rs *Records) Table() *stats.Table { return &rs.table }
