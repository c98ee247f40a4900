package main

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
)

func TestVersionText(t *testing.T) {
	bi := &debug.BuildInfo{Main: debug.Module{Path: "github.com/sudolab/sudolab", Version: "v0.1.0"},
		Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef"}, {Key: "vcs.time", Value: "2026-11-24T20:00:00Z"}, {Key: "vcs.modified", Value: "true"}}}
	got := versionText(bi, true)
	for _, want := range []string{"sudolab 0.1.0\n", "module:   github.com/sudolab/sudolab v0.1.0\n", "revision: 0123456789abcdef (2026-11-24T20:00:00Z)\n", "dirty:    yes"} {
		if !strings.Contains(got, want) {
			t.Errorf("lacks %q:\n%s", want, got)
		}
	}
	bi.Settings = nil
	if got := versionText(bi, true); !strings.Contains(got, "revision: unknown (not stamped") {
		t.Errorf("no revision: %s", got)
	}
	if got := versionText(nil, false); !strings.Contains(got, "revision: unknown") {
		t.Errorf("no build info: %s", got)
	}
}

// TestVersionBuilt copies the module into a fresh git repository, builds
// the binary there with VCS stamping and checks that version prints that
// repository's revision, clean, then dirty after a change. (A fresh
// repository because the go command does not stamp in a git worktree.)
func TestVersionBuilt(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary twice")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	repo := t.TempDir()
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		if d.IsDir() {
			if rel == ".git" || rel == filepath.Join("docs", "img") {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(repo, rel), 0o755)
		}
		if !d.Type().IsRegular() || rel == ".git" {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(repo, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	git := func(args ...string) string {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-c", "user.name=test", "-c", "user.email=test@example.org", "-c", "commit.gpgsign=false"}, args...)...)
		cmd.Dir = repo
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	git("init", "-q")
	git("add", "-A")
	git("commit", "-q", "-m", "snapshot")
	head := git("rev-parse", "HEAD")
	binDir := t.TempDir()
	version := func() string {
		t.Helper()
		bin := filepath.Join(binDir, "sudolab")
		build := exec.Command("go", "build", "-buildvcs=true", "-o", bin, "./cmd/sudolab")
		build.Dir = repo
		build.Env = append(os.Environ(), "GOFLAGS=-mod=readonly")
		if out, err := build.CombinedOutput(); err != nil {
			t.Fatalf("go build: %v\n%s", err, out)
		}
		out, err := exec.Command(bin, "version").Output()
		if err != nil {
			t.Fatal(err)
		}
		return string(out)
	}
	git("status", "--porcelain") // refresh the index before the clean build
	if got := version(); !strings.Contains(got, "revision: "+head) || !strings.Contains(got, "dirty:    no") {
		t.Errorf("clean build of %s:\n%s", head, got)
	}
	if err := os.WriteFile(filepath.Join(repo, "README.md"), []byte("changed\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := version(); !strings.Contains(got, "revision: "+head) || !strings.Contains(got, "dirty:    yes") {
		t.Errorf("build with a change:\n%s", got)
	}
}
