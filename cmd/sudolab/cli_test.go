package main

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/internal/refdata/reftest"
)

const (
	easterMonster = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"
	// p004c (a fish example of docs/test-cases.md) has fish with fins.
	p004c = "1..4....8.9.1...5.....63.....13.5.79..3...8..76.2.94.....75.....1...6.4.8....4..2"
)

// validArgs are positional arguments each command accepts, so that only
// the flag under test can make it fail.
var validArgs = map[string][]string{
	"backdoors": {easy}, "brt": {easy}, "canon": {easy}, "fishy": {easy}, "gl": {easy},
	"net": {"net.json", easy}, "path": {easy}, "plot": {"x.csv"}, "prove": {easy, "r1c1≠2"},
	"rate": {easy}, "solve": {easy}, "te": {easy}, "stats": {"x.csv"}, "merge": {"out.csv", "part.csv"},
	"draw": {"-o", "x.svg", easy}, "audit": {easy, "path.txt"},
}

// commands are the sudolab commands (not cobra's help and completion).
func commands() []*cobra.Command {
	var out []*cobra.Command
	for _, c := range rootCmd.Commands() {
		if c.Name() != "help" && c.Name() != "completion" {
			out = append(out, c)
		}
	}
	return out
}

// TestEveryNumericFlagChecked: every numeric flag of every command has a
// declared range (or takes any value of its type, like a seed), so that
// nonsense is rejected before the command runs.
func TestEveryNumericFlagChecked(t *testing.T) {
	n := 0
	for _, c := range commands() {
		if u := cli.Unchecked(c.Flags()); len(u) > 0 {
			t.Errorf("%s: numeric flags without a declared range: %v", c.Name(), u)
		}
		c.Flags().VisitAll(func(f *pflag.Flag) {
			if cli.IsNumeric(f) {
				n++
			}
		})
	}
	if n < 30 {
		t.Errorf("only %d numeric flags found", n)
	}
}

// TestFlagValuesRejected tries, for every command and every flag with a
// declared range or word list, values just outside the range (and a
// word not in the list): each is a usage error (exit status 2) naming the
// flag, and the command does not run. Values at the bounds are accepted
// by the check.
func TestFlagValuesRejected(t *testing.T) {
	tried := 0
	for _, c := range commands() {
		c.Flags().VisitAll(func(f *pflag.Flag) {
			var bad []string
			if lo, hi, ok := cli.Limits(f); ok {
				if !math.IsInf(lo, -1) {
					bad = append(bad, flagValue(f, lo-1))
				}
				if !math.IsInf(hi, 1) {
					bad = append(bad, flagValue(f, hi+1))
				}
			}
			if cli.Words(f) != nil {
				bad = append(bad, "nonsense")
			}
			for _, v := range bad {
				tried++
				args := append([]string{c.Name(), "--" + f.Name, v}, validArgs[c.Name()]...)
				_, err := run(t, "", args...)
				if exitCode(err) != 2 || !strings.Contains(err.Error(), "--"+f.Name) {
					t.Errorf("sudolab %s: %v (exit status %d), want a usage error naming --%s", strings.Join(args, " "), err, exitCode(err), f.Name)
				}
			}
		})
	}
	if tried < 40 {
		t.Errorf("only %d bad values tried", tried)
	}
	t.Logf("%d bad flag values rejected", tried)
}

func flagValue(f *pflag.Flag, x float64) string {
	if f.Value.Type() == "duration" {
		return strconv.FormatFloat(x, 'g', -1, 64) + "s"
	}
	return strconv.FormatFloat(x, 'g', -1, 64)
}

// TestIssueFlagExamples: the values of issue 19, each rejected with its
// message, and the defaults that look like nonsense (gl --fins -1 = auto,
// te --depth -1 = the puzzle's depth) still working when not given.
func TestIssueFlagExamples(t *testing.T) {
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"backdoors", "--max-size", "-1", easy}, "--max-size -1: must be between 0 and 8"},
		{[]string{"plot", "--width", "-1", "--out", "x.png", "x.csv"}, "--width -1: must be between 1 and 150"},
		{[]string{"rate", "--workers", "-1", easy}, "--workers -1: must be between 0 and 1048576"},
		{[]string{"rate", "--max-length", "-1", easy}, "--max-length -1: must be between 0 and 100"},
		{[]string{"rate", "--timeout", "-5s", easy}, "--timeout -5s: must be at least 0s"},
		{[]string{"rate", "--summary", "maybe", easy}, `--summary "maybe": want yes, no, auto`},
		{[]string{"te", "--theory", "GL(-1,5)", easy}, "GL(n,k) needs 1 ≤ n ≤ 7"},
		{[]string{"te", "--theory", "W0", easy}, "the length must be between 1 and 100"},
		{[]string{"gl", "--order", "0", easy}, "--order 0: must be between 1 and 7"},
		{[]string{"gl", "--rank", "-1", easy}, "--rank -1: must be between 0 and 9"},
		{[]string{"gl", "--fins", "-1", easy}, "--fins -1: must be between 0 and 64"},
		{[]string{"generate", "--count", "-1"}, "--count -1: must be between 0 and 1000000000000"},
		{[]string{"generate", "--size", "6"}, "--size 6: must be between 2 and 5"},
		{[]string{"stats", "--max-values", "0", "x.csv"}, "--max-values 0: must be between 1 and 10000"},
		{[]string{"stats", "--diff-lines", "-2", "x.csv"}, "--diff-lines -2: must be between -1 and 1000000000"},
		{[]string{"soundness", "--states", "0"}, "--states 0: must be between 1 and 1000000000"},
		{[]string{"prove", easy, "r10c1≠2"}, "row, column and digit must be in 1..9"},
	} {
		_, err := run(t, "", c.args...)
		if exitCode(err) != 2 || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("sudolab %s: %v (exit %d), want %q", strings.Join(c.args, " "), err, exitCode(err), c.msg)
		}
	}
	out, err := run(t, "", "gl", "--fish", "--order", "4", p004c) // --fins: default (-1, auto: 2 with --fish)
	if err != nil || !strings.Contains(out, "fish (order ≤ 4, ≤ 2 fins)") {
		t.Errorf("gl --fins default: %v\n%s", err, out)
	}
	out, err = run(t, "", "te", easterMonster) // --depth: default (the puzzle's depth)
	if err != nil || !strings.HasPrefix(out, "T&E depth: 2\n") {
		t.Errorf("te --depth default: %v\n%s", err, out)
	}
}

// failWriter fails every write, as a full disk (/dev/full) does.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// executeTo runs the command line as main does, with standard output w.
func executeTo(w *bytes.Buffer, out interface{ Write([]byte) (int, error) }, args ...string) int {
	resetFlags(rootCmd)
	rootCmd.SetErr(&bytes.Buffer{})
	rootCmd.SetIn(strings.NewReader(""))
	rootCmd.SetArgs(args)
	return execute(out, w)
}

// TestWriteErrorsFail: every command that writes to standard output fails
// with exit status 2 and a message when the output cannot be written
// (issue 19: canon > /dev/full exited 0).
func TestWriteErrorsFail(t *testing.T) {
	dir := t.TempDir()
	csvPath := filepath.Join(dir, "r.csv")
	os.WriteFile(csvPath, []byte("n,puzzle,W,error,label\n1,"+easy+",3,,a\n2,"+easy+",5,,b\n"), 0o644)
	net := filepath.Join("..", "..", "verify", "testdata", "net-branch.json")
	cnfPath, dratPath := filepath.Join(dir, "1.cnf"), filepath.Join(dir, "1.drat")
	os.WriteFile(cnfPath, []byte("p cnf 1 2\n1 0\n-1 0\n"), 0o644)
	os.WriteFile(dratPath, []byte("0\n"), 0o644)
	cases := [][]string{
		{"solve", easy}, {"brt", easy}, {"canon", easy}, {"rate", "--ratings", "TE", easy},
		{"path", easy}, {"te", easy}, {"gl", easy}, {"fishy", easy}, {"backdoors", easy},
		{"prove", easy, "r1c1≠2"}, {"generate", "--count", "2"}, {"stats", csvPath},
		{"soundness", "--states", "2", "--rule", "subsets"}, {"version"}, {"net", net, easy},
		{"audit", "...........98..7.6.54.9..3..6..8..2...86..4.7...........64..8.1.3..28.....71.....",
			filepath.Join("..", "..", "verify", "audit", "testdata", "lots-of-subsets.log")},
		{"pattern", "--find", easy}, {"bench", "--rows", "W200", "--first", "1"},
		{"drat", cnfPath, dratPath},
	}
	covered := map[string]bool{"merge": true, "plot": true, "draw": true} // they write files (merge reports on stderr)
	for _, args := range cases {
		covered[args[0]] = true
		var stderr bytes.Buffer
		if code := executeTo(&stderr, failWriter{}, args...); code != 2 || !strings.Contains(stderr.String(), "no space left on device") {
			t.Errorf("sudolab %s > /dev/full: exit status %d, stderr %q", strings.Join(args, " "), code, stderr.String())
		}
	}
	for _, c := range commands() {
		if !covered[c.Name()] {
			t.Errorf("command %s not tested", c.Name())
		}
	}
}

// TestExitStatus: the convention of every command (0 all fine, 1 some
// inputs invalid or results failed, 2 usage or I/O error), and that every
// command's help states it.
func TestExitStatus(t *testing.T) {
	dir := t.TempDir()
	mixed := filepath.Join(dir, "mixed.txt")
	os.WriteFile(mixed, []byte(easy+"\nxyz\n"), 0o644)
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("xyz\n12345\n"), 0o644)
	ok := filepath.Join(dir, "ok.csv")
	os.WriteFile(ok, []byte("n,puzzle,W,error,label\n1,"+easy+",3,,a\n"), 0o644)
	part := filepath.Join(dir, "part.csv")
	os.WriteFile(part, []byte("n,puzzle,W,error,label\n1,"+easy+",3,,a\n3,"+easy+",3,,a\n"), 0o644)
	cases := []struct {
		want int
		args []string
	}{
		{0, []string{"solve", easy}}, {1, []string{"solve", mixed}}, {1, []string{"solve", bad}}, {2, []string{"solve", dir}},
		{0, []string{"brt", easy}}, {1, []string{"brt", bad}}, {2, []string{"brt", "--column", "nope", ok}},
		{0, []string{"canon", easy}}, {1, []string{"canon", mixed}},
		{0, []string{"rate", "--ratings", "TE", easy}}, {1, []string{"rate", "--ratings", "TE", bad}}, {2, []string{"rate", "--ratings", "nope", easy}},
		{0, []string{"prove", easy, "r1c1≠2"}}, {1, []string{"prove", easy, "r1c1≠1"}}, {2, []string{"prove", easy, "r1c1"}},
		{0, []string{"path", easy}}, {1, []string{"path", "--timeout", "1ns", easterMonster}}, {2, []string{"path", "xyz"}},
		{0, []string{"te", easy}}, {2, []string{"te", "--theory", "nope", easy}},
		{0, []string{"gl", easy}}, {2, []string{"gl", "--logic", "x", "xyz"}},
		{0, []string{"fishy", easy}}, {1, []string{"fishy", "--unsound", "001000200030000040500030006000107000040000080000902000300000008060050030002000700"}},
		{0, []string{"backdoors", easy}}, {2, []string{"backdoors", "12345"}},
		{0, []string{"stats", ok}}, {2, []string{"stats", filepath.Join(dir, "missing.csv")}},
		{0, []string{"merge", filepath.Join(dir, "m0.csv"), ok}}, {1, []string{"merge", filepath.Join(dir, "m1.csv"), part}},
		{2, []string{"plot", "--out", filepath.Join(dir, "x.png"), filepath.Join(dir, "missing.csv")}},
		{0, []string{"generate", "--count", "1"}}, {2, []string{"generate", "--method", "nope"}},
		{0, []string{"version"}}, {2, []string{"version", "extra"}},
	}
	for _, c := range cases {
		_, err := run(t, "", c.args...)
		if got := exitCode(err); got != c.want {
			t.Errorf("sudolab %s: exit status %d (%v), want %d", strings.Join(c.args, " "), got, err, c.want)
		}
	}
	for _, c := range commands() {
		if !strings.Contains(c.Long, "Exit status") {
			t.Errorf("%s --help does not state the exit status", c.Name())
		}
	}
	if !strings.Contains(rootCmd.Long, cli.ExitHelp) {
		t.Error("sudolab --help does not state the exit status")
	}
}

// TestLabels: solve, brt and canon write the label after the result (or
// not, with --label=false); rate writes it in the last column; the
// default set's labels reach rate's output.
func TestLabels(t *testing.T) {
	in := easy + " my label\n"
	for _, c := range []struct{ cmd, field string }{{"solve", ""}, {"brt", " 81 0 solved"}, {"canon", ""}} {
		out, err := run(t, in, c.cmd, "-")
		if err != nil || !strings.HasSuffix(out, c.field+" my label\n") {
			t.Errorf("%s: %v %q", c.cmd, err, out)
		}
		out, err = run(t, in, c.cmd, "--label=false", "-")
		if err != nil || strings.Contains(out, "label") {
			t.Errorf("%s --label=false: %v %q", c.cmd, err, out)
		}
	}
	out, err := run(t, "", "rate", "--ratings", "TE", "--summary", "no")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(out, "\n")
	if lines[0] != "n,puzzle,TE,error,label" || lines[1] != "1,"+easterMonster+`,2,,"EasterMonster (JPF, 2007)"` {
		t.Errorf("default set:\n%s", strings.Join(lines[:3], "\n"))
	}
	out, err = run(t, "", "rate", "--ratings", "TE", "--format", "jsonl", "--summary", "no", easy+" lbl")
	if err != nil || out != `{"n":1,"puzzle":"`+easy+`","TE":0,"error":"","label":"lbl"}`+"\n" {
		t.Errorf("jsonl: %v %q", err, out)
	}
}

// TestCSVInputs: the commands read CSV files with a header: the reference
// data (located by internal/refdata) and rate's own output, whose labels
// survive a second pass.
func TestCSVInputs(t *testing.T) {
	ref := reftest.Path(t, "cbg-000.csv")
	data, err := os.ReadFile(ref)
	if err != nil {
		t.Fatal(err)
	}
	head := strings.Join(strings.SplitN(string(data), "\n", 5)[:4], "\n") + "\n" // header + 3 puzzles
	dir := t.TempDir()
	small := filepath.Join(dir, "cbg-head.csv")
	os.WriteFile(small, []byte(head), 0o644)
	out, err := run(t, "", "rate", "--ratings", "W", "--summary", "no", small)
	if err != nil {
		t.Fatal(err)
	}
	want := "n,puzzle,W,error,label\n"
	for i, row := range strings.Split(head, "\n")[1:4] {
		f := strings.Split(row, ",")
		want += fmt.Sprintf("%d,%s,%s,,%s\n", i+1, f[1], f[2], f[0]) // the published W; the index as label
	}
	if out != want {
		t.Errorf("rate cbg-000 head:\n%s\nwant:\n%s", out, want)
	}
	// The whole reference file solves: 21375 puzzles, one line each.
	out, err = run(t, "", "solve", "--label=false", ref)
	if err != nil || strings.Count(out, "\n") != 21375 {
		t.Errorf("solve cbg-000.csv: %v, %d lines", err, strings.Count(out, "\n"))
	}
	// rate's output is an input: its labels come back.
	rated := filepath.Join(dir, "rated.csv")
	if _, err := run(t, "", "rate", "--ratings", "TE", "--summary", "no", "--out", rated); err != nil {
		t.Fatal(err)
	}
	out, err = run(t, "", "canon", rated)
	if err != nil || !strings.Contains(out, " EasterMonster (JPF, 2007)\n") {
		t.Errorf("canon of rate's output: %v\n%s", err, out)
	}
	out, err = run(t, "", "solve", "--column", "2", rated)
	if err != nil || !strings.HasPrefix(out, "174385962293467158586192734451923876928674315367851249719548623635219487842736591 EasterMonster") {
		t.Errorf("solve --column 2: %v\n%.200s", err, out)
	}
}

// TestTimeouts: path, gl, te and backdoors stop at --timeout (here already
// passed when the search starts: no timing involved), print what they
// found, and exit with status 1.
func TestTimeouts(t *testing.T) {
	for _, args := range [][]string{
		{"path", "--timeout", "1ns", easterMonster},
		{"gl", "--timeout", "1ns", "--order", "7", "--rank", "2", easterMonster},
		{"te", "--timeout", "1ns", easterMonster},
		{"te", "--timeout", "1ns", "--depth", "2", easterMonster},
		{"backdoors", "--timeout", "1ns", "--max-size", "8", easterMonster},
	} {
		out, err := run(t, "", args...)
		if exitCode(err) != 1 || !strings.Contains(err.Error(), "time limit 1ns reached (--timeout)") || !strings.Contains(out, "stopped") {
			t.Errorf("sudolab %s: %v (exit %d)\n%s", strings.Join(args, " "), err, exitCode(err), out)
		}
	}
}

// TestContradictoryState: gl and fishy say first that a state has no
// solution (before eliminations that are "SAT valid" only vacuously).
func TestContradictoryState(t *testing.T) {
	// r1c1 and r1c2 both hold only 1: no solution, yet BRT is not applied
	// to a pencil-mark state as given.
	cells := make([]string, 81)
	for i := range cells {
		cells[i] = "123456789"
	}
	cells[0], cells[1] = "1", "1"
	state := strings.Join(cells, " ")
	for _, cmd := range []string{"gl", "fishy"} {
		out, _ := run(t, "", cmd, state)
		if !strings.HasPrefix(out, "the state has no solution (contradictory)") {
			t.Errorf("%s: %.300s", cmd, out)
		}
	}
	out, err := run(t, "", "gl", p004c)
	if err != nil || strings.Contains(out, "no solution") {
		t.Errorf("gl on a valid puzzle: %v %s", err, out)
	}
}

// TestUserMessages: messages shown to CLI users name the argument, and do
// not read like API hints.
func TestUserMessages(t *testing.T) {
	dir := t.TempDir()
	_, err := run(t, "", "solve", dir)
	if err == nil || err.Error() != dir+": is a directory, not a file of puzzles" {
		t.Errorf("directory: %v", err)
	}
	missing := filepath.Join(dir, "p.txt")
	out, _ := run(t, "", "solve", missing)
	if !strings.HasPrefix(out, "invalid: malformed: "+missing+": no such file, and not a puzzle: ") {
		t.Errorf("missing file: %q", out)
	}
	out, _ = run(t, "\x00\r\xff"+strings.Repeat("\r7", 40)+"\n", "solve", "-")
	if strings.Contains(out, "Parse") || strings.Contains(out, "Scanner") || !strings.Contains(out, "carriage return") {
		t.Errorf("random bytes: %q", out)
	}
}

// FuzzCommandInput runs solve, brt and canon in-process on fuzzed standard
// input and flags: no panic, an exit status of the convention, and for
// solve and brt one output line per input record (nothing lost).
func FuzzCommandInput(f *testing.F) {
	f.Add("solve", "", easy+" lbl\nxyz\n\n"+strings.Repeat(".", 81))
	f.Add("brt", "--label=false", "\uFEFF"+easy+"\r\n12345")
	f.Add("canon", "--dedup", easy+"\n"+easy+"\n")
	f.Add("solve", "--column=puzzle", "index,puzzle\n1,"+easy+"\n2,\"x\ny\"\n")
	f.Add("brt", "--column=9", "a\tb\n1\t2\n")
	f.Fuzz(func(t *testing.T, cmd, flag, stdin string) {
		switch cmd {
		case "solve", "brt", "canon":
		default:
			return
		}
		args := []string{cmd}
		if strings.HasPrefix(flag, "--column=") || strings.HasPrefix(flag, "--label=") || flag == "--dedup" && cmd == "canon" {
			args = append(args, flag)
		}
		out, err := run(t, stdin, append(args, "-")...)
		code := exitCode(err)
		if code < 0 || code > 2 {
			t.Fatalf("exit status %d", code)
		}
		if code == 2 || cmd == "canon" {
			return
		}
		records := 0
		in := runInputs(args, stdin)
		in.Each(func(it puzzleItem) error { records++; return nil })
		if lines := strings.Count(out, "\n"); lines != records {
			t.Fatalf("%d output lines for %d records:\n%s", lines, records, out)
		}
	})
}

// FuzzCommandArgs runs the one-puzzle commands in-process on a fuzzed
// PUZZLE|STATE argument (and ELIM for prove), with cheap settings: no
// panic, and an exit status of the convention.
func FuzzCommandArgs(f *testing.F) {
	f.Add(0, easy, "r1c1≠2")
	f.Add(1, easterMonster, "")
	f.Add(2, strings.Repeat("123456789 ", 81), "")
	f.Add(3, "1...\n..2.\n.3..\n...4", "")
	f.Add(4, "12345", "r0c0≠0")
	f.Add(5, strings.Repeat(".", 256), "r16c16<>16")
	f.Add(6, "\uFEFF"+easy, "")
	f.Fuzz(func(t *testing.T, which int, arg, elim string) {
		cmds := [][]string{
			{"prove", arg, elim}, {"path", "--max-length", "1", "--timeout", "2s", arg},
			{"te", "--depth", "1", "--timeout", "2s", arg}, {"gl", "--order", "1", "--rank", "0", "--timeout", "2s", arg},
			{"fishy", arg}, {"backdoors", "--max-size", "1", "--timeout", "2s", arg}, {"brt", arg}, {"solve", arg},
		}
		args := cmds[(which%len(cmds)+len(cmds))%len(cmds)]
		if strings.HasPrefix(arg, "-") || strings.HasPrefix(elim, "-") {
			return // a flag, not a puzzle
		}
		_, err := run(t, "", args...)
		if code := exitCode(err); code < 0 || code > 2 {
			t.Fatalf("exit status %d", code)
		}
		if err != nil && len(err.Error()) > 2000 {
			t.Fatalf("%d-byte message", len(err.Error()))
		}
	})
}

// TestNumericFlagTable lists every numeric flag of every command (as
// "sudolab X --help" shows them) with a value that must be rejected and
// one that must be accepted; the list must match the commands' flags, so
// a new numeric flag cannot go unchecked.
func TestNumericFlagTable(t *testing.T) {
	type vals struct{ bad, good string }
	anyValue := vals{"", "18446744073709551615"} // seeds: every value is fine
	table := map[string]map[string]vals{
		"backdoors": {"max-size": {"-1", "8"}, "timeout": {"-5s", "1m"}},
		"draw":      {"dpi": {"-1", "1200"}, "max-length": {"0", "36"}, "path-step": {"-1", "0"}, "tridagon": {"-1", "0"}},
		"bench":     {"first": {"-1", "0"}},
		"generate":  {"count": {"-1", "0"}, "seed": anyValue, "size": {"1", "5"}, "workers": {"-1", "1000000"}},
		"gl": {"budget": {"-1", "0"}, "dmax": {"-2", "-1"}, "fins": {"-1", "0"}, "order": {"0", "7"},
			"rank": {"-1", "9"}, "split": {"-2", "3"}, "timeout": {"-1ns", "0s"}},
		"merge":   {"total": {"-1", "0"}},
		"path":    {"max-length": {"0", "100"}, "timeout": {"-5s", "30s"}},
		"pattern": {"max-cells": {"19", "18"}},
		"plot":    {"height": {"151", "150"}, "seed": anyValue, "width": {"-1", "1"}},
		"rate":    {"gl-order": {"0", "7"}, "max-length": {"-1", "0"}, "timeout": {"-5s", "0s"}, "workers": {"-1", "0"}},
		"soundness": {"gl-budget": {"-1", "0"}, "gl-order": {"8", "1"}, "gl-rank": {"10", "0"}, "max-length": {"0", "1"},
			"max-shrink": {"-1", "0"}, "seed": anyValue, "states": {"0", "1"}, "workers": {"-1", "0"}},
		"stats": {"diff-lines": {"-2", "-1"}, "max-values": {"0", "1"}},
		"te":    {"depth": {"-1", "5"}, "timeout": {"-5s", "1h"}},
	}
	check := func(c *cobra.Command, name, v string) error {
		resetFlags(rootCmd)
		defer resetFlags(rootCmd)
		if err := c.ParseFlags([]string{"--" + name, v}); err != nil {
			return err
		}
		return cli.CheckFlags(c.Flags())
	}
	for _, c := range commands() {
		got := map[string]bool{}
		c.Flags().VisitAll(func(f *pflag.Flag) {
			if cli.IsNumeric(f) {
				got[f.Name] = true
			}
		})
		want := table[c.Name()]
		for name := range got {
			if _, ok := want[name]; !ok {
				t.Errorf("%s --%s: numeric flag missing from the table", c.Name(), name)
			}
		}
		for name, v := range want {
			if !got[name] {
				t.Errorf("%s --%s: in the table, not a numeric flag of the command", c.Name(), name)
				continue
			}
			if v.bad != "" {
				if err := check(c, name, v.bad); exitCode(err) != 2 {
					t.Errorf("%s --%s %s: accepted (%v)", c.Name(), name, v.bad, err)
				}
			}
			if err := check(c, name, v.good); err != nil {
				t.Errorf("%s --%s %s: rejected: %v", c.Name(), name, v.good, err)
			}
		}
	}
}

// TestRateLongLineEcho: a 10 MB line gets one record whose puzzle field
// is a 100-byte prefix (issue 19: it was copied whole into the CSV), a BOM
// before the first puzzle is ignored, and the other lines are rated.
func TestRateLongLineEcho(t *testing.T) {
	in := "\uFEFF" + easy + " first\n" + strings.Repeat("7", 10<<20) + "\n" + easy + " last\n"
	out, err := run(t, in, "rate", "--ratings", "TE", "--summary", "no", "-")
	if exitCode(err) != 1 {
		t.Fatalf("exit status %d (%v), want 1", exitCode(err), err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 4 || len(out) > 2000 {
		t.Fatalf("%d lines, %d bytes:\n%.3000s", len(lines), len(out), out)
	}
	if lines[1] != "1,"+easy+",0,,first" || lines[3] != "3,"+easy+",0,,last" {
		t.Errorf("rated lines:\n%s\n%s", lines[1], lines[3])
	}
	want := "2," + strings.Repeat("7", 100) + "…,,malformed: -:2: a line of 10485760 bytes is longer than any puzzle or state (at most 65536 bytes per line),"
	if lines[2] != want {
		t.Errorf("long line record:\n%s\nwant\n%s", lines[2], want)
	}
}
