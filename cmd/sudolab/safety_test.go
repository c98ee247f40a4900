package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRateResumeRefusesAnotherInput: "rate --out F --resume OTHER" where F
// holds the records of the same puzzles in another order exits with
// status 2, says why, and leaves F as it was. (The records themselves are
// also compared with the input: experiments/rating's resume tests.)
func TestRateResumeRefusesAnotherInput(t *testing.T) {
	dir := t.TempDir()
	const other = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"
	in := filepath.Join(dir, "in.txt")
	os.WriteFile(in, []byte(easy+"\n"+other+"\n"), 0o644)
	swapped := filepath.Join(dir, "swapped.txt")
	os.WriteFile(swapped, []byte(other+"\n"+easy+"\n"), 0o644)
	for _, format := range []string{"csv", "jsonl"} {
		out := filepath.Join(dir, "out."+format)
		if _, err := run(t, "", "rate", "--ratings", "TE", "--format", format, "--summary", "no", "--out", out, in); err != nil {
			t.Fatal(err)
		}
		data, _ := os.ReadFile(out)
		lines := strings.SplitAfter(string(data), "\n")
		kept := strings.Join(lines[:len(lines)-2], "") // drop the last record
		os.WriteFile(out, []byte(kept), 0o644)
		_, err := run(t, "", "rate", "--ratings", "TE", "--format", format, "--summary", "no", "--out", out, "--resume", swapped)
		// OUT.run names the input (rating.RunInfo): the other file is
		// refused before any record is compared.
		if err == nil || exitCode(err) != 2 || !strings.Contains(err.Error(), "this run has input swapped.txt") {
			t.Fatalf("%s: resume on the swapped input: %v (exit %d)", format, err, exitCode(err))
		}
		if got, _ := os.ReadFile(out); string(got) != kept {
			t.Fatalf("%s: refused resume changed the output:\n%s", format, got)
		}
		if _, err := run(t, "", "rate", "--ratings", "TE", "--format", format, "--summary", "no", "--out", out, "--resume", in); err != nil {
			t.Fatal(err)
		}
		if got, _ := os.ReadFile(out); string(got) != string(data) {
			t.Fatalf("%s: resume on the right input:\n%s\nwant\n%s", format, got, data)
		}
	}
}

// TestMergeRefusesOutThatIsAPart: "merge s0.csv s1.csv" (OUT forgotten)
// exits with status 2 and leaves s0.csv as it was.
func TestMergeRefusesOutThatIsAPart(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	os.WriteFile(in, []byte(easy+"\n"+easy+"\n"), 0o644)
	var parts []string
	for _, s := range []string{"0/2", "1/2"} {
		p := filepath.Join(dir, "s"+s[:1]+".csv")
		if _, err := run(t, "", "rate", "--ratings", "TE", "--summary", "no", "--shard", s, "--out", p, in); err != nil {
			t.Fatal(err)
		}
		parts = append(parts, p)
	}
	s0, _ := os.ReadFile(parts[0])
	for _, args := range [][]string{{parts[0], parts[1]}, {parts[0], parts[0], parts[1]}, {"--force", parts[1], parts[0], parts[1]}} {
		_, err := run(t, "", append([]string{"merge"}, args...)...)
		if err == nil || exitCode(err) != 2 {
			t.Fatalf("merge %v: %v", args, err)
		}
		if got, _ := os.ReadFile(parts[0]); string(got) != string(s0) {
			t.Fatalf("merge %v changed %s", args, parts[0])
		}
	}
	merged := filepath.Join(dir, "merged.csv")
	if _, err := run(t, "", "merge", merged, parts[0], parts[1]); err != nil {
		t.Fatal(err)
	}
}
