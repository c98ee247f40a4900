package reftest

import (
	"encoding/csv"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata"
)

// Dir returns the reference-data directory, or skips the test (fails it if
// SUDOLAB_REQUIRE_REFDATA=1) when it does not exist.
func Dir(t testing.TB) string {
	t.Helper()
	dir, err := refdata.Dir()
	if err != nil {
		missing(t, "%v", err)
	}
	return dir
}

// Path returns the path of a file in the reference data, skipping (or
// failing, see Dir) when the directory or the file is missing.
func Path(t testing.TB, rel string) string {
	t.Helper()
	p := filepath.Join(Dir(t), filepath.FromSlash(rel))
	if _, err := os.Stat(p); err != nil {
		missing(t, "reference file %s not found: %v", rel, err)
	}
	return p
}

// ReadCSV reads a reference CSV file (header row first, no quoting needed
// but honoured) and returns its header and data rows. Read errors fail the
// test; a missing file skips it (see Path).
func ReadCSV(t testing.TB, rel string) (header []string, rows [][]string) {
	t.Helper()
	f, err := os.Open(Path(t, rel))
	if err != nil {
		t.Fatalf("refdata: %v", err)
	}
	defer f.Close()
	r := csv.NewReader(f)
	header, err = r.Read()
	if err != nil {
		t.Fatalf("refdata: %s: reading header: %v", rel, err)
	}
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("refdata: %s: %v", rel, err)
		}
		rows = append(rows, rec)
	}
	return header, rows
}

// Column returns the index of name in header, failing the test if absent.
func Column(t testing.TB, header []string, name string) int {
	t.Helper()
	for i, h := range header {
		if h == name {
			return i
		}
	}
	t.Fatalf("refdata: no column %q in header %v", name, header)
	return -1
}

func missing(t testing.TB, format string, args ...any) {
	t.Helper()
	if os.Getenv(refdata.EnvRequire) == "1" {
		t.Fatalf(format+" (required: %s=1)", append(args, refdata.EnvRequire)...)
	}
	t.Skipf(format, args...)
}
