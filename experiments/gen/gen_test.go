package gen

import (
	"context"
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

func genAll(t *testing.T, method string, seed uint64, count, n, workers int) []Generated {
	t.Helper()
	var out []Generated
	err := Generate(context.Background(), method, seed, count, n, workers, func(i int, g Generated) error {
		if i != len(out)+1 {
			t.Fatalf("item %d out of order", i)
		}
		out = append(out, g)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestGenerateReproducibleMinimalUnique: same seed, same items (whatever
// the number of workers); every puzzle minimal and uniquely solvable.
func TestGenerateReproducibleMinimalUnique(t *testing.T) {
	cases := []struct {
		method   string
		n, count int
	}{{"topdown", 3, 12}, {"bottomup", 3, 12}, {"cb", 2, 20}, {"topdown", 2, 10}, {"bottomup", 2, 10}}
	for _, c := range cases {
		a := genAll(t, c.method, 42, c.count, c.n, 1)
		b := genAll(t, c.method, 42, c.count, c.n, 3)
		other := genAll(t, c.method, 43, c.count, c.n, 2)
		same := 0
		for i := range a {
			if a[i].Text() != b[i].Text() {
				t.Fatalf("%s: item %d differs between runs with the same seed", c.method, i+1)
			}
			if a[i].Grid.String() == other[i].Grid.String() {
				same++
			}
			if !IsMinimal(a[i].Grid) {
				t.Fatalf("%s: %s is not minimal (or not unique)", c.method, a[i].Grid)
			}
			if a[i].Clues != countClues(a[i].Grid.Cells) {
				t.Fatalf("%s: clue count %d", c.method, a[i].Clues)
			}
		}
		if same == len(a) {
			t.Fatalf("%s: seeds 42 and 43 give the same items", c.method)
		}
	}
}

// TestTopDownDefaultSetStillReproduces: the embedded default set's
// generated puzzles came from TopDownMinimal with PCG(2026, 11).
func TestTopDownDefaultSetStillReproduces(t *testing.T) {
	var want []string
	(puzzle.Inputs{}).Each(func(it puzzle.Item) error {
		if it.Grid != nil && len(it.Grid.Label) > 10 && it.Grid.Label[:10] == "generated-" {
			want = append(want, it.Grid.String())
		}
		return nil
	})
	if len(want) == 0 {
		t.Skip("no generated puzzles in the default set")
	}
	rng := rand.New(rand.NewPCG(2026, 11))
	for i, w := range want {
		if got := TopDownMinimal(rng, 3).String(); got != w {
			t.Fatalf("generated-%02d: %s, default set has %s", i+1, got, w)
		}
	}
}

// TestGridWeights: the weights are exact, so the mean of 1/q over sampled
// grids estimates the number of grids: 288 for 4×4 and
// 6,670,903,752,021,072,936,960 for 9×9 (Felgenhauer & Jarvis).
func TestGridWeights(t *testing.T) {
	for _, c := range []struct {
		n, count int
		want     float64
	}{{2, 4000, 288}, {3, 4000, 6.670903752021073e21}} {
		items := genAll(t, "grid-weighted", 7, c.count, c.n, 0)
		sum := 0.0
		for _, g := range items {
			if !isCompleteGrid(g.Grid) {
				t.Fatalf("%s is not a complete grid", g.Grid)
			}
			sum += math.Pow(10, g.Log10Weight)
		}
		est := sum / float64(len(items))
		if math.Abs(est/c.want-1) > 0.1 {
			t.Errorf("size %d: estimated %.4g grids, want %.4g (±10%%)", c.n, est, c.want)
		}
		t.Logf("size %d: estimated number of grids %.4g (true %.4g)", c.n, est, c.want)
	}
}

// TestCBWeights: the cb weight of an n-clue puzzle is log10 C(cells, n)
// plus its grid's weight; on 4×4 the weighted sample estimates the number
// of minimal 4×4 puzzles (the sum of 1/(probability of each output)).
func TestCBWeights(t *testing.T) {
	for _, k := range []int{0, 17, 25, 40, 81} {
		exact, _ := new(big.Float).SetInt(new(big.Int).Binomial(81, int64(k))).Float64()
		if got := Log10Binomial(81, k); math.Abs(got-math.Log10(exact)) > 1e-9 {
			t.Fatalf("log10 C(81,%d) = %v, want %v", k, got, math.Log10(exact))
		}
	}
	for _, c := range []struct{ n, count int }{{2, 30}} {
		for _, g := range genAll(t, "cb", 3, c.count, c.n, 0) {
			sol, err := logic.Solve(g.Grid)
			if err != nil {
				t.Fatal(err)
			}
			cells := len(g.Grid.Cells)
			want := Log10Binomial(cells, g.Clues) + GridLog10Weight(c.n, sol)
			if math.Abs(g.Log10Weight-want) > 1e-9 {
				t.Fatalf("%s: cb weight %v, want log10 C(%d,%d) + grid weight = %v", g.Grid, g.Log10Weight, cells, g.Clues, want)
			}
		}
	}
	for _, g := range genAll(t, "grid-weighted", 5, 50, 3, 0) {
		cells := make([]uint8, 81)
		for i, d := range g.Grid.Cells {
			cells[i] = uint8(d)
		}
		if w := GridLog10Weight(3, cells); math.Abs(w-g.Log10Weight) > 1e-9 {
			t.Fatalf("grid weight %v, replayed %v", g.Log10Weight, w)
		}
	}
}

func isCompleteGrid(pg *puzzle.Grid) bool {
	for _, d := range pg.Cells {
		if d == 0 {
			return false
		}
	}
	_, err := logic.Solve(pg)
	return err == nil
}
