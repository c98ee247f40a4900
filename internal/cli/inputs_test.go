package cli

import (
	"errors"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/puzzle"
)

// EachInput counts every input, reports the malformed ones and those do
// finds invalid, goes on past them, and stops at do's first error.
func TestEachInput(t *testing.T) {
	const ok1 = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"
	const ok2 = "..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8..."
	in := puzzle.Inputs{Args: []string{"-"}, Stdin: strings.NewReader(ok1 + "\n12345\n" + ok2 + "\n" + ok1 + "\n")}
	var reported []string
	report := func(it puzzle.Item, invalid error) error {
		if invalid == nil && it.Err == nil {
			t.Errorf("input %d reported, neither malformed nor invalid", it.N)
		}
		reported = append(reported, it.Where())
		return nil
	}
	var done []int
	c, err := EachInput(in, report, func(it puzzle.Item) (error, error) {
		if it.Grid.Line() == ok2 {
			return errors.New("no"), nil
		}
		done = append(done, it.N)
		return nil, nil
	})
	if err != nil || c != (InputCount{N: 4, Bad: 2}) || len(reported) != 2 || len(done) != 2 || done[1] != 4 {
		t.Fatalf("count %+v, err %v, reported %v, done %v", c, err, reported, done)
	}
	if e := c.Err(); e == nil || Code(e) != StatusPartial || !strings.Contains(e.Error(), "2 of 4 inputs invalid") {
		t.Errorf("Err() = %v", e)
	}
	if (InputCount{N: 3}).Err() != nil {
		t.Error("no invalid input: Err() != nil")
	}
	in.Stdin = strings.NewReader(ok1 + "\n" + ok1 + "\n")
	full := errors.New("disk full")
	c, err = EachInput(in, report, func(puzzle.Item) (error, error) { return nil, full })
	if err != full || c.N != 1 {
		t.Errorf("a write error: count %+v, err %v; want it returned after the first input", c, err)
	}
}
