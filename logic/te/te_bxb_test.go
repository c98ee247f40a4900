package te

import (
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/logic"
)

// teCheckBx compares BxB/BxBB with a reference file, in parallel; CI keeps
// the rows whose expected value is ≤ ciMax, one in keep.
func teCheckBx(t *testing.T, rel, col string, f func(*logic.State, int, func(int) logic.Theory, TEOptions) (int, bool), maxLen, ciMax, keep int) {
	ps := loadTE(t, rel, col, 1)
	if !reftest.Long() {
		var sub []tePuzzle
		for i, p := range ps {
			if v, _ := strconv.Atoi(p.want); v <= ciMax && i%keep == 0 {
				sub = append(sub, p)
			}
		}
		ps = sub
	}
	var mu sync.Mutex
	bad := 0
	start := time.Now()
	reftest.Parallel(len(ps), func(i int) {
		p := ps[i]
		t0 := time.Now()
		v, ok := f(p.st, maxLen, nil, TEOptions{Solution: p.sol})
		got := depthString(v, ok)
		mu.Lock()
		defer mu.Unlock()
		if got != p.want {
			bad++
			t.Errorf("%s: got %s, want %s", p.id, got, p.want)
		}
		if reftest.Long() {
			t.Logf("%s: %s (%v)", p.id, got, time.Since(t0).Round(time.Millisecond))
		}
	})
	t.Logf("%d/%d agree in %v", len(ps)-bad, len(ps), time.Since(start).Round(time.Millisecond))
}

func TestBxBSHC(t *testing.T) {
	teCheckBx(t, "shc-examples/BxB.csv", "expected", BxB, 30, 3, 8)
}

func TestBxBBSHC(t *testing.T) {
	teCheckBx(t, "shc-examples/BxBB.csv", "expected", BxBB, 5, 2, 20)
}

// BxB for the T&E(2) collections and the T&E(3) samples' BxBB, long mode only
// (CI: a few rows).
func TestBxBFiles(t *testing.T) {
	for _, f := range []struct {
		rel, col string
		depth    int
		keep     int
	}{
		{"te-depth/mat-18c-highest-SER.csv", "BxB", 1, 12},
		{"te-depth/blue-18c-TE2-780.csv", "BxB", 1, 100},
		{"te-depth/eleven-26370-TE2-sample.csv", "BxB", 1, 200},
		{"te-depth/monhard-TE3.csv", "BxBB", 2, 1000},
	} {
		t.Run(f.rel, func(t *testing.T) {
			fn, max := BxB, 30
			if f.depth == 2 {
				fn, max = BxBB, 5
			}
			teCheckBx(t, f.rel, f.col, fn, max, 3, f.keep)
		})
	}
}

// The T&E filter (fast BRT trials) and the safe marks of a monotone theory
// only save time: T&E(B_p, 1) must reach the same state without them.
func TestTETheoryShortcutsNeutral(t *testing.T) {
	ps := loadTE(t, "shc-examples/BxB.csv", "expected", 40)
	for _, p := range ps[:2] {
		base := p.st.Clone()
		TE(base, logic.BRTTheory, 1, TEOptions{})
		th := BraidTheory(2)
		a, b := base.Clone(), base.Clone()
		sa, _, _ := teTheory(a, th, 1, TEOptions{Solution: p.sol}, nil, 0, false)
		sb, _, _ := teTheory(b, braidStrategy(2), 1, TEOptions{}, nil, 0, true)
		if sa != sb || !a.Equal(b) {
			t.Errorf("%s: with shortcuts %v, without %v (states equal: %v)", p.id, sa, sb, a.Equal(b))
		}
	}
}

// braidStrategy is B_p as the simplest-first strategy (whip[1], then braids
// by increasing length, restarting after each elimination): the reference
// BraidTheory's closure is tested against.
func braidStrategy(p int) logic.Theory {
	return logic.NewTheory(logic.Family{Name: "B", Rules: []logic.Rule{logic.Whip1Rule{}, logic.BraidRule{}}}, p)
}

// The round closure of B_p reaches the strategy's fixpoint, on trial
// states (RS+Z, as in T&E) of SHC BxB examples.
func TestBraidClosureSameFixpoint(t *testing.T) {
	ps := loadTE(t, "shc-examples/BxB.csv", "expected", 15)
	trials, contra := 0, 0
	for _, p := range ps {
		base := p.st.Clone()
		TE(base, logic.BRTTheory, 1, TEOptions{})
		for _, pl := range []int{1, 2, 3, 4} {
			for x := logic.Cand(0); int(x) < base.G.NCands; x += 7 {
				if !base.Has(x) {
					continue
				}
				a := base.Clone()
				a.Assert(base.G.CellOf(x), base.G.DigitOf(x))
				b := a.Clone()
				sa, sb := BraidTheory(pl).Close(a), braidStrategy(pl).Close(b)
				trials++
				if sa == logic.Contradiction {
					contra++
				}
				if sa != sb || sa == logic.Open && !a.Equal(b) {
					t.Fatalf("%s, B%d, trial %s: closure %v, strategy %v (states equal: %v)", p.id, pl, base.G.FormatValue(x), sa, sb, a.Equal(b))
				}
			}
		}
	}
	if contra == 0 || contra == trials {
		t.Errorf("trials not varied: %d of %d contradictory", contra, trials)
	}
	t.Logf("%d trials, %d contradictory: same status and fixpoint", trials, contra)
}

// Goals: the 153 BxB examples in ≤ 5 min, the 140 BxBB examples in ≤ 60 s.
func BenchmarkBxBSHC(b *testing.B)  { benchBx(b, "shc-examples/BxB.csv", BxB, 30) }
func BenchmarkBxBBSHC(b *testing.B) { benchBx(b, "shc-examples/BxBB.csv", BxBB, 5) }

func benchBx(b *testing.B, rel string, f func(*logic.State, int, func(int) logic.Theory, TEOptions) (int, bool), maxLen int) {
	ps := loadTE(b, rel, "expected", 1)
	b.ResetTimer()
	cpu := teCPU()
	defer func() { b.ReportMetric((teCPU()-cpu)/float64(b.N), "cpu-s/op") }()
	for i := 0; i < b.N; i++ {
		reftest.Parallel(len(ps), func(k int) { f(ps[k].st, maxLen, nil, TEOptions{Solution: ps[k].sol}) })
	}
	b.ReportMetric(float64(len(ps)*b.N)/b.Elapsed().Seconds(), "puzzles/s")
}
