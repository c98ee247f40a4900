package impsearch

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/sudolab/sudolab/encode"
)

// randomPattern draws n distinct cells of the two bands.
func randomPattern(rng *rand.Rand, n int) Pattern {
	var p Pattern
	for p.Cells() < n {
		p |= 1 << uint(rng.IntN(54))
	}
	return p
}

// randomImage applies a random symmetry that keeps bands and stacks: a row
// order of rowOrders, an order of the stacks and of the columns inside each.
func randomImage(rng *rand.Rand, p Pattern) Pattern {
	order := rowOrders[rng.IntN(len(rowOrders))]
	stacks := rng.Perm(3)
	var cols [9]int
	for s := 0; s < 3; s++ {
		in := rng.Perm(3)
		for j := 0; j < 3; j++ {
			cols[3*s+j] = 3*stacks[s] + in[j]
		}
	}
	var q Pattern
	for i := 0; i < 6; i++ {
		for c := 0; c < 9; c++ {
			if p.Has(order[i]*9 + cols[c]) {
				q |= 1 << uint(i*9+c)
			}
		}
	}
	return q
}

func TestCanonInvariant(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 2000; trial++ {
		p := randomPattern(rng, 1+rng.IntN(20))
		k := Canon(p)
		if q := randomImage(rng, p); Canon(q) != k {
			t.Fatalf("%s and its image %s have keys %x and %x", p.Mask(), q.Mask(), k, Canon(q))
		}
		rep := k.Pattern()
		if rep.Cells() != p.Cells() || Canon(rep) != k {
			t.Fatalf("%s: the representative %s of key %x is not in its class", p.Mask(), rep.Mask(), k)
		}
	}
}

// allImages lists p's images under all 72·1,296 symmetries of Canon.
func allImages(p Pattern) map[Pattern]bool {
	perms := [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	out := map[Pattern]bool{}
	for _, order := range rowOrders {
		for _, st := range perms {
			for _, a := range perms {
				for _, b := range perms {
					for _, c := range perms {
						in := [3][3]int{a, b, c}
						var q Pattern
						for i := 0; i < 6; i++ {
							for s := 0; s < 3; s++ {
								for j := 0; j < 3; j++ {
									if p.Has(order[i]*9 + 3*st[s] + in[s][j]) {
										q |= 1 << uint(i*9+3*s+j)
									}
								}
							}
						}
						out[q] = true
					}
				}
			}
		}
	}
	return out
}

// TestCanonSeparates: two patterns share a key exactly when one is an
// image of the other, checked against every image (brute force) on small
// patterns, half of the pairs being images by construction.
func TestCanonSeparates(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	same := 0
	for trial := 0; trial < 24; trial++ {
		p := randomPattern(rng, 3+rng.IntN(2))
		q := randomPattern(rng, p.Cells())
		if trial%2 == 0 {
			q = randomImage(rng, p)
		}
		images := allImages(p)
		if images[q] {
			same++
		}
		if images[q] != (Canon(p) == Canon(q)) {
			t.Fatalf("%s and %s: images of each other %v, keys %x and %x", p.Mask(), q.Mask(), images[q], Canon(p), Canon(q))
		}
	}
	if same < 12 {
		t.Fatalf("only %d pairs of images tested", same)
	}
}

func TestFullKeyTranspose(t *testing.T) {
	// a tridagon (eleven's EL12c38) in boxes 2, 3, 5, 6: three cells per
	// box, anti-diagonals in three boxes and a cyclic shift in the fourth;
	// its transpose is in two bands too
	var cells []int
	for _, rc := range [][2]int{{0, 5}, {1, 4}, {2, 3}, {0, 8}, {1, 7}, {2, 6}, {3, 5}, {4, 4}, {5, 3}, {3, 8}, {4, 6}, {5, 7}} {
		cells = append(cells, rc[0]*9+rc[1])
	}
	p, err := FromCells(cells)
	if err != nil {
		t.Fatal(err)
	}
	tr, ok := p.Transpose()
	if !ok || FullKey(p) != FullKey(tr) {
		t.Fatalf("transpose %v: full keys %x and %x", ok, FullKey(p), FullKey(tr))
	}
	if _, ok := Colour(p); ok {
		t.Fatal("the tridagon is colourable")
	}
	// a pattern over the three stacks has no transpose in two bands
	wide, _ := FromCells([]int{0, 4, 8})
	if _, ok := wide.Transpose(); ok {
		t.Fatal("a row across three stacks was transposed into two bands")
	}
	// cells in two stacks and three bands are transposed by FromCells
	tall, err := FromCells([]int{0, 36, 72})
	if err != nil || tall != wide {
		t.Fatalf("column r1c1, r5c1, r9c1: %v, %s", err, tall.Mask())
	}
}

// TestColourAgreesWithSAT: the 3-colouring search and the SAT encoding of
// encode.Pattern with digits 1, 2, 3 give the same verdict, and every
// colouring checks.
func TestColourAgreesWithSAT(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	impossible := 0
	for trial := 0; trial < 400; trial++ {
		p := randomPattern(rng, 6+rng.IntN(12))
		digits, ok := Colour(p)
		if ok {
			if err := Check(p, digits); err != nil {
				t.Fatalf("%s: %v", p.Mask(), err)
			}
		} else {
			impossible++
		}
		ep := &encode.Pattern{}
		for cell := 0; cell < 54; cell++ {
			if p.Has(cell) {
				ep.Cells = append(ep.Cells, cell)
				ep.Allowed = append(ep.Allowed, 0b111)
			}
		}
		v, err := encode.DecidePattern(ep)
		if err != nil {
			t.Fatal(err)
		}
		if v.Possible != ok {
			t.Fatalf("%s: Colour says possible=%v, SAT %v", p.Mask(), ok, v.Possible)
		}
	}
	if impossible < 20 || impossible > 380 {
		t.Fatalf("%d of 400 random patterns impossible: the sample does not test both answers", impossible)
	}
}

func TestCheckRejects(t *testing.T) {
	p, _ := FromCells([]int{0, 1, 10})
	digits, ok := Colour(p)
	if !ok {
		t.Fatal("three cells of a block not colourable")
	}
	bad := digits
	bad[1] = bad[0]
	if Check(p, bad) == nil {
		t.Fatal("two equal cells in a row accepted")
	}
	bad = digits
	bad[30] = 1
	if Check(p, bad) == nil {
		t.Fatal("a digit outside the pattern accepted")
	}
}

// TestEnumerateSmall: no pattern of up to 9 cells is minimal impossible
// (apart from four cells of a house), and the level sizes are pinned.
func TestEnumerateSmall(t *testing.T) {
	levels, err := Enumerate(context.Background(), 9, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []int{1, 8, 30, 139, 558, 2330, 8653, 30171, 92480}
	for i, lv := range levels {
		if lv.Possible != want[i] || len(lv.Minimal) != 0 {
			t.Errorf("%d cells: %d possible classes, %d minimal; want %d, 0", lv.Cells, lv.Possible, len(lv.Minimal), want[i])
		}
	}
}

func TestEnumerateCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	levels, err := Enumerate(ctx, 12, nil)
	if err == nil || len(levels) > 8 {
		t.Fatalf("cancelled: %d levels, %v", len(levels), err)
	}
}

func TestGridWitness(t *testing.T) {
	tri, _ := FromCells([]int{5, 8, 13, 16, 21, 24, 32, 35, 40, 42, 48, 52})
	if _, ok, err := GridWitness(tri); ok || err != nil {
		t.Fatalf("tridagon: witness %v, %v", ok, err)
	}
	for cell := 0; cell < 54; cell++ {
		if !tri.Has(cell) {
			continue
		}
		grid, ok, err := GridWitness(tri &^ (1 << uint(cell)))
		if !ok || err != nil {
			t.Fatalf("tridagon without r%dc%d: no grid (%v)", cell/9+1, cell%9+1, err)
		}
		if checkGrid(tri&^(1<<uint(cell)), grid) != nil {
			t.Fatal("witness does not check")
		}
		if checkGrid(tri, grid) == nil {
			t.Fatalf("the witness without r%dc%d fills the whole tridagon with 1, 2, 3", cell/9+1, cell%9+1)
		}
		grid[cell] = grid[cell]%9 + 1
		if checkGrid(0, grid) == nil {
			t.Fatal("a broken grid checks")
		}
	}
}
