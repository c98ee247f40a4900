package main

import (
	"context"
	"fmt"
	"io"
	"sync"
	"text/tabwriter"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/experiments/bench"
	"github.com/sudolab/sudolab/experiments/impsearch"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/logic/exotic/impossible"
)

// maxEnumerateCells bounds --max-cells: no pattern of two bands with at
// most three cells per row, column and block has more than 18 cells (six
// blocks of three), so 18 makes the search complete.
const maxEnumerateCells = 18

// enumeratePatterns runs pattern --enumerate: the search of
// experiments/impsearch up to maxCells cells, its comparison with eleven's
// catalogue, and the SAT proofs of what it found.
func enumeratePatterns(ctx context.Context, out, progress io.Writer, maxCells int) error {
	if maxCells < 1 || maxCells > maxEnumerateCells {
		return cli.Usage("--max-cells must be between 1 and %d", maxEnumerateCells)
	}
	start := bench.CPUTime()
	fmt.Fprintf(out, "minimal three-digit impossible patterns in two bands, up to %d cells, up to symmetry (experiments/impsearch)\n", maxCells)
	var mu sync.Mutex
	status := "searching 1 cell"
	stop := live(progress, "pattern --enumerate", func() string {
		mu.Lock()
		defer mu.Unlock()
		return status
	})
	levels, err := impsearch.Enumerate(ctx, maxCells, func(lv impsearch.Level) {
		mu.Lock()
		status = fmt.Sprintf("%d cells done (%d possible classes, %d minimal impossible)", lv.Cells, lv.Possible, len(lv.Minimal))
		mu.Unlock()
	})
	stop()
	if err != nil {
		return err
	}
	var known []impsearch.Known
	for _, p := range impossible.All() {
		known = append(known, impsearch.Known{Name: p.Name, Cells: p.Cells})
	}
	cmp := impsearch.Compare(levels, known)
	perSize := map[int][2]int{} // cells → {classes, of which in the catalogue}
	for _, c := range cmp.Classes {
		n := perSize[c.Cells]
		n[0]++
		if len(c.Names) > 0 {
			n[1]++
		}
		perSize[c.Cells] = n
	}
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "cells\tpossible classes\tminimal classes\twith transposition\tin the catalogue\tnot in it\t")
	for _, lv := range levels {
		n := perSize[lv.Cells]
		fmt.Fprintf(tw, "%d\t%d\t%d\t%d\t%d\t%d\t\n", lv.Cells, lv.Possible, len(lv.Minimal), n[0], n[1], n[0]-n[1])
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	found := 0
	for _, c := range cmp.Classes {
		if len(c.Names) > 0 {
			found++
		}
	}
	fmt.Fprintf(out, "%d classes found; %d hold patterns of eleven's catalogue (logic/exotic/impossible, %d patterns), %d do not:\n",
		len(cmp.Classes), found, len(known), len(cmp.Classes)-found)
	for _, c := range cmp.Classes {
		if len(c.Names) == 0 {
			fmt.Fprintf(out, "  new %d cells: %s\n", c.Cells, c.Key.Pattern().Mask())
		}
	}
	for _, m := range cmp.Missing {
		fmt.Fprintf(out, "  catalogue pattern not found: %s\n", m)
	}
	proven, witnessed, err := proveClasses(cmp.Classes)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "proofs: %d classes impossible by SAT (RUP certificates checked); their %d patterns with one cell less each have a complete grid with those cells in 1, 2, 3 (SAT, grid checked)\n", proven, witnessed)
	fmt.Fprintf(out, "time: %.1f CPU s, peak RSS %d MB\n", (bench.CPUTime() - start).Seconds(), bench.PeakRSS()>>20)
	return nil
}

// proveClasses proves each class's representative impossible with a
// checked RUP certificate, and shows each of its sub-patterns with one cell
// less possible in a whole grid: the minimality Enumerate claims, checked
// by the SAT side (also in the stronger sense of a complete grid).
func proveClasses(classes []impsearch.Class) (proven, witnessed int, err error) {
	for _, c := range classes {
		p := c.Key.Pattern()
		ep := &encode.Pattern{}
		for cell := 0; cell < 54; cell++ {
			if p.Has(cell) {
				ep.Cells = append(ep.Cells, cell)
				ep.Allowed = append(ep.Allowed, 0b111)
			}
		}
		v, err := encode.DecidePattern(ep)
		if err != nil {
			return proven, witnessed, err
		}
		if v.Possible {
			return proven, witnessed, fmt.Errorf("enumerated pattern %s is possible by SAT: a bug of the search", p.Mask())
		}
		proven++
		for _, cell := range ep.Cells {
			_, ok, err := impsearch.GridWitness(p &^ (1 << uint(cell)))
			if err != nil {
				return proven, witnessed, err
			}
			if !ok {
				return proven, witnessed, fmt.Errorf("enumerated pattern %s is not minimal: without r%dc%d it has no complete grid", p.Mask(), cell/9+1, cell%9+1)
			}
			witnessed++
		}
	}
	return proven, witnessed, nil
}
