package main

import (
	"fmt"
	"io"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/te"
	"github.com/sudolab/sudolab/verify"
)

// maxBackdoorSize bounds --max-size: the search tries every set of that
// many undecided cells, so sizes beyond a few never finish.
const maxBackdoorSize = 8

func init() {
	var (
		all     bool
		maxSize int
		theory  string
		timeout time.Duration
	)
	cmd := &cobra.Command{
		Use:   "backdoors [--theory T] [--all] [--max-size N] PUZZLE|STATE",
		Short: "Find the smallest T-backdoors of a puzzle (T = singles by default)",
		Long: `backdoors finds b, the size of the smallest sets of cells which, filled with
their solution values, let theory T solve the puzzle (docs/te-backdoors.md §5.6),
and how many such sets there are. With --all it lists them, one per line,
as "r4c8=7 r6c2=5". --max-size is at most ` + fmt.Sprint(maxBackdoorSize) + `.

--theory takes every theory te --theory accepts: BRT (singles, the default),
a family with its maximal length (W2, B5, gW3, gB4, BC4, ZC3, TW5, TyW3,
S+W3, …) or GL(n,k). For BRT the SAT side (unit propagation on the extended
encoding) computes the same numbers independently, and the command says
whether they agree (exit status 1 if not).

--timeout stops the singles search (the sizes fully searched are reported).
While it runs, stderr shows the time elapsed: a live line on a terminal,
else a log line every 10 s.

Exit status: 0 when the search completed, 1 if --timeout stopped it or the
SAT side disagrees, 2 on a usage or I/O error (or an invalid puzzle).`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			th, err := logic.ParseTheory(theory)
			if err != nil {
				return cli.Usage("%v", err)
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
			out := cmd.OutOrStdout()
			var r te.BackdoorResult
			if th == logic.BRTTheory {
				ctx, cancel := searchContext(timeout)
				defer cancel()
				stopLive := live(cmd.ErrOrStderr(), "backdoors", func() string { return "" })
				r, err = te.BackdoorsContext(ctx, s, sol, maxSize, all)
				stopLive()
				if err != nil {
					fmt.Fprintf(out, "backdoor size: >%d (search stopped)\n", r.Size)
					return stopped(err, timeout)
				}
			} else {
				fmt.Fprintf(out, "theory: %s\n", th.Name())
				stopLive := live(cmd.ErrOrStderr(), "backdoors", func() string { return "theory " + th.Name() })
				r = te.TheoryBackdoors(s, th, sol, maxSize, all)
				stopLive()
			}
			if !r.Found {
				fmt.Fprintf(out, "backdoor size: >%d\n", maxSize)
			} else {
				fmt.Fprintf(out, "backdoor size: %d\nbackdoors of that size: %d\n", r.Size, r.Count)
				for _, set := range r.Sets {
					fmt.Fprintln(out, te.FormatBackdoor(s.G, set))
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
	addTimeout(cmd, &timeout)
	cli.Range(cmd.Flags(), "max-size", 0, maxBackdoorSize)
	rootCmd.AddCommand(cmd)
}

// satBackdoorCheck recomputes singles backdoors on the SAT side and
// reports whether b and the count agree with the logic side.
func satBackdoorCheck(out io.Writer, s *logic.State, sol []uint8, maxSize int, r te.BackdoorResult) error {
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
	return cli.Partial("logic and SAT sides disagree")
}
