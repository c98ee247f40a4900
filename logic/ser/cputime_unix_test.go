//go:build unix

package ser

import (
	"syscall"
	"time"
)

// cpuTime is the process's user+system CPU time (for the benchmark's
// per-puzzle CPU figure).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
