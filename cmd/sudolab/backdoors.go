package main

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/logic"
)

// maxBackdoorSize bounds --max-size: the search tries every set of that
// many undecided cells, so sizes beyond a few never finish.
const maxBackdoorSize = 8

func init() {
	var (
		all     bool
		maxSize int
		timeout time.Duration
	)
	cmd := &cobra.Command{
		Use:   "backdoors [--all] [--max-size N] PUZZLE|STATE",
		Short: "Find the smallest singles backdoors of a puzzle",
		Long: `backdoors finds b, the size of the smallest sets of cells which, filled with
their solution values, let BRT (singles) solve the puzzle (docs/te-backdoors.md §5.6),
and how many such sets there are. With --all it lists them, one per line,
as "r4c8=7 r6c2=5". --max-size is at most ` + fmt.Sprint(maxBackdoorSize) + `.

--timeout stops the search (the sizes fully searched are reported). While
it runs, a terminal shows the time elapsed on stderr.

Exit status: 0 when the search completed, 1 if --timeout stopped it, 2 on
a usage or I/O error (or an invalid puzzle).`,
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
			ctx, cancel := searchContext(timeout)
			defer cancel()
			stopLive := live("backdoors", func() string { return "" })
			r, err := logic.BackdoorsContext(ctx, s, sol, maxSize, all)
			stopLive()
			out := cmd.OutOrStdout()
			if err != nil {
				fmt.Fprintf(out, "backdoor size: >%d (search stopped)\n", r.Size)
				return stopped(err, timeout)
			}
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
	addTimeout(cmd, &timeout)
	cli.Range(cmd.Flags(), "max-size", 0, maxBackdoorSize)
	rootCmd.AddCommand(cmd)
}
