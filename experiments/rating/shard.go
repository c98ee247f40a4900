package rating

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard selects a part of a run's records for one of several independent
// jobs: the record with number n (1-based, as in the output's n column) is
// taken by shard Index exactly when (n-1) mod Count == Index. Index is
// 0-based. The zero value (Count 0 or 1) takes every record.
type Shard struct {
	Index, Count int
}

// Takes reports whether record n belongs to the shard.
func (s Shard) Takes(n int) bool {
	return s.Count <= 1 || (n-1)%s.Count == s.Index
}

// String gives the flag form "i/N" ("" for no sharding).
func (s Shard) String() string {
	if s.Count <= 1 {
		return ""
	}
	return fmt.Sprintf("%d/%d", s.Index, s.Count)
}

// ParseShard reads "i/N" (0 <= i < N).
func ParseShard(text string) (Shard, error) {
	a, b, ok := strings.Cut(strings.TrimSpace(text), "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 0 || i >= n {
		return Shard{}, fmt.Errorf("shard %q: want i/N with 0 <= i < N", text)
	}
	return Shard{Index: i, Count: n}, nil
}

// ShardFromEnv derives the shard from a batch system's job-array variables
// (getenv is os.Getenv in production): Kubernetes Indexed Jobs set
// JOB_COMPLETION_INDEX (0-based) and, in our manifest, JOB_COMPLETION_COUNT
// (Kubernetes itself does not; the manifest copies spec.completions into
// it); Slurm job arrays set SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_COUNT
// and SLURM_ARRAY_TASK_MIN. Slurm task IDs need not start at 0
// (--array=1-8), so the index is ID-MIN, divided by SLURM_ARRAY_TASK_STEP
// when the array has a step (--array=0-14:2). ok is false when no such
// variables are set.
func ShardFromEnv(getenv func(string) string) (s Shard, ok bool, err error) {
	num := func(name string) (int, bool, error) {
		v := strings.TrimSpace(getenv(name))
		if v == "" {
			return 0, false, nil
		}
		x, err := strconv.Atoi(v)
		if err != nil {
			return 0, false, fmt.Errorf("%s=%q: not an integer", name, v)
		}
		return x, true, nil
	}
	check := func(s Shard, src string) (Shard, bool, error) {
		if s.Count < 1 || s.Index < 0 || s.Index >= s.Count {
			return Shard{}, false, fmt.Errorf("shard %d/%d from %s is out of range", s.Index, s.Count, src)
		}
		return s, true, nil
	}
	if i, ok, err := num("JOB_COMPLETION_INDEX"); err != nil || ok {
		if err != nil {
			return Shard{}, false, err
		}
		n, ok, err := num("JOB_COMPLETION_COUNT")
		if err != nil {
			return Shard{}, false, err
		}
		if !ok {
			return Shard{}, false, fmt.Errorf("JOB_COMPLETION_INDEX is set but JOB_COMPLETION_COUNT is not (set it to spec.completions)")
		}
		return check(Shard{i, n}, "JOB_COMPLETION_INDEX/JOB_COMPLETION_COUNT")
	}
	id, ok, err := num("SLURM_ARRAY_TASK_ID")
	if err != nil || !ok {
		return Shard{}, false, err
	}
	n, ok, err := num("SLURM_ARRAY_TASK_COUNT")
	if err != nil {
		return Shard{}, false, err
	}
	if !ok {
		return Shard{}, false, fmt.Errorf("SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_COUNT is not")
	}
	lo, _, err := num("SLURM_ARRAY_TASK_MIN")
	if err != nil {
		return Shard{}, false, err
	}
	step, hasStep, err := num("SLURM_ARRAY_TASK_STEP")
	if err != nil {
		return Shard{}, false, err
	}
	if !hasStep || step < 1 {
		step = 1
	}
	if (id-lo)%step != 0 {
		return Shard{}, false, fmt.Errorf("SLURM_ARRAY_TASK_ID %d is not MIN %d + k*STEP %d", id, lo, step)
	}
	return check(Shard{(id - lo) / step, n}, "SLURM_ARRAY_TASK_*")
}
