package sercheck_test

import (
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic/ser/sernote"
	"github.com/sudolab/sudolab/verify/sercheck"
)

// stepOf returns the lines of the first step of a puzzle's SE path whose
// head starts with prefix, and the state before it.
func stepOf(t *testing.T, pz string, prefix string) (string, *sercheck.Grid) {
	t.Helper()
	for _, s := range serPath(t, pz, true) {
		if strings.HasPrefix(s.Text(), prefix) {
			g, _ := sercheck.FromCands(s.Before.Values(), s.Before.Cands())
			return strings.Join(s.Note().Lines(), "\n"), g
		}
	}
	t.Fatalf("no step %q in the path of %s", prefix, pz)
	return "", nil
}

const (
	cbg2   = "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75" // cbg-000 #2
	cbg109 = ".23....8.4....9..378....5......75.3.......215...61...7.6.5.1....42.3....9....4..8" // cbg-000 #109
	mat2   = "........12.3....4..5.3.6...1...7..2......56..4.........6....5....8.........24...." // Mat's #2
	cbg12  = "...4....94.6.8.12.....2.4..2.49..6...98.6....6........5.......7....95..293...1.4." // cbg-000 #12
)

// TestTampered: a step changed so that its conclusions stay true (SAT
// would prove them) but its pattern no longer fits its rule is refused,
// with the reason.
func TestTampered(t *testing.T) {
	for _, c := range []struct {
		name, pz, prefix, old, new, want string
	}{
		{"forcing chain, one link removed", cbg2, "7.1, Forcing Chain: r3c4=3",
			"r3c4=3 -> r3c4<>1 -> r1c5=1 -> r6c5<>1", "r3c4=3 -> r6c5<>1", "does not exclude"},
		{"forcing chain, wrong cell", cbg2, "7.1, Forcing Chain: r3c4=3",
			"r6c5<>1 -> r6c5=8 -> r5c4<>8", "r6c5<>1 -> r6c6=8 -> r5c4<>8", "last digit of its cell or last place"},
		{"forcing chain, wrong difficulty", cbg2, "7.1, Forcing Chain: r3c4=3", "7.1, Forcing", "7.2, Forcing", "difficulty 7.2, but its pattern gives 7.1"},
		{"forcing chain, wrong conclusion", cbg2, "7.1, Forcing Chain: r3c4=3", "=> r3c4<>3", "=> r3c4<>3, r3c5<>3", "which its pattern does not remove"},
		{"cell forcing chains, a branch removed", cbg2, "8.3, Cell Forcing Chains: r1c6",
			"\n    r1c6=6 -> r6c6<>6 -> r6c4=6 -> r6c4<>1 -> r6c5=1 -> r1c5<>1 -> r1c1=1 -> r1c1<>8", "", "has 3 digits, the hint 2 branches"},
		{"region forcing chains, a branch from another cell", cbg2, "8.3, Region Forcing Chains: value 8 in row 5",
			"    r5c3=8 -> r6c2<>8", "    r4c3=8 -> r6c2<>8", "the assumption r4c3=8 is not about a candidate"},
		{"dynamic chain, a further parent removed", mat2, "9.7, Dynamic Contradiction Forcing Chains (+): r9c6=7",
			"r6c7=7[r9c7<>7]", "r6c7=7", "r6c7=7 is not the last digit of its cell or last place of 7"},
		{"dynamic chain, a further parent and its path removed", cbg109, "9.0, Dynamic Contradiction Forcing Chains: r2c4=2",
			"r5c5=4[r5c5<>8]", "r5c5=4", "r5c5<>8 does not lead to the branch's target"},
		{"dynamic chain, a branch ends elsewhere", cbg109, "9.0, Dynamic Contradiction Forcing Chains: r2c4=2",
			"-> r4c2=9 -> r4c4<>9", "-> r4c2=9", "end at a candidate on, then off"},
		{"dynamic plus, an inner hint's parent removed", mat2, "9.7, Dynamic Contradiction Forcing Chains (+): r9c6=7",
			"r3c8<>7(#2)[r9c9<>7] -> r3c9=7[r3c1<>7] -> r2c7<>7 -> r6c7=7[r9c7<>7] -> r6c2<>7 -> r1c2=7[r9c2<>7] -> r1c2<>8 -> r3c1=8 -> r3c8<>8 -> r6c8=8[r7c8<>8] -> r5c9<>8 -> r5c5=8[r5c1<>8]\n        r9c6=7 -> r9c9<>7\n",
			"r3c8<>7(#2) -> r3c9=7[r3c1<>7] -> r2c7<>7 -> r6c7=7[r9c7<>7] -> r6c2<>7 -> r1c2=7[r9c2<>7] -> r1c2<>8 -> r3c1=8 -> r3c8<>8 -> r6c8=8[r7c8<>8] -> r5c9<>8 -> r5c5=8[r5c1<>8]\n",
			"#2, once r9c7<>7 are off: Pointing: 7 has a place in block 9 outside column 8 (r9c9)"},
		{"dynamic plus, another inner hint", mat2, "9.7, Dynamic Contradiction Forcing Chains (+): r9c6=7",
			"r9c2<>7 -> r3c1<>7(#1)", "r9c2<>7 -> r3c1<>7(#2)", "#2, once r9c2<>7 are off: Pointing: 7 has a place in block 9"},
		{"naked pair, a cell with a third digit", cbg2, "3.0, Naked Pair: r5c3,r6c1", "r5c3,r6c1: 5,8", "r5c2,r6c1: 5,8", "the cells hold"},
		{"x-wing, a wrong cover", cbg12, "3.2, X-Wing: value 7", "cover rows 2,6", "cover rows 2,5", "outside the cover lines"},
		{"cycle, renamed", cbg2, "6.6, Bidirectional Y-Cycle", "Bidirectional Y-Cycle", "Bidirectional X-Cycle", "r6c2=9 is not the last digit of its cell or last place of 9 in a house in this rule's links"},
		{"turbot fish, wrong name", cbg2, "6.6, Turbot Fish", "6.6, Turbot Fish", "6.6, Forcing X-Chain", "Turbot Fish exactly when"},
		{"BUG, another BUG digit", cbg2, "5.6, BUG type 1", "bug r7c7:8", "bug r7c7:3", "without the BUG digits 3 has 1 place(s) in block 9"},
		{"hidden single, not hidden", cbg2, "1.2, Hidden Single: r1c7", "r1c7: 7 in block 3 => r1c7=7", "r1c7: 7 in row 1 => r1c7=7", "places in row 1"},
	} {
		text, g := stepOf(t, c.pz, c.prefix)
		if !strings.Contains(text, c.old) {
			t.Errorf("%s: %q not in\n%s", c.name, c.old, text)
			continue
		}
		st, err := sernote.Parse(strings.Split(text, "\n"))
		if err != nil {
			t.Fatalf("%s: the untouched step: %v", c.name, err)
		}
		if err := sercheck.Check(g, st); err != nil {
			t.Fatalf("%s: the untouched step: %v", c.name, err)
		}
		bad := strings.Replace(text, c.old, c.new, 1)
		st, err = sernote.Parse(strings.Split(bad, "\n"))
		if err == nil {
			err = sercheck.Check(g, st)
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error with %q\n%s", c.name, err, c.want, bad)
		}
	}
}
