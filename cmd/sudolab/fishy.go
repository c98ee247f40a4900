package main

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/logic/gl"
	"github.com/sudolab/sudolab/verify"
)

func init() {
	var unsound, brt bool
	cmd := &cobra.Command{
		Use:   "fishy [--unsound] PUZZLE|STATE",
		Short: "Fishy cycles (single-digit X-cycles of bivalue houses)",
		Long: `fishy lists the fishy cycles of the state (docs/fishy-cycles.md; a puzzle
is first closed under BRT), one per distinct elimination set:

  fishy-cycle[4] #8: r5{r5c4 r5c5} -b5- c5{…} … (GL r5#8 … / b5#8 …) ==> r4c8≠8, … [cert ok, SAT valid]

Each cycle carries its rank-0 GL certificate (bases: vertex houses, covers:
edge houses), re-checked, and its eliminations are proven by SAT.
--unsound runs instead the naive rule of the thread's first post, which is
NOT sound: it is for demonstration, and its invalid eliminations are shown
as SAT-refuted. A state that has no solution is said so first: in it,
every elimination is "SAT valid" vacuously.

Exit status: 0 if every check passed, 1 if a certificate or SAT check
failed (as --unsound shows), 2 on a usage or I/O error.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			s, err := glState(out, args[0], brt)
			if err != nil {
				return err
			}
			bad := 0
			cs := gl.FishyCycles(s, unsound)
			for i := range cs {
				o := verify.Check(s, verify.CheckFishy(s, &cs[i]), cs[i].Elims)
				bad += o.Failures()
				fmt.Fprintln(out, cs[i].Text(s.G)+o.Tag(s.G))
			}
			fmt.Fprintln(out, cli.Count(len(cs), "cycle", "cycles"))
			if bad > 0 {
				return cli.Partial("%s failed", cli.Count(bad, "check", "checks"))
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&unsound, "unsound", false, "use the naive (unsound) rule, for demonstration")
	cmd.Flags().BoolVar(&brt, "brt", false, "close a pencil-mark state under BRT first")
	rootCmd.AddCommand(cmd)
}
