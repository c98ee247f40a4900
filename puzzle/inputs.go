package puzzle

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
)

// Item is one puzzle record of a run, numbered across all inputs.
type Item struct {
	N      int    // 1-based index among puzzle records of the whole run
	Source string // file name, "-" (stdin), "arg" or "default"
	Line   int    // 1-based line number in Source (0 for inline arguments)
	Text   string // the puzzle text as read (e.g. the 81 chars)
	Grid   *Grid  // nil when Err is set
	Err    error  // malformed record
}

// Inputs resolves the command-line arguments of a command: "-" is standard
// input, an existing path is a file, anything else is an inline puzzle or
// state. With no argument, the built-in default set is used.
type Inputs struct {
	Args  []string
	Stdin io.Reader
}

// Each calls fn for every record of every input, in order; it stops at the
// first error fn returns. A file that cannot be opened is an error; a
// malformed record is not (it is passed to fn with Err set).
func (in Inputs) Each(fn func(Item) error) error {
	n := 0
	emit := func(it Item) error {
		n++
		it.N = n
		return fn(it)
	}
	if len(in.Args) == 0 {
		return scanInput("default", strings.NewReader(DefaultSet), emit)
	}
	for _, a := range in.Args {
		switch {
		case a == "-":
			r := in.Stdin
			if r == nil {
				r = os.Stdin
			}
			if err := scanInput("-", r, emit); err != nil {
				return err
			}
		case isFile(a):
			f, err := os.Open(a)
			if err != nil {
				return err
			}
			err = scanInput(a, f, emit)
			f.Close()
			if err != nil {
				return err
			}
		default:
			g, err := Parse(a)
			text := strings.TrimSpace(a)
			if err == nil && !strings.Contains(text, "\n") {
				text = firstField(text)
			}
			if err != nil && looksLikePath(a) {
				err = fmt.Errorf("no such file, and not a puzzle: %v", err)
			}
			if err := emit(Item{Source: "arg", Text: text, Grid: g, Err: err}); err != nil {
				return err
			}
		}
	}
	return nil
}

func scanInput(name string, r io.Reader, emit func(Item) error) error {
	sc := NewScanner(bufio.NewReaderSize(r, 1<<16))
	for sc.Scan() {
		rec := sc.Record()
		if err := emit(Item{Source: name, Line: rec.Line, Text: rec.Text, Grid: rec.Grid, Err: rec.Err}); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

// looksLikePath guesses whether an argument that is not a puzzle was meant as a file.
func looksLikePath(a string) bool {
	return strings.ContainsAny(a, "/\\") || strings.HasSuffix(a, ".txt") || strings.HasSuffix(a, ".csv")
}

func firstField(s string) string {
	if f := strings.Fields(s); len(f) > 0 && len(f[0]) >= 16 {
		return f[0]
	}
	return s
}

// Where names an item's origin for error messages: "file.txt:12: ", or ""
// for an inline argument or the default set.
func (it Item) Where() string {
	if it.Source == "arg" || it.Source == "default" && it.Line == 0 {
		return ""
	}
	return fmt.Sprintf("%s:%d: ", it.Source, it.Line)
}

// ReadOne parses a single PUZZLE|STATE argument: inline text, a file
// holding one puzzle, or - for stdin. A malformed or invalid record is
// returned as the error; so is an input holding no puzzle or several.
func ReadOne(arg string, stdin io.Reader) (*Grid, error) {
	var g *Grid
	var perr error
	count := 0
	err := Inputs{Args: []string{arg}, Stdin: stdin}.Each(func(it Item) error {
		count++
		if count == 1 {
			g, perr = it.Grid, it.Err
		}
		return nil
	})
	switch {
	case err != nil:
		return nil, err
	case count == 0:
		return nil, fmt.Errorf("no puzzle in %q", arg)
	case count > 1:
		return nil, fmt.Errorf("%q holds %d puzzles; this command takes one", arg, count)
	}
	return g, perr
}
