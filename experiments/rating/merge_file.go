package rating

import (
	"errors"
	"fmt"
	"os"

	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/internal/outfile"
)

// MergeFile merges parts (see Merge) into the file outPath. It refuses an
// outPath that is also one of the parts, by name or by being the same file
// (a link, another path to it), and, unless replace is set, an outPath
// that already exists and is not empty: the usual slip "merge s0.csv
// s1.csv", without OUT, must not destroy shard 0's results. Even with
// replace, only a regular file is replaced (not a device, a FIFO or a
// symbolic link). The result is written through internal/outfile: to a
// temporary file renamed to outPath only when it is complete, so an error
// leaves no partial outPath (and an existing outPath unchanged).
func MergeFile(outPath string, parts []string, total int, replace bool) (MergeReport, error) {
	if len(parts) == 0 {
		return MergeReport{}, fmt.Errorf("merge: no part to merge into %s", outPath)
	}
	out, err := outfile.Create("OUT", outPath, outfile.Inputs{Paths: parts})
	if errors.Is(err, outfile.ErrIsInput) {
		return MergeReport{}, cli.Usage("merge: %v (OUT is also a part: the first argument is the merged file to write: sudolab merge OUT PART...)", err)
	}
	if err != nil {
		return MergeReport{}, fmt.Errorf("merge: %w", err)
	}
	defer out.Close()
	if st, err := os.Stat(outPath); err == nil && st.Size() > 0 && !replace {
		return MergeReport{}, cli.Usage("merge: OUT %s exists (is it a part? the first argument is the merged file to write: sudolab merge OUT PART...); use --force to replace it", outPath)
	}
	// The parts' run information (OUT.run beside each): one input, one
	// setting, every shard, every run ended; and the number of records,
	// which --total need not repeat.
	inputs, notes, err := CheckParts(parts)
	if err != nil {
		return MergeReport{}, fmt.Errorf("merge: %w", err)
	}
	if total > 0 && inputs > 0 && total != inputs {
		return MergeReport{}, cli.Usage("merge: --total %d, but the parts' runs read %d input records", total, inputs)
	}
	if total == 0 {
		total = inputs
	}
	rep, err := Merge(out, parts, total)
	rep.Notes = notes
	if err != nil {
		return rep, err
	}
	return rep, out.Commit()
}
