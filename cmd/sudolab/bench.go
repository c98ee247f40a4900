package main

import (
	"bufio"
	"fmt"
	"os"
	"runtime/pprof"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/experiments/bench"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/internal/refdata"
)

func init() {
	var rows, data, values, cpuprofile string
	var first int
	cmd := &cobra.Command{
		Use:   "bench [--rows B12,W200,…|all] [--values FILE]",
		Short: "Re-measure the speed table: CPU seconds, puzzles/s and peak memory per row",
		Long: `bench rates fixed samples of the reference files (cbg-000, SHC's examples)
one puzzle after another in one goroutine and prints, per row, the number of
puzzles, the CPU seconds of the process (user + system, from getrusage), the
puzzles per CPU second and the peak resident set size so far. CPU time stays
meaningful on a loaded machine, wall time does not. Rows: ` + rowList() + `.
Without --rows every row but the long ones (Wall: W on all of cbg-000; GL6:
the complete order-6 searches) runs;
--rows all runs them all. --values writes every rating computed (one line per
row and puzzle) so that two builds can be compared byte for byte.

Exit status: 0 when every row ran, 1 if some ratings of a row failed, 2 on
a usage or I/O error (unknown row, missing reference data, unwritable
output or --values file).`,
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
			var vw *bufio.Writer
			if values != "" {
				f, err := os.Create(values)
				if err != nil {
					return err
				}
				vw = bufio.NewWriter(f)
				defer func() {
					// The values are the point of --values: a failed write is an error.
					if ferr := vw.Flush(); ferr != nil && retErr == nil {
						retErr = fmt.Errorf("--values %s: %w", values, ferr)
					}
					if cerr := f.Close(); cerr != nil && retErr == nil {
						retErr = fmt.Errorf("--values %s: %w", values, cerr)
					}
				}()
			}
			if cpuprofile != "" {
				f, err := os.Create(cpuprofile)
				if err != nil {
					return err
				}
				defer f.Close()
				if err := pprof.StartCPUProfile(f); err != nil {
					return err
				}
				defer pprof.StopCPUProfile()
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
					k := len(r.Ratings)
					for i := 0; i*k < len(m.Values); i++ {
						fmt.Fprintf(vw, "%s %d %s\n", r.Name, i+1, strings.Join(m.Values[i*k:(i+1)*k], ","))
					}
				}
				if m.Failures > 0 {
					return cli.Partial("row %s: %d ratings failed", r.Name, m.Failures)
				}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&rows, "rows", "", "comma-separated rows to run, or all (default: every row but Wall)")
	cmd.Flags().StringVar(&data, "data", "", "reference data directory (default: "+refdata.EnvDir+" or ../shared/data next to the module)")
	cmd.Flags().StringVar(&values, "values", "", "write every rating computed to FILE")
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
