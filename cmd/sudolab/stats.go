package main

import (
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/experiments/stats"
	"github.com/sudolab/sudolab/internal/cli"
)

func init() {
	var (
		columns   string
		tables    []string
		diffs     []string
		join      string
		format    string
		maxValues int
		diffLines int
		cumul     string
		orders    []string
	)
	cmd := &cobra.Command{
		Use:   "stats FILE...",
		Short: "Statistics of rating columns: distributions, correlations, tables, differences",
		Long: `stats reads CSV files with a header row (the output of "sudolab rate", whose
record key is n, or reference files such as cbg-000.csv, keyed by index) and
prints, for each chosen column (default: every numeric column), the
distribution (count per value; non-numeric values such as ">36" are listed
after the numbers and left out of the moments), mean, standard deviation and
quantiles; then the Pearson, Spearman and Kendall (tau-b) correlation matrices
of the chosen columns.

--table A,B  contingency table of two discrete columns, with Pearson's
             chi-square test of independence (df, p-value).
--diff A,B   the records where A and B differ, as "#n: A=7 B=5", and the
             count of each differing pair. With two FILEs, A is read from the
             first and B from the second (--diff W = W in both), joined on
             the record key (n or index; --join puzzle to join on the puzzle).

Both flags may be repeated or take several pairs separated by ";".

--cumulative W,TW,ZC,BC  Berthier's chain-family table: for each length L,
             the percent of records each column (rating family) solves with
             patterns of length ≤ L (">N" and errors: never).
--order W,TW,BC  check that W ≤ TW ≤ BC on every record (">N" above every
             number); prints the count of violations and lists them.
             Repeatable.

Censored values — ">36" (not rated within the bound searched), "timeout",
"memory" — are counted apart ("censored: 12 (>36: 10, timeout: 2)") and
left out of means, quantiles and correlations; a column is left out of the
default choice only when most of its values are text, and the summary
says which columns were left out and why.

Exit status: 0 on success, 2 on a usage or I/O error.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var tabs []*stats.Table
			for _, a := range args {
				t, err := stats.ReadTable(a)
				if err != nil {
					return err
				}
				tabs = append(tabs, t)
			}
			opt := stats.StatsOptions{MaxValues: maxValues, DiffLines: diffLines}
			for _, c := range strings.Split(columns, ",") {
				if c = strings.TrimSpace(c); c != "" {
					opt.Columns = append(opt.Columns, c)
				}
			}
			opt.Cumulative = splitCols(cumul)
			for _, o := range orders {
				cols := splitCols(o)
				if len(cols) < 2 {
					return cli.Usage("--order %q: want at least two columns", o)
				}
				opt.Orders = append(opt.Orders, cols)
			}
			var err error
			if opt.Tables, err = stats.ParsePairs(tables); err != nil {
				return err
			}
			if opt.Diffs, err = stats.ParsePairs(diffs); err != nil {
				return err
			}
			if join == "puzzle" {
				opt.Join = "puzzle"
			}
			secs, err := stats.StatsReport(tabs, opt)
			if err != nil {
				return err
			}
			return stats.Render(cmd.OutOrStdout(), format, secs)
		},
	}
	f := cmd.Flags()
	f.StringVar(&columns, "columns", "", "comma-separated columns (default: all numeric columns)")
	f.StringArrayVar(&tables, "table", nil, "contingency table A,B (repeatable)")
	f.StringArrayVar(&diffs, "diff", nil, "differences A,B (repeatable; with two files, A of the first vs B of the second)")
	f.StringVar(&join, "join", "key", "two-file diff: join on the record key (n/index) or on the puzzle")
	f.StringVar(&format, "format", "text", "output: text (aligned), md (Markdown) or csv")
	completeFlag(cmd, "format", completeWords("text", "md", "csv"))
	f.IntVar(&maxValues, "max-values", 40, "list a distribution value by value up to this many distinct numeric values")
	f.StringVar(&cumul, "cumulative", "", "comma-separated rating columns: cumulative percent solved at each length")
	f.StringArrayVar(&orders, "order", nil, "comma-separated columns whose ratings must be ordered A <= B <= … (repeatable)")
	f.IntVar(&diffLines, "diff-lines", 0, "differing records listed per diff (0 = all, -1 = counts only)")
	cli.Range(f, "max-values", 1, 10000)
	cli.Range(f, "diff-lines", -1, 1e9)
	cli.OneOf(f, "join", "key", "puzzle")
	cli.OneOf(f, "format", "text", "md", "csv")
	rootCmd.AddCommand(cmd)
}

func splitCols(s string) []string {
	var out []string
	for _, c := range strings.Split(s, ",") {
		if c = strings.TrimSpace(c); c != "" {
			out = append(out, c)
		}
	}
	return out
}
