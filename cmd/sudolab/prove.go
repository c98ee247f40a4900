package main

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
	"github.com/sudolab/sudolab/verify"
)

func init() {
	var pf *proofFlags
	cmd := &cobra.Command{
		Use:   "prove PUZZLE|STATE CLAIM...",
		Short: "Prove (or refute) eliminations and assertions with the SAT encoding",
		Long:  proveLong,
		Args:  cobra.MinimumNArgs(2),
		RunE: func(cmd *cobra.Command, args []string) (err error) {
			pg, err := oneGrid(args[0])
			if err != nil {
				return err
			}
			s, err := logic.FromGrid(pg)
			if err != nil {
				return err
			}
			type claim struct {
				x      logic.Cand
				isElim bool
			}
			var claims []claim
			var elims, values []logic.Cand
			for _, a := range args[1:] {
				x, isElim, err := s.G.ParseCandRef(a)
				if err != nil {
					return cli.Usage("%v", err)
				}
				claims = append(claims, claim{x, isElim})
				if isElim {
					elims = append(elims, x)
				} else {
					values = append(values, x)
				}
			}
			ep, vp := verify.ProveEliminations(s, elims), verify.ProveAssertions(s, values)
			rec, err := pf.recorder(true, "")
			if err != nil {
				return err
			}
			if rec != nil {
				defer func() {
					if e := rec.Close(); err == nil && e != nil {
						err = e
					}
					if err == nil || cli.Code(err) == cli.StatusPartial {
						fmt.Fprintln(cmd.ErrOrStderr(), proofSummary(pf, rec.Stats()))
					}
				}()
				// The second encoding and solver prove the same claims
				// (eliminations, then assertions: verify.StepClaims' order).
				st := verify.ToSAT(s)
				again, err := rec.Step("prove", st.N, st.Values, st.Cands, verify.StepClaims(s.G, &logic.Step{Elims: elims, Asserts: values}))
				if err != nil {
					return err
				}
				first := append(append([]encode.Proof{}, ep...), vp...)
				for i, o := range again {
					if o.Valid != (first[i].Verdict == encode.Valid) {
						name := ""
						if i < len(elims) {
							name = s.G.FormatElim(elims[i])
						} else {
							name = s.G.FormatValue(values[i-len(elims)])
						}
						return cli.Partial("%s: the second encoding and solver (--solver %s) find it %s, the first %v",
							name, rec.SolverName(), map[bool]string{true: "valid", false: "invalid"}[o.Valid], first[i].Verdict)
					}
				}
			}
			invalid := 0
			out := cmd.OutOrStdout()
			for _, c := range claims {
				var p encode.Proof
				var name string
				if c.isElim {
					p, ep, name = ep[0], ep[1:], s.G.FormatElim(c.x)
				} else {
					p, vp, name = vp[0], vp[1:], s.G.FormatValue(c.x)
				}
				if p.Verdict == encode.Valid {
					note := ""
					switch {
					case p.Trivial && c.isElim:
						note = " (already eliminated)"
					case p.Trivial:
						note = " (already the cell's value)"
					}
					fmt.Fprintf(out, "valid %s%s\n", name, note)
					continue
				}
				invalid++
				g := &puzzle.Grid{N: s.G.N, Cells: p.Counterexample}
				fmt.Fprintf(out, "invalid %s %s\n", name, g.String())
			}
			if invalid > 0 {
				return cli.Partial("%d of %d claims invalid", invalid, len(claims))
			}
			return nil
		},
	}
	pf = addProofFlags(cmd)
	rootCmd.AddCommand(cmd)
}

const proveLong = `prove checks each CLAIM against the state with the extended SAT encoding:

  an elimination (r9c5≠1 or r9c5<>1) is valid when the state plus the
  candidate is unsatisfiable: no solution of the state has it;
  an assertion (r9c5=1) is valid when the state without the candidate is
  unsatisfiable, i.e. the elimination r9c5≠1 is refuted: every solution
  of the state has it.

PUZZLE is a puzzle (its initial state: givens, and candidates not seen by a
given) or a pencil-mark state (729-char sukaku string or 81 candidate
lists; quote it).

One line per CLAIM: "valid r9c5≠1", or "invalid r9c5≠1 <grid>" where <grid>
is a solution of the state in which the claim fails (the candidate is true
for an elimination, false for an assertion).

` + proofsHelp + ` In index.tsv every CLAIM is step 1, rule "prove";
with --solver, a verdict of the second solver that differs from the first
is an error.

Exit status: 0 if every claim is valid, 1 if some is invalid, 2 on a usage
or I/O error (a malformed CLAIM included).`
