package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/experiments/gen"
	"github.com/sudolab/sudolab/internal/cli"
)

func init() {
	var (
		method  string
		count   int
		seed    uint64
		size    int
		workers int
		format  string
	)
	cmd := &cobra.Command{
		Use:   "generate",
		Short: "Generate random complete grids or minimal puzzles, with correction weights",
		Long: `generate writes --count random items, one per line, in order:

  grid      complete grids, exactly uniform (rejection over a band-by-band
            proposal with known probabilities; 4×4 and 9×9); log10_weight 0,
            tries = proposals.
  grid-weighted
            complete grids, sampled without backtracking so that each grid's
            probability q is known; log10_weight = log10(1/q) makes weighted
            statistics unbiased over uniformly random grids (the sampler
            itself is not uniform; neither is randomised backtracking).
            Hundreds of times faster than grid.
  topdown   minimal puzzles: delete givens of a random grid in random order
            while the solution stays unique (bias unknown: no weight).
  bottomup  minimal puzzles: add random givens until unique, then remove the
            unneeded ones (bias unknown: no weight).
  cb        Berthier's controlled-bias generator: its bias is known, and the
            weight C(81,n) of an n-clue puzzle (times the grid's weight:
            its grids come from grid-weighted)
            gives unbiased estimates over all minimal puzzles. Very slow:
            about 10^5 grids per puzzle (tries).

Item i uses its own random stream seeded by (--seed, i): runs are
reproducible whatever --workers. Text output: "<puzzle> clues=… log10_weight=…
tries=…" (a label the other commands ignore); CSV: n,puzzle,clues,
log10_weight,tries. Throughput goes to stderr. --workers is capped at a
few per core and at --count.

Exit status: 0 on success, 2 on a usage or I/O error.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			w := bufio.NewWriter(cmd.OutOrStdout())
			if format == "csv" {
				fmt.Fprintln(w, gen.GenCSVHeader)
			}
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
			defer stop()
			start := time.Now()
			tries, done := 0, 0
			err := gen.Generate(ctx, strings.ToLower(method), seed, count, size, cli.Workers(workers, count), func(i int, g gen.Generated) error {
				done++
				tries += g.Tries
				if format == "csv" {
					fmt.Fprintln(w, g.CSV(i))
				} else {
					fmt.Fprintln(w, g.Text())
				}
				if method == "cb" { // slow: keep every puzzle as soon as it exists
					return w.Flush()
				}
				return nil
			})
			el := time.Since(start).Seconds()
			fmt.Fprintf(os.Stderr, "generate: %d %s items in %.2fs: %.1f items/s (%d tries)\n", done, method, el, float64(done)/el, tries)
			if ferr := w.Flush(); err == nil {
				err = ferr
			}
			return interruptedError(err, "")
		},
	}
	f := cmd.Flags()
	f.StringVar(&method, "method", "topdown", "grid (exactly uniform complete grids), grid-weighted (fast, with importance weights), topdown, bottomup or cb")
	completeFlag(cmd, "method", completeWords("grid", "grid-weighted", "topdown", "bottomup", "cb"))
	f.IntVar(&count, "count", 10, "number of items")
	f.Uint64Var(&seed, "seed", 1, "random seed (item i uses the stream (seed, i))")
	f.IntVar(&size, "size", 3, "block size: 2 (4×4), 3 (9×9), 4, 5")
	f.IntVar(&workers, "workers", 0, "parallel workers (0 = all cores)")
	f.StringVar(&format, "format", "text", "output: text (puzzle lines) or csv")
	cli.Range(f, "count", 0, 1e12)
	cli.AnyValue(f, "seed")
	cli.Range(f, "size", 2, 5)
	cli.Range(f, "workers", 0, cli.MaxWorkersFlag)
	cli.OneOf(f, "format", "text", "csv")
	cli.OneOf(f, "method", gen.GenMethods...)
	completeFlag(cmd, "format", completeWords("text", "csv"))
	rootCmd.AddCommand(cmd)
}
