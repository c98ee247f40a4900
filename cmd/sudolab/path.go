package main

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/verify"
)

func init() {
	var (
		rules     string
		maxLength int
		asJSON    bool
		verifyOpt bool
	)
	cmd := &cobra.Command{
		Use:   "path [--rules W|B|gW|gB|BC|ZC|TW|S+W|S+gW|SFin+W|GL] [--json] [--verify] PUZZLE",
		Short: "Print the simplest-first resolution path of a puzzle",
		Long: `path runs the simplest-first strategy (docs/ratings.md §4.2) with the chosen rule
family and prints every step in SudoRules' notation, e.g.

  whip[3]: r9c8{n8 n1} - r9c2{n1 n9} - r9c1{n9 .} ==> r9c9≠8

with runs of singles folded into "singles ==> …" lines, and finally the
rating. --json prints the steps as JSON (rule, length, cells with llc/rlc,
targets, counts after the step).

With --verify every step is re-validated by the independent pattern checker
and every elimination is proven by the SAT encoding of the state before the
step; a failure stops the run with the state, the pattern and the SAT
counterexample (exit status 1).

--rules BC, ZC and TW resolve with bivalue chains, z-chains or t-whips
only (each with whip[1]): the nrc, nrcz and nrct chain families, whose
ratings are compared with W's (nrczt) in Berthier's tables. TyBC, TyZC,
TyTW and TyW are their typed (2D) forms: every chain inside one type of
variable (rc, rn, cn or bn), printed biv-chain-rc[3], t-whip-cn[4], ….

--rules GL uses general logic (docs/general-logic.md) of rank ≤ 1: at
level n the simplest logic of order n, core rule only, printed as

  gl[2]: k=0 r1#6 r9#6 / c3#6 c8#6 ==> r2c3≠6, r7c3≠6

(bases / covers); --verify checks each with the certificate checker. Its
levels stop at order 7 (the per-footprint caps of docs/general-logic.md §6.5.1).`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			fam, err := logic.FamilyNamed(rules)
			if err != nil {
				return err
			}
			pg, err := oneGrid(args[0])
			if err != nil {
				return err
			}
			var hook func(*logic.State, *logic.Step) error
			verified := 0
			if verifyOpt {
				hook = func(before *logic.State, step *logic.Step) error {
					if err := verify.Step(before, step); err != nil {
						return fmt.Errorf("verification failed\nstate: %s\nstep:  %s\n%w", before.Grid().StateString(), step.Text(before.G), err)
					}
					verified++
					return nil
				}
			}
			var p *logic.Path
			if pg.IsState() {
				s, err := logic.FromGrid(pg)
				if err != nil {
					return err
				}
				p, err = logic.ResolveState(s, fam, maxLength, hook)
				if err != nil && p == nil {
					return err
				}
			} else {
				p, err = logic.ResolvePath(pg, fam, maxLength, hook)
				if p == nil {
					return err
				}
			}
			out := cmd.OutOrStdout()
			if asJSON {
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				if e := enc.Encode(p.JSON()); e != nil {
					return e
				}
			} else {
				fmt.Fprint(out, p.Text())
				fmt.Fprintf(out, "%s rating: %s (%s)\n", rules, p.Rating, p.Status)
			}
			if err != nil {
				return &exitError{1, err.Error()}
			}
			if verifyOpt {
				fmt.Fprintf(cmd.ErrOrStderr(), "verified: %d steps, every pattern re-checked and every elimination proven by SAT\n", verified)
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&rules, "rules", "W", "rule family: W, B, gW, gB, BC, ZC, TW, TyBC, TyZC, TyTW, TyW, S+W, S+gW, SFin+W or GL")
	f.IntVar(&maxLength, "max-length", 36, "maximum chain length")
	f.BoolVar(&asJSON, "json", false, "print the path as JSON")
	f.BoolVar(&verifyOpt, "verify", false, "re-check every pattern and prove every elimination with SAT")
	rootCmd.AddCommand(cmd)
}
