package main

import (
	"fmt"
	"io"
	"runtime/pprof"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/experiments/bench"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/internal/outfile"
	"github.com/sudolab/sudolab/internal/refdata"
)

func init() {
	var rows, data, values, cpuprofile string
	var first int
	var check bool
	cmd := &cobra.Command{
		Use:   "bench [--rows B12,W200,…|all] [-o FILE]",
		Short: "Re-measure the speed table: CPU seconds, puzzles/s and peak memory per row",
		Long: `bench rates fixed samples of the reference files (cbg-000, SHC's examples)
one puzzle after another in one goroutine and prints, per row, the number of
puzzles, the CPU seconds of the process (user + system, from getrusage), the
puzzles per CPU second, the peak resident set size so far, the row's target
and whether it was met. CPU time stays meaningful on a loaded machine, wall
time does not. The first line names the reference data directory used
(--data DIR, else $SUDOLAB_REFDATA, else ../shared/data beside the
checkout). Rows:

` + rowList() + `
Without --rows every row but those marked long (minutes to hours of CPU)
runs; --rows all runs them all.

--first N rates only the first N puzzles of each row sampled from the top
of a file; such a row's target is not shown and not checked (the first
puzzles of a file are no scaled sample of it).

--check exits with status 1 when a row misses its target (its "met" column
reads **no**); without it the table only reports.

-o/--out FILE (formerly --values) writes every rating computed (one line
per row and puzzle) so that two builds can be compared byte for byte.

Exit status: 0 when every row ran (and, with --check, met its target), 1 if
some ratings of a row failed or, with --check, a row missed its target, 2
on a usage or I/O error (unknown row, missing reference data, unwritable
output or -o file).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) (retErr error) {
			sel, err := bench.Select(rows)
			if err != nil {
				return err
			}
			for i := range sel {
				sel[i].LimitTo(first)
			}
			dir, err := refdata.Choose(data)
			if err != nil {
				return cli.Usage("%v: bench rates the reference files", err)
			}
			var vw *outfile.File // the values are the point of -o: a failed write is an error
			if values != "" {
				if vw, err = outfile.Create("-o", values, outfile.Inputs{}); err != nil {
					return err
				}
				defer vw.Close()
			}
			if cpuprofile != "" {
				f, err := outfile.Create("--cpuprofile", cpuprofile, outfile.Inputs{})
				if err != nil {
					return err
				}
				defer f.Close()
				if err := pprof.StartCPUProfile(f); err != nil {
					return err
				}
				defer func() {
					pprof.StopCPUProfile()
					if err := f.Commit(); err != nil && retErr == nil {
						retErr = err
					}
				}()
			}
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "reference data: %s\n\n", dir)
			bench.WriteHeader(out)
			var missed []string
			for _, r := range sel {
				m, err := bench.Run(dir, r)
				if err != nil {
					return fmt.Errorf("row %s: %w", r.Name, err)
				}
				bench.WriteRow(out, m)
				if checked, met := m.Check(); checked && !met {
					missed = append(missed, r.Name)
				}
				if vw != nil {
					var b strings.Builder
					k := len(r.Ratings)
					for i := 0; i*k < len(m.Values); i++ {
						fmt.Fprintf(&b, "%s %d %s\n", r.Name, i+1, strings.Join(m.Values[i*k:(i+1)*k], ","))
					}
					if _, err := io.WriteString(vw, b.String()); err != nil {
						return err
					}
				}
				if m.Failures > 0 {
					return cli.Partial("row %s: %d ratings failed", r.Name, m.Failures)
				}
			}
			if vw != nil {
				if err := vw.Commit(); err != nil {
					return err
				}
			}
			if check && len(missed) > 0 {
				return cli.Partial("--check: %s the target: %s", cli.Count(len(missed), "row missed", "rows missed"), strings.Join(missed, ", "))
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&rows, "rows", "", "comma-separated rows to run, or all (default: every row but Wall)")
	cmd.Flags().StringVar(&data, "data", "", "reference data directory (default: $"+refdata.EnvDir+" or ../shared/data)")
	cmd.Flags().BoolVar(&check, "check", false, "exit with status 1 when a row misses its target")
	outfile.Flag(cmd, &values, "write every rating computed to FILE (formerly --values)", "values")
	cmd.Flags().IntVar(&first, "first", 0, "rate at most the first N puzzles of each row (0: the row's own sample)")
	cli.Range(cmd.Flags(), "first", 0, 1e9)
	cmd.Flags().StringVar(&cpuprofile, "cpuprofile", "", "write a CPU profile of the rows to FILE (go tool pprof)")
	rootCmd.AddCommand(cmd)
}

// rowList is the table of rows for the help text: one row per entry, its
// text wrapped within 80 columns.
func rowList() string {
	width := 0
	for _, r := range bench.Rows {
		width = max(width, len(r.Name))
	}
	var b strings.Builder
	for _, r := range bench.Rows {
		text := r.Task + "; target " + r.TargetText()
		if r.Long {
			text += "; long"
		}
		for i, line := range wrapWords(text, 80-4-width) {
			name := ""
			if i == 0 {
				name = r.Name
			}
			fmt.Fprintf(&b, "  %-*s  %s\n", width, name, line)
		}
	}
	return b.String()
}
