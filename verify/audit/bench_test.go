package audit

import (
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sudolab/sudolab/logic"
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

// peakRSS is the process's peak resident set size in MB.
func peakRSS() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Maxrss) / 1024 // Linux: KB
}

// BenchmarkAuditLong streams paths of at least 5,000 steps through Audit:
// sudolab's own paths (W of cbg-000 #2, Trid-OR5FgW of row 2 of mith's
// T&E(3) sample, SFin+W of mith's "lots of subsets" puzzle), each repeated
// with the puzzle line between the copies (every copy restarts the replay
// from the puzzle), and reports steps and SAT proofs per second (wall and
// CPU) and the peak RSS of the process:
//
//	go test -run XXX -bench BenchmarkAuditLong -benchtime 1x ./verify/audit/
func BenchmarkAuditLong(b *testing.B) {
	for _, c := range []struct{ name, puzzle, fam string }{
		{"W", "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75", "W"},
		{"Trid-OR5FgW", "...4.67.9.......3668.....512..76..9....9.2...97..48..2...8.76..7...249..84.69....", "Trid-OR5FgW"},
		{"SFin+W", mithSubsets, "SFin+W"},
	} {
		f, err := logic.FamilyNamed(c.fam)
		if err != nil {
			b.Fatal(err)
		}
		p, err := logic.ResolvePath(parseGrid(b, c.puzzle), f, 36, nil)
		if err != nil {
			b.Fatal(err)
		}
		one := c.puzzle + "\n" + p.Text()
		copies := 5000/strings.Count(p.Text(), "==>") + 1
		text := strings.Repeat(one, copies)
		b.Run(c.name, func(b *testing.B) {
			steps, proofs := 0, 0
			cpu0 := cpuTime()
			for i := 0; i < b.N; i++ {
				tally, err := Audit(initial(b, c.puzzle), strings.NewReader(text), PuzzleLine(c.puzzle), func(r Result) error {
					if r.Status != OK && r.Status != Skipped {
						b.Fatalf("line %d: %s %s", r.Line, r.Status, r.Reason)
					}
					return nil
				})
				if err != nil {
					b.Fatal(err)
				}
				steps += tally.Steps
				proofs += tally.Proofs
			}
			sec := b.Elapsed().Seconds()
			b.ReportMetric(float64(steps)/float64(b.N), "steps/op")
			b.ReportMetric(float64(steps)/sec, "steps/s")
			b.ReportMetric(float64(proofs)/sec, "proofs/s")
			if cpu := (cpuTime() - cpu0).Seconds(); cpu > 0 {
				b.ReportMetric(float64(steps)/cpu, "steps/cpu-s")
				b.ReportMetric(float64(proofs)/cpu, "proofs/cpu-s")
			}
			b.ReportMetric(peakRSS(), "peak-RSS-MB")
		})
	}
}
