package ser

// Link tables of a fixed grid, for the static chains (cycles, forcing
// chains with one assumption, docs/ser.md §14.4): the same lists, in the
// same order, as onToOff and offToOn compute, built once per call of the
// producer instead of once per visited potential.
type linkTables struct {
	weakCell   [729][8]pot
	nWeakCell  [729]uint8
	weakHouse  [729][20]pot
	nWeakHouse [729]uint8
	strongCell [729]pot // -1 when the cell is not bivalue
	strongH    [729][3]pot
	strongHK   [729][3]int8
	nStrongH   [729]uint8

	ok    bool       // the tables are those of cells and cand
	cells [9]cellSet // the cells holding each digit
	cand  [81]uint16 // the candidates of each cell
}

// buildLinks fills the tables for ch.g (ch.digitCells filled before). The
// house links of a digit depend only on the cells holding it, the cell
// links of a cell only on its candidates: the tables are kept from the
// producer's previous call and rebuilt only for the digits and cells that
// changed (successive calls on a puzzle often see most digits unchanged).
func (ch *chainer) buildLinks() {
	if ch.lt == nil {
		ch.lt = &linkTables{}
	}
	t := ch.lt
	g := ch.g
	ch.linksStale = false
	var sameDigit [9]bool
	var sameCell [81]bool
	if t.ok {
		for d := 0; d < 9; d++ {
			sameDigit[d] = t.cells[d] == ch.digitCells[d]
		}
		for c := 0; c < 81; c++ {
			sameCell[c] = t.cand[c] == g.cand[c]
		}
	}
	for c := 0; c < 81; c++ {
		for m := g.cand[c]; m != 0; m &= m - 1 {
			d := tz(m) + 1
			p := mkPot(c, d)
			if !sameCell[c] {
				n := 0
				for o := g.cand[c] &^ (1 << uint(d-1)); o != 0; o &= o - 1 {
					t.weakCell[p][n] = mkPot(c, tz(o)+1)
					n++
				}
				t.nWeakCell[p] = uint8(n)
				t.strongCell[p] = -1
				if popc(g.cand[c]) == 2 {
					t.strongCell[p] = mkPot(c, tz(g.cand[c]&^(1<<uint(d-1)))+1)
				}
			}
			if !sameDigit[d-1] {
				var buf [20]pot
				hs := ch.onToOff(&g.cand, p, false, buf[:0])
				copy(t.weakHouse[p][:], hs)
				t.nWeakHouse[p] = uint8(len(hs))
				var sb [4]pot
				var kb [4]int8
				ss, ks := ch.offToOn(&g.cand, p, false, true, sb[:0], kb[:0])
				copy(t.strongH[p][:], ss)
				copy(t.strongHK[p][:], ks)
				t.nStrongH[p] = uint8(len(ss))
			}
		}
	}
	t.ok, t.cells, t.cand = true, ch.digitCells, g.cand
}

// leadsOn reports whether q off has a strong link (q off -> some potential
// on) of the kinds in use (y: cell links, x: house links). An off
// potential without one ends every path through it: searches that only
// need the potentials switched on after it note it and go no further.
func (t *linkTables) leadsOn(q pot, y, x bool) bool {
	return (y && t.strongCell[q] >= 0) || (x && t.nStrongH[q] > 0)
}

// staticOnToOff is onToOff on the table's grid.
func (ch *chainer) staticOnToOff(p pot, cellLinks bool, out []pot) []pot {
	t := ch.lt
	if cellLinks {
		out = append(out, t.weakCell[p][:t.nWeakCell[p]]...)
	}
	return append(out, t.weakHouse[p][:t.nWeakHouse[p]]...)
}

// staticOffToOn is offToOn on the table's grid.
func (ch *chainer) staticOffToOn(p pot, cellLinks, houseLinks bool, out []pot, kinds []int8) ([]pot, []int8) {
	t := ch.lt
	if cellLinks && t.strongCell[p] >= 0 {
		out = append(out, t.strongCell[p])
		kinds = append(kinds, -1)
	}
	if houseLinks {
		n := t.nStrongH[p]
		out = append(out, t.strongH[p][:n]...)
		kinds = append(kinds, t.strongHK[p][:n]...)
	}
	return out, kinds
}
