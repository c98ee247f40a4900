// Package refdata locates the reference data set (published ratings, see
// its README) for tests and benchmarks. The data live outside the
// repository and are never copied into it; tests read them at run time.
//
// The directory is $SUDOLAB_REFDATA if set, else <repo root>/../shared/data,
// where the repo root is the nearest ancestor of the working directory with
// a go.mod. When it is missing, tests are skipped, unless
// SUDOLAB_REQUIRE_REFDATA=1, which makes them fail instead (for CI).
package refdata

import (
	"encoding/csv"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// Env names.
const (
	EnvDir     = "SUDOLAB_REFDATA"
	EnvRequire = "SUDOLAB_REQUIRE_REFDATA"
)

// Locate returns the reference-data directory and whether it exists, without
// a testing.TB (for commands and benchmarks set up outside tests).
func Locate() (string, bool) {
	dir := os.Getenv(EnvDir)
	if dir == "" {
		root, err := repoRoot()
		if err != nil {
			return "", false
		}
		dir = filepath.Join(root, "..", "shared", "data")
	}
	dir = filepath.Clean(dir)
	fi, err := os.Stat(dir)
	return dir, err == nil && fi.IsDir()
}

// Dir returns the reference-data directory, or skips the test (fails it if
// SUDOLAB_REQUIRE_REFDATA=1) when it does not exist.
func Dir(t testing.TB) string {
	t.Helper()
	dir, ok := Locate()
	if !ok {
		missing(t, "reference data not found at %q; set %s", dir, EnvDir)
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
	if os.Getenv(EnvRequire) == "1" {
		t.Fatalf(format+" (required: %s=1)", append(args, EnvRequire)...)
	}
	t.Skipf(format, args...)
}

func repoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod above the working directory")
		}
		dir = parent
	}
}
