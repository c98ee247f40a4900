package drat

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
)

// MaxVar bounds variable numbers in formulas and proofs: a hostile file
// cannot make the checker allocate more than a few hundred MB.
const MaxVar = 1 << 24

// Formula is a CNF formula: clauses over variables 1..NumVars, each a list
// of DIMACS literals (v or -v) without the terminating 0.
type Formula struct {
	NumVars int
	Clauses [][]int
}

// scanner reads the integers and the few letters of DIMACS and textual DRAT,
// counting lines for error messages.
type scanner struct {
	r    *bufio.Reader
	line int
}

func newScanner(r io.Reader) *scanner { return &scanner{r: bufio.NewReader(r), line: 1} }

func (s *scanner) errorf(format string, a ...any) error {
	return fmt.Errorf("line %d: %s", s.line, fmt.Sprintf(format, a...))
}

// skipSpace skips blanks and newlines; it returns the next byte without
// consuming it, or io.EOF.
func (s *scanner) skipSpace() (byte, error) {
	for {
		b, err := s.r.ReadByte()
		if err != nil {
			return 0, err
		}
		switch b {
		case '\n':
			s.line++
		case ' ', '\t', '\r', '\f', '\v':
		default:
			return b, s.r.UnreadByte()
		}
	}
}

// skipLine consumes the rest of the current line (a comment).
func (s *scanner) skipLine() error {
	for {
		b, err := s.r.ReadByte()
		if err != nil {
			return err
		}
		if b == '\n' {
			s.line++
			return nil
		}
	}
}

// word reads a run of non-blank bytes (for the "p cnf" header).
func (s *scanner) word() (string, error) {
	if _, err := s.skipSpace(); err != nil {
		return "", err
	}
	var w []byte
	for len(w) < 64 {
		b, err := s.r.ReadByte()
		if err == io.EOF {
			break
		}
		if err != nil {
			return "", err
		}
		if b == ' ' || b == '\t' || b == '\r' || b == '\n' {
			s.r.UnreadByte()
			break
		}
		w = append(w, b)
	}
	return string(w), nil
}

// literal reads one integer (the next byte must start it) and bounds it.
func (s *scanner) literal() (int, error) {
	neg := false
	b, err := s.r.ReadByte()
	if err != nil {
		return 0, err
	}
	if b == '-' {
		neg = true
		if b, err = s.r.ReadByte(); err != nil {
			return 0, s.errorf("'-' without a number")
		}
	}
	if b < '0' || b > '9' {
		return 0, s.errorf("unexpected byte %q where a literal was expected", b)
	}
	v := int(b - '0')
	for {
		b, err = s.r.ReadByte()
		if err == io.EOF {
			break
		}
		if err != nil {
			return 0, err
		}
		if b < '0' || b > '9' {
			s.r.UnreadByte()
			if b != ' ' && b != '\t' && b != '\r' && b != '\n' {
				return 0, s.errorf("unexpected byte %q after a literal", b)
			}
			break
		}
		v = v*10 + int(b-'0')
		if v > MaxVar {
			return 0, s.errorf("variable beyond %d", MaxVar)
		}
	}
	if neg {
		if v == 0 {
			return 0, s.errorf("literal -0")
		}
		v = -v
	}
	return v, nil
}

// ReadDIMACS reads a CNF formula in DIMACS format: comment lines starting
// with 'c', the header "p cnf VARS CLAUSES", then exactly CLAUSES clauses,
// each ended by 0, with variables in 1..VARS.
func ReadDIMACS(r io.Reader) (*Formula, error) {
	s := newScanner(r)
	f := &Formula{}
	nclauses := -1
	for nclauses < 0 {
		b, err := s.skipSpace()
		if err == io.EOF {
			return nil, errors.New("no \"p cnf\" header")
		}
		if err != nil {
			return nil, err
		}
		switch b {
		case 'c':
			if err := s.skipLine(); err != nil && err != io.EOF {
				return nil, err
			}
		case 'p':
			p, _ := s.word()
			kind, _ := s.word()
			vars, _ := s.word()
			cls, _ := s.word()
			nv, e1 := parseCount(vars, MaxVar)
			nc, e2 := parseCount(cls, math.MaxInt32)
			if p != "p" || kind != "cnf" || e1 != nil || e2 != nil {
				return nil, s.errorf("bad header, want \"p cnf VARS CLAUSES\"")
			}
			f.NumVars, nclauses = nv, nc
		default:
			return nil, s.errorf("clause before the \"p cnf\" header")
		}
	}
	var cl []int
	for {
		b, err := s.skipSpace()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if b == 'c' {
			if err := s.skipLine(); err != nil && err != io.EOF {
				return nil, err
			}
			continue
		}
		l, err := s.literal()
		if err != nil {
			return nil, err
		}
		if l == 0 {
			if len(f.Clauses) == nclauses {
				return nil, s.errorf("more clauses than the header's %d", nclauses)
			}
			f.Clauses = append(f.Clauses, cl)
			cl = nil
			continue
		}
		if abs(l) > f.NumVars {
			return nil, s.errorf("literal %d beyond the header's %d variables", l, f.NumVars)
		}
		cl = append(cl, l)
	}
	if cl != nil {
		return nil, s.errorf("last clause not ended by 0")
	}
	if len(f.Clauses) != nclauses {
		return nil, fmt.Errorf("%d clauses, the header says %d", len(f.Clauses), nclauses)
	}
	return f, nil
}

func parseCount(w string, limit int) (int, error) {
	if w == "" || len(w) > 10 {
		return 0, errors.New("bad count")
	}
	n := 0
	for _, c := range []byte(w) {
		if c < '0' || c > '9' {
			return 0, errors.New("bad count")
		}
		n = n*10 + int(c-'0')
	}
	if n > limit {
		return 0, errors.New("count too large")
	}
	return n, nil
}

// step is one line of a proof: a lemma to add or a clause to delete.
type step struct {
	del  bool
	lits []int // as written; lits[0] is the RAT pivot of a lemma
	line int
}

// proofReader reads a textual DRAT proof one step at a time.
type proofReader struct{ s *scanner }

// next returns the next step, or io.EOF after the last one.
func (p *proofReader) next(buf []int) (step, error) {
	s := p.s
	st := step{lits: buf[:0]}
	started := false
	for {
		b, err := s.skipSpace()
		if err == io.EOF {
			if started {
				return st, s.errorf("last proof line not ended by 0")
			}
			return st, io.EOF
		}
		if err != nil {
			return st, err
		}
		switch {
		case b == 'c' && !started:
			if err := s.skipLine(); err != nil && err != io.EOF {
				return st, err
			}
			continue
		case b == 'd' && !started:
			s.r.ReadByte()
			st.del, started, st.line = true, true, s.line
			continue
		case b == '-' || (b >= '0' && b <= '9'):
		default:
			if b == 'a' || b < 0x20 || b >= 0x7f {
				return st, s.errorf("not a textual DRAT proof (binary DRAT is not read)")
			}
			return st, s.errorf("unexpected byte %q", b)
		}
		if !started {
			started, st.line = true, s.line
		}
		l, err := s.literal()
		if err != nil {
			return st, err
		}
		if l == 0 {
			return st, nil
		}
		st.lits = append(st.lits, l)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
