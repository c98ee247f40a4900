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
	rootCmd.AddCommand(&cobra.Command{
		Use:   "prove PUZZLE|STATE ELIM...",
		Short: "Prove (or refute) eliminations with the SAT encoding",
		Long: `prove checks, for each ELIM (like r9c5≠1 or r9c5<>1), whether removing that
candidate from the state is valid: the extended SAT encoding of the state
plus the candidate is unsatisfiable. PUZZLE is a puzzle (its initial state:
givens, and candidates not seen by a given) or a pencil-mark state (729-char
sukaku string or 81 candidate lists; quote it).

One line per ELIM: "valid r9c5≠1", or "invalid r9c5≠1 <grid>" where <grid>
is a solution of the state in which the candidate is true.

Exit status: 0 if every elimination is valid, 1 if some is invalid, 2 on a
usage or I/O error (a malformed ELIM included).`,
		Args: cobra.MinimumNArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			pg, err := oneGrid(args[0])
			if err != nil {
				return err
			}
			s, err := logic.FromGrid(pg)
			if err != nil {
				return err
			}
			var elims []logic.Cand
			for _, a := range args[1:] {
				x, isElim, err := s.G.ParseCandRef(a)
				if err != nil {
					return cli.Usage("%v", err)
				}
				if !isElim {
					return cli.Usage("%s: prove takes eliminations (≠ or <>)", puzzle.Clip(a))
				}
				elims = append(elims, x)
			}
			invalid := 0
			out := cmd.OutOrStdout()
			for i, p := range verify.ProveEliminations(s, elims) {
				name := s.G.FormatElim(elims[i])
				if p.Verdict == encode.Valid {
					note := ""
					if p.Trivial {
						note = " (already eliminated)"
					}
					fmt.Fprintf(out, "valid %s%s\n", name, note)
					continue
				}
				invalid++
				g := &puzzle.Grid{N: s.G.N, Cells: p.Counterexample}
				fmt.Fprintf(out, "invalid %s %s\n", name, g.String())
			}
			if invalid > 0 {
				return cli.Partial("%d of %d eliminations invalid", invalid, len(elims))
			}
			return nil
		},
	})
}
