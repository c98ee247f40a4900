package bench

import (
	"encoding/csv"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/sudolab/sudolab/experiments/rating"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
	"github.com/sudolab/sudolab/puzzle"
)

// Row is one line of the table: rating columns applied to a sample of a
// reference file.
type Row struct {
	Name    string   // short key, e.g. "B12"
	Task    string   // what the row measures, as printed
	File    string   // reference file, relative to the data directory
	Column  string   // CSV column holding the puzzle
	Ratings []string // rating columns computed for each puzzle
	MaxLen  int      // --max-length (0: each rating's default)
	First   int      // the first First puzzles (0: all)
	Index   []int    // or these values of the file's index column
	// Target is the row's CPU budget (0: none): the row's whole CPU time,
	// or each puzzle's when PerPuzzle; Keep marks a target that only says
	// "do not get slower". Measure.Check compares with it.
	Target    time.Duration
	PerPuzzle bool
	Keep      bool
	// Partial: the row runs only part of its sample (--first), so its
	// target does not apply (a prefix of a file is not a scaled sample of
	// it: the hard puzzles are not spread evenly).
	Partial bool
	Long    bool // only with --all (minutes of CPU)
	// Search, when set, replaces the rating columns: it runs on each
	// puzzle (Ratings then only names its one value per puzzle).
	Search func(pg *puzzle.Grid) (string, error)
}

// w8 are the cbg-000 indexes with W >= 8 (19 puzzles), the hard states of
// the general-logic rows.
var w8 = []int{109, 3551, 4918, 6926, 7772, 9663, 9824, 13269, 13841, 14638, 15672, 15719, 16155, 16579, 16845, 18494, 19550, 19909, 20108}

// Rows is the table of issue 18, in order.
var Rows = []Row{
	{Name: "B12", Task: "B, max length 12, cbg-000 first 2,000", File: "cbg-000.csv", Column: "puzzle", Ratings: []string{"B"}, MaxLen: 12, First: 2000, Target: 3 * time.Second},
	{Name: "W200", Task: "W, cbg-000 first 200", File: "cbg-000.csv", Column: "puzzle", Ratings: []string{"W"}, First: 200, Target: 480 * time.Millisecond},
	{Name: "Wall", Task: "W, all 21,375 of cbg-000", File: "cbg-000.csv", Column: "puzzle", Ratings: []string{"W"}, Target: 40 * time.Second, Long: true},
	{Name: "BxBB", Task: "BxBB, SHC's 140 examples, max length 5", File: "shc-examples/BxBB.csv", Column: "puzzle", Ratings: []string{"BxBB"}, MaxLen: 5, Target: 8 * time.Second},
	{Name: "BxB20", Task: "BxB, 20 of SHC's 153 examples", File: "shc-examples/BxB.csv", Column: "puzzle", Ratings: []string{"BxB"}, First: 20, Target: 17300 * time.Millisecond, Keep: true},
	{Name: "gWgB", Task: "gW + gB, cbg-000 first 2,000", File: "cbg-000.csv", Column: "puzzle", Ratings: []string{"gW", "gB"}, First: 2000, Target: 30 * time.Second},
	{Name: "gB16845", Task: "gB, cbg-000 #16845", File: "cbg-000.csv", Column: "puzzle", Ratings: []string{"gB"}, Index: []int{16845}, Target: 2 * time.Second},
	{Name: "gB18494", Task: "gB, cbg-000 #18494", File: "cbg-000.csv", Column: "puzzle", Ratings: []string{"gB"}, Index: []int{18494}, Target: 2 * time.Second},
	{Name: "GL5", Task: "GL complete (--dmax -1), order 5, rank 1, BRT states of the 19 cbg-000 puzzles rated W 8 or more", File: "cbg-000.csv", Column: "puzzle", Ratings: []string{"GL5"}, Index: w8, Target: 10 * time.Second, PerPuzzle: true, Search: glComplete(5)},
	{Name: "SERnoU", Task: "SER-noU triple, all 21,375 of cbg-000", File: "cbg-000.csv", Column: "puzzle", Ratings: serTriple("SER-noU"), Target: 21375 * time.Millisecond},
	{Name: "SER", Task: "SER triple, all 21,375 of cbg-000", File: "cbg-000.csv", Column: "puzzle", Ratings: serTriple("SER"), Long: true},
	{Name: "SERhard", Task: "SER triple, the 29 highest-SER rows of eleven-26370-TE2-sample (SER 11.7-11.9)", File: "te-depth/eleven-26370-TE2-sample.csv", Column: "puzzle", Ratings: serTriple("SER"), First: 29, Long: true},
	{Name: "SERmonhard", Task: "SER triple, all 9,009 of monhard-TE3 (hours of CPU)", File: "te-depth/monhard-TE3.csv", Column: "puzzle", Ratings: serTriple("SER"), Long: true},
	{Name: "GL6", Task: "GL complete (--dmax -1), order 6, rank 1, BRT states of the 19 cbg-000 puzzles rated W 8 or more", File: "cbg-000.csv", Column: "puzzle", Ratings: []string{"GL6"}, Index: w8, Target: 120 * time.Second, PerPuzzle: true, Search: glComplete(6), Long: true},
}

// serTriple names the three columns of a Sudoku Explainer rating (the
// rate command's --ser-triple), computed once per puzzle.
func serTriple(name string) []string { return []string{name, name + "_EP", name + "_ED"} }

// glComplete is the complete general-logic search (docs/general-logic.md
// §6.5, no footprint caps, rank <= 1, every logic, one goroutine) of the
// given order on a puzzle's BRT state. Its value is the number of logics,
// of eliminations, and an FNV-1a hash of the logics' text, so that two
// builds can be compared with --values.
func glComplete(order int) func(pg *puzzle.Grid) (string, error) {
	return func(pg *puzzle.Grid) (string, error) {
		s, err := logic.FromGrid(pg)
		if err != nil {
			return "", err
		}
		if s.BRT() == logic.Contradiction {
			return "", fmt.Errorf("BRT reaches a contradiction")
		}
		res := gl.GLSearch(s, gl.GLOptions{Order: order, Rank: 1, DMax: -1, All: true, Workers: 1})
		if res.Truncated {
			return "", fmt.Errorf("GL search truncated")
		}
		h := fnv.New32a()
		for i := range res.Logics {
			fmt.Fprintln(h, res.Logics[i].Text(s.G))
		}
		return fmt.Sprintf("%d logics %d elims %08x", len(res.Logics), len(res.Elims()), h.Sum32()), nil
	}
}

// Select returns the rows named in list (comma-separated keys; "" = every
// row that is not Long, "all" = every row).
func Select(list string) ([]Row, error) {
	if list == "" || list == "all" {
		var out []Row
		for _, r := range Rows {
			if list == "all" || !r.Long {
				out = append(out, r)
			}
		}
		return out, nil
	}
	var out []Row
	for _, name := range strings.Split(list, ",") {
		found := false
		for _, r := range Rows {
			if strings.EqualFold(r.Name, strings.TrimSpace(name)) {
				out = append(out, r)
				found = true
			}
		}
		if !found {
			return nil, fmt.Errorf("unknown bench row %q (known: %s)", name, rowNames())
		}
	}
	return out, nil
}

func rowNames() string {
	var ns []string
	for _, r := range Rows {
		ns = append(ns, r.Name)
	}
	return strings.Join(ns, ", ")
}

// Measure is the outcome of one row.
type Measure struct {
	Row      Row
	Puzzles  int
	CPU      time.Duration // user + system CPU of the process during the row
	Wall     time.Duration
	PeakRSS  int64 // bytes: the process's peak resident set size so far
	Values   []string
	Failures int // puzzles for which a column returned an error
}

// PerSecond is puzzles per CPU second.
func (m Measure) PerSecond() float64 {
	if m.CPU <= 0 {
		return 0
	}
	return float64(m.Puzzles) / m.CPU.Seconds()
}

// LoadPuzzles reads the row's puzzles from the data directory dir.
func LoadPuzzles(dir string, r Row) ([]*puzzle.Grid, error) {
	f, err := os.Open(filepath.Join(dir, r.File))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rd := csv.NewReader(f)
	header, err := rd.Read()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", r.File, err)
	}
	col, idx := -1, -1
	for i, h := range header {
		switch h {
		case r.Column:
			col = i
		case "index":
			idx = i
		}
	}
	if col < 0 || (len(r.Index) > 0 && idx < 0) {
		return nil, fmt.Errorf("%s: no column %q or index", r.File, r.Column)
	}
	want := map[int]bool{}
	for _, i := range r.Index {
		want[i] = true
	}
	var out []*puzzle.Grid
	for line := 2; ; line++ {
		rec, err := rd.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", r.File, err)
		}
		if len(want) > 0 {
			n, _ := strconv.Atoi(rec[idx])
			if !want[n] {
				continue
			}
		}
		pg, err := puzzle.ParseLine(rec[col])
		if err != nil {
			return nil, fmt.Errorf("%s line %d: %w", r.File, line, err)
		}
		out = append(out, pg)
		if r.First > 0 && len(out) == r.First {
			break
		}
	}
	if len(want) > 0 && len(out) != len(want) {
		return nil, fmt.Errorf("%s: found %d of the indexes %v", r.File, len(out), r.Index)
	}
	return out, nil
}

// Run rates the row's puzzles one after another and measures the CPU time
// the process spent (solving each puzzle for its solution included, as
// the rate command does). Values holds the ratings, puzzle by puzzle and
// column by column.
func Run(dir string, r Row) (Measure, error) {
	pgs, err := LoadPuzzles(dir, r)
	if err != nil {
		return Measure{}, err
	}
	var cols []*rating.Column
	for _, name := range r.Ratings {
		if r.Search != nil {
			break
		}
		c, err := rating.Lookup(name)
		if err != nil {
			return Measure{}, err
		}
		cols = append(cols, c)
	}
	m := Measure{Row: r, Puzzles: len(pgs)}
	opt := rating.Options{MaxLength: r.MaxLen}
	cpu0, wall0 := CPUTime(), time.Now()
	for _, pg := range pgs {
		if r.Search != nil {
			v, err := r.Search(pg)
			if err != nil {
				m.Failures++
				v = "error"
			}
			m.Values = append(m.Values, v)
			continue
		}
		sol, err := logic.Solve(pg)
		if err != nil {
			m.Failures++
			continue
		}
		p, err := rating.NewPuzzle(pg, sol)
		if err != nil {
			m.Failures++
			continue
		}
		for _, c := range cols {
			v, err := c.Compute(p, opt)
			if err != nil {
				m.Failures++
				v = "error"
			}
			m.Values = append(m.Values, v)
		}
	}
	m.CPU, m.Wall = CPUTime()-cpu0, time.Since(wall0)
	m.PeakRSS = PeakRSS()
	return m, nil
}

// CPUTime is the user + system CPU time of the process so far.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// PeakRSS is the process's peak resident set size in bytes (Linux reports
// ru_maxrss in KiB).
func PeakRSS() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Maxrss * 1024
}

// LimitTo makes the row rate at most its first n puzzles (n > 0), when it
// is a prefix of a file (not a list of indexes) longer than n; its target
// is then hidden.
func (r *Row) LimitTo(n int) {
	if n <= 0 || len(r.Index) > 0 || (r.First != 0 && r.First <= n) {
		return
	}
	r.First = n
	r.Partial = true
	r.Task += fmt.Sprintf(" (first %d only)", n)
}

// TargetText is the target as printed: "<= 3 s", "<= 10 s per state",
// "<= 17.3 s (keep)"; "-" when there is none or it does not apply.
func (r Row) TargetText() string {
	if r.Target <= 0 {
		return "-"
	}
	if r.Partial {
		return "- (not with --first)"
	}
	t := "<= " + strconv.FormatFloat(r.Target.Seconds(), 'f', -1, 64) + " s"
	if r.PerPuzzle {
		t += " per state"
	}
	if r.Keep {
		t += " (keep)"
	}
	return t
}

// Check compares the measure with the row's target: checked is false when
// the row has none (or runs a part of its sample); met says whether the
// CPU time (per puzzle for a PerPuzzle target) is within it.
func (m Measure) Check() (checked, met bool) {
	r := m.Row
	if r.Target <= 0 || r.Partial || m.Puzzles == 0 {
		return false, false
	}
	cpu := m.CPU
	if r.PerPuzzle {
		cpu /= time.Duration(m.Puzzles)
	}
	return true, cpu <= r.Target
}

// WriteHeader and WriteRow print the table in Markdown; the last column
// says whether the row met its target (yes, **no**, or - when it has
// none).
func WriteHeader(w io.Writer) {
	fmt.Fprintln(w, "| row | task | puzzles | CPU s | puzzles/CPU s | peak RSS MB | target | met |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|")
}

func WriteRow(w io.Writer, m Measure) {
	met := "-"
	if checked, ok := m.Check(); checked && ok {
		met = "yes"
	} else if checked {
		met = "**no**"
	}
	fmt.Fprintf(w, "| %s | %s | %d | %.2f | %.1f | %.0f | %s | %s |\n", m.Row.Name, m.Row.Task, m.Puzzles,
		m.CPU.Seconds(), m.PerSecond(), float64(m.PeakRSS)/(1<<20), m.Row.TargetText(), met)
}
