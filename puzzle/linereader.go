package puzzle

import (
	"bufio"
	"bytes"
	"io"
	"strconv"
	"unicode/utf8"
)

// MaxLineBytes bounds the length of an input line. The longest form of a
// puzzle or state is a 25×25 cell list with up to 25 candidates per cell
// (about 16,300 bytes; the 15,625-character pencil-mark string is shorter),
// so 64 KiB leaves ample room for a label. A longer line is malformed: it
// is reported (with its first EchoBytes bytes) without being held in
// memory, and reading goes on at the next line, so that an endless line
// (/dev/zero) costs a constant amount of memory.
const MaxLineBytes = 64 << 10

// EchoBytes is how much of a malformed line is copied into messages and
// outputs.
const EchoBytes = 100

// bom is the UTF-8 byte order mark some editors put at the start of a file.
const bom = "\uFEFF"

// lineReader reads lines of at most MaxLineBytes bytes.
type lineReader struct {
	r     *bufio.Reader
	back  *readLine   // a line given back by unread
	first bool        // no line read yet (the BOM is stripped from it)
	stop  func() bool // polled while a long line is skipped (may be nil)
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, MaxLineBytes+1), first: true}
}

// next returns the next line without its line break. A line longer than
// MaxLineBytes is skipped up to its line break: line is then its first
// EchoBytes bytes and size its length (or a lower bound, if the input ended
// or reading was stopped). err is io.EOF after the last line.
func (lr *lineReader) next() (line []byte, size int64, tooLong bool, err error) {
	if b := lr.back; b != nil {
		lr.back = nil
		return b.line, b.size, b.tooLong, b.err
	}
	b, err := lr.r.ReadSlice('\n')
	if lr.first {
		lr.first = false
		b = bytes.TrimPrefix(b, []byte(bom))
	}
	if err == bufio.ErrBufferFull {
		prefix := append([]byte(nil), b[:min(len(b), EchoBytes)]...)
		size = int64(len(b))
		for err == bufio.ErrBufferFull {
			if lr.stop != nil && lr.stop() {
				return prefix, size, true, io.EOF
			}
			b, err = lr.r.ReadSlice('\n')
			size += int64(len(b))
		}
		if err == nil {
			size-- // the line break
		}
		return prefix, size, true, nilIfEOF(err, true)
	}
	if err == io.EOF && len(b) == 0 {
		return nil, 0, false, io.EOF
	}
	b = bytes.TrimSuffix(b, []byte("\n"))
	return b, int64(len(b)), false, nilIfEOF(err, len(b) > 0)
}

// nilIfEOF hides io.EOF when a last line without line break was returned
// (the next call reports it).
func nilIfEOF(err error, got bool) error {
	if err == io.EOF && got {
		return nil
	}
	return err
}

// tooLongError is the error of a line longer than MaxLineBytes (size may
// be a lower bound when reading stopped inside the line).
func tooLongError(size int64) *SyntaxError {
	return errorf("a line of %d bytes is longer than any puzzle or state (at most %d bytes per line)", size, MaxLineBytes)
}

// Clip returns s cut to its first EchoBytes bytes (on a character
// boundary) with "…" appended when cut, its control characters escaped
// first (Printable): how a malformed input is echoed.
func Clip(s string) string {
	s = Printable(s)
	if len(s) <= EchoBytes {
		return s
	}
	i := EchoBytes
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + "…"
}

// clipQuote is strconv.Quote of Clip(s).
func clipQuote(s string) string {
	if len(s) <= EchoBytes {
		return strconv.Quote(s)
	}
	return strconv.Quote(Clip(s)[:len(Clip(s))-len("…")]) + "…"
}

// readLine is one result of next, kept by unread.
type readLine struct {
	line    []byte
	size    int64
	tooLong bool
	err     error
}

// unread gives a line back: the next call of next returns it again. The
// line is copied (it may point into the reader's buffer).
func (lr *lineReader) unread(line []byte, size int64, tooLong bool, err error) {
	lr.back = &readLine{append([]byte(nil), line...), size, tooLong, err}
}

// LineReader reads a text line by line, each line at most MaxLineBytes
// long: a longer line is skipped up to its line break without being held
// in memory and returned as its first EchoBytes bytes, marked too long.
// A UTF-8 byte order mark at the start is dropped.
type LineReader struct{ lr *lineReader }

// NewLineReader reads the lines of r.
func NewLineReader(r io.Reader) *LineReader { return &LineReader{newLineReader(r)} }

// Next returns the next line without its line break (valid until the
// next call); err is io.EOF after the last line.
func (r *LineReader) Next() (line []byte, tooLong bool, err error) {
	line, _, tooLong, err = r.lr.next()
	return line, tooLong, err
}
