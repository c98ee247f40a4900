package encode

import (
	"syscall"
	"testing"
	"time"

	"github.com/sudolab/sudolab/internal/refdata"
	"github.com/sudolab/sudolab/internal/refdata/reftest"
)

// refStates reads the puzzle column of a reference file (nil when absent).
func refStates(b *testing.B, rel string, keep func(row []string, h []string) bool) []State {
	if _, ok := refdata.Locate(); !ok {
		b.Skip("reference data absent")
	}
	h, rows := reftest.ReadCSV(b, rel)
	pc := reftest.Column(b, h, "puzzle")
	var out []State
	for _, r := range rows {
		if keep == nil || keep(r, h) {
			out = append(out, puzzleState(b, r[pc]))
		}
	}
	return out
}

// cpuSeconds is the process's user+system CPU time: the machine is shared,
// so wall time alone overstates the cost.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

// benchAll runs f over every state per iteration and reports puzzles/s
// (wall), wall and CPU seconds per whole set.
func benchAll(b *testing.B, ss []State, f func(i int, s State)) {
	b.ResetTimer()
	t0, c0 := time.Now(), cpuSeconds()
	for i := 0; i < b.N; i++ {
		reftest.Parallel(len(ss), func(j int) { f(j, ss[j]) })
	}
	el := time.Since(t0)
	b.ReportMetric(float64(len(ss)*b.N)/el.Seconds(), "puzzles/s")
	b.ReportMetric(el.Seconds()/float64(b.N), "s/set")
	b.ReportMetric((cpuSeconds()-c0)/float64(b.N), "cpu-s/set")
}

func solutions(b *testing.B, ss []State) [][]int {
	sols := make([][]int, len(ss))
	reftest.Parallel(len(ss), func(i int) { sols[i] = solveByProbe(b, ss[i]) })
	return sols
}

func BenchmarkSATTEDepthCBG(b *testing.B) {
	benchAll(b, refStates(b, "cbg-000.csv", nil), func(_ int, s State) { TEDepth(s, 3) })
}

func BenchmarkSATTEDepthSolCBG(b *testing.B) {
	ss := refStates(b, "cbg-000.csv", nil)
	sols := solutions(b, ss)
	benchAll(b, ss, func(i int, s State) { TEDepthSol(s, sols[i], 3) })
}

func BenchmarkSATFLDepthCBG(b *testing.B) {
	benchAll(b, refStates(b, "cbg-000.csv", nil), func(_ int, s State) { FLDepth(s, 3) })
}

func BenchmarkSATBackdoorCBG(b *testing.B) {
	ss := refStates(b, "cbg-000.csv", nil)
	sols := solutions(b, ss)
	benchAll(b, ss, func(i int, s State) { BackdoorSize(s, sols[i], 4) })
}

func shcDepth(want string) func(r, h []string) bool {
	return func(r, h []string) bool { return r[2] == want }
}

func BenchmarkSATTEDepthSHC012(b *testing.B) {
	ss := refStates(b, "shc-examples/TE-depth.csv", func(r, h []string) bool { return r[2] != "3" })
	benchAll(b, ss, func(_ int, s State) { TEDepth(s, 3) })
}

func BenchmarkSATTEDepthSHC3(b *testing.B) {
	benchAll(b, refStates(b, "shc-examples/TE-depth.csv", shcDepth("3")), func(_ int, s State) { TEDepth(s, 3) })
}
