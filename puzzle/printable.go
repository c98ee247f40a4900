package puzzle

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Printable returns s with every character that could act on a terminal
// escaped, so that text taken from an input (a line, a rule name, a
// label) can be echoed without setting the window title, moving the
// cursor or forging a line: control characters (C0 but the tab, DEL, C1)
// as \x1b or \u009b, the Unicode bidirectional overrides and isolates
// (which reorder what is shown) as \u202e, bytes that are not UTF-8 as
// \xff, and a backslash as \\ only when one of those was escaped (so that
// ordinary text is unchanged). Line breaks are escaped too: an echoed
// line stays one line.
func Printable(s string) string {
	if !needsEscape(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n <= 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\\':
			b.WriteString(`\\`)
		case unsafeRune(r):
			if r < 0x80 {
				fmt.Fprintf(&b, `\x%02x`, r)
			} else {
				fmt.Fprintf(&b, `\u%04x`, r)
			}
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// PrintableLines is Printable for a text of several lines: the line
// breaks are kept, everything else is escaped as Printable does.
func PrintableLines(s string) string {
	if !needsEscape(strings.ReplaceAll(s, "\n", "")) {
		return s
	}
	parts := strings.Split(s, "\n")
	for i, p := range parts {
		parts[i] = Printable(p)
	}
	return strings.Join(parts, "\n")
}

func needsEscape(s string) bool {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && n <= 1) || unsafeRune(r) {
			return true
		}
		i += n
	}
	return false
}

func unsafeRune(r rune) bool {
	switch {
	case r < 0x20 && r != '\t', r == 0x7f, r >= 0x80 && r < 0xa0:
		return true
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069, r == 0x200e, r == 0x200f, r == 0x061c:
		return true
	}
	return false
}
