// Package refdata locates the reference data set (published ratings, see
// its README) for commands, notebooks, tests and benchmarks. The data live
// outside the repository and are never copied into it; they are read at run
// time. Tests use the helpers of package reftest, which skip (or fail) a
// test when the data are missing; this package does not import testing, so
// the sudolab binary does not link it.
//
// The directory is $SUDOLAB_REFDATA if set, else <repo root>/../shared/data,
// where the repo root is the nearest ancestor holding this module's go.mod,
// searched from $GONB_DIR (the notebook's directory when run by GoNB, whose
// own working directory is a temporary module) and then from the working
// directory.
//
// Dir returns the directory or why it is missing; Locate says whether it
// exists; Choose applies a command's --data flag first.
package refdata
