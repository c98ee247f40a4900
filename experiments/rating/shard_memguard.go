package rating

import (
	"errors"
	"fmt"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"time"
)

// ErrMemory is the error value of a column abandoned because the heap
// exceeded --max-mem while it ran.
var ErrMemory = errors.New("memory")

// memGuard is the run's memory watchdog. Go cannot bound the memory of one
// goroutine, nor stop one, so the guard works on the whole heap: it sets
// the runtime's soft limit (GC works harder near it) and, when the live
// heap still exceeds the limit, it abandons every column computing at that
// moment (their puzzles get the error "memory") and returns freed memory
// to the OS. An abandoned computation keeps running in the background until
// it ends, like one that timed out; the run goes on either way.
type memGuard struct {
	limit   uint64
	mu      sync.Mutex
	ch      chan struct{} // closed when the limit is exceeded, then renewed
	done    chan struct{}
	prevLim int64
}

const memGuardPeriod = 20 * time.Millisecond

func startMemGuard(limit int64) *memGuard {
	g := &memGuard{limit: uint64(limit), ch: make(chan struct{}), done: make(chan struct{})}
	g.prevLim = debug.SetMemoryLimit(limit)
	go g.watch()
	return g
}

// tripped returns the channel that closes at the next excess.
func (g *memGuard) tripped() <-chan struct{} {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.ch
}

func (g *memGuard) stop() {
	close(g.done)
	debug.SetMemoryLimit(g.prevLim)
}

func (g *memGuard) watch() {
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	tick := time.NewTicker(memGuardPeriod)
	defer tick.Stop()
	for {
		select {
		case <-g.done:
			return
		case <-tick.C:
		}
		metrics.Read(sample)
		if sample[0].Value.Kind() != metrics.KindUint64 || sample[0].Value.Uint64() <= g.limit {
			continue
		}
		g.mu.Lock()
		close(g.ch)
		g.ch = make(chan struct{})
		g.mu.Unlock()
		debug.FreeOSMemory()
	}
}

// ParseBytes reads a size such as "512MiB", "2G", "1500000" (bytes).
// Both SI (kB, MB, GB) and binary (KiB, MiB, GiB) suffixes are accepted;
// K, M, G alone are binary, as in GOMEMLIMIT.
func ParseBytes(s string) (int64, error) {
	t := strings.TrimSpace(s)
	i := len(t)
	for i > 0 && (t[i-1] < '0' || t[i-1] > '9') && t[i-1] != '.' {
		i--
	}
	x, err := strconv.ParseFloat(t[:i], 64)
	mult, ok := map[string]float64{
		"": 1, "B": 1,
		"K": 1 << 10, "KiB": 1 << 10, "kB": 1e3, "KB": 1e3,
		"M": 1 << 20, "MiB": 1 << 20, "MB": 1e6,
		"G": 1 << 30, "GiB": 1 << 30, "GB": 1e9,
		"T": 1 << 40, "TiB": 1 << 40, "TB": 1e12,
	}[strings.TrimSpace(t[i:])]
	if err != nil || !ok || x < 0 {
		return 0, fmt.Errorf("size %q: want e.g. 512MiB, 2G or a number of bytes", s)
	}
	return int64(x * mult), nil
}
