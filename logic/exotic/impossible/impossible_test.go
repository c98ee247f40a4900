package impossible

import (
	"fmt"
	"maps"
	"math/bits"
	"math/rand"
	"slices"
	"strings"
	"testing"
)

func TestCatalogue(t *testing.T) {
	if n := len(All()); n != 592 {
		t.Fatalf("%d patterns, want the 592 of CSP-Rules' Imp630 folder", n)
	}
	bySize := map[int]int{}
	for _, p := range All() {
		bySize[p.Size()]++
	}
	want := map[int]int{10: 31, 12: 38, 13: 285, 14: 152, 15: 78, 16: 8}
	if fmt.Sprint(bySize) != fmt.Sprint(want) {
		t.Errorf("patterns by size %v, want %v", bySize, want)
	}
	for name, n := range map[string]int{"Select1": 5, "Select2": 12, "Select3": 17, "Select4": 28, "Imp630": 590} {
		ps, err := Set(name)
		if err != nil || len(ps) != n {
			t.Errorf("set %s: %d patterns (%v), want %d", name, len(ps), err, n)
		}
	}
	s2, _ := Set("Select2")
	var names []string
	for _, p := range s2 {
		names = append(names, p.Name)
	}
	if got := strings.Join(names, " "); got != "EL13c290 EL14c30 EL14c159 EL14c1 EL14c13 EL10c28 EL13c179 EL13c30 EL13c171 EL13c234 EL13c176 EL10c6" {
		t.Errorf("Select2 = %s", got)
	}
	imp, _ := Set("Imp630")
	if imp[0].Name != "EL13c290" || slices.Contains(imp, ByName("EL12c38")) || slices.Contains(imp, ByName("EL10c11")) {
		t.Errorf("Imp630 starts with %s, or holds EL12c38 / EL10c11", imp[0].Name)
	}
	if p := ByName("EL10c28"); p == nil || p.Mask() != "..............X..X..X..X.X...X........X.......X...X..X..........................." {
		t.Errorf("EL10c28 mask differs from the CSP-Rules header")
	}
	if _, err := Set("Select9"); err == nil || !strings.Contains(err.Error(), "Select1") {
		t.Errorf("unknown set: %v", err)
	}
}

func TestParseErrors(t *testing.T) {
	mask := strings.Repeat("X", 10) + strings.Repeat(".", 71)
	for _, tc := range []struct{ in, want string }{
		{"", "no pattern"},
		{"EL10c1 " + mask[:80], "line 1: EL10c1: mask of 80"},
		{"EL10c1 " + strings.Replace(mask, ".", "o", 1), "character 'o'"},
		{"EL11c1 " + mask, "10 cells in the mask"},
		{"EL10c1 " + mask + "\nEL10c1 " + mask, "line 2: EL10c1 defined twice"},
		{"EL10c1 " + mask + "\nset A = EL10c2", "line 2: set A: unknown member EL10c2"},
		{"EL10c1 " + mask + "\nset A EL10c1", "want \"set"},
		{"EL10c1 " + mask + " extra", "3 fields"},
	} {
		_, err := Parse(strings.NewReader(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%.30q…) = %v, want an error with %q", tc.in, err, tc.want)
		}
	}
}

// orbit lists the images of cells under the symmetries of §12.9 (as cell
// bitsets), by closing the set under generators: a swap of two rows of a
// band, of two bands, the same for columns and stacks, and transposition.
func orbit(cells []int) map[[2]uint64]bool {
	var lineMaps [][9]int
	for b := 0; b < 3; b++ {
		for i := 0; i < 2; i++ {
			m := [9]int{0, 1, 2, 3, 4, 5, 6, 7, 8}
			m[3*b+i], m[3*b+i+1] = 3*b+i+1, 3*b+i
			lineMaps = append(lineMaps, m)
		}
	}
	for b := 0; b < 2; b++ {
		m := [9]int{0, 1, 2, 3, 4, 5, 6, 7, 8}
		for i := 0; i < 3; i++ {
			m[3*b+i], m[3*b+3+i] = 3*b+3+i, 3*b+i
		}
		lineMaps = append(lineMaps, m)
	}
	var gens [][81]int
	for _, f := range lineMaps {
		var onRows, onCols [81]int
		for c := 0; c < 81; c++ {
			onRows[c], onCols[c] = 9*f[c/9]+c%9, 9*(c/9)+f[c%9]
		}
		gens = append(gens, onRows, onCols)
	}
	var tr [81]int
	for c := 0; c < 81; c++ {
		tr[c] = 9*(c%9) + c/9
	}
	gens = append(gens, tr)
	out := map[[2]uint64]bool{key(cells): true}
	queue := [][2]uint64{key(cells)}
	for len(queue) > 0 {
		k := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, g := range gens {
			var img [2]uint64
			for w := 0; w < 2; w++ {
				for m := k[w]; m != 0; m &= m - 1 {
					c := g[64*w+bits.TrailingZeros64(m)]
					img[c/64] |= 1 << (c % 64)
				}
			}
			if !out[img] {
				out[img] = true
				queue = append(queue, img)
			}
		}
	}
	return out
}

func cellsOf(k [2]uint64) []int {
	var cs []int
	for w := 0; w < 2; w++ {
		for m := k[w]; m != 0; m &= m - 1 {
			cs = append(cs, 64*w+bits.TrailingZeros64(m))
		}
	}
	return cs
}

func key(cs []int) [2]uint64 {
	var k [2]uint64
	for _, c := range cs {
		k[c/64] |= 1 << (c % 64)
	}
	return k
}

func all9() []uint32 {
	cands := make([]uint32, 81)
	for i := range cands {
		cands[i] = 0x1ff
	}
	return cands
}

// TestMatchIsTheOrbit: on the empty grid Match lists exactly the orbit of
// the pattern, each image once.
func TestMatchIsTheOrbit(t *testing.T) {
	for _, name := range []string{"EL12c38", "EL10c28", "EL13c290"} {
		p := ByName(name)
		want := orbit(p.Cells)
		got := map[[2]uint64]int{}
		p.Match(all9(), -1, func(cells []int, common uint32) {
			if common != 0x1ff {
				t.Fatalf("%s: common %x", name, common)
			}
			got[key(cells)]++
		})
		if len(got) != len(want) {
			t.Errorf("%s: Match finds %d images, the orbit has %d", name, len(got), len(want))
		}
		for k, n := range got {
			if n != 1 {
				t.Errorf("%s: image %x reported %d times", name, k, n)
			}
		}
		for img := range want {
			if got[img] == 0 {
				t.Errorf("%s: image %v not found", name, cellsOf(img))
				break
			}
		}
	}
}

// TestTridagonIsEL12c38: EL12c38's images are the 5,832 odd placements of
// the tridagon (four blocks of two bands and two stacks, three cells each
// on distinct rows and columns, odd total parity of the four permutations).
func TestTridagonIsEL12c38(t *testing.T) {
	n := 0
	ByName("EL12c38").Match(all9(), -1, func(cells []int, _ uint32) {
		n++
		blocks := map[int][]int{}
		for _, c := range cells {
			b := 3*(c/27) + c%9/3
			blocks[b] = append(blocks[b], c)
		}
		if len(blocks) != 4 {
			t.Fatalf("image %v: %d blocks", cells, len(blocks))
		}
		parity := 0
		for _, cs := range blocks {
			perm := make([]int, 3)
			for _, c := range cs { // cells in row order
				perm[c/9%3] = c % 3
			}
			if perm[0] == perm[1] || perm[1] == perm[2] || perm[0] == perm[2] {
				t.Fatalf("image %v: two cells of a block share a column", cells)
			}
			for i := 0; i < 3; i++ {
				for j := i + 1; j < 3; j++ {
					if perm[i] > perm[j] {
						parity++
					}
				}
			}
		}
		if parity%2 != 1 {
			t.Fatalf("image %v: even placement", cells)
		}
	})
	if n != 5832 {
		t.Errorf("EL12c38 has %d images, want 5832", n)
	}
}

// TestMatchFilters compares Match with the orbit filtered by the same
// conditions on random candidate masks.
func TestMatchFilters(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, name := range []string{"EL10c28", "EL14c30"} {
		p := ByName(name)
		type image struct {
			key   [2]uint64
			cells []int
		}
		var images []image
		for k := range orbit(p.Cells) {
			images = append(images, image{k, cellsOf(k)})
		}
		for trial := 0; trial < 10; trial++ {
			cands := make([]uint32, 81)
			for i := range cands {
				if rng.Intn(10) == 0 {
					continue // decided
				}
				cands[i] = 0b111 // digits 1, 2, 3 often
				if rng.Intn(4) == 0 {
					cands[i] &^= 1 << rng.Intn(3)
				}
				for k := rng.Intn(3); k > 0; k-- {
					cands[i] |= 1 << (3 + rng.Intn(6))
				}
			}
			maxExtra := rng.Intn(12) - 1
			want := map[[2]uint64]uint32{}
			for _, img := range images {
				common, extra := uint32(0x1ff), 0
				ok := true
				for _, c := range img.cells {
					n := bits.OnesCount32(cands[c])
					common &= cands[c]
					extra += n - 3
					if n < 3 {
						ok = false
					}
				}
				if ok && bits.OnesCount32(common) >= 3 && (maxExtra < 0 || extra <= maxExtra) {
					want[img.key] = common
				}
			}
			got := map[[2]uint64]uint32{}
			p.Match(cands, maxExtra, func(cells []int, common uint32) { got[key(cells)] = common })
			if !maps.Equal(got, want) {
				t.Fatalf("%s trial %d (maxExtra %d): Match %d images, filtered orbit %d", name, trial, maxExtra, len(got), len(want))
			}
		}
	}
}
