package main

import (
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/experiments/rating"
	"github.com/sudolab/sudolab/internal/names"
)

// Shell completion of flag values (cobra's generated bash, zsh, fish and
// PowerShell scripts ask the binary through its __complete command). Each
// command registers its flags with completeFlag next to their definition.

// completeWords completes a flag from a fixed list of values.
func completeWords(words ...string) cobra.CompletionFunc {
	return func(_ *cobra.Command, _ []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
		return words, cobra.ShellCompDirectiveNoFileComp
	}
}

// completeList completes one element of a comma-separated list: the words
// are offered after what is already typed up to the last comma, without
// the ones already listed.
func completeList(words func() []string) cobra.CompletionFunc {
	return func(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		prefix, done := "", map[string]bool{}
		if i := strings.LastIndex(toComplete, ","); i >= 0 {
			prefix = toComplete[:i+1]
			for _, w := range strings.Split(toComplete[:i], ",") {
				done[w] = true
			}
		}
		var out []cobra.Completion
		for _, w := range words() {
			if !done[w] {
				out = append(out, prefix+w)
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
	}
}

// The completions of the flags that take names.
var (
	completeRules    = completeWords(names.Names(names.Families)...)
	completeRatings  = completeList(rating.Names)
	completeSoundess = completeList(func() []string { return append([]string{"all"}, names.Names(names.SoundnessRules)...) })
)

// completeFlag registers the completion of a flag of cmd; a flag that does
// not exist is a programming error.
func completeFlag(cmd *cobra.Command, flag string, f cobra.CompletionFunc) {
	if err := cmd.RegisterFlagCompletionFunc(flag, f); err != nil {
		panic(err)
	}
}
