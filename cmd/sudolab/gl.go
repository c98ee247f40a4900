package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
	"github.com/sudolab/sudolab/verify"
)

// glState reads PUZZLE|STATE: a puzzle is closed under BRT first; a
// pencil-mark state is used as given unless brt is set. A state without
// solution is said so on out first (its eliminations are all vacuously
// valid).
func glState(out io.Writer, arg string, brt bool) (*logic.State, error) {
	pg, err := oneGrid(arg)
	if err != nil {
		return nil, err
	}
	s, err := logic.FromGrid(pg)
	if err != nil {
		return nil, err
	}
	if !pg.IsState() || brt {
		if s.BRT() == logic.Contradiction {
			return nil, fmt.Errorf("BRT reaches a contradiction")
		}
	}
	if !verify.HasSolution(s) {
		_, err = fmt.Fprintln(out, "the state has no solution (contradictory): every elimination below is valid only vacuously")
	}
	return s, err
}

// maxSplit bounds gl --split: the triplet split's cost grows steeply with
// its depth.
const maxSplit = 3

// glLong is the help text of gl.
const glLong = `gl searches base/cover-set logics (docs/general-logic.md) of order <= N
and rank <= K in the state (a puzzle is first closed under BRT; a pencil-mark
state is used as given, or with --brt), and prints the simplest class found
(lowest order, then lowest rank), or with --all every eliminating logic, in
simplest-first order:

  gl[n=2,k=0] r1#6 r9#6 / c3#6 c8#6 (Xsudo 6r19 / 6c38) core ==> r2c3≠6, r7c3≠6 [cert ok, SAT valid]

Each logic is re-checked by the independent certificate checker and every
elimination by the SAT prover. --split 0 adds the Hall check (docs/general-logic.md §6.4.4, tag
hall), --split D >= 1 also the triplet split of depth D (docs/general-logic.md §6.4.5, tag
split[D]). --dmax caps the footprint |D| (default 4, per-|D| order caps
7/6/5/4); --dmax -1 searches every connected family. A last line gives the
number of families per order, search nodes, and "search truncated" if the
--budget ran out. --fins F lets the cover search leave up to F base
candidates uncovered as fins (docs/general-logic.md §6.4.3: eliminations must see every fin;
tag fin). With --fish, only the single-digit fast path runs
(docs/general-logic.md §6.6: bases and covers among one digit's houses — basic, Franken, mutant
fish — with up to --fins fins, exo (base cells no cover holds) or endo
(cells two bases share), sashimi and cannibalism), each fish checked the
same way.

--logic 'BASES / COVERS' searches nothing: it evaluates the given logic
(sets in docs/notation.md §9.4 notation, Xsudo/Barker or GNPX, e.g.
'r1#6 r9#6 / c3#6 c8#6', '6r19 / 6c38', '1r347 12n7 / 2r6 124c7',
'r459c2#168 / c2#1 c2#6 c2#8'): it says why it is not a valid logic, or
prints its rank and conclusions (with --split, also the Hall check and
triplet split), checked the same way.

A state that has no solution is said so first: in it, every elimination is
"SAT valid" vacuously. --timeout stops the search (what was found so far is
printed); while it runs, stderr shows the ESU roots done (live sets; the
first ones root the largest subtrees), the search nodes and the time
elapsed: a live line on a terminal, else a log line every 10 s.

Exit status: 0 if every check passed, 1 if the given logic is invalid, a
certificate or SAT check failed, or --timeout stopped the search; 2 on a
usage or I/O error.`

func init() {
	var opt gl.GLOptions
	var brt, fish bool
	var fins int
	var given string
	var timeout time.Duration
	cmd := &cobra.Command{
		Use:   "gl [--order N] [--rank K] [--all] [--split D] [--fins F] [--fish] [--logic 'BASES / COVERS'] PUZZLE|STATE",
		Short: "General logic (base/cover sets of rank k): search and print logics",
		Long:  glLong,
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			s, err := glState(out, args[0], brt)
			if err != nil {
				return err
			}
			ctx, cancel := searchContext(timeout)
			defer cancel()
			opt.Ctx = ctx
			nf := fins
			if nf < 0 {
				nf = 0
				if fish {
					nf = 2
				}
			}
			opt.Fins = nf
			var logics []gl.GLLogic
			var summary string
			var interrupted error
			split, _ := cmd.Flags().GetInt("split")
			if given != "" {
				l, err := givenLogic(s, given, split)
				if err != nil {
					return cli.Partial("%v", err)
				}
				logics = []gl.GLLogic{l}
				summary = fmt.Sprintf("given logic: valid, order %d, rank %d, %s", l.Order(), l.Rank, cli.Count(len(l.AllElims()), "elimination", "eliminations"))
				if l.Contradiction {
					summary = fmt.Sprintf("given logic: valid, order %d, rank %d: the state has no solution", l.Order(), l.Rank)
				}
			} else if fish {
				// The single-digit fast path (docs/general-logic.md §6.6): fish only.
				logics = gl.FishSearch(s, gl.FishOptions{MaxOrder: opt.Order, MaxFins: nf, All: opt.All})
				summary = fmt.Sprintf("%d fish (order ≤ %d, ≤ %d fins)", len(logics), opt.Order, nf)
			} else {
				opt.Hall, opt.Split = split >= 0, max(split, 0)
				var prog gl.GLProgress
				opt.Progress = &prog
				stopLive := live(cmd.ErrOrStderr(), "gl", prog.String)
				res := gl.GLSearch(s, opt)
				stopLive()
				interrupted = res.Interrupted
				logics = res.Logics
				trunc := ""
				if res.Interrupted != nil {
					trunc = ", search stopped (--timeout or interrupt)"
				} else if res.Truncated {
					trunc = fmt.Sprintf(", search truncated (budget %d, %d families skipped)", opt.Budget, res.Skipped)
				}
				if res.CapCut > 0 {
					trunc += fmt.Sprintf(", footprint caps cut the search short (--dmax %d, order caps %s per |D|: %d family extensions refused; --dmax -1 searches them)", effDMax(opt.DMax), capsText(opt.DMax), res.CapCut)
				}
				summary = fmt.Sprintf("%d logics; families per order %v; %d nodes%s", len(logics), res.Families[1:], res.Nodes, trunc)
			}
			bad := 0
			for i := range logics {
				l := &logics[i]
				o := verify.Check(s, verify.CheckGL(s, verify.CertOf(l)), l.AllElims())
				bad += o.Failures()
				fmt.Fprintln(out, l.Text(s.G)+o.Tag(s.G))
			}
			fmt.Fprintln(out, summary)
			if bad > 0 {
				return cli.Partial("%s failed", cli.Count(bad, "check", "checks"))
			}
			return stopped(interrupted, timeout)
		},
	}
	f := cmd.Flags()
	f.IntVar(&opt.Order, "order", 3, "maximal order N (number of bases)")
	f.IntVar(&opt.Rank, "rank", 1, "maximal rank K (covers − bases)")
	f.BoolVar(&opt.All, "all", false, "print every eliminating logic, not only the simplest class")
	f.Int("split", -1, "refinements: -1 none, 0 Hall check, D >= 1 triplet split of depth D")
	f.IntVar(&opt.DMax, "dmax", 4, "maximal footprint |D| (-1: no cap)")
	f.Int64Var(&opt.Budget, "budget", 0, "node budget (0: unlimited)")
	f.BoolVar(&brt, "brt", false, "close a pencil-mark state under BRT first")
	f.BoolVar(&fish, "fish", false, "single-digit fast path (docs/general-logic.md §6.6): basic, Franken and mutant fish of order <= --order, with fins")
	f.StringVar(&given, "logic", "", "evaluate this logic 'BASES / COVERS' instead of searching")
	cli.AutoInt(f, &fins, "fins", "maximal number of fins (deletion lemma, docs/general-logic.md §6.4.3; tag fin) (default 0, or 2 with --fish)")
	addTimeout(cmd, &timeout)
	cli.Range(f, "order", 1, float64(gl.GLMaxOrder))
	cli.Range(f, "rank", 0, gl.GLMaxTheoryRank)
	cli.Range(f, "split", -1, maxSplit)
	cli.Range(f, "dmax", -1, 25)
	cli.Range(f, "budget", 0, 1e12)
	cli.Range(f, "fins", 0, 64)
	rootCmd.AddCommand(cmd)
}

// givenLogic parses "BASES / COVERS", checks that it is a valid logic in s
// (docs/general-logic.md §6.2) and evaluates it (split as for --split).
func givenLogic(s *logic.State, text string, split int) (gl.GLLogic, error) {
	b, c, ok := strings.Cut(text, "/")
	if !ok || strings.Contains(c, "/") {
		return gl.GLLogic{}, fmt.Errorf("--logic %q: want 'BASES / COVERS' (one /)", text)
	}
	bases, err := gl.ParseGLSets(s.G, b)
	if err != nil {
		return gl.GLLogic{}, fmt.Errorf("bases: %w", err)
	}
	covers, err := gl.ParseGLSets(s.G, c)
	if err != nil {
		return gl.GLLogic{}, fmt.Errorf("covers: %w", err)
	}
	if why := gl.GLValid(s, bases, covers); why != "" {
		return gl.GLLogic{}, fmt.Errorf("not a valid logic: %s", why)
	}
	return gl.GLEvaluate(s, bases, covers, split), nil
}

// capsText prints the per-|D| order caps in force for dmax (|D| = 1..dmax).
func capsText(dmax int) string {
	dmax = effDMax(dmax)
	var parts []string
	for f := 1; f <= dmax; f++ {
		c := gl.DefaultGLCaps[len(gl.DefaultGLCaps)-1]
		if f < len(gl.DefaultGLCaps) {
			c = gl.DefaultGLCaps[f]
		}
		parts = append(parts, strconv.Itoa(c))
	}
	return strings.Join(parts, "/")
}

// effDMax is the footprint cap GLSearch applies for --dmax (0: its default 4).
func effDMax(dmax int) int {
	if dmax == 0 {
		return 4
	}
	return dmax
}
