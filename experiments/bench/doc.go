// Package bench re-measures the speed table of the chain engine (issue 18):
// each row rates a fixed sample of a reference file (cbg-000, SHC's
// examples) with one or more rating columns, one puzzle after another in
// the calling goroutine, and reports the puzzles, the CPU seconds of the
// process (user + system, getrusage deltas), puzzles per CPU second and
// the peak resident set size so far. CPU time, unlike wall time, stays
// meaningful on a loaded machine.
package bench
