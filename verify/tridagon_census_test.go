package verify

import "testing"

// TestTridagonCensus: every odd placement of the 12 cells is impossible
// (checked certificates) and every even one has a filling.
func TestTridagonCensus(t *testing.T) {
	rows, err := TridagonCensus()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 18 {
		t.Fatalf("%d rows, want 9 arrangements x 2 parities", len(rows))
	}
	for _, r := range rows {
		want := 0
		if r.Odd {
			want = r.Placements
		}
		if r.Placements != 648 || r.Impossible != want {
			t.Errorf("%+v", r)
		}
	}
}
