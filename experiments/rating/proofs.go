package rating

import (
	"path/filepath"
	"strconv"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/ser"
	"github.com/sudolab/sudolab/proofs"
	"github.com/sudolab/sudolab/verify"
)

// ProofOptions are rate's --proofs and --solver (docs/sat.md §10.8).
type ProofOptions struct {
	// Root is the proof directory: the files of puzzle n's column c go to
	// Root/<n>/<c>/ ("" = prove again without files).
	Root   string
	Solver proofs.Solver
	// Resume: directories of puzzles rated again (rate --resume) are
	// emptied of an earlier run's proof files instead of refused.
	Resume bool
}

// recorder opens the Recorder of one puzzle's column; nil without Proofs.
func (opt Options) recorder(p *Puzzle, column string) (*proofs.Recorder, error) {
	if opt.Proofs == nil {
		return nil, nil
	}
	cfg := proofs.Config{Solver: opt.Proofs.Solver, Replace: opt.Proofs.Resume}
	if opt.Proofs.Root != "" {
		cfg.Dir = filepath.Join(opt.Proofs.Root, strconv.Itoa(p.N), column)
	}
	return proofs.New(cfg)
}

// hooks are the OnStep hooks of a verified column (verify.Step and
// verify.SERStep, or with Proofs verify.RecordedStep and
// verify.RecordedSERStep sharing one Recorder) and the function that
// closes the Recorder; nils without Verify. A column uses the hook of its
// steps: logic steps, SER hints, or both (the SER after the patterns).
func (opt Options) hooks(p *Puzzle, column string) (func(*logic.State, *logic.Step) error, func(*ser.Grid, *ser.Hint) error, func() error, error) {
	if !opt.Verify {
		return nil, nil, func() error { return nil }, nil
	}
	rec, err := opt.recorder(p, column)
	if err != nil || rec == nil {
		return verify.Step, verify.SERStep, func() error { return nil }, err
	}
	return verify.RecordedStep(rec), verify.RecordedSERStep(rec), rec.Close, nil
}

// stepHook is hooks for a column of logic steps.
func (opt Options) stepHook(p *Puzzle, column string) (func(*logic.State, *logic.Step) error, func() error, error) {
	h, _, closeRec, err := opt.hooks(p, column)
	return h, closeRec, err
}

// serHook is hooks for an SER column.
func (opt Options) serHook(p *Puzzle, column string) (func(*ser.Grid, *ser.Hint) error, func() error, error) {
	_, h, closeRec, err := opt.hooks(p, column)
	return h, closeRec, err
}
