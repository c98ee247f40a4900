package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/verify/sercheck"
)

// A cbg-000 puzzle (#28) that Sudoku Explainer rates 4.5 with its
// uniqueness rules (a unique rectangle) and 7.1 without (docs/ser.md §14.3).
const serUR = "..3..6..9456.8.1.3......4..2.7...3....5...271.....1..6.9.5....8......9......3..17"

// TestPathSER: path --rules SER / SER-noU print SE's hints and triple, and
// --verify proves every step (the unique rectangle under the uniqueness
// assumption).
func TestPathSER(t *testing.T) {
	out, err := run(t, "", "path", "--rules", "SER", "--verify", serUR)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"4.5, Unique Rectangle type", "SER rating: ER 4.5, EP 1.2, ED 1.2\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
	out, err = run(t, "", "path", "--rules", "SER-noU", serUR)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "SER-noU rating: ER 7.1,") || strings.Contains(out, "Unique") {
		t.Errorf("SER-noU path:\n%s", out)
	}
}

// TestRateSER: the SER and SER-noU columns, with --ser-triple.
func TestRateSER(t *testing.T) {
	out, err := run(t, "", "rate", "--ratings", "SER,SER-noU", "--ser-triple", serUR)
	if err != nil {
		t.Fatal(err)
	}
	want := "n,puzzle,SER,SER_EP,SER_ED,SER-noU,SER-noU_EP,SER-noU_ED,error,label\n1," + serUR + ",4.5,1.2,1.2,7.1,1.2,1.2,,\n"
	if out != want {
		t.Errorf("got\n%swant\n%s", out, want)
	}
}

// TestRateSERTimeout: --timeout stops a rating that needs nested chains
// (monhard-TE3 #1, SER 11.7, seconds of CPU: far more than the limit even
// on an idle machine) and reports it in the error column.
func TestRateSERTimeout(t *testing.T) {
	const hard = "987......6..95.....4.......3..21.65....5.3..2....96.31.3.1...2.....6.59.....2.1.3"
	out, err := run(t, "", "rate", "--ratings", "SER", "--timeout", "100ms", hard)
	if cli.Code(err) != cli.StatusPartial {
		t.Fatalf("exit status %d (%v), want %d", cli.Code(err), err, cli.StatusPartial)
	}
	if !strings.Contains(out, ",SER: timeout,") {
		t.Errorf("no timeout reported:\n%s", out)
	}
}

// TestPathSERStructure: path --rules SER prints each hint's structure on
// continuation lines (here the branches of a region forcing chain), and
// --json gives it as the pattern, with "<>" unescaped.
func TestPathSERStructure(t *testing.T) {
	const cbg2 = "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75"
	out, err := run(t, "", "path", "--rules", "SER", cbg2)
	if err != nil {
		t.Fatal(err)
	}
	want := "8.3, Region Forcing Chains: value 8 in row 5 ==> r6c2<>8 => r6c2<>8\n" +
		"    r5c2=8 -> r6c2<>8\n    r5c3=8 -> r6c2<>8\n" +
		"    r5c4=8 -> r5c4<>3 -> r4c5=3 -> r4c5<>4 -> r4c3=4 -> r4c3<>9 -> r6c2=9 -> r6c2<>8\n"
	if !strings.Contains(out, want) {
		t.Errorf("missing\n%sin\n%s", want, out)
	}
	out, err = run(t, "", "path", "--rules", "SER", "--json", cbg2)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{`"pattern": {`, `"pot": "r6c2<>8"`, `"houses": [`, `"text": "8.3, Region Forcing Chains: value 8 in row 5 ==> r6c2<>8 => r6c2<>8"`} {
		if !strings.Contains(out, w) {
			t.Errorf("--json: missing %s", w)
		}
	}
}

// auditSER writes the path --rules (SER or SER-noU) of a puzzle to a file
// and audits it; it returns the path text and the audit's output.
func auditSER(t *testing.T, pz, rules string, tamper func(string) string) (string, string, error) {
	t.Helper()
	path, err := run(t, "", "path", "--rules", rules, pz)
	if err != nil {
		t.Fatal(err)
	}
	if tamper != nil {
		path = tamper(path)
	}
	f := filepath.Join(t.TempDir(), "path.txt")
	if err := os.WriteFile(f, []byte(path), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := run(t, "", "audit", pz, f)
	return path, out, err
}

var auditSummaryRe = regexp.MustCompile(`audit: (\d+) steps: (\d+) ok, 0 ok-sat \(pattern not checked\), 0 INVALID, 0 unreadable claims; \d+ SAT proofs; 1 lines skipped; final state: solved`)

// TestAuditSER: audit reads the paths path --rules SER and SER-noU print
// and checks every step's pattern (verify/sercheck) and conclusions (SAT):
// every step ok, none unchecked or skipped (the one skipped line is the
// rating). A fast sample; with SUDOLAB_LONG=1 the 20 puzzles of
// sercheck.CBGSample and cbg-000's first 20.
func TestAuditSER(t *testing.T) {
	_, rows := reftest.ReadCSV(t, "cbg-000.csv")
	idx := []int{1, 2, sercheck.CBGSample[0], sercheck.CBGSample[7]}
	if os.Getenv("SUDOLAB_LONG") == "1" {
		idx = append([]int{}, sercheck.CBGSample...)
		for i := 1; i <= 20; i++ {
			idx = append(idx, i)
		}
	}
	steps := 0
	for _, i := range idx {
		pz := rows[i-1][1]
		for _, rules := range []string{"SER", "SER-noU"} {
			_, out, err := auditSER(t, pz, rules, nil)
			m := auditSummaryRe.FindStringSubmatch(out)
			if err != nil || m == nil || m[1] != m[2] {
				t.Errorf("cbg-000 #%d %s: %v\n%s", i, rules, err, out)
				continue
			}
			n, _ := strconv.Atoi(m[1])
			steps += n
		}
	}
	t.Logf("%d paths, %d steps, all ok", 2*len(idx), steps)
}

// TestAuditSERTampered: an SE step tampered with is INVALID with the
// reason (exit status 1), though SAT proves its conclusions.
func TestAuditSERTampered(t *testing.T) {
	const cbg2 = "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75"
	for _, c := range []struct{ name, old, new, want string }{
		{"a link removed", "r3c4=3 -> r3c4<>1 -> r1c5=1 -> r6c5<>1", "r3c4=3 -> r6c5<>1", "r3c4=3 -> r6c5<>1: r3c4=3 does not exclude r6c5<>1"},
		{"a wrong cell", "r6c5<>1 -> r6c5=8 -> r5c4<>8 -> r5c4=3 -> r3c4<>3", "r6c5<>1 -> r6c6=8 -> r5c4<>8 -> r5c4=3 -> r3c4<>3", "r6c6=8 is not the last digit"},
		{"a wrong difficulty", "7.1, Forcing Chain: r3c4=3", "7.2, Forcing Chain: r3c4=3", "difficulty 7.2, but its pattern gives 7.1"},
		{"a branch removed from a cell forcing chain", "    r1c6=6 -> r6c6<>6 -> r6c4=6 -> r6c4<>1 -> r6c5=1 -> r1c5<>1 -> r1c1=1 -> r1c1<>8\n", "", "r1c6 has 3 digits, the hint 2 branches"},
	} {
		path, out, err := auditSER(t, cbg2, "SER", func(p string) string {
			if !strings.Contains(p, c.old) {
				t.Fatalf("%s: %q not in the path", c.name, c.old)
			}
			return strings.Replace(p, c.old, c.new, 1)
		})
		_ = path
		if cli.Code(err) != cli.StatusPartial || !strings.Contains(out, "INVALID") || !strings.Contains(out, c.want) ||
			!strings.Contains(out, "SAT proves every conclusion all the same") || !strings.Contains(out, ", 1 INVALID,") {
			t.Errorf("%s: exit %d (%v), want 1 INVALID with %q:\n%s", c.name, cli.Code(err), err, c.want, out)
		}
	}
	// a claim audit cannot read is an error on its line, not skipped
	_, out, err := auditSER(t, cbg2, "SER", func(p string) string {
		return strings.Replace(p, "=> r3c4<>3\n", "=> r3c4<>3 (trust me)\n", 1)
	})
	if cli.Code(err) != cli.StatusPartial || !strings.Contains(out, `UNREADABLE  7.1, Forcing Chain: r3c4=3 -> r3c4<>1`) || !strings.Contains(out, `conclusions: unreadable "(trust me)"`) {
		t.Errorf("an unreadable claim: exit %d (%v):\n%s", cli.Code(err), err, out)
	}
}

// TestRateSERVerify: rate --verify checks each SE hint's pattern and proves
// its removals (a unique rectangle under the uniqueness assumption).
func TestRateSERVerify(t *testing.T) {
	out, err := run(t, "", "rate", "--ratings", "SER,SER-noU", "--verify", serUR)
	if err != nil || !strings.Contains(out, ",4.5,7.1,") {
		t.Errorf("rate --verify: %v\n%s", err, out)
	}
}

// TestDrawSER: draw --rules SER --path-step N draws the N-th hint (here a
// region forcing chain: its potentials on and off, its removal) and prints
// its lines; out of range or without --path-step is a usage error.
func TestDrawSER(t *testing.T) {
	const cbg2 = "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75"
	file := filepath.Join(t.TempDir(), "s.svg")
	out, err := run(t, "", "draw", "--rules", "SER", "--path-step", "21", "-o", file, cbg2)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out, "8.3, Region Forcing Chains: value 8 in row 5 ==> r6c2<>8 => r6c2<>8\n    r5c2=8 -> r6c2<>8\n") {
		t.Errorf("printed\n%s", out)
	}
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, label := range []string{">on</text>", ">off</text>", ">eliminated</text>", ">link</text>"} {
		if !strings.Contains(string(b), label) {
			t.Errorf("no %s in the picture", label)
		}
	}
	if _, err := run(t, "", "draw", "--rules", "SER-noU", "--path-step", "500", "-o", file, cbg2); err == nil || !strings.Contains(err.Error(), "the SER-noU path has") {
		t.Errorf("--path-step 500: %v", err)
	}
	if _, err := run(t, "", "draw", "--rules", "SER", "-o", file, cbg2); err == nil || !strings.Contains(err.Error(), "--path-step") {
		t.Errorf("no --path-step: %v", err)
	}
}

// TestPathSERHTML: path --rules SER --html writes the viewer page: every
// line path prints, each step drawn and marked verified with --verify.
func TestPathSERHTML(t *testing.T) {
	file := filepath.Join(t.TempDir(), "p.html")
	out, err := run(t, "", "path", "--rules", "SER", "--verify", "--html", file, serUR)
	if err != nil {
		t.Fatal(err)
	}
	page := readPage(t, file)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	heads := 0
	for _, line := range lines[:len(lines)-1] {
		if !strings.Contains(page, line) {
			t.Errorf("page lacks %q", line)
		}
		if !strings.HasPrefix(line, " ") {
			heads++
		}
	}
	if n := strings.Count(page, `class="verify ok"`); n != heads {
		t.Errorf("%d steps marked verified, want %d", n, heads)
	}
	if n := strings.Count(page, "<svg"); n != heads+2 {
		t.Errorf("%d pictures, want %d", n, heads+2)
	}
	if !strings.Contains(page, "SER rating: ER 4.5, EP 1.2, ED 1.2 (solved)") {
		t.Error("no rating on the last page")
	}
}
