package main

import (
	"fmt"
	"io"
	"os"

	"github.com/sudolab/sudolab/puzzle"
)

// eachInput runs fn on every puzzle record of the command's arguments
// (files, inline puzzles, - for stdin; none = the built-in default set).
// Malformed records are reported by fn's caller as per-line errors.
func eachInput(args []string, stdin io.Reader, fn func(puzzle.Item) error) error {
	return puzzle.Inputs{Args: args, Stdin: stdin}.Each(fn)
}

// where names an item's origin for error messages: "file.txt:12: ".
func where(it puzzle.Item) string {
	if it.Source == "arg" || it.Source == "default" && it.Line == 0 {
		return ""
	}
	return fmt.Sprintf("%s:%d: ", it.Source, it.Line)
}

// oneGrid parses a single PUZZLE|STATE argument (inline text, a file
// holding one puzzle, or - for stdin).
func oneGrid(arg string) (*puzzle.Grid, error) {
	var g *puzzle.Grid
	var perr error
	count := 0
	err := puzzle.Inputs{Args: []string{arg}, Stdin: os.Stdin}.Each(func(it puzzle.Item) error {
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

// printInvalid writes the per-line error of an item that is malformed
// (it.Err) or invalid (err), as "invalid: <where><reason>".
func printInvalid(out io.Writer, it puzzle.Item, err error) error {
	if it.Err != nil {
		_, e := fmt.Fprintf(out, "invalid: %smalformed: %v\n", where(it), it.Err)
		return e
	}
	_, e := fmt.Fprintf(out, "invalid: %s%v\n", where(it), err)
	return e
}
