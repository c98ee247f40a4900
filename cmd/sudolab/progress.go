package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"golang.org/x/term"
)

// logEvery is the interval of the progress log lines written when stderr
// is not a terminal (a variable for the tests).
var logEvery = 10 * time.Second

// progress reports a long run on stderr: a live counter when stderr is a
// terminal, a plain log line every logEvery otherwise (logs, CI, nohup).
type progress struct {
	mu    sync.Mutex // update and the ticker (ticking) draw from two goroutines
	w     io.Writer
	what  string
	unit  string // what done counts: puzzles, states
	tty   bool
	start time.Time
	last  time.Time
	done  int
}

func newProgress(w io.Writer, what, unit string) *progress {
	tty := isTerminal(w)
	now := time.Now()
	return &progress{w: w, what: what, unit: unit, tty: tty, start: now, last: now}
}

func (p *progress) update(done int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done = done
	p.draw(false)
}

// draw prints the line if it is due (or force, on a terminal).
func (p *progress) draw(force bool) {
	done := p.done
	now := time.Now()
	every := logEvery
	if p.tty {
		every = 200 * time.Millisecond
	}
	if now.Sub(p.last) < every && !(force && p.tty) {
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

// ticking redraws the line every second on a terminal until stop is
// called, so that a long puzzle (one gB search may take minutes) shows
// its elapsed time before its record is done. Nothing otherwise.
func (p *progress) ticking() (stop func()) {
	if !p.tty {
		return func() {}
	}
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(time.Second)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				p.mu.Lock()
				p.draw(true)
				p.mu.Unlock()
			}
		}
	}()
	var once sync.Once
	return func() { once.Do(func() { close(done); <-finished }) }
}

func (p *progress) finish(summary string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.tty {
		fmt.Fprint(p.w, "\r\033[K")
	}
	el := time.Since(p.start)
	fmt.Fprintf(p.w, "%s: %s in %s (%.1f %s/s)\n", p.what, summary, el.Round(time.Millisecond), float64(p.done)/el.Seconds(), p.unit)
}

// live reports a search that may run long (path, gl, te, backdoors) on w,
// the command's stderr: on a terminal a status line redrawn four times a
// second and erased at the end; otherwise a log line every logEvery, like
// rate's, so that a batch job tells a long search from a hang. status is
// called from another goroutine ("" = only the elapsed time). stop may be
// called more than once.
func live(w io.Writer, what string, status func() string) (stop func()) {
	tty := isTerminal(w)
	every := logEvery
	if tty {
		every = 250 * time.Millisecond
	}
	start := time.Now()
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-done:
				if tty {
					fmt.Fprint(w, "\r\033[K")
				}
				return
			case <-t.C:
				s := status()
				if s != "" {
					s += ", "
				}
				if tty {
					fmt.Fprintf(w, "\r%s: %s%s elapsed\033[K", what, s, time.Since(start).Round(time.Second))
				} else {
					fmt.Fprintf(w, "%s: %s%s elapsed\n", what, s, time.Since(start).Round(time.Second))
				}
			}
		}
	}()
	var once sync.Once
	return func() { once.Do(func() { close(done); <-finished }) }
}

// isTerminal reports whether w is a terminal (golang.org/x/term: a file
// whose descriptor answers the terminal ioctl; /dev/null does not).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
