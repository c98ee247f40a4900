package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"sync"

	"github.com/sudolab/sudolab/internal/cli"
)

// exitInterrupted is the exit status of a run stopped by SIGINT (128 + the
// signal number, as shells report it).
const exitInterrupted = cli.StatusInterrupted

// interruptedError replaces the "context canceled" of a run stopped by
// SIGINT with what happened and what to do next.
func interruptedError(err error, outPath string) error {
	if err == nil || !errors.Is(err, context.Canceled) {
		return err
	}
	msg := "interrupted"
	if outPath != "" {
		msg += fmt.Sprintf("; %s holds every record done so far: --resume continues it", outPath)
	}
	return &cli.Error{Code: exitInterrupted, Msg: msg}
}

// onInterrupt runs a command whose work cannot be cancelled, exiting the
// process at SIGINT: with mu held, so that no line of the output is being
// written (callers lock mu around each write), after keeping the output
// (keep, may be nil: a new output is renamed onto its path) and saying so
// on stderr. The returned stop ends the watch.
func onInterrupt(mu *sync.Mutex, what, outPath string, keep func() error) (stop func()) {
	sig := make(chan os.Signal, 1)
	done := make(chan struct{})
	signal.Notify(sig, os.Interrupt)
	go func() {
		select {
		case <-sig:
			mu.Lock() // never unlocked: the process ends
			msg := "interrupted"
			if outPath != "" {
				msg += fmt.Sprintf("; %s holds every record done so far: --resume continues it", outPath)
			}
			if keep != nil {
				if err := keep(); err != nil {
					msg = fmt.Sprintf("interrupted; the output could not be kept: %v", err)
				}
			}
			fmt.Fprintf(os.Stderr, "\nsudolab: %s: %s\n", what, msg)
			os.Exit(exitInterrupted)
		case <-done:
		}
	}()
	return func() {
		signal.Stop(sig)
		close(done)
	}
}
