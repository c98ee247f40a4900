package rating

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// Result is the outcome of one puzzle: its rating values (in column order)
// or an error (malformed line, invalid puzzle, a column that failed).
type Result struct {
	N      int
	Puzzle string
	Values []string
	Err    string
	Label  string // the input's label (rest of its line, or its CSV label column)
}

// RunConfig configures a collection run.
type RunConfig struct {
	Columns  []*Column
	Options  Options
	Workers  int            // 0 = all cores; at most MaxWorkers, and started only as puzzles come
	Format   string         // "csv" (default) or "jsonl"
	Skip     map[int]string // records already done (resume): n -> the puzzle its record holds, checked against input record n
	Header   bool           // write the CSV header first
	Progress func(done int) // called after each written record (may be nil)
	Record   func(Result)   // called with each record after it is written, in output order (may be nil)
	Timeout  time.Duration  // per puzzle; 0 = none
	Shard    Shard          // rate only this shard's records (see Shard)
	MaxMem   int64          // soft heap limit in bytes; 0 = none (see memGuard)

	mem *memGuard // set by Run when MaxMem > 0
}

// Summary counts what a run did.
type Summary struct {
	Done, Errors, Skipped int
	// Inputs is the number of input records read (every shard's), when
	// the input was read to its end; 0 otherwise.
	Inputs int
}

// Run rates every item of in and writes one record per item to out, in
// input order, each flushed as soon as it and all before it are done, so
// a killed run keeps everything written so far. When ctx is cancelled
// (SIGINT), the puzzles in progress are finished and written, the queued
// ones are not started, and Run returns ctx's error. A resumed run
// (cfg.Skip) writes nothing until every skipped record is found to hold
// the input's puzzle n, and fails, having written nothing, otherwise.
//
// Workers are started one per queued puzzle up to cfg.Workers, itself
// capped at MaxWorkers(): a run of one puzzle starts one worker whatever
// cfg.Workers says. Reading the input stops when ctx is done.
//
// The first write error ends the run at once: nothing more is read or
// started (the ratings in progress end in the background) and Run returns
// that error.
func Run(ctx context.Context, in puzzle.Inputs, cfg RunConfig, out io.Writer) (Summary, error) {
	if cfg.Workers <= 0 {
		cfg.Workers = runtime.GOMAXPROCS(0)
	}
	cfg.Workers = min(cfg.Workers, MaxWorkers())
	ctx, stopRun := context.WithCancel(ctx) // stopped at the first write error
	defer stopRun()
	if in.Ctx == nil {
		in.Ctx = ctx
	}
	if cfg.MaxMem > 0 {
		g := startMemGuard(cfg.MaxMem)
		defer g.stop()
		cfg.mem = g
	}
	r := &run{ctx: ctx, stop: stopRun, cfg: cfg, pending: map[int]rated{}}
	r.check = &resumeCheck{skip: cfg.Skip, shard: cfg.Shard, format: cfg.Format}
	if err := r.check.before(); err != nil {
		return r.sum, err
	}
	r.verified = make(chan struct{})
	r.markVerified = sync.OnceFunc(func() { close(r.verified) })
	if r.check.complete() {
		r.markVerified()
	}
	r.w = newWriter(out, cfg.Format, cfg.Columns)
	if cfg.Header {
		if err := r.w.header(); err != nil {
			return r.sum, err
		}
	}
	r.jobs = make(chan job, 4*cfg.Workers)
	r.results = make(chan rated, 4*cfg.Workers)
	feedErr := make(chan error, 1)
	go func() {
		err := r.feed(in)
		r.markVerified()
		close(r.jobs)
		feedErr <- err
		r.wg.Wait()
		close(r.results)
	}()
	for res := range r.results {
		r.pending[res.seq] = res
		if r.isVerified() {
			r.flush()
		}
	}
	if r.isVerified() { // always true here: the feeder marks it before close(results)
		r.flush()
	}
	ferr := <-feedErr
	if r.werr != nil {
		return r.sum, r.werr // the feeder's error is then the stop it caused
	}
	return r.sum, ferr
}

// run is one collection run: a feeder goroutine queues the input's
// puzzles as jobs and starts the workers, which rate them; Run's goroutine
// writes the results in input order.
type run struct {
	ctx   context.Context
	stop  func() // cancels ctx: the first write error stops the run
	cfg   RunConfig
	check *resumeCheck
	w     *writer
	sum   Summary // Skipped is written by the feeder, the rest by Run's goroutine

	jobs    chan job
	results chan rated
	wg      sync.WaitGroup
	abandon atomic.Bool // the results will not be written
	started int         // workers started (by the feeder only)

	// Nothing is written before every skipped record has been checked
	// against the input: a resumed output of another input must be left
	// as it was.
	verified     chan struct{}
	verifyErr    error // set before verified is closed
	markVerified func()

	pending map[int]rated // results waiting for those before them
	next    int           // the sequence number of the next record to write
	werr    error
}

type job struct {
	seq  int
	item puzzle.Item
}

type rated struct {
	seq     int
	res     Result
	skipped bool // not rated: the run was cancelled first
}

// startWorker starts a worker rating jobs until they are closed.
func (r *run) startWorker() {
	r.wg.Add(1)
	r.started++
	go func() {
		defer r.wg.Done()
		for j := range r.jobs {
			// After a cancellation (SIGINT), the queued puzzles are
			// not started: only those in progress delay the exit.
			res := rated{seq: j.seq, skipped: r.abandon.Load() || r.ctx.Err() != nil}
			if !res.skipped {
				res.res = RatePuzzle(j.item, r.cfg)
			}
			r.results <- res
		}
	}()
}

// feed queues every item of in that this run rates (its shard's, not
// already done), checking the skipped ones, and starts a worker per queued
// puzzle up to cfg.Workers. On an error before every skipped record was
// checked, it abandons the run: nothing is written.
func (r *run) feed(in puzzle.Inputs) error {
	seq, inputs := 0, 0
	err := in.Each(func(it puzzle.Item) error {
		inputs = it.N
		if !r.cfg.Shard.Takes(it.N) {
			return nil // another shard's record: neither rated nor counted
		}
		if done, err := r.check.item(it); err != nil {
			return err
		} else if done {
			r.sum.Skipped++ // only this goroutine writes Skipped before close(jobs)
			if r.check.complete() {
				r.markVerified()
			}
			return nil
		}
		if r.started < r.cfg.Workers {
			r.startWorker() // one per puzzle, up to cfg.Workers; only this goroutine starts them
		}
		select {
		case r.jobs <- job{seq, it}:
			seq++
			return nil
		case <-r.ctx.Done():
			return r.ctx.Err()
		}
	})
	if err == nil {
		err = r.check.after(inputs)
	}
	if err == nil {
		r.sum.Inputs = inputs // read by Run after feedErr
	}
	if err != nil && !r.check.complete() {
		// Unverified (a mismatch, or interrupted before the check
		// ended): write nothing, and rate nothing more.
		r.verifyErr = err
		r.abandon.Store(true)
	}
	return err
}

// isVerified reports whether the skipped records have all been checked
// (then a failed check turns into the write error: nothing is written).
func (r *run) isVerified() bool {
	select {
	case <-r.verified:
		if r.verifyErr != nil && r.werr == nil {
			r.werr = r.verifyErr // write nothing
		}
		return true
	default:
		return false
	}
}

// flush writes the pending results that follow the last one written.
func (r *run) flush() {
	for {
		p, ok := r.pending[r.next]
		if !ok || p.skipped {
			break // a skipped record ends the output: nothing after it is written
		}
		res := p.res
		delete(r.pending, r.next)
		r.next++
		if r.werr != nil {
			return // nothing more is written (or counted)
		}
		if r.werr = r.w.record(res); r.werr != nil {
			r.abandon.Store(true) // the queued puzzles are not started
			r.stop()              // and no more input is read
			return
		}
		if r.cfg.Record != nil {
			r.cfg.Record(res)
		}
		r.sum.Done++
		if res.Err != "" {
			r.sum.Errors++
		}
		if r.cfg.Progress != nil {
			r.cfg.Progress(r.sum.Done)
		}
	}
}

// RatePuzzle checks an item's validity and computes every column.
func RatePuzzle(it puzzle.Item, cfg RunConfig) Result {
	res := Result{N: it.N, Puzzle: recordPuzzle(it), Label: it.Label, Values: make([]string, len(cfg.Columns))}
	if it.Err != nil {
		res.Err = "malformed: " + it.Where() + it.Problem()
		return res
	}
	sol, err := logic.Solve(it.Grid)
	if err != nil {
		res.Err = "invalid: " + err.Error()
		return res
	}
	p, err := NewPuzzle(it.Grid, sol)
	if err != nil {
		res.Err = "invalid: " + err.Error()
		return res
	}
	p.N = it.N
	var errs []string
	for i, c := range cfg.Columns {
		v, err := computeColumn(c, p, cfg)
		if err != nil {
			errs = append(errs, c.Name+": "+err.Error())
			if err == ErrTimeout || err == ErrMemory {
				res.Values[i] = err.Error() // a censored value (stats counts it apart)
			}
			continue
		}
		res.Values[i] = v
	}
	res.Err = strings.Join(errs, "; ")
	return res
}

// ErrTimeout is the error value of a column that exceeded --timeout.
var ErrTimeout = errors.New("timeout")

// computeColumn runs one column, abandoning it (its goroutine finishes in
// the background) if it exceeds the per-puzzle time limit.
func computeColumn(c *Column, p *Puzzle, cfg RunConfig) (v string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error: %v", r)
		}
	}()
	if cfg.Timeout <= 0 && cfg.mem == nil {
		return c.Compute(p, cfg.Options)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel() // an abandoned search that polls its context stops
	opt := cfg.Options
	opt.Ctx = ctx
	var timeout <-chan time.Time
	if cfg.Timeout > 0 {
		t := time.NewTimer(cfg.Timeout)
		defer t.Stop()
		timeout = t.C
	}
	var memory <-chan struct{}
	if cfg.mem != nil {
		memory = cfg.mem.tripped()
	}
	type out struct {
		v   string
		err error
	}
	ch := make(chan out, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				ch <- out{"", fmt.Errorf("internal error: %v", r)}
			}
		}()
		v, err := c.Compute(p, opt)
		ch <- out{v, err}
	}()
	select {
	case o := <-ch:
		return o.v, o.err
	case <-timeout:
		return "", ErrTimeout
	case <-memory:
		return "", ErrMemory
	}
}

// WorkersPerCore bounds the workers of a run: beyond a few per core, more
// goroutines only cost memory (each holds a search's state).
const WorkersPerCore = 4

// MaxWorkers is the largest number of workers Run starts.
func MaxWorkers() int { return WorkersPerCore * runtime.NumCPU() }
