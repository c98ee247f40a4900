package verify_test

import (
	"strings"
	"testing"

	"github.com/sudolab/sudolab/verify"
)

// FuzzStreamClaims feeds arbitrary text to the claims reader: it must
// never panic, every line is at most one of blank/comment, unreadable or
// a record, the counts add up, and no error it reports holds a control
// character (its text is echoed to a terminal). The seeds run in CI.
func FuzzStreamClaims(f *testing.F) {
	const easy = "..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8..."
	for _, seed := range []string{
		`{"state": "` + easy + `", "eliminations": ["r1c1≠2"], "rule": "ok"}`,
		`{"state": "` + easy + `", "values": ["r1c1=1"], "eliminations": ["r1c2<>1"]}`,
		"\uFEFF# comment\n\n{}\n",
		`{"state": "x"}`,
		`{"state": "` + easy + `", "eliminations": ["r10c1≠2"]}`,
		"not json \x1b]0;t\x07\r\n{\"rule\": \"\\u001b[2J\"}",
		strings.Repeat("[", 70000),
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		lines := strings.Count(text, "\n") + 1
		errs, verdicts := 0, 0
		rep, err := verify.StreamClaims(strings.NewReader(text), nil, func(line int, msg string) error {
			errs++
			if line < 1 || line > lines {
				t.Errorf("error on line %d of %d", line, lines)
			}
			if strings.ContainsAny(msg, "\x1b\x07\r\n") {
				t.Errorf("control character in %q", msg)
			}
			return nil
		}, func(v verify.ClaimVerdict) error {
			verdicts++
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Unreadable != errs || rep.Claims != verdicts || rep.Valid+rep.Invalid != rep.Claims || rep.Records+rep.Unreadable > lines {
			t.Errorf("counts: %+v, %d errors, %d verdicts, %d lines", rep, errs, verdicts, lines)
		}
	})
}
