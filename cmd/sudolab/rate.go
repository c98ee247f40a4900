package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/experiments/rating"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/internal/names"
	"github.com/sudolab/sudolab/internal/outfile"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
	"github.com/sudolab/sudolab/proofs"
)

func init() {
	var fl rateFlags
	cmd := &cobra.Command{
		Use:   "rate [FILE|PUZZLE|-]...",
		Short: "Rate puzzles: one record per input line, in input order",
		Long: `rate computes the chosen ratings of every puzzle and writes one record per
input puzzle, in input order, as CSV (header n,puzzle,<ratings>,error,label)
or JSON lines. n is the 1-based number of the puzzle among the input's
puzzle lines. The last column, label, holds the input's label (the rest of
its line, or its CSV label column). With no input it rates the built-in
default set. CSV/TSV inputs with a header are read too (their puzzle
column: see --column), so rate reads its own output and the reference data.

Malformed lines and invalid puzzles (no solution, several solutions,
contradictory givens) get their reason in the error column; the run goes on.
Records are written as soon as they are complete. -o/--out FILE: a new
output is written to a temporary file beside FILE, renamed onto FILE at the
end, or at SIGINT with every record done so far; an error, a full disk (the
run stops at the first write error) or a kill leaves FILE as it was. With
--resume the records are appended to FILE itself, so that even a killed run
(SIGKILL, a batch system's time limit) keeps them: start a run that may be
killed with --resume (the experiments/deploy scripts do); --resume skips
the puzzles already in FILE and appends the rest. One run at a time writes
FILE (a lock), and FILE may not be one of the inputs. Each record holds its
puzzle: --resume checks that record n of --out holds
input puzzle n and refuses (exit status 2, --out unchanged) an output of
another input or another order.

Sharding: --shard i/N (0 <= i < N) rates only the records whose number n
satisfies (n-1) mod N = i, keeping n as in the unsharded run; "sudolab merge"
joins the N outputs into exactly the unsharded output. Without --shard, the
shard comes from JOB_COMPLETION_INDEX/JOB_COMPLETION_COUNT (Kubernetes
Indexed Job) or SLURM_ARRAY_TASK_ID/_MIN/_COUNT (Slurm job array), if set;
--shard 0/1 rates everything regardless. See experiments/deploy/.

` + proofsHelp + ` rate writes the files of puzzle n's column C to
DIR/<n>/<C>/; --resume empties the directories of the puzzles it rates again.

--workers is capped at ` + fmt.Sprint(rating.WorkersPerCore) + ` per core, and a worker is started only when a
puzzle is there to rate.

Exit status: 0 if every puzzle was rated, 1 if some inputs were invalid or
some ratings failed (see the error column), 2 on a usage or I/O error, 130
if interrupted (SIGINT; --out then holds every record done: --resume).

Ratings (--ratings), in their documented order (docs/ratings.md §4.10):
` + "{{ratings}}",
		RunE: func(cmd *cobra.Command, args []string) error { return runRate(cmd, args, &fl) },
	}
	f := cmd.Flags()
	f.StringVar(&fl.ratings, "ratings", "W,B,gW,gB", "comma-separated rating columns")
	completeFlag(cmd, "ratings", completeRatings)
	f.IntVar(&fl.maxLength, "max-length", 0, "maximum chain length; a puzzle not solved within it is rated >N (0 = each rating's default: 36 for W/B/gW/gB/S+W…, 30 for BxB, 5 for BxBB)")
	f.IntVar(&fl.glOrder, "gl-order", rating.DefaultGLOrder, fmt.Sprintf("GL column: largest order of general logic (1..%d); a puzzle not solved within it is rated >N", gl.GLMaxOrder))
	f.IntVar(&fl.workers, "workers", 0, "parallel workers (0 = all cores)")
	f.StringVar(&fl.format, "format", "csv", "output format: csv or jsonl")
	completeFlag(cmd, "format", completeWords("csv", "jsonl"))
	outfile.Flag(cmd, &fl.outPath, "write results to FILE (default stdout)")
	f.BoolVar(&fl.resume, "resume", false, "skip the puzzles already in --out and append the others")
	f.BoolVar(&fl.verifyOpt, "verify", false, "prove every elimination with the SAT encoding and re-check every pattern")
	f.StringVar(&fl.summary, "summary", "auto", "print a statistics summary of the ratings on stderr: yes, no, or auto (yes for the built-in default set)")
	f.DurationVar(&fl.timeout, "timeout", 0, "per-puzzle time limit per rating (e.g. 30s); exceeded = error value")
	f.StringVar(&fl.shardFlag, "shard", "", "rate only shard i of N: records with (n-1) mod N = i (default from JOB_COMPLETION_* or SLURM_ARRAY_*)")
	f.BoolVar(&fl.serTriple, "ser-triple", false, "add the EP and ED columns (SER_EP, SER_ED) after each SER or SER-noU column")
	f.StringVar(&fl.maxMem, "max-mem", "", "heap limit (e.g. 4GiB): a puzzle rated while the heap exceeds it gets the error \"memory\"")
	fl.in = addInputFlags(cmd, false)
	fl.proofs = addProofFlags(cmd)
	cli.Range(f, "max-length", 0, logic.MaxTheoryLength)
	cli.Range(f, "gl-order", 1, float64(gl.GLMaxOrder))
	cli.Range(f, "workers", 0, cli.MaxWorkersFlag)
	cli.Min(f, "timeout", 0)
	cli.OneOf(f, "format", "csv", "jsonl")
	cli.OneOf(f, "summary", "yes", "no", "auto")
	cmd.SetHelpFunc(func(c *cobra.Command, a []string) {
		c.Long = strings.ReplaceAll(c.Long, "{{ratings}}", strings.TrimSuffix(names.Help(names.Ratings), "\n"))
		rootCmd.HelpFunc()(c, a)
	})
	rootCmd.AddCommand(cmd)
}

// rateFlags are the flags of the rate command.
type rateFlags struct {
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
	serTriple bool
	proofs    *proofFlags
}

// hasSER reports whether a --ratings list holds SER or SER-noU.
func hasSER(list string) bool {
	for _, n := range strings.Split(list, ",") {
		if n = strings.TrimSpace(n); n == "SER" || n == "SER-noU" {
			return true
		}
	}
	return false
}

// runRate validates the flags, sets the run up through experiments/rating
// and runs it.
func runRate(cmd *cobra.Command, args []string, fl *rateFlags) error {
	ratings := fl.ratings
	if fl.serTriple {
		if !hasSER(ratings) {
			return cli.Usage("--ser-triple adds the EP and ED columns of SER and SER-noU: --ratings %s has neither", fl.ratings)
		}
		ratings = rating.SERTriple(ratings)
	}
	cols, err := rating.ParseColumns(ratings)
	if err != nil {
		return err
	}
	cfg := rating.RunConfig{
		Columns: cols, Workers: fl.workers, Format: fl.format, Header: true, Timeout: fl.timeout,
		Options: rating.Options{MaxLength: fl.maxLength, GLOrder: fl.glOrder, Verify: fl.verifyOpt, Timeout: fl.timeout},
	}
	if fl.proofs.set() {
		pcfg, err := fl.proofs.config(fl.verifyOpt, "--verify")
		if err != nil {
			return err
		}
		if pcfg.Dir != "" && !fl.resume {
			if err := os.MkdirAll(pcfg.Dir, 0o755); err != nil {
				return err
			}
			if ents, err := os.ReadDir(pcfg.Dir); err != nil || len(ents) > 0 {
				return cli.Usage("--proofs %s: not an empty directory (%v entries, %v); --resume reuses one", pcfg.Dir, len(ents), err)
			}
		}
		if pcfg.Solver == proofs.Cadical || pcfg.Solver == proofs.Both {
			if err := pcfg.Cadical.Available(); err != nil {
				return err
			}
		}
		cfg.Options.Proofs = &rating.ProofOptions{Root: pcfg.Dir, Solver: pcfg.Solver, Resume: fl.resume}
	}
	shard, fromEnv, err := rating.ChooseShard(fl.shardFlag, cmd.Flags().Changed("shard"), os.Getenv)
	if err != nil {
		return err
	}
	if fromEnv {
		fmt.Fprintf(os.Stderr, "rate: shard %s (from the job-array environment)\n", shard)
	}
	cfg.Shard = shard
	if fl.maxMem != "" {
		if cfg.MaxMem, err = rating.ParseBytes(fl.maxMem); err != nil {
			return cli.Usage("--max-mem: %v", err)
		}
	}
	var out io.Writer = cmd.OutOrStdout()
	var outFile *outfile.File
	var info *rating.RunInfo
	if fl.outPath != "" {
		if info, err = runInfo(fl, cols, shard, args); err != nil {
			return err
		}
		outFile, err = rating.OpenOutput(fl.outPath, fl.resume, outfile.Inputs{Paths: args, Stdin: cmd.InOrStdin()}, &cfg)
		if err != nil {
			return err
		}
		defer outFile.Close() // abandons a new output not committed below
		if err := checkResumeInfo(fl, info, len(cfg.Skip) > 0); err != nil {
			return err
		}
		// A new output is a temporary file until Commit: its OUT.run is
		// written then (below), so that a failed run leaves nothing.
		if fl.resume {
			if err := rating.WriteInfo(fl.outPath, info); err != nil {
				return err
			}
		}
		out = outFile
	} else if fl.resume {
		return cli.Usage("--resume needs --out FILE")
	}
	var records *rating.Records
	if fl.summary == "auto" && len(args) == 0 || fl.summary == "yes" {
		if fl.format != "csv" {
			return fmt.Errorf("--summary needs --format csv")
		}
		records = rating.NewRecords("results", cols)
		cfg.Record = records.Add
	}
	prog := newProgress(cmd.ErrOrStderr(), "rate", "puzzles")
	cfg.Progress = prog.update
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if fl.workers > rating.MaxWorkers() {
		fmt.Fprintf(os.Stderr, "rate: --workers %d capped at %d (%d per core)\n", fl.workers, rating.MaxWorkers(), rating.WorkersPerCore)
	}
	stopTicking := prog.ticking()
	sum, err := rating.Run(ctx, fl.in.inputs(cmd, args), cfg, out)
	stopTicking()
	if outFile != nil && (err == nil || errors.Is(err, context.Canceled)) {
		// Complete, or interrupted with every record done so far: kept
		// (renamed onto --out, or synced), for --resume to continue.
		cerr := outFile.Commit()
		if cerr != nil {
			err = cerr
		}
		if err == nil && sum.Inputs > 0 {
			info.Complete, info.Inputs = true, sum.Inputs
		}
		if cerr == nil {
			if werr := rating.WriteInfo(fl.outPath, info); err == nil {
				err = werr
			}
		}
	}
	msg := fmt.Sprintf("%d rated, %d with errors", sum.Done, sum.Errors)
	if fl.resume {
		msg += fmt.Sprintf(", %d skipped (already in %s)", sum.Skipped, fl.outPath)
	}
	prog.finish(msg)
	if err == nil && records != nil {
		err = records.PrintSummary(cmd.ErrOrStderr())
	}
	if err == nil && sum.Errors > 0 {
		err = cli.Partial("%d of %d puzzles with errors (see the error column)", sum.Errors, sum.Done)
	}
	return interruptedError(err, fl.outPath)
}

// runInfo is the RunInfo of this run (rating.RunInfo: what decides its
// records), written beside --out as OUT.run.
func runInfo(fl *rateFlags, cols []*rating.Column, shard rating.Shard, args []string) (*rating.RunInfo, error) {
	info := &rating.RunInfo{
		Settings: rating.Settings{
			Format: fl.format, MaxLength: fl.maxLength, GLOrder: fl.glOrder, Timeout: fl.timeout.String(),
			Verify: fl.verifyOpt, LabelColumn: fl.in.labelColumn, PuzzleCol: fl.in.column,
		},
		Shard:   shard.String(),
		Sudolab: version,
	}
	for _, c := range cols {
		info.Settings.Ratings = append(info.Settings.Ratings, c.Name)
	}
	paths := args
	if len(paths) == 0 {
		paths = []string{"-"}
	}
	var err error
	info.Input, err = rating.IdentifyInputs(paths)
	return info, err
}

// checkResumeInfo: --resume continues an output only if it was written
// with the same settings, input and shard (OUT.run); an output with
// records but no OUT.run (another program, or a sudolab older than it)
// is refused, since nothing says how its records were made.
func checkResumeInfo(fl *rateFlags, info *rating.RunInfo, hasRecords bool) error {
	if !fl.resume {
		return nil
	}
	old, err := rating.ReadInfo(fl.outPath)
	if errors.Is(err, rating.ErrNoInfo) {
		if !hasRecords {
			return nil
		}
		return fmt.Errorf("--resume: %v: cannot tell which settings and input its records come from (rate it again without --resume)", err)
	}
	if err != nil {
		return err
	}
	if d := old.Differences(info, true); len(d) > 0 {
		return cli.Usage("--resume: %s was written with other settings (this run has %s): resume with the same ones, or write another --out", fl.outPath, strings.Join(d, "; "))
	}
	return nil
}
