package stats

import (
	"strings"
	"testing"
)

func TestCumulativeAndOrder(t *testing.T) {
	cols := []string{"W", "BC"}
	keys := []string{"1", "2", "3", "4", "5"}
	vals := [][]string{{"0", "2", "2", "3", ""}, {"0", "2", ">12", "1", "4"}}
	sec := CumulativeSection("t", cols, vals)
	got := make([]string, len(sec.Rows))
	for i, r := range sec.Rows {
		got[i] = strings.Join(r, " ")
	}
	want := []string{"0 25.00% 20.00%", "1 25.00% 40.00%", "2 75.00% 60.00%", "3 100.00% 60.00%", "4 100.00% 80.00%", "records 4 5"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("cumulative:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	o := OrderSection("t", cols, keys, vals, 0)
	if len(o.Notes) != 2 || o.Notes[0] != "4 records checked, 1 violate the order" || o.Notes[1] != "#4: W=3 BC=1" {
		t.Errorf("order notes %q", o.Notes)
	}
}
