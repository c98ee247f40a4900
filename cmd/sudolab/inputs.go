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

// oneGrid parses a single PUZZLE|STATE argument (see puzzle.ReadOne).
func oneGrid(arg string) (*puzzle.Grid, error) { return puzzle.ReadOne(arg, os.Stdin) }

// printInvalid writes the per-line error of an item that is malformed
// (it.Err) or invalid (err), as "invalid: <where><reason>".
func printInvalid(out io.Writer, it puzzle.Item, err error) error {
	if it.Err != nil {
		_, e := fmt.Fprintf(out, "invalid: %smalformed: %v\n", it.Where(), it.Err)
		return e
	}
	_, e := fmt.Fprintf(out, "invalid: %s%v\n", it.Where(), err)
	return e
}
