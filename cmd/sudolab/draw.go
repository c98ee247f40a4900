package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/internal/names"
	"github.com/sudolab/sudolab/internal/outfile"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/draw"
	"github.com/sudolab/sudolab/logic/exotic"
	"github.com/sudolab/sudolab/logic/ser"
	"github.com/sudolab/sudolab/puzzle"
	"github.com/sudolab/sudolab/verify"
)

// drawLong is the help text of draw.
const drawLong = `draw writes a picture of PUZZLE (its initial state: givens and the
candidates no given sees) or of a pencil-mark STATE: values, and candidates
in a small grid inside each cell. The format follows the extension of -o:
.svg or .png (-o/--out; --output is the old spelling).

--path-step N draws the state before the N-th line of the path
'sudolab path --rules R' prints (a rule step, or a run of singles), with
that step over it. With --rules SER or SER-noU it draws the N-th hint of
Sudoku Explainer's path (docs/ser.md) and prints its lines: its cells and
digits, the branches of a chain (potentials on orange, off blue, an
arrow from each parent to what it implies), removals and decided cell. --step TEXT draws a step given in the notation path
prints (a chain: whip, braid, g-whip, g-braid, biv-chain, z-chain, t-whip,
whip[1]; or a gl step) over the state given; it is first re-checked by the
pattern checker. --tridagon N draws the N-th tridagon of the state after
BRT, as 'sudolab pattern --find' lists them: its 12 cells shaded, its three
digits' candidates there as the pattern (violet), its guardians pink
(docs/tridagons.md). --path-step also draws a path's tridagon[12] and
Trid-OR1-relation steps that way.

Chains: left-linking candidates blue, right-linking orange (g-candidates
boxed), links dashed arrows, each variable's llc-rlc a solid line,
z-candidates ringed purple, t-candidates ringed green-blue, targets red and
struck. Subsets, fish and general logic: base sets blue, cover sets green,
fins yellow. A legend lists what is used (--no-legend to leave it out).

Exit status: 0 on success, 2 on a usage or I/O error (a step that does not
apply to the state included).`

func init() {
	var (
		output    string
		rules     string
		maxLength int
		pathStep  int
		stepText  string
		noLegend  bool
		dpi       int
		tridagon  int
	)
	cmd := &cobra.Command{
		Use:   "draw -o FILE.svg|FILE.png [--path-step N [--rules R] | --step TEXT | --tridagon N] PUZZLE|STATE",
		Short: "Draw a puzzle or pencil-mark state, optionally with one step over it",
		Long:  drawLong,
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			write, err := draw.Writer(output)
			if err != nil {
				return cli.Usage("-o %q: want a file ending in .svg or .png", output)
			}
			if pathStep < 0 {
				return fmt.Errorf("--path-step %d: want a step number ≥ 1", pathStep)
			}
			if tridagon < 0 {
				return fmt.Errorf("--tridagon %d: want a tridagon number ≥ 1", tridagon)
			}
			if n := btoi(pathStep > 0) + btoi(stepText != "") + btoi(tridagon > 0); n > 1 {
				return fmt.Errorf("give one of --path-step, --step and --tridagon")
			}
			if dpi < 0 || dpi > 1200 {
				return fmt.Errorf("--dpi %d: want 1..1200 (0: 96)", dpi)
			}
			writeOut := func(s *logic.State, ov *draw.Overlay, opts *draw.Options) error {
				f, err := outfile.Create("-o", output, outfile.Inputs{Paths: args, Stdin: cmd.InOrStdin()})
				if err != nil {
					return err
				}
				defer f.Close()
				if err := write(f, s, ov, opts); err != nil {
					return err
				}
				return f.Commit()
			}
			if rules == "SER" || rules == "SER-noU" {
				if pathStep == 0 {
					return fmt.Errorf("--rules %s draws a step of the path: give --path-step N", rules)
				}
				opts := &draw.Options{NoLegend: noLegend, DPI: dpi}
				s, ov, err := serStep(cmd, args[0], rules, pathStep, opts)
				if err != nil {
					return err
				}
				return writeOut(s, ov, opts)
			}
			fam, err := logic.FamilyNamed(rules)
			if err != nil {
				return err
			}
			pg, err := oneGrid(args[0])
			if err != nil {
				return err
			}
			s, err := logic.FromGrid(pg)
			if err != nil {
				return err
			}
			opts := &draw.Options{Givens: draw.GivensOf(s), NoLegend: noLegend, DPI: dpi}
			s, ov, err := drawnStep(cmd.OutOrStdout(), pg, s, fam, rules, maxLength, pathStep, stepText, tridagon)
			if err != nil {
				return err
			}
			return writeOut(s, ov, opts)
		},
	}
	f := cmd.Flags()
	outfile.Flag(cmd, &output, "the picture to write: FILE.svg or FILE.png (required)", "output")
	f.StringVar(&rules, "rules", "W", "rule family of the path for --path-step: "+strings.Join(names.Names(names.Families), ", "))
	cli.OneOf(f, "rules", names.Names(names.Families)...)
	completeFlag(cmd, "rules", completeRules)
	f.IntVar(&maxLength, "max-length", 36, "maximum chain length of the path")
	f.IntVar(&pathStep, "path-step", 0, "draw the state before the N-th step of the path (1-based, as path prints it) with the step")
	f.StringVar(&stepText, "step", "", "draw this step (in path's notation) over the state")
	f.IntVar(&tridagon, "tridagon", 0, "draw the N-th tridagon of the state after BRT (1-based, as pattern --find lists them) with its guardians")
	f.BoolVar(&noLegend, "no-legend", false, "leave out the legend")
	f.IntVar(&dpi, "dpi", 0, "resolution of a PNG (0: 96)")
	_ = cmd.MarkFlagRequired("out")
	cli.Range(f, "max-length", 1, logic.MaxTheoryLength)
	cli.Range(f, "path-step", 0, 1e6)
	cli.Range(f, "tridagon", 0, 1e6)
	cli.Range(f, "dpi", 0, 1200)
	rootCmd.AddCommand(cmd)
}

// drawnStep returns the state draw draws and the overlay over it: the
// state before step pathStep of the path with that step, the step
// stepText, or tridagon number tridagon with its guardians (none of them:
// s alone). It prints the step or tridagon drawn.
func drawnStep(out io.Writer, pg *puzzle.Grid, s *logic.State, fam logic.Family, rules string, maxLength, pathStep int, stepText string, tridagon int) (*logic.State, *draw.Overlay, error) {
	var ov *draw.Overlay
	switch {
	case pathStep > 0:
		p, err := resolve(pg, fam, maxLength, nil)
		if p == nil {
			return nil, nil, err
		}
		frames := draw.PathFrames(p)
		if pathStep > len(frames) {
			return nil, nil, fmt.Errorf("--path-step %d: the %s path has %d steps", pathStep, rules, len(frames))
		}
		f := &frames[pathStep-1]
		s, ov = f.Before, f.Overlay()
		fmt.Fprintln(out, f.Text)
	case stepText != "":
		st, err := draw.ParseStep(s.G, stepText)
		if err != nil {
			return nil, nil, err
		}
		if err := verify.CheckStep(s, &st); err != nil {
			return nil, nil, fmt.Errorf("--step does not hold in this state: %w", err)
		}
		ov = draw.StepOverlay(s, &st)
	case tridagon > 0:
		if s.BRT() == logic.Contradiction {
			return nil, nil, fmt.Errorf("the state is contradictory (BRT)")
		}
		ts := exotic.FindTridagons(s)
		if tridagon > len(ts) {
			return nil, nil, fmt.Errorf("--tridagon %d: the state has %s", tridagon, cli.Count(len(ts), "tridagon", "tridagons"))
		}
		t := &ts[tridagon-1]
		ov = draw.PatternOverlay(s, t)
		fmt.Fprintln(out, t.Format(s.G))
	}
	return s, ov, nil
}

// resolve runs the path of a puzzle (checked to have one solution) or of a
// pencil-mark state (not checked). With an error the path so far may be
// returned with it.
func resolve(pg *puzzle.Grid, fam logic.Family, maxLength int, hook func(*logic.State, *logic.Step) error) (*logic.Path, error) {
	if !pg.IsState() {
		return logic.ResolvePath(pg, fam, maxLength, hook)
	}
	s, err := logic.FromGrid(pg)
	if err != nil {
		return nil, err
	}
	return logic.ResolveState(s, fam, maxLength, hook)
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// serStep is the n-th hint of Sudoku Explainer's path: the state before it
// and the hint drawn over it (opts gets the givens); it prints the hint's
// lines.
func serStep(cmd *cobra.Command, arg, rules string, n int, opts *draw.Options) (*logic.State, *draw.Overlay, error) {
	pg, err := oneGrid(arg)
	if err != nil {
		return nil, nil, err
	}
	steps, _, err := ser.Path(context.Background(), pg, ser.Options{Uniqueness: rules == "SER"})
	if err != nil && len(steps) < n {
		return nil, nil, err
	}
	if n > len(steps) {
		return nil, nil, fmt.Errorf("--path-step %d: the %s path has %d steps", n, rules, len(steps))
	}
	st := steps[n-1]
	g0, err := ser.FromPuzzle(pg)
	if err != nil {
		return nil, nil, err
	}
	opts.Givens = draw.GivensOf(draw.SERState(g0.Values(), g0.Cands()))
	before := draw.SERState(st.Before.Values(), st.Before.Cands())
	note := st.Note()
	fmt.Fprintln(cmd.OutOrStdout(), note.Format())
	return before, draw.SEROverlay(before, note), nil
}
