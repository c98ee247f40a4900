// The examples test runs the commands the documentation shows and compares
// their output with the text shown: every "$ sudolab …" line of a ```text
// block of the README (the tour), and of the blocks of docs/*.md marked
// runnable, so that a change of the program shows up as a failing example
// until its text is updated. It also checks that the candidate lists the
// pages show are pasteable as one argument.
//
// Conventions of the shown text (docs/README.md, "Conventions shared by
// every page"):
//   - a line "…" stands for any number of lines (none included);
//   - "…" inside a line, or "…(a note)…", stands for any text;
//   - the lines a command writes on stderr are shown where they come
//     (the output is stdout and stderr together), except its closing
//     timing line ("rate: 43 rated, … in 25ms"), which varies;
//   - "$ echo $?" shows the exit status of the command before.
//
// Markers, an HTML comment on the line before the block's fence:
// <!-- example: runnable --> (docs pages: run this block), <!-- example:
// long --> (only with SUDOLAB_LONG=1), <!-- example: not run (why) -->.
// Commands run in a scratch directory holding the repository's verify/
// (read by the audit example), an empty docs/img/ (written by the draw
// examples) and ../shared/data (the reference data); $PM holds the GL-14
// candidate lists of test-cases.md §11.6.

package docs_test

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata"
	"github.com/sudolab/sudolab/puzzle"
)

// example is one command shown with its output.
type example struct {
	where string // file:line of the command
	cmd   string
	want  []string
	long  bool
}

// block is one fenced block of a page.
type block struct {
	file   string
	line   int // of its first content line
	marker string
	lines  []string
}

// blocks returns the fenced blocks of a Markdown file (indented fences
// included), each with the marker comment just before it.
func blocks(t *testing.T, file string) []block {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []block
	var cur *block
	indent, prev := "", ""
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		l := sc.Text()
		trimmed := strings.TrimSpace(l)
		switch {
		case cur == nil && strings.HasPrefix(trimmed, "```"):
			indent = l[:len(l)-len(strings.TrimLeft(l, " "))]
			cur = &block{file: file, line: n + 1, marker: strings.TrimSpace(prev)}
		case cur != nil && trimmed == "```":
			out = append(out, *cur)
			cur = nil
		case cur != nil:
			cur.lines = append(cur.lines, strings.TrimPrefix(l, indent))
		}
		if trimmed != "" {
			prev = trimmed
		}
	}
	return out
}

// examples are the commands of the runnable blocks of a file; all marks
// every block with commands runnable (the README tour).
func examples(t *testing.T, file string, all bool) []example {
	var out []example
	for _, b := range blocks(t, file) {
		runnable, long := all, false
		switch {
		case b.marker == "<!-- example: runnable -->":
			runnable = true
		case b.marker == "<!-- example: long -->":
			runnable, long = true, true
		case strings.HasPrefix(b.marker, "<!-- example: not run"):
			runnable = false
		}
		if !runnable {
			continue
		}
		if !all && !slices.ContainsFunc(b.lines, func(l string) bool { return strings.HasPrefix(l, "$ ") }) {
			t.Errorf("%s:%d: a block marked %s holds no \"$ \" command", file, b.line, b.marker)
		}
		var cur *example
		for i, l := range b.lines {
			if c, ok := strings.CutPrefix(l, "$ "); ok {
				if cur != nil {
					out = append(out, *cur)
				}
				cur = &example{where: fmt.Sprintf("%s:%d", file, b.line+i), cmd: c, long: long}
				continue
			}
			if cur != nil {
				cur.want = append(cur.want, l)
			}
		}
		if cur != nil {
			out = append(out, *cur)
		}
	}
	for i := range out {
		for len(out[i].want) > 0 && strings.TrimSpace(out[i].want[len(out[i].want)-1]) == "" {
			out[i].want = out[i].want[:len(out[i].want)-1]
		}
	}
	return out
}

// timingRe matches a command's closing timing line, not compared.
// progressRe matches the progress log lines a long command writes every
// 10 s when stderr is not a terminal ("rate: 300 done, 2.9/s, 1m40s
// elapsed"): how many appear depends on the machine's load.
var progressRe = regexp.MustCompile(`^[a-z][a-z -]*: .*, (\d+h)?(\d+m)?\d+s elapsed$`)

var timingRe = regexp.MustCompile(`^[a-z]+: .* in [0-9.]+(ns|µs|ms|s)\b|^[a-z]+: .*[0-9]s elapsed$`)

func TestDocExamples(t *testing.T) {
	var exs []example
	exs = append(exs, examples(t, "../README.md", true)...)
	pages, _ := filepath.Glob("*.md")
	for _, p := range pages {
		exs = append(exs, examples(t, p, false)...)
	}
	if len(exs) < 20 {
		t.Fatalf("only %d examples found", len(exs))
	}
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "bin")
	gocmd, err := exec.LookPath("go")
	if err != nil {
		gocmd = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	build := exec.Command(gocmd, "build", "-o", filepath.Join(bin, "sudolab"), "./cmd/sudolab")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	work := filepath.Join(tmp, "sudolab")
	for _, d := range []string{filepath.Join(work, "docs", "img"), filepath.Join(tmp, "shared")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(root, "verify"), filepath.Join(work, "verify")); err != nil {
		t.Fatal(err)
	}
	data := ""
	env := append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"), "PM="+gl14(t), "LC_ALL=C.UTF-8")
	status := 0
	for _, ex := range exs {
		if ex.long && os.Getenv("SUDOLAB_LONG") == "" {
			continue
		}
		if strings.Contains(ex.cmd, "shared/data") && data == "" {
			d, ok := refdata.Locate()
			if !ok {
				if os.Getenv(refdata.EnvRequire) != "" {
					t.Errorf("%s: reference data not found at %s", ex.where, d)
				} else {
					t.Logf("%s: not run: reference data not found (%s)", ex.where, refdata.EnvDir)
				}
				continue
			}
			data = d
			if err := os.Symlink(data, filepath.Join(tmp, "shared", "data")); err != nil {
				t.Fatal(err)
			}
		}
		var got []string
		if ex.cmd == "echo $?" {
			got = []string{strconv.Itoa(status)}
		} else {
			c := exec.Command("sh", "-c", ex.cmd)
			c.Dir, c.Env = work, env
			out, err := c.CombinedOutput()
			status = 0
			if ee, ok := err.(*exec.ExitError); ok {
				status = ee.ExitCode()
			} else if err != nil {
				t.Fatalf("%s: %v", ex.where, err)
			}
			for _, l := range strings.Split(strings.TrimRight(string(out), "\n"), "\n") {
				if !timingRe.MatchString(l) && !progressRe.MatchString(l) {
					got = append(got, l)
				}
			}
		}
		if !matchLines(ex.want, got) {
			t.Errorf("%s: $ %s\nthe text shown:\n%s\nthe output:\n%s\n(if the program changed on purpose, update the text)",
				ex.where, ex.cmd, strings.Join(ex.want, "\n"), strings.Join(got, "\n"))
		}
	}
}

// matchLines matches output lines against the text shown ("…" lines are
// gaps, see the file comment).
func matchLines(want, got []string) bool {
	memo := map[[2]int]bool{}
	var m func(i, j int) bool
	m = func(i, j int) bool {
		k := [2]int{i, j}
		if v, ok := memo[k]; ok {
			return v
		}
		var r bool
		switch {
		case i == len(want):
			r = j == len(got)
		case strings.TrimSpace(want[i]) == "…":
			for x := j; x <= len(got) && !r; x++ {
				r = m(i+1, x)
			}
		default:
			r = j < len(got) && matchLine(want[i], got[j]) && m(i+1, j+1)
		}
		memo[k] = r
		return r
	}
	return m(0, 0)
}

var noteRe = regexp.MustCompile(`…\([^)]*\)…`)

// matchLine matches one line, "…" (or "…(a note)…") standing for any text.
func matchLine(want, got string) bool {
	want, got = strings.TrimRight(want, " "), strings.TrimRight(got, " ")
	parts := strings.Split(noteRe.ReplaceAllString(want, "…"), "…")
	if len(parts) == 1 {
		return want == got
	}
	if !strings.HasPrefix(got, parts[0]) {
		return false
	}
	rest := got[len(parts[0]):]
	for _, p := range parts[1 : len(parts)-1] {
		i := strings.Index(rest, p)
		if i < 0 {
			return false
		}
		rest = rest[i+len(p):]
	}
	return strings.HasSuffix(rest, parts[len(parts)-1])
}

// gl14 is the block of candidate lists of test-cases.md §11.6 GL-14 (the
// $PM of the README tour).
func gl14(t *testing.T) string {
	for _, b := range blocks(t, "test-cases.md") {
		if len(b.lines) == 9 && strings.HasPrefix(b.lines[0], "257 145 1257") {
			return strings.Join(b.lines, "\n")
		}
	}
	t.Fatal("test-cases.md: no GL-14 block")
	return ""
}

// candListRe matches a line of candidate lists (digits, '.', '|', spaces).
var candListRe = regexp.MustCompile(`^[0-9. |]+$`)

// TestCandidateListsPasteable: every block of the pages made of candidate
// lists (81 cells) reads as one argument, as the README says it may be
// given (issue 28: GL-14's lists used " / " between rows, which is refused).
func TestCandidateListsPasteable(t *testing.T) {
	pages, _ := filepath.Glob("*.md")
	found := 0
	for _, p := range append(pages, "../README.md") {
		for _, b := range blocks(t, p) {
			cells := 0
			ok := len(b.lines) > 0
			for _, l := range b.lines {
				ok = ok && candListRe.MatchString(l)
				cells += len(strings.Fields(strings.ReplaceAll(l, "|", " ")))
			}
			if !ok || cells != 81 {
				continue
			}
			found++
			if _, err := puzzle.Parse(strings.Join(b.lines, "\n")); err != nil {
				t.Errorf("%s:%d: the candidate lists do not read: %v", p, b.line, err)
			}
		}
	}
	if found < 2 {
		t.Errorf("%d blocks of candidate lists found, want the two of test-cases.md at least", found)
	}
}
