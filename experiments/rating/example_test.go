package rating_test

import (
	"context"
	"fmt"
	"os"

	"github.com/sudolab/sudolab/experiments/rating"
	"github.com/sudolab/sudolab/puzzle"
)

// Run rates every puzzle of the inputs and writes one record per puzzle,
// in input order; an invalid puzzle gets its reason in the error column,
// and the input's label (here the second puzzle's) is the last column.
func ExampleRun() {
	cols, err := rating.ParseColumns("W,gB,TE")
	if err != nil {
		fmt.Println(err)
		return
	}
	in := puzzle.Inputs{Args: []string{
		"..2..65...935...2.....8...1..7.93...8.......4.2.4.7.....9.3..7.5...4.......2.8...",
		"11............................................................................... two ones",
	}}
	sum, err := rating.Run(context.Background(), in, rating.RunConfig{Columns: cols, Header: true, Workers: 1}, os.Stdout)
	fmt.Println(sum.Done, sum.Errors, err)
	// Output:
	// n,puzzle,W,gB,TE,error,label
	// 1,..2..65...935...2.....8...1..7.93...8.......4.2.4.7.....9.3..7.5...4.......2.8...,3,3,1,,
	// 2,11...............................................................................,,,,invalid: contradictory givens: 1 at r1c2,two ones
	// 2 1 <nil>
}
