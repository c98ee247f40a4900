// The citation tests check the project's citations of its definitions:
// every "docs/<page>.md §<n>" cited in the sources names a page of docs/
// with a heading numbered <n>, every link between the pages points at a
// page that exists, and no file cites the documents the definitions were
// first written from (they are not in the repository).

package docs_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var (
	citeRe    = regexp.MustCompile(`docs/([a-z-]+\.md)(?: §([0-9]+(?:\.[0-9]+)*))?`)
	headingRe = regexp.MustCompile(`(?m)^#{1,4} ([0-9]+(?:\.[0-9]+)*) `)
	linkRe    = regexp.MustCompile(`\]\(([a-z-]+\.md)(#[^)]*)?\)`)
	// Names of the outside documents no source may cite (written in two
	// pieces so that this file does not match a plain grep for them).
	outsideRe = regexp.MustCompile(`RULES` + `\.md|GENERAL-LOGIC` + `\.md|shared` + `/spec`)
)

// headings maps each page of docs/ to its numbered headings.
func headings(t *testing.T) map[string]map[string]bool {
	t.Helper()
	pages, err := filepath.Glob("*.md")
	if err != nil || len(pages) == 0 {
		t.Fatalf("no pages in docs/: %v", err)
	}
	out := map[string]map[string]bool{}
	for _, p := range pages {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		out[p] = map[string]bool{}
		for _, m := range headingRe.FindAllStringSubmatch(string(b), -1) {
			out[p][m[1]] = true
		}
	}
	return out
}

// sources lists the files of the repository that may cite docs/.
func sources(t *testing.T) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); name == ".git" || name == "docs" || name == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		switch filepath.Ext(path) {
		case ".go", ".md", ".sh", ".ipynb", ".yaml", ".yml":
			out = append(out, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestCitationsResolve(t *testing.T) {
	h := headings(t)
	cited := 0
	for _, path := range sources(t) {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			if outsideRe.MatchString(line) {
				t.Errorf("%s:%d cites a document outside the repository: %s", path, i+1, strings.TrimSpace(line))
			}
			for _, m := range citeRe.FindAllStringSubmatch(line, -1) {
				cited++
				page, sec := m[1], m[2]
				if h[page] == nil {
					t.Errorf("%s:%d cites docs/%s, which does not exist", path, i+1, page)
					continue
				}
				if sec != "" && !h[page][sec] {
					t.Errorf("%s:%d cites docs/%s §%s, which has no such heading", path, i+1, page, sec)
				}
			}
		}
	}
	if cited == 0 {
		t.Fatal("no citation of docs/ found: the walk is broken")
	}
}

func TestPageLinksResolve(t *testing.T) {
	h := headings(t)
	for page := range h {
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range linkRe.FindAllStringSubmatch(string(b), -1) {
			if h[m[1]] == nil {
				t.Errorf("docs/%s links to %s, which does not exist", page, m[1])
			}
		}
		for i, line := range strings.Split(string(b), "\n") {
			for _, m := range regexp.MustCompile(`([a-z-]+\.md) §([0-9]+(?:\.[0-9]+)*)`).FindAllStringSubmatch(line, -1) {
				if h[m[1]] != nil && !h[m[1]][m[2]] {
					t.Errorf("docs/%s:%d refers to %s §%s, which has no such heading", page, i+1, m[1], m[2])
				}
			}
		}
	}
}
