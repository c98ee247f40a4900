package puzzle

import "testing"

func TestPrintable(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"r1c1≠2 whip[3]: a\\b", "r1c1≠2 whip[3]: a\\b"}, // nothing to escape: unchanged
		{"\x1b]0;title\x07", `\x1b]0;title\x07`},
		{"a\\b\r\n", `a\\b\x0d\x0a`},
		{"\u009b2J \u202eevil", `\u009b2J \u202eevil`},
		{"tab\tok", "tab\tok"},
		{"bad \xff byte", `bad \xff byte`},
	} {
		if got := Printable(c.in); got != c.want {
			t.Errorf("Printable(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if got := PrintableLines("a\x1b\nb"); got != "a\\x1b\nb" {
		t.Errorf("PrintableLines = %q", got)
	}
	if got := Clip("\x1b[2J"); got != `\x1b[2J` {
		t.Errorf("Clip = %q", got)
	}
}
