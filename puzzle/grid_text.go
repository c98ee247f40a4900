package puzzle

import (
	"fmt"
	"strings"
)

// Parse parses a text holding exactly one puzzle or pencil-mark state, in any
// supported form: a one-line form (see ParseLine), or a multi-line grid.
//
// Blank lines, lines starting with '#' and border lines ("+---+---+",
// "|=====|", …) are ignored. A multi-line grid has Side rows (4, 9, 16 or
// 25); within a row '|', '!', '*' and whitespace separate and are otherwise
// ignored. The rows are, tried in this order:
//   - candidate rows: every row has Side cells and some cell has more than one
//     character ("156 2 3 | 147 …"): a state, cells as in ParseLine rule 3;
//   - pencil-mark rows: every row has Side² characters (a Side³ string cut
//     into rows, optionally spaced): a state;
//   - puzzle rows: every row has Side characters ("1.. ... ..2",
//     "1 . . | . . . | . . 2" or "1.......2"): a puzzle.
//
// Error messages name the line (1-based within s).
func Parse(s string) (*Grid, error) {
	var rows []textLine
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" || t[0] == '#' || isDecoration(t) {
			continue
		}
		rows = append(rows, textLine{num: i + 1, text: t})
	}
	switch {
	case len(rows) == 0:
		return nil, errorf("no puzzle found")
	case len(rows) == 1:
		g, _, err := parseLine(rows[0].text)
		if err != nil && len(lines) > 1 {
			err = atLine(err, rows[0].num)
		}
		return g, err
	}
	g, err := parseBlock(rows)
	if err != nil {
		// Better message for several one-line puzzles in one text.
		if _, _, err1 := parseLine(rows[0].text); err1 == nil {
			return nil, &SyntaxError{Line: rows[1].num, Msg: fmt.Sprintf(
				"more text after the puzzle on line %d: give one puzzle per argument (a file may hold many)", rows[0].num)}
		}
	}
	return g, err
}

// textLine is a trimmed line with its 1-based line number.
type textLine struct {
	num  int
	text string
}

// parseBlock parses the data rows of a multi-line grid (see Parse).
func parseBlock(rows []textLine) (*Grid, error) {
	side := len(rows)
	n := nForSide(side)
	if n == 0 {
		return nil, &SyntaxError{Line: rows[0].num, Msg: fmt.Sprintf("grid of %d rows, %s", side, wantGridRow)}
	}
	fields := make([][]string, side)
	joined := make([]string, side)
	candRows, sukakuRows := true, true
	long := false
	for r, row := range rows {
		fields[r] = rowFields(row.text)
		joined[r] = strings.Join(fields[r], "")
		candRows = candRows && len(fields[r]) == side
		sukakuRows = sukakuRows && len(joined[r]) == side*side
		for _, f := range fields[r] {
			long = long || len(f) > 1
		}
	}
	g := &Grid{N: n, Cells: make([]int, side*side)}
	switch {
	case candRows && long:
		g.Cands = make([]uint32, side*side)
		for r, row := range rows {
			for c, f := range fields[r] {
				m, err := parseCands(f, n)
				if err != nil {
					return nil, &SyntaxError{Line: row.num, Msg: fmt.Sprintf("row %d, column %d: %s", r+1, c+1, err.(*SyntaxError).Msg)}
				}
				g.Cands[r*side+c] = m
			}
		}
	case sukakuRows:
		g.Cands = make([]uint32, side*side)
		for r, row := range rows {
			if err := parseSukakuInto(g.Cands, r*side, joined[r], n); err != nil {
				return nil, &SyntaxError{Line: row.num, Msg: fmt.Sprintf("row %d: %s", r+1, err.(*SyntaxError).Msg)}
			}
		}
	default:
		for r, row := range rows {
			if len(joined[r]) != side {
				return nil, &SyntaxError{Line: row.num, Msg: fmt.Sprintf(
					"row %d has %d cells, want %d (a %s grid has %d rows)", r+1, len(joined[r]), side, sizeName(n), side)}
			}
			for c := 0; c < side; c++ {
				d, ok := Digit(n, joined[r][c])
				if !ok {
					return nil, &SyntaxError{Line: row.num, Msg: fmt.Sprintf(
						"invalid character %s in row %d, column %d; %s cells are %s, '.' or '0'",
						quoteAt(joined[r], c), r+1, c+1, sizeName(n), symbolRange(n))}
				}
				g.Cells[r*side+c] = d
			}
		}
	}
	return g, nil
}

// rowShape guesses the side of the grid a line is a row of: the number of
// characters when they look like puzzle cells (one field, one field per box,
// or one per cell), else the number of fields (candidate row); 0 if neither.
func rowShape(s string) int {
	fs := rowFields(s)
	k := len(strings.Join(fs, ""))
	if n := nForSide(k); n > 0 && (len(fs) == 1 || len(fs) == n || len(fs) == k) {
		return k
	}
	if nForSide(len(fs)) > 0 {
		return len(fs)
	}
	return 0
}

// rowFits reports whether s can be a row of a grid with the given side.
func rowFits(s string, side int) bool {
	fs := rowFields(s)
	return len(fs) == side || len(strings.Join(fs, "")) == side
}
