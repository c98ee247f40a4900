package rating

import (
	"strconv"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/te"
)

// T&E classifications and singles backdoors (docs/te-backdoors.md): TE, BxB, BxBB,
// backdoor (size b) and backdoors (how many of size b). Values beyond the
// bound print ">N".
const (
	teMaxDepth      = 3  // known 9×9 puzzles have depth ≤ 3
	bxbMaxLen       = 30 // SHC 6.2 default, used for the reference BxB file
	bxbbMaxLen      = 5  // SHC default for BxBB
	backdoorMaxSize = 4
)

func init() {
	Register(&Column{Name: "TE", Order: 20, Group: "T&E, braids, backdoors", Compute: teColumn})
	Register(&Column{Name: "BxB", Order: 21, Group: "T&E, braids, backdoors", Compute: bxColumn(te.BxB, bxbMaxLen)})
	Register(&Column{Name: "BxBB", Order: 22, Group: "T&E, braids, backdoors", Compute: bxColumn(te.BxBB, bxbbMaxLen)})
	Register(&Column{Name: "backdoor", Order: 23, Group: "T&E, braids, backdoors", Compute: backdoorColumn(false)})
	Register(&Column{Name: "backdoors", Order: 24, Group: "T&E, braids, backdoors", Compute: backdoorColumn(true)})
}

func bound(v int, ok bool) string {
	if ok {
		return strconv.Itoa(v)
	}
	return ">" + strconv.Itoa(v)
}

func teColumn(p *Puzzle, _ Options) (string, error) {
	return bound(te.TEDepth(p.State(), teMaxDepth, te.TEOptions{Solution: p.Solution})), nil
}

type bxFunc func(*logic.State, int, func(int) logic.Theory, te.TEOptions) (int, bool)

func bxColumn(f bxFunc, defMax int) func(*Puzzle, Options) (string, error) {
	return func(p *Puzzle, opt Options) (string, error) {
		s, sol := p.State(), p.Solution
		max := defMax
		if opt.MaxLength > 0 {
			max = opt.MaxLength
		}
		return bound(f(s, max, nil, te.TEOptions{Solution: sol})), nil
	}
}

// backdoorColumn gives b, or with count the number of backdoors of size b
// (empty when b exceeds the bound).
func backdoorColumn(count bool) func(*Puzzle, Options) (string, error) {
	return func(p *Puzzle, _ Options) (string, error) {
		s, sol := p.State(), p.Solution
		r := te.Backdoors(s, sol, backdoorMaxSize, false)
		switch {
		case !r.Found && count:
			return "", nil
		case count:
			return strconv.Itoa(r.Count), nil
		}
		return bound(r.Size, r.Found), nil
	}
}
