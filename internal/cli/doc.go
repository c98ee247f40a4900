// Package cli holds the conventions every sudolab command shares, so that
// the commands themselves stay thin:
//
//   - the exit status: 0 when everything went fine, 1 when some inputs were
//     invalid or some results failed (a malformed line, an invalid puzzle,
//     a failed rating, an invalid elimination, missing records…), 2 on a
//     usage or I/O error (bad flag, unreadable input, unwritable output);
//     130 when SIGINT stopped a run whose output stays valid for --resume;
//   - a checked output writer, whose first write error is kept and makes the
//     command fail with status 2 even when the code that wrote ignored it;
//   - range checks of flag values, declared next to the flag and run before
//     any command starts;
//   - the loop of the commands that read many puzzles (EachInput): count
//     them, report the invalid ones, go on.
package cli
