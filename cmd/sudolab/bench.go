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
	cmd := &cobra.Command{
		Use:   "bench [--rows B12,W200,…|all] [-o FILE]",
		Short: "Re-measure the speed table: CPU seconds, puzzles/s and peak memory per row",
		Long: `bench rates fixed samples of the reference files (cbg-000, SHC's examples)
one puzzle after another in one goroutine and prints, per row, the number of
puzzles, the CPU seconds of the process (user + system, from getrusage), the
puzzles per CPU second and the peak resident set size so far. CPU time stays
meaningful on a loaded machine, wall time does not. Rows: ` + rowList() + `.
Without --rows every row but the long ones (Wall: W on all of cbg-000; GL6:
the complete order-6 searches) runs; --rows all runs them all.
-o/--out FILE (formerly --values) writes every rating computed (one line
per row and puzzle) so that two builds can be compared byte for byte.

Exit status: 0 when every row ran, 1 if some ratings of a row failed, 2 on
a usage or I/O error (unknown row, missing reference data, unwritable
output or -o file).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) (retErr error) {
			sel, err := bench.Select(rows)
			if err != nil {
				return err
			}
			for i := range sel {
				if first > 0 && len(sel[i].Index) == 0 && (sel[i].First == 0 || sel[i].First > first) {
					sel[i].First = first
					sel[i].Task += fmt.Sprintf(" (first %d only)", first)
				}
			}
			dir := data
			if dir == "" {
				if dir, err = refdata.Dir(); err != nil {
					return err
				}
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
			bench.WriteHeader(out)
			for _, r := range sel {
				m, err := bench.Run(dir, r)
				if err != nil {
					return fmt.Errorf("row %s: %w", r.Name, err)
				}
				bench.WriteRow(out, m)
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
				return vw.Commit()
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&rows, "rows", "", "comma-separated rows to run, or all (default: every row but Wall)")
	cmd.Flags().StringVar(&data, "data", "", "reference data directory (default: "+refdata.EnvDir+" or ../shared/data next to the module)")
	outfile.Flag(cmd, &values, "write every rating computed to FILE (formerly --values)", "values")
	cmd.Flags().IntVar(&first, "first", 0, "rate at most the first N puzzles of each row (0: the row's own sample)")
	cli.Min(cmd.Flags(), "first", 0)
	cmd.Flags().StringVar(&cpuprofile, "cpuprofile", "", "write a CPU profile of the rows to FILE (go tool pprof)")
	rootCmd.AddCommand(cmd)
}

func rowList() string {
	var ns []string
	for _, r := range bench.Rows {
		ns = append(ns, r.Name+" ("+r.Task+")")
	}
	return strings.Join(ns, "; ")
}
