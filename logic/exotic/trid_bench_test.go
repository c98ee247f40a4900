//go:build linux

package exotic

import (
	"os"
	"runtime"
	"sort"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/sudolab/sudolab/logic"
)

// threadCPU is the CPU time of the calling OS thread.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkTridOR5W rates the sample of mith's T&E(3) puzzles with
// Trid-OR5W, one puzzle after the other on one locked thread, and reports
// the distribution of CPU time per puzzle (SUDOLAB_BENCH_N puzzles, default
// 100; 1000 for the whole sample):
//
//	SUDOLAB_REFDATA=… SUDOLAB_BENCH_N=1000 go test ./logic -run '^$' -bench TridOR5W -benchtime 1x
func BenchmarkTridOR5W(b *testing.B) { benchFamily(b, FamilyTridOR5W) }

// BenchmarkPatternsOR5W does the same for Select1-OR5W, Select2-OR5W and
// Imp630-OR5W (sub-benchmarks named after the set):
//
//	SUDOLAB_REFDATA=… SUDOLAB_BENCH_N=1000 go test ./logic/exotic -run '^$' -bench PatternsOR5W/Imp630 -benchtime 1x
func BenchmarkPatternsOR5W(b *testing.B) {
	for _, set := range PatternSets {
		b.Run(set, func(b *testing.B) { benchFamily(b, func() logic.Family { return FamilyPatternsOR5W(set) }) })
	}
}

func benchFamily(b *testing.B, fam func() logic.Family) {
	rows := loadTridRef(b)
	n := 100
	if v, err := strconv.Atoi(os.Getenv("SUDOLAB_BENCH_N")); err == nil && v > 0 {
		n = min(v, len(rows))
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	for it := 0; it < b.N; it++ {
		secs := make([]float64, 0, n)
		var heap uint64
		for _, r := range rows[:n] {
			s := stateOf(b, r.puzzle)
			t0 := threadCPU()
			if _, err := TridLevel(s, fam()); err != nil {
				b.Fatal(err)
			}
			secs = append(secs, (threadCPU() - t0).Seconds())
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			heap = max(heap, ms.HeapSys)
		}
		sort.Float64s(secs)
		total := 0.0
		for _, x := range secs {
			total += x
		}
		q := func(p float64) float64 { return secs[int(p*float64(len(secs)-1))] }
		b.ReportMetric(q(0.5), "median-s/puzzle")
		b.ReportMetric(q(0.9), "p90-s/puzzle")
		b.ReportMetric(q(0.99), "p99-s/puzzle")
		b.ReportMetric(secs[len(secs)-1], "max-s/puzzle")
		b.ReportMetric(total, "total-CPU-s")
		b.ReportMetric(float64(heap)/(1<<20), "heap-MiB")
	}
}
