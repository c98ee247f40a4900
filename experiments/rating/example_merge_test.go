package rating_test

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/sudolab/sudolab/experiments/rating"
)

// MergeFile joins the parts of a sharded run into OUT, in record order.
// It refuses an OUT that is one of the parts, and a cut record.
func ExampleMergeFile() {
	dir, _ := os.MkdirTemp("", "merge")
	defer os.RemoveAll(dir)
	s0, s1 := filepath.Join(dir, "s0.csv"), filepath.Join(dir, "s1.csv")
	os.WriteFile(s0, []byte("n,puzzle,W,error\n1,p1,3,\n3,p3,0,\n"), 0o644)
	os.WriteFile(s1, []byte("n,puzzle,W,error\n2,p2,5,\n"), 0o644)
	out := filepath.Join(dir, "rated.csv")
	rep, err := rating.MergeFile(out, []string{s0, s1}, 3, false)
	fmt.Println(rep.Records, rep.OK(), err)
	data, _ := os.ReadFile(out)
	fmt.Print(string(data))

	_, err = rating.MergeFile(s0, []string{s0, s1}, 3, true)
	fmt.Println(err != nil)
	os.WriteFile(s1, []byte("n,puzzle,W,error\n2,p2,5"), 0o644) // a killed shard's cut line
	_, err = rating.MergeFile(filepath.Join(dir, "other.csv"), []string{s0, s1}, 3, false)
	fmt.Println(err != nil)
	// Output:
	// 3 true <nil>
	// n,puzzle,W,error
	// 1,p1,3,
	// 2,p2,5,
	// 3,p3,0,
	// true
	// true
}
