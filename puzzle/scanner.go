package puzzle

import (
	"fmt"
	"io"
	"strings"
)

// Record is one puzzle read by a Scanner, or one malformed piece of input.
type Record struct {
	Line  int    // 1-based line number of the record's (first) line
	Index int    // 1-based index among records, counting erroneous ones
	Text  string // the grid text as read: the one-line token without label, or the grid's rows joined by "\n"
	Grid  *Grid  // nil when Err != nil
	Err   error  // a *SyntaxError naming the line, or nil
}

// Scanner reads a file of puzzles: typically one per line (any ParseLine
// form), but multi-line grids (see Parse) are recognised too, and both may
// be mixed. Blank lines and lines starting with '#' are skipped; a blank
// line also ends a multi-line grid. A malformed line (or grid) yields a
// Record with Err set, and scanning goes on with the next line.
//
// A line that is not a valid one-liner but looks like a grid row starts a
// grid; rows are gathered until the grid is full, a blank line, the end of
// input, or a line that cannot be a row of it. An incomplete or invalid grid
// whose rows are valid one-liners on their own (e.g. 16-character lines,
// which are both 4×4 puzzles and 16×16 rows) is reported line by line.
// Pencil-mark strings cut into rows are read by Parse but not by Scanner.
//
// A UTF-8 byte order mark at the start of the input is skipped. Lines are
// at most MaxLineBytes long: a longer line is a malformed record (its Text
// is the line's first EchoBytes bytes), skipped without being held in
// memory. The Text of every malformed record is cut to EchoBytes bytes.
type Scanner struct {
	r     *lineReader
	line  int
	err   error
	eof   bool
	index int
	out   []Record // records ready to be returned
	rec   Record
	block []blockRow // pending multi-line grid rows
	side  int        // side guessed for the pending grid
}

type blockRow struct {
	textLine
	g    *Grid // the row parsed alone as a one-liner, if valid
	tok  string
	lerr error // the error parsing it alone
}

// NewScanner returns a Scanner reading from r.
func NewScanner(r io.Reader) *Scanner {
	return &Scanner{r: newLineReader(r)}
}

// Scan advances to the next record, returning false at the end of input or
// on a read error (see Err).
func (s *Scanner) Scan() bool {
	for len(s.out) == 0 {
		if s.eof {
			return false
		}
		s.step()
	}
	s.rec, s.out = s.out[0], s.out[1:]
	s.index++
	s.rec.Index = s.index
	return true
}

// Record returns the record read by the last successful Scan.
func (s *Scanner) Record() Record { return s.rec }

// Err returns the first read error other than io.EOF.
func (s *Scanner) Err() error { return s.err }

// step reads one line and updates the pending state.
func (s *Scanner) step() {
	b, size, long, err := s.r.next()
	if err != nil && !long {
		if err != io.EOF {
			s.err = err
		}
		s.eof = true
		s.flush()
		return
	}
	s.line++
	if long {
		s.flush()
		s.emit(Record{Line: s.line, Text: string(b) + "…", Err: &SyntaxError{Line: s.line, Msg: tooLongError(size).Msg}})
		if err != nil {
			s.eof = true
		}
		return
	}
	s.handle(strings.TrimSpace(string(b)))
}

func (s *Scanner) handle(t string) {
	switch {
	case t == "":
		s.flush()
		return
	case t[0] == '#' || isDecoration(t):
		return
	}
	if len(s.block) > 0 {
		if rowFits(t, s.side) {
			s.addRow(t)
			return
		}
		s.flush()
	}
	g, tok, err := parseLine(t)
	shape := rowShape(t)
	// A valid one-liner is a record, unless it is a 16-character line that
	// may as well be the first row of a 16×16 grid.
	if err == nil && !(g.N == 2 && shape == 16) {
		s.emit(Record{Line: s.line, Text: tok, Grid: g})
		return
	}
	if shape == 0 {
		s.emit(Record{Line: s.line, Text: t, Err: atLine(err, s.line)})
		return
	}
	s.side = shape
	s.addRow(t)
}

func (s *Scanner) addRow(t string) {
	g, tok, err := parseLine(t)
	s.block = append(s.block, blockRow{textLine: textLine{num: s.line, text: t}, g: g, tok: tok, lerr: err})
	if len(s.block) == s.side {
		s.flush()
	}
}

// flush turns the pending rows into records.
func (s *Scanner) flush() {
	rows := s.block
	if len(rows) == 0 {
		return
	}
	s.block = nil
	lines := make([]textLine, len(rows))
	texts := make([]string, len(rows))
	alone := false // some row is a valid one-liner on its own
	for i, r := range rows {
		lines[i], texts[i] = r.textLine, r.text
		alone = alone || r.lerr == nil
	}
	g, err := parseBlock(lines) // the row count may differ from the guessed side
	switch {
	case err == nil:
		s.emit(Record{Line: rows[0].num, Text: strings.Join(texts, "\n"), Grid: g})
	case alone || len(rows) == 1:
		for _, r := range rows {
			s.emit(Record{Line: r.num, Text: r.tok, Grid: r.g, Err: atLine(r.lerr, r.num)})
		}
	case len(rows) < s.side:
		s.emit(Record{Line: rows[0].num, Text: strings.Join(texts, "\n"), Err: &SyntaxError{Line: rows[0].num,
			Msg: fmt.Sprintf("incomplete grid: %d rows (lines %d-%d), want %d", len(rows), rows[0].num, rows[len(rows)-1].num, s.side)}})
	default:
		s.emit(Record{Line: rows[0].num, Text: strings.Join(texts, "\n"), Err: err})
	}
}

func (s *Scanner) emit(r Record) {
	if r.Err != nil {
		r.Text = Clip(r.Text)
	}
	s.out = append(s.out, r)
}
