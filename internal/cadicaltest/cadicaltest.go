// Package cadicaltest gives tests the cadical program (Debian's cadical
// package, which .ci/run installs): a test that needs it is skipped when it
// is missing, except under CI=true or SUDOLAB_REQUIRE_REFDATA=1 (set by
// .ci/run), where it fails.
package cadicaltest

import (
	"os"
	"os/exec"
	"testing"
)

// Require returns the path of cadical or stops the test (see the package
// comment).
func Require(t testing.TB) string {
	t.Helper()
	p, err := exec.LookPath("cadical")
	if err == nil {
		return p
	}
	msg := "cadical not found (apt-get install cadical)"
	if os.Getenv("CI") == "true" || os.Getenv("SUDOLAB_REQUIRE_REFDATA") == "1" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}
