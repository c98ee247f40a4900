package impsearch_test

import (
	"context"
	"fmt"

	"github.com/sudolab/sudolab/experiments/impsearch"
)

func ExampleColour() {
	// eleven's EL12c38, the tridagon: r1c6 r1c9 r2c5 r2c8 r3c4 r3c7 r4c6 r4c9 r5c5 r5c7 r6c4 r6c8
	tri, _ := impsearch.FromCells([]int{5, 8, 13, 16, 21, 24, 32, 35, 40, 42, 48, 52})
	_, ok := impsearch.Colour(tri)
	fmt.Println(tri.Cells(), "cells, possible:", ok)
	digits, ok := impsearch.Colour(tri &^ (1 << 5))
	fmt.Println("without r1c6, possible:", ok, impsearch.Check(tri&^(1<<5), digits) == nil)
	// Output:
	// 12 cells, possible: false
	// without r1c6, possible: true true
}

func ExampleEnumerate() {
	levels, _ := impsearch.Enumerate(context.Background(), 5, nil)
	for _, lv := range levels {
		fmt.Printf("%d cells: %d classes of possible patterns, %d minimal impossible\n", lv.Cells, lv.Possible, len(lv.Minimal))
	}
	// Output:
	// 1 cells: 1 classes of possible patterns, 0 minimal impossible
	// 2 cells: 8 classes of possible patterns, 0 minimal impossible
	// 3 cells: 30 classes of possible patterns, 0 minimal impossible
	// 4 cells: 139 classes of possible patterns, 0 minimal impossible
	// 5 cells: 558 classes of possible patterns, 0 minimal impossible
}
