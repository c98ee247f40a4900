package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
)

// version is the release of sudolab; the build's VCS revision is added when known.
const version = "0.1.0"

func init() {
	// sudolab --version prints the same text as sudolab version.
	bi, ok := debug.ReadBuildInfo()
	rootCmd.Version = versionText(bi, ok)
	rootCmd.SetVersionTemplate("{{.Version}}")
	rootCmd.AddCommand(&cobra.Command{
		Use:   "version",
		Short: "Print sudolab's version, module version and VCS revision (also: sudolab --version)",
		Long: `version (or sudolab --version) prints the release, the module version, the VCS revision the binary
was built from with its commit time and whether the work tree had
uncommitted changes (dirty), and the Go toolchain.

The revision is stamped by 'go build' in a git checkout. It is not by
'go run', nor with -buildvcs=false (which GOFLAGS may set), nor in a git
worktree (the go command looks for a .git directory): there version says
"revision: unknown".

Exit status: 0 on success, 2 if the output cannot be written.`,
		Args: cobra.NoArgs,
		Run: func(cmd *cobra.Command, _ []string) {
			bi, ok := debug.ReadBuildInfo()
			fmt.Fprint(cmd.OutOrStdout(), versionText(bi, ok))
		},
	})
}

// versionText formats the build information (ok false: none available).
func versionText(bi *debug.BuildInfo, ok bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "sudolab %s\n", version)
	if !ok || bi == nil {
		b.WriteString("module:   unknown (no build information)\nrevision: unknown\n")
	} else {
		fmt.Fprintf(&b, "module:   %s %s\n", bi.Main.Path, bi.Main.Version)
		set := map[string]string{}
		for _, s := range bi.Settings {
			set[s.Key] = s.Value
		}
		if rev := set["vcs.revision"]; rev != "" {
			fmt.Fprintf(&b, "revision: %s", rev)
			if t := set["vcs.time"]; t != "" {
				fmt.Fprintf(&b, " (%s)", t)
			}
			dirty := "no"
			if set["vcs.modified"] == "true" {
				dirty = "yes (uncommitted changes)"
			}
			fmt.Fprintf(&b, "\ndirty:    %s\n", dirty)
		} else {
			b.WriteString("revision: unknown (not stamped: go run, -buildvcs=false or a git worktree; use go build -buildvcs=true in a checkout)\n")
		}
	}
	fmt.Fprintf(&b, "go:       %s %s/%s\n", runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return b.String()
}
