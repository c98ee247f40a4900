package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
)

// TestKillAndResume runs the real binary on real puzzles and kills it at
// random moments, alternately with SIGINT and SIGKILL, each time after it
// has written at least one new record; then resumes it with --resume.
// The final output must be byte-identical to an uninterrupted run's, for
// rate (CSV), for a sharded rate run (JSON lines, 2 shards killed and
// resumed separately, then merged), and for the soundness log (whose
// per-state times are the only field that may differ). A SIGINT must say
// "interrupted" (never "context canceled") and exit with status 130. The
// seed is logged; SUDOLAB_KILL_SEED replays one.
func TestKillAndResume(t *testing.T) {
	header, rows := reftest.ReadCSV(t, "cbg-000.csv")
	col := reftest.Column(t, header, "puzzle")
	dir := t.TempDir()
	in := filepath.Join(dir, "puzzles.txt")
	var b strings.Builder
	// Enough work that a run outlives its kill even on an idle machine
	// (100 puzzles rated W,B ended before the signal there).
	for _, r := range rows[:300] {
		b.WriteString(r[col] + "\n")
	}
	if err := os.WriteFile(in, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := buildBinary(t, dir)
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("SUDOLAB_KILL_SEED"); s != "" {
		fmt.Sscan(s, &seed)
	}
	t.Logf("seed %d (SUDOLAB_KILL_SEED=%d replays it)", seed, seed)
	k := &killer{t: t, bin: bin, rng: rand.New(rand.NewPCG(seed, 19))}

	t.Run("rate", func(t *testing.T) {
		k.t = t
		args := []string{"rate", "--ratings", "W,B,gW", "--workers", "2", "--summary", "no", in}
		want := k.complete(args, filepath.Join(dir, "rate-ref.csv"))
		got := k.killed(args, filepath.Join(dir, "rate.csv"), 6)
		if !bytes.Equal(got, want) {
			t.Fatalf("killed and resumed output (%d bytes) differs from the uninterrupted one (%d bytes)", len(got), len(want))
		}
	})
	t.Run("shards", func(t *testing.T) {
		k.t = t
		args := []string{"rate", "--ratings", "W,B,gW", "--workers", "2", "--format", "jsonl", in}
		want := k.complete(args, filepath.Join(dir, "ref.jsonl"))
		parts := []string{"merge", "--total", "300", filepath.Join(dir, "merged.jsonl")}
		for i := 0; i < 2; i++ {
			p := filepath.Join(dir, fmt.Sprintf("part-%d.jsonl", i))
			k.killed(append([]string{"--shard", fmt.Sprintf("%d/2", i)}, args...), p, 3)
			parts = append(parts, p)
		}
		if out, err := exec.Command(bin, parts...).CombinedOutput(); err != nil {
			t.Fatalf("merge: %v\n%s", err, out)
		}
		got, _ := os.ReadFile(filepath.Join(dir, "merged.jsonl"))
		if !bytes.Equal(got, want) {
			t.Fatalf("merged killed-and-resumed shards (%d bytes) differ from the unsharded run (%d bytes)", len(got), len(want))
		}
	})
	t.Run("soundness", func(t *testing.T) {
		k.t = t
		args := []string{"soundness", "--states", "300", "--rule", "whip,subsets,g-whip", "--workers", "2"}
		times := regexp.MustCompile(`"ns":[0-9]+`)
		want := times.ReplaceAll(k.complete(args, filepath.Join(dir, "ref.log")), []byte(`"ns":0`))
		got := times.ReplaceAll(k.killed(args, filepath.Join(dir, "soundness.log"), 6), []byte(`"ns":0`))
		if !bytes.Equal(got, want) {
			t.Fatalf("killed and resumed log (%d bytes) differs from the uninterrupted one (%d bytes)", len(got), len(want))
		}
	})
}

// buildBinary builds this command into dir.
func buildBinary(t *testing.T, dir string) string {
	t.Helper()
	gocmd, err := exec.LookPath("go")
	if err != nil {
		gocmd = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	bin := filepath.Join(dir, "sudolab")
	if out, err := exec.Command(gocmd, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

type killer struct {
	t   *testing.T
	bin string
	rng *rand.Rand
}

// complete runs args --out out to the end and returns the output.
func (k *killer) complete(args []string, out string) []byte {
	k.t.Helper()
	cmd := exec.Command(k.bin, append(args, "--out", out)...)
	if msg, err := cmd.CombinedOutput(); err != nil {
		k.t.Fatalf("%v: %v\n%s", args, err, msg)
	}
	data, _ := os.ReadFile(out)
	return data
}

// killed runs args --out out (--resume after the first run) kills times,
// killing each run once it has written a new line and a random moment
// more, then once more to the end; it returns the output.
func (k *killer) killed(args []string, out string, kills int) []byte {
	t := k.t
	t.Helper()
	for run := 0; ; run++ {
		a := append(append([]string(nil), args...), "--out", out)
		if run > 0 {
			a = append(a, "--resume")
		}
		before := countLines(out)
		cmd := exec.Command(k.bin, a...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		exited := make(chan error, 1)
		go func() { exited <- cmd.Wait() }()
		if run >= kills { // the last run goes to the end
			if err := <-exited; err != nil {
				t.Fatalf("final resumed run: %v\n%s", err, stderr.String())
			}
			data, _ := os.ReadFile(out)
			return data
		}
		sig := syscall.SIGKILL
		if run%2 == 0 {
			sig = syscall.SIGINT
		}
		var err error
		select {
		case err = <-exited:
			t.Fatalf("run %d ended before it could be killed (%v): the test input is too small\n%s", run, err, stderr.String())
		case <-k.wroteLine(out, before, exited):
			time.Sleep(time.Duration(k.rng.IntN(50)) * time.Millisecond)
			cmd.Process.Signal(sig)
		}
		select {
		case err = <-exited:
		case <-time.After(30 * time.Second):
			cmd.Process.Kill()
			t.Fatalf("run %d did not stop within 30 s of %v", run, sig)
		}
		msg := stderr.String()
		switch {
		case err == nil && run >= 2:
			// The run finished in the moment before the signal: its output is
			// complete, and the runs before it were killed and resumed.
			t.Logf("run %d ended normally before %v, after %d kills", run, sig, run)
			data, _ := os.ReadFile(out)
			return data
		case err == nil:
			t.Fatalf("run %d ended normally before %v: the test input is too small", run, sig)
		case sig == syscall.SIGINT:
			if cmd.ProcessState.ExitCode() != exitInterrupted || !strings.Contains(msg, "interrupted") || strings.Contains(msg, "context canceled") {
				t.Fatalf("run %d after SIGINT: %v, stderr:\n%s\nwant exit status %d and \"interrupted\"", run, err, msg, exitInterrupted)
			}
		}
		t.Logf("run %d: %v after %d new lines", run, sig, countLines(out)-before)
	}
}

// wroteLine is closed once out has more lines than before (at least 2: a
// header alone does not count), or when the process exits. A new output
// (the first run, without --resume) is written to a temporary file beside
// out until the end or SIGINT (internal/outfile): its lines count.
func (k *killer) wroteLine(out string, before int, exited chan error) <-chan struct{} {
	ch := make(chan struct{})
	go func() {
		defer close(ch)
		for {
			n := countLines(out)
			temps, _ := filepath.Glob(filepath.Join(filepath.Dir(out), "."+filepath.Base(out)+".tmp-*"))
			for _, tmp := range temps {
				n = max(n, countLines(tmp))
			}
			if n > before && n >= 2 {
				return
			}
			select {
			case err := <-exited:
				exited <- err // give it back to the caller
				return
			case <-time.After(2 * time.Millisecond):
			}
		}
	}()
	return ch
}

func countLines(path string) int {
	data, _ := os.ReadFile(path)
	return bytes.Count(data, []byte("\n"))
}
