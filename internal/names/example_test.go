package names_test

import (
	"fmt"

	"github.com/sudolab/sudolab/internal/names"
)

// A package registers its names in init; commands print them from the
// registry.
func ExampleHelp() {
	names.Register(names.Ratings, names.Entry{Name: "X1", Order: 1001, Group: "example"})
	names.Register(names.Ratings, names.Entry{Name: "X2", Order: 1002, Group: "example"})
	fmt.Print(names.Help(names.Ratings))
	fmt.Println(names.Unknown(names.Ratings, "X3"))
	// Output:
	//   example: X1, X2
	// unknown rating "X3" (one of X1, X2)
}
