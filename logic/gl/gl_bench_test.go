package gl_test

import (
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
)

// BenchmarkGLCBG: exhaustive GL search (order <= 4, rank <= 1, default
// footprint caps) on the BRT state of every cbg-000 puzzle with W >= 8;
// reports the median and worst seconds per state (goal <= 10 s).
func BenchmarkGLCBG(b *testing.B) {
	header, rows := reftest.ReadCSV(b, "cbg-000.csv")
	pc, wc := reftest.Column(b, header, "puzzle"), reftest.Column(b, header, "W")
	var states []*logic.State
	for _, r := range rows {
		if w, err := strconv.Atoi(r[wc]); err == nil && w >= 8 {
			states = append(states, brtOf(b, r[pc]))
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var secs []float64
		var nodes int64
		for _, s := range states {
			t0 := time.Now()
			res := gl.GLSearch(s, gl.GLOptions{Order: 4, Rank: 1, All: true})
			secs = append(secs, time.Since(t0).Seconds())
			nodes += res.Nodes
			if res.Truncated {
				b.Errorf("search truncated")
			}
		}
		slices.Sort(secs)
		b.ReportMetric(float64(len(states)), "states")
		b.ReportMetric(secs[len(secs)/2], "median-s/state")
		b.ReportMetric(secs[len(secs)-1], "worst-s/state")
		b.ReportMetric(float64(nodes)/float64(len(states)), "nodes/state")
	}
}

// BenchmarkGLFamilies: the family counts of docs/general-logic.md §6.5.4 (one sub-benchmark per
// cell of the table; the counts are asserted in TestGL16FamilyCounts).
func BenchmarkGLFamilies(b *testing.B) {
	cases := []struct {
		name  string
		p     string
		n, d  int
		count int64
	}{
		{"P004c-nocap-n4", p004c, 4, 0, 936283},
		{"P004a-nocap-n4", p004a, 4, 0, 287730},
		{"P004c-D1-n6", p004c, 6, 1, 67},
		{"P004c-D2-n5", p004c, 5, 2, 256611},
		{"P004c-D3-n4", p004c, 4, 3, 271963},
		{"EM-D2-n4", em, 4, 2, 379689},
		{"EM-D3-n3", em, 3, 3, 50645},
	}
	for _, tc := range cases {
		b.Run(tc.name, func(b *testing.B) {
			s := brtOf(b, tc.p)
			for i := 0; i < b.N; i++ {
				if got := gl.GLCountFamilies(s, tc.n, tc.d)[tc.n]; got != tc.count {
					b.Fatalf("%d families, want %d", got, tc.count)
				}
			}
		})
	}
}

// BenchmarkGLComplete: the complete general-logic search (DMax -1, no
// footprint caps, rank <= 1, every logic) of order 4, 5 and 6 on the BRT
// state of each cbg-000 puzzle with W >= 8, one sub-benchmark per order
// and puzzle index (e.g. -bench 'GLComplete/o5/16845'); one worker, so
// that ns/op is the CPU time of the search (goals: order 5 <= 10 s,
// order 6 <= 120 s per state). Reports families, nodes and logics.
func BenchmarkGLComplete(b *testing.B) {
	header, rows := reftest.ReadCSV(b, "cbg-000.csv")
	pc, wc := reftest.Column(b, header, "puzzle"), reftest.Column(b, header, "W")
	ic := reftest.Column(b, header, "index")
	for _, order := range []int{4, 5, 6} {
		for _, r := range rows {
			if w, err := strconv.Atoi(r[wc]); err != nil || w < 8 {
				continue
			}
			b.Run("o"+strconv.Itoa(order)+"/"+r[ic], func(b *testing.B) {
				s := brtOf(b, r[pc])
				for i := 0; i < b.N; i++ {
					res := gl.GLSearch(s, gl.GLOptions{Order: order, Rank: 1, DMax: -1, All: true, Workers: 1})
					if res.Truncated {
						b.Fatalf("search truncated")
					}
					b.ReportMetric(float64(res.Families[order]), "families")
					b.ReportMetric(float64(res.Nodes), "nodes")
					b.ReportMetric(float64(len(res.Logics)), "logics")
				}
			})
		}
	}
}
