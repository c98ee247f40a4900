package main

import (
	"os"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
)

// TestBenchFlags: bad flags are refused before anything runs, and a
// small row prints the table with its ratings written to --values.
func TestBenchFlags(t *testing.T) {
	for _, args := range [][]string{
		{"bench", "--rows", "nope"},
		{"bench", "--first", "-1"},
		{"bench", "extra"},
	} {
		if _, err := run(t, "", args...); err == nil {
			t.Errorf("%v: accepted", args)
		}
	}
	dir := reftest.Dir(t)
	values := t.TempDir() + "/values.txt"
	out, err := run(t, "", "bench", "--data", dir, "--rows", "W200", "--first", "2", "--values", values)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "| W200 |") || !strings.Contains(out, "(first 2 only) | 2 |") {
		t.Errorf("table:\n%s", out)
	}
	// cbg-000 #1 and #2 have W = 0 and 5
	if b, err := os.ReadFile(values); err != nil || string(b) != "W200 1 0\nW200 2 5\n" {
		t.Errorf("--values file %q, %v", b, err)
	}
}
