package main

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/internal/outfile"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/draw/viewer"
	"github.com/sudolab/sudolab/logic/ser"
	"github.com/sudolab/sudolab/logic/ser/sernote"
	"github.com/sudolab/sudolab/proofs"
	"github.com/sudolab/sudolab/verify"
)

// serStepJSON is one hint of a Sudoku Explainer path in --json output:
// SE's line and pattern (sernote.StepJSON), the candidates removed from the
// state and the cell decided.
type serStepJSON struct {
	sernote.StepJSON
	Removed []string `json:"removed,omitempty"`
	Placed  string   `json:"placed,omitempty"`
}

// serPath prints the path of logic/ser (path --rules SER or SER-noU).
func serPath(cmd *cobra.Command, arg, rules string, asJSON, verifyOpt bool, timeout time.Duration, htmlOut string, rec *proofs.Recorder) error {
	pg, err := oneGrid(arg)
	if err != nil {
		return err
	}
	if !pg.IsState() {
		if _, err := logic.Solve(pg); err != nil {
			return cli.Usage("invalid puzzle: %v", err)
		}
	}
	opt := ser.Options{Uniqueness: rules == "SER"}
	verified, unique := 0, 0
	if verifyOpt {
		check := verify.SERStep
		if rec != nil {
			check = verify.RecordedSERStep(rec)
		}
		opt.OnStep = func(before *ser.Grid, h *ser.Hint) error {
			if err := check(before, h); err != nil {
				return fmt.Errorf("verification failed\nstep: %s\n%w", h.Text(), err)
			}
			verified++
			if h.Uniqueness {
				unique++
			}
			return nil
		}
	}
	ctx := context.Background()
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	var html *outfile.File // opened first: a refused -o costs no search
	if htmlOut != "" {
		if html, err = outfile.Create("-o", htmlOut, outfile.Inputs{Paths: []string{arg}, Stdin: cmd.InOrStdin()}); err != nil {
			return err
		}
		defer html.Close()
	}
	steps, r, err := ser.Path(ctx, pg, opt)
	if html != nil {
		g0, e := ser.FromPuzzle(pg)
		if e != nil {
			return e
		}
		checked := -1
		if verifyOpt {
			checked = verified
		}
		fs := viewer.SERFrames(pg.Line(), rules, g0, steps, r, checked)
		if err != nil {
			fs.Failure = err.Error()
		}
		if e := viewer.WriteFrames(html, fs); e != nil {
			return e
		}
		if e := html.Commit(); e != nil {
			return e
		}
	}
	out := cmd.OutOrStdout()
	if asJSON {
		var js []serStepJSON
		for _, s := range steps {
			j := serStepJSON{StepJSON: s.Note().JSON()}
			cells, digits := s.Removed(s.Before)
			for i := range cells {
				j.Removed = append(j.Removed, fmt.Sprintf("r%dc%d<>%d", cells[i]/9+1, cells[i]%9+1, digits[i]))
			}
			if s.Cell >= 0 {
				j.Placed = fmt.Sprintf("r%dc%d=%d", s.Cell/9+1, s.Cell%9+1, s.Value)
			}
			js = append(js, j)
		}
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false) // "<>" and "=>", not "\u003c\u003e"
		num := func(d int) json.Number { return json.Number(ser.String(d)) }
		if e := enc.Encode(map[string]any{"rules": rules, "steps": js, "ER": num(r.ER), "EP": num(r.EP), "ED": num(r.ED)}); e != nil {
			return e
		}
	} else {
		for _, s := range steps {
			for _, l := range s.Note().Lines() {
				fmt.Fprintln(out, l)
			}
		}
		fmt.Fprintf(out, "%s rating: ER %s, EP %s, ED %s\n", rules, ser.String(r.ER), ser.String(r.EP), ser.String(r.ED))
	}
	if err != nil {
		return cli.Partial("%s", err.Error())
	}
	if r.Failed {
		return cli.Partial("Sudoku Explainer's rules do not solve this puzzle (rated 20.0)")
	}
	if verifyOpt {
		msg := fmt.Sprintf("verified: %d steps, every pattern checked and every removed candidate proven by SAT", verified)
		if unique > 0 {
			msg += fmt.Sprintf(" (%d uniqueness steps proven under the assumption that the puzzle has a single solution)", unique)
		}
		fmt.Fprintln(cmd.ErrOrStderr(), msg)
	}
	return nil
}
