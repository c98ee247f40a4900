package main

import (
	"fmt"
	"io"
	"os"
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
	st, err := w.Stat()
	tty := err == nil && st.Mode()&os.ModeCharDevice != 0
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
