package draw

import (
	"context"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic/ser"
)

// serSteps is SE's path of a puzzle (uniqueness rules on).
func serSteps(t *testing.T, pz string) []ser.Step {
	t.Helper()
	steps, _, err := ser.Path(context.Background(), mustParse(t, pz), ser.Options{Uniqueness: true})
	if err != nil {
		t.Fatal(err)
	}
	return steps
}

// TestSEROverlay draws every hint of SE's paths of three puzzles over the
// state before it, and looks at what some of them mark: a region forcing
// chain's potentials on and off with an arrow per parent, a fish's base and
// cover lines, a unique rectangle's cells and extra digits.
func TestSEROverlay(t *testing.T) {
	seen := map[string]bool{}
	for _, pz := range []string{
		"..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75", // cbg-000 #2
		"...4....94.6.8.12.....2.4..2.49..6...98.6....6........5.......7....95..293...1.4.", // #12
		"..3..6..9456.8.1.3......4..2.7...3....5...271.....1..6.9.5....8......9......3..17", // #28
	} {
		for _, st := range serSteps(t, pz) {
			s := SERState(st.Before.Values(), st.Before.Cands())
			note := st.Note()
			ov := SEROverlay(s, note)
			svg := svgOf(t, s, ov, nil)
			if len(note.Elims) > 0 && !strings.Contains(svg, ">eliminated</text>") {
				t.Errorf("%s: no eliminated candidate drawn", note.Head())
			}
			var roles []string
			for _, r := range ov.Roles() {
				roles = append(roles, r.String())
			}
			got := strings.Join(roles, ",")
			switch {
			case strings.HasPrefix(note.Rule, "Region Forcing Chains") && !seen["region"]:
				seen["region"] = true
				links := 0
				for _, b := range note.Pattern.Branches {
					for _, nd := range b.Nodes {
						links += len(nd.Parents)
					}
				}
				if got != "eliminated,base set,on,off" || len(ov.Links) != links || !strings.Contains(svg, ">on</text>") {
					t.Errorf("%s: roles %s, %d links (want %d)", note.Head(), got, len(ov.Links), links)
				}
			case note.Rule == "X-Wing" && !seen["fish"]:
				seen["fish"] = true
				if got != "eliminated,base set,cover set" || len(ov.Sets) != 4 {
					t.Errorf("%s: roles %s, %d sets", note.Head(), got, len(ov.Sets))
				}
			case strings.HasPrefix(note.Rule, "Unique Rectangle") && !seen["ur"]:
				seen["ur"] = true
				if got != "eliminated,pattern,guardian" {
					t.Errorf("%s: roles %s", note.Head(), got)
				}
			}
		}
	}
	if len(seen) != 3 {
		t.Errorf("drawn: %v", seen)
	}
}
