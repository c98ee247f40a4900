package rating

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sudolab/sudolab/experiments/stats"
	"github.com/sudolab/sudolab/internal/outfile"
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

// OpenOutput opens the --out file of a run (internal/outfile: refused if
// it is one of the inputs in, or another run is writing it). Without
// resume it is a new file, written to a temporary file that Commit
// renames onto path. With resume, the file is locked and appended to: the
// records a killed run already wrote there are read (ResumeState) into
// cfg.Skip, and cfg.Header is cleared unless the file holds nothing yet.
func OpenOutput(path string, resume bool, in outfile.Inputs, cfg *RunConfig) (*outfile.File, error) {
	if !resume {
		return outfile.Create("--out", path, in)
	}
	f, data, err := outfile.Append("--out", path, in)
	if err != nil {
		return nil, err
	}
	done, hasHeader, err := ResumeState(path, data, cfg.Format, cfg.Columns)
	if err != nil {
		f.Close()
		return nil, err
	}
	cfg.Skip, cfg.Header = done, !hasHeader && len(done) == 0
	return f, nil
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
