package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
)

var rootCmd = &cobra.Command{
	Use:   "sudolab",
	Short: "A research toolkit for the logic of Sudoku",
	Long: `sudolab rates Sudoku puzzles with Berthier's resolution rules (whips, braids,
g-whips, g-braids, subsets, T&E), and proves every elimination it makes with a
SAT encoding of the same candidate state.

Inputs: each argument is a file (one puzzle per line; # comments and blank
lines skipped), a puzzle or pencil-mark state given inline, or - for standard
input. With no argument, commands that rate or solve use the built-in default
set of puzzles.`,
	SilenceUsage:  true,
	SilenceErrors: true,
}

func main() {
	if err := rootCmd.Execute(); err != nil {
		fmt.Fprintln(os.Stderr, "sudolab:", err)
		os.Exit(exitCode(err))
	}
}

// exitError carries a specific exit status (e.g. 1 for "some elimination is invalid").
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

func exitCode(err error) int {
	if e, ok := err.(*exitError); ok {
		return e.code
	}
	return 2
}
