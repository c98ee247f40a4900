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

// stepHook is the OnStep hook of a verified column (verify.Step, or
// verify.RecordedStep with Proofs) and the function that closes its
// Recorder; nil without Verify.
func (opt Options) stepHook(p *Puzzle, column string) (func(*logic.State, *logic.Step) error, func() error, error) {
	if !opt.Verify {
		return nil, func() error { return nil }, nil
	}
	rec, err := opt.recorder(p, column)
	if err != nil || rec == nil {
		return verify.Step, func() error { return nil }, err
	}
	return verify.RecordedStep(rec), rec.Close, nil
}

// serHook is stepHook for the SER columns.
func (opt Options) serHook(p *Puzzle, column string) (func(*ser.Grid, *ser.Hint) error, func() error, error) {
	if !opt.Verify {
		return nil, func() error { return nil }, nil
	}
	rec, err := opt.recorder(p, column)
	if err != nil || rec == nil {
		return verify.SERStep, func() error { return nil }, err
	}
	return verify.RecordedSERStep(rec), rec.Close, nil
}
