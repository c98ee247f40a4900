package rating

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/puzzle"
)

// testCols are cheap test-only columns (not registered: the registry is
// global and shared with the real ratings).
var testCols = []*Column{
	{Name: "clues", Compute: func(p *Puzzle, _ Options) (string, error) {
		g := p.Grid
		k := 0
		for _, d := range g.Cells {
			if d != 0 {
				k++
			}
		}
		return strconv.Itoa(k), nil
	}},
	{Name: "r1c1", Compute: func(p *Puzzle, _ Options) (string, error) {
		sol := p.Solution
		return strconv.Itoa(int(sol[0])), nil
	}},
}

func runToFile(t *testing.T, in puzzle.Inputs, cfg RunConfig, path string) Summary {
	t.Helper()
	var buf bytes.Buffer
	sum, err := Run(context.Background(), in, cfg, &buf)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return sum
}

// shardedEqualsSingle runs in once unsharded and in n shards, merges the
// shards and requires the merge to be byte-identical to the single run.
func shardedEqualsSingle(t *testing.T, in puzzle.Inputs, n int, format string) {
	dir := t.TempDir()
	cfg := RunConfig{Columns: testCols, Format: format, Header: true, Workers: 2}
	single := filepath.Join(dir, "single")
	total := runToFile(t, in, cfg, single).Done
	var parts []string
	sumDone := 0
	for i := 0; i < n; i++ {
		cfg.Shard = Shard{i, n}
		p := filepath.Join(dir, "part"+strconv.Itoa(i))
		sumDone += runToFile(t, in, cfg, p).Done
		parts = append(parts, p)
	}
	if sumDone != total {
		t.Fatalf("shards rated %d records, single run %d", sumDone, total)
	}
	var merged bytes.Buffer
	rep, err := Merge(&merged, parts, total)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.OK() || rep.Records != total || rep.Format != format {
		t.Fatalf("merge report %+v, want %d records, format %s", rep, total, format)
	}
	want, _ := os.ReadFile(single)
	if !bytes.Equal(merged.Bytes(), want) {
		t.Fatalf("merged %d shards (%d bytes) differ from the single run (%d bytes)", n, merged.Len(), len(want))
	}
}

func TestShardMergeDefaultSet(t *testing.T) {
	// The default set has comment lines and labels; 5 shards of 43 records
	// leave uneven parts. Malformed/invalid records (error column) must
	// survive the merge too.
	in := puzzle.Inputs{Args: nil}
	for _, f := range []string{"csv", "jsonl"} {
		shardedEqualsSingle(t, in, 5, f)
	}
	bad := puzzle.Inputs{Args: []string{"123", "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1", "..........................................................................,......"}}
	shardedEqualsSingle(t, bad, 2, "csv")
	shardedEqualsSingle(t, bad, 7, "csv") // more shards than records: empty parts
}

// TestShardMergeCBG000 is the check: cbg-000 in 4 shards, merged,
// is identical to the single run.
func TestShardMergeCBG000(t *testing.T) {
	header, rows := reftest.ReadCSV(t, "cbg-000.csv")
	col := reftest.Column(t, header, "puzzle")
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(r[col] + "\n")
	}
	path := filepath.Join(t.TempDir(), "cbg-000.txt")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	shardedEqualsSingle(t, puzzle.Inputs{Args: []string{path}}, 4, "csv")
}

func TestShardTakes(t *testing.T) {
	s := Shard{1, 3}
	var got []int
	for n := 1; n <= 10; n++ {
		if s.Takes(n) {
			got = append(got, n)
		}
	}
	if want := []int{2, 5, 8}; !equalInts(got, want) {
		t.Fatalf("shard 1/3 takes %v, want %v", got, want)
	}
	for _, bad := range []string{"3/3", "-1/2", "1", "a/b", "0/0"} {
		if _, err := ParseShard(bad); err == nil {
			t.Errorf("ParseShard(%q) accepted", bad)
		}
	}
	if s, err := ParseShard(" 2/4"); err != nil || s != (Shard{2, 4}) {
		t.Fatalf("ParseShard(2/4) = %v, %v", s, err)
	}
}

func TestShardFromEnv(t *testing.T) {
	cases := []struct {
		env  map[string]string
		want Shard
		ok   bool
		err  bool
	}{
		{map[string]string{}, Shard{}, false, false},
		{map[string]string{"JOB_COMPLETION_INDEX": "3", "JOB_COMPLETION_COUNT": "4"}, Shard{3, 4}, true, false},
		{map[string]string{"JOB_COMPLETION_INDEX": "3"}, Shard{}, false, true},
		{map[string]string{"JOB_COMPLETION_INDEX": "4", "JOB_COMPLETION_COUNT": "4"}, Shard{}, false, true},
		// sbatch --array=1-8: IDs 1..8, MIN 1, COUNT 8.
		{map[string]string{"SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "8"}, Shard{0, 8}, true, false},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "8", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "8"}, Shard{7, 8}, true, false},
		// --array=10-16:2: IDs 10,12,14,16.
		{map[string]string{"SLURM_ARRAY_TASK_ID": "14", "SLURM_ARRAY_TASK_MIN": "10", "SLURM_ARRAY_TASK_STEP": "2", "SLURM_ARRAY_TASK_COUNT": "4"}, Shard{2, 4}, true, false},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "4"}, Shard{2, 4}, true, false},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "x", "SLURM_ARRAY_TASK_COUNT": "4"}, Shard{}, false, true},
	}
	for i, c := range cases {
		s, ok, err := ShardFromEnv(func(k string) string { return c.env[k] })
		if (err != nil) != c.err || ok != c.ok || s != c.want {
			t.Errorf("case %d: got %v %v %v, want %v %v err=%v", i, s, ok, err, c.want, c.ok, c.err)
		}
	}
}

func TestMergeReportsMissingAndDuplicates(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a")
	b := filepath.Join(dir, "b")
	os.WriteFile(a, []byte("n,puzzle,W,error\n1,p1,3,\n3,p3,4,\n"), 0o644)
	os.WriteFile(b, []byte("n,puzzle,W,error\n3,p3,5,\n5,p5,1,\"x,\n\"\"y\"\"\"\n"), 0o644)
	var out bytes.Buffer
	rep, err := Merge(&out, []string{a, b}, 6)
	if err != nil {
		t.Fatal(err)
	}
	if !equalInts(rep.Missing, []int{2, 4, 6}) || !equalInts(rep.Duplicates, []int{3}) || !equalInts(rep.Conflicts, []int{3}) {
		t.Fatalf("report %+v", rep)
	}
	want := "n,puzzle,W,error\n1,p1,3,\n3,p3,4,\n5,p5,1,\"x,\n\"\"y\"\"\"\n"
	if out.String() != want {
		t.Fatalf("merged:\n%q\nwant\n%q", out.String(), want)
	}
	os.WriteFile(b, []byte("n,puzzle,B,error\n2,p2,3,\n"), 0o644)
	if _, err := Merge(&out, []string{a, b}, 0); err == nil {
		t.Fatal("different headers merged")
	}
}

// TestTimeoutDoesNotKillRun: a column that never ends gets the error value
// "timeout" and the run goes on with the next puzzles.
func TestTimeoutDoesNotKillRun(t *testing.T) {
	block := make(chan struct{})
	defer close(block)
	hang := &Column{Name: "hang", Compute: func(p *Puzzle, _ Options) (string, error) {
		g := p.Grid
		if g.Cells[0] == 1 { // EasterMonster and others starting with 1
			<-block
		}
		return "ok", nil
	}}
	var buf bytes.Buffer
	cfg := RunConfig{Columns: []*Column{hang}, Header: true, Timeout: 50 * time.Millisecond}
	sum, err := Run(context.Background(), puzzle.Inputs{}, cfg, &buf)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if sum.Done != len(lines)-1 || sum.Errors == 0 || sum.Errors == sum.Done {
		t.Fatalf("summary %+v for %d lines", sum, len(lines)-1)
	}
	// The value is the censored "timeout", the error says which column, and
	// the label comes last.
	if !strings.HasSuffix(lines[1], `,timeout,hang: timeout,"EasterMonster (JPF, 2007)"`) {
		t.Fatalf("first record %q: want the timeout value and error, then the label", lines[1])
	}
}

// TestMemoryGuard: a column allocating past --max-mem is abandoned with the
// error "memory"; the run finishes.
func TestMemoryGuard(t *testing.T) {
	hog := &Column{Name: "hog", Compute: func(p *Puzzle, _ Options) (string, error) {
		g := p.Grid
		if g.Cells[0] != 1 {
			return "ok", nil
		}
		return strconv.Itoa(len(allocate200MiB())), nil
	}}
	rateOverMaxMem(t, hog)
}

// TestAbandonedColumnStops: a column abandoned for memory sees its
// Options.Ctx cancelled, so that a search polling it (the chain families,
// Trid-OR5W, SER) stops instead of holding its memory in the background.
func TestAbandonedColumnStops(t *testing.T) {
	stopped := make(chan struct{})
	hog := &Column{Name: "hog", Compute: func(p *Puzzle, opt Options) (string, error) {
		keep := allocate200MiB()
		select {
		case <-opt.Ctx.Done():
			close(stopped)
			return "", opt.Ctx.Err()
		case <-time.After(time.Minute):
			return strconv.Itoa(len(keep)), nil
		}
	}}
	rateOverMaxMem(t, hog)
	select {
	case <-stopped:
	case <-time.After(10 * time.Second):
		t.Fatal("the abandoned column's context was not cancelled")
	}
}

// allocate200MiB allocates up to 200 MiB, in steps, slowly.
func allocate200MiB() [][]byte {
	var keep [][]byte
	for i := 0; i < 100; i++ {
		keep = append(keep, make([]byte, 2<<20))
		time.Sleep(time.Millisecond)
	}
	return keep
}

// rateOverMaxMem rates one puzzle with column hog under a --max-mem of
// 64 MiB, which it must exceed: its value and error are "memory".
func rateOverMaxMem(t *testing.T, hog *Column) {
	t.Helper()
	var buf bytes.Buffer
	cfg := RunConfig{Columns: []*Column{hog}, Header: true, Workers: 1, MaxMem: 64 << 20}
	if _, err := Run(context.Background(), puzzle.Inputs{Args: []string{"1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"}}, cfg, &buf); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), ",memory,hog: memory,") {
		t.Fatalf("output %q: want the memory error", buf.String())
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestWorkersOnDemand: --workers 1000000 on one puzzle starts one worker
// (issue 19: it took 2.8 GB), and MaxWorkers caps the rest.
func TestWorkersOnDemand(t *testing.T) {
	var most int
	count := &Column{Name: "goroutines", Compute: func(*Puzzle, Options) (string, error) {
		most = max(most, runtime.NumGoroutine())
		return "0", nil
	}}
	var buf bytes.Buffer
	cfg := RunConfig{Columns: []*Column{count}, Workers: 1000000}
	in := puzzle.Inputs{Args: []string{"1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"}}
	if _, err := Run(context.Background(), in, cfg, &buf); err != nil {
		t.Fatal(err)
	}
	if most == 0 || most > 50 {
		t.Errorf("%d goroutines while rating one puzzle with --workers 1000000", most)
	}
	if MaxWorkers() != WorkersPerCore*runtime.NumCPU() {
		t.Errorf("MaxWorkers %d", MaxWorkers())
	}
}

// TestLabelColumn: the label is the last column (CSV and JSON lines), so
// that the earlier columns keep their positions; resume reads it back.
func TestLabelColumn(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out.csv")
	in := puzzle.Inputs{Args: []string{"-"}, Stdin: strings.NewReader("1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1 Easter Monster, 2007\n")}
	cfg := RunConfig{Columns: testCols, Header: true}
	runToFile(t, in, cfg, path)
	data, _ := os.ReadFile(path)
	lines := strings.Split(string(data), "\n")
	if lines[0] != CSVHeader(testCols) || !strings.HasSuffix(lines[0], ",error,label") || !strings.HasSuffix(lines[1], `,"Easter Monster, 2007"`) {
		t.Fatalf("output:\n%s", data)
	}
	done, hasHeader, err := ResumeState(path, data, "csv", testCols)
	if err != nil || !hasHeader || len(done) != 1 || done[1] != "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1" {
		t.Fatalf("resume: %v %v %v", done, hasHeader, err)
	}
}
