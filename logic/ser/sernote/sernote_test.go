package sernote

import (
	"strings"
	"testing"
)

// roundTrip parses text (lines) and prints it back.
func roundTrip(t *testing.T, text string) *Step {
	t.Helper()
	lines := strings.Split(text, "\n")
	st, err := Parse(lines)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if got := st.Format(); got != text {
		t.Errorf("printed back as\n%s\nwant\n%s", got, text)
	}
	return st
}

func TestRoundTrip(t *testing.T) {
	for _, text := range []string{
		"1.2, Hidden Single: r1c7: 7 in block 3 => r1c7=7",
		"2.3, Naked Single: r4c8: 6 => r4c8=6",
		"1.7, Direct Pointing: value 5 in block 6 and column 7 => r3c7=5 => r3c7=5",
		"2.6, Pointing: value 4 in block 3 and row 3 => r3c2<>4, r3c3<>4",
		"2.0, Direct Hidden Pair: 7,8 in row 2 => r2c9=3 => r2c9=3",
		"3.0, Naked Pair: r5c3,r6c1: 5,8 in block 4 => r5c2<>8",
		"3.4, Hidden Pair: 1,6 in column 4 => r6c4<>8",
		"3.2, X-Wing: value 3 => r1c2<>3, r9c2<>3\n    base rows 3,5; cover columns 2,9",
		"4.4, XYZ-Wing: r9c2,r9c3,r5c2 on value 4 => r7c2<>4, r8c2<>4",
		"4.5, Unique Rectangle type 3 (naked pair): r1c1,r1c5,r3c5,r3c1 on 1,2 => r1c9<>3,7\n    uniqueness; naked r1c7 on 3,7 in row 1",
		"4.5, Unique Rectangle type 4: r1c1,r1c5,r3c5,r3c1 on 1,2 => r3c1<>2, r3c5<>2\n    uniqueness; locked 1 in row 3",
		"5.6, BUG type 1: r7c7 => r7c7<>3,6\n    uniqueness; bug r7c7:8",
		"5.8, BUG type 3: r1c1,r1c5 with naked 3,4,7 in r1c8,r1c9 => r1c2<>3\n    uniqueness; bug r1c1:3 r1c5:7; naked r1c8,r1c9 on 3,4,7 in row 1",
		"6.2, Aligned Pair Exclusion: r1c1,r1c5 => r1c1<>4",
		"6.6, Bidirectional Y-Cycle: r4c1=2 -> r6c2<>2 -> r6c2=9 -> r4c3<>9 -> r4c3=4 -> r4c5<>4 -> r4c5=3 -> r4c1<>3 -> r4c1=2 => r6c1<>2",
		"7.2, Forcing Chain: r2c1<>4 -> r2c1=8 -> r6c1<>8 -> r6c1=5 -> r5c3<>5 -> r8c3=5 -> r8c3<>6 -> r2c3=6 -> r2c3<>4 -> r2c1=4 => r2c1<>8, r2c1=4",
		"8.3, Region Forcing Chains: value 8 in row 5 ==> r6c2<>8 => r6c2<>8\n    r5c2=8 -> r6c2<>8\n    r5c3=8 -> r6c2<>8\n    r5c4=8 -> r5c4<>3 -> r4c5=3 -> r4c5<>4 -> r4c3=4 -> r4c3<>9 -> r6c2=9 -> r6c2<>8",
		"8.9, Dynamic Region Forcing Chains: value 1 in column 1 ==> r1c7<>1 => r1c7<>1\n" +
			"    r1c1=1 -> r1c7<>1\n" +
			"    r4c1=1 -> r4c1<>2 -> r6c1=2 -> r6c6<>2 -> r3c6=2 -> r3c6<>3 -> r3c4=3 -> r3c4<>1 -> r3c9=1 -> r1c7<>1\n" +
			"    r8c1=1 -> r9c3<>1 -> r9c7=1[r9c2<>1] -> r1c7<>1\n" +
			"        r8c1=1 -> r9c2<>1",
		"10.0, Dynamic Cell Forcing Chains (+ Forcing Chains): r7c6 ==> r9c9<>9 => r9c9<>9\n" +
			"    r7c6=4 -> r9c4<>4 -> r9c9<>9(#1)[r4c6<>4,r7c9<>4]\n" +
			"        r7c6=4 -> r4c6<>4\n" +
			"        r7c6=4 -> r7c9<>4\n" +
			"    r7c6=9 -> r5c6<>9 -> r9c9<>9(#2)\n" +
			"    #1 6.6, Turbot Fish: r9c9<>4 -> r8c7=4 -> r4c7<>4 -> r4c1=4 -> r9c1<>4 -> r9c9=4 => r9c9<>6,9, r9c9=4\n" +
			"    #2 3.2, X-Wing: value 9 => r1c2<>9, r9c9<>9\n" +
			"        base rows 3,5; cover columns 2,9",
	} {
		roundTrip(t, text)
	}
}

// TestParseBranch: a dynamic branch's nodes come out parents first, the
// assumption first and the target last, each with its parents.
func TestParseBranch(t *testing.T) {
	st := roundTrip(t, "8.9, Dynamic Region Forcing Chains: value 1 in column 1 ==> r1c7<>1 => r1c7<>1\n"+
		"    r8c1=1 -> r9c3<>1 -> r9c7=1[r9c2<>1] -> r1c7<>1\n"+
		"        r8c1=1 -> r9c2<>1")
	b := st.Pattern.Branches[0]
	var got []string
	for _, nd := range b.Nodes {
		s := nd.Pot.String() + "<"
		for _, p := range nd.Parents {
			s += b.Nodes[p].Pot.String() + " "
		}
		got = append(got, s)
	}
	want := "r8c1=1< r9c3<>1<r8c1=1  r9c2<>1<r8c1=1  r9c7=1<r9c3<>1 r9c2<>1  r1c7<>1<r9c7=1 "
	if strings.Join(got, " ") != want {
		t.Errorf("got  %q\nwant %q", strings.Join(got, " "), want)
	}
	if KindOf(st.Rule) != MultipleChains || st.Pattern.Digits[0] != 1 || st.Pattern.Houses[0] != 18 {
		t.Errorf("pattern %+v", st.Pattern)
	}
}

// TestParseErrors: what the reader refuses, and why.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"7.1, Forcing Chain: r3c4=3 -> r3c4<>1 => r3c4<>3 (trust me)", "conclusion"},
		{"7.1, Forcing Chain: r3c4=3 -> r3c4<>1 => r10c4<>3", "conclusion"},
		{"7.1, Forcing Chain: r3c4=3 => r3c4<>3", "want a chain"},
		{"7.1, Forcing Chains: r3c4=3 -> r3c4<>1 => r3c4<>3", "unknown rule"},
		{"3.2, X-Wing: value 3 => r1c2<>3", "want one structure line"},
		{"3.2, X-Wing: value 3 => r1c2<>3\n    base rows 3,5", "base rows"},
		{"3.0, Naked Pair: r5c3,r6c1 in block 4 => r5c2<>8", "description"},
		{"5.6, BUG type 1: r7c7 => r7c7<>3,6\n    bug r7c7:8", "uniqueness"},
		{"8.3, Cell Forcing Chains: r1c6 ==> r1c1<>8 => r1c1<>8", "no branch"},
		{"8.3, Cell Forcing Chains: r1c6 ==> r1c1<>8 => r1c1<>8\n    r1c6=8 -> r1c1<>8 -> r1c1<>8", "twice"},
		{"8.3, Cell Forcing Chains: r1c6 ==> r1c1<>8 => r1c1<>8\n    r1c6=8 -> r1c1<>8[r2c2<>1]", "not in the branch"},
		{"8.3, Cell Forcing Chains: r1c6 ==> r1c1<>8 => r1c1<>8\n    r1c6=8 -> r1c1<>8\n        r5c5=1 -> r2c2<>1", "named before"},
		{"8.3, Cell Forcing Chains: r1c6 ==> r1c1<>8 => r1c1<>8\n    r1c6=8 -> r1c1<>8\n        r1c6=8 -> r2c2<>1", "does not lead"},
		{"8.3, Cell Forcing Chains: r1c6 ==> r1c1<>8 => r1c1<>8\n   r1c6=8 -> r1c1<>8", "indentation"},
		{"8.3, Cell Forcing Chains: r1c6 ==> r1c1<>8 => r1c1<>8\n    r1c6=8 -> r1c1<>8(#1)", "inner hint #1"},
		{"8.3, Cell Forcing Chains: r1c6 ==> r1c1<>8 => r1c1<>8\n    r1c6=8 -> r1c1<>8\n    #2 2.6, Pointing: value 4 in block 3 and row 3 => r3c2<>4", "out of order"},
		{"1.2, Hidden Single: r1c7: 7 in block 3 => r1c7=7\n    extra", "unexpected structure line"},
	} {
		_, err := Parse(strings.Split(c.text, "\n"))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want an error with %q", c.text, err, c.want)
		}
	}
}

func TestKindOf(t *testing.T) {
	for rule, want := range map[string]Kind{
		"Unique Loop 8 type 2":  UniqueLoop,
		"BUG type 3":            BUG,
		"Turbot Fish":           ForcingChain,
		"Generalized X-Wing":    Cycle,
		"Nishio Forcing Chains": MultipleChains,
		"Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))": MultipleChains,
		"Dynamic Cell Forcing Chains (+)": MultipleChains,
		"Nishio Cell Forcing Chains":      Unknown,
		"Contradiction Forcing Chains":    Unknown, // only dynamic
		"Forcing Chains (+)":              Unknown,
	} {
		if got := KindOf(rule); got != want {
			t.Errorf("KindOf(%q) = %v, want %v", rule, got, want)
		}
	}
}
