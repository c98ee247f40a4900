package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"sync/atomic"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/internal/names"
	"github.com/sudolab/sudolab/internal/outfile"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/draw/viewer"
	"github.com/sudolab/sudolab/proofs"
	"github.com/sudolab/sudolab/verify"
)

// pathLong is the help text of path.
const pathLong = `path runs the simplest-first strategy (docs/ratings.md §4.2) with the chosen rule
family and prints every step in SudoRules' notation, e.g.

  whip[3]: r9c8{n8 n1} - r9c2{n1 n9} - r9c1{n9 .} ==> r9c9≠8

with runs of singles folded into "singles ==> …" lines, and finally the
rating. --json prints the steps as JSON (rule, length, cells with llc/rlc,
targets, counts after the step).

With --verify every step is re-validated by the independent pattern checker
and every elimination is proven by the SAT encoding of the state before the
step; a failure stops the run with the state, the pattern and the SAT
counterexample (exit status 1).

--rules BC, ZC and TW resolve with bivalue chains, z-chains or t-whips
only (each with whip[1]): the nrc, nrcz and nrct chain families, whose
ratings are compared with W's (nrczt) in Berthier's tables. TyBC, TyZC,
TyTW and TyW are their typed (2D) forms: every chain inside one type of
variable (rc, rn, cn or bn), printed biv-chain-rc[3], t-whip-cn[4], ….

-o/--out FILE (formerly --html) also writes one self-contained HTML page
that steps through the path: the picture of the state before each step
with the step drawn over it, the step's line, the counts, and with
--verify a mark on each re-checked step. Navigate with the arrow keys, Home/End or the buttons.

--rules GL uses general logic (docs/general-logic.md) of rank ≤ 1: at
level n the simplest logic of order n, core rule only, printed as

  gl[2]: k=0 r1#6 r9#6 / c3#6 c8#6 ==> r2c3≠6, r7c3≠6

(bases / covers); --verify checks each with the certificate checker. Its
levels stop at order 7 (the per-footprint caps of docs/general-logic.md §6.5.1).

--rules SER (SER-noU: without the uniqueness rules) prints Sudoku Explainer's
path (docs/ser.md), each hint as SE's line with its difficulty, e.g.

  7.1, Forcing Chain: r2c7=5 -> r2c3<>5 -> ... => r2c7<>5

followed, when that line does not hold the whole pattern, by structure
lines indented by four spaces (a fish's lines, the branches of forcing
chains with each implication's parents, the inner hints of nested chains:
docs/ser.md §14.9), and the ER/EP/ED triple. --verify reads each hint back
and checks its pattern, removals and difficulty against its rule's
definition (verify/sercheck), then proves by SAT every candidate it
removes; uniqueness hints are proven under the assumption that the puzzle
has a single solution (the output says so).

` + proofsHelp + `

--timeout stops the search: the path so far is printed. While it runs,
stderr shows the steps found and the level searched: a live line on a
terminal, else a log line every 10 s.

Exit status: 0 if the path was found (solved or not within --max-length),
1 if a verification failed or --timeout stopped it, 2 on a usage or I/O
error (or an invalid puzzle).`

func init() {
	var (
		rules     string
		maxLength int
		asJSON    bool
		verifyOpt bool
		timeout   time.Duration
		htmlOut   string
		pf        *proofFlags
	)
	cmd := &cobra.Command{
		Use:   "path [--rules FAMILY] [--json] [--verify] PUZZLE",
		Short: "Print the simplest-first resolution path of a puzzle",
		Long:  strings.Replace(pathLong, "\nExit status:", "\nFamilies (--rules), in their documented order (docs/ratings.md §4.10):\n"+names.Help(names.Families)+"\nExit status:", 1),
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) (err error) {
			rec, err := pf.recorder(verifyOpt, "--verify")
			if err != nil {
				return err
			}
			if rec != nil {
				defer func() {
					if e := rec.Close(); err == nil && e != nil {
						err = e
					}
					if err == nil {
						fmt.Fprintln(cmd.ErrOrStderr(), proofSummary(pf, rec.Stats()))
					}
				}()
			}
			if rules == "SER" || rules == "SER-noU" {
				return serPath(cmd, args[0], rules, asJSON, verifyOpt, timeout, htmlOut, rec)
			}
			fam, err := logic.FamilyNamed(rules)
			if err != nil {
				return err
			}
			pg, err := oneGrid(args[0])
			if err != nil {
				return err
			}
			var html *outfile.File // opened first: a refused -o costs no search
			if htmlOut != "" {
				if html, err = outfile.Create("-o", htmlOut, outfile.Inputs{Paths: args, Stdin: cmd.InOrStdin()}); err != nil {
					return err
				}
				defer html.Close()
			}
			var checked *pathChecker
			var hook func(*logic.State, *logic.Step) error
			if verifyOpt {
				checked = newPathChecker(rec)
				hook = checked.step
			}
			ctx, cancel := searchContext(timeout)
			defer cancel()
			var steps, level atomic.Int64
			ctl := logic.PathControl{Ctx: ctx, OnStep: hook, Progress: func(n, k int) { steps.Store(int64(n)); level.Store(int64(k)) }}
			stopLive := live(cmd.ErrOrStderr(), "path", func() string {
				return fmt.Sprintf("%s, searching level %d", cli.Count(int(steps.Load()), "step", "steps"), level.Load())
			})
			var p *logic.Path
			if pg.IsState() {
				var s *logic.State
				if s, err = logic.FromGrid(pg); err != nil {
					stopLive()
					return err
				}
				p, err = logic.ResolveStateControl(s, fam, maxLength, ctl)
			} else {
				p, err = logic.ResolvePathControl(pg, fam, maxLength, ctl)
			}
			stopLive()
			if p == nil {
				return err
			}
			if html != nil {
				var verified []string
				if checked != nil {
					verified = checked.texts
				}
				if e := writePathHTML(html, pg.Line(), p, verified, err); e != nil {
					return e
				}
			}
			if e := printPath(cmd.OutOrStdout(), p, rules, asJSON, ctx.Err() != nil); e != nil {
				return e
			}
			if ctx.Err() != nil {
				return stopped(ctx.Err(), timeout)
			}
			if err != nil {
				return cli.Partial("%v", err)
			}
			if verifyOpt {
				fmt.Fprintf(cmd.ErrOrStderr(), "verified: %d steps, every pattern re-checked and every elimination proven by SAT\n", len(checked.texts))
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&rules, "rules", "W", "rule family (Families, above)")
	completeFlag(cmd, "rules", completeRules)
	cli.OneOf(cmd.Flags(), "rules", names.Names(names.Families)...)
	f.IntVar(&maxLength, "max-length", 36, "maximum chain length")
	f.BoolVar(&asJSON, "json", false, "print the path as JSON")
	outfile.Flag(cmd, &htmlOut, "also write the path as one self-contained HTML page stepping through it (FILE.html)", "html")
	f.BoolVar(&verifyOpt, "verify", false, "re-check every pattern and prove every elimination with SAT")
	addTimeout(cmd, &timeout)
	pf = addProofFlags(cmd)
	cli.Range(f, "max-length", 1, logic.MaxTheoryLength)
	rootCmd.AddCommand(cmd)
}

// pathChecker is path --verify's step hook: each step is checked (and
// proven, with rec) before it is applied; texts are the steps checked.
type pathChecker struct {
	check func(*logic.State, *logic.Step) error
	texts []string
}

func newPathChecker(rec *proofs.Recorder) *pathChecker {
	c := &pathChecker{check: verify.Step}
	if rec != nil {
		c.check = verify.RecordedStep(rec)
	}
	return c
}

func (c *pathChecker) step(before *logic.State, step *logic.Step) error {
	if err := c.check(before, step); err != nil {
		return fmt.Errorf("verification failed\nstate: %s\nstep:  %s\n%w", before.Grid().StateString(), step.Text(before.G), err)
	}
	c.texts = append(c.texts, step.Text(before.G))
	return nil
}

// writePathHTML writes the viewer page of path p (titled with the puzzle,
// with the steps verified and the error that stopped the path, if any) to
// html and commits it.
func writePathHTML(html *outfile.File, title string, p *logic.Path, verified []string, err error) error {
	page := viewer.Page{Title: title, Path: p, Verified: verified}
	if err != nil {
		page.Failure = err.Error()
	}
	if e := viewer.Write(html, page); e != nil {
		return e
	}
	return html.Commit()
}

// printPath prints p in SudoRules' notation with its rating line (unknown
// when the search was stopped), or as JSON.
func printPath(out io.Writer, p *logic.Path, rules string, asJSON, stopped bool) error {
	if asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false) // "==>", not "==\u003e"
		return enc.Encode(p.JSON())
	}
	fmt.Fprint(out, p.Text())
	if stopped {
		fmt.Fprintf(out, "%s rating: unknown (search stopped after %d steps)\n", rules, len(p.Steps))
	} else {
		fmt.Fprintf(out, "%s rating: %s (%s)\n", rules, p.Rating, p.Status)
	}
	return nil
}
