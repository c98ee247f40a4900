package main

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/logic"
)

func init() {
	var (
		all     bool
		maxSize int
	)
	cmd := &cobra.Command{
		Use:   "backdoors [--all] [--max-size N] PUZZLE|STATE",
		Short: "Find the smallest singles backdoors of a puzzle",
		Long: `backdoors finds b, the size of the smallest sets of cells which, filled with
their solution values, let BRT (singles) solve the puzzle (docs/te-backdoors.md §5.6),
and how many such sets there are. With --all it lists them, one per line,
as "r4c8=7 r6c2=5".`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			pg, err := oneGrid(args[0])
			if err != nil {
				return err
			}
			sol, err := logic.Solve(pg)
			if err != nil {
				return err
			}
			s, err := logic.FromGrid(pg)
			if err != nil {
				return err
			}
			r := logic.Backdoors(s, sol, maxSize, all)
			out := cmd.OutOrStdout()
			if !r.Found {
				fmt.Fprintf(out, "backdoor size: >%d\n", maxSize)
				return nil
			}
			fmt.Fprintf(out, "backdoor size: %d\nbackdoors of that size: %d\n", r.Size, r.Count)
			for _, set := range r.Sets {
				fmt.Fprintln(out, s.G.FormatBackdoor(set))
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&all, "all", false, "list every smallest backdoor")
	cmd.Flags().IntVar(&maxSize, "max-size", 4, "largest backdoor size searched")
	rootCmd.AddCommand(cmd)
}
