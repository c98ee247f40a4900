package outfile

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/internal/resumefile"
)

// errBusy: another process holds the output's lock.
var errBusy = errors.New("locked by another process")

// File is an output being written. Write to it (the first error is kept:
// every later write fails with it), then Commit; Close abandons what was
// not committed. A File is not safe for concurrent use.
type File struct {
	flag, path string   // the flag and path, for messages
	f          *os.File // Create: the temporary file; Append: the output itself
	held       *os.File // Create: the output as it was, locked (nil if there was none)
	mode       os.FileMode
	appending  bool
	good       int64 // Append: the size after the last complete write
	err        error
	ended      bool
}

// Create starts a new output at path, written to a temporary file beside
// it and renamed onto path by Commit: until then, the file at path (if
// any) is left as it was. flag names the option in messages ("-o",
// "OUT"). path is refused (exit status 2, nothing created) when it is one
// of the inputs, when something else than a regular file is there, or
// when another run is writing it.
func Create(flag, path string, in Inputs) (*File, error) {
	if err := check(flag, path, in); err != nil {
		return nil, err
	}
	o := &File{flag: flag, path: path, mode: 0o644}
	if held, err := lockExisting(flag, path); err != nil {
		return nil, err
	} else if held != nil {
		o.held = held
		if st, err := held.Stat(); err == nil {
			o.mode = st.Mode().Perm()
		}
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		o.release()
		return nil, fmt.Errorf("%s %s: %w", flag, path, err)
	}
	o.f = f
	return o, nil
}

// Append opens a resumable output: path is created if missing, locked,
// and its complete lines are returned (a partial last line, left by a
// killed run, is cut off the file); writes then append to it. Each Write
// should be one whole record: a write that fails is cut off again, so the
// file always ends on a complete record. The same refusals as Create
// apply.
func Append(flag, path string, in Inputs) (*File, []byte, error) {
	if err := check(flag, path, in); err != nil {
		return nil, nil, err
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return nil, nil, fmt.Errorf("%s %s: %w", flag, path, err)
	}
	if err := lockHere(flag, path, f); err != nil {
		f.Close()
		return nil, nil, err
	}
	data, err := resumefile.CompleteFile(f)
	if err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("%s %s: %w", flag, path, err)
	}
	return &File{flag: flag, path: path, f: f, appending: true, good: int64(len(data))}, data, nil
}

// check refuses an empty path, an input, and anything but a regular file.
func check(flag, path string, in Inputs) error {
	if path == "" {
		return cli.Usage("%s: no file name", flag)
	}
	if err := in.Check(flag, path); err != nil {
		return err
	}
	st, err := os.Lstat(path)
	if err != nil || st.Mode().IsRegular() {
		return nil
	}
	what := "not a regular file"
	switch m := st.Mode(); {
	case m&os.ModeSymlink != 0:
		what = "a symbolic link (give the file it points to)"
	case m.IsDir():
		what = "a directory"
	case m&os.ModeNamedPipe != 0:
		what = "a FIFO"
	case m&os.ModeDevice != 0:
		what = "a device"
	case m&os.ModeSocket != 0:
		what = "a socket"
	}
	return cli.Usage("%s %s: is %s; sudolab writes only regular files (without %s the output goes to standard output where the command allows it)", flag, path, what, flag)
}

// lockExisting locks the file at path if there is one (nil if none).
func lockExisting(flag, path string) (*os.File, error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", flag, path, err)
	}
	if err := lockHere(flag, path, f); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// lockHere locks f, which was opened at path, and checks that path still
// names it (another run may have renamed a new file onto path between the
// open and the lock).
func lockHere(flag, path string, f *os.File) error {
	if err := lock(f); errors.Is(err, errBusy) {
		return cli.Usage("%s %s: another run is writing it (the file is locked); wait for it to end, or choose another output", flag, path)
	} else if err != nil {
		return fmt.Errorf("%s %s: lock: %w", flag, path, err)
	}
	fi, err1 := f.Stat()
	pi, err2 := os.Stat(path)
	if err1 != nil || err2 != nil || !os.SameFile(fi, pi) {
		return cli.Usage("%s %s: replaced by another run while being opened; try again", flag, path)
	}
	return nil
}

// Write writes p, or fails with the first error met so far.
func (o *File) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	if o.ended {
		return 0, fmt.Errorf("%s %s: write after the end", o.flag, o.path)
	}
	n, err := o.f.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil {
		o.err = fmt.Errorf("writing %s %s: %w", o.flag, o.path, err)
		if o.appending && n > 0 {
			o.f.Truncate(o.good) // no partial record left behind
		}
		return n, o.err
	}
	o.good += int64(n)
	return n, nil
}

// Err is the first write error, or nil.
func (o *File) Err() error { return o.err }

// Commit ends the output: a new one (Create) is synced to disk and
// renamed onto its path, an appended one (Append) is synced. After a write
// error, Commit abandons the output (as Close) and returns that error.
func (o *File) Commit() error {
	if o.ended {
		return o.err
	}
	if o.err != nil {
		o.Close()
		return o.err
	}
	if o.appending {
		o.ended = true
		err := o.f.Sync()
		if cerr := o.f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("%s %s: %w", o.flag, o.path, err)
		}
		return nil
	}
	err := o.f.Chmod(o.mode)
	if err == nil {
		err = o.f.Sync()
	}
	if cerr := o.f.Close(); err == nil {
		err = cerr
	}
	if err == nil && o.held == nil {
		// A file may have appeared at path since Create: lock it too, so
		// that a run appending to it is not silently replaced.
		o.held, err = lockExisting(o.flag, o.path)
		if err == nil {
			err = check(o.flag, o.path, Inputs{})
		}
	}
	if err == nil {
		err = os.Rename(o.f.Name(), o.path)
	}
	if err != nil {
		o.err = err
		o.Close()
		return fmt.Errorf("%s %s: %w", o.flag, o.path, err)
	}
	o.ended = true
	o.release()
	syncDir(filepath.Dir(o.path))
	return nil
}

// Close abandons the output if it was not committed: a new one's
// temporary file is removed (the file at path stays as it was), an
// appended one is closed as it is (every complete record stays). Close
// after Commit does nothing.
func (o *File) Close() error {
	if o.ended {
		return nil
	}
	o.ended = true
	err := o.f.Close()
	if !o.appending {
		os.Remove(o.f.Name())
	}
	o.release()
	return err
}

func (o *File) release() {
	if o.held != nil {
		o.held.Close()
		o.held = nil
	}
}

// syncDir makes a rename in dir durable (best effort: not every file
// system can sync a directory).
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
