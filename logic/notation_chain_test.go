package logic

import (
	"reflect"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/puzzle"
)

// TestParseChainStepRoundTrip reads back every chain step of two paths (W
// and gW, so g-candidates too) and gets the same pattern.
func TestParseChainStepRoundTrip(t *testing.T) {
	for _, c := range []struct{ puzzle, family string }{
		{"..345.78.4....9.2..8..2..6...16.5..7......2..9...4..3...4......5.2.1.....1....3.6", "W"},
		{"..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8...", "gW"},
	} {
		pg, err := puzzle.Parse(c.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		f, err := FamilyNamed(c.family)
		if err != nil {
			t.Fatal(err)
		}
		p, err := ResolvePath(pg, f, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		g, n, gs := p.Initial.G, 0, 0
		for _, st := range p.Steps {
			cp, ok := st.Detail.(*ChainPattern)
			if !ok {
				continue
			}
			text := st.Text(g)
			back, err := g.ParseChainStep(text)
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
			if back.Text(g) != text || !reflect.DeepEqual(back.Detail, cp) {
				t.Errorf("%s: read back as %s (%+v, want %+v)", text, back.Text(g), back.Detail, cp)
			}
			n++
			if strings.HasPrefix(text, "g-whip") {
				gs++
			}
		}
		if n == 0 || (c.family == "gW" && gs == 0) {
			t.Errorf("%s %s: %d chain steps, %d g-whips", c.family, c.puzzle, n, gs)
		}
	}
}

func TestParseChainStepErrors(t *testing.T) {
	g := Geom(3)
	for _, bad := range []string{
		"",
		"whip[2]: r1c1{n1 n2} ==> r1c9≠1",
		"whop[1]: r1c1{n1 .} ==> r1c9≠1",
		"whip[1]: r1c1{n10 .} ==> r1c9≠1",
		"whip[1]: r1c1{n1 .} ==> r1c9=1",
		"whip[1]: r0c1{n1 .} ==> r1c9≠1",
		"g-whip[2]: r1c1{n1 n2} - r1c2{n2 c456} ==> r1c9≠1",
	} {
		if _, err := g.ParseChainStep(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if st, err := g.ParseChainStep("g-whip[2]: r1n2{c1 c456} - r2c5{n2 .} ==> r2c1≠2"); err != nil || st.Detail.(*ChainPattern).Cells[0].GRLC < 0 {
		t.Errorf("g-candidate not read: %v", err)
	}
}
