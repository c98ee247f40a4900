package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPatternCLI: a tridagon is impossible, an even placement possible, a
// wrong pattern file gets a clear error, --find lists Loki's tridagon.
func TestPatternCLI(t *testing.T) {
	out, err := run(t, "digits 123 cells r1c1,r2c2,r3c3,r1c4,r2c5,r3c6,r4c1,r5c2,r6c3,r4c6,r5c5,r6c4\n", "pattern")
	if err != nil || !strings.HasPrefix(out, "impossible (12 cells): UNSAT certificate of ") {
		t.Errorf("tridagon: %q %v", out, err)
	}
	out, err = run(t, "digits 123 cells r1c1,r2c2,r3c3,r1c4,r2c5,r3c6,r4c1,r5c2,r6c3,r4c4,r5c5,r6c6\n", "pattern", "-")
	if err != nil || !strings.HasPrefix(out, "possible (12 cells): r1c1=") {
		t.Errorf("even placement: %q %v", out, err)
	}
	bad := filepath.Join(t.TempDir(), "bad.txt")
	os.WriteFile(bad, []byte("digits 12 cells r1c1,r9c10\n"), 0o644)
	if _, err := run(t, "", "pattern", bad); err == nil || !strings.Contains(err.Error(), "bad.txt: pattern line 1: bad cell \"r9c10\"") {
		t.Errorf("bad file: %v", err)
	}
	if _, err := run(t, "", "pattern", filepath.Join(t.TempDir(), "missing")); err == nil {
		t.Errorf("missing file accepted")
	}
	out, err = run(t, "", "pattern", "--find", "57....9..........8.1.........168..4......28.9..2.9416.....2.....6.9.82.4...41.6..")
	if err != nil || !strings.Contains(out, "guardians: n1r8c8\n  one guardian cell: its digits 3, 5, 7 are eliminated\n1 tridagon\n") {
		t.Errorf("--find: %q %v", out, err)
	}
	if _, err := run(t, "", "pattern", "--find", "x", "file"); err == nil {
		t.Errorf("--find with a file accepted")
	}
}

// TestPatternSetCLI: pattern --set proves every pattern of a set, and
// refuses an unknown set or an extra argument.
func TestPatternSetCLI(t *testing.T) {
	out, err := run(t, "", "pattern", "--set", "Select1")
	if err != nil || !strings.HasPrefix(out, "EL13c290 13 cells: impossible (UNSAT certificate of ") || !strings.Contains(out, "Select1: 5 patterns, 5 impossible, 0 possible (") {
		t.Errorf("--set Select1: %q %v", out, err)
	}
	if _, err := run(t, "", "pattern", "--set", "Select9"); err == nil || !strings.Contains(err.Error(), "Select1, Select2") {
		t.Errorf("unknown set: %v", err)
	}
	if _, err := run(t, "", "pattern", "--set", "Select1", "file"); err == nil {
		t.Errorf("--set with a file accepted")
	}
	// --find --set: the placements of Select1 in the BRT state of the
	// sample's puzzle #1, with their relations
	out, err = run(t, "", "pattern", "--set", "Select1", "--find", "1..4.6...4..18.......37.41..4.....9759.7..3.17..9..54.37..9..54.14...9.39.5......")
	if err != nil || !strings.Contains(out, "EL14c13 for digits 2, 6 and 8 in cells r3c1 r3c9 r4c1 r4c3 r4c7 r5c3 r5c8 r6c9 r7c3 r7c7 r8c1 r8c8 r9c2 r9c9, guardians: n5r3c9 n9r3c9 n1r4c3 n3r4c3 n1r7c7 n7r8c8\n  EL14c13-OR6 relation") || !strings.HasSuffix(out, "7 placements of Select1\n") {
		t.Errorf("--find --set: %q %v", out, err)
	}
}

// TestTridCLI: path --rules Trid-OR5W --verify on Loki, the rate column
// (level, 99 form) and te --theory Trid-OR5W5.
func TestTridCLI(t *testing.T) {
	loki := "57....9..........8.1.........168..4......28.9..2.9416.....2.....6.9.82.4...41.6.."
	out, err := run(t, "", "path", "--rules", "Trid-OR5W", "--verify", loki)
	if err != nil || !strings.Contains(out, "tridagon[12]: tridagon for digits 3, 5 and 7") || !strings.Contains(out, "Trid-OR5W rating: 3 (solved)") {
		t.Errorf("path: %q %v", out, err)
	}
	p297 := "..34..7.94.7..926.69.......2.4.75...7..8.1.......43.7.3...9..26......39.9.6.3.4.7"
	out, err = run(t, "", "rate", "--ratings", "Trid-OR5W", "--summary", "no", p297)
	if err != nil || !strings.Contains(out, p297+",3,") {
		t.Errorf("rate: %q %v", out, err)
	}
	out, err = run(t, "", "te", "--theory", "Trid-OR5W5", "--depth", "1", p297)
	if err != nil || !strings.Contains(out, "T&E(Trid-OR5W5, 1):") || !strings.HasSuffix(strings.TrimSpace(out), "solved") {
		t.Errorf("te: %q %v", out, err)
	}
}

// TestPatternEnumerateCLI: pattern --enumerate prints its table, the
// comparison with the catalogue and the proofs; its flags are checked.
func TestPatternEnumerateCLI(t *testing.T) {
	out, err := run(t, "", "pattern", "--enumerate", "--max-cells", "10")
	for _, want := range []string{
		"     10            248970               33                  30                30          0\n",
		"30 classes found; 30 hold patterns of eleven's catalogue",
		"catalogue pattern not found: EL10c11: four cells in one house",
		"proofs: 30 classes impossible by SAT (RUP certificates checked); their 300 patterns with one cell less",
	} {
		if err != nil || !strings.Contains(out, want) {
			t.Fatalf("missing %q in:\n%s\n%v", want, out, err)
		}
	}
	for _, args := range [][]string{
		{"pattern", "--max-cells", "5"},
		{"pattern", "--enumerate", "--max-cells", "19"},
		{"pattern", "--enumerate", "--max-cells", "0"},
		{"pattern", "--enumerate", "--set", "Select1"},
		{"pattern", "--enumerate", "file.txt"},
	} {
		if _, err := run(t, "", args...); err == nil {
			t.Errorf("%v accepted", args)
		}
	}
}
