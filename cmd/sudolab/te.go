package main

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/logic"
)

func init() {
	var (
		depth  int
		theory string
	)
	cmd := &cobra.Command{
		Use:   "te [--depth N] [--theory BRT|W2|B5|gB3|GL(3,1)|…] PUZZLE|STATE",
		Short: "Run trial and error T&E(T, n) and print what each pass eliminated",
		Long: `te applies T&E(T, n) (docs/te-backdoors.md §5.2): for each remaining candidate Z, assert
Z in a copy of the state and apply T (to depth n−1 inside); if the copy
becomes contradictory, Z is eliminated; repeat until nothing changes. A
solution found inside a hypothesis is ignored (no guessing).

It prints one line per pass with the candidates eliminated and the depth of
the trials that eliminated them, then the final status. With no --depth, the
T&E depth d of the puzzle (smallest n such that T&E(BRT, n) solves it, at
most 3) is computed first and T&E(T, d) is shown.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			th, err := logic.ParseTheory(theory)
			if err != nil {
				return err
			}
			pg, err := oneGrid(args[0])
			if err != nil {
				return err
			}
			var opt logic.TEOptions
			if !pg.IsState() {
				sol, err := logic.Solve(pg)
				if err != nil {
					return err
				}
				opt.Solution = sol
			}
			s, err := logic.FromGrid(pg)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if depth < 0 {
				d, ok := logic.TEDepth(s, 3, opt)
				if ok {
					fmt.Fprintf(out, "T&E depth: %d\n", d)
				} else {
					fmt.Fprintf(out, "T&E depth: >3\n")
				}
				depth = d
			}
			res := logic.TE(s, th, depth, opt)
			fmt.Fprintf(out, "T&E(%s, %d):\n", th.Name(), depth)
			fmt.Fprint(out, res.Format(s.G))
			return nil
		},
	}
	cmd.Flags().IntVar(&depth, "depth", -1, "T&E depth n (default: the puzzle's T&E depth)")
	cmd.Flags().StringVar(&theory, "theory", "BRT", "pruning theory T: BRT, W2, B5, gB3, S+W4, GL(3,1), …")
	rootCmd.AddCommand(cmd)
}
