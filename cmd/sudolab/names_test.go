package main

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/experiments/rating"
	"github.com/sudolab/sudolab/internal/names"
	"github.com/sudolab/sudolab/logic"
)

// TestNamesDocumented: the lists of docs/ratings.md §4.10 are the
// registered ones, in order (internal/names).
func TestNamesDocumented(t *testing.T) {
	doc, err := os.ReadFile("../../docs/ratings.md")
	if err != nil {
		t.Fatal(err)
	}
	for key, l := range map[string]names.List{"families": names.Families, "ratings": names.Ratings, "soundness": names.SoundnessRules} {
		m := regexp.MustCompile("(?s)<!-- names: " + key + " -->\n```text\n(.*?)```\n<!-- end -->").FindSubmatch(doc)
		if m == nil {
			t.Errorf("docs/ratings.md: no list of %s", key)
			continue
		}
		if got, want := string(m[1]), names.Help(l); got != want {
			t.Errorf("docs/ratings.md §4.10 lists the %s as\n%s\nregistered:\n%s", key, got, want)
		}
	}
}

// TestNamesEverywhere: every registered name is in its flag's help text and
// completion, and is accepted: a family by path's --rules check (and, but
// SER, by logic.FamilyNamed), a rating by rating.Lookup, a soundness rule
// by soundness; an unknown name's error lists every name.
func TestNamesEverywhere(t *testing.T) {
	help := func(cmdName string) string {
		out, err := run(t, "", cmdName, "--help")
		if err != nil {
			t.Fatalf("%s --help: %v", cmdName, err)
		}
		return out
	}
	complete := func(f cobra.CompletionFunc) []string {
		out, _ := f(nil, nil, "")
		return out
	}
	pathHelp, rateHelp, soundHelp := help("path"), help("rate"), help("soundness")
	for _, n := range names.Names(names.Families) {
		if !strings.Contains(pathHelp, n) {
			t.Errorf("path --help lacks the family %s", n)
		}
		if !contains(complete(completeRules), n) {
			t.Errorf("--rules completion lacks %s", n)
		}
		if !strings.HasPrefix(n, "SER") {
			if _, err := logic.FamilyNamed(n); err != nil {
				t.Errorf("family %s: %v", n, err)
			}
		}
	}
	for _, n := range names.Names(names.Ratings) {
		if !strings.Contains(rateHelp, n) {
			t.Errorf("rate --help lacks the rating %s", n)
		}
		if _, err := rating.Lookup(n); err != nil {
			t.Errorf("rating %s: %v", n, err)
		}
	}
	if got := strings.Join(complete(completeRatings), ","); got != strings.Join(names.Names(names.Ratings), ",") {
		t.Errorf("--ratings completion %s", got)
	}
	for _, n := range names.Names(names.SoundnessRules) {
		if !strings.Contains(soundHelp, n) {
			t.Errorf("soundness --help lacks the rule %s", n)
		}
	}
	for _, c := range []struct {
		args []string
		l    names.List
	}{
		{[]string{"path", "--rules", "nope", easy}, names.Families},
		{[]string{"rate", "--ratings", "nope", easy}, names.Ratings},
		{[]string{"soundness", "--rule", "nope", "--states", "1"}, names.SoundnessRules},
	} {
		_, err := run(t, "", c.args...)
		if err == nil || !strings.Contains(err.Error(), strings.Join(names.Names(c.l), ", ")) {
			t.Errorf("%v: %v, want an error listing every name", c.args, err)
		}
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
