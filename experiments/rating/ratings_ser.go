package rating

import (
	"strings"
	"sync"

	"github.com/sudolab/sudolab/logic/ser"
)

// The Sudoku Explainer ratings (logic/ser, docs/ser.md): SER as Sudoku
// Explainer 1.2.1 (uniqueness rules on) and SER-noU (off, as FPGX's noU).
// The ER column is the rating; <name>_EP and <name>_ED are the other two
// values of SE's triple (rate --ser-triple adds them after their ER column).
// A puzzle SE cannot solve is rated 20.0, as SE prints it.
func init() {
	for i, name := range []string{"SER", "SER-noU"} {
		uniq := name == "SER"
		for j, part := range []string{"", "_EP", "_ED"} {
			Register(&Column{Name: name + part, Order: 40 + 3*i + j, Group: "Sudoku Explainer", Compute: serColumn(name, uniq, j)})
		}
	}
}

// SERTriple inserts the EP and ED columns after each SER or SER-noU column
// of a --ratings list that lacks them.
func SERTriple(list string) string {
	have := map[string]bool{}
	names := strings.Split(list, ",")
	for _, n := range names {
		have[strings.TrimSpace(n)] = true
	}
	var out []string
	for _, n := range names {
		out = append(out, n)
		if t := strings.TrimSpace(n); t == "SER" || t == "SER-noU" {
			for _, p := range []string{"_EP", "_ED"} {
				if !have[t+p] {
					out = append(out, t+p)
				}
			}
		}
	}
	return strings.Join(out, ",")
}

// serMemo keeps a puzzle's triple between its ER, EP and ED columns, which
// the runner computes one after the other for the same puzzle.
type serResult struct {
	once sync.Once
	r    ser.Rating
	err  error
	read int
}

var (
	serMu   sync.Mutex
	serMemo = map[string]*serResult{}
)

func serColumn(name string, uniq bool, part int) func(*Puzzle, Options) (string, error) {
	return func(p *Puzzle, opt Options) (string, error) {
		g := p.Grid
		key := g.Line()
		if uniq {
			key = "U" + key
		}
		if opt.Verify {
			key = "V" + key
		}
		serMu.Lock()
		e := serMemo[key]
		if e == nil {
			if len(serMemo) > 4096 { // columns asked without their ER: bound the memo
				serMemo = map[string]*serResult{}
			}
			e = &serResult{}
			serMemo[key] = e
		}
		serMu.Unlock()
		e.once.Do(func() {
			ctx, cancel := opt.searchContext()
			defer cancel()
			o := ser.Options{Uniqueness: uniq}
			hook, closeProofs, err := opt.serHook(p, name)
			if err != nil {
				e.err = err
				return
			}
			o.OnStep = hook
			e.r, e.err = ser.Rate(ctx, g, o)
			if err := closeProofs(); e.err == nil {
				e.err = err
			}
		})
		serMu.Lock()
		e.read++
		if e.read == 3 {
			delete(serMemo, key)
		}
		serMu.Unlock()
		if e.err != nil {
			return "", searchErr(e.err)
		}
		return ser.String([]int{e.r.ER, e.r.EP, e.r.ED}[part]), nil
	}
}
