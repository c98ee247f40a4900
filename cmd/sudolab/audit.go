package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/proofs"
	"github.com/sudolab/sudolab/verify"
	"github.com/sudolab/sudolab/verify/audit"
)

func init() {
	var (
		skipped bool
		pf      *proofFlags
	)
	cmd := &cobra.Command{
		Use:   "audit [--skipped] PUZZLE PATHFILE",
		Short: "Re-check a resolution path written by SudoRules or another solver",
		Long: `audit reads a resolution path (PATHFILE, - for standard input) as SudoRules /
CSP-Rules print it, or as sudolab's path command prints it (--rules SER and
SER-noU included: SE's line and its structure lines), or plain conclusions
of any solver (r1c2≠3, r1c2<>3, r1c2=3), replays it on PUZZLE and checks
every step in the state just before it:

  - its pattern against the definition of its kind (every kind of step
    sudolab prints, listed in logic/kinds: singles, whips, braids and
    their g-forms, biv-, z- and t-chains and their typed forms, subsets,
    fish, finned fish, general logic gl[n], fishy cycles, tridagons, OR_k
    relations, splits and chains, every kind of Sudoku Explainer hint with
    its difficulty; uniqueness hints are noted as such);
  - every elimination and assertion, proven by SAT.

It prints each line's verdict as soon as it is checked (time linear in the
path, memory bounded): ok; ok-sat (a rule it does not know, or plain
conclusions: the conclusions are proven, the pattern is not checked);
INVALID with the reason and a SAT counterexample (a step after a refuted
conclusion is noted, and marked as its consequence when its pattern holds
only with that conclusion applied); UNREADABLE for a line that states a
claim (r1c2≠3, <>, =) it cannot read. Then a summary. Lines that state
nothing (blank, comments, headers, level notes, grids, timings) are
skipped and counted; --skipped lists them. A line holding the puzzle again
restarts the replay (a log with several runs).

` + proofsHelp + ` In index.tsv the step is the step's number in the
path (lines that state nothing are not counted).

Exit status: 0 if every step is ok or ok-sat, 1 if some step is INVALID or
some claim UNREADABLE, 2 on a usage or I/O error (or an invalid puzzle).`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) (err error) {
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
			restart := ""
			if !pg.IsState() {
				restart = audit.PuzzleLine(pg.Line())
			}
			rec, err := pf.recorder(true, "")
			if err != nil {
				return err
			}
			opt := audit.Options{Restart: restart}
			if rec != nil {
				defer func() {
					if e := rec.Close(); err == nil && e != nil {
						err = e
					}
					if err == nil || cli.Code(err) == cli.StatusPartial {
						fmt.Fprintln(cmd.ErrOrStderr(), proofSummary(pf, rec.Stats()))
					}
				}()
				opt.Proven = auditProven(rec)
			}
			out := cmd.OutOrStdout()
			tally, err := audit.AuditWith(s, in, opt, func(r audit.Result) error {
				return audit.WriteResult(out, r, skipped)
			})
			if err != nil {
				return err
			}
			if _, err := fmt.Fprintln(out, tally.Summary()); err != nil {
				return err
			}
			if tally.Failed() > 0 {
				return cli.Partial("%d invalid step(s), %d unreadable claim(s)", tally.Invalid, tally.Unreadable)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&skipped, "skipped", false, "also list the lines that are not steps, with the reason")
	pf = addProofFlags(cmd)
	rootCmd.AddCommand(cmd)
}

// auditProven proves again, with rec, the conclusions SAT proved for a
// step of the audited path (audit --proofs / --solver): a conclusion the
// second encoding and solver refute stops the audit.
func auditProven(rec *proofs.Recorder) func(*logic.State, string, []logic.Cand, []logic.Cand) error {
	return func(before *logic.State, rule string, elims, asserts []logic.Cand) error {
		st := verify.ToSAT(before)
		out, err := rec.Step(rule, st.N, st.Values, st.Cands, verify.StepClaims(before.G, &logic.Step{Elims: elims, Asserts: asserts}))
		if err != nil {
			return err
		}
		for _, o := range out {
			if !o.Valid {
				return cli.Partial("%s %s: proven by the first encoding, refuted by --solver %s on the second", rule, o.Claim.Text(st.N), rec.SolverName())
			}
		}
		return nil
	}
}
