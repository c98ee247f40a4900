package audit

import (
	"os"
	"syscall"
	"testing"
	"time"
)

// cpuTime is the process's user + system CPU time: on a shared machine the
// wall time says little, so the benchmark also reports per CPU second.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkAudit replays the published SudoRules logs of testdata (reading,
// pattern checks and SAT proofs) and reports steps and SAT proofs per
// second of wall time and of CPU time:
//
//	go test -run XXX -bench BenchmarkAudit ./verify/audit/
func BenchmarkAudit(b *testing.B) {
	for _, c := range []struct{ name, file, puzzle string }{
		{"subsets", "testdata/lots-of-subsets.log", mithSubsets},
		{"chains", "testdata/obiwahn-tarek-160.log", obiWahn160},
	} {
		text, err := os.ReadFile(c.file)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			steps, proofs := 0, 0
			cpu0 := cpuTime()
			for i := 0; i < b.N; i++ {
				rep := audit(b, c.puzzle, string(text))
				steps += len(rep.Results)
				proofs += rep.Proofs
			}
			sec := b.Elapsed().Seconds()
			b.ReportMetric(float64(steps)/sec, "steps/s")
			b.ReportMetric(float64(proofs)/sec, "proofs/s")
			if cpu := (cpuTime() - cpu0).Seconds(); cpu > 0 {
				b.ReportMetric(float64(steps)/cpu, "steps/cpu-s")
				b.ReportMetric(float64(proofs)/cpu, "proofs/cpu-s")
			}
		})
	}
}
