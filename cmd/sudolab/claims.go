package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"

	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/puzzle"
	"github.com/sudolab/sudolab/verify"
)

// runClaims is soundness --claims FILE [--claims-cmd CMD]: prove every claim
// of the file; with CMD (the program that wrote them, run by sh -c), shrink
// the state of each invalid claim by re-running it.
func runClaims(out io.Writer, stdin io.Reader, path, command string) error {
	in := stdin
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		in = f
	}
	var program *verify.Checker
	if command != "" {
		ch := verify.ProgramChecker(command, func(stdin string) (string, error) {
			c := exec.Command("sh", "-c", command)
			c.Stdin = strings.NewReader(stdin)
			var o, e bytes.Buffer
			c.Stdout, c.Stderr = &o, &e
			if err := c.Run(); err != nil {
				return "", fmt.Errorf("%v: %s", err, strings.TrimSpace(e.String()))
			}
			return o.String(), nil
		})
		program = &ch
	}
	// Each unreadable line and each invalid claim is printed as soon as it
	// is known and not kept (constant memory whatever the file); every text
	// taken from the file is escaped (puzzle.Printable).
	rep, err := verify.StreamClaims(in, program, func(line int, msg string) error {
		_, err := fmt.Fprintf(out, "unreadable: line %d: %s\n", line, msg)
		return err
	}, func(v verify.ClaimVerdict) error {
		if v.Valid {
			return nil
		}
		rule := ""
		if v.Rule != "" {
			rule = " (" + puzzle.Clip(v.Rule) + ")"
		}
		if _, err := fmt.Fprintf(out, "INVALID line %d%s: %s refuted\n", v.Line, rule, v.Claim); err != nil {
			return err
		}
		if v.Counterexample != "" {
			fmt.Fprintf(out, "  counterexample: %s\n", v.Counterexample)
		}
		if v.Shrunk != "" {
			fmt.Fprintf(out, "  shrunk state (%d -> %d candidates, the program still claims it): %s\n", v.Size, v.ShrunkSize, v.Shrunk)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(out, "claims: %d states, %d claims: %d proven valid, %d INVALID; %d unreadable lines\n",
		rep.Records, rep.Claims, rep.Valid, rep.Invalid, rep.Unreadable); err != nil {
		return err
	}
	if rep.Invalid > 0 {
		return cli.Partial("%d invalid claims", rep.Invalid)
	}
	if rep.Unreadable > 0 {
		return cli.Partial("%d unreadable lines", rep.Unreadable)
	}
	return nil
}
