package outfile

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/sudolab/sudolab/internal/cli"
)

// ErrIsInput is matched (errors.Is) by the error of an output that is
// also an input, so that a command can add its own hint.
var ErrIsInput = errors.New("the output is also an input")

// isInput is such an error: its message, exit status 2, and ErrIsInput.
type isInput struct{ err error }

func (e isInput) Error() string   { return e.err.Error() }
func (e isInput) Unwrap() []error { return []error{e.err, ErrIsInput} }

// Inputs are the files a command reads, so that its output cannot be one
// of them. Paths that name no file (an inline puzzle given as an argument)
// are ignored; "-" stands for Stdin.
type Inputs struct {
	Paths []string
	Stdin io.Reader // read for "-"; nil = os.Stdin. Checked when it is an *os.File
}

// Check refuses out (exit status 2) when it is the same file as one of the
// inputs: same path, a symbolic or hard link to it, or the file standard
// input is redirected from ("-" among the paths). Files are compared by
// device and inode, so every spelling of a path is caught. An out that
// does not exist yet is no input.
func (in Inputs) Check(flag, out string) error {
	oi, err := os.Stat(out)
	if err != nil {
		return nil // no such file yet (or unreachable: creating it will say why)
	}
	for _, p := range in.Paths {
		if p == "-" {
			r := in.Stdin
			if r == nil {
				r = os.Stdin
			}
			if f, ok := r.(*os.File); ok {
				if si, err := f.Stat(); err == nil && os.SameFile(oi, si) {
					return isInput{cli.Usage("%s %s: standard input is read from that file: writing it would destroy the input; choose another output", flag, out)}
				}
			}
			continue
		}
		if pi, err := os.Stat(p); err == nil && os.SameFile(oi, pi) {
			same := ""
			if p != out {
				same = fmt.Sprintf(" (%s is the same file)", p)
			}
			return isInput{cli.Usage("%s %s: is also an input%s: writing it would destroy the input; choose another output", flag, out, same)}
		}
	}
	return nil
}
