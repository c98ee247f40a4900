package ser

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/puzzle"
)

// BenchmarkRateHard rates rows of a hard file in SER mode (SER_BENCH_U=0:
// SER-noU) per iteration: SER_HARD_FILE (relative to te-depth/, default
// eleven-26370-TE2-sample.csv) and SER_HARD_ROWS, a list of 1-based data
// rows and ranges ("1-29", the default, or "3,7,10-12"). It fails on a
// triple that differs from the file's and reports the CPU time per puzzle.
func BenchmarkRateHard(b *testing.B) {
	name := os.Getenv("SER_HARD_FILE")
	if name == "" {
		name = "eleven-26370-TE2-sample.csv"
	}
	rows := readRef(b, filepath.Join(refDir(b), "te-depth", name), "SER", "SER_EP", "SER_ED")
	spec := os.Getenv("SER_HARD_ROWS")
	if spec == "" {
		spec = "1-29"
	}
	var sel []refRow
	for _, part := range strings.Split(spec, ",") {
		lo, hi, _ := strings.Cut(part, "-")
		a, err := strconv.Atoi(lo)
		if err != nil {
			b.Fatalf("SER_HARD_ROWS %q: %v", spec, err)
		}
		z := a
		if hi != "" {
			if z, err = strconv.Atoi(hi); err != nil {
				b.Fatalf("SER_HARD_ROWS %q: %v", spec, err)
			}
		}
		for i := a; i <= z && i <= len(rows); i++ {
			sel = append(sel, rows[i-1])
		}
	}
	uniq := os.Getenv("SER_BENCH_U") != "0"
	b.ResetTimer()
	cpu0 := cpuTime()
	for it := 0; it < b.N; it++ {
		for _, r := range sel {
			p, err := puzzle.ParseLine(r.puzzle)
			if err != nil {
				b.Fatal(err)
			}
			got, err := Rate(context.Background(), p, Options{Uniqueness: uniq})
			if err != nil {
				b.Fatal(err)
			}
			if uniq && (got.ER != r.want["SER"] || got.EP != r.want["SER_EP"] || got.ED != r.want["SER_ED"]) {
				b.Errorf("%s: got %s/%s/%s, want %s/%s/%s", r.puzzle, String(got.ER), String(got.EP), String(got.ED),
					String(r.want["SER"]), String(r.want["SER_EP"]), String(r.want["SER_ED"]))
			}
		}
	}
	per := float64(b.N * len(sel))
	if c := cpuTime() - cpu0; c > 0 {
		b.ReportMetric(float64(c.Nanoseconds())/per/1e9, "cpu-s/puzzle")
	}
}
