package sernote_test

import (
	"fmt"

	"github.com/sudolab/sudolab/logic/ser/sernote"
)

// Parse reads a step from its lines, Lines prints it back; a branch's
// nodes have their parents.
func ExampleParse() {
	st, err := sernote.Parse([]string{
		"8.3, Region Forcing Chains: value 8 in row 5 ==> r6c2<>8 => r6c2<>8",
		"    r5c2=8 -> r6c2<>8",
		"    r5c3=8 -> r6c2<>8",
		"    r5c4=8 -> r5c4<>3 -> r4c5=3 -> r4c5<>4 -> r4c3=4 -> r4c3<>9 -> r6c2=9 -> r6c2<>8",
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(st.Rule, sernote.DiffString(st.Diff), st.Elims, len(st.Pattern.Branches), "branches")
	b := st.Pattern.Branches[2]
	fmt.Println(b.Nodes[0].Pot, "...", b.Target(), "parent", b.Nodes[b.Nodes[len(b.Nodes)-1].Parents[0]].Pot)
	fmt.Println(st.Lines()[3])
	// Output:
	// Region Forcing Chains 8.3 [{46 8}] 3 branches
	// r5c4=8 ... r6c2<>8 parent r6c2=9
	//     r5c4=8 -> r5c4<>3 -> r4c5=3 -> r4c5<>4 -> r4c3=4 -> r4c3<>9 -> r6c2=9 -> r6c2<>8
}
