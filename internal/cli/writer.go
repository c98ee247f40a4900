package cli

import (
	"fmt"
	"io"
)

// Writer wraps a command's output and keeps its first write error: every
// later write fails at once with the same error, and Err reports it when
// the command ends. Commands write through it without checking each
// Fprintf, yet a full disk or a closed pipe is never mistaken for success.
type Writer struct {
	w   io.Writer
	err error
}

// NewWriter returns a checked writer on w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w} }

// Write writes p, or fails with the first error met so far.
func (w *Writer) Write(p []byte) (int, error) {
	if w.err != nil {
		return 0, w.err
	}
	n, err := w.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil {
		w.err = fmt.Errorf("writing the output: %w", err)
	}
	return n, w.err
}

// Err is the first write error, or nil.
func (w *Writer) Err() error { return w.err }
