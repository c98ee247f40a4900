package refdata

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Env names.
const (
	EnvDir     = "SUDOLAB_REFDATA"
	EnvRequire = "SUDOLAB_REQUIRE_REFDATA"
)

// ModulePath is the module whose root Dir looks for.
const ModulePath = "github.com/sudolab/sudolab"

// Dir returns the reference-data directory, or an error saying where it was
// looked for. The path is returned with the error when it is known.
func Dir() (string, error) {
	if d := os.Getenv(EnvDir); d != "" {
		return checkDir(filepath.Clean(d))
	}
	var starts []string
	if d := os.Getenv("GONB_DIR"); d != "" {
		starts = append(starts, d)
	}
	if wd, err := os.Getwd(); err == nil {
		starts = append(starts, wd)
	}
	for _, s := range starts {
		if root, ok := moduleRoot(s); ok {
			return checkDir(filepath.Join(filepath.Dir(root), "shared", "data"))
		}
	}
	return "", fmt.Errorf("reference data: no %s go.mod above %v; set %s", ModulePath, starts, EnvDir)
}

// Choose is the reference-data directory of a command's --data flag: dir
// itself when given (an error if it is not a directory), else Dir(). The
// path returned is absolute, so that an output header naming it says
// where the data came from whatever the working directory was.
func Choose(dir string) (string, error) {
	if dir == "" {
		d, err := Dir()
		if abs, aerr := filepath.Abs(d); aerr == nil && d != "" {
			d = abs
		}
		return d, err
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return dir, err
	}
	if fi, err := os.Stat(abs); err != nil || !fi.IsDir() {
		return abs, fmt.Errorf("reference data not found at %s (--data)", abs)
	}
	return abs, nil
}

// Locate returns the reference-data directory and whether it exists.
func Locate() (string, bool) {
	d, err := Dir()
	return d, err == nil
}

func checkDir(d string) (string, error) {
	if fi, err := os.Stat(d); err != nil || !fi.IsDir() {
		return d, fmt.Errorf("reference data not found at %s (set %s)", d, EnvDir)
	}
	return d, nil
}

func moduleRoot(dir string) (string, bool) {
	dir, _ = filepath.Abs(dir)
	for {
		b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil {
			for _, l := range strings.Split(string(b), "\n") {
				if f := strings.Fields(l); len(f) == 2 && f[0] == "module" && f[1] == ModulePath {
					return dir, true
				}
			}
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}
