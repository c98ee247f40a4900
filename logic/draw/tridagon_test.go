package draw

import (
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/exotic"
	"github.com/sudolab/sudolab/puzzle"
)

// loki is mith's Loki: after BRT it has one tridagon, digits 3, 5, 7, whose
// only guardian is n1r8c8 (docs/tridagons.md, the README's tour).
const loki = "57....9..........8.1.........168..4......28.9..2.9416.....2.....6.9.82.4...41.6.."

// TestTridagon checks the structure of a tridagon's overlay: its 12 cells
// shaded, the 36 candidates of its digits as the pattern, the guardian
// apart, the legend naming both; and that the tridagon[12] step of Loki's
// Trid-OR5W path is drawn the same way with its targets struck.
func TestTridagon(t *testing.T) {
	pg, err := puzzle.Parse(loki)
	if err != nil {
		t.Fatal(err)
	}
	s, err := logic.FromGrid(pg)
	if err != nil {
		t.Fatal(err)
	}
	s.BRT()
	ts := exotic.FindTridagons(s)
	if len(ts) != 1 {
		t.Fatalf("%d tridagons, want 1", len(ts))
	}
	ov := PatternOverlay(s, &ts[0])
	cells := map[int]bool{}
	for _, m := range ov.Cells {
		if m.Role != RolePattern {
			t.Errorf("cell %d has role %v", m.Cell, m.Role)
		}
		cells[m.Cell] = true
	}
	if len(cells) != 12 {
		t.Errorf("%d pattern cells, want 12", len(cells))
	}
	pat := ov.CandsWith(RolePattern)
	if len(pat) != 36 {
		t.Errorf("%d pattern candidates, want 36", len(pat))
	}
	for _, x := range pat {
		if d := s.G.DigitOf(x); !cells[s.G.CellOf(x)] || (d != 3 && d != 5 && d != 7) {
			t.Errorf("pattern candidate %s is not one of the tridagon's", s.G.FormatValue(x))
		}
	}
	if got := names(s.G, ov.CandsWith(RoleGuardian)); got != "r8c8=1" {
		t.Errorf("guardians %q, want r8c8=1", got)
	}
	svg := svgOf(t, s, ov, nil)
	for _, label := range []string{"pattern", "guardian"} {
		if !strings.Contains(svg, ">"+label+"</text>") {
			t.Errorf("legend lacks %q", label)
		}
	}

	// The same tridagon as a path step: pattern, guardian, struck targets.
	fam, err := logic.FamilyNamed("Trid-OR5W")
	if err != nil {
		t.Fatal(err)
	}
	p, err := logic.ResolvePath(pg, fam, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	var f *Frame
	frames := PathFrames(p)
	for i := range frames {
		if strings.HasPrefix(frames[i].Text, "tridagon[12]") {
			f = &frames[i]
			break
		}
	}
	if f == nil {
		t.Fatal("no tridagon[12] step in Loki's path")
	}
	sov := f.Overlay()
	if len(sov.Cells) != 12 || len(sov.CandsWith(RolePattern)) != 36 {
		t.Errorf("step overlay: %d cells, %d pattern candidates, want 12 and 36", len(sov.Cells), len(sov.CandsWith(RolePattern)))
	}
	if got := names(f.Before.G, sov.CandsWith(RoleTarget)); got != "r8c8=3 r8c8=5 r8c8=7" {
		t.Errorf("targets %q", got)
	}
	if got := names(f.Before.G, sov.CandsWith(RoleGuardian)); got != "r8c8=1" {
		t.Errorf("step guardians %q", got)
	}
}
