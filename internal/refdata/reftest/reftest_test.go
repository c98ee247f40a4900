package reftest

import (
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata"
)

func TestLocateEnv(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(refdata.EnvDir, dir)
	got, ok := refdata.Locate()
	if !ok || got != filepath.Clean(dir) {
		t.Fatalf("refdata.Locate() = %q, %v; want %q, true", got, ok, dir)
	}
	if err := os.WriteFile(filepath.Join(dir, "x.csv"), []byte("a,b\n1,2\n3,4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h, rows := ReadCSV(t, "x.csv")
	if len(h) != 2 || len(rows) != 2 || rows[1][1] != "4" || Column(t, h, "b") != 1 {
		t.Fatalf("ReadCSV = %v %v", h, rows)
	}
}

func TestMissingSkips(t *testing.T) {
	t.Setenv(refdata.EnvDir, filepath.Join(t.TempDir(), "nope"))
	t.Setenv(refdata.EnvRequire, "")
	if _, ok := refdata.Locate(); ok {
		t.Fatal("Locate found a missing directory")
	}
	skipped := false
	t.Run("inner", func(t *testing.T) {
		defer func() { skipped = t.Skipped() }()
		Dir(t)
	})
	if !skipped {
		t.Fatal("Dir did not skip on a missing directory")
	}
}

func TestRealData(t *testing.T) {
	h, rows := ReadCSV(t, "cbg-000.csv")
	if Column(t, h, "puzzle") != 1 || len(rows) == 0 {
		t.Fatalf("unexpected cbg-000.csv: header %v, %d rows", h, len(rows))
	}
}

func TestParallelRunsEachOnce(t *testing.T) {
	var mu sync.Mutex
	seen := map[int]int{}
	Parallel(1000, func(i int) {
		mu.Lock()
		seen[i]++
		mu.Unlock()
	})
	for i := 0; i < 1000; i++ {
		if seen[i] != 1 {
			t.Fatalf("f(%d) ran %d times", i, seen[i])
		}
	}
	if len(seen) != 1000 {
		t.Fatalf("%d distinct calls, want 1000", len(seen))
	}
}

func TestLong(t *testing.T) {
	t.Setenv(EnvLong, "1")
	if !Long() {
		t.Error("SUDOLAB_LONG=1: Long() = false")
	}
	t.Setenv(EnvLong, "")
	if Long() {
		t.Error("SUDOLAB_LONG unset: Long() = true")
	}
}
