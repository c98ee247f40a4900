package ser_test

import (
	"context"
	"fmt"

	"github.com/sudolab/sudolab/logic/ser"
	"github.com/sudolab/sudolab/puzzle"
)

func ExampleRate() {
	p, _ := puzzle.ParseLine("..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75")
	r, err := ser.Rate(context.Background(), p, ser.Options{Uniqueness: true})
	fmt.Println(ser.String(r.ER), ser.String(r.EP), ser.String(r.ED), err)
	// Output: 8.3 1.2 1.2 <nil>
}

func ExamplePath() {
	p, _ := puzzle.ParseLine("...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361")
	steps, r, _ := ser.Path(context.Background(), p, ser.Options{})
	fmt.Println(steps[0].Text())
	fmt.Println(len(steps), "steps, ER", ser.String(r.ER))
	// Output:
	// 1.2, Hidden Single: r1c3: 3 in block 1 => r1c3=3
	// 55 steps, ER 2.0
}
