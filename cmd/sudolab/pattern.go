package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/exotic"
	"github.com/sudolab/sudolab/logic/exotic/impossible"
	"github.com/sudolab/sudolab/verify"
)

func init() {
	var tridagons, enumerate bool
	var find, set string
	var maxCells int
	cmd := &cobra.Command{
		Use:   "pattern [--tridagons | --set NAME | --find PUZZLE|STATE | --enumerate | FILE|-]",
		Short: "Decide whether a pattern (cells with allowed digits) can be filled; prove impossible patterns by SAT",
		Long:  patternLong,
		Args:  cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			if cmd.Flags().Changed("max-cells") && !enumerate {
				return cli.Usage("--max-cells goes with --enumerate")
			}
			if enumerate {
				if tridagons || find != "" || set != "" || len(args) > 0 {
					return cli.Usage("--enumerate takes no other argument")
				}
				ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
				defer stop()
				return enumeratePatterns(ctx, out, cmd.ErrOrStderr(), maxCells)
			}
			if find != "" {
				if tridagons || len(args) > 0 {
					return fmt.Errorf("--find takes no other argument (but --set)")
				}
				return findTridagons(out, find, set)
			}
			if set != "" {
				if tridagons || len(args) > 0 {
					return cli.Usage("--set takes no other argument (but --find)")
				}
				return provePatternSet(out, set)
			}
			if tridagons {
				if len(args) > 0 {
					return fmt.Errorf("--tridagons takes no pattern file")
				}
				rows, err := verify.TridagonCensus()
				if err != nil {
					return err
				}
				fmt.Fprint(out, verify.FormatCensus(rows))
				for _, r := range rows {
					if r.Odd && r.Impossible != r.Placements {
						return cli.Partial("a tridagon placement is possible: the rule would be unsound")
					}
				}
				return nil
			}
			var in io.Reader = cmd.InOrStdin()
			name := "stdin"
			if len(args) == 1 && args[0] != "-" {
				f, err := os.Open(args[0])
				if err != nil {
					return err
				}
				defer f.Close()
				in, name = f, args[0]
			}
			p, err := encode.ParsePattern(in)
			if err != nil {
				return fmt.Errorf("%s: %v", name, err)
			}
			v, err := encode.DecidePattern(p)
			if err != nil {
				return err
			}
			if v.Possible {
				fmt.Fprintf(out, "possible (%d cells):", len(p.Cells))
				for i, c := range p.Cells {
					fmt.Fprintf(out, " r%dc%d=%d", c/9+1, c%9+1, v.Filling[i])
				}
				fmt.Fprintln(out)
				return nil
			}
			fmt.Fprintf(out, "impossible (%d cells): UNSAT certificate of %d lemmas, checked by RUP\n", len(p.Cells), len(v.Cert))
			return nil
		},
	}
	cmd.Flags().StringVar(&find, "find", "", "list the tridagons of a puzzle or state with their guardians")
	cmd.Flags().StringVar(&set, "set", "", "decide every pattern of a named set of eleven's patterns (Select1 … Select4, Imp630, all)")
	cmd.Flags().BoolVar(&enumerate, "enumerate", false, "search for every minimal three-digit impossible pattern of two bands, up to symmetry")
	cmd.Flags().IntVar(&maxCells, "max-cells", maxEnumerateCells, "with --enumerate: the largest number of cells searched (1..18)")
	cli.Range(cmd.Flags(), "max-cells", 1, maxEnumerateCells)
	cmd.Flags().BoolVar(&tridagons, "tridagons", false, "decide every tridagon placement and count the impossible ones")
	rootCmd.AddCommand(cmd)
}

// provePatternSet decides every pattern of the named set (docs/tridagons.md
// §12.9).
func provePatternSet(out io.Writer, name string) error {
	ps, err := patternSet(name)
	if err != nil {
		return err
	}
	start := time.Now()
	possible := 0
	_, err = verify.ProvePatterns(ps, func(pr verify.PatternProof) {
		if pr.Possible {
			possible++
			fmt.Fprintf(out, "%s %d cells: possible, filling %v\n", pr.Pattern.Name, pr.Pattern.Size(), pr.Filling)
			return
		}
		fmt.Fprintf(out, "%s %d cells: impossible (UNSAT certificate of %d lemmas, checked by RUP)\n", pr.Pattern.Name, pr.Pattern.Size(), pr.Lemmas)
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%s: %d patterns, %d impossible, %d possible (%.2f s)\n", name, len(ps), len(ps)-possible, possible, time.Since(start).Seconds())
	if possible > 0 {
		return cli.Partial("%d patterns of %s are possible: a rule using them would be unsound", possible, name)
	}
	return nil
}

// patternSet is the named set of eleven's patterns, or all of them.
func patternSet(name string) ([]*impossible.Pattern, error) {
	if name == "all" {
		return impossible.All(), nil
	}
	ps, err := impossible.Set(name)
	if err != nil {
		return nil, cli.Usage("--set: %v (or all)", err)
	}
	return ps, nil
}

func findTridagons(out io.Writer, arg, set string) error {
	var ps []*impossible.Pattern
	if set != "" {
		var err error
		if ps, err = patternSet(set); err != nil {
			return err
		}
	}
	pg, err := oneGrid(arg)
	if err != nil {
		return err
	}
	s, err := logic.FromGrid(pg)
	if err != nil {
		return err
	}
	if s.BRT() == logic.Contradiction {
		return fmt.Errorf("the state is contradictory (BRT)")
	}
	var ts []exotic.Placement
	if set == "" {
		ts = exotic.FindTridagons(s)
	}
	for _, p := range ps {
		ts = append(ts, exotic.FindPatterns(s, p, exotic.MaxGuardians)...)
	}
	for _, t := range ts {
		fmt.Fprintln(out, t.Format(s.G))
		cells := map[int]bool{}
		for _, x := range t.Guardians {
			cells[s.G.CellOf(x)] = true
		}
		switch {
		case len(t.Guardians) == 0:
			fmt.Fprintln(out, "  no guardian: the state is contradictory")
		case len(cells) == 1 && set == "":
			fmt.Fprintf(out, "  one guardian cell: its digits %d, %d, %d are eliminated\n", t.Digits[0], t.Digits[1], t.Digits[2])
		default:
			fmt.Fprintf(out, "  %s-OR%d relation: at least one guardian is true\n", t.Pattern, len(t.Guardians))
		}
	}
	if set != "" {
		fmt.Fprintf(out, "%s of %s\n", cli.Count(len(ts), "placement", "placements"), set)
		return nil
	}
	fmt.Fprintln(out, cli.Count(len(ts), "tridagon", "tridagons"))
	return nil
}

const patternLong = `pattern reads a pattern: cells of the 9x9 grid with their allowed digits,
either compact ("digits 123 cells r1c1,r2c5,...", one or more lines) or as
81 pencil-mark tokens ("." for a cell outside the pattern). It answers
"possible" with a filling (one allowed digit per cell, two cells of a row,
column or block differ), or "impossible" with the size of the UNSAT
certificate, which the project's RUP checker has accepted
(docs/tridagons.md).

--tridagons decides every placement of the tridagon's 12 cells (two bands,
two stacks, three cells per block on distinct rows and columns) with digits
1, 2, 3, and counts them by band/stack arrangement and parity: the tridagon
rule uses the odd placements, which must all be impossible.

--set NAME decides every pattern of a named set of eleven's impossible
patterns (Select1, Select2, Select3, Select4, Imp630, or all for the 592 of
the catalogue; docs/tridagons.md §12.9) with digits 1, 2, 3, one line per
pattern, and prints the count and the time taken.

--enumerate searches for every minimal three-digit impossible pattern of two
bands, up to symmetry, with at most --max-cells cells (18, the default,
covers every pattern there is), compares what it finds with eleven's
catalogue, and proves each class found: impossible by SAT with a checked
RUP certificate, and minimal by a complete grid for each of its patterns
with one cell less (docs/tridagons.md §12.10). The whole search takes about
2.5 CPU minutes; progress goes to stderr.

--find PUZZLE|STATE lists the tridagons present in the state (after BRT for
a puzzle): three digits that are candidates in the 12 cells of an odd
placement, with their guardians (the other candidates of those cells), and
what the rule concludes: the three digits eliminated from the cell of the
guardians when they lie in one cell, else a Trid-OR_k relation between them
(docs/tridagons.md §12.3). With --set NAME it lists instead the placements
of the set's patterns with at most 8 guardians (the images of a pattern with
three digits candidates in all its cells; §12.11) and the relation each gives.

Exit status: 0 when the pattern was decided ("possible" or "impossible") or
the census found every odd tridagon placement impossible (every pattern of
the set, for --set), 1 if an odd placement (a pattern of the set) is
possible (the rule would be unsound), 2 on a usage or I/O
error (an unreadable or malformed pattern file included).`
