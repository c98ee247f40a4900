package puzzle

import (
	"strings"
	"unicode"
)

// ParseLine parses one line holding a puzzle or a pencil-mark state, with an
// optional trailing label. The rule, in order:
//
//  1. Fixed-length token. The first whitespace-separated field is the grid if
//     its length is Side² (16, 81, 256, 625: a puzzle, one character per
//     cell) or Side³ (64, 729, 4096, 15625: a pencil-mark string, Side
//     characters per cell, where position d-1 holds digit d's symbol if d is
//     a candidate and '.' or '0' if not). The rest of the line is the Label.
//     Exception: a 16-character field followed by text that makes the whole
//     line a valid cell list (rule 3) is read as that list.
//  2. Glued label. Otherwise, if the field starts with such a token
//     followed directly by a character that is never a grid character (not a
//     letter, digit or '.'; e.g. ',' in a CSV line), that prefix is the grid
//     (the longest one wins). The rest of the line, minus one leading ',',
//     ';' or ':', is the Label.
//  3. Cell list. Otherwise the line is a list of Side² cells separated by
//     whitespace, '|', '!' or '*'; tokens made only of '+', '-' and '=' are
//     decoration and ignored; text after '#' is the Label. If every cell is a
//     single character the list is a puzzle ("1 . . 4 …"); otherwise it is a
//     state and each cell lists its candidates ("156 2 3 147 …"; a cell may
//     also be a Side-character positional token like "1.3......", or "." for
//     no candidate). A state in which every cell has one candidate is thus
//     read as a puzzle: write such states in the Side³ form.
//
// ParseLine rejects text with a line break inside; it never checks Sudoku
// rules (duplicate givens etc.).
func ParseLine(line string) (*Grid, error) {
	g, _, err := parseLine(line)
	return g, err
}

// parseLine is ParseLine that also returns the grid text proper (without the
// label), which the Scanner reports as Record.Text.
func parseLine(line string) (*Grid, string, error) {
	s := strings.TrimSpace(line)
	if s == "" {
		return nil, "", errorf("empty line")
	}
	if strings.Contains(s, "\n") {
		return nil, "", errorf("several lines where one puzzle line was expected")
	}
	if strings.Contains(s, "\r") {
		return nil, "", errorf("carriage return (\\r) inside the line")
	}
	field, rest := s, ""
	if i := strings.IndexFunc(s, unicode.IsSpace); i >= 0 {
		field, rest = s[:i], s[i:]
	}
	hasSeparators := strings.ContainsAny(s, "|!*")

	// Rule 1. A 16-character field followed by more text is ambiguous: a 4×4
	// puzzle with a label, or the first cell of a 16×16 candidate list; a
	// complete list wins.
	if nForCells(len(field)) == 2 && rest != "" {
		if g, text, err := parseList(s); err == nil {
			return g, text, nil
		}
	}
	if nForCells(len(field)) > 0 || nForSukaku(len(field)) > 0 {
		g, err := parseToken(field)
		if err == nil {
			g.Label = strings.TrimSpace(rest)
			return g, field, nil
		}
		if hasSeparators {
			if g2, text, err2 := parseList(s); err2 == nil {
				return g2, text, nil
			}
		}
		return nil, field, err
	}

	// Rule 2.
	if g, text, ok := parseGlued(s); ok {
		return g, text, nil
	}

	// Rule 3: a list needs several cells; a lone long field is a bad one-liner.
	if (rest != "" && len(field) <= 25) || hasSeparators {
		if k := len(rowFields(s)); k < 16 && !hasSeparators {
			// Fewer fields than the smallest grid has cells: a typo, not a
			// list of cells ("xyz bad" is not "2 cells").
			return nil, field, errorf("%s, %s; nor a list of cells (%d fields)", characters(len(field)), wantCells, k)
		}
		return parseList(s)
	}
	return nil, field, errorf("%s, %s", characters(len(field)), wantCells)
}

// parseToken parses a one-liner puzzle (Side² chars) or pencil-mark string
// (Side³ chars); the length decides which.
func parseToken(tok string) (*Grid, error) {
	if n := nForCells(len(tok)); n > 0 {
		return parseCells(tok, n)
	}
	if n := nForSukaku(len(tok)); n > 0 {
		g := &Grid{N: n, Cells: make([]int, len(tok)/(n*n)), Cands: make([]uint32, len(tok)/(n*n))}
		if err := parseSukakuInto(g.Cands, 0, tok, n); err != nil {
			return nil, err
		}
		return g, nil
	}
	return nil, errorf("%s, %s", characters(len(tok)), wantCells)
}

func parseCells(tok string, n int) (*Grid, error) {
	side := n * n
	g := &Grid{N: n, Cells: make([]int, len(tok))}
	for i := 0; i < len(tok); i++ {
		d, ok := Digit(n, tok[i])
		if !ok {
			return nil, errorf("invalid character %s at position %d (%s); %s cells are %s, '.' or '0'",
				quoteAt(tok, i), i+1, cellName(i, side), sizeName(n), symbolRange(n))
		}
		g.Cells[i] = d
	}
	return g, nil
}

// parseSukakuInto reads len(s)/Side cells of Side positional characters each
// into cands[first:]. Error positions are 1-based within s.
func parseSukakuInto(cands []uint32, first int, s string, n int) error {
	side := n * n
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if isEmpty(ch) {
			continue
		}
		cell, pos := first+i/side, i%side
		if d, ok := Digit(n, ch); !ok || d != pos+1 {
			return errorf("invalid character %s at position %d (%s, candidate %d): want %q, '.' or '0'",
				quoteAt(s, i), i+1, cellName(cell, side), pos+1, Symbol(n, pos+1))
		}
		cands[cell] |= 1 << pos
	}
	return nil
}

// parseGlued implements rule 2 of ParseLine.
func parseGlued(s string) (*Grid, string, bool) {
	for n := MaxN; n >= MinN; n-- {
		side := n * n
		for _, l := range []int{side * side * side, side * side} {
			if len(s) <= l || isGridChar(s[l]) {
				continue
			}
			g, err := parseToken(s[:l])
			if err != nil {
				continue
			}
			label := strings.TrimSpace(s[l:])
			if label != "" && strings.ContainsRune(",;:", rune(label[0])) {
				label = strings.TrimSpace(label[1:])
			}
			g.Label = label
			return g, s[:l], true
		}
	}
	return nil, "", false
}

func isGridChar(ch byte) bool {
	return ch == '.' || '0' <= ch && ch <= '9' || 'a' <= ch && ch <= 'z' || 'A' <= ch && ch <= 'Z'
}

// parseList implements rule 3 of ParseLine.
func parseList(s string) (*Grid, string, error) {
	label := ""
	if i := strings.IndexByte(s, '#'); i >= 0 {
		s, label = s[:i], strings.TrimSpace(s[i+1:])
	}
	text := strings.TrimSpace(s)
	toks := rowFields(s)
	n := nForCells(len(toks))
	if n == 0 {
		return nil, text, errorf("%d cells, %s", len(toks), wantTokens)
	}
	g, err := gridFromTokens(toks, n)
	if err != nil {
		return nil, text, err
	}
	g.Label = label
	return g, text, nil
}

// rowFields splits a row of cells: whitespace, '|', '!' and '*' separate;
// fields made only of '+', '-' and '=' are decoration.
func rowFields(s string) []string {
	fs := strings.FieldsFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || r == '|' || r == '!' || r == '*'
	})
	out := fs[:0]
	for _, f := range fs {
		if strings.Trim(f, "+-=") != "" {
			out = append(out, f)
		}
	}
	return out
}

// isDecoration reports whether a (non-blank) line is only a box border such
// as "+-------+-------+" or "|=====|".
func isDecoration(s string) bool {
	s = strings.TrimSpace(s)
	return s != "" && strings.Trim(s, "+-=|!* \t") == ""
}

// gridFromTokens builds a puzzle (all tokens one character) or a state
// (candidate tokens) from Side² tokens.
func gridFromTokens(toks []string, n int) (*Grid, error) {
	side := n * n
	puzzle := true
	for _, t := range toks {
		if len(t) != 1 {
			puzzle = false
			break
		}
	}
	g := &Grid{N: n, Cells: make([]int, len(toks))}
	if puzzle {
		for i, t := range toks {
			d, ok := Digit(n, t[0])
			if !ok {
				return nil, errorf("invalid character %s in cell %d (%s); %s cells are %s, '.' or '0'",
					quoteAt(t, 0), i+1, cellName(i, side), sizeName(n), symbolRange(n))
			}
			g.Cells[i] = d
		}
		return g, nil
	}
	g.Cands = make([]uint32, len(toks))
	for i, t := range toks {
		m, err := parseCands(t, n)
		if err != nil {
			return nil, errorf("cell %d (%s): %s", i+1, cellName(i, side), err.(*SyntaxError).Msg)
		}
		g.Cands[i] = m
	}
	return g, nil
}

// parseCands reads one cell of a candidate list: either the candidates'
// symbols in any order ("156"), a positional token of Side characters
// ("1...56..."), or "."/"0" for no candidate.
func parseCands(tok string, n int) (uint32, error) {
	side := n * n
	if tok == "." || tok == "0" {
		return 0, nil
	}
	if len(tok) == side && strings.ContainsAny(tok, ".0") {
		var m [1]uint32
		if err := parseSukakuInto(m[:], 0, tok, n); err != nil {
			return 0, errorf("%s: %s", clipQuote(tok), err.(*SyntaxError).Msg)
		}
		return m[0], nil
	}
	var m uint32
	for i := 0; i < len(tok); i++ {
		d, ok := Digit(n, tok[i])
		if !ok || d == 0 {
			return 0, errorf("invalid candidate %s in %s; %s candidates are %s", quoteAt(tok, i), clipQuote(tok), sizeName(n), symbolRange(n))
		}
		if m&(1<<(d-1)) != 0 {
			return 0, errorf("candidate %q repeated in %s", Symbol(n, d), clipQuote(tok))
		}
		m |= 1 << (d - 1)
	}
	return m, nil
}
