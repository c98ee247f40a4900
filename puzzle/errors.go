package puzzle

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// SyntaxError reports malformed input. Line is the 1-based line number of
// the offending text when known (multi-line text, Scanner), else 0.
type SyntaxError struct {
	Line int
	Msg  string
}

func (e *SyntaxError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	}
	return e.Msg
}

func errorf(format string, args ...any) *SyntaxError {
	return &SyntaxError{Msg: fmt.Sprintf(format, args...)}
}

// atLine sets the line number of err if it is a SyntaxError without one.
func atLine(err error, line int) error {
	if se, ok := err.(*SyntaxError); ok && se.Line == 0 {
		return &SyntaxError{Line: line, Msg: se.Msg}
	}
	return err
}

// quoteAt quotes the (possibly multi-byte) character starting at s[i].
func quoteAt(s string, i int) string {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return strconv.QuoteRune(r)
}

// characters is "1 character" or "n characters".
func characters(n int) string {
	if n == 1 {
		return "1 character"
	}
	return strconv.Itoa(n) + " characters"
}

// cellName is "r2c8" for cell index i of a side×side grid.
func cellName(i, side int) string {
	return fmt.Sprintf("r%dc%d", i/side+1, i%side+1)
}

const (
	wantCells   = "want 16, 81, 256 or 625 (puzzle) or 64, 729, 4096 or 15625 (pencil marks)"
	wantTokens  = "want 16, 81, 256 or 625 (one per cell)"
	wantGridRow = "want 4, 9, 16 or 25"
)
