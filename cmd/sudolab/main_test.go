package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// run executes the CLI in-process and returns stdout and the error.
func run(t *testing.T, stdin string, args ...string) (string, error) {
	t.Helper()
	var out bytes.Buffer
	rootCmd.SetOut(&out)
	rootCmd.SetErr(&bytes.Buffer{})
	rootCmd.SetIn(strings.NewReader(stdin))
	rootCmd.SetArgs(args)
	err := rootCmd.Execute()
	return out.String(), err
}

const easy = "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361"

// TestSolvePerLineErrors: malformed lines and invalid puzzles (no solution,
// several solutions, contradictory givens) each get their own error line
// and the run goes on to the next line.
func TestSolvePerLineErrors(t *testing.T) {
	input := strings.Join([]string{
		"# a comment",
		easy + " first",
		"12345",                        // malformed
		strings.Repeat(".", 81),        // several solutions
		"11" + strings.Repeat(".", 79), // contradictory givens
		"12345678." + strings.Repeat(".", 71) + "9", // no solution
		"",
		easy,
	}, "\n")
	out, err := run(t, input, "solve", "-")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 6 {
		t.Fatalf("%d output lines, want 6:\n%s", len(lines), out)
	}
	want := []string{"", "invalid: -:3: malformed", "invalid: -:4: several solutions", "invalid: -:5: contradictory givens", "invalid: -:6: no solution", ""}
	for i, w := range want {
		if w == "" {
			if len(lines[i]) != 81 || strings.Contains(lines[i], ".") {
				t.Errorf("line %d: want a solution, got %q", i+1, lines[i])
			}
		} else if !strings.HasPrefix(lines[i], w) {
			t.Errorf("line %d: got %q, want prefix %q", i+1, lines[i], w)
		}
	}
}

// TestRateKeepsGoingAndResumes: rate reports invalid lines in the error
// column, and --resume skips what the output already holds.
func TestRateKeepsGoingAndResumes(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	os.WriteFile(in, []byte(easy+"\nxyz\n"+strings.Repeat(".", 81)+"\n"+easy+"\n"), 0o644)
	outPath := filepath.Join(dir, "out.csv")
	if _, err := run(t, "", "rate", "--ratings", "W,TE", "--out", outPath, "--summary", "no", in); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(outPath)
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 5 || lines[0] != "n,puzzle,W,TE,error" {
		t.Fatalf("output:\n%s", data)
	}
	if !strings.HasSuffix(lines[1], ",0,0,") || !strings.Contains(lines[2], "malformed") || !strings.Contains(lines[3], "invalid: several solutions") || !strings.HasPrefix(lines[4], "4,") {
		t.Fatalf("output:\n%s", data)
	}
	// Simulate a killed run: keep the header and two records plus a partial line.
	os.WriteFile(outPath, []byte(strings.Join(lines[:3], "\n")+"\n3,....."), 0o644)
	if _, err := run(t, "", "rate", "--ratings", "W,TE", "--out", outPath, "--resume", "--summary", "no", in); err != nil {
		t.Fatal(err)
	}
	again, _ := os.ReadFile(outPath)
	if string(again) != string(data) {
		t.Fatalf("resumed output differs:\n%s\nwant:\n%s", again, data)
	}
}

func TestProveExitStatus(t *testing.T) {
	out, err := run(t, "", "prove", easy, "r1c1≠1", "r1c1<>2")
	if err == nil || exitCode(err) != 1 {
		t.Fatalf("want exit status 1, got %v", err)
	}
	// The solution has 1 in r1c1: eliminating it is refuted with the solution
	// as counterexample; 2 was already eliminated by the givens.
	if !strings.Contains(out, "invalid r1c1≠1 123456789") || !strings.Contains(out, "valid r1c1≠2 (already eliminated)") {
		t.Fatalf("output:\n%s", out)
	}
}

// TestGLFish: the fish fast path prints certified, SAT-proven fish.
func TestGLFish(t *testing.T) {
	out, err := run(t, "", "gl", "--fish", "--order", "4", "--fins", "2", "..1..2....2..3....4..5..6....6.....7.1.....8.9.....5....7..8..3.3..9..1.5..7..4..")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"franken 1-fish core ==> r1c9≠8, r2c9≠8, r3c9≠8 [cert ok, SAT valid]", "sashimi 1-fish fins r2c7#8", "4 fish (order ≤ 4, ≤ 2 fins)"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
	if n := strings.Count(out, "[cert ok, SAT valid]"); n != 4 {
		t.Errorf("%d fish certified and proven, want 4:\n%s", n, out)
	}
}

// TestGLFishEndoFins: with --all, the fast path prints P004c's
// endo-finned Franken swordfish (bases c3 and b7 share r7c3 and r8c3).
func TestGLFishEndoFins(t *testing.T) {
	out, err := run(t, "", "gl", "--fish", "--order", "3", "--all", "1..4....8.9.1...5.....63.....13.5.79..3...8..76.2.94.....75.....1...6.4.8....4..2")
	if err != nil {
		t.Fatal(err)
	}
	want := "gl[n=3,k=0] c3#2 c6#2 b7#2 / r1#2 r7#2 b1#2 (Xsudo 2c36 2b7 / 2r17 2b1) endo-finned franken swordfish fins r7c3#2 r8c3#2 fin ==> r1c3≠2 [cert ok, SAT valid]"
	if !strings.Contains(out, want) {
		t.Errorf("missing %q", want)
	}
	if strings.Contains(out, "failed") || !strings.Contains(out, "fish (order ≤ 3, ≤ 2 fins)") {
		t.Errorf("output tail: %s", out[max(0, len(out)-300):])
	}
}

// TestPathGL: path --rules GL --verify prints general-logic steps (each
// certified and SAT-proven, or the run fails) and the GL rating; --json
// gives their bases, covers and rank.
func TestPathGL(t *testing.T) {
	const p = "..2..65...935...2.....8...1..7.93...8.......4.2.4.7.....9.3..7.5...4.......2.8..."
	out, err := run(t, "", "path", "--rules", "GL", "--verify", p)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"gl[2]: k=0 r3c4 r3c7 / r3#3 r3#9 ==> r3c8≠3\n", "gl[3]: k=1 ", "GL rating: 3 (solved)"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
	out, err = run(t, "", "path", "--rules", "GL", "--json", p)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, `"bases": [
        "r3c4",
        "r3c7"
      ],
      "covers": [
        "r3#3",
        "r3#9"
      ],
      "rank": 0`) {
		t.Errorf("JSON lacks the naked pair's bases and covers:\n%s", out[:min(len(out), 2000)])
	}
}
