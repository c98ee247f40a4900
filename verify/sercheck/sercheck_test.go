package sercheck_test

import (
	"context"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/logic/ser"
	"github.com/sudolab/sudolab/logic/ser/sernote"
	"github.com/sudolab/sudolab/puzzle"
	"github.com/sudolab/sudolab/verify/sercheck"
)

// cbgRules are the rules of the paths of cbg-000 (a loop's size as N).
var cbgRules = strings.Split("Aligned Pair Exclusion|Aligned Triplet Exclusion|BUG type 1|BUG type 2|BUG type 3|BUG type 4|"+
	"Bidirectional Cycle|Bidirectional X-Cycle|Bidirectional Y-Cycle|Cell Forcing Chains|Claiming|Direct Hidden Pair|"+
	"Direct Hidden Triplet|Direct Pointing|Dynamic Cell Forcing Chains|Dynamic Contradiction Forcing Chains|"+
	"Dynamic Double Forcing Chains|Dynamic Region Forcing Chains|Forcing Chain|Forcing X-Chain|Hidden Pair|Hidden Quad|"+
	"Hidden Single|Hidden Triplet|Jellyfish|Naked Pair|Naked Quad|Naked Single|Naked Triplet|Nishio Forcing Chains|"+
	"Pointing|Region Forcing Chains|Swordfish|Turbot Fish|Unique Loop N type 1|Unique Loop N type 2|Unique Loop N type 4|"+
	"Unique Loop type 1|Unique Loop type 2|Unique Loop type 3 (hidden pair)|Unique Loop type 3 (naked pair)|"+
	"Unique Loop type 3 (naked triplet)|Unique Loop type 4|Unique Rectangle type 1|Unique Rectangle type 2|"+
	"Unique Rectangle type 3 (hidden pair)|Unique Rectangle type 3 (hidden triplet)|Unique Rectangle type 3 (naked pair)|"+
	"Unique Rectangle type 3 (naked quad)|Unique Rectangle type 3 (naked triplet)|Unique Rectangle type 4|X-Wing|XY-Wing|XYZ-Wing", "|")

var loopSize = regexp.MustCompile(` [0-9]+ type`)

// puzzles reads the puzzle column of a reference file, by index column.
func puzzles(t *testing.T, rel string) map[int]string {
	head, rows := reftest.ReadCSV(t, rel)
	ip, ii := slices.Index(head, "puzzle"), slices.Index(head, "index")
	out := map[int]string{}
	for _, r := range rows {
		n, _ := strconv.Atoi(r[ii])
		out[n] = r[ip]
	}
	return out
}

// sortedKeys lists the indexes of a reference file's puzzles, in order.
func sortedKeys(m map[int]string) []int {
	var out []int
	for i := range m {
		out = append(out, i)
	}
	slices.Sort(out)
	return out
}

// serPath is SE's path of a puzzle (uniqueness rules or not).
func serPath(t *testing.T, pz string, uniqueness bool) []ser.Step {
	t.Helper()
	p, err := puzzle.ParseLine(pz)
	if err != nil {
		t.Fatal(err)
	}
	steps, _, err := ser.Path(context.Background(), p, ser.Options{Uniqueness: uniqueness})
	if err != nil {
		t.Fatalf("%s: %v", pz, err)
	}
	return steps
}

// checkPath runs SE's path of a puzzle (uniqueness rules or not) and checks
// every step as printed and read back; it counts the rules met.
func checkPath(t *testing.T, label, pz string, uniqueness bool, rules map[string]int) {
	t.Helper()
	for i, s := range serPath(t, pz, uniqueness) {
		lines := s.Note().Lines()
		st, err := sernote.Parse(lines)
		if err != nil {
			t.Errorf("%s step %d: %v", label, i+1, err)
			continue
		}
		if got := strings.Join(st.Lines(), "\n"); got != strings.Join(lines, "\n") {
			t.Errorf("%s step %d: printed back as\n%s\nwant\n%s", label, i+1, got, strings.Join(lines, "\n"))
		}
		g, _ := sercheck.FromCands(s.Before.Values(), s.Before.Cands())
		if err := sercheck.Check(g, st); err != nil {
			t.Errorf("%s step %d: %v\n%s", label, i+1, err, strings.Join(lines, "\n"))
		}
		rules[loopSize.ReplaceAllString(s.Name, " N type")]++
	}
}

// TestCBGPaths: every step of the SER and SER-noU paths of the sample (all
// of cbg-000 with SUDOLAB_LONG=1) is printed with its structure, read back
// to the same text, and passes the checker; the sample meets every rule of
// cbg-000's paths.
func TestCBGPaths(t *testing.T) {
	all := puzzles(t, "cbg-000.csv")
	idx := append([]int{}, sercheck.CBGSample...)
	for i := 1; i <= 20; i++ {
		idx = append(idx, i)
	}
	if os.Getenv("SUDOLAB_LONG") == "1" {
		idx = sortedKeys(all)
	}
	rules := map[string]int{}
	for _, i := range idx {
		for _, u := range []bool{true, false} {
			checkPath(t, "cbg-000 #"+strconv.Itoa(i), all[i], u, rules)
		}
	}
	for _, r := range cbgRules {
		if rules[r] == 0 {
			t.Errorf("no %s in the sample", r)
		}
	}
	t.Logf("%d puzzles, %d rules: %v", len(idx), len(rules), rules)
}

// TestNestedPaths: dynamic plus and nested chains of level 2 (Mat's
// hardest 18-clue puzzles), and with SUDOLAB_LONG=1 of levels 3 and 4
// (monhard-TE3 #1 and #222, seconds each) and all of Mat's puzzles.
func TestNestedPaths(t *testing.T) {
	mat := puzzles(t, "te-depth/mat-18c-highest-SER.csv")
	idx := []int{1, 2, 3}
	if os.Getenv("SUDOLAB_LONG") == "1" {
		idx = sortedKeys(mat)
	}
	rules := map[string]int{}
	for _, i := range idx {
		checkPath(t, "mat #"+strconv.Itoa(i), mat[i], true, rules)
	}
	for _, r := range []string{"Dynamic Cell Forcing Chains (+)", "Dynamic Cell Forcing Chains (+ Forcing Chains)"} {
		if rules[r] == 0 {
			t.Errorf("no %s", r)
		}
	}
	if os.Getenv("SUDOLAB_LONG") == "1" {
		head, rows := reftest.ReadCSV(t, "te-depth/monhard-TE3.csv")
		ip := slices.Index(head, "puzzle")
		checkPath(t, "monhard #1", rows[0][ip], true, rules)
		checkPath(t, "monhard #222", rows[221][ip], true, rules)
		for _, r := range []string{"Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)", "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains)"} {
			if rules[r] == 0 {
				t.Errorf("no %s in monhard #1 and #222", r)
			}
		}
	}
	t.Logf("%v", rules)
}
