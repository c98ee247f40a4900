package satsolve

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"

	"github.com/sudolab/sudolab/encode"
)

// Result is a solver's answer on one formula.
type Result struct {
	Sat   bool
	Model []bool // Sat: Model[v−1] is the value of variable v
	// Proof (unsatisfiable, when asked for): a textual DRAT proof, one
	// lemma or deletion a line, ending with the empty clause "0".
	Proof []byte
}

// Solver decides CNF formulas over the variables 1..numVars.
type Solver interface {
	Name() string
	Solve(ctx context.Context, numVars int, clauses [][]int, proof bool) (Result, error)
}

// Gophersat is the gophersat solver (github.com/crillab/gophersat), in
// process. Its proof is its certificate of learned clauses (RUP lemmas,
// no deletions) with the empty clause last.
type Gophersat struct{}

// Name is "gophersat".
func (Gophersat) Name() string { return "gophersat" }

// Solve runs gophersat on a fresh solver.
func (Gophersat) Solve(ctx context.Context, numVars int, clauses [][]int, proof bool) (Result, error) {
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	cnf := &encode.CNF{NumVars: numVars, Clauses: clauses}
	if !proof {
		sat, model := encode.Solve(cnf)
		return Result{Sat: sat, Model: model}, nil
	}
	sat, model, cert := encode.SolveCertified(cnf)
	if sat {
		return Result{Sat: true, Model: model}, nil
	}
	return Result{Proof: FormatProof(cert)}, nil
}

// FormatProof writes lemmas as a textual DRAT proof, one a line.
func FormatProof(lemmas [][]int) []byte {
	var b []byte
	for _, l := range lemmas {
		for _, x := range l {
			b = strconv.AppendInt(b, int64(x), 10)
			b = append(b, ' ')
		}
		b = append(b, '0', '\n')
	}
	return b
}

// Cadical runs the cadical program (Debian package cadical, CaDiCaL 1.5)
// found in PATH, or Path when set: the formula on its standard input, the
// proof (--no-binary: textual DRAT) on a pipe as file descriptor 3.
type Cadical struct{ Path string }

// Name is "cadical".
func (Cadical) Name() string { return "cadical" }

// ErrNoCadical: the cadical program is not installed.
var ErrNoCadical = errors.New("cadical not found in PATH (install Debian's cadical package)")

// Available reports whether the cadical program can be run.
func (c Cadical) Available() error {
	if c.Path != "" {
		if _, err := exec.LookPath(c.Path); err != nil {
			return fmt.Errorf("cadical: %w", err)
		}
		return nil
	}
	if _, err := exec.LookPath("cadical"); err != nil {
		return ErrNoCadical
	}
	return nil
}

// Solve runs one cadical process.
func (c Cadical) Solve(ctx context.Context, numVars int, clauses [][]int, proof bool) (Result, error) {
	if err := c.Available(); err != nil {
		return Result{}, err
	}
	path := c.Path
	if path == "" {
		path = "cadical"
	}
	args := []string{"-q", "-"}
	var pr, pw *os.File
	if proof {
		var err error
		if pr, pw, err = os.Pipe(); err != nil {
			return Result{}, err
		}
		defer pr.Close()
		args = []string{"-q", "--no-binary", "-", "/dev/fd/3"}
	}
	cmd := exec.CommandContext(ctx, path, args...)
	var in bytes.Buffer
	writeDIMACS(&in, numVars, clauses)
	cmd.Stdin = &in
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	proofBytes := make(chan []byte, 1)
	if proof {
		cmd.ExtraFiles = []*os.File{pw}
		go func() {
			b, _ := io.ReadAll(pr)
			proofBytes <- b
		}()
	}
	err := cmd.Start()
	if pw != nil {
		pw.Close() // the child holds its own copy
	}
	if err != nil {
		return Result{}, fmt.Errorf("cadical: %w", err)
	}
	err = cmd.Wait()
	var res Result
	if proof {
		res.Proof = <-proofBytes
	}
	code := -1
	if cmd.ProcessState != nil {
		code = cmd.ProcessState.ExitCode()
	}
	if ctx.Err() != nil {
		return Result{}, ctx.Err()
	}
	switch code {
	case 10:
		res.Sat, res.Proof = true, nil
		res.Model, err = readModel(&out, numVars)
		return res, err
	case 20:
		return res, nil
	}
	return Result{}, fmt.Errorf("cadical: exit status %d (%v): %s", code, err, strings.TrimSpace(stderr.String()+out.String()))
}

// readModel reads the "v" lines of a SAT solver's output.
func readModel(r io.Reader, numVars int) ([]bool, error) {
	model := make([]bool, numVars)
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	done := false
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 || f[0] != "v" {
			continue
		}
		for _, x := range f[1:] {
			l, err := strconv.Atoi(x)
			if err != nil {
				return nil, fmt.Errorf("cadical: bad model literal %q", x)
			}
			if l == 0 {
				done = true
				break
			}
			v := max(l, -l)
			if v > numVars {
				return nil, fmt.Errorf("cadical: model literal %d beyond %d variables", l, numVars)
			}
			model[v-1] = l > 0
		}
	}
	if !done {
		return nil, errors.New("cadical: model not ended by 0")
	}
	return model, sc.Err()
}

// writeDIMACS writes the formula in DIMACS (no comments).
func writeDIMACS(w *bytes.Buffer, numVars int, clauses [][]int) {
	fmt.Fprintf(w, "p cnf %d %d\n", numVars, len(clauses))
	w.Write(FormatProof(clauses))
}
