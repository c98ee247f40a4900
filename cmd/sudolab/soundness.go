package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/experiments/gen"
	"github.com/sudolab/sudolab/experiments/stats"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/internal/names"
	"github.com/sudolab/sudolab/internal/outfile"
	"github.com/sudolab/sudolab/internal/refdata"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
	"github.com/sudolab/sudolab/puzzle"
	"github.com/sudolab/sudolab/verify"
)

// soundnessLong is the help text of soundness (it lists the rules).
var soundnessLong = `soundness builds a deterministic stream of candidate states from the seed:
the BRT states of the docs/test-cases.md §11.6–§11.7 puzzles first, then BRT states of cbg-000
puzzles (reference data: --data DIR, else $SUDOLAB_REFDATA, else ../shared/data
beside the checkout; a warning says when none is found, since the states then
differ for the same seed) and of generated minimal puzzles, the same
with random valid eliminations, random pencil marks around a solution, and
arbitrary random pencil marks (mostly unsolvable). Each rule runs on each
state (chain rules at every level 1..--max-length, subsets and finned fish
2..4, general logic up to --gl-order/--gl-rank, fish of order ≤ 3 with ≤ 1
fin by the single-digit fast path, fishy cycles), and each
claimed elimination, value or contradiction is proven by the SAT prover.

Rules (--rule, a comma-separated list; all = every rule but the last
group), in their documented order (docs/ratings.md §4.10):
` + names.Help(names.SoundnessRules) + `fishy-naive is the unsound rule of docs/fishy-cycles.md §7.5, to show
that the fuzzer catches it (also --unsound-fishy).

An invalid claim is reported with its state shrunk to a locally minimal one
(729-char pencil marks), the rule instance and the SAT model refuting it.
Summary per rule: states, firings, eliminations proven, invalid. Progress on
stderr.

--out FILE streams the results as they come: a header line naming the run,
then one JSON line per state, in state order (index, kind, per-rule
firings, proofs, invalid claims, crashes, time). --resume continues a
killed run (or extends one to more --states): the states already in FILE
are skipped and their statistics counted in the summary; states on which
a rule failed are checked again, so that their failures are reported.

--claims FILE.jsonl checks the claims of another program instead (the
language-neutral route): one JSON object per line, per state,

  {"state": "<puzzle or 729-char pencil marks>", "eliminations": ["r1c2≠3", "r4c5<>6"],
   "values": ["r9c9=1"], "rule": "optional text"}

(format documented in verify/claims.go). Every claim is proven by SAT; each
invalid one is printed with a counterexample (a solution of the state in
which it fails). With --claims-cmd CMD (the program that wrote the claims:
it reads one state as 729 pencil marks on stdin and writes its claims in
the same format on stdout), the state of each invalid claim is shrunk, as
the fuzzer does, by re-running CMD on smaller states.

SIGINT stops the run between two log lines (exit status 130): the log is
valid for --resume.

Exit status: 0 if every claim was proven, 1 if some claim is invalid or a
rule crashed, 2 on a usage or I/O error.`

func init() {
	var cfg verify.SoundnessConfig
	var rules, outPath, claims, claimsCmd, data string
	var resume bool
	cmd := &cobra.Command{
		Use:   "soundness [--rule NAME|all] [--states N] [--seed S] [--max-length K] [--unsound-fishy] [--out FILE [--resume]] | --claims FILE.jsonl [--claims-cmd CMD]",
		Short: "Soundness fuzzer: every rule on random states, each elimination proven by SAT",
		Long:  soundnessLong,
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if claims != "" {
				return runClaims(cmd.OutOrStdout(), cmd.InOrStdin(), claims, claimsCmd)
			}
			if claimsCmd != "" {
				return cli.Usage("--claims-cmd needs --claims FILE")
			}
			// What an earlier run in this process set (tests run the
			// command several times) is not this run's.
			cfg.Log, cfg.Prior, cfg.Data, cfg.Reference, cfg.TridReference = nil, nil, "", nil, nil
			cfg.Rules = strings.Split(rules, ",")
			for _, r := range cfg.Rules {
				if r == "none" {
					return cli.Usage("--rule none: nothing to test")
				}
			}
			cfg.Workers = cli.Workers(cfg.Workers, cfg.States)
			dir, err := refdata.Choose(data)
			if err != nil && data != "" {
				return cli.Usage("%v", err)
			}
			if err == nil {
				cfg.Reference = verify.ReferencePuzzlesIn(dir)
				if slices.Contains(cfg.Rules, "all") || slices.Contains(cfg.Rules, "tridagon") || slices.Contains(cfg.Rules, "tridagon-g") || slices.Contains(cfg.Rules, "tridagon-fg") || slices.Contains(cfg.Rules, "patterns") {
					cfg.TridReference = verify.TridReferencePuzzlesIn(dir) // states with tridagons
				}
			}
			if len(cfg.Reference) == 0 {
				// The stream depends on the data: say so, rather than give
				// other states for the same --seed without a word.
				fmt.Fprintf(cmd.ErrOrStderr(), "soundness: warning: no reference puzzles (%s): the states come from generated puzzles only, so --seed %d gives other states than with the data (--data DIR)\n",
					noDataReason(dir, err), cfg.Seed)
			} else {
				cfg.Data = dir
			}
			cfg.Generate = func(rng *rand.Rand) *puzzle.Grid { return gen.TopDownMinimal(rng, 3) }
			var logMu sync.Mutex // held while a log line is written
			var log *outfile.File
			if outPath != "" {
				var err error
				if log, err = soundnessLog(&cfg, &logMu, outPath, resume); err != nil {
					return err
				}
				defer log.Close() // abandons a new log not committed below
			} else if resume {
				return cli.Usage("--resume needs --out FILE")
			}
			var keep func() error
			if log != nil {
				keep = log.Commit
			}
			defer onInterrupt(&logMu, "soundness", outPath, keep)()
			prog := newProgress(cmd.ErrOrStderr(), "soundness", "states")
			rep, err := verify.RunSoundness(cfg, func(done, _ int) { prog.update(done) })
			if err != nil {
				return err
			}
			if log != nil {
				logMu.Lock()
				err := log.Commit()
				logMu.Unlock()
				if err != nil {
					return err
				}
			}
			prog.finish(fmt.Sprintf("%d states checked (%d in all, %d resumed), %d invalid", rep.States-rep.Resumed, rep.States, rep.Resumed, rep.Invalid))
			printSoundness(cmd.OutOrStdout(), &rep, &cfg)
			if rep.Invalid > 0 {
				return cli.Partial("%d invalid claims", rep.Invalid)
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&rules, "rule", "all", "rules to test (comma-separated names, or all)")
	completeFlag(cmd, "rule", completeSoundess)
	f.IntVar(&cfg.States, "states", 300, "number of states")
	f.Uint64Var(&cfg.Seed, "seed", 1, "random seed")
	f.IntVar(&cfg.MaxLength, "max-length", 8, "chain rules: levels 1..K")
	f.BoolVar(&cfg.UnsoundFishy, "unsound-fishy", false, "also test the naive (unsound) fishy-cycle rule")
	f.IntVar(&cfg.GLOrder, "gl-order", 3, "general logic: max order")
	f.IntVar(&cfg.GLRank, "gl-rank", 1, "general logic: max rank")
	f.Int64Var(&cfg.GLBudget, "gl-budget", 50000, "general logic: node budget per state")
	f.IntVar(&cfg.Workers, "workers", 0, "goroutines (0: all cores; at most 4 per core); output does not depend on it")
	f.IntVar(&cfg.MaxShrink, "max-shrink", 3, "failures shrunk and printed per rule")
	outfile.Flag(cmd, &outPath, "stream one JSON line per state to FILE")
	f.BoolVar(&resume, "resume", false, "skip the states already in --out and append the others")
	f.StringVar(&claims, "claims", "", "prove the claims of another program (JSON lines, - for stdin) instead of fuzzing")
	f.StringVar(&claimsCmd, "claims-cmd", "", "with --claims: the program that wrote them (run by sh -c), to shrink each invalid claim's state")
	f.StringVar(&data, "data", "", "reference data directory (default: $"+refdata.EnvDir+", else ../shared/data beside the checkout); its puzzles open the stream")
	cli.Range(f, "states", 1, 1e9)
	cli.AnyValue(f, "seed")
	cli.Range(f, "max-length", 1, logic.MaxTheoryLength)
	cli.Range(f, "gl-order", 1, float64(gl.GLMaxOrder))
	cli.Range(f, "gl-rank", 0, gl.GLMaxTheoryRank)
	cli.Range(f, "gl-budget", 0, 1e12)
	cli.Range(f, "workers", 0, cli.MaxWorkersFlag)
	cli.Range(f, "max-shrink", 0, 1000)
	rootCmd.AddCommand(cmd)
}

// soundnessLog opens the --out log (a new one, written through a
// temporary file renamed by Commit, or with resume the earlier run's,
// locked, whose states cfg then skips) and sets cfg.Log to append to it.
func soundnessLog(cfg *verify.SoundnessConfig, mu *sync.Mutex, path string, resume bool) (*outfile.File, error) {
	h, err := cfg.Header()
	if err != nil {
		return nil, err
	}
	var f *outfile.File
	hasHeader := false
	if resume {
		var data []byte
		if f, data, err = outfile.Append("--out", path, outfile.Inputs{}); err != nil {
			return nil, err
		}
		if cfg.Prior, hasHeader, err = verify.ReadSoundnessLog(path, data, h, cfg.States); err != nil {
			f.Close()
			return nil, err
		}
	} else if f, err = outfile.Create("--out", path, outfile.Inputs{}); err != nil {
		return nil, err
	}
	if !hasHeader {
		if err := verify.WriteSoundnessHeader(f, h); err != nil {
			f.Close()
			return nil, err
		}
	}
	cfg.Log = func(r verify.StateRecord) error {
		mu.Lock()
		defer mu.Unlock()
		return verify.WriteStateRecord(f, r)
	}
	return f, nil
}

// noDataReason says why the reference puzzles were not read from dir.
func noDataReason(dir string, err error) string {
	if err != nil {
		return err.Error()
	}
	return "no cbg-000.csv in " + dir
}

func printSoundness(w io.Writer, rep *verify.SoundnessReport, cfg *verify.SoundnessConfig) {
	nref := len(cfg.Reference)
	if cfg.Data != "" {
		fmt.Fprintf(w, "reference data: %s (%d puzzles of cbg-000, %d T&E(3) puzzles)\n", cfg.Data, nref, len(cfg.TridReference))
	} else {
		fmt.Fprintln(w, "reference data: none (generated puzzles only)")
	}
	resumed := ""
	if rep.Resumed > 0 {
		resumed = fmt.Sprintf(", %d of them resumed from the log", rep.Resumed)
	}
	fmt.Fprintf(w, "seed %d: %d states (seed %d, brt %d, elims %d, nearpm %d, randpm %d; %d reference puzzles%s), %.1f states/s\n",
		rep.Seed, rep.States, rep.Kinds[verify.KindSeed], rep.Kinds[verify.KindBRT], rep.Kinds[verify.KindElims],
		rep.Kinds[verify.KindNearPM], rep.Kinds[verify.KindRandPM], nref, resumed, float64(rep.States-rep.Resumed)/rep.Elapsed.Seconds())
	table := stats.Section{Header: []string{"rule", "states", "firings", "proven", "invalid", "crashes", "time s"}}
	for _, r := range rep.Rules {
		table.Rows = append(table.Rows, []string{r.Rule, strconv.Itoa(r.States), strconv.Itoa(r.Firings), strconv.Itoa(r.Proven),
			strconv.Itoa(r.Invalid), strconv.Itoa(r.Crashes), stats.FormatFloat(r.Duration.Seconds(), 0)})
	}
	stats.Render(w, "text", []stats.Section{table})
	for _, f := range rep.Failures {
		fmt.Fprintf(w, "\nINVALID %s level %d, state #%d (%s), shrunk %d -> %d candidates:\n", f.Rule, f.Level, f.Index, f.Kind, f.OrigSize, f.Size)
		if f.Crash != "" {
			fmt.Fprintf(w, "  crash: %s\n  state:  %s\n", f.Crash, f.State)
			continue
		}
		fmt.Fprintf(w, "  step:   %s\n  claim:  %s refuted\n  state:  %s\n", f.Step, f.Claim, f.State)
		if !f.PM {
			fmt.Fprintf(w, "  values: %s\n", f.Values)
		}
		fmt.Fprintf(w, "  model:  %s\n  original: %s\n  original step: %s\n  refuted there: %s\n",
			f.Model, f.Original, f.OrigStep, strings.Join(f.Claims, " "))
	}
	fmt.Fprintf(w, "\n%d invalid\n", rep.Invalid)
}
