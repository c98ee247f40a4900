// Command sudolab is the command-line front end of the sudolab toolkit:
// solve, expand (BRT), prove eliminations, rate collections, print paths.
// It is deliberately thin: every command parses and validates its flags,
// then calls a package (puzzle for inputs, logic and logic/gl for the
// engine, verify for checks and proofs, encode for SAT, experiments/* for
// collection runs, statistics and generators); the only code of its own
// formats what those return. Each command is one file (rate.go, path.go,
// …) registering itself on rootCmd.
package main
