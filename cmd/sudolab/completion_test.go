package main

import (
	"slices"
	"strings"
	"testing"
)

// complete asks the completion the shells ask (cobra's __complete command)
// and returns the values offered.
func complete(t *testing.T, args ...string) []string {
	t.Helper()
	out, err := run(t, "", append([]string{"__complete"}, args...)...)
	if err != nil {
		t.Fatal(err)
	}
	var vals []string
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		if !strings.HasPrefix(l, ":") { // the last line is the directive
			vals = append(vals, strings.SplitN(l, "\t", 2)[0])
		}
	}
	return vals
}

func TestFlagValueCompletion(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"path", "--rules", ""}, []string{"W", "B", "gW", "gB", "BC", "ZC", "TW", "S+W", "S+gW", "SFin+W", "GL", "Trid-OR5W", "SER", "SER-noU"}},
		{[]string{"draw", "--rules", ""}, []string{"W", "GL"}},
		{[]string{"generate", "--method", ""}, []string{"grid", "grid-weighted", "topdown", "bottomup", "cb"}},
		{[]string{"generate", "--format", ""}, []string{"text", "csv"}},
		{[]string{"rate", "--format", ""}, []string{"csv", "jsonl"}},
		{[]string{"stats", "--format", ""}, []string{"text", "md", "csv"}},
		{[]string{"plot", "--kind", ""}, []string{"hist", "heatmap", "scatter", "byclues"}},
		{[]string{"rate", "--ratings", ""}, []string{"W", "B", "gW", "gB", "TE"}},
		{[]string{"rate", "--ratings", "W,B,"}, []string{"W,B,gW", "W,B,gB"}},
		{[]string{"soundness", "--rule", ""}, []string{"all", "subsets"}},
	} {
		got := complete(t, c.args...)
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%q: %q not offered (got %q)", c.args, w, got)
			}
		}
	}
	// A list does not offer again what it already has.
	for _, v := range complete(t, "rate", "--ratings", "W,B,") {
		if v == "W,B,W" || v == "W,B,B" || !strings.HasPrefix(v, "W,B,") {
			t.Errorf("--ratings W,B,: offers %q", v)
		}
	}
	// Every rating offered is accepted by rate.
	for _, v := range complete(t, "rate", "--ratings", "") {
		if _, err := run(t, "", "rate", "--ratings", v, "--summary", "no", easy); err != nil && strings.Contains(err.Error(), "unknown rating") {
			t.Errorf("--ratings %s offered but refused: %v", v, err)
		}
	}
}
