package drat_test

import (
	"fmt"
	"strings"

	"github.com/sudolab/sudolab/drat"
)

// Check accepts a proof whose lemmas are each RUP or RAT and which adds the
// empty clause, and rejects it with the failing step otherwise.
func ExampleCheck() {
	f, _ := drat.ReadDIMACS(strings.NewReader("p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n"))
	res, err := drat.Check(f, strings.NewReader("1 0\n0\n"))
	fmt.Println(res.Lemmas, err)
	_, err = drat.Check(f, strings.NewReader("0\n"))
	fmt.Println(err)
	// Output:
	// 2 <nil>
	// proof rejected at step 1 (line 1): the empty clause is not RUP
}
