package reftest

import (
	"os"
	"runtime"
	"sync"
	"sync/atomic"
)

// EnvLong is the environment variable that asks for the full (slow)
// reference checks; without it tests check a fast sample.
const EnvLong = "SUDOLAB_LONG"

// Long reports whether the full reference checks were asked for
// ($SUDOLAB_LONG=1).
func Long() bool { return os.Getenv(EnvLong) == "1" }

// Parallel runs f(0), …, f(n−1) on GOMAXPROCS goroutines (rating many
// reference puzzles); it returns when all are done.
func Parallel(n int, f func(i int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				f(i)
			}
		}()
	}
	wg.Wait()
}
