package puzzle

import "fmt"

// Block sizes supported by the package: 2 (4×4) to 5 (25×25).
const (
	MinN = 2
	MaxN = 5
)

// Symbol returns the character for digit d (1..N*N) in a grid of block size
// n, '.' for d == 0, and '?' when n or d is out of range.
//
// Symbol conventions, one per size so that every grid character has exactly
// one meaning (no mixing of digit and letter styles within a size):
//
//	4×4   (N=2): digits 1-4
//	9×9   (N=3): digits 1-9
//	16×16 (N=4): letters A-P for 1..16
//	25×25 (N=5): digits 1-9 for 1..9, letters A-P for 10..25
//
// Letters are read case-insensitively and written upper-case. An empty cell
// (or an absent candidate in a pencil-mark string) is '.' or '0' on input and
// '.' on output. '0' is never a digit in any size, so it is never ambiguous.
func Symbol(n, d int) byte {
	switch {
	case d == 0:
		return '.'
	case n < MinN || n > MaxN || d < 0 || d > n*n:
		return '?'
	case n == 4:
		return 'A' + byte(d-1)
	case d <= 9:
		return '0' + byte(d)
	default:
		return 'A' + byte(d-10)
	}
}

// Digit is the inverse of Symbol: it returns the digit written as ch in a
// grid of block size n, 0 for an empty cell ('.' or '0'), and ok == false
// when ch is not a valid character for that size.
func Digit(n int, ch byte) (d int, ok bool) {
	if n < MinN || n > MaxN {
		return 0, false
	}
	if isEmpty(ch) {
		return 0, true
	}
	if 'a' <= ch && ch <= 'z' {
		ch -= 'a' - 'A'
	}
	switch {
	case n == 4 && 'A' <= ch && ch <= 'P':
		d = int(ch-'A') + 1
	case n != 4 && '1' <= ch && ch <= '9':
		d = int(ch - '0')
	case n == 5 && 'A' <= ch && ch <= 'P':
		d = int(ch-'A') + 10
	}
	if d < 1 || d > n*n {
		return 0, false
	}
	return d, true
}

func isEmpty(ch byte) bool { return ch == '.' || ch == '0' }

// symbolRange describes the valid digit characters of a size, for errors.
func symbolRange(n int) string {
	switch n {
	case 2:
		return "1-4"
	case 3:
		return "1-9"
	case 4:
		return "A-P"
	case 5:
		return "1-9 and A-P"
	}
	return "none"
}

// sizeName is "9×9" etc.
func sizeName(n int) string { return fmt.Sprintf("%d×%d", n*n, n*n) }

// nForSide returns the block size n with n*n == side, or 0.
func nForSide(side int) int {
	for n := MinN; n <= MaxN; n++ {
		if n*n == side {
			return n
		}
	}
	return 0
}

// nForCells returns n with (n*n)² == k (one-liner length), or 0.
func nForCells(k int) int {
	for n := MinN; n <= MaxN; n++ {
		if n*n*n*n == k {
			return n
		}
	}
	return 0
}

// nForSukaku returns n with (n*n)³ == k (pencil-mark string length), or 0.
func nForSukaku(k int) int {
	for n := MinN; n <= MaxN; n++ {
		if n*n*n*n*n*n == k {
			return n
		}
	}
	return 0
}
