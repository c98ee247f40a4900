package gen

import (
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/stat/distuv"
)

// chiSquareGrids draws count 4×4 grids with draw and returns the
// chi-square p-value of their frequencies against the uniform law on the
// 288 grids (and how many distinct grids appeared).
func chiSquareGrids(t *testing.T, count int, draw func(rng *rand.Rand) []uint8) (p float64, distinct int) {
	rng := rand.New(rand.NewPCG(11, 12))
	freq := map[string]int{}
	for i := 0; i < count; i++ {
		cells := draw(rng)
		pg := gridPuzzle(2, cells)
		if !isCompleteGrid(pg) {
			t.Fatalf("%s is not a complete grid", pg)
		}
		freq[pg.String()]++
	}
	const grids = 288
	exp := float64(count) / grids
	chi := 0.0
	for _, f := range freq {
		chi += (float64(f) - exp) * (float64(f) - exp) / exp
	}
	chi += float64(grids-len(freq)) * exp // grids never drawn
	return distuv.ChiSquared{K: grids - 1}.Survival(chi), len(freq)
}

// Exactly uniform on 4×4, where all 288 grids can be counted; the same test
// rejects the sequential sampler (whose grids are not equally likely), so
// it can tell.
func TestUniformGridChiSquare(t *testing.T) {
	const count = 57600 // 200 per grid
	p, distinct := chiSquareGrids(t, count, func(rng *rand.Rand) []uint8 {
		cells, _, err := UniformGrid(rng, 2)
		if err != nil {
			t.Fatal(err)
		}
		return append([]uint8(nil), cells...)
	})
	if distinct != 288 || p < 1e-3 {
		t.Errorf("UniformGrid: %d distinct grids of 288, chi-square p = %.3g", distinct, p)
	}
	t.Logf("UniformGrid, %d draws: %d distinct grids, chi-square p = %.3g", count, distinct, p)
	pSeq, _ := chiSquareGrids(t, count, func(rng *rand.Rand) []uint8 { return SequentialGrid(rng, 2).Cells })
	if pSeq > 1e-6 {
		t.Errorf("SequentialGrid passes as uniform (p = %.3g): the test cannot tell", pSeq)
	}
	t.Logf("SequentialGrid, same draws: chi-square p = %.3g (not uniform)", pSeq)
}

// The proposal's column-set choices are uniform among 1680³·56³ (9×9), so
// the mean of N(X₁)N(X₂)N(X₃) over draws, times that, estimates the number
// of grids; and N never exceeds the bound the rejection step relies on.
func TestUniformGridCount(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	const n, draws = 3, 20000
	used, sets := make([]uint32, 9), make([]uint32, 9)
	sum, maxN := 0.0, 0
	for i := 0; i < draws; i++ {
		clear(used)
		prod := 1.0
		for band := 0; band < n; band++ {
			for st := 0; st < n; st++ {
				chooseColumnSets(rng, n, used[st*n:st*n+n], sets[st*n:st*n+n])
			}
			ba := newBandArrangements(n)
			ba.load(sets)
			c := ba.count()
			if i < 500 {
				if slow := ba.countSlow(); slow != c {
					t.Fatalf("N = %d, by enumeration %d", c, slow)
				}
			}
			maxN = max(maxN, c)
			prod *= float64(c)
			for k := range used {
				used[k] |= sets[k]
			}
		}
		sum += prod
	}
	est := sum / draws * math.Pow(1680, 3) * math.Pow(56, 3)
	const want = 6.670903752021073e21
	if math.Abs(est/want-1) > 0.05 || maxN > uniformBound[n] {
		t.Errorf("estimated %.4g grids (want %.4g ± 5%%), max N %d (bound %d)", est, want, maxN, uniformBound[n])
	}
	t.Logf("%d draws: estimated number of grids %.4g (true %.4g); max N %d ≤ %d", draws, est, want, maxN, uniformBound[n])
	for i := 0; i < 200; i++ {
		cells, _, err := UniformGrid(rng, 3)
		if err != nil {
			t.Fatal(err)
		}
		if pg := gridPuzzle(3, cells); !isCompleteGrid(pg) {
			t.Fatalf("%s is not a complete grid", pg)
		}
	}
	if _, _, err := UniformGrid(rng, 4); err == nil {
		t.Error("size 4 accepted")
	}
}

func BenchmarkUniformGrid(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < b.N; i++ {
		UniformGrid(rng, 3)
	}
}
