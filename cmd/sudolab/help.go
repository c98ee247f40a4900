package main

import (
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// helpWidth is the width help texts are wrapped to.
const helpWidth = 80

// Help texts are wrapped to helpWidth columns when shown: the lines of a
// command's long description that are not indented (examples are), and
// the flags' descriptions (pflag's FlagUsagesWrapped).
func init() {
	cobra.AddTemplateFunc("flagUsagesWrapped", func(fs *pflag.FlagSet) string { return fs.FlagUsagesWrapped(helpWidth) })
	t := rootCmd.UsageTemplate()
	t = strings.ReplaceAll(t, ".LocalFlags.FlagUsages", "flagUsagesWrapped .LocalFlags")
	t = strings.ReplaceAll(t, ".InheritedFlags.FlagUsages", "flagUsagesWrapped .InheritedFlags")
	rootCmd.SetUsageTemplate(t)
	show := rootCmd.HelpFunc() // cobra's own
	rootCmd.SetHelpFunc(func(c *cobra.Command, args []string) {
		c.Long = wrapText(c.Long, helpWidth)
		show(c, args)
	})
}

// wrapText wraps every line of text longer than width that does not start
// with a space (indented lines are examples, kept as they are).
func wrapText(text string, width int) string {
	lines := strings.Split(text, "\n")
	var out []string
	for _, l := range lines {
		if utf8.RuneCountInString(l) <= width || strings.HasPrefix(l, " ") {
			out = append(out, l)
			continue
		}
		out = append(out, wrapWords(l, width)...)
	}
	return strings.Join(out, "\n")
}

// wrapWords cuts text into lines of at most width characters (a longer
// word gets a line of its own).
func wrapWords(text string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		switch {
		case line == "":
			line = w
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(w) <= width:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
	}
	return append(lines, line)
}
