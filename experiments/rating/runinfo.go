package rating

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// RunInfo is what a run's output file was made from, kept beside it in
// OUT.run (InfoPath): the settings that decide its records, the identity
// of the input, the shard, and whether the run ended. --resume refuses an
// output whose RunInfo differs from its own (other ratings, lengths, input
// or shard: the records would mix two settings), and merge refuses parts
// of different inputs or settings, and knows without --total how many
// records the whole input has.
type RunInfo struct {
	Settings Settings  `json:"settings"`
	Input    []InputID `json:"input"`
	Shard    string    `json:"shard"` // "i/N"; "" for the whole input
	// Complete: the run read the whole input and wrote every record of
	// its shard; Inputs is then the number of input records (all shards).
	Complete bool   `json:"complete"`
	Inputs   int    `json:"inputs,omitempty"`
	Sudolab  string `json:"sudolab,omitempty"` // the version that wrote it (not compared)
}

// Settings are the options of rate that change what a record holds.
type Settings struct {
	Ratings     []string `json:"ratings"`
	Format      string   `json:"format"`
	MaxLength   int      `json:"max_length"`
	GLOrder     int      `json:"gl_order"`
	Timeout     string   `json:"timeout"`
	Verify      bool     `json:"verify"`
	LabelColumn string   `json:"label_column,omitempty"`
	PuzzleCol   string   `json:"puzzle_column,omitempty"`
}

// InputID identifies one input file by its name, size and SHA-256 (a
// name alone would accept a file changed between two runs); standard
// input is "-", with no digest.
type InputID struct {
	Name   string `json:"name"`
	Size   int64  `json:"size,omitempty"`
	SHA256 string `json:"sha256,omitempty"`
}

// InfoPath is where the RunInfo of output out is kept.
func InfoPath(out string) string { return out + ".run" }

// IdentifyInputs reads each input file once to digest it ("-" is standard
// input, not read here).
func IdentifyInputs(paths []string) ([]InputID, error) {
	var ids []InputID
	for _, p := range paths {
		if p == "-" {
			ids = append(ids, InputID{Name: "-"})
			continue
		}
		f, err := os.Open(p)
		if errors.Is(err, fs.ErrNotExist) {
			// a puzzle given on the command line: its text is its identity
			sum := sha256.Sum256([]byte(p))
			ids = append(ids, InputID{Name: "argument", Size: int64(len(p)), SHA256: hex.EncodeToString(sum[:])})
			continue
		}
		if err != nil {
			return nil, err
		}
		h := sha256.New()
		n, err := io.Copy(h, f)
		f.Close()
		if err != nil {
			return nil, err
		}
		ids = append(ids, InputID{Name: filepath.Base(p), Size: n, SHA256: hex.EncodeToString(h.Sum(nil))})
	}
	return ids, nil
}

// WriteInfo writes info to InfoPath(out), through a temporary file renamed
// at the end (never half-written).
func WriteInfo(out string, info *RunInfo) error {
	b, err := json.MarshalIndent(info, "", "  ")
	if err != nil {
		return err
	}
	path := InfoPath(out)
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	if _, err = tmp.Write(append(b, '\n')); err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

// ErrNoInfo: the output has no RunInfo beside it.
var ErrNoInfo = errors.New("no run information")

// maxInfoBytes bounds a RunInfo file (a few hundred bytes in practice).
const maxInfoBytes = 1 << 20

// ReadInfo reads the RunInfo of output out (ErrNoInfo when there is none).
func ReadInfo(out string) (*RunInfo, error) {
	path := InfoPath(out)
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s: %w (%s not found)", out, ErrNoInfo, path)
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() || fi.Size() > maxInfoBytes {
		return nil, fmt.Errorf("%s: not a run information file", path)
	}
	var info RunInfo
	dec := json.NewDecoder(f)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&info); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return &info, nil
}

// Differences lists how b differs from a in what decides the records:
// settings, input and (with shard) the shard.
func (a *RunInfo) Differences(b *RunInfo, shard bool) []string {
	var out []string
	sa, sb := a.Settings, b.Settings
	add := func(what string, x, y any) {
		out = append(out, fmt.Sprintf("%s %v, not %v", what, y, x))
	}
	if !slices.Equal(sa.Ratings, sb.Ratings) {
		add("--ratings", strings.Join(sa.Ratings, ","), strings.Join(sb.Ratings, ","))
	}
	if sa.Format != sb.Format {
		add("--format", sa.Format, sb.Format)
	}
	if sa.MaxLength != sb.MaxLength {
		add("--max-length", sa.MaxLength, sb.MaxLength)
	}
	if sa.GLOrder != sb.GLOrder {
		add("--gl-order", sa.GLOrder, sb.GLOrder)
	}
	if sa.Timeout != sb.Timeout {
		add("--timeout", sa.Timeout, sb.Timeout)
	}
	if sa.Verify != sb.Verify {
		add("--verify", sa.Verify, sb.Verify)
	}
	if sa.LabelColumn != sb.LabelColumn || sa.PuzzleCol != sb.PuzzleCol {
		add("--label-column/--puzzle-column", sa.LabelColumn+"/"+sa.PuzzleCol, sb.LabelColumn+"/"+sb.PuzzleCol)
	}
	if !sameInputs(a.Input, b.Input) {
		add("input", describeInputs(a.Input), describeInputs(b.Input))
	}
	if shard && a.Shard != b.Shard {
		add("shard", orWhole(a.Shard), orWhole(b.Shard))
	}
	return out
}

// sameInputs compares digests (and sizes); standard input matches only
// standard input, and cannot be told apart from another standard input.
func sameInputs(a, b []InputID) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].SHA256 != b[i].SHA256 || a[i].Size != b[i].Size || (a[i].Name == "-") != (b[i].Name == "-") {
			return false
		}
	}
	return true
}

func describeInputs(ids []InputID) string {
	var parts []string
	for _, id := range ids {
		if id.Name == "-" {
			parts = append(parts, "standard input")
			continue
		}
		parts = append(parts, fmt.Sprintf("%s (%d bytes, sha256 %.12s…)", id.Name, id.Size, id.SHA256))
	}
	return strings.Join(parts, " + ")
}

// CheckParts compares the RunInfo of the parts of a sharded run (merge):
// parts of other settings or another input, or of different shard counts,
// are refused; a missing shard or a run that did not end is a note (its
// records are then reported missing). It returns the number of input
// records, read by any complete run (0 when no part has a RunInfo: parts
// of another program or of an older sudolab, which merge takes as they
// are). Parts of which only some have a RunInfo are refused.
func CheckParts(parts []string) (inputs int, notes []string, err error) {
	infos := make([]*RunInfo, len(parts))
	missing := 0
	for i, p := range parts {
		info, err := ReadInfo(p)
		if errors.Is(err, ErrNoInfo) {
			missing++
			continue
		}
		if err != nil {
			return 0, nil, err
		}
		infos[i] = info
	}
	switch {
	case missing == len(parts):
		return 0, nil, nil
	case missing > 0:
		for i, info := range infos {
			if info == nil {
				return 0, nil, fmt.Errorf("%s has no %s, unlike the other parts: it was not written by the same run", parts[i], InfoPath(parts[i]))
			}
		}
	}
	first := infos[0]
	count := -1
	seen := map[int]string{}
	for i, info := range infos {
		if d := first.Differences(info, false); len(d) > 0 {
			return 0, nil, fmt.Errorf("%s was rated with other settings than %s: %s", parts[i], parts[0], strings.Join(d, "; "))
		}
		if !info.Complete {
			notes = append(notes, fmt.Sprintf("%s is incomplete (its run did not end: run it again with --resume)", parts[i]))
		} else {
			if inputs != 0 && info.Inputs != inputs {
				return 0, nil, fmt.Errorf("%s read %d input records, another part %d", parts[i], info.Inputs, inputs)
			}
			inputs = info.Inputs
		}
		sh := Shard{Count: 1}
		if info.Shard != "" {
			if sh, err = ParseShard(info.Shard); err != nil {
				return 0, nil, fmt.Errorf("%s: %v", InfoPath(parts[i]), err)
			}
		}
		if count >= 0 && sh.Count != count {
			return 0, nil, fmt.Errorf("%s is shard %s, but %s is of %d shards", parts[i], orWhole(info.Shard), parts[0], count)
		}
		count = sh.Count
		if _, dup := seen[sh.Index]; !dup {
			seen[sh.Index] = parts[i]
		}
	}
	var lack []string
	for k := 0; k < count; k++ {
		if _, ok := seen[k]; !ok {
			lack = append(lack, fmt.Sprintf("%d/%d", k, count))
		}
	}
	if len(lack) > 0 {
		notes = append(notes, fmt.Sprintf("shard %s missing: no part holds it", strings.Join(lack, ", ")))
	}
	return inputs, notes, nil
}

func orWhole(shard string) string {
	if shard == "" {
		return "the whole input"
	}
	return shard
}
