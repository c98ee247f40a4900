package outfile_test

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/sudolab/sudolab/internal/outfile"
)

// A command writes its file through Create and Commit: refused when the
// output is one of its inputs, invisible until committed.
func Example() {
	dir, _ := os.MkdirTemp("", "outfile")
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "puzzles.txt")
	os.WriteFile(in, []byte("a puzzle\n"), 0o644)
	inputs := outfile.Inputs{Paths: []string{in}}

	_, err := outfile.Create("--out", in, inputs)
	fmt.Println(err != nil)

	out := filepath.Join(dir, "rated.csv")
	o, err := outfile.Create("--out", out, inputs)
	if err != nil {
		panic(err)
	}
	defer o.Close() // abandons the output on an early return
	fmt.Fprintln(o, "n,puzzle")
	_, err = os.Stat(out)
	fmt.Println(os.IsNotExist(err))
	if err := o.Commit(); err != nil {
		panic(err)
	}
	data, _ := os.ReadFile(out)
	fmt.Print(string(data))
	// Output:
	// true
	// true
	// n,puzzle
}
