package ser

import "testing"

// TestFirstOfRemovals checks SE's set of inner hints: of two hints with the
// same removals only the first (in SE's order) is offered, and a hint with
// parents hidden behind a parentless one is reported.
func TestFirstOfRemovals(t *testing.T) {
	mk := func(c, d int, id int32, parents ...pot) *Hint {
		h := &Hint{id: id, parents: parents}
		h.elim(c, d)
		return h
	}
	var got []*Hint
	add := func(h *Hint) bool { got = append(got, h); return false }

	a := mk(0, 1, 1, mkPot(5, 2))
	b := mk(0, 1, 2, mkPot(6, 3)) // same removals as a: dropped
	c := mk(1, 1, 3, mkPot(6, 3))
	if !firstOfRemovals([]*Hint{a, b, c}, add) {
		t.Error("no hint with parents was hidden behind a parentless one")
	}
	if len(got) != 2 || got[0] != a || got[1] != c {
		t.Errorf("offered %v, want a and c", got)
	}

	got = nil
	p := mk(0, 1, 4)              // parentless first hint
	q := mk(0, 1, 5, mkPot(6, 3)) // hidden behind it, although it has parents
	s := mk(0, 1, -1)             // skipped by mayCount: parents unknown
	if firstOfRemovals([]*Hint{p, q}, add) {
		t.Error("q, with parents, hidden behind parentless p: want false")
	}
	if len(got) != 1 || got[0] != p {
		t.Errorf("offered %v, want p only", got)
	}
	got = nil
	if !firstOfRemovals([]*Hint{s, q}, add) {
		t.Error("a first hint skipped by mayCount (id -1) is not parentless")
	}
}
