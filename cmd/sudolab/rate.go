package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/experiments/rating"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
)

func init() {
	var (
		ratings   string
		maxLength int
		glOrder   int
		workers   int
		format    string
		outPath   string
		resume    bool
		verifyOpt bool
		timeout   time.Duration
		summary   string
		shardFlag string
		maxMem    string
		in        *inputFlags
	)
	cmd := &cobra.Command{
		Use:   "rate [FILE|PUZZLE|-]...",
		Short: "Rate puzzles: one record per input line, in input order",
		Long: `rate computes the chosen ratings of every puzzle and writes one record per
input puzzle, in input order, as CSV (header n,puzzle,<ratings>,error) or JSON
lines. n is the 1-based number of the puzzle among the input's puzzle lines.
The last column, label, holds the input's label (the rest of its line, or
its CSV label column). With no input it rates the built-in default set.
CSV/TSV inputs with a header are read too (their puzzle column: see
--column), so rate reads its own output and the reference data.

Malformed lines and invalid puzzles (no solution, several solutions,
contradictory givens) get their reason in the error column; the run goes on.
Records are written as soon as they are complete, so a killed run keeps its
results; --resume skips the puzzles already in --out and appends the rest.

Sharding: --shard i/N (0 <= i < N) rates only the records whose number n
satisfies (n-1) mod N = i, keeping n as in the unsharded run; "sudolab merge"
joins the N outputs into exactly the unsharded output. Without --shard, the
shard comes from JOB_COMPLETION_INDEX/JOB_COMPLETION_COUNT (Kubernetes
Indexed Job) or SLURM_ARRAY_TASK_ID/_MIN/_COUNT (Slurm job array), if set;
--shard 0/1 rates everything regardless. See experiments/deploy/.

--workers is capped at ` + fmt.Sprint(rating.WorkersPerCore) + ` per core, and a worker is started only when a
puzzle is there to rate.

Exit status: 0 if every puzzle was rated, 1 if some inputs were invalid or
some ratings failed (see the error column), 2 on a usage or I/O error.

Ratings available: ` + "{{ratings}}",
		RunE: func(cmd *cobra.Command, args []string) error {
			cols, err := rating.ParseColumns(ratings)
			if err != nil {
				return err
			}
			cfg := rating.RunConfig{
				Columns: cols, Workers: workers, Format: format, Header: true, Timeout: timeout,
				Options: rating.Options{MaxLength: maxLength, GLOrder: glOrder, Verify: verifyOpt},
			}
			shard, fromEnv, err := rating.ChooseShard(shardFlag, cmd.Flags().Changed("shard"), os.Getenv)
			if err != nil {
				return err
			}
			if fromEnv {
				fmt.Fprintf(os.Stderr, "rate: shard %s (from the job-array environment)\n", shard)
			}
			cfg.Shard = shard
			if maxMem != "" {
				if cfg.MaxMem, err = rating.ParseBytes(maxMem); err != nil {
					return cli.Usage("--max-mem: %v", err)
				}
			}
			var out io.Writer = cmd.OutOrStdout()
			if outPath != "" {
				f, err := rating.OpenOutput(outPath, resume, &cfg)
				if err != nil {
					return err
				}
				defer f.Close()
				out = f
			} else if resume {
				return fmt.Errorf("--resume needs --out FILE")
			}
			var records *rating.Records
			if summary == "auto" && len(args) == 0 || summary == "yes" {
				if format != "csv" {
					return fmt.Errorf("--summary needs --format csv")
				}
				records = rating.NewRecords("results", cols)
				cfg.Record = records.Add
			}
			prog := newProgress(os.Stderr, "rate", "puzzles")
			cfg.Progress = prog.update
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
			defer stop()
			if workers > rating.MaxWorkers() {
				fmt.Fprintf(os.Stderr, "rate: --workers %d capped at %d (%d per core)\n", workers, rating.MaxWorkers(), rating.WorkersPerCore)
			}
			sum, err := rating.Run(ctx, in.inputs(cmd, args), cfg, out)
			msg := fmt.Sprintf("%d rated, %d with errors", sum.Done, sum.Errors)
			if resume {
				msg += fmt.Sprintf(", %d skipped (already in %s)", sum.Skipped, outPath)
			}
			prog.finish(msg)
			if err == nil && records != nil {
				err = records.PrintSummary(cmd.ErrOrStderr())
			}
			if err == nil && sum.Errors > 0 {
				err = cli.Partial("%d of %d puzzles with errors (see the error column)", sum.Errors, sum.Done)
			}
			return err
		},
	}
	f := cmd.Flags()
	f.StringVar(&ratings, "ratings", "W,B,gW,gB", "comma-separated rating columns")
	f.IntVar(&maxLength, "max-length", 0, "maximum chain length; a puzzle not solved within it is rated >N (0 = each rating's default: 36 for W/B/gW/gB/S+W…, 30 for BxB, 5 for BxBB)")
	f.IntVar(&glOrder, "gl-order", rating.DefaultGLOrder, fmt.Sprintf("GL column: largest order of general logic (1..%d); a puzzle not solved within it is rated >N", gl.GLMaxOrder))
	f.IntVar(&workers, "workers", 0, "parallel workers (0 = all cores)")
	f.StringVar(&format, "format", "csv", "output format: csv or jsonl")
	f.StringVar(&outPath, "out", "", "write results to FILE (default stdout)")
	f.BoolVar(&resume, "resume", false, "skip the puzzles already in --out and append the others")
	f.BoolVar(&verifyOpt, "verify", false, "prove every elimination with the SAT encoding and re-check every pattern")
	f.StringVar(&summary, "summary", "auto", "print a statistics summary of the ratings on stderr: yes, no, or auto (yes for the built-in default set)")
	f.DurationVar(&timeout, "timeout", 0, "per-puzzle time limit per rating (e.g. 30s); exceeded = error value")
	f.StringVar(&shardFlag, "shard", "", "rate only shard i of N: records with (n-1) mod N = i (default from JOB_COMPLETION_* or SLURM_ARRAY_*)")
	f.StringVar(&maxMem, "max-mem", "", "heap limit (e.g. 4GiB): a puzzle rated while the heap exceeds it gets the error \"memory\"")
	in = addInputFlags(cmd, false)
	cli.Range(f, "max-length", 0, logic.MaxTheoryLength)
	cli.Range(f, "gl-order", 1, float64(gl.GLMaxOrder))
	cli.Min(f, "workers", 0)
	cli.Min(f, "timeout", 0)
	cli.OneOf(f, "format", "csv", "jsonl")
	cli.OneOf(f, "summary", "yes", "no", "auto")
	cmd.SetHelpFunc(func(c *cobra.Command, a []string) {
		c.Long = strings.ReplaceAll(c.Long, "{{ratings}}", strings.Join(rating.Names(), ", "))
		rootCmd.HelpFunc()(c, a)
	})
	rootCmd.AddCommand(cmd)
}
