// Package outfile writes the files sudolab's commands produce, so that no
// command can destroy its input, leave a half-written file behind, or
// share its output with another run:
//
//   - an output that is also an input (the same path, a symbolic or hard
//     link to it, or the file standard input is redirected from: device
//     and inode are compared) is refused before anything is written;
//   - only a regular file is written over: a symbolic link, a device, a
//     FIFO, a socket or a directory at the output's path is refused;
//   - Create writes to a temporary file in the output's directory and
//     renames it onto the output at Commit, so an error, a full disk or a
//     killed run leaves the earlier file (or none), never a truncated one;
//   - Append is for resumable outputs (rate --resume, soundness --resume):
//     records are appended in place, each by one write; a failed write is
//     cut off again, so the file ends on a complete record, and Commit
//     syncs it to disk. A reader resuming the file keeps only its complete
//     lines (internal/resumefile);
//   - one writer per output: both hold an exclusive lock (flock) on the
//     output while they run, and a second run on the same output is
//     refused at once;
//   - the first write error is kept: every later write fails with it, so a
//     command stops at the first error (Err) instead of computing
//     everything for nothing.
//
// Flag is the -o/--out flag every command that writes a file declares.
package outfile
