package rating

import (
	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/puzzle"
)

// SAT-side measures (package encode, no code shared with logic), to set
// beside TE and backdoor with `sudolab stats`: TE-sat (nested probing of
// candidates), backdoor-sat (UP backdoors), FL (failed-literal probing,
// negative literals included; on the extended encoding it provably equals
// T&E depth, which this column lets anyone check on a collection).
func init() {
	Register(&Column{Name: "FL", Order: 30, Group: "SAT", Compute: satDepthColumn(encode.FLDepthSol)})
	Register(&Column{Name: "TE-sat", Order: 31, Group: "SAT", Compute: satDepthColumn(encode.TEDepthSol)})
	Register(&Column{Name: "backdoor-sat", Order: 32, Group: "SAT", Compute: backdoorSatColumn})
}

// satState converts a puzzle or pencil-mark grid (a given keeps its value,
// an empty cell of a puzzle every digit).
func satState(g *puzzle.Grid) encode.State { return encode.FromCands(g.N, g.Cells, g.Masks()) }

func intSolution(sol []uint8) []int {
	out := make([]int, len(sol))
	for i, d := range sol {
		out[i] = int(d)
	}
	return out
}

func satDepthColumn(f func(encode.State, []int, int) (int, bool)) func(*Puzzle, Options) (string, error) {
	return func(p *Puzzle, _ Options) (string, error) {
		d, ok := f(satState(p.Grid), intSolution(p.Solution), teMaxDepth)
		if !ok {
			d = teMaxDepth
		}
		return bound(d, ok), nil
	}
}

func backdoorSatColumn(p *Puzzle, _ Options) (string, error) {
	b, _ := encode.BackdoorSize(satState(p.Grid), intSolution(p.Solution), backdoorMaxSize)
	return bound(min(b, backdoorMaxSize), b <= backdoorMaxSize), nil
}
