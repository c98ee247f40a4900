package outfile

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/internal/cli"
)

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// An output that is an input under any name is refused, and the input is
// left as it was.
func TestRefusesInputs(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	write(t, in, "data\n")
	link := filepath.Join(dir, "link.txt")
	os.Symlink(in, link)
	hard := filepath.Join(dir, "hard.txt")
	os.Link(in, hard)
	stdin, err := os.Open(in)
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	other := filepath.Join(dir, "other.txt")
	write(t, other, "x\n")
	for _, c := range []struct {
		out  string
		in   Inputs
		want string
	}{
		{in, Inputs{Paths: []string{in}}, "is also an input"},
		{filepath.Join(dir, ".", "in.txt"), Inputs{Paths: []string{in}}, "is also an input"},
		{link, Inputs{Paths: []string{in}}, "is also an input"},
		{in, Inputs{Paths: []string{link}}, "is also an input"},
		{hard, Inputs{Paths: []string{"not-a-file", in}}, "is also an input"},
		{in, Inputs{Paths: []string{"-"}, Stdin: stdin}, "standard input is read from that file"},
		{hard, Inputs{Paths: []string{"-"}, Stdin: stdin}, "standard input is read from that file"},
	} {
		for _, open := range []string{"Create", "Append"} {
			var err error
			if open == "Create" {
				_, err = Create("-o", c.out, c.in)
			} else {
				_, _, err = Append("-o", c.out, c.in)
			}
			if err == nil || !strings.Contains(err.Error(), c.want) || cli.Code(err) != cli.StatusFailure || !errors.Is(err, ErrIsInput) {
				t.Errorf("%s %s with inputs %v: %v, want %q (exit 2)", open, c.out, c.in.Paths, err, c.want)
			}
		}
		if got := read(t, in); got != "data\n" {
			t.Fatalf("input changed: %q", got)
		}
	}
	// Stdin from another file, or a path that is not an input: accepted.
	if o, err := Create("-o", other, Inputs{Paths: []string{"-", in}, Stdin: strings.NewReader("")}); err != nil {
		t.Fatal(err)
	} else {
		o.Close()
	}
}

// Only regular files are written over.
func TestRefusesNonRegular(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target.csv")
	write(t, target, "kept\n")
	link := filepath.Join(dir, "link.csv")
	os.Symlink(target, link)
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for out, want := range map[string]string{
		link: "is a symbolic link", fifo: "is a FIFO", dir: "is a directory", "/dev/null": "is a device",
		filepath.Join(dir, "dangling"): "", // replaced below by a dangling link
	} {
		if want == "" {
			os.Symlink(filepath.Join(dir, "nowhere"), out)
			want = "is a symbolic link"
		}
		if _, err := Create("OUT", out, Inputs{}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Create %s: %v, want %q", out, err, want)
		}
		if _, _, err := Append("OUT", out, Inputs{}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Append %s: %v, want %q", out, err, want)
		}
	}
	if st, _ := os.Lstat(link); st.Mode()&os.ModeSymlink == 0 || read(t, target) != "kept\n" {
		t.Fatal("the link or its target changed")
	}
}

// A new output appears only at Commit; until then, and after an
// abandoned one, the earlier file is intact and no temporary file stays.
func TestCreateCommitAndAbandon(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.csv")
	write(t, out, "old\n")
	os.Chmod(out, 0o600)
	o, err := Create("-o", out, Inputs{})
	if err != nil {
		t.Fatal(err)
	}
	o.Write([]byte("new\n"))
	if got := read(t, out); got != "old\n" {
		t.Fatalf("before Commit: %q", got)
	}
	if err := o.Commit(); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(out); read(t, out) != "new\n" || st.Mode().Perm() != 0o600 {
		t.Fatalf("after Commit: %q, mode %v", read(t, out), st.Mode())
	}
	o, _ = Create("-o", out, Inputs{})
	o.Write([]byte("abandoned\n"))
	o.Close()
	if got := read(t, out); got != "new\n" {
		t.Fatalf("after Close: %q", got)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Fatalf("left behind: %v", ents)
	}
}

// A second writer on the same output is refused while the first runs,
// whichever way each opened it.
func TestOneWriter(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.csv")
	a, data, err := Append("--out", out, Inputs{})
	if err != nil || len(data) != 0 {
		t.Fatal(data, err)
	}
	a.Write([]byte("1\n"))
	if _, _, err := Append("--out", out, Inputs{}); err == nil || !strings.Contains(err.Error(), "another run is writing it") {
		t.Fatalf("second Append: %v", err)
	}
	if _, err := Create("--out", out, Inputs{}); err == nil || !strings.Contains(err.Error(), "another run is writing it") {
		t.Fatalf("Create during Append: %v", err)
	}
	if err := a.Commit(); err != nil {
		t.Fatal(err)
	}
	c, err := Create("--out", out, Inputs{})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := Append("--out", out, Inputs{}); err == nil {
		t.Fatal("Append during Create accepted")
	}
	c.Close()
	// A file that appears at the path while a new output is written (a
	// resumed run started meanwhile) is not replaced under its writer.
	fresh := filepath.Join(dir, "fresh.csv")
	c, _ = Create("--out", fresh, Inputs{})
	a, _, _ = Append("--out", fresh, Inputs{})
	if err := c.Commit(); err == nil || !strings.Contains(err.Error(), "another run is writing it") {
		t.Fatalf("Commit over a locked file: %v", err)
	}
	a.Close()
}

// The lock is held across processes (flock), and released when its
// holder dies, even killed.
func TestLockAcrossProcesses(t *testing.T) {
	if path := os.Getenv("OUTFILE_TEST_HOLD"); path != "" {
		// The helper process: hold the lock until killed.
		if _, _, err := Append("--out", path, Inputs{}); err != nil {
			os.Exit(3)
		}
		os.Stdout.WriteString("locked\n")
		select {}
	}
	out := filepath.Join(t.TempDir(), "out.csv")
	cmd := exec.Command(os.Args[0], "-test.run=^TestLockAcrossProcesses$")
	cmd.Env = append(os.Environ(), "OUTFILE_TEST_HOLD="+out)
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	buf := make([]byte, 7)
	if _, err := io.ReadFull(stdout, buf); err != nil || string(buf) != "locked\n" {
		t.Fatalf("helper: %q, %v", buf, err)
	}
	if _, _, err := Append("--out", out, Inputs{}); err == nil || !strings.Contains(err.Error(), "another run is writing it") {
		t.Fatalf("while another process holds it: %v", err)
	}
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	a, _, err := Append("--out", out, Inputs{})
	if err != nil {
		t.Fatalf("after the holder died: %v", err)
	}
	a.Close()
}

// Append cuts a failed write off again and reads back complete lines only.
func TestAppendFailedWriteCut(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.csv")
	write(t, out, "1\n2\npart")
	a, data, err := Append("--out", out, Inputs{})
	if err != nil || string(data) != "1\n2\n" {
		t.Fatalf("%q, %v", data, err)
	}
	a.Write([]byte("3\n"))
	// Make the next write fail part-way: the descriptor is closed under it.
	a.f.Close()
	f, _ := os.OpenFile(out, os.O_RDONLY, 0) // read-only: writes fail
	a.f = f
	if _, err := a.Write([]byte("4\n")); err == nil {
		t.Fatal("write to a read-only descriptor succeeded")
	}
	if _, err := a.Write([]byte("5\n")); err == nil || !errors.Is(err, a.Err()) && err != a.Err() {
		t.Fatalf("later write: %v", err)
	}
	if err := a.Commit(); err == nil {
		t.Fatal("Commit after a write error succeeded")
	}
	if got := read(t, out); got != "1\n2\n3\n" {
		t.Fatalf("file %q", got)
	}
}

// The old spellings of -o/--out still work, without being shown.
func TestFlagAliases(t *testing.T) {
	var out string
	cmd := &cobra.Command{Use: "draw", RunE: func(*cobra.Command, []string) error { return nil }}
	Flag(cmd, &out, "the picture", "output", "values")
	for _, args := range [][]string{{"-o", "a.svg"}, {"--out", "a.svg"}, {"--output", "a.svg"}, {"--values=a.svg"}} {
		out = ""
		cmd.SetArgs(args)
		if err := cmd.Execute(); err != nil || out != "a.svg" {
			t.Errorf("%v: %q, %v", args, out, err)
		}
	}
	if u := cmd.Flags().FlagUsages(); strings.Contains(u, "output") || !strings.Contains(u, "-o, --out") {
		t.Errorf("usage:\n%s", u)
	}
}
