package gl_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
)

// TestGLNotation: every set notation of docs/notation.md §9.4 parses to the
// sets it names; the canonical and Xsudo printers read back to the same
// sets; out-of-scope and malformed sets are rejected with the token named.
func TestGLNotation(t *testing.T) {
	g := logic.Geom(3)
	forms := map[string]string{
		"r3c1":       "r3c1",
		"r9#7":       "r9#7",
		"r9n7":       "r9#7", // SudoRules
		"c3#6,b9#2":  "c3#6 b9#2",
		"r19#6":      "r1#6 r9#6", // GNPX groups
		"b12#7":      "b1#7 b2#7",
		"r459c2":     "r4c2 r5c2 r9c2",
		"r459c2#168": "r4c2 r5c2 r9c2", // GNPX "LockedTriple r459c2#168"
		"1r347":      "r3#1 r4#1 r7#1", // Barker/Xsudo
		"247c3":      "c3#2 c3#4 c3#7",
		"12n7":       "r1c7 r2c7",
		"4b4":        "b4#4",
		"r36c2 r6c8": "r3c2 r6c2 r6c8", // docs/general-logic.md §6.9 XY-wing bases
	}
	for in, want := range forms {
		ids, err := gl.ParseGLSets(g, in)
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		if got := gl.FormatGLSets(g, ids); got != want {
			t.Errorf("%q = %q, want %q", in, got, want)
		}
	}
	for _, bad := range []string{"AUR", "r1c1#", "r0c1", "b10#1", "r1c1#0", "guardian(r1c1)", "r1#a", "kraken"} {
		_, err := gl.ParseGLSets(g, "r1#1 "+bad)
		if err == nil || !strings.Contains(err.Error(), bad) {
			t.Errorf("%q accepted or not named: %v", bad, err)
		}
	}
	// Round trips on random families of distinct sets.
	rng := rand.New(rand.NewPCG(1, 2))
	for range 500 {
		ids := rng.Perm(g.NVars)[:1+rng.IntN(12)]
		for _, text := range []string{gl.FormatGLSets(g, ids), gl.FormatXsudo(g, ids)} {
			back, err := gl.ParseGLSets(g, text)
			if err != nil {
				t.Fatalf("%q: %v", text, err)
			}
			if !slices.Equal(slices.Sorted(slices.Values(back)), slices.Sorted(slices.Values(ids))) {
				t.Fatalf("%q reads back as %s, want %s", text, gl.FormatGLSets(g, back), gl.FormatGLSets(g, ids))
			}
		}
	}
}
