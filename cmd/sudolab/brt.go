package main

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

func init() {
	var showPath bool
	var in *inputFlags
	cmd := &cobra.Command{
		Use:   "brt [FILE|PUZZLE|-]...",
		Short: "Print the BRT (singles) closure of each puzzle or state",
		Long: `brt applies the Basic Resolution Theory (elimination of candidates seen by a
value, naked singles, hidden singles) to quiescence and prints, per input:

  <state> <values> <candidates> <status> [<label>]

where <state> is the closure as a sukaku string (Side³ characters; a decided
cell shows its value as its only candidate), <values> the number of decided
cells, <candidates> the number of remaining candidates in undecided cells,
<status> open, solved or contradiction, and <label> the input's label if it
has one. With --path the singles are listed.

Exit status: 0 if every input was read, 1 if some were malformed, 2 on a
usage or I/O error.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			report := func(it puzzle.Item, invalid error) error { return printInvalid(out, it, invalid) }
			count, err := cli.EachInput(in.inputs(cmd, args), report, func(it puzzle.Item) (error, error) {
				s, err := logic.FromGrid(it.Grid)
				if err != nil {
					return err, nil
				}
				if showPath {
					s.Log = &logic.Log{}
				}
				st := s.BRT()
				line := fmt.Sprintf("%s %d %d %s", s.Grid().String(), s.Solved, s.NumCands(), st)
				if _, err := fmt.Fprintln(out, in.withLabel(line, it)); err != nil {
					return nil, err
				}
				if showPath {
					_, err = fmt.Fprint(out, logic.FormatPath(s.G, s.Log.Steps, false))
				}
				return nil, err
			})
			if err != nil {
				return err
			}
			return count.Err()
		},
	}
	cmd.Flags().BoolVar(&showPath, "path", false, "list every single asserted")
	in = addInputFlags(cmd, true)
	rootCmd.AddCommand(cmd)
}
