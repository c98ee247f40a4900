package logic

import (
	"math/bits"
	"testing"
)

// segmentByMask (the tables, and the fallback without them) names the
// segment segmentOf names, with that segment's positions in the variable,
// for every rn, cn and bn variable and every set of ≥ 2 positions.
func TestSegmentByMask(t *testing.T) {
	for _, n := range []int{2, 3} {
		g := Geom(n)
		gg := g.gg()
		noTab := *gg
		noTab.segTab = segTable{}
		for v := g.Side * g.Side; v < g.NVars; v++ {
			for cm := uint32(0); cm < 1<<g.Side; cm++ {
				if bits.OnesCount32(cm) < 2 {
					continue
				}
				var xs []Cand
				for m := cm; m != 0; m &= m - 1 {
					xs = append(xs, g.VarCands(v)[bits.TrailingZeros32(m)])
				}
				want := gg.segmentOf(g, v, xs)
				var wantPos uint32
				if want >= 0 {
					for p, x := range g.VarCands(v) {
						for _, y := range gg.labels[want].Members {
							if x == y {
								wantPos |= 1 << p
							}
						}
					}
				}
				for i, h := range []*gGeom{gg, &noTab} {
					gi, pos := h.segmentByMask(g, v, cm)
					if gi != want || pos != wantPos {
						t.Fatalf("N=%d variable %d mask %b (tables %v): segment %d at %b, want %d at %b",
							n, v, cm, i == 0, gi, pos, want, wantPos)
					}
				}
			}
		}
	}
}
