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
	mu    sync.Mutex // update and the ticker (ticking) draw from two goroutines
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
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done = done
	p.draw(false)
}

// draw prints the line if it is due (or force, on a terminal).
func (p *progress) draw(force bool) {
	done := p.done
	now := time.Now()
	every := 10 * time.Second
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
