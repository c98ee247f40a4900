package main

import (
	"os"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/verify/audit"
)

func init() {
	var skipped bool
	cmd := &cobra.Command{
		Use:   "audit [--skipped] PUZZLE PATHFILE",
		Short: "Re-check a resolution path written by SudoRules or another solver",
		Long: `audit reads a resolution path (PATHFILE, - for standard input) as SudoRules /
CSP-Rules print it, or as sudolab's path command prints it (--rules SER and
SER-noU included: SE's line and its structure lines), or plain conclusions
of any solver (r1c2≠3, r1c2<>3, r1c2=3), replays it on PUZZLE and checks
every step in the state just before it:

  - its pattern against the rule's definition: singles, whip[1], whips,
    braids, g-whips, g-braids, biv-chains, z-chains, t-whips (typed -rc,
    -rn, -cn, -bn too), naked and hidden subsets, fish and finned fish,
    sudolab's general-logic steps gl[n] (certificate checker), and every
    kind of Sudoku Explainer hint with its difficulty (verify/sercheck;
    uniqueness hints are noted as such);
  - every elimination and assertion, proven by SAT.

It prints one line per step: ok, ok-sat (a rule it does not know, or plain
conclusions: the conclusions are proven, the pattern is not checked), or
INVALID with the reason and a SAT counterexample; then a summary. Lines that
are not steps (headers, level notes, grids, timings) are skipped; --skipped
lists them. A line holding the puzzle again restarts the replay (a log with
several runs).

Exit status: 0 if every step is ok or ok-sat, 1 if some step is INVALID,
2 on a usage or I/O error (or an invalid puzzle).`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			pg, err := oneGrid(args[0])
			if err != nil {
				return err
			}
			s, err := logic.FromGrid(pg)
			if err != nil {
				return err
			}
			in := cmd.InOrStdin()
			if args[1] != "-" {
				f, err := os.Open(args[1])
				if err != nil {
					return err
				}
				defer f.Close()
				in = f
			}
			entries, err := audit.NewReader(s.G).ReadPath(in)
			if err != nil {
				return err
			}
			restart := ""
			if !pg.IsState() {
				restart = audit.PuzzleLine(pg.Line())
			}
			rep := audit.Replay(s, entries, restart)
			if err := rep.Write(cmd.OutOrStdout(), skipped); err != nil {
				return err
			}
			if n := rep.Count(audit.Invalid); n > 0 {
				return cli.Partial("%d invalid step(s)", n)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&skipped, "skipped", false, "also list the lines that are not steps, with the reason")
	rootCmd.AddCommand(cmd)
}
