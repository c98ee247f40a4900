package cli

import (
	"errors"
	"fmt"
)

// Exit statuses of every sudolab command.
const (
	StatusOK      = 0 // everything went fine
	StatusPartial = 1 // some inputs invalid or some results failed; the others are written
	StatusFailure = 2 // usage or I/O error
	// StatusInterrupted: stopped by SIGINT (128 + the signal number, as
	// shells report it); what was written is valid for --resume.
	StatusInterrupted = 130
)

// ExitHelp is the paragraph documenting the exit status, for --help texts.
const ExitHelp = `Exit status: 0 all fine; 1 some inputs invalid or some results failed (the
others are written); 2 usage or I/O error (bad flag, unreadable input,
unwritable output); 130 interrupted (SIGINT) where a run can be resumed.`

// Error is an error with its exit status.
type Error struct {
	Code int
	Msg  string
}

func (e *Error) Error() string { return e.Msg }

// Partial is the error of a run that wrote its results but met invalid
// inputs or failed results (exit status 1).
func Partial(format string, args ...any) error {
	return &Error{Code: StatusPartial, Msg: fmt.Sprintf(format, args...)}
}

// Usage is a usage error (exit status 2).
func Usage(format string, args ...any) error {
	return &Error{Code: StatusFailure, Msg: fmt.Sprintf(format, args...)}
}

// Code is the exit status of a command that returned err: 0 for nil, the
// code of an *Error, and 2 for any other error (I/O, usage).
func Code(err error) int {
	if err == nil {
		return StatusOK
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return StatusFailure
}

// Invalid returns Partial("n of m inputs invalid") when n > 0, else nil:
// the ending of a command that reads many inputs.
func Invalid(n, of int, what string) error {
	if n == 0 {
		return nil
	}
	return Partial("%d of %d %s invalid", n, of, what)
}
