package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"
)

// progress reports a long run on stderr: a live counter when stderr is a
// terminal, a plain log line every 10 s otherwise (logs, CI, nohup).
type progress struct {
	w     io.Writer
	what  string
	unit  string // what done counts: puzzles, states
	tty   bool
	start time.Time
	last  time.Time
	done  int
}

func newProgress(w *os.File, what, unit string) *progress {
	tty := isTerminal(w)
	now := time.Now()
	return &progress{w: w, what: what, unit: unit, tty: tty, start: now, last: now}
}

func (p *progress) update(done int) {
	p.done = done
	now := time.Now()
	every := 10 * time.Second
	if p.tty {
		every = 200 * time.Millisecond
	}
	if now.Sub(p.last) < every {
		return
	}
	p.last = now
	rate := float64(done) / now.Sub(p.start).Seconds()
	if p.tty {
		fmt.Fprintf(p.w, "\r%s: %d done, %.1f/s, %s elapsed ", p.what, done, rate, now.Sub(p.start).Round(time.Second))
	} else {
		fmt.Fprintf(p.w, "%s: %d done, %.1f/s, %s elapsed\n", p.what, done, rate, now.Sub(p.start).Round(time.Second))
	}
}

func (p *progress) finish(summary string) {
	if p.tty {
		fmt.Fprint(p.w, "\r\033[K")
	}
	el := time.Since(p.start)
	fmt.Fprintf(p.w, "%s: %s in %s (%.1f %s/s)\n", p.what, summary, el.Round(time.Millisecond), float64(p.done)/el.Seconds(), p.unit)
}

// live shows a status line on stderr while a search runs, redrawn a few
// times a second, when stderr is a terminal (nothing otherwise: logs stay
// clean). status is called from another goroutine. stop may be called
// more than once.
func live(what string, status func() string) (stop func()) {
	if !isTerminal(os.Stderr) {
		return func() {}
	}
	start := time.Now()
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(250 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				fmt.Fprint(os.Stderr, "\r\033[K")
				return
			case <-t.C:
				s := status()
				if s != "" {
					s += ", "
				}
				fmt.Fprintf(os.Stderr, "\r%s: %s%s elapsed\033[K", what, s, time.Since(start).Round(time.Second))
			}
		}
	}()
	var once sync.Once
	return func() { once.Do(func() { close(done); <-finished }) }
}

// isTerminal reports whether f is a terminal: a character device other
// than /dev/null (where redrawn lines would be lost anyway).
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	if err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err != nil || !os.SameFile(st, null)
}
