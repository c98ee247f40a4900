package te

import (
	"syscall"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
)

// teCPU is the process's user+system CPU time in seconds: the machine is
// shared, so wall time alone overstates the cost.
func teCPU() float64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

func benchDepth(b *testing.B, rel string, withSolution bool) {
	ps := loadTE(b, rel, "puzzle", 1)
	b.ResetTimer()
	cpu := teCPU()
	defer func() { b.ReportMetric((teCPU()-cpu)/float64(b.N), "cpu-s/op") }()
	for i := 0; i < b.N; i++ {
		reftest.Parallel(len(ps), func(k int) {
			opt := TEOptions{}
			if withSolution {
				opt.Solution = ps[k].sol
			}
			TEDepth(ps[k].st, 3, opt)
		})
	}
	b.ReportMetric(float64(len(ps)*b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

// Goal: all of cbg-000 in ≤ 3 s on 2 cores.
func BenchmarkTEDepthCBG(b *testing.B)           { benchDepth(b, "cbg-000.csv", true) }
func BenchmarkTEDepthCBGNoSolution(b *testing.B) { benchDepth(b, "cbg-000.csv", false) }
func BenchmarkTEDepthSHC(b *testing.B)           { benchDepth(b, "shc-examples/TE-depth.csv", true) }

// Goal: as gsf's program, all of cbg-000 in ≤ 3.8 s.
func BenchmarkBackdoorCBG(b *testing.B) {
	ps := loadTE(b, "cbg-000.csv", "puzzle", 1)
	b.ResetTimer()
	cpu := teCPU()
	defer func() { b.ReportMetric((teCPU()-cpu)/float64(b.N), "cpu-s/op") }()
	for i := 0; i < b.N; i++ {
		reftest.Parallel(len(ps), func(k int) {
			Backdoors(ps[k].st, ps[k].sol, 4, false)
		})
	}
	b.ReportMetric(float64(len(ps)*b.N)/b.Elapsed().Seconds(), "puzzles/s")
}
