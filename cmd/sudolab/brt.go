package main

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

func init() {
	var showPath bool
	cmd := &cobra.Command{
		Use:   "brt [FILE|PUZZLE|-]...",
		Short: "Print the BRT (singles) closure of each puzzle or state",
		Long: `brt applies the Basic Resolution Theory (elimination of candidates seen by a
value, naked singles, hidden singles) to quiescence and prints, per input:

  <state> <values> <candidates> <status>

where <state> is the closure as a sukaku string (Side³ characters; a decided
cell shows its value as its only candidate), <values> the number of decided
cells, <candidates> the number of remaining candidates in undecided cells, and
<status> open, solved or contradiction. With --path the singles are listed.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			return eachInput(args, cmd.InOrStdin(), func(it puzzle.Item) error {
				if it.Err != nil {
					return printInvalid(out, it, nil)
				}
				s, err := logic.FromGrid(it.Grid)
				if err != nil {
					return printInvalid(out, it, err)
				}
				if showPath {
					s.Log = &logic.Log{}
				}
				st := s.BRT()
				if _, err := fmt.Fprintf(out, "%s %d %d %s\n", s.Grid().String(), s.Solved, s.NumCands(), st); err != nil {
					return err
				}
				if showPath {
					_, err = fmt.Fprint(out, logic.FormatPath(s.G, s.Log.Steps, false))
				}
				return err
			})
		},
	}
	cmd.Flags().BoolVar(&showPath, "path", false, "list every single asserted")
	rootCmd.AddCommand(cmd)
}
