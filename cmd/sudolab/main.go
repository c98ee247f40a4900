package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sync"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/internal/cli"
	_ "github.com/sudolab/sudolab/logic/exotic" // the Trid-OR5 families for --rules and --ratings
	"github.com/sudolab/sudolab/puzzle"
)

var rootCmd = &cobra.Command{
	Use:   "sudolab",
	Short: "A research toolkit for the logic of Sudoku",
	Long: `sudolab rates Sudoku puzzles with Berthier's resolution rules (whips, braids,
g-whips, g-braids, subsets, T&E), and proves every elimination it makes with a
SAT encoding of the same candidate state.

Inputs: each argument is a file, a puzzle or pencil-mark state given inline,
or - for standard input. A file holds one puzzle per line (# comments and
blank lines skipped; the rest of a line after the puzzle is its label), or
multi-line grids, or is a CSV/TSV file with a header row: the puzzle column
is the one named "puzzle" (or --column NAME|N), its label the column named
"label", else "name", else "index" (or --label-column NAME|N). A line longer than 64 KiB is reported as malformed. With
no argument, commands that rate or solve use the built-in default set of
puzzles.

` + cli.ExitHelp,
	SilenceUsage:  true,
	SilenceErrors: true,
	// Every flag's range is checked before any command runs (exit status 2).
	PersistentPreRunE: func(cmd *cobra.Command, _ []string) error {
		return cli.CheckFlags(cmd.Flags())
	},
}

func init() {
	cobra.OnInitialize(func() { argsUsageOnce.Do(func() { argsWithUsage(rootCmd) }) })
}

var argsUsageOnce sync.Once

// argsWithUsage makes the argument checks of c and its subcommands print
// the command's usage line after their error ("accepts 1 arg(s), received
// 0" alone does not say what the argument is). Run once, before the first
// command's arguments are checked (cobra's initializers run just before).
func argsWithUsage(c *cobra.Command) {
	if check := c.Args; check != nil {
		c.Args = func(cmd *cobra.Command, args []string) error {
			if err := check(cmd, args); err != nil {
				return cli.Usage("%v\nUsage: %s", err, cmd.UseLine())
			}
			return nil
		}
	}
	for _, sub := range c.Commands() {
		argsWithUsage(sub)
	}
}

func main() {
	os.Exit(execute(os.Stdout, os.Stderr))
}

// execute runs the command line with its output checked: a write error on
// standard output fails the command (exit status 2) even where the
// command's code did not look at it.
func execute(stdout, stderr io.Writer) int {
	out := cli.NewWriter(stdout)
	rootCmd.SetOut(out)
	err := rootCmd.Execute()
	if werr := out.Err(); werr != nil {
		// The output is incomplete: that is the command's failure, whatever
		// else it found.
		if err != nil && !errors.Is(err, werr) && err.Error() != werr.Error() {
			fmt.Fprintln(stderr, "sudolab:", puzzle.PrintableLines(err.Error()))
		}
		err = werr
	}
	if err != nil {
		fmt.Fprintln(stderr, "sudolab:", puzzle.PrintableLines(err.Error()))
	}
	return cli.Code(err)
}

func exitCode(err error) int { return cli.Code(err) }
