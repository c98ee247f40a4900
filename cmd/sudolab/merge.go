package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/experiments/rating"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/internal/outfile"
)

func init() {
	var total int
	var force bool
	var outPath string
	cmd := &cobra.Command{
		Use:   "merge OUT PART... | merge -o OUT PART...",
		Short: "Join the outputs of a sharded rate run back into input order",
		Long: `merge reads the outputs of "sudolab rate --shard i/N" (CSV with the
n,puzzle,…,error header, or JSON lines) and writes OUT with every record once,
sorted by n, each copied byte for byte: the result equals the unsharded run's
output. It reports record numbers that are missing (from 1 to the largest n,
or to --total) or present more than once (the first copy is kept).

The parts of one run are checked against each other with the run
information rate writes beside each output (PART.run: the settings, the
input's size and SHA-256, the shard, whether the run ended): parts rated
with other settings, from another input or with other shard counts are
refused; a shard that no part holds, or a run that did not end, is
reported, and the number of input records comes from the runs, so that
records missing at the end are found without --total.

OUT is the first argument, or given with -o/--out (then every argument is
a part). OUT must not be one of the parts (under any name: links are
followed), nor (without --force) an existing file: "merge s0.csv s1.csv"
(OUT forgotten) is refused rather than overwrite s0.csv; --force replaces
only a regular file (never a device, a FIFO or a symbolic link). OUT is
written through a temporary file renamed at the end, so an error leaves no
partial OUT. A record that does not parse, has the wrong number of fields, or is cut (the last line of
a part killed while writing) is an error naming the file and line: run that
shard again with --resume, which drops the cut line and completes it.

Exit status: 0 if every record is there exactly once, 1 if some are
missing or duplicated, 2 on a usage or I/O error (a refused OUT included).`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			parts := args
			if outPath == "" {
				if len(args) < 2 {
					return cli.Usage("merge: give OUT and at least one PART (or -o OUT PART...)")
				}
				outPath, parts = args[0], args[1:]
			}
			rep, err := rating.MergeFile(outPath, parts, total, force)
			if err != nil {
				return err
			}
			fmt.Fprintf(os.Stderr, "merge: %d records (%s) from %d parts into %s\n", rep.Records, rep.Format, len(parts), outPath)
			for _, n := range rep.Notes {
				fmt.Fprintf(os.Stderr, "merge: %s\n", n)
			}
			if rep.OK() {
				return nil
			}
			fmt.Fprintf(os.Stderr, "merge: %d missing%s\n", len(rep.Missing), sample(rep.Missing))
			fmt.Fprintf(os.Stderr, "merge: %d duplicated%s, %d of them with differing copies%s\n",
				len(rep.Duplicates), sample(rep.Duplicates), len(rep.Conflicts), sample(rep.Conflicts))
			return cli.Partial("merge: the parts do not hold every record exactly once")
		},
	}
	outfile.Flag(cmd, &outPath, "the merged file to write (default: the first argument)")
	cmd.Flags().IntVar(&total, "total", 0, "expected number of records (also detects missing records after the last one)")
	cmd.Flags().BoolVar(&force, "force", false, "replace OUT if it exists (never when it is also a part)")
	cli.Range(cmd.Flags(), "total", 0, 1e9)
	rootCmd.AddCommand(cmd)
}

// sample lists the first few numbers of a report line.
func sample(ns []int) string {
	if len(ns) == 0 {
		return ""
	}
	if len(ns) > 20 {
		return fmt.Sprintf(": n = %v …", ns[:20])
	}
	return fmt.Sprintf(": n = %v", ns)
}
