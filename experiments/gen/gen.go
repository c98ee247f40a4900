package gen

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"strconv"
	"sync"
)

// GenMethods are the generation methods of Generate.
var GenMethods = []string{"grid", "grid-weighted", "topdown", "bottomup", "cb"}

// GenerateOne makes item i of a generation run. Each item has its own
// random stream, PCG(seed, i), so a run is reproducible from its seed
// whatever the number of workers, and item i is the same in any run with
// that seed.
func GenerateOne(method string, seed uint64, i, n int) (Generated, error) {
	rng := rand.New(rand.NewPCG(seed, uint64(i)))
	switch method {
	case "grid":
		cells, tries, err := UniformGrid(rng, n)
		if err != nil {
			return Generated{}, err
		}
		pg := gridPuzzle(n, cells)
		return Generated{Grid: pg, Clues: len(pg.Cells), Log10Weight: 0, Tries: tries}, nil
	case "grid-weighted":
		wg := SequentialGrid(rng, n)
		pg := gridPuzzle(n, wg.Cells)
		return Generated{Grid: pg, Clues: len(pg.Cells), Log10Weight: wg.Log10Weight, Tries: wg.Attempts}, nil
	case "topdown":
		pg := TopDownMinimal(rng, n)
		return Generated{Grid: pg, Clues: countClues(pg.Cells), Log10Weight: math.NaN(), Tries: 1}, nil
	case "bottomup":
		return BottomUpMinimal(rng, n), nil
	case "cb":
		return ControlledBias(rng, n), nil
	}
	return Generated{}, fmt.Errorf("unknown generation method %q (known: %v)", method, GenMethods)
}

func countClues(cells []int) int {
	k := 0
	for _, d := range cells {
		if d != 0 {
			k++
		}
	}
	return k
}

// Generate makes count items (1..count) with workers goroutines (0 = all
// cores) and passes them to emit in order.
func Generate(ctx context.Context, method string, seed uint64, count, n, workers int, emit func(i int, g Generated) error) error {
	if n < 2 || n > 5 {
		return fmt.Errorf("size %d: want 2..5", n)
	}
	if _, err := GenerateOne(method, seed, 0, 2); err != nil { // validate the method cheaply
		return err
	}
	if _, ok := uniformBound[n]; method == "grid" && !ok {
		return fmt.Errorf("--method grid (exactly uniform) supports sizes 2 and 3; use --method grid-weighted for size %d", n)
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	type res struct {
		i int
		g Generated
	}
	jobs := make(chan int)
	out := make(chan res, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				g, _ := GenerateOne(method, seed, i, n)
				out <- res{i, g}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for i := 1; i <= count; i++ {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(out) }()
	pending := map[int]Generated{}
	next := 1
	var err error
	for r := range out {
		pending[r.i] = r.g
		for g, ok := pending[next]; ok; g, ok = pending[next] {
			delete(pending, next)
			if err == nil {
				err = emit(next, g)
			}
			next++
		}
	}
	if err == nil {
		err = ctx.Err()
	}
	return err
}

// GenCSVHeader is the header of Generate's CSV output.
const GenCSVHeader = "n,puzzle,clues,log10_weight,tries"

// CSV formats an item as a CSV record (log10_weight empty when unknown).
func (g Generated) CSV(i int) string {
	return strconv.Itoa(i) + "," + g.Grid.String() + "," + strconv.Itoa(g.Clues) + "," + g.weightText() + "," + strconv.Itoa(g.Tries)
}

// Text formats an item as a puzzle line with a label that our readers
// skip: "<puzzle> clues=25 log10_weight=28.512 tries=62650".
func (g Generated) Text() string {
	s := g.Grid.String() + " clues=" + strconv.Itoa(g.Clues)
	if w := g.weightText(); w != "" {
		s += " log10_weight=" + w
	}
	return s + " tries=" + strconv.Itoa(g.Tries)
}

func (g Generated) weightText() string {
	if math.IsNaN(g.Log10Weight) {
		return ""
	}
	return strconv.FormatFloat(g.Log10Weight, 'f', 4, 64)
}
