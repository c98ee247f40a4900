package resumefile

import (
	"bytes"
	"io"
	"os"
)

// Complete returns the complete lines of the file at path. A partial last
// line (the run was killed while writing it) is cut off the file itself,
// so that appending continues on a line boundary. A missing file gives
// nil and no error.
func Complete(path string) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return CompleteFile(f)
}

// CompleteFile is Complete on an open file (read from its start, cut
// through f), for a caller that holds it open, e.g. locked against other
// writers (internal/outfile).
func CompleteFile(f *os.File) ([]byte, error) {
	data, err := io.ReadAll(io.NewSectionReader(f, 0, 1<<62))
	if err != nil {
		return nil, err
	}
	if i := bytes.LastIndexByte(data, '\n'); i+1 != len(data) {
		data = data[:i+1]
		if err := f.Truncate(int64(len(data))); err != nil {
			return nil, err
		}
	}
	return data, nil
}
