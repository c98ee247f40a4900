package main

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/spf13/pflag"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/internal/refdata/reftest"
)

// TestCountFlagsBounded (issue 26): every numeric flag but a duration or
// a seed has a finite upper bound ("soundness --states 99999999999" had
// none and reached 4.7 GB in 10 s), and a value above it is refused.
func TestCountFlagsBounded(t *testing.T) {
	for _, c := range commands() {
		c.Flags().VisitAll(func(f *pflag.Flag) {
			if !cli.IsNumeric(f) || f.Value.Type() == "duration" {
				return
			}
			lo, hi, ok := cli.Limits(f)
			if !ok {
				return // AnyValue (a seed): TestEveryNumericFlagChecked
			}
			if math.IsInf(hi, 1) {
				t.Errorf("%s --%s: no upper bound (from %g)", c.Name(), f.Name, lo)
			}
		})
	}
	_, err := run(t, "", "soundness", "--states", "99999999999")
	if cli.Code(err) != 2 || err == nil || !strings.Contains(err.Error(), "--states") {
		t.Errorf("soundness --states 99999999999: %v", err)
	}
}

// cbgPuzzles writes the first n puzzles of cbg-000 to a file in dir.
func cbgPuzzles(t *testing.T, dir string, n int) string {
	t.Helper()
	header, rows := reftest.ReadCSV(t, "cbg-000.csv")
	col := reftest.Column(t, header, "puzzle")
	var b strings.Builder
	for _, r := range rows[:n] {
		b.WriteString(r[col] + "\n")
	}
	in := filepath.Join(dir, "puzzles.txt")
	if err := os.WriteFile(in, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return in
}

// ratedCount reads "rate: N rated" from rate's stderr.
func ratedCount(t *testing.T, stderr string) int {
	t.Helper()
	m := regexp.MustCompile(`rate: (\d+) rated`).FindStringSubmatch(stderr)
	if m == nil {
		t.Fatalf("no count in stderr:\n%s", stderr)
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// TestFullDisk (issue 26): on a full disk, rate reported the write
// error only after rating every puzzle, and left a truncated file, as did
// path --html and draw. The file size limit (ulimit -f: writes beyond it
// fail with EFBIG, as on a full disk) makes the first records' write
// fail: rate stops at once (exit status 2), a new --out leaves the earlier
// file as it was and no temporary file, and a resumed --out keeps
// complete records only; draw -o and path -o leave the earlier file.
func TestFullDisk(t *testing.T) {
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	in := cbgPuzzles(t, dir, 300)
	out := filepath.Join(dir, "rated.csv")
	const earlier = "an earlier output\n"
	os.WriteFile(out, []byte(earlier), 0o644)
	limited := func(args ...string) (string, int) {
		// ulimit -f counts 512-byte blocks in sh: 1 block holds the header
		// and a few records.
		cmd := exec.Command("sh", append([]string{"-c", `ulimit -f 1; exec "$@"`, "sh", bin}, args...)...)
		var stderr strings.Builder
		cmd.Stderr = &stderr
		cmd.Run()
		return stderr.String(), cmd.ProcessState.ExitCode()
	}
	stderr, code := limited("rate", "--ratings", "W,B", "--workers", "2", "--summary", "no", "--out", out, in)
	if code != 2 || !strings.Contains(stderr, "file too large") {
		t.Fatalf("exit %d, stderr:\n%s", code, stderr)
	}
	if n := ratedCount(t, stderr); n > 20 {
		t.Errorf("%d puzzles rated after the write error", n)
	}
	if b, _ := os.ReadFile(out); string(b) != earlier {
		t.Errorf("the earlier output became %q", b)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 3 { // sudolab, puzzles.txt, rated.csv
		t.Errorf("left behind: %v", ents)
	}
	os.Remove(out)
	stderr, code = limited("rate", "--ratings", "W,B", "--workers", "2", "--summary", "no", "--out", out, "--resume", in)
	if code != 2 || ratedCount(t, stderr) > 20 {
		t.Fatalf("--resume: exit %d, stderr:\n%s", code, stderr)
	}
	b, _ := os.ReadFile(out)
	lines := strings.SplitAfter(string(b), "\n")
	if len(b) == 0 || !strings.HasSuffix(string(b), "\n") || len(lines) < 3 {
		t.Fatalf("resumed output not cut to its complete records: %q", b)
	}
	for _, l := range lines[1 : len(lines)-1] {
		if strings.Count(l, ",") != 5 { // n,puzzle,W,B,error,label
			t.Errorf("incomplete record %q", l)
		}
	}
	for _, args := range [][]string{{"draw", "-o", "p.png", hardW6}, {"path", "-o", "p.html", hardW6}} {
		file := filepath.Join(dir, args[2])
		os.WriteFile(file, []byte(earlier), 0o644)
		args[2] = file
		stderr, code := limited(args...)
		if code != 2 || !strings.Contains(stderr, "file too large") {
			t.Errorf("%s: exit %d, stderr:\n%s", args[0], code, stderr)
		}
		if b, _ := os.ReadFile(file); string(b) != earlier {
			t.Errorf("%s: the earlier file became %d bytes", args[0], len(b))
		}
		if tmp, _ := filepath.Glob(filepath.Join(dir, ".*.tmp-*")); len(tmp) > 0 {
			t.Errorf("%s left %v", args[0], tmp)
		}
	}
}

// TestRateStopsAtWriteError: rate on standard output that fails (a full
// disk, a closed pipe) stops at once instead of rating every puzzle.
func TestRateStopsAtWriteError(t *testing.T) {
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	in := cbgPuzzles(t, dir, 300)
	cmd := exec.Command(bin, "rate", "--ratings", "W,B", "--workers", "2", "--summary", "no", in)
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer full.Close()
	var stderr strings.Builder
	cmd.Stdout, cmd.Stderr = full, &stderr
	cmd.Run()
	if code := cmd.ProcessState.ExitCode(); code != 2 || !strings.Contains(stderr.String(), "no space left") {
		t.Fatalf("exit %d, stderr:\n%s", code, stderr.String())
	}
	if n := ratedCount(t, stderr.String()); n > 20 {
		t.Errorf("%d puzzles rated after the write error", n)
	}
}

// TestRateOutputIsInput (issue 26): "rate --out v.csv v.csv" truncated a
// 50-puzzle file to its header, also through a symbolic link and with
// "--out F - < F". Each way (and a hard link, and --resume) is refused
// with exit status 2 and the file is left as it was.
func TestRateOutputIsInput(t *testing.T) {
	dir := t.TempDir()
	v := filepath.Join(dir, "v.csv")
	if _, err := run(t, "", "rate", "--ratings", "TE", "--summary", "no", "--out", v, cbgPuzzles(t, dir, 50)); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(v)
	if strings.Count(string(before), "\n") != 51 {
		t.Fatalf("v.csv:\n%s", before)
	}
	link := filepath.Join(dir, "link.csv")
	os.Symlink(v, link)
	hard := filepath.Join(dir, "hard.csv")
	os.Link(v, hard)
	for _, c := range [][]string{
		{"--out", v, v}, {"--out", link, v}, {"--out", v, link}, {"-o", hard, v},
		{"--out", v, "-"}, {"--out", v, "--resume", v}, {"--out", hard, "--resume", "-"},
	} {
		stdin, err := os.Open(v)
		if err != nil {
			t.Fatal(err)
		}
		resetFlags(rootCmd)
		rootCmd.SetOut(&strings.Builder{})
		rootCmd.SetErr(&strings.Builder{})
		rootCmd.SetIn(stdin)
		rootCmd.SetArgs(append([]string{"rate", "--ratings", "TE", "--summary", "no"}, c...))
		err = rootCmd.Execute()
		stdin.Close()
		if cli.Code(err) != 2 || !strings.Contains(err.Error(), "input") {
			t.Errorf("rate %v: %v", c, err)
		}
		if after, _ := os.ReadFile(v); string(after) != string(before) {
			t.Fatalf("rate %v changed the input", c)
		}
	}
}

// TestOneWriterPerOutput (issue 26): two concurrent "rate --resume" runs
// on the same --out wrote every record twice. The second is refused while
// the first runs (exit status 2), and the output has each record once.
func TestOneWriterPerOutput(t *testing.T) {
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	in := cbgPuzzles(t, dir, 300)
	out := filepath.Join(dir, "rated.csv")
	args := []string{"rate", "--ratings", "W,B,gW", "--workers", "2", "--summary", "no", "--out", out, "--resume", in}
	first := exec.Command(bin, args...)
	if err := first.Start(); err != nil {
		t.Fatal(err)
	}
	defer first.Process.Kill()
	for countLines(out) < 2 {
		time.Sleep(5 * time.Millisecond)
	}
	second := exec.Command(bin, args...)
	msg, err := second.CombinedOutput()
	if second.ProcessState.ExitCode() != 2 || !strings.Contains(string(msg), "another run is writing it") {
		t.Fatalf("second run: %v\n%s", err, msg)
	}
	if err := first.Wait(); err != nil {
		t.Fatalf("first run: %v", err)
	}
	b, _ := os.ReadFile(out)
	seen := map[string]bool{}
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n")[1:] {
		n, _, _ := strings.Cut(l, ",")
		if seen[n] {
			t.Fatalf("record %s written twice", n)
		}
		seen[n] = true
	}
	if len(seen) != 300 {
		t.Fatalf("%d records", len(seen))
	}
}

// TestClaimsHostile (issue 26): a claims file cannot act on the terminal
// (a rule text with an OSC title sequence, a carriage return and a forged
// summary line is printed escaped), a UTF-8 byte order mark does not make
// line 1 unreadable, a 17 MB line is one unreadable line with its number
// and the claims after it are still proven, and garbage lines are each
// reported, the run going on.
func TestClaimsHostile(t *testing.T) {
	dir := t.TempDir()
	valid := `{"state": "` + easy + `", "eliminations": ["r1c1≠2"], "rule": "ok"}`
	wrong := `{"state": "` + easy + `", "eliminations": ["r1c1≠1"], "rule": "\u001b]0;pwned\u0007\r\nFAKE: claims: 0 INVALID"}`
	long := `{"state": "` + strings.Repeat("x", 17<<20) + `"}`
	file := filepath.Join(dir, "claims.jsonl")
	text := "\uFEFF" + valid + "\n" + wrong + "\n" + long + "\n" + "not json \x1b[2J\n" + valid + "\n"
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := run(t, "", "soundness", "--claims", file)
	if cli.Code(err) != 1 {
		t.Errorf("exit status %d (%v), want 1", cli.Code(err), err)
	}
	if strings.ContainsAny(out, "\x1b\x07\r") {
		t.Errorf("control characters reach the output:\n%q", out)
	}
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "FAKE") {
			t.Errorf("a forged line: %q", l)
		}
	}
	for _, want := range []string{
		`INVALID line 2 (\x1b]0;pwned\x07\x0d\x0aFAKE: claims: 0 INVALID): r1c1≠1 refuted`,
		"unreadable: line 3: a line longer than 65536 bytes",
		`unreadable: line 4: invalid character 'o' in literal null`,
		"claims: 3 states, 3 claims: 2 proven valid, 1 INVALID; 2 unreadable lines",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestAuditEscapes (issue 26): audit echoes each line of the path it reads,
// with the control characters of the input escaped.
func TestAuditEscapes(t *testing.T) {
	file := filepath.Join(t.TempDir(), "path.txt")
	if err := os.WriteFile(file, []byte("r1c1≠2 \x1b]0;pwned\x07\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _ := run(t, "", "audit", easy, file)
	if strings.ContainsAny(out, "\x1b\x07") || !strings.Contains(out, `\x1b]0;pwned\x07`) {
		t.Errorf("audit output:\n%q", out)
	}
}

// TestMergeEndlessPart (issue 26): merge refuses a part that is not a
// regular file (merge on /dev/zero reached 2.4 GB in 10 s) before reading it.
func TestMergeEndlessPart(t *testing.T) {
	_, err := run(t, "", "merge", "-o", filepath.Join(t.TempDir(), "m.csv"), "/dev/zero")
	if err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("merge /dev/zero: %v", err)
	}
}

// TestResumeOtherSettings (issue 26): rate writes OUT.run beside --out,
// and --resume refuses an output written with another --max-length,
// from another input, for another shard (a Slurm task resubmitted without
// SHARDS), or with records but no OUT.run; the same settings resume.
func TestResumeOtherSettings(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	other := filepath.Join(dir, "other.txt")
	if err := os.WriteFile(in, []byte(easy+"\n"+easy+"\n"+easy+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(other, []byte(easy+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.csv")
	if _, err := run(t, "", "rate", "--ratings", "W", "--shard", "1/2", "-o", out, in); err != nil {
		t.Fatal(err)
	}
	info, err := os.ReadFile(out + ".run")
	if err != nil || !strings.Contains(string(info), `"complete": true`) || !strings.Contains(string(info), `"shard": "1/2"`) {
		t.Fatalf("out.csv.run: %v\n%s", err, info)
	}
	before, _ := os.ReadFile(out)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--max-length", "5", "--shard", "1/2", in}, "--max-length 5, not 0"},
		{[]string{"--shard", "1/2", other}, "input other.txt"},
		{[]string{in}, "shard the whole input, not 1/2"},
		{[]string{"--shard", "1/2", "--ratings", "W,B", in}, "resume with the same --ratings"},
	} {
		args := append([]string{"rate", "--ratings", "W", "-o", out, "--resume"}, c.args...)
		// --ratings given twice: the last one counts
		_, err := run(t, "", args...)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want an error saying %q", c.args, err, c.want)
		}
		if after, _ := os.ReadFile(out); string(after) != string(before) {
			t.Errorf("%v: the output changed", c.args)
		}
	}
	if _, err := run(t, "", "rate", "--ratings", "W", "--shard", "1/2", "-o", out, "--resume", in); err != nil {
		t.Errorf("resume with the same settings: %v", err)
	}
	if err := os.Remove(out + ".run"); err != nil {
		t.Fatal(err)
	}
	if _, err := run(t, "", "rate", "--ratings", "W", "--shard", "1/2", "-o", out, "--resume", in); err == nil || !strings.Contains(err.Error(), "cannot tell which settings") {
		t.Errorf("resume without out.csv.run: %v", err)
	}
}

// TestMergeChecksRuns (issue 26): merge refuses parts of another input or
// other settings, reports a missing shard and a run that did not end, and
// finds records missing at the end without --total (an empty last shard
// used to go unnoticed).
func TestMergeChecksRuns(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	if err := os.WriteFile(in, []byte(easy+"\n"+easy+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	part := func(name string, args ...string) string {
		p := filepath.Join(dir, name)
		if _, err := run(t, "", append([]string{"rate", "--ratings", "W", "-o", p}, args...)...); err != nil {
			t.Fatal(err)
		}
		return p
	}
	// 3 shards of 2 records: shard 2/3 is empty.
	p0, p1, p2 := part("p0.csv", "--shard", "0/3", in), part("p1.csv", "--shard", "1/3", in), part("p2.csv", "--shard", "2/3", in)
	m := filepath.Join(dir, "m.csv")
	if _, err := run(t, "", "merge", "-o", m, p0, p1, p2); err != nil {
		t.Errorf("merge of the 3 parts: %v", err)
	}
	_, err := run(t, "", "merge", "--force", "-o", m, p0, p2)
	if cli.Code(err) != 1 {
		t.Errorf("merge without shard 1/3: %v, want exit status 1 (record 2 missing)", err)
	}
	q1 := part("q1.csv", "--shard", "1/3", "--max-length", "5", in)
	if _, err := run(t, "", "merge", "--force", "-o", m, p0, q1, p2); err == nil || !strings.Contains(err.Error(), "other settings") {
		t.Errorf("merge of parts of other settings: %v", err)
	}
	other := filepath.Join(dir, "other.txt")
	if err := os.WriteFile(other, []byte(easy+"\n"+easy+"\n"+easy+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r1 := part("r1.csv", "--shard", "1/3", other)
	if _, err := run(t, "", "merge", "--force", "-o", m, p0, r1, p2); err == nil || !strings.Contains(err.Error(), "input other.txt") {
		t.Errorf("merge of parts of two inputs: %v", err)
	}
	whole := part("w.csv", in)
	if _, err := run(t, "", "merge", "--force", "-o", m, p0, whole, p2); err == nil || !strings.Contains(err.Error(), "shards") {
		t.Errorf("merge of a 3-shard part and a whole run: %v", err)
	}
}
