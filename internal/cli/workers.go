package cli

import "runtime"

// WorkersPerCore bounds the number of workers: beyond a few per core, more
// goroutines only cost memory (each holds a search's state).
const WorkersPerCore = 4

// MaxWorkersFlag is the upper bound of every --workers flag (each command
// then caps the number it starts at WorkersPerCore per core).
const MaxWorkersFlag = 1 << 20

// Workers is the number of workers a command really starts: requested (0
// = one per core), at most WorkersPerCore per core, and at most jobs when
// the number of jobs is known (jobs > 0).
func Workers(requested, jobs int) int {
	cores := runtime.NumCPU()
	w := requested
	if w <= 0 {
		w = runtime.GOMAXPROCS(0)
	}
	w = min(w, WorkersPerCore*cores)
	if jobs > 0 {
		w = min(w, jobs)
	}
	return max(w, 1)
}
