package cli

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

// failAfter accepts n writes, then fails every write.
type failAfter struct{ n int }

func (f *failAfter) Write(p []byte) (int, error) {
	if f.n == 0 {
		return 0, errors.New("no space left on device")
	}
	f.n--
	return len(p), nil
}

func TestWriterKeepsFirstError(t *testing.T) {
	w := NewWriter(&failAfter{n: 1})
	if _, err := io.WriteString(w, "a"); err != nil || w.Err() != nil {
		t.Fatalf("first write: %v, %v", err, w.Err())
	}
	fmt.Fprintln(w, "b") // the error ignored, as careless code does
	if _, err := io.WriteString(w, "c"); err == nil || !strings.Contains(err.Error(), "no space left") {
		t.Fatalf("write after a failure: %v", err)
	}
	if w.Err() == nil || Code(w.Err()) != StatusFailure {
		t.Fatalf("Err %v, code %d", w.Err(), Code(w.Err()))
	}
}

func TestCode(t *testing.T) {
	for _, c := range []struct {
		err  error
		want int
	}{
		{nil, 0}, {Partial("x"), 1}, {Usage("x"), 2}, {errors.New("io"), 2},
		{fmt.Errorf("wrapped: %w", Partial("x")), 1}, {Invalid(0, 5, "inputs"), 0}, {Invalid(2, 5, "inputs"), 1},
	} {
		if got := Code(c.err); got != c.want {
			t.Errorf("Code(%v) = %d, want %d", c.err, got, c.want)
		}
	}
}

func TestCheckFlags(t *testing.T) {
	fs := pflag.NewFlagSet("t", pflag.ContinueOnError)
	fs.Int("fins", -1, "") // -1 = automatic: the default, never given
	fs.Duration("timeout", 0, "")
	fs.String("summary", "auto", "")
	fs.Uint64("seed", 1, "")
	Range(fs, "fins", 0, 64)
	Min(fs, "timeout", 0)
	OneOf(fs, "summary", "yes", "no", "auto")
	AnyValue(fs, "seed")
	if err := CheckFlags(fs); err != nil {
		t.Fatalf("defaults rejected: %v", err)
	}
	if u := Unchecked(fs); len(u) != 0 {
		t.Errorf("unchecked %v", u)
	}
	for _, c := range []struct {
		args []string
		want string // "" = accepted
	}{
		{[]string{"--fins", "0"}, ""},
		{[]string{"--fins", "-1"}, "--fins -1: must be between 0 and 64"},
		{[]string{"--fins", "65"}, "--fins 65: must be between 0 and 64"},
		{[]string{"--timeout", "-5s"}, "--timeout -5s: must be at least 0s"},
		{[]string{"--timeout", "2m"}, ""},
		{[]string{"--summary", "maybe"}, `--summary "maybe": want yes, no, auto`},
		{[]string{"--seed", "18446744073709551615"}, ""},
	} {
		fs2 := pflag.NewFlagSet("t", pflag.ContinueOnError)
		fs.VisitAll(func(f *pflag.Flag) {
			fs2.AddFlag(&pflag.Flag{Name: f.Name, Value: f.Value, DefValue: f.DefValue, Annotations: f.Annotations})
		})
		fs.VisitAll(func(f *pflag.Flag) { f.Value.Set(f.DefValue) })
		if err := fs2.Parse(c.args); err != nil {
			t.Fatal(err)
		}
		err := CheckFlags(fs2)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%v rejected: %v", c.args, err)
		case c.want != "" && (err == nil || err.Error() != c.want || Code(err) != StatusFailure):
			t.Errorf("%v: got %v, want %q (exit 2)", c.args, err, c.want)
		}
	}
	fs.Int("order", 3, "")
	if u := Unchecked(fs); len(u) != 1 || u[0] != "order" {
		t.Errorf("Unchecked = %v, want [order]", u)
	}
}

func TestWorkers(t *testing.T) {
	cores := runtime.NumCPU()
	for _, c := range []struct{ req, jobs, want int }{
		{1000000, 0, WorkersPerCore * cores},
		{1000000, 1, 1},
		{2, 10, min(2, WorkersPerCore*cores)},
		{0, 1, 1},
	} {
		if got := Workers(c.req, c.jobs); got != c.want {
			t.Errorf("Workers(%d, %d) = %d, want %d", c.req, c.jobs, got, c.want)
		}
	}
}

// A command fails when its output cannot be written, even if it ignored
// the error of each write.
func ExampleWriter() {
	out := NewWriter(&failAfter{n: 0})
	fmt.Fprintln(out, "a result line")
	fmt.Println(Code(out.Err()), out.Err())
	// Output: 2 writing the output: no space left on device
}

func ExampleCount() {
	fmt.Println(Count(1, "tridagon", "tridagons"), "/", Count(0, "puzzle", "puzzles"), "/", Count(21375, "puzzle", "puzzles"))
	// Output: 1 tridagon / 0 puzzles / 21375 puzzles
}

// TestAutoInt: a flag whose default is worked out by the command shows no
// "(default -1)" in its help, is -1 until given, and its given values are
// range-checked like any int flag's.
func TestAutoInt(t *testing.T) {
	fs := pflag.NewFlagSet("t", pflag.ContinueOnError)
	var depth int
	AutoInt(fs, &depth, "depth", "T&E depth n (default: the puzzle's T&E depth)")
	Range(fs, "depth", 0, 5)
	if depth != -1 || strings.Contains(fs.FlagUsages(), "(default -1)") || !strings.Contains(fs.FlagUsages(), "--depth int") {
		t.Errorf("depth %d, help %q", depth, fs.FlagUsages())
	}
	if err := fs.Parse([]string{"--depth", "-1"}); err != nil {
		t.Fatal(err)
	}
	if err := CheckFlags(fs); err == nil || err.Error() != "--depth -1: must be between 0 and 5" {
		t.Errorf("--depth -1: %v", err)
	}
	fs.Set("depth", "2")
	if depth != 2 || CheckFlags(fs) != nil {
		t.Errorf("--depth 2: %d, %v", depth, CheckFlags(fs))
	}
	fs.Lookup("depth").Value.Set(fs.Lookup("depth").DefValue) // as tests reset flags
	if depth != -1 {
		t.Errorf("reset: %d", depth)
	}
}
