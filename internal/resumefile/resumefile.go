package resumefile

import (
	"bytes"
	"os"
)

// Complete returns the complete lines of the file at path. A partial last
// line (the run was killed while writing it) is cut off the file itself,
// so that appending continues on a line boundary. A missing file gives
// nil and no error.
func Complete(path string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if i := bytes.LastIndexByte(data, '\n'); i+1 != len(data) {
		data = data[:i+1]
		if err := os.Truncate(path, int64(len(data))); err != nil {
			return nil, err
		}
	}
	return data, nil
}
