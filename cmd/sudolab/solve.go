package main

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

func init() {
	var in *inputFlags
	cmd := &cobra.Command{
		Use:   "solve [FILE|PUZZLE|-]...",
		Short: "Print the unique solution of each puzzle, or why it is invalid",
		Long: `solve prints one line per input puzzle: its solution (81 characters for 9×9,
Side² in general) followed by the input's label if it has one, or
"invalid: <reason>" when the line is malformed or the puzzle has no
solution, several solutions or contradictory givens. Invalid lines never
stop the run.

Exit status: 0 if every input was solved, 1 if some were invalid, 2 on a
usage or I/O error.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			report := func(it puzzle.Item, invalid error) error { return printInvalid(out, it, invalid) }
			count, err := cli.EachInput(in.inputs(cmd, args), report, func(it puzzle.Item) (error, error) {
				sol, err := logic.Solve(it.Grid)
				if err != nil {
					return err, nil
				}
				g := &puzzle.Grid{N: it.Grid.N, Cells: make([]int, len(sol))}
				for i, d := range sol {
					g.Cells[i] = int(d)
				}
				_, err = fmt.Fprintln(out, in.withLabel(g.String(), it))
				return nil, err
			})
			if err != nil {
				return err
			}
			return count.Err()
		},
	}
	in = addInputFlags(cmd, true)
	rootCmd.AddCommand(cmd)
}
