package puzzle

import "testing"

func TestSymbolDigitRoundTrip(t *testing.T) {
	for n := MinN; n <= MaxN; n++ {
		seen := map[byte]bool{}
		for d := 0; d <= n*n; d++ {
			ch := Symbol(n, d)
			if seen[ch] {
				t.Fatalf("n=%d: symbol %q used twice", n, ch)
			}
			seen[ch] = true
			if got, ok := Digit(n, ch); !ok || got != d {
				t.Errorf("Digit(%d, %q) = %d, %v; want %d", n, ch, got, ok, d)
			}
		}
	}
}

func TestSymbolConventions(t *testing.T) {
	tests := []struct {
		n, d int
		ch   byte
	}{
		{2, 4, '4'}, {3, 9, '9'}, {4, 1, 'A'}, {4, 16, 'P'}, {5, 9, '9'}, {5, 10, 'A'}, {5, 25, 'P'},
		{3, 0, '.'}, {3, 10, '?'}, {1, 1, '?'}, {6, 1, '?'}, {3, -1, '?'},
	}
	for _, tt := range tests {
		if got := Symbol(tt.n, tt.d); got != tt.ch {
			t.Errorf("Symbol(%d, %d) = %q, want %q", tt.n, tt.d, got, tt.ch)
		}
	}
	bad := []struct {
		n  int
		ch byte
	}{{2, '5'}, {3, 'A'}, {4, '1'}, {4, 'Q'}, {5, 'Q'}, {3, '-'}, {7, '1'}}
	for _, tt := range bad {
		if d, ok := Digit(tt.n, tt.ch); ok {
			t.Errorf("Digit(%d, %q) = %d, true; want invalid", tt.n, tt.ch, d)
		}
	}
	if d, ok := Digit(4, 'p'); !ok || d != 16 {
		t.Errorf("Digit(4, 'p') = %d, %v; letters are case-insensitive", d, ok)
	}
	if d, ok := Digit(5, '0'); !ok || d != 0 {
		t.Errorf("Digit(5, '0') = %d, %v; want empty", d, ok)
	}
}
