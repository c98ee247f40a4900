package main

import (
	"bufio"
	"fmt"
	"os"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/experiments/gen"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/puzzle"
)

func init() {
	var dedup bool
	var formName string
	var in *inputFlags
	cmd := &cobra.Command{
		Use:   "canon [FILE|PUZZLE|-]...",
		Short: "Min-lex canonical forms of 9×9 puzzles and grids; --dedup removes isomorphs",
		Long: `canon prints, for each input puzzle or complete grid, its canonical form
under the Sudoku symmetry group (transposition, band and stack permutations,
row and column permutations within them, relabelling): one string per
orbit, so two puzzles are isomorphic exactly when their forms are equal.
--form chooses which (docs/notation.md §9.7):

  minlex  (default) the smallest 81-character string of the orbit, with an
          empty cell smaller than any digit;
  gsf     the form of gsf's sudoku program with -f'%#mc', in which most
          lists on the forum are written: the smallest string among those
          whose first band has the smallest clue-count pattern (its 9 row
          segments' givens). It differs from minlex on about 1 puzzle in 10
          (same orbit); '.' is written where gsf writes '0'.

--dedup prints each canonical form once (the first time it occurs), so a
collection loses its isomorphic duplicates; the count goes to stderr.
Each form is followed by the input's label, if it has one (--label=false:
forms only). Malformed or non-9×9 inputs are reported on stderr and
skipped.

Exit status: 0 if every input was read, 1 if some were skipped, 2 on a
usage or I/O error.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			w := bufio.NewWriterSize(cmd.OutOrStdout(), 1<<16)
			cz := gen.NewCanonicalizer()
			seen := map[string]bool{}
			start := time.Now()
			dups := 0
			report := func(it puzzle.Item, invalid error) error {
				if invalid == nil {
					fmt.Fprintf(os.Stderr, "canon: %s%s\n", it.Where(), it.Problem())
				} else {
					fmt.Fprintf(os.Stderr, "canon: %s%v\n", it.Where(), invalid)
				}
				return nil
			}
			count, err := cli.EachInput(in.inputs(cmd, args), report, func(it puzzle.Item) (error, error) {
				form, err := cz.CanonGridAs(it.Grid, gen.Form(formName))
				if err != nil {
					return err, nil
				}
				if dedup {
					if seen[form] {
						dups++
						return nil, nil
					}
					seen[form] = true
				}
				_, err = fmt.Fprintln(w, in.withLabel(form, it))
				return nil, err
			})
			n, bad := count.N-count.Bad, count.Bad // n: the puzzles put in canonical form
			el := time.Since(start).Seconds()
			msg := fmt.Sprintf("canon: %s in %.2fs (%.0f/s)", cli.Count(n, "puzzle", "puzzles"), el, float64(n)/el)
			if dedup {
				msg += fmt.Sprintf(", %d isomorphic duplicates removed, %d distinct", dups, n-dups)
			}
			if bad > 0 {
				msg += fmt.Sprintf(", %d inputs skipped", bad)
			}
			fmt.Fprintln(cmd.ErrOrStderr(), msg)
			if ferr := w.Flush(); err == nil {
				err = ferr
			}
			if err != nil {
				return err
			}
			return count.Err()
		},
	}
	cmd.Flags().BoolVar(&dedup, "dedup", false, "print each canonical form once")
	in = addInputFlags(cmd, true)
	cmd.Flags().StringVar(&formName, "form", string(gen.MinLex), "canonical form: minlex (the smallest string of the orbit) or gsf (gsf's -f'%#mc')")
	cli.OneOf(cmd.Flags(), "form", string(gen.MinLex), string(gen.GSF))
	completeFlag(cmd, "form", completeWords(string(gen.MinLex), string(gen.GSF)))
	rootCmd.AddCommand(cmd)
}
