package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/te"
)

// maxTEDepth bounds te --depth: each level multiplies the cost by the
// number of candidates, so depths beyond a few never finish.
const maxTEDepth = 5

func init() {
	var (
		depth   int
		theory  string
		timeout time.Duration
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
most 3) is computed first and T&E(T, d) is shown. --depth is at most ` + fmt.Sprint(maxTEDepth) + `.

--timeout stops the trials: the passes so far are printed. While it runs,
stderr shows the time elapsed: a live line on a terminal, else a log line
every 10 s.

Exit status: 0 when the run completed, 1 if --timeout stopped it, 2 on a
usage or I/O error (or an invalid puzzle or theory).`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			th, err := logic.ParseTheory(theory)
			if err != nil {
				return cli.Usage("--theory: %v", err)
			}
			pg, err := oneGrid(args[0])
			if err != nil {
				return err
			}
			ctx, cancel := searchContext(timeout)
			defer cancel()
			opt := te.TEOptions{Ctx: ctx}
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
			stopLive := live(cmd.ErrOrStderr(), "te", func() string { return "" })
			defer stopLive()
			d := depth
			if !cmd.Flags().Changed("depth") {
				n, ok := te.TEDepth(s, 3, opt)
				if ctx.Err() != nil {
					stopLive()
					fmt.Fprintln(out, "T&E depth: unknown (search stopped)")
					return stopped(ctx.Err(), timeout)
				}
				if ok {
					fmt.Fprintf(out, "T&E depth: %d\n", n)
				} else {
					fmt.Fprintf(out, "T&E depth: >3\n")
				}
				d = n
			}
			res := te.TE(s, th, d, opt)
			stopLive()
			fmt.Fprintf(out, "T&E(%s, %d):\n", th.Name(), d)
			if res.Err != nil {
				// The passes so far, and "stopped" for the status.
				fmt.Fprint(out, strings.TrimSuffix(res.Format(s.G), res.Status.String()+"\n")+"stopped\n")
				return stopped(res.Err, timeout)
			}
			fmt.Fprint(out, res.Format(s.G))
			return nil
		},
	}
	cli.AutoInt(cmd.Flags(), &depth, "depth", "T&E depth n (default: the puzzle's T&E depth)")
	cmd.Flags().StringVar(&theory, "theory", "BRT", "pruning theory T: BRT, W2, B5, gB3, S+W4, GL(3,1), Trid-OR5W5, …")
	addTimeout(cmd, &timeout)
	cli.Range(cmd.Flags(), "depth", 0, maxTEDepth)
	rootCmd.AddCommand(cmd)
}
