package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/puzzle"
)

// run executes the CLI in-process and returns stdout and the error. Flags
// are reset to their defaults first: cobra keeps the values of the
// previous Execute, so one test's flags would leak into the next.
func run(t *testing.T, stdin string, args ...string) (string, error) {
	t.Helper()
	resetFlags(rootCmd)
	var out bytes.Buffer
	rootCmd.SetOut(&out)
	rootCmd.SetErr(&bytes.Buffer{})
	rootCmd.SetIn(strings.NewReader(stdin))
	rootCmd.SetArgs(args)
	err := rootCmd.Execute()
	return out.String(), err
}

func resetFlags(c *cobra.Command) {
	reset := func(f *pflag.Flag) {
		if sv, ok := f.Value.(pflag.SliceValue); ok {
			sv.Replace(nil)
		} else {
			f.Value.Set(f.DefValue)
		}
		f.Changed = false
	}
	c.Flags().VisitAll(reset)
	c.PersistentFlags().VisitAll(reset)
	for _, sub := range c.Commands() {
		resetFlags(sub)
	}
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
	if exitCode(err) != 1 || err.Error() != "4 of 6 inputs invalid" {
		t.Fatalf("exit status %d (%v), want 1: 4 of 6 inputs invalid", exitCode(err), err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 6 {
		t.Fatalf("%d output lines, want 6:\n%s", len(lines), out)
	}
	want := []string{"", "invalid: -:3: malformed", "invalid: -:4: several solutions", "invalid: -:5: contradictory givens", "invalid: -:6: no solution", ""}
	for i, w := range want {
		if w == "" {
			sol, label, _ := strings.Cut(lines[i], " ")
			if len(sol) != 81 || strings.Contains(sol, ".") || (i == 0) != (label == "first") {
				t.Errorf("line %d: want a solution (and the label first on line 1), got %q", i+1, lines[i])
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
	if _, err := run(t, "", "rate", "--ratings", "W,TE", "--out", outPath, "--summary", "no", in); exitCode(err) != 1 {
		t.Fatalf("exit status %d (%v), want 1 (two invalid inputs)", exitCode(err), err)
	}
	data, _ := os.ReadFile(outPath)
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 5 || lines[0] != "n,puzzle,W,TE,error,label" {
		t.Fatalf("output:\n%s", data)
	}
	if !strings.HasSuffix(lines[1], ",0,0,,") || !strings.Contains(lines[2], "malformed") || !strings.Contains(lines[3], "invalid: several solutions") || !strings.HasPrefix(lines[4], "4,") {
		t.Fatalf("output:\n%s", data)
	}
	// Simulate a killed run: keep the header and two records plus a partial line.
	os.WriteFile(outPath, []byte(strings.Join(lines[:3], "\n")+"\n3,....."), 0o644)
	if _, err := run(t, "", "rate", "--ratings", "W,TE", "--out", outPath, "--resume", "--summary", "no", in); exitCode(err) != 1 {
		t.Fatalf("resume: exit status %d (%v), want 1", exitCode(err), err)
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

// TestGLGivenLogic: gl --logic evaluates a logic typed in Xsudo or
// docs/notation.md §9.4: GL-8 (a Franken kite, rank 1), an invalid
// one (a base candidate uncovered: exit status 1 with the reason), and
// Barker's golden nugget 45 (GL-14: rank 2, nothing from the core rule,
// r7c7≠4 from the triplet split of depth 1).
func TestGLGivenLogic(t *testing.T) {
	const p004c = "1..4....8.9.1...5.....63.....13.5.79..3...8..76.2.94.....75.....1...6.4.8....4..2"
	want := "gl[n=2,k=1] r8#2 b2#2 / r1#2 c3#2 c5#2 (Xsudo 2r8 2b2 / 2r1 2c35) core ==> r1c3≠2 [cert ok, SAT valid]\n" +
		"given logic: valid, order 2, rank 1, 1 elimination\n"
	for _, text := range []string{"r8#2 b2#2 / r1#2 c3#2 c5#2", "2r8 2b2 / 2r1 2c35"} {
		if out, err := run(t, "", "gl", "--logic", text, p004c); err != nil || out != want {
			t.Errorf("--logic %q: %v\n%s", text, err, out)
		}
	}
	if _, err := run(t, "", "gl", "--logic", "r8#2 b2#2 / r1#2 c3#2", p004c); err == nil || !strings.Contains(err.Error(), "base candidate r2c5#2 not covered") {
		t.Errorf("invalid logic: %v", err)
	}
	if _, err := run(t, "", "gl", "--logic", "r8#2 b2#2", p004c); err == nil {
		t.Error("no / accepted")
	}
	pm := "257 145 1257 68 247 68 124 3 9 / 89 89 247 3 47 1 24 6 5 / 26 146 3 29 5 49 8 147 147 / " +
		"235 345 8 15 9 7 1345 124 6 / 359 7 46 158 136 2 3459 1489 1348 / 1 3569 256 4 36 3568 3579 2789 378 / " +
		"367 136 9 126 8 346 1347 5 24 / 3578 2 157 159 134 3459 6 14789 13478 / 4 368 156 7 126 3569 139 189 1238"
	pm = strings.ReplaceAll(pm, "/", " ")
	nugget := "1r347 4r4 7r7 247c3 2c8 12n7 / 2r6 1c2 1c4 124c7 12n3 7n7 4n8 1b3 4b4 7b7"
	out, err := run(t, "", "gl", "--brt", "--split", "0", "--logic", nugget, pm)
	if err != nil || strings.Contains(out, "==>") || !strings.Contains(out, "order 11, rank 2, 0 eliminations") {
		t.Errorf("golden nugget, Hall only: %v\n%s", err, out)
	}
	out, err = run(t, "", "gl", "--brt", "--split", "1", "--logic", nugget, pm)
	if err != nil || !strings.Contains(out, " split[1] ==> r7c7≠4 [cert ok, SAT valid]\n") || !strings.Contains(out, "1 elimination\n") {
		t.Errorf("golden nugget, split 1: %v\n%s", err, out)
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

// TestSoundnessOutResume: soundness --out streams a header and one line per
// state; --resume extends the run, checking only the new states.
func TestSoundnessOutResume(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.jsonl")
	args := []string{"soundness", "--rule", "subsets,fishy", "--seed", "2", "--out", path}
	if _, err := run(t, "", append(args, "--states", "10")...); err != nil {
		t.Fatal(err)
	}
	out, err := run(t, "", append(args, "--states", "15", "--resume")...)
	if err != nil || !strings.Contains(out, "15 states (") || !strings.Contains(out, "10 of them resumed from the log") {
		t.Fatalf("resume: %v\n%s", err, out)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 16 || !strings.HasPrefix(lines[0], `{"soundness":{"seed":2,"rules":["subsets","fishy"]`) || !strings.HasPrefix(lines[15], `{"state":14,`) {
		t.Errorf("log:\n%s", data)
	}
	if _, err := run(t, "", "soundness", "--resume"); err == nil {
		t.Error("--resume without --out accepted")
	}
	if _, err := run(t, "", append(args, "--seed", "3", "--resume")...); err == nil || !strings.Contains(err.Error(), "another run") {
		t.Errorf("resume of another seed: %v", err)
	}
}

// TestFishyCLI: fishy prints FC-1's cycle, certified and SAT-proven (docs/test-cases.md §11.7);
// with --unsound, the naive rule's FC-U1 eliminations are refuted by SAT
// and by the certificate checker, and the exit status says so (docs/fishy-cycles.md §7.5).
func TestFishyCLI(t *testing.T) {
	out, err := run(t, "", "fishy", "...7..14..7......8.....8....1...2..334..9.6..6..1...2...3....6..9..653....5.3.91.")
	want := "(GL r5#8 b9#8 c2#8 c5#8 / c8#8 r7#8 r6#8 b5#8) ==> r4c8≠8, r6c3≠8, r6c7≠8, r7c1≠8 [cert ok, SAT valid]\n1 cycle\n"
	if err != nil || !strings.HasSuffix(out, want) {
		t.Errorf("FC-1: %v\n%s", err, out)
	}
	out, err = run(t, "", "fishy", "--unsound", "001000200030000040500030006000107000040000080000902000300000008060050030002000700")
	if err == nil || !strings.Contains(out, "naive-fishy-cycle(UNSOUND)[3] #2: r8 -b8- c5 -r7- c8 -b9- r8") ||
		!strings.Contains(out, "CERTIFICATE FAILS: base candidate r2c5#2 is not covered, SAT REFUTES r7c4≠2") {
		t.Errorf("FC-U1: %v\n%s", err, out)
	}
}

// TestNetCLI: net accepts a branching net (logic/testdata) in a pencil-mark
// state and rejects the same net with a wrong link, with the reason.
func TestNetCLI(t *testing.T) {
	masks := slices.Repeat([]uint32{0x1ff}, 81)
	for cell, m := range map[int]uint32{4: 0b1011, 40: 0b110, 36: 0b101, 12: 0b11000, 10: 0b10001} { // r1c5{124} r5c5{23} r5c1{13} r2c4{45} r2c2{15}
		masks[cell] = m
	}
	pm := puzzle.FormatCands(3, masks)
	net := filepath.Join("..", "..", "verify", "testdata", "net-branch.json")
	out, err := run(t, "", "net", net, pm)
	if err != nil || !strings.HasPrefix(out, "valid") {
		t.Errorf("branching net: %v\n%s", err, out)
	}
	data, err := os.ReadFile(net)
	if err != nil {
		t.Fatal(err)
	}
	link := `"llc": "r5c5#2", "rlc": ["r5c5#3"]`
	if !strings.Contains(string(data), link) {
		t.Fatalf("%s no longer has the link %s", net, link)
	}
	bad := filepath.Join(t.TempDir(), "bad.json")
	if err := os.WriteFile(bad, []byte(strings.Replace(string(data), link, `"llc": "r5c5#3", "rlc": ["r5c5#2"]`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err = run(t, "", "net", bad, pm)
	if err == nil || !strings.HasPrefix(out, "invalid: ") {
		t.Errorf("wrong link: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}

// TestAuditCLI: sudolab's own path audits as all ok (exit 0); the same
// path with one false elimination is INVALID at its line, exit status 1.
func TestAuditCLI(t *testing.T) {
	const pz = "12...67.9......12..............9....56....9..9.867..1.3..5....1.4..3...2.75..2.4."
	path, err := run(t, "", "path", "--rules", "W", pz)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "path.txt")
	if err := os.WriteFile(file, []byte(path), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := run(t, "", "audit", pz, file)
	if err != nil || !strings.Contains(out, " 0 INVALID") || !strings.Contains(out, "final state: solved") {
		t.Fatalf("audit of our own path: %v\n%s", err, out)
	}
	// Break the first whip: r5c4 is 2 in the solution.
	lines := strings.Split(path, "\n")
	broken := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "whip[2]") {
			head, _, _ := strings.Cut(l, "==>")
			lines[i] = head + "==> r5c4≠2"
			broken = i + 1
			break
		}
	}
	if broken < 0 {
		t.Fatalf("no whip[2] in\n%s", path)
	}
	out, err = run(t, strings.Join(lines, "\n"), "audit", pz, "-")
	if cli.Code(err) != 1 {
		t.Fatalf("broken path: err %v, want exit status 1\n%s", err, out)
	}
	want := "line " + strconv.Itoa(broken) + ": INVALID"
	if !strings.Contains(out, want) || !strings.Contains(out, "counterexample") {
		t.Errorf("broken path: want %q with a counterexample in\n%s", want, out)
	}
}

// TestBackdoorsTheoryCLI: T-backdoors for a chain theory, the singles case
// cross-checked with the SAT side, and bad flags rejected.
func TestBackdoorsTheoryCLI(t *testing.T) {
	const pz = "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75"
	out, err := run(t, "", "backdoors", pz)
	if err != nil || !strings.Contains(out, "backdoor size: 1\nbackdoors of that size: 28\n") || !strings.Contains(out, "agrees") {
		t.Fatalf("singles: %v\n%s", err, out)
	}
	out, err = run(t, "", "backdoors", "--theory", "BC3", "--max-size", "2", pz)
	if err != nil || !strings.Contains(out, "theory: BC3\nbackdoor size: 1\nbackdoors of that size: 34\n") {
		t.Fatalf("BC3: %v\n%s", err, out)
	}
	for _, bad := range [][]string{{"--theory", "X7"}, {"--max-size", "-1"}} {
		if _, err := run(t, "", append(append([]string{"backdoors"}, bad...), pz)...); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

// TestSoundnessClaimsCLI: soundness --claims proves a valid claim, refutes
// a false one with a counterexample (exit status 1), and with --claims-cmd
// (a program that always makes the false claim) shrinks its state.
func TestSoundnessClaimsCLI(t *testing.T) {
	const pz = "...........98..7.6.54.9..3..6..8..2...86..4.7...........64..8.1.3..28.....71....."
	claims := `{"state": "` + pz + `", "eliminations": ["r9c8≠6", "r9c7<>6"], "rule": "whip[1]: r8n6{c8 .}"}` + "\n" +
		`{"state": "` + pz + `", "eliminations": ["r8c9<>4"], "rule": "wrong"}` + "\n"
	out, err := run(t, claims, "soundness", "--claims", "-")
	if cli.Code(err) != 1 || !strings.Contains(out, "INVALID line 2 (wrong): r8c9≠4 refuted") ||
		!strings.Contains(out, "3 claims: 2 proven valid, 1 INVALID") || strings.Contains(out, "shrunk") {
		t.Fatalf("claims: %v\n%s", err, out)
	}
	out, _ = run(t, claims, "soundness", "--claims", "-", "--claims-cmd", `echo '{"eliminations": ["r8c9<>4"]}'`)
	if !strings.Contains(out, "shrunk state (") {
		t.Fatalf("claims-cmd: no shrunk state\n%s", out)
	}
	if _, err := run(t, "", "soundness", "--claims-cmd", "true"); err == nil {
		t.Error("--claims-cmd without --claims accepted")
	}
}

type puzzleItem = puzzle.Item

// runInputs are the inputs a command line reads from stdin (for the fuzz
// test's record count).
func runInputs(args []string, stdin string) puzzle.Inputs {
	in := puzzle.Inputs{Args: []string{"-"}, Stdin: strings.NewReader(stdin)}
	for _, a := range args {
		if c, ok := strings.CutPrefix(a, "--column="); ok {
			in.Column = c
		}
	}
	return in
}

// TestGLCapCutNote: gl says when the footprint caps cut the search short,
// and not with --dmax -1.
func TestGLCapCutNote(t *testing.T) {
	const note = "footprint caps cut the search short"
	out, err := run(t, "", "gl", "--order", "2", "--dmax", "1", p004c)
	if err != nil || !strings.Contains(out, note) {
		t.Errorf("gl --dmax 1: %v\n%s", err, out)
	}
	out, err = run(t, "", "gl", "--order", "2", "--dmax", "-1", p004c)
	if err != nil || strings.Contains(out, note) {
		t.Errorf("gl --dmax -1: %v\n%s", err, out)
	}
}
