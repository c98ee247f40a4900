package verify_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/internal/resumefile"
	"github.com/sudolab/sudolab/verify"
)

// logRun runs cfg with a log at path (resumed if it exists) and returns the
// report; stopAfter > 0 makes the log fail after that many records, as a
// killed run would stop writing.
func logRun(t *testing.T, cfg verify.SoundnessConfig, path string, stopAfter int) (verify.SoundnessReport, error) {
	t.Helper()
	h, err := cfg.Header()
	if err != nil {
		t.Fatal(err)
	}
	data, err := resumefile.Complete(path)
	if err != nil {
		t.Fatal(err)
	}
	prior, hasHeader, err := verify.ReadSoundnessLog(path, data, h, cfg.States)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if !hasHeader {
		if err := verify.WriteSoundnessHeader(f, h); err != nil {
			t.Fatal(err)
		}
	}
	written := 0
	cfg.Prior = prior
	cfg.Log = func(r verify.StateRecord) error {
		if stopAfter > 0 && written == stopAfter {
			f.WriteString(`{"state":99,"kind":"br`) // killed mid-line
			return errors.New("killed")
		}
		written++
		return verify.WriteStateRecord(f, r)
	}
	return verify.RunSoundness(cfg, nil)
}

// counts drops the times, which differ between runs.
func counts(rep verify.SoundnessReport) verify.SoundnessReport {
	rep.Elapsed, rep.Resumed = 0, 0
	rep.Rules = append([]verify.RuleStats(nil), rep.Rules...)
	for i := range rep.Rules {
		rep.Rules[i].Duration = 0
	}
	return rep
}

// TestSoundnessLogResume: a run killed after 12 states and resumed gives
// the report of an uninterrupted run, and its log holds each state once,
// in order; a resume may extend the run to more states; a log of another
// run is refused.
func TestSoundnessLogResume(t *testing.T) {
	cfg := ciConfig(t, 30)
	cfg.Rules = []string{"subsets", "whip", "gl", "fishy"}
	cfg.MaxLength = 4
	dir := t.TempDir()
	whole, err := logRun(t, cfg, filepath.Join(dir, "whole.jsonl"), 0)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "killed.jsonl")
	if _, err := logRun(t, cfg, path, 12); err == nil || !strings.Contains(err.Error(), "killed") {
		t.Fatalf("killed run: %v", err)
	}
	resumed, err := logRun(t, cfg, path, 0)
	if err != nil {
		t.Fatal(err)
	}
	if resumed.Resumed != 12 || !reflect.DeepEqual(counts(resumed), counts(whole)) {
		t.Errorf("resumed report (%d resumed)\n%+v\nwhole run\n%+v", resumed.Resumed, counts(resumed), counts(whole))
	}
	a, b := stateLines(t, filepath.Join(dir, "whole.jsonl")), stateLines(t, path)
	if len(a) != 31 || !reflect.DeepEqual(a, b) {
		t.Errorf("logs differ: %d and %d lines", len(a), len(b))
	}
	// Extending to 40 states checks only the 10 new ones.
	cfg.States = 40
	ext, err := logRun(t, cfg, path, 0)
	if err != nil {
		t.Fatal(err)
	}
	if ext.Resumed != 30 || ext.States != 40 || ext.Rules[0].States != 40 {
		t.Errorf("extended: %d resumed, %d states, %+v", ext.Resumed, ext.States, ext.Rules[0])
	}
	// Another seed: refused.
	cfg.Seed++
	h, _ := cfg.Header()
	data, _ := os.ReadFile(path)
	if _, _, err := verify.ReadSoundnessLog(path, data, h, cfg.States); err == nil || !strings.Contains(err.Error(), "another run") {
		t.Errorf("log of another run accepted: %v", err)
	}
}

// stateLines are a log's lines with the times blanked.
func stateLines(t *testing.T, path string) []string {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, l := range bytes.Split(bytes.TrimSpace(data), []byte("\n")) {
		out = append(out, string(reNS.ReplaceAll(l, []byte(`"ns":0`))))
	}
	return out
}

var reNS = regexp.MustCompile(`"ns":\d+`)

// TestSoundnessLogResumeFailures: states on which a rule failed are checked
// again on resume, so the resumed run reports (and shrinks) the same
// failures as an uninterrupted one.
func TestSoundnessLogResumeFailures(t *testing.T) {
	cfg := verify.SoundnessConfig{States: 8, Seed: 7, Rules: []string{"subsets"},
		Extra: []verify.Checker{verify.RuleChecker(plantedRule{}, 1)}}
	dir := t.TempDir()
	whole, err := logRun(t, cfg, filepath.Join(dir, "whole.jsonl"), 0)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "killed.jsonl")
	logRun(t, cfg, path, 4)
	resumed, err := logRun(t, cfg, path, 0)
	if err != nil {
		t.Fatal(err)
	}
	if whole.Invalid == 0 || len(resumed.Failures) == 0 || !reflect.DeepEqual(counts(resumed), counts(whole)) {
		t.Errorf("resumed\n%+v\nwhole\n%+v", counts(resumed), counts(whole))
	}
}
