package outfile

import (
	"slices"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// Flag declares -o/--out FILE on cmd: the file the command writes, one
// spelling for every command. The command's older spellings (aliases,
// e.g. "output", "values") are still accepted but not shown in --help.
func Flag(cmd *cobra.Command, p *string, usage string, aliases ...string) {
	fs := cmd.Flags()
	fs.StringVarP(p, "out", "o", "", usage)
	if len(aliases) == 0 {
		return
	}
	prev := fs.GetNormalizeFunc()
	fs.SetNormalizeFunc(func(f *pflag.FlagSet, name string) pflag.NormalizedName {
		if slices.Contains(aliases, name) {
			name = "out"
		}
		return prev(f, name)
	})
}
