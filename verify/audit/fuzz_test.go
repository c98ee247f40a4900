package audit

import (
	"regexp"
	"strings"
	"testing"
)

// FuzzAudit feeds arbitrary text to audit's path reader and replay, from
// the initial state of a puzzle: it must never panic, every line gets one
// verdict, in order, and a line that states a claim (≠, <>, =) is never
// skipped. The seeds (run by go test, so by CI) are lines of every syntax
// the reader knows, and broken forms of them.
func FuzzAudit(f *testing.F) {
	for _, seed := range []string{
		"whip[4]: c8n8{r6 r1} - r1n8{c9 c5} - c5n4{r1 r7} - r7n4{c5 .} ==> r5c7≠8",
		"singles ==> r1c1=1, r2c2=2",
		"r1c1≠2\nr1c1<>3\nr1c1=1",
		"naked-pairs-in-a-row: r3{c6 c9}{n1 n2} ==> r3c1≠1",
		"x-wing-in-rows: n9{r4 r8}{c5 c7} ==> r5c5≠9",
		"Trid-OR2-whip[3]: Trid-OR2-relation between n9r3c2 n5r5c1: Trid-OR2{{n5r5c1 | n9r3c2}} - c3n9{r1 r7} - c3n5{r7 .} ==> r4c1≠5",
		"tridagon[12]: tridagon for digits 2, 6 and 8 in blocks b4: r4c1 r5c3 r6c2; b6: r4c7 r5c8 r6c9; b7: r7c3 r8c1 r9c2; b9: r7c7 r8c8 r9c9, guardians: n3r6c2 ==> r6c2≠2",
		"4.2, Hidden Single: r1c1=5 => r1c1=5",
		"gl[2]: k=1 r1n1 c1n1 / b1n1 ==> r2c2≠1",
		"R1C1≠1\nr10c1≠3\nr1c1 ≠ x\n\x1b[2J\n\uFEFF# comment\n\n",
		strings.Repeat("r1c1≠2 ", 20000),
	} {
		f.Add(seed)
	}
	s := initial(f, obiWahn160)
	f.Fuzz(func(t *testing.T, text string) {
		lines := 0
		last := 0
		_, err := Audit(s, strings.NewReader(text), PuzzleLine(obiWahn160), func(r Result) error {
			lines++
			if r.Line <= last {
				t.Fatalf("line %d after line %d", r.Line, last)
			}
			last = r.Line
			if r.Status == Skipped && claimLike(r.Text) && !strings.HasPrefix(strings.TrimSpace(r.Text), "#") {
				t.Errorf("line %d %q states a claim but was skipped (%s)", r.Line, r.Text, r.Reason)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	})
}

// claimLike: the line holds a candidate reference before ≠, <>, != or =,
// or one of ≠, <>, != before a digit (the arrow ==> is not an "=").
func claimLike(s string) bool {
	s = strings.ReplaceAll(s, "==>", " -> ")
	return regexp.MustCompile(`(?i)r\s*[0-9]+\s*c\s*[0-9]+\s*(?:≠|<>|!=|=)|(?:≠|<>|!=)\s*[0-9]`).MatchString(s)
}
