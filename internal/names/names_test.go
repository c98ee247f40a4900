package names

import (
	"strings"
	"testing"
)

// TestRegister: names come back in their order, a name or an order
// registered twice panics, and Unknown and Help list every name in order.
func TestRegister(t *testing.T) {
	const l = SoundnessRules // this package's tests register nothing else
	defer func() { lists[l] = nil }()
	Register(l, Entry{Name: "b", Order: 2, Group: "g1"})
	Register(l, Entry{Name: "a", Order: 1, Group: "g1"})
	Register(l, Entry{Name: "c", Order: 3, Group: "g2"})
	if got := strings.Join(Names(l), ","); got != "a,b,c" {
		t.Errorf("Names = %s, want a,b,c", got)
	}
	for _, e := range []Entry{{Name: "a", Order: 9}, {Name: "d", Order: 2}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Register(%v) did not panic", e)
				}
			}()
			Register(l, e)
		}()
	}
	if err := Unknown(l, "x"); err == nil || !strings.Contains(err.Error(), `"x" (one of a, b, c)`) {
		t.Errorf("Unknown = %v", err)
	}
	if got, want := Help(l), "  g1: a, b\n  g2: c\n"; got != want {
		t.Errorf("Help = %q, want %q", got, want)
	}
	if !Has(l, "b") || Has(l, "x") {
		t.Error("Has")
	}
}
