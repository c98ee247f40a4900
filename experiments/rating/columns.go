package rating

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/sudolab/sudolab/internal/names"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/ser"
	"github.com/sudolab/sudolab/puzzle"
)

// Options are the per-run settings a column may read.
type Options struct {
	MaxLength int  // bound on chain length (W, B, gW, gB, BxB, …)
	GLOrder   int  // bound on the order of GL logics (0: DefaultGLOrder)
	Verify    bool // prove every elimination with the SAT side
	// Timeout is the per-puzzle limit (--timeout), for columns that can
	// stop themselves; 0 = none.
	Timeout time.Duration
	// Ctx is cancelled when the run abandons the column (--timeout,
	// --max-mem), so that a search that can stop does; nil = never.
	Ctx context.Context
	// Proofs (rate --verify --proofs/--solver): prove every claim of a
	// verified path again and write its proof files; nil = no.
	Proofs *ProofOptions
}

// searchContext is the context a column's search polls: Ctx, bounded by
// Timeout.
func (opt Options) searchContext() (context.Context, context.CancelFunc) {
	ctx := opt.Ctx
	if ctx == nil {
		ctx = context.Background()
	}
	if opt.Timeout > 0 {
		return context.WithTimeout(ctx, opt.Timeout)
	}
	return context.WithCancel(ctx)
}

// searchErr is ErrTimeout for a search stopped by the context of
// searchContext (its own error, or SER's), err otherwise.
func searchErr(err error) error {
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) || errors.Is(err, ser.ErrTimeout) {
		return ErrTimeout
	}
	return err
}

// Puzzle is one valid puzzle (exactly one solution) as every column of a
// record sees it: converted to the engine's state once, whatever the number
// of columns, each of which gets its own copy to work on.
type Puzzle struct {
	N        int // record number (1-based, as in the output's n column)
	Grid     *puzzle.Grid
	Solution []uint8 // digits per cell
	initial  *logic.State
}

// NewPuzzle converts a valid puzzle (or pencil-mark state) and its solution.
func NewPuzzle(g *puzzle.Grid, solution []uint8) (*Puzzle, error) {
	s, err := logic.FromGrid(g)
	if err != nil {
		return nil, err
	}
	return &Puzzle{Grid: g, Solution: solution, initial: s}, nil
}

// State returns a fresh copy of the puzzle's initial state: columns run one
// after another, and an abandoned one (--timeout) may still be running, so
// none may share the state it changes.
func (p *Puzzle) State() *logic.State { return p.initial.Clone() }

// Column computes one rating column of a puzzle.
type Column struct {
	Name    string // CSV header, e.g. "W", "B", "TE", "backdoor"
	Order   int    // position in the list of ratings (internal/names); unique
	Group   string // the heading it is listed under in rate --help
	Compute func(p *Puzzle, opt Options) (string, error)
}

var (
	colMu   sync.Mutex
	columns = map[string]*Column{}
)

// Register adds a rating column; packages register theirs in init.
func Register(c *Column) {
	colMu.Lock()
	defer colMu.Unlock()
	if _, dup := columns[c.Name]; dup {
		panic("experiments: column registered twice: " + c.Name)
	}
	columns[c.Name] = c
	names.Register(names.Ratings, names.Entry{Name: c.Name, Order: c.Order, Group: c.Group})
}

// Lookup finds a registered column by its exact name.
func Lookup(name string) (*Column, error) {
	colMu.Lock()
	defer colMu.Unlock()
	c, ok := columns[name]
	if !ok {
		return nil, names.Unknown(names.Ratings, name)
	}
	return c, nil
}

// Names lists the registered columns in their documented order
// (internal/names).
func Names() []string { return names.Names(names.Ratings) }
