package main

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

func init() {
	rootCmd.AddCommand(&cobra.Command{
		Use:   "solve [FILE|PUZZLE|-]...",
		Short: "Print the unique solution of each puzzle, or why it is invalid",
		Long: `solve prints one line per input puzzle: its solution (81 characters for 9×9,
Side² in general), or "invalid: <reason>" when the line is malformed or the
puzzle has no solution, several solutions or contradictory givens. Invalid
lines never stop the run.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			return eachInput(args, cmd.InOrStdin(), func(it puzzle.Item) error {
				if it.Err != nil {
					return printInvalid(out, it, nil)
				}
				sol, err := logic.Solve(it.Grid)
				if err != nil {
					return printInvalid(out, it, err)
				}
				g := &puzzle.Grid{N: it.Grid.N, Cells: make([]int, len(sol))}
				for i, d := range sol {
					g.Cells[i] = int(d)
				}
				_, err = fmt.Fprintln(out, g.String())
				return err
			})
		},
	})
}
