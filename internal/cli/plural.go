package cli

import "strconv"

// Count is "1 puzzle", "2 puzzles", "0 puzzles": n with the noun in the
// number it takes (the plural is given, English has too many forms).
func Count(n int, singular, plural string) string {
	if n == 1 {
		return "1 " + singular
	}
	return strconv.Itoa(n) + " " + plural
}
