// Package reftest gives tests and benchmarks the reference data located by
// package refdata: a missing directory or file skips the test, or fails it
// when SUDOLAB_REQUIRE_REFDATA=1 (for CI). Long says whether the full
// (slow) checks were asked for, Parallel runs checks on every core. Only
// tests import this package.
package reftest
