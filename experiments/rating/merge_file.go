package rating

import (
	"fmt"
	"os"
	"path/filepath"
)

// MergeFile merges parts (see Merge) into the file outPath. It refuses an
// outPath that is also one of the parts, by name or by being the same file
// (a link, another path to it), and, unless replace is set, an outPath
// that already exists and is not empty: the usual slip "merge s0.csv
// s1.csv", without OUT, must not destroy shard 0's results. The result is
// written to a temporary file in outPath's directory and renamed to
// outPath only when it is complete, so an error leaves no partial outPath
// (and an existing outPath unchanged).
func MergeFile(outPath string, parts []string, total int, replace bool) (MergeReport, error) {
	if len(parts) == 0 {
		return MergeReport{}, fmt.Errorf("merge: no part to merge into %s", outPath)
	}
	outInfo, outErr := os.Stat(outPath)
	if outErr == nil && outInfo.IsDir() {
		return MergeReport{}, fmt.Errorf("merge: OUT %s is a directory", outPath)
	}
	for _, p := range parts {
		same := filepath.Clean(p) == filepath.Clean(outPath)
		if outErr == nil {
			if pi, err := os.Stat(p); err == nil && os.SameFile(outInfo, pi) {
				same = true
			}
		}
		if same {
			return MergeReport{}, fmt.Errorf("merge: OUT %s is also a part (%s); the first argument is the merged file to write: sudolab merge OUT PART", outPath, p)
		}
	}
	if outErr == nil && outInfo.Size() > 0 && !replace {
		return MergeReport{}, fmt.Errorf("merge: OUT %s exists (is it a part? the first argument is the merged file to write: sudolab merge OUT PART...); use --force to replace it", outPath)
	}
	mode := os.FileMode(0o644)
	if outErr == nil {
		mode = outInfo.Mode().Perm()
	}
	tmp, err := os.CreateTemp(filepath.Dir(outPath), "."+filepath.Base(outPath)+".merge-*")
	if err != nil {
		return MergeReport{}, err
	}
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	rep, err := Merge(tmp, parts, total)
	if err != nil {
		return rep, err
	}
	if err := tmp.Chmod(mode); err != nil {
		return rep, err
	}
	if err := tmp.Sync(); err != nil {
		return rep, err
	}
	if err := tmp.Close(); err != nil {
		return rep, err
	}
	if err := os.Rename(tmp.Name(), outPath); err != nil {
		return rep, err
	}
	done = true
	return rep, nil
}
