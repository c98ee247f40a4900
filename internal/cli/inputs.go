package cli

import "github.com/sudolab/sudolab/puzzle"

// InputCount counts the inputs a command read and the invalid ones.
type InputCount struct{ N, Bad int }

// Err is Invalid(Bad, N, "inputs"): exit status 1 when some input was
// invalid, nil otherwise.
func (c InputCount) Err() error { return Invalid(c.Bad, c.N, "inputs") }

// EachInput is the loop of the commands that read many puzzles (brt,
// solve, canon): it calls do on every well-formed input of in, in input
// order, and counts them. An input that is malformed, or that do finds
// invalid (do returns invalid ≠ nil, having written nothing), is passed to
// report (with invalid = nil for a malformed one: see it.Err), counted, and
// the loop goes on. It stops at the first error of reading the inputs, of
// do or of report: an output that cannot be written is an error, not an
// invalid input.
func EachInput(in puzzle.Inputs, report func(it puzzle.Item, invalid error) error, do func(it puzzle.Item) (invalid, err error)) (InputCount, error) {
	var c InputCount
	err := in.Each(func(it puzzle.Item) error {
		c.N++
		if it.Err != nil {
			c.Bad++
			return report(it, nil)
		}
		invalid, err := do(it)
		if invalid != nil {
			c.Bad++
			return report(it, invalid)
		}
		return err
	})
	return c, err
}
