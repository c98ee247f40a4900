package cli

import (
	"strconv"

	"github.com/spf13/pflag"
)

// AutoInt declares an int flag whose default is not a number but a value
// the command works out (te --depth: the puzzle's T&E depth; gl --fins: 0,
// or 2 with --fish). Its help shows only what usage says, not a
// "(default -1)" that contradicts it; *p is -1 while the flag is not given.
// The flag's value reads "" then, and Set("") restores it.
func AutoInt(fs *pflag.FlagSet, p *int, name, usage string) {
	*p = -1
	fs.Var(&autoInt{p: p}, name, usage)
}

type autoInt struct {
	p     *int
	given bool // set on the command line (then Range checks the value)
}

func (a *autoInt) String() string {
	if a.p == nil || !a.given {
		return ""
	}
	return strconv.Itoa(*a.p)
}

func (a *autoInt) Set(s string) error {
	if s == "" {
		*a.p, a.given = -1, false
		return nil
	}
	v, err := strconv.ParseInt(s, 0, strconv.IntSize)
	if err != nil {
		return err
	}
	*a.p, a.given = int(v), true
	return nil
}

// Type is "int": the help says "--depth int", and Range applies.
func (a *autoInt) Type() string { return "int" }
