package logic

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/puzzle"
)

type refRow struct {
	index  int
	puzzle string
	want   map[string]int
}

func loadRef(t testing.TB) []refRow {
	t.Helper()
	header, rows := reftest.ReadCSV(t, "cbg-000.csv")
	cols := map[string]int{}
	for _, name := range []string{"index", "puzzle", "W", "B", "gW", "gB"} {
		cols[name] = reftest.Column(t, header, name)
	}
	var out []refRow
	for _, r := range rows {
		idx, _ := strconv.Atoi(r[cols["index"]])
		rr := refRow{index: idx, puzzle: r[cols["puzzle"]], want: map[string]int{}}
		for _, f := range []string{"W", "B", "gW", "gB"} {
			v, err := strconv.Atoi(r[cols[f]])
			if err != nil {
				t.Fatalf("row %d: %s=%q", idx, f, r[cols[f]])
			}
			rr.want[f] = v
		}
		out = append(out, rr)
	}
	return out
}

func mustParse(t testing.TB, line string) *puzzle.Grid {
	t.Helper()
	pg, err := puzzle.ParseLine(line)
	if err != nil {
		t.Fatalf("parse %q: %v", line, err)
	}
	return pg
}

// TestExplore is a development aid: SUDOLAB_EXPLORE=W:2000 rates the first
// 2000 puzzles with W and prints mismatches.
func TestExplore(t *testing.T) {
	spec := os.Getenv("SUDOLAB_EXPLORE")
	if spec == "" {
		t.Skip("SUDOLAB_EXPLORE not set")
	}
	fam := spec[:len(spec)-len(spec[indexByte(spec, ':'):])]
	n, _ := strconv.Atoi(spec[indexByte(spec, ':')+1:])
	if v := os.Getenv("SUDOLAB_FILTERMIN"); v != "" {
		FilterMinLen, _ = strconv.Atoi(v)
	}
	f, err := FamilyByName(fam)
	if err != nil {
		t.Fatal(err)
	}
	rows := loadRef(t)
	if spec[indexByte(spec, ':')+1:] == "hard" {
		var hard []refRow
		for _, r := range rows {
			if r.want["W"] >= 7 {
				hard = append(hard, r)
			}
		}
		rows, n = hard, len(hard)
	}
	if n > len(rows) {
		n = len(rows)
	}
	start := time.Now()
	bad := 0
	for _, r := range rows[:n] {
		t0 := time.Now()
		got, err := RateValid(mustParse(t, r.puzzle), f, 36)
		if err != nil {
			t.Fatalf("#%d: %v", r.index, err)
		}
		if el := time.Since(t0); el > 2*time.Second || os.Getenv("SUDOLAB_VERBOSE") != "" {
			t.Logf("#%d %s=%v time %v", r.index, fam, got, el)
		}
		if got.FileValue() != r.want[fam] {
			bad++
			t.Logf("#%d %s got %v want %d", r.index, fam, got, r.want[fam])
		}
	}
	t.Logf("%s: %d/%d agree, %v", fam, n-bad, n, time.Since(start))
}

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return len(s)
}

// artefact is a documented disagreement with the reference files caused by
// SudoRules' partial-whip deduplication (docs/ratings.md §4.6): SudoRules keeps one
// partial whip per (target, sequence of rlcs), so it can miss a loopless
// whip; our complete search finds it and rates lower. The SAT proof of each
// pattern belongs to verify/prove (encode.Prove) and can be added there; the
// pattern itself is re-validated by verify's checker in its tests.
type artefact struct {
	file, ours int
	pattern    string
	reason     string
}

var artefacts = map[string]map[int]artefact{
	"W": {
		8422: {7, 6,
			"whip[6]: c4n9{r9 r4} - b6n9{r4c7 r5c8} - r5c5{n9 n4} - r6n4{c5 c8} - r9c8{n4 n5} - b8n5{r9c6 .} ==> r8c5≠9",
			"at step 19 of the W path, emulating SudoRules' one-partial-whip-per-rlc-sequence store (in our search order) " +
				"loses this whip[6], and the path then needs a whip[7], which reproduces the file's 7 (TestArtefactsDedup); " +
				"the complete search finds it and every step of our path passes verify.CheckStep; file B = gB = 6"},
	},
	"gW": {
		8422: {7, 6, "the same whip[6] as for W",
			"by analogy with W: our gW path uses the same whip[6] and every step passes verify.CheckStep; " +
				"our dedup emulation does not reproduce the 7 for gW (its g-whip search keeps other representatives), " +
				"so this one is a suspected, not a reproduced, docs/ratings.md §4.6 artefact"},
		109: {9, 8,
			"whip[8]: r6n3{c2 c6} - c6n2{r6 r3} - r2n2{c4 c8} - c5n2{r2 r9} - r9c4{n2 n7} - r2n7{c4 c7} - r2n6{c7 c3} - r5n6{c3 .} ==> r5c1≠3",
			"state S109 (docs/test-cases.md §11.3): SudoRules stored another partial whip with the same rlc sequence (c5n2{r3 r9} - r2n2{c5 c8} …) and found only a whip[9]; " +
				"with its dedup test removed SudoRules finds this whip[8] too"},
	},
}

// rateRows rates rows with family fam on all CPUs and returns the
// disagreements "index: got vs want" and the slowest puzzle.
func rateRows(t *testing.T, fam string, rows []refRow) (bad map[int]int, slowest int, slowTime time.Duration) {
	f, err := FamilyByName(fam)
	if err != nil {
		t.Fatal(err)
	}
	bad = map[int]int{}
	var mu sync.Mutex
	reftest.Parallel(len(rows), func(i int) {
		r := rows[i]
		pg, err := puzzle.ParseLine(r.puzzle)
		if err != nil {
			t.Errorf("#%d: %v", r.index, err)
			return
		}
		t0 := time.Now()
		got, err := RateValid(pg, f, DefaultMaxLen)
		el := time.Since(t0)
		mu.Lock()
		if err != nil {
			t.Errorf("#%d %s: %v", r.index, fam, err)
		} else if got.FileValue() != r.want[fam] {
			bad[r.index] = got.FileValue()
		}
		if el > slowTime {
			slowest, slowTime = r.index, el
		}
		mu.Unlock()
	})
	return bad, slowest, slowTime
}

func checkAgreement(t *testing.T, rows []refRow, label string, fams []string) {
	for _, fam := range fams {
		t0 := time.Now()
		bad, slowest, slowTime := rateRows(t, fam, rows)
		agree := len(rows) - len(bad)
		var idx []int
		for i := range bad {
			idx = append(idx, i)
		}
		sort.Ints(idx)
		byIndex := map[int]refRow{}
		for _, r := range rows {
			byIndex[r.index] = r
		}
		known := 0
		for _, i := range idx {
			if a, ok := artefacts[fam][i]; ok && a.ours == bad[i] && a.file == byIndex[i].want[fam] {
				known++
				continue
			}
			t.Errorf("%s #%d: got %d, reference %d", fam, i, bad[i], byIndex[i].want[fam])
		}
		t.Logf("%s on %s: %d/%d agree, %d documented artefact(s); %v wall; slowest #%d %v",
			fam, label, agree, len(rows), known, time.Since(t0).Round(time.Millisecond), slowest, slowTime.Round(time.Millisecond))
	}
}

// TestReferenceCI checks W, B, gW, gB against cbg-000.csv on the CI subset:
// the first 2,000 puzzles plus every puzzle with W ≥ 7.
func TestReferenceCI(t *testing.T) {
	if testing.Short() {
		t.Skip("short mode")
	}
	rows := loadRef(t)
	var sub []refRow
	for i, r := range rows {
		if i < 2000 || r.want["W"] >= 7 {
			sub = append(sub, r)
		}
	}
	checkAgreement(t, sub, fmt.Sprintf("CI subset (%d puzzles)", len(sub)), ratingsFromEnv())
}

// TestReferenceFull checks the whole collection (SUDOLAB_FULL=1;
// SUDOLAB_RATINGS=W,B restricts the ratings, default all four).
func TestReferenceFull(t *testing.T) {
	if os.Getenv("SUDOLAB_FULL") != "1" {
		t.Skip("set SUDOLAB_FULL=1 to rate all of cbg-000")
	}
	rows := loadRef(t)
	checkAgreement(t, rows, fmt.Sprintf("cbg-000 (%d puzzles)", len(rows)), ratingsFromEnv())
}

func ratingsFromEnv() []string {
	if v := os.Getenv("SUDOLAB_RATINGS"); v != "" {
		return strings.Split(v, ",")
	}
	return []string{"W", "B", "gW", "gB"}
}

// TestArtefactPatterns: each documented artefact's pattern is a valid
// pattern of the family at the stated state (here: S109 for #109).
func TestArtefactPatterns(t *testing.T) {
	s := parseS109(t)
	s.BRT()
	cs := newChainSearch(s.G)
	cs.loadState(s)
	a := artefacts["gW"][109]
	p := parseWhipLine(t, s.G, a.pattern)
	if !p.validFor(s.G, cs.cur, s.G.Cand(4*9, 3)) {
		t.Errorf("artefact pattern invalid: %s", a.pattern)
	}
}

func benchRate(b *testing.B, fam string) {
	rows := loadRef(b)
	n := 500
	if v, err := strconv.Atoi(os.Getenv("SUDOLAB_BENCH_N")); err == nil && v > 0 {
		n = v
	}
	if n > len(rows) {
		n = len(rows)
	}
	f, _ := FamilyByName(fam)
	var pgs []*puzzle.Grid
	for _, r := range rows[:n] {
		pg, err := puzzle.ParseLine(r.puzzle)
		if err != nil {
			b.Fatal(err)
		}
		pgs = append(pgs, pg)
	}
	b.ResetTimer()
	for it := 0; it < b.N; it++ {
		for _, pg := range pgs {
			if _, err := RateValid(pg, f, DefaultMaxLen); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

// Benchmarks on the first SUDOLAB_BENCH_N (default 500) puzzles of cbg-000.
func BenchmarkRateW(b *testing.B)  { benchRate(b, "W") }
func BenchmarkRateB(b *testing.B)  { benchRate(b, "B") }
func BenchmarkRateGW(b *testing.B) { benchRate(b, "gW") }
func BenchmarkRateGB(b *testing.B) { benchRate(b, "gB") }

// TestArtefactsDedup: with SudoRules' partial-whip dedup emulated, our
// search reproduces the file value of #8422; the complete search gives
// the lower value.
func TestArtefactsDedup(t *testing.T) {
	for _, c := range []struct {
		idx         int
		fam, puzzle string
	}{
		{8422, "W", "...4.6.89.5...9.3..8.3..4...4...8.6.......1..9..5....25...6..2..6...4..8..1.7...."},
		// #109 gW is not listed: which partial whip the store keeps depends
		// on CLIPS' order, and ours keeps a representative that still
		// extends; docs/ratings.md §4.6 established it with SudoRules itself.
	} {
		a := artefacts[c.fam][c.idx]
		f, _ := FamilyByName(c.fam)
		for _, dedup := range []bool{false, true} {
			s, err := FromGrid(parse81(t, c.puzzle))
			if err != nil {
				t.Fatal(err)
			}
			st := NewStrategy(f, 0)
			st.emulateDedup = dedup
			res, err := st.Run(s)
			if err != nil || res.Status != Solved {
				t.Fatalf("%v %v", res, err)
			}
			want := map[bool]int{false: a.ours, true: a.file}[dedup]
			if res.Rating != want {
				t.Errorf("#%d %s dedup=%v: %d, want %d", c.idx, c.fam, dedup, res.Rating, want)
			}
		}
	}
}
