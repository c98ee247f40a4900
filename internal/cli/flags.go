package cli

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/pflag"
)

// Annotations that carry a flag's allowed values (see Range, OneOf).
const (
	annRange = "sudolab/range" // [min, max] as strings
	annOneOf = "sudolab/oneof" // the allowed words
	annAny   = "sudolab/any"   // every value of the type is meaningful
)

// Range declares that a numeric flag (int, int64, uint64, float64 or
// duration, in seconds) given on the command line must lie in [lo, hi]
// (math.Inf for no bound). A default outside the range (such as -1 for
// "automatic") stays allowed: only explicit values are checked.
func Range(fs *pflag.FlagSet, name string, lo, hi float64) {
	must(fs.SetAnnotation(name, annRange, []string{strconv.FormatFloat(lo, 'g', -1, 64), strconv.FormatFloat(hi, 'g', -1, 64)}))
}

// Min is Range(fs, name, lo, +Inf).
func Min(fs *pflag.FlagSet, name string, lo float64) { Range(fs, name, lo, math.Inf(1)) }

// OneOf declares the words a string flag accepts.
func OneOf(fs *pflag.FlagSet, name string, words ...string) {
	must(fs.SetAnnotation(name, annOneOf, words))
}

// AnyValue declares that every value of a numeric flag's type is
// meaningful (a random seed): CheckFlags has nothing to check, and
// Unchecked does not list it.
func AnyValue(fs *pflag.FlagSet, name string) { must(fs.SetAnnotation(name, annAny, []string{"yes"})) }

func must(err error) {
	if err != nil {
		panic(err) // a flag name typed wrong in the command's declarations
	}
}

// IsNumeric reports whether a flag holds a number or a duration.
func IsNumeric(f *pflag.Flag) bool {
	switch f.Value.Type() {
	case "int", "int64", "int32", "uint", "uint64", "uint32", "float64", "float32", "duration":
		return true
	}
	return false
}

// CheckFlags checks every flag set on the command line against its
// declared range or words; the error (exit status 2) names the flag, the
// value and what is allowed.
func CheckFlags(fs *pflag.FlagSet) error {
	var err error
	fs.VisitAll(func(f *pflag.Flag) {
		if err != nil || !f.Changed {
			return
		}
		if r, ok := f.Annotations[annRange]; ok {
			lo, _ := strconv.ParseFloat(r[0], 64)
			hi, _ := strconv.ParseFloat(r[1], 64)
			v, perr := numericValue(f)
			if perr != nil {
				err = Usage("--%s %s: %v", f.Name, f.Value.String(), perr)
			} else if v < lo || v > hi || math.IsNaN(v) {
				err = Usage("--%s %s: %s", f.Name, f.Value.String(), rangeText(f, lo, hi))
			}
		}
		if words, ok := f.Annotations[annOneOf]; ok && !slices.Contains(words, f.Value.String()) {
			err = Usage("--%s %q: want %s", f.Name, f.Value.String(), strings.Join(words, ", "))
		}
	})
	return err
}

func numericValue(f *pflag.Flag) (float64, error) {
	if f.Value.Type() == "duration" {
		d, err := time.ParseDuration(f.Value.String())
		return d.Seconds(), err
	}
	return strconv.ParseFloat(f.Value.String(), 64)
}

func rangeText(f *pflag.Flag, lo, hi float64) string {
	unit := ""
	if f.Value.Type() == "duration" {
		unit = "s"
	}
	num := func(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) + unit }
	switch {
	case math.IsInf(hi, 1):
		return "must be at least " + num(lo)
	case math.IsInf(lo, -1):
		return "must be at most " + num(hi)
	}
	return fmt.Sprintf("must be between %s and %s", num(lo), num(hi))
}

// Unchecked lists the numeric flags of fs that have no declared range
// (and are not AnyValue): a test asserts that every command has none.
func Unchecked(fs *pflag.FlagSet) []string {
	var names []string
	fs.VisitAll(func(f *pflag.Flag) {
		_, r := f.Annotations[annRange]
		_, a := f.Annotations[annAny]
		if IsNumeric(f) && !r && !a {
			names = append(names, f.Name)
		}
	})
	return names
}

// Limits reports the declared range of a flag (ok false if none), for
// tests that try values just outside it.
func Limits(f *pflag.Flag) (lo, hi float64, ok bool) {
	r, ok := f.Annotations[annRange]
	if !ok {
		return 0, 0, false
	}
	lo, _ = strconv.ParseFloat(r[0], 64)
	hi, _ = strconv.ParseFloat(r[1], 64)
	return lo, hi, true
}

// Words reports the declared words of a string flag (nil if none).
func Words(f *pflag.Flag) []string { return f.Annotations[annOneOf] }
