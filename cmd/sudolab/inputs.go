package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/puzzle"
)

// inputFlags are the flags of the commands that read collections of puzzles.
type inputFlags struct {
	column      string // CSV/TSV puzzle column
	labelColumn string // CSV/TSV label column
	label       bool   // write each input's label after its result
}

// addInputFlags declares --column and --label-column (and --label when
// withLabel) on cmd.
func addInputFlags(cmd *cobra.Command, withLabel bool) *inputFlags {
	f := &inputFlags{}
	cmd.Flags().StringVar(&f.column, "column", "", "CSV/TSV inputs: the puzzle column, by header name or 1-based number (default: the column named puzzle)")
	cmd.Flags().StringVar(&f.labelColumn, "label-column", "", "CSV/TSV inputs: the label column, by header name or 1-based number (default: the column named "+strings.Join(puzzle.DefaultLabelColumns, ", else ")+")")
	if withLabel {
		cmd.Flags().BoolVar(&f.label, "label", true, "write each input's label (the rest of its line, or its CSV label column) after the result; --label=false omits it")
	}
	return f
}

// inputs are the puzzles of the command's arguments (files, inline
// puzzles, - for stdin; none = the built-in default set).
func (f *inputFlags) inputs(cmd *cobra.Command, args []string) puzzle.Inputs {
	return puzzle.Inputs{Args: args, Stdin: cmd.InOrStdin(), Column: f.column, LabelColumn: f.labelColumn}
}

// withLabel appends it's label to a result line when --label is on.
func (f *inputFlags) withLabel(line string, it puzzle.Item) string {
	if f.label && it.Label != "" {
		return line + " " + it.Label
	}
	return line
}

// oneGrid parses a single PUZZLE|STATE argument (see puzzle.ReadOne).
func oneGrid(arg string) (*puzzle.Grid, error) { return puzzle.ReadOne(arg, os.Stdin) }

// printInvalid writes the per-line error of an item that is malformed
// (it.Err) or invalid (err), as "invalid: <where><reason>".
func printInvalid(out io.Writer, it puzzle.Item, err error) error {
	if it.Err != nil {
		_, e := fmt.Fprintf(out, "invalid: %smalformed: %s\n", it.Where(), it.Problem())
		return e
	}
	_, e := fmt.Fprintf(out, "invalid: %s%v\n", it.Where(), err)
	return e
}

// searchContext is the context of a search command: done on SIGINT, or
// when the --timeout (0 = none) has passed.
func searchContext(timeout time.Duration) (context.Context, context.CancelFunc) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	if timeout <= 0 {
		return ctx, stop
	}
	tctx, cancel := context.WithTimeout(ctx, timeout)
	return tctx, func() { cancel(); stop() }
}

// stopped turns the error of a search stopped by its context into the
// command's error: exit status 1 (what was found so far is printed).
func stopped(err error, timeout time.Duration) error {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return cli.Partial("time limit %s reached (--timeout): the search is incomplete", timeout)
	case errors.Is(err, context.Canceled):
		return cli.Partial("interrupted: the search is incomplete")
	}
	return err
}

// addTimeout declares a search's --timeout.
func addTimeout(cmd *cobra.Command, d *time.Duration) {
	cmd.Flags().DurationVar(d, "timeout", 0, "stop the search after this time (e.g. 30s; 0 = no limit): what was found so far is printed, exit status 1")
	cli.Min(cmd.Flags(), "timeout", 0)
}
