package main

import (
	"html"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/draw"
	"github.com/sudolab/sudolab/puzzle"
)

// hardW6 is a puzzle of W rating 6 from the reference set cbg-000.
const hardW6 = "..345.78.4....9.2..8..2..6...16.5..7......2..9...4..3...4......5.2.1.....1....3.6"

const whip5 = "whip[5]: r9n9{c5 c3} - c2n9{r8 r1} - r1c9{n9 n1} - r2n1{c7 c4} - r2n8{c4 .} ==> r9c5≠8"

// TestDraw: draw writes SVG and PNG by extension, with --path-step (which
// prints the step) and --step (on the state before it); bad flags fail.
func TestDraw(t *testing.T) {
	dir := t.TempDir()
	svg := filepath.Join(dir, "p.svg")
	if _, err := run(t, "", "draw", "-o", svg, hardW6); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(svg); err != nil || !strings.Contains(string(b), "<svg") {
		t.Fatalf("no SVG written: %v", err)
	}
	pngPath := filepath.Join(dir, "s.png")
	out, err := run(t, "", "draw", "-o", pngPath, "--path-step", "20", hardW6)
	if err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(out) != whip5 {
		t.Errorf("--path-step 20 printed %q, want %q", out, whip5)
	}
	fh, err := os.Open(pngPath)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := png.Decode(fh); err != nil {
		t.Errorf("PNG: %v", err)
	}
	fh.Close()

	// The same step given in notation, over the state before it.
	pg, _ := puzzle.Parse(hardW6)
	p, err := logic.ResolvePath(pg, logic.FamilyW(), 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	before := draw.PathFrames(p)[19].Before.Grid().StateString()
	stepSVG := filepath.Join(dir, "step.svg")
	if _, err := run(t, "", "draw", "-o", stepSVG, "--step", whip5, before); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(stepSVG)
	if !strings.Contains(string(b), ">left-linking</text>") {
		t.Error("--step: no chain drawn")
	}

	for _, bad := range [][]string{
		{"draw", "-o", filepath.Join(dir, "x.jpg"), hardW6},
		{"draw", hardW6}, // no -o
		{"draw", "-o", svg, "--path-step", "999", hardW6},
		{"draw", "-o", svg, "--path-step", "-1", hardW6},
		{"draw", "-o", svg, "--path-step", "2", "--step", whip5, hardW6},
		{"draw", "-o", svg, "--rules", "X", "--path-step", "2", hardW6},
		{"draw", "-o", svg, "--step", "whip[1]: r1c1{n1 .} ==> r1c9≠1", hardW6}, // r1c1 is no cell of the state's candidates
		{"draw", "-o", svg, "--step", whip5, hardW6},                            // not a whip in the initial state
		{"draw", "-o", svg, "--step", "nonsense", hardW6},
		{"draw", "-o", svg, "--dpi", "-3", hardW6},
		{"draw", "-o", svg, "--tridagon", "1", hardW6}, // no tridagon
		{"draw", "-o", svg, "--tridagon", "-1", lokiPuzzle},
		{"draw", "-o", svg, "--tridagon", "2", lokiPuzzle}, // only one
		{"draw", "-o", svg, "--tridagon", "1", "--path-step", "2", lokiPuzzle},
	} {
		if _, err := run(t, "", bad...); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

const lokiPuzzle = "57....9..........8.1.........168..4......28.9..2.9416.....2.....6.9.82.4...41.6.."

// TestDrawTridagon: --tridagon prints the tridagon as pattern --find does
// and draws it with its guardian.
func TestDrawTridagon(t *testing.T) {
	file := filepath.Join(t.TempDir(), "t.svg")
	out, err := run(t, "", "draw", "-o", file, "--tridagon", "1", lokiPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out, "tridagon for digits 3, 5 and 7 in blocks b5:") || !strings.Contains(out, "guardians: n1r8c8") {
		t.Errorf("printed %q", out)
	}
	b, _ := os.ReadFile(file)
	for _, label := range []string{">pattern</text>", ">guardian</text>"} {
		if !strings.Contains(string(b), label) {
			t.Errorf("no %s in the picture", label)
		}
	}
}

// TestPathHTMLAndJSON: --html writes the viewer page with every step's
// line and the verify marks; --json keeps ==> unescaped.
func TestPathHTMLAndJSON(t *testing.T) {
	file := filepath.Join(t.TempDir(), "p.html")
	out, err := run(t, "", "path", "--verify", "--html", file, hardW6)
	if err != nil {
		t.Fatal(err)
	}
	page := readPage(t, file)
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if !strings.Contains(page, line) {
			t.Errorf("page lacks %q", line)
		}
	}
	if n, want := strings.Count(page, `class="verify ok"`), strings.Count(out, "whip"); n != want {
		t.Errorf("%d steps marked verified, want %d", n, want)
	}
	if strings.Contains(page, "<script src") || strings.Contains(page, "<link") || strings.Contains(page, "<img") || strings.Contains(page, "url(") {
		t.Error("the page refers to an external resource")
	}
	js, err := run(t, "", "path", "--json", hardW6)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(js, "==>") || strings.Contains(js, `\u003e`) {
		t.Error("path --json escapes ==>")
	}
}

// readPage reads an HTML page written by path --html, its entities decoded.
func readPage(t *testing.T, file string) string {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return html.UnescapeString(string(b))
}
