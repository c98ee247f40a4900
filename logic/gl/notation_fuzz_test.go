package gl

import (
	"slices"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic"
)

// FuzzParseGLSets: the set notations of gl --logic never panic, and the
// sets accepted print back (as GLSetName) to the same sets.
func FuzzParseGLSets(f *testing.F) {
	for _, s := range []string{"r1#6 r9#6", "6r19 / 6c38", "1r347 12n7", "r459c2#168", "c2#1,c2#6", "r5n3 b2#1", "r0#1", "99r99", "r1c1#99999999999999999999", ""} {
		f.Add(s)
	}
	g := logic.Geom(3)
	f.Fuzz(func(t *testing.T, s string) {
		ids, err := ParseGLSets(g, s)
		if err != nil {
			return
		}
		names := make([]string, len(ids))
		for i, v := range ids {
			names[i] = GLSetName(g, v)
		}
		back, err := ParseGLSets(g, strings.Join(names, " "))
		if err != nil || !slices.Equal(back, ids) {
			t.Fatalf("%q -> %v -> %v -> %v %v", s, ids, names, back, err)
		}
	})
}

// FuzzParseTheory: theory names (te --theory) never panic; a name accepted
// gives a theory whose name parses back to the same name.
func FuzzParseTheory(f *testing.F) {
	for _, s := range []string{"BRT", "W2", "B5", "gB3", "S+W4", "GL(3,1)", "GL(-1,5)", "GL(99,1)", "W0", "W101", "W99999999999999999999", "X3", "GL(", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		th, err := logic.ParseTheory(s)
		if err != nil {
			if th != nil {
				t.Fatalf("%q: theory and error %v", s, err)
			}
			return
		}
		th2, err := logic.ParseTheory(th.Name())
		if err != nil || th2.Name() != th.Name() {
			t.Fatalf("%q -> %q -> %v", s, th.Name(), err)
		}
	})
}
