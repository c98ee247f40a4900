package exotic

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

type tridRow struct {
	index  int
	puzzle string
	w, gw  int    // reference levels (gw: -1 when absent)
	sets   [3]int // Select1-OR5W, Select2-OR5W, Imp630-OR5W levels (PatternSets order)
}

func loadTridRef(t testing.TB) []tridRow {
	t.Helper()
	header, rows := reftest.ReadCSV(t, "te-depth/mith-TE3-sample1000-levels.csv")
	ci, cp := reftest.Column(t, header, "index"), reftest.Column(t, header, "puzzle")
	cw, cg := reftest.Column(t, header, "trid_or5w_level"), reftest.Column(t, header, "trid_or5gw_level")
	var cs [3]int
	for i, set := range PatternSets {
		cs[i] = reftest.Column(t, header, strings.ToLower(set)+"_or5w_level")
	}
	var out []tridRow
	for _, r := range rows {
		row := tridRow{puzzle: r[cp], gw: -1}
		row.index, _ = strconv.Atoi(r[ci])
		var err error
		if row.w, err = strconv.Atoi(r[cw]); err != nil {
			t.Fatalf("row %v: bad level %q", r, r[cw])
		}
		for i, c := range cs {
			if row.sets[i], err = strconv.Atoi(r[c]); err != nil {
				t.Fatalf("row %v: bad level %q", r, r[c])
			}
		}
		if r[cg] != "" {
			if row.gw, err = strconv.Atoi(r[cg]); err != nil {
				t.Fatalf("row %v: bad level %q", r, r[cg])
			}
		}
		out = append(out, row)
	}
	return out
}

// tridAgreement rates rows with f (in parallel) and reports agreement with
// the column want, the differences and the CPU seconds of each puzzle.
func tridAgreement(t *testing.T, rows []tridRow, f logic.Family, want func(tridRow) int) (agree int, diffs []string, secs []float64) {
	workers := 2
	if v, err := strconv.Atoi(os.Getenv("SUDOLAB_WORKERS")); err == nil && v > 0 {
		workers = v
	}
	got := make([]int, len(rows))
	secs = make([]float64, len(rows))
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= len(rows) {
					return
				}
				pg, err := puzzle.ParseLine(rows[i].puzzle)
				var s *logic.State
				if err == nil {
					s, err = logic.FromGrid(pg)
				}
				if err != nil {
					t.Errorf("row %d: %v", rows[i].index, err)
					continue
				}
				t0 := time.Now()
				lv, err := TridLevel(s, f)
				secs[i] = time.Since(t0).Seconds()
				if err != nil {
					t.Errorf("row %d: %v", rows[i].index, err)
				}
				got[i] = lv
				if os.Getenv("SUDOLAB_VERBOSE") != "" {
					fmt.Printf("#%d got %d want %d %.2fs\n", rows[i].index, lv, want(rows[i]), secs[i])
				}
			}
		}()
	}
	wg.Wait()
	for i, r := range rows {
		if got[i] == want(r) {
			agree++
		} else {
			diffs = append(diffs, fmt.Sprintf("#%d %s: got %d, reference %d", r.index, r.puzzle, got[i], want(r)))
		}
	}
	return agree, diffs, secs
}

func quantiles(xs []float64) string {
	ys := append([]float64(nil), xs...)
	sort.Float64s(ys)
	q := func(p float64) float64 { return ys[int(p*float64(len(ys)-1))] }
	sum := 0.0
	for _, y := range ys {
		sum += y
	}
	return fmt.Sprintf("n=%d median %.3fs p90 %.3fs max %.3fs total %.1fs", len(ys), q(0.5), q(0.9), ys[len(ys)-1], sum)
}

// refSample is the rows a reference test rates: a fixed CI sample of 40
// (every 25th; 10 with -short), all with SUDOLAB_LONG=1, the rows
// SUDOLAB_TRID=from:to or the indices SUDOLAB_TRID_IDX=i,j,….
func refSample(rows []tridRow) []tridRow {
	if v := os.Getenv("SUDOLAB_TRID_IDX"); v != "" {
		want := map[int]bool{}
		for _, f := range strings.Split(v, ",") {
			i, _ := strconv.Atoi(f)
			want[i] = true
		}
		var sample []tridRow
		for _, r := range rows {
			if want[r.index] {
				sample = append(sample, r)
			}
		}
		return sample
	}
	if v := os.Getenv("SUDOLAB_TRID"); v != "" {
		var a, b int
		fmt.Sscanf(v, "%d:%d", &a, &b)
		return rows[a:min(b, len(rows))]
	}
	if reftest.Long() {
		return rows
	}
	var sample []tridRow
	for i := 0; i < len(rows); i += 25 {
		sample = append(sample, rows[i])
	}
	if testing.Short() {
		sample = sample[:10]
	}
	return sample
}

// TestTridOR5WReference compares Trid-OR5W levels with Berthier's on the
// sample of mith's T&E(3) puzzles: a fixed CI sample of 40 puzzles (every
// 25th), all 1,000 with SUDOLAB_LONG=1 (or SUDOLAB_TRID=from:to).
func TestTridOR5WReference(t *testing.T) {
	rows := loadTridRef(t)
	sample := refSample(rows)
	if v := os.Getenv("SUDOLAB_TRID_DEC"); v != "" {
		tridNeedDecided, _ = strconv.Atoi(v)
		defer func() { tridNeedDecided = 2 }()
	}
	agree, diffs, secs := tridAgreement(t, sample, FamilyTridOR5W(), func(r tridRow) int { return r.w })
	t.Logf("Trid-OR5W: %d/%d equal the reference; CPU per puzzle: %s", agree, len(sample), quantiles(secs))
	for _, d := range diffs {
		t.Log(d)
	}
	if !reftest.Long() && os.Getenv("SUDOLAB_TRID") == "" && len(diffs) > 0 {
		t.Errorf("%d differences on the CI sample", len(diffs))
	}
}

// TestTridOR5gWReference compares Trid-OR5gW levels with Berthier's on the
// 53 puzzles of the sample that have one (without SUDOLAB_LONG=1, a CI
// sample of 4 that g-whips rate fast).
func TestTridOR5gWReference(t *testing.T) {
	var sample []tridRow
	for _, r := range loadTridRef(t) {
		if r.gw >= 0 {
			sample = append(sample, r)
		}
	}
	if !reftest.Long() {
		sample = []tridRow{sample[2], sample[3], sample[6], sample[8]}
	}
	agree, diffs, secs := tridAgreement(t, sample, FamilyTridOR5gW(), func(r tridRow) int { return r.gw })
	t.Logf("Trid-OR5gW: %d/%d equal the reference; CPU per puzzle: %s", agree, len(sample), quantiles(secs))
	for _, d := range diffs {
		t.Log(d)
	}
	if !reftest.Long() && len(diffs) > 0 {
		t.Errorf("%d differences on the CI sample", len(diffs))
	}
}

// TestPatternsOR5WReference compares Select1-OR5W, Select2-OR5W and
// Imp630-OR5W with Berthier's levels on the same samples as
// TestTridOR5WReference (SUDOLAB_SETS=Imp630,… for some of the sets).
func TestPatternsOR5WReference(t *testing.T) {
	rows := loadTridRef(t)
	sample := refSample(rows)
	for i, set := range PatternSets {
		if v := os.Getenv("SUDOLAB_SETS"); v != "" && !strings.Contains(","+v+",", ","+set+",") {
			continue
		}
		t.Run(set, func(t *testing.T) {
			agree, diffs, secs := tridAgreement(t, sample, FamilyPatternsOR5W(set), func(r tridRow) int { return r.sets[i] })
			t.Logf("%s-OR5W: %d/%d equal the reference; CPU per puzzle: %s", set, agree, len(sample), quantiles(secs))
			for _, d := range diffs {
				t.Log(d)
			}
			if !reftest.Long() && os.Getenv("SUDOLAB_TRID") == "" && os.Getenv("SUDOLAB_TRID_IDX") == "" && len(diffs) > 0 {
				t.Errorf("%d differences on the CI sample", len(diffs))
			}
		})
	}
}
