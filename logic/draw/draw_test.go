package draw

import (
	"bytes"
	"errors"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
	"github.com/sudolab/sudolab/puzzle"
)

// hard is a puzzle of W rating 6 from the reference set cbg-000.
const hard = "..345.78.4....9.2..8..2..6...16.5..7......2..9...4..3...4......5.2.1.....1....3.6"

// latinState is a state of block size n: a valid complete grid with every
// third cell emptied, its candidates those no value sees.
func latinState(t *testing.T, n int) *logic.State {
	t.Helper()
	side := n * n
	pg := &puzzle.Grid{N: n, Cells: make([]int, side*side)}
	for r := 0; r < side; r++ {
		for c := 0; c < side; c++ {
			if (r*side+c)%3 != 0 {
				pg.Cells[r*side+c] = (n*(r%n)+r/n+c)%side + 1
			}
		}
	}
	s, err := logic.FromGrid(pg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func svgOf(t *testing.T, s *logic.State, ov *Overlay, o *Options) string {
	t.Helper()
	var b bytes.Buffer
	if err := SVG(&b, s, ov, o); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

var textRe = regexp.MustCompile(`<text[^>]*font-size:([0-9.]+)px[^>]*>([^<]*)</text>`)

// texts counts the SVG's text elements by font size.
func texts(svg string) map[string][]string {
	out := map[string][]string{}
	for _, m := range textRe.FindAllStringSubmatch(svg, -1) {
		out[m[1]] = append(out[m[1]], m[2])
	}
	return out
}

// TestEverySize draws a state of every size and finds one text per value,
// one per candidate and one per row and column label.
func TestEverySize(t *testing.T) {
	for n := 2; n <= 5; n++ {
		s := latinState(t, n)
		svg := svgOf(t, s, nil, nil)
		if !strings.Contains(svg, "<svg") {
			t.Fatalf("n=%d: no svg element", n)
		}
		l := newLayout(s.G, nil, &Options{})
		byFont := texts(svg)
		var nText, nCands int
		for _, v := range byFont {
			nText += len(v)
		}
		nCands = s.NumCands()
		want := s.Solved + nCands + 2*s.G.Side
		if nText != want {
			t.Errorf("n=%d: %d texts, want %d (values %d, candidates %d, labels %d)", n, nText, want, s.Solved, nCands, 2*s.G.Side)
		}
		if got := len(byFont[fmtG(l.cand.Font.Size.Points())]); got != nCands {
			t.Errorf("n=%d: %d candidate texts, want %d", n, got, nCands)
		}
		// The last digit of the size is drawn with its puzzle symbol.
		if !strings.Contains(svg, ">"+string(puzzle.Symbol(n, n*n))+"</text>") {
			t.Errorf("n=%d: digit %d not drawn as %q", n, n*n, puzzle.Symbol(n, n*n))
		}
	}
}

// fmtG prints a font size as vgsvg does.
func fmtG(f float64) string { return fmt.Sprintf("%.5g", f) }

// pathFrame is frame i (0-based) of hard's W path.
func pathFrame(t *testing.T, family string, i int) Frame {
	t.Helper()
	pg, err := puzzle.Parse(hard)
	if err != nil {
		t.Fatal(err)
	}
	f, err := logic.FamilyNamed(family)
	if err != nil {
		t.Fatal(err)
	}
	p, err := logic.ResolvePath(pg, f, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	frames := PathFrames(p)
	if i >= len(frames) {
		t.Fatalf("%d frames", len(frames))
	}
	return frames[i]
}

func names(g *logic.Geometry, xs []logic.Cand) string {
	var out []string
	for _, x := range xs {
		out = append(out, g.FormatValue(x))
	}
	return strings.Join(out, " ")
}

// TestChain checks the roles of a whip[5]'s candidates, worked out by
// hand from its state, and that its target is drawn struck.
func TestChain(t *testing.T) {
	f := pathFrame(t, "W", 19)
	want := "whip[5]: r9n9{c5 c3} - c2n9{r8 r1} - r1c9{n9 n1} - r2n1{c7 c4} - r2n8{c4 .} ==> r9c5≠8"
	if f.Text != want {
		t.Fatalf("frame 20 is %q, want %q", f.Text, want)
	}
	g := f.Geom
	ov := f.Overlay()
	for _, c := range []struct {
		role Role
		want string
	}{
		{RoleLLC, "r2c4=8 r2c7=1 r8c2=9 r1c9=9 r9c5=9"},
		{RoleRLC, "r1c2=9 r2c4=1 r1c9=1 r9c3=9"},
		{RoleTarget, "r9c5=8"},
		// r2c5=8 sees the target in column 5; r7c2=9 sees r9c3=9 (block 7).
		{RoleZ, "r2c5=8"},
		{RoleT, "r7c2=9"},
	} {
		got := names(g, ov.CandsWith(c.role))
		if sortWords(got) != sortWords(c.want) {
			t.Errorf("%v: %s, want %s", c.role, got, c.want)
		}
	}
	var weak, strong int
	for _, k := range ov.Links {
		if k.Weak {
			weak++
		} else {
			strong++
		}
	}
	if weak != 5 || strong != 4 {
		t.Errorf("%d weak and %d strong links, want 5 and 4", weak, strong)
	}
	svg := svgOf(t, f.Before, ov, nil)
	// One strike per target, one in the legend.
	if n := strings.Count(svg, "stroke:#C01010"); n != 2 {
		t.Errorf("%d struck candidates drawn, want 1 + legend", n)
	}
	for _, label := range []string{"left-linking", "right-linking", "z-candidate", "t-candidate", "eliminated", "link"} {
		if !strings.Contains(svg, ">"+label+"</text>") {
			t.Errorf("legend lacks %q", label)
		}
	}
}

func sortWords(s string) string {
	w := strings.Fields(s)
	for i := range w {
		for j := i + 1; j < len(w); j++ {
			if w[j] < w[i] {
				w[i], w[j] = w[j], w[i]
			}
		}
	}
	return strings.Join(w, " ")
}

// TestGLStepBackAndForth reads a gl step back from its text and draws its
// sets: every base candidate filled, every target struck.
func TestGLStepBackAndForth(t *testing.T) {
	s, err := logic.FromGrid(mustParse(t, "..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8..."))
	if err != nil {
		t.Fatal(err)
	}
	// The whole GL path takes long: stop after its first three gl steps.
	errEnough := errors.New("enough")
	n := 0
	p, err := logic.ResolveState(s, gl.FamilyGL(), 0, func(_ *logic.State, st *logic.Step) error {
		if st.Rule == "gl" {
			if n++; n > 3 {
				return errEnough
			}
		}
		return nil
	})
	if !errors.Is(err, errEnough) {
		t.Fatal(err)
	}
	found := false
	for _, f := range PathFrames(p) {
		if f.IsSingles() || f.Steps[0].Rule != "gl" {
			continue
		}
		found = true
		st, err := ParseStep(f.Geom, f.Text)
		if err != nil {
			t.Fatal(err)
		}
		if st.Text(f.Geom) != f.Text {
			t.Errorf("read back as %q, printed %q", st.Text(f.Geom), f.Text)
		}
		ov := StepOverlay(f.Before, &st)
		l := st.Detail.(*gl.GLLogic)
		nb := 0
		for _, v := range l.Bases {
			for _, x := range f.Geom.VarCands(v) {
				if f.Before.Has(x) {
					nb++
				}
			}
		}
		if got := len(ov.CandsWith(RoleBase)); got != nb {
			t.Errorf("%s: %d base candidates marked, want %d", f.Text, got, nb)
		}
		if len(ov.Sets) != len(l.Bases)+len(l.Covers) {
			t.Errorf("%s: %d sets marked", f.Text, len(ov.Sets))
		}
		svg := svgOf(t, f.Before, ov, nil)
		if n := strings.Count(svg, "stroke:#C01010"); n != len(st.Elims)+1 {
			t.Errorf("%s: %d strikes, want %d + legend", f.Text, n, len(st.Elims))
		}
	}
	if !found {
		t.Fatal("no gl step in the path")
	}
}

func mustParse(t *testing.T, s string) *puzzle.Grid {
	t.Helper()
	pg, err := puzzle.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return pg
}

// TestFish draws the swordfish of the S+W path: three base rows, three
// cover columns.
func TestFish(t *testing.T) {
	pg := mustParse(t, "..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8...")
	p, err := logic.ResolvePath(pg, logic.FamilySW(), 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range PathFrames(p) {
		if !strings.HasPrefix(f.Text, "swordfish-in-rows") {
			continue
		}
		ov := f.Overlay()
		var kinds []string
		for _, m := range ov.Sets {
			k, _, _ := f.Geom.VarKind(m.Var)
			kinds = append(kinds, m.Role.String()+":"+k.String())
		}
		if got := strings.Join(kinds, " "); got != "cover set:cn cover set:cn cover set:cn base set:rn base set:rn base set:rn" {
			t.Errorf("sets %s", got)
		}
		return
	}
	t.Fatal("no swordfish in the path")
}

// TestWriteFile writes a PNG of the right size and refuses other formats.
func TestWriteFile(t *testing.T) {
	s := latinState(t, 3)
	dir := t.TempDir()
	out := filepath.Join(dir, "x.png")
	if err := WriteFile(out, s, nil, &Options{DPI: 72}); err != nil {
		t.Fatal(err)
	}
	fh, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	img, err := png.Decode(fh)
	if err != nil {
		t.Fatal(err)
	}
	w, h := Size(s.G, nil, nil)
	if b := img.Bounds(); b.Dx() != int(w.Points()+0.5) || b.Dy() != int(h.Points()+0.5) {
		t.Errorf("PNG %v, want %.0f×%.0f at 72 dpi", b, w.Points(), h.Points())
	}
	if err := WriteFile(filepath.Join(dir, "x.jpg"), s, nil, nil); err == nil {
		t.Error("x.jpg accepted")
	}
}

// TestGenericPattern draws a pattern no rule of logic builds (the way a
// tridagon with its guardians would be drawn): pattern cells shaded,
// guardians filled, a target struck, each named in the legend.
func TestGenericPattern(t *testing.T) {
	s := latinState(t, 3)
	g := s.G
	ov := &Overlay{}
	var guardians []logic.Cand
	for cell := 0; cell < g.NCells && len(guardians) < 2; cell++ {
		if s.Values[cell] != 0 {
			continue
		}
		ov.Cells = append(ov.Cells, CellMark{cell, RolePattern})
		for d := 1; d <= g.Side; d++ {
			if x := g.Cand(cell, d); s.Has(x) && len(guardians) < 2 {
				guardians = append(guardians, x)
				ov.Cands = append(ov.Cands, CandMark{x, RoleGuardian})
				break
			}
		}
	}
	svg := svgOf(t, s, ov, nil)
	for _, label := range []string{"pattern", "guardian"} {
		if !strings.Contains(svg, ">"+label+"</text>") {
			t.Errorf("legend lacks %q", label)
		}
	}
	// Guardians' fill: once per guardian, once in the legend.
	if n := strings.Count(svg, "fill:#F768A1"); n != len(guardians)+1 {
		t.Errorf("%d guardian fills, want %d + legend", n, len(guardians))
	}
	if bare := svgOf(t, s, ov, &Options{NoLegend: true}); strings.Contains(bare, ">guardian</text>") {
		t.Error("legend drawn with NoLegend")
	}
}
