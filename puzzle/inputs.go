package puzzle

import (
	"context"
	"errors"
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
	Text   string // the puzzle text as read (e.g. the 81 chars); at most EchoBytes (+"…") when Err is set
	Label  string // the rest of the puzzle's line, or its CSV label column ("" if none)
	Grid   *Grid  // nil when Err is set
	Err    error  // malformed record
}

// Inputs resolves the command-line arguments of a command: "-" is standard
// input, an existing path is a file, anything else is an inline puzzle or
// state. With no argument, the built-in default set is used.
//
// A file (or standard input) is either text, read by a Scanner, or a CSV or
// TSV table with a header row (see CSVColumns): it is a table when its
// first line has a column named "puzzle", or when Column is set and its
// first line is not a puzzle but has a ',' or a tab.
type Inputs struct {
	Args   []string
	Stdin  io.Reader
	Column string // the puzzle column of tables: a header name or a 1-based number; "" = the column named "puzzle"
	// LabelColumn is the label column of tables: a header name or a
	// 1-based number; "" = the first of DefaultLabelColumns the header has.
	LabelColumn string
	Ctx         context.Context // reading stops (with Ctx's error) when it is done; nil = never
}

// Each calls fn for every record of every input, in order; it stops at the
// first error fn returns. A file that cannot be opened or read, or a
// directory, is an error; a malformed record is not (it is passed to fn
// with Err set).
func (in Inputs) Each(fn func(Item) error) error {
	n := 0
	emit := func(it Item) error {
		if in.Ctx != nil {
			if err := in.Ctx.Err(); err != nil {
				return err
			}
		}
		n++
		it.N = n
		if it.Err == nil && it.Label == "" {
			it.Label = it.Grid.Label
		}
		return fn(it)
	}
	if len(in.Args) == 0 {
		return in.scanStream("default", strings.NewReader(DefaultSet), emit)
	}
	for _, a := range in.Args {
		st, statErr := os.Stat(a)
		switch {
		case a == "-":
			r := in.Stdin
			if r == nil {
				r = os.Stdin
			}
			if err := in.scanStream("-", r, emit); err != nil {
				return err
			}
		case statErr == nil && st.IsDir():
			return fmt.Errorf("%s: is a directory, not a file of puzzles", a)
		case statErr == nil:
			f, err := os.Open(a)
			if err != nil {
				return err
			}
			err = in.scanStream(a, f, emit)
			f.Close()
			if err != nil {
				return err
			}
		default:
			g, err := Parse(strings.TrimPrefix(a, bom))
			text := strings.TrimSpace(a)
			if err == nil && !strings.Contains(text, "\n") {
				text = firstField(text)
			}
			if err != nil {
				text = Clip(text)
				if looksLikePath(a) {
					err = fmt.Errorf("%s: no such file, and not a puzzle: %v", Clip(a), err)
				}
			}
			if err := emit(Item{Source: "arg", Text: text, Grid: g, Err: err}); err != nil {
				return err
			}
		}
	}
	return nil
}

// scanStream reads one file or stream: a table if its first line is a
// table header, else text.
func (in Inputs) scanStream(name string, r io.Reader, emit func(Item) error) error {
	lr := newLineReader(r)
	if in.Ctx != nil {
		lr.stop = func() bool { return in.Ctx.Err() != nil }
	}
	line, size, long, err := lr.next()
	var t *table
	if err == nil && !long {
		var terr error
		if t, terr = tableHeader(string(line), in.Column, in.LabelColumn); terr != nil {
			return fmt.Errorf("%s: %v", name, terr)
		}
	}
	if t != nil {
		err = t.scan(name, lr, emit)
	} else {
		if err == nil || long {
			lr.unread(line, size, long, err)
		}
		err = scanText(name, lr, emit)
	}
	if err != nil {
		return err
	}
	if in.Ctx != nil {
		return in.Ctx.Err()
	}
	return nil
}

func scanText(name string, lr *lineReader, emit func(Item) error) error {
	sc := &Scanner{r: lr}
	for sc.Scan() {
		rec := sc.Record()
		it := Item{Source: name, Line: rec.Line, Text: rec.Text, Grid: rec.Grid, Err: rec.Err}
		if err := emit(it); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// looksLikePath guesses whether an argument that is not a puzzle was meant as a file.
func looksLikePath(a string) bool {
	return strings.ContainsAny(a, "/\\") || strings.HasSuffix(a, ".txt") || strings.HasSuffix(a, ".csv") || strings.HasSuffix(a, ".tsv")
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

// Problem is why the item is malformed, for a reader who already knows
// where it is (Where): the error without its "line N: " prefix when N is
// the item's line. "" when the item is not malformed.
func (it Item) Problem() string {
	if it.Err == nil {
		return ""
	}
	var se *SyntaxError
	if errors.As(it.Err, &se) && se.Line == it.Line && it.Line > 0 {
		return se.Msg
	}
	return it.Err.Error()
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
		return nil, fmt.Errorf("no puzzle in %s", clipQuote(arg))
	case count > 1:
		return nil, fmt.Errorf("%s holds %d puzzles; this command takes one", clipQuote(arg), count)
	}
	return g, perr
}
