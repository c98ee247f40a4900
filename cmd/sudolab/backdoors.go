package main

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/verify"
)

func init() {
	var (
		all     bool
		maxSize int
		theory  string
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
			if maxSize < 0 {
				return fmt.Errorf("--max-size must be ≥ 0")
			}
			th, err := logic.ParseTheory(theory)
			if err != nil {
				return err
			}
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
			r := logic.TheoryBackdoors(s, th, sol, maxSize, all)
			out := cmd.OutOrStdout()
			if th != logic.BRTTheory {
				fmt.Fprintf(out, "theory: %s\n", th.Name())
			}
			if !r.Found {
				fmt.Fprintf(out, "backdoor size: >%d\n", maxSize)
			} else {
				fmt.Fprintf(out, "backdoor size: %d\nbackdoors of that size: %d\n", r.Size, r.Count)
				for _, set := range r.Sets {
					fmt.Fprintln(out, s.G.FormatBackdoor(set))
				}
			}
			if th == logic.BRTTheory {
				return satBackdoorCheck(out, s, sol, maxSize, r)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&all, "all", false, "list every smallest backdoor")
	cmd.Flags().IntVar(&maxSize, "max-size", 4, "largest backdoor size searched")
	cmd.Flags().StringVar(&theory, "theory", "BRT", "theory T: BRT (singles), W2, B5, gB3, BC4, ZC3, TW5, S+W4, GL(3,1), …")
	rootCmd.AddCommand(cmd)
}

// satBackdoorCheck recomputes singles backdoors on the SAT side and
// reports whether b and the count agree with the logic side.
func satBackdoorCheck(out io.Writer, s *logic.State, sol []uint8, maxSize int, r logic.BackdoorResult) error {
	solution := make([]int, len(sol))
	for i, d := range sol {
		solution[i] = int(d)
	}
	size, count := encode.BackdoorSize(verify.ToSAT(s), solution, maxSize)
	if !r.Found && size == maxSize+1 || r.Found && size == r.Size && count == r.Count {
		fmt.Fprintln(out, "SAT side (unit propagation on the extended encoding): agrees")
		return nil
	}
	fmt.Fprintf(out, "SAT side: size %d, count %d: DISAGREES\n", size, count)
	return &exitError{1, "logic and SAT sides disagree"}
}
