//go:build !unix

package outfile

import "os"

// lock is a no-op where flock does not exist: one writer per output is
// then the user's care.
func lock(*os.File) error { return nil }
