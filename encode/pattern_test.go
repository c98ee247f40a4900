package encode

import (
	"fmt"
	"strings"
	"testing"
)

const tridOdd = "digits 123 cells r1c1,r2c2,r3c3,r1c4,r2c5,r3c6,r4c1,r5c2,r6c3,r4c6,r5c5,r6c4\n"
const tridEven = "digits 123 cells r1c1,r2c2,r3c3,r1c4,r2c5,r3c6,r4c1,r5c2,r6c3,r4c4,r5c5,r6c6\n"

func TestDecidePattern(t *testing.T) {
	for _, tc := range []struct {
		in       string
		possible bool
	}{
		{tridOdd, false},
		{tridEven, true},
		{"digits 12 cells r1c1,r1c2,r1c3\n", false}, // three cells of a row, two digits
		{"digits 12 cells r1c1,r1c2\ndigits 3 cells r1c3\n", true},
	} {
		p, err := ParsePattern(strings.NewReader(tc.in))
		if err != nil {
			t.Fatalf("%q: %v", tc.in, err)
		}
		v, err := DecidePattern(p)
		if err != nil {
			t.Fatalf("%q: %v", tc.in, err)
		}
		if v.Possible != tc.possible {
			t.Errorf("%q: possible = %v, want %v", tc.in, v.Possible, tc.possible)
		}
		if !v.Possible && (len(v.Cert) == 0 || CheckRUP(p.CNF().Clauses, v.Cert) != nil) {
			t.Errorf("%q: no checked certificate", tc.in)
		}
		if v.Possible && len(v.Filling) != len(p.Cells) {
			t.Errorf("%q: filling %v", tc.in, v.Filling)
		}
	}
}

// TestParsePatternPencil: the pencil-mark form gives the same pattern as
// the compact one, and the compact form reads back its own Format.
func TestParsePatternPencil(t *testing.T) {
	cp, err := ParsePattern(strings.NewReader(tridOdd))
	if err != nil {
		t.Fatal(err)
	}
	grid := make([]string, 81)
	for i := range grid {
		grid[i] = "."
	}
	for _, c := range cp.Cells {
		grid[c] = "123"
	}
	var b strings.Builder
	for r := 0; r < 9; r++ {
		b.WriteString(strings.Join(grid[9*r:9*r+9], " ") + "\n")
		if r%3 == 2 {
			b.WriteString("+-------+-------+\n")
		}
	}
	pp, err := ParsePattern(strings.NewReader(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	if pp.Format() != cp.Format() {
		t.Errorf("pencil form %q, compact %q", pp.Format(), cp.Format())
	}
	again, err := ParsePattern(strings.NewReader(cp.Format()))
	if err != nil || again.Format() != cp.Format() {
		t.Errorf("Format does not read back: %v", err)
	}
}

func TestParsePatternErrors(t *testing.T) {
	for in, want := range map[string]string{
		"":                          "empty",
		"digits 12 cells r1c1,r1c1": "given twice",
		"digits 1a cells r1c1":      "bad digit",
		"digits 11 cells r1c1":      "repeated",
		"digits 12 cells r0c1":      "bad cell",
		"digits 12 cells r1c10":     "bad cell",
		"digits 12 r1c1":            "want",
		"123 . .":                   "81 cells",
		"# only a comment\n":        "empty",
	} {
		_, err := ParsePattern(strings.NewReader(in))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want it to mention %q", in, err, want)
		}
	}
}

// ExampleDecidePattern proves a tridagon impossible.
func ExampleDecidePattern() {
	p, _ := ParsePattern(strings.NewReader("digits 123 cells r1c1,r2c2,r3c3,r1c4,r2c5,r3c6,r4c1,r5c2,r6c3,r4c6,r5c5,r6c4"))
	v, _ := DecidePattern(p)
	fmt.Println("possible:", v.Possible, "certificate checked:", CheckRUP(p.CNF().Clauses, v.Cert) == nil)
	// Output: possible: false certificate checked: true
}
