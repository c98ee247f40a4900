package proofs

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/sudolab/sudolab/candcnf"
	"github.com/sudolab/sudolab/drat"
	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/satsolve"
)

// Solver selects the encoding and the solver(s) that prove the claims.
type Solver int

const (
	// Default: encode's extended encoding, gophersat (the --verify prover).
	Default Solver = iota
	// Gophersat: candcnf's encoding, gophersat.
	Gophersat
	// Cadical: candcnf's encoding, CaDiCaL.
	Cadical
	// Both: candcnf's encoding, gophersat and CaDiCaL, which must agree.
	Both
)

// SolverNames are the values of --solver.
var SolverNames = []string{"gophersat", "cadical", "both"}

// ParseSolver reads a --solver value.
func ParseSolver(s string) (Solver, error) {
	for i, n := range SolverNames {
		if s == n {
			return Solver(i + 1), nil
		}
	}
	return Default, fmt.Errorf("unknown solver %q (want %s)", s, strings.Join(SolverNames, ", "))
}

func (s Solver) String() string {
	if s > Default && int(s) <= len(SolverNames) {
		return SolverNames[s-1]
	}
	return "default"
}

// Claim is one conclusion of a step: digit Digit (1..S) of cell Cell
// (row·S + column, from 0) is eliminated, or, when Assert, is the cell's
// value.
type Claim struct {
	Cell, Digit int
	Assert      bool
}

// Text prints the claim as r1c2≠3 or r1c2=3 (side S = n²).
func (c Claim) Text(n int) string {
	side := n * n
	op := "≠"
	if c.Assert {
		op = "="
	}
	return fmt.Sprintf("r%dc%d%s%d", c.Cell/side+1, c.Cell%side+1, op, c.Digit)
}

// Outcome is the verdict on one claim.
type Outcome struct {
	Claim Claim
	Valid bool // the state plus the claim's negation is unsatisfiable
	// Counterexample (not Valid): a solution of the state against the claim.
	Counterexample []int
	K              int // number of its files (0: none written)
}

// Stats are the totals of a Recorder.
type Stats struct {
	Claims  int           // claims proven valid
	Solve   time.Duration // time in the solvers (all of them, for Both)
	Check   time.Duration // time checking DRAT proofs
	Proofs  int           // DRAT proofs written and checked
	Lemmas  int           // lemmas of those proofs
	Invalid int           // claims refuted
}

// Config sets a Recorder up.
type Config struct {
	Dir    string // where to write the files; "" = prove only
	Solver Solver
	// Cadical is the CaDiCaL runner (zero value: the cadical in PATH).
	Cadical satsolve.Cadical
	// Replace: a directory that holds only proof files (index.tsv, *.cnf,
	// *.drat: an earlier, interrupted run's) is emptied instead of refused.
	Replace bool
}

// Recorder proves claims step by step and writes their files. It is used
// by one goroutine at a time.
type Recorder struct {
	cfg   Config
	index *os.File
	w     *bufio.Writer
	step  int
	stats Stats
	fixed []satsolve.Solver // tests: these solvers instead of cfg.Solver's
}

// New returns a Recorder; with a directory, it creates it (a directory
// that exists must be empty) and writes index.tsv's header.
func New(cfg Config) (*Recorder, error) {
	if cfg.Solver < Default || cfg.Solver > Both {
		return nil, fmt.Errorf("proofs: solver %d", cfg.Solver)
	}
	if cfg.Solver == Cadical || cfg.Solver == Both {
		if err := cfg.Cadical.Available(); err != nil {
			return nil, err
		}
	}
	r := &Recorder{cfg: cfg}
	if cfg.Dir == "" {
		return r, nil
	}
	if err := os.MkdirAll(cfg.Dir, 0o755); err != nil {
		return nil, err
	}
	ents, err := os.ReadDir(cfg.Dir)
	if err != nil {
		return nil, err
	}
	for _, e := range ents {
		name := e.Name()
		own := e.Type().IsRegular() && (name == "index.tsv" || strings.HasSuffix(name, ".cnf") || strings.HasSuffix(name, ".drat"))
		if !cfg.Replace || !own {
			return nil, fmt.Errorf("%s: proof directory not empty", cfg.Dir)
		}
	}
	for _, e := range ents {
		if err := os.Remove(filepath.Join(cfg.Dir, e.Name())); err != nil {
			return nil, err
		}
	}
	if r.index, err = os.Create(filepath.Join(cfg.Dir, "index.tsv")); err != nil {
		return nil, err
	}
	r.w = bufio.NewWriter(r.index)
	r.w.WriteString("k\tstep\trule\tclaim\n")
	return r, nil
}

// SolverName is the --solver value the Recorder runs ("default" without).
func (r *Recorder) SolverName() string { return r.cfg.Solver.String() }

// Stats returns the totals so far.
func (r *Recorder) Stats() Stats { return r.stats }

// Close flushes and closes index.tsv.
func (r *Recorder) Close() error {
	if r.index == nil {
		return nil
	}
	err := r.w.Flush()
	if e := r.index.Close(); err == nil {
		err = e
	}
	r.index = nil
	return err
}

// formula is a claim's CNF and how to print it.
type formula struct {
	numVars  int
	clauses  [][]int
	encoding string
	write    func(b *bytes.Buffer, comments []string) error
	grid     func(model []bool) []int
}

// Step proves the claims of one step (rule: its name, e.g. "whip[3]") in
// the state before it: block size n, values (the digit of each decided
// cell, 0 elsewhere), cands (each undecided cell's candidates, digit d =
// bit d−1). Refuted claims are Outcomes, not errors; an error is a solver
// failure, two solvers that disagree, a proof the checker rejects or a
// file that cannot be written.
func (r *Recorder) Step(rule string, n int, values []int, cands []uint32, claims []Claim) ([]Outcome, error) {
	r.step++
	var cf *candcnf.Formula
	var es encode.State
	if r.cfg.Solver == Default {
		es = encode.FromCands(n, values, cands)
	} else {
		var err error
		if cf, err = candcnf.Encode(n, values, cands); err != nil {
			return nil, err
		}
	}
	out := make([]Outcome, len(claims))
	for i, c := range claims {
		var f formula
		if cf != nil {
			f = candFormula(cf.WithClaim(c.Cell, c.Digit, c.Assert))
		} else {
			f = encodeFormula(es, c)
		}
		o, err := r.prove(rule, n, c, f)
		if err != nil {
			return out, err
		}
		out[i] = o
	}
	if r.w != nil {
		if err := r.w.Flush(); err != nil {
			return out, err
		}
	}
	return out, nil
}

func candFormula(cf *candcnf.Formula) formula {
	return formula{
		numVars: cf.NumVars, clauses: cf.Clauses,
		encoding: "candcnf (sudolab's second encoding: variable (d-1)*S*S + cell + 1, clauses on the present candidates only)",
		write:    func(b *bytes.Buffer, c []string) error { return cf.WriteDIMACS(b, c...) },
		grid:     func(m []bool) []int { g, _ := cf.Grid(m); return g },
	}
}

func encodeFormula(s encode.State, c Claim) formula {
	cand := encode.Cand{Cell: c.Cell, Digit: c.Digit}
	cnf := encode.EliminationCNF(s, cand)
	if c.Assert {
		cnf = encode.AssertionCNF(s, cand)
	}
	side := s.Side()
	return formula{
		numVars: cnf.NumVars, clauses: cnf.Clauses,
		encoding: "encode extended (variable cell*S + d; Lynce & Ouaknine's extended encoding plus the state's unit clauses)",
		write: func(b *bytes.Buffer, comments []string) error {
			for _, line := range comments {
				b.WriteString("c " + line + "\n")
			}
			return cnf.WriteDIMACS(b)
		},
		grid: func(m []bool) []int {
			g := make([]int, side*side)
			for v, t := range m {
				if t {
					x := encode.CandOf(side, v+1)
					g[x.Cell] = x.Digit
				}
			}
			return g
		},
	}
}

// run is one solver's answer on a claim.
type run struct {
	name string
	res  satsolve.Result
}

func (r *Recorder) solvers() []satsolve.Solver {
	if r.fixed != nil {
		return r.fixed
	}
	switch r.cfg.Solver {
	case Cadical:
		return []satsolve.Solver{r.cfg.Cadical}
	case Both:
		return []satsolve.Solver{r.cfg.Cadical, satsolve.Gophersat{}}
	}
	return []satsolve.Solver{satsolve.Gophersat{}}
}

func (r *Recorder) prove(rule string, n int, c Claim, f formula) (Outcome, error) {
	o := Outcome{Claim: c}
	text := c.Text(n)
	withProof := r.cfg.Dir != ""
	var runs []run
	start := time.Now()
	for _, s := range r.solvers() {
		res, err := s.Solve(context.Background(), f.numVars, f.clauses, withProof)
		if err != nil {
			return o, fmt.Errorf("%s: %w", text, err)
		}
		runs = append(runs, run{s.Name(), res})
	}
	r.stats.Solve += time.Since(start)
	for _, x := range runs[1:] {
		if x.res.Sat != runs[0].res.Sat {
			return o, fmt.Errorf("%s: the solvers disagree: %s says %s, %s says %s",
				text, runs[0].name, verdict(runs[0].res), x.name, verdict(x.res))
		}
	}
	if runs[0].res.Sat {
		r.stats.Invalid++
		o.Counterexample = f.grid(runs[0].res.Model)
		return o, nil
	}
	o.Valid = true
	r.stats.Claims++
	if !withProof {
		return o, nil
	}
	o.K = r.stats.Claims
	k := strconv.Itoa(o.K)
	var cnf bytes.Buffer
	if err := f.write(&cnf, []string{
		fmt.Sprintf("sudolab claim %s: step %d (%s), claim %s", k, r.step, clean(rule), text),
		"the state before the step plus the claim's negation; unsatisfiable",
		"encoding: " + f.encoding,
	}); err != nil {
		return o, err
	}
	if err := r.writeFile(k+".cnf", cnf.Bytes()); err != nil {
		return o, err
	}
	for i, x := range runs {
		name := k + ".drat"
		if i > 0 {
			name = k + "." + x.name + ".drat"
		}
		t := time.Now()
		res, err := drat.Check(&drat.Formula{NumVars: f.numVars, Clauses: f.clauses}, bytes.NewReader(x.res.Proof))
		r.stats.Check += time.Since(t)
		if err != nil {
			return o, fmt.Errorf("%s: %s's DRAT proof: %w", text, x.name, err)
		}
		r.stats.Proofs++
		r.stats.Lemmas += res.Lemmas
		if err := r.writeFile(name, x.res.Proof); err != nil {
			return o, err
		}
	}
	fmt.Fprintf(r.w, "%s\t%d\t%s\t%s\n", k, r.step, clean(rule), text)
	return o, nil
}

func verdict(r satsolve.Result) string {
	if r.Sat {
		return "satisfiable (claim refuted)"
	}
	return "unsatisfiable (claim proven)"
}

// writeFile writes one new file of the proof directory.
func (r *Recorder) writeFile(name string, data []byte) error {
	path := filepath.Join(r.cfg.Dir, name)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("%s: already exists (another run writing the same proof directory?)", path)
		}
		return err
	}
	_, err = f.Write(data)
	if e := f.Close(); err == nil {
		err = e
	}
	return err
}

// clean makes a rule name safe for one TSV field and one comment line.
func clean(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return ' '
		}
		return r
	}, s)
}
