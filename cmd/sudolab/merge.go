package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/experiments/rating"
	"github.com/sudolab/sudolab/internal/cli"
)

func init() {
	var total int
	cmd := &cobra.Command{
		Use:   "merge OUT PART...",
		Short: "Join the outputs of a sharded rate run back into input order",
		Long: `merge reads the outputs of "sudolab rate --shard i/N" (CSV with the
n,puzzle,…,error header, or JSON lines) and writes OUT with every record once,
sorted by n, each copied byte for byte: the result equals the unsharded run's
output. It reports record numbers that are missing (from 1 to the largest n,
or to --total) or present more than once (the first copy is kept).

Exit status: 0 if every record is there exactly once, 1 if some are
missing or duplicated, 2 on a usage or I/O error.`,
		Args: cobra.MinimumNArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := os.Create(args[0])
			if err != nil {
				return err
			}
			rep, err := rating.Merge(f, args[1:], total)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				return err
			}
			fmt.Fprintf(os.Stderr, "merge: %d records (%s) from %d parts into %s\n", rep.Records, rep.Format, len(args)-1, args[0])
			if rep.OK() {
				return nil
			}
			fmt.Fprintf(os.Stderr, "merge: %d missing%s\n", len(rep.Missing), sample(rep.Missing))
			fmt.Fprintf(os.Stderr, "merge: %d duplicated%s, %d of them with differing copies%s\n",
				len(rep.Duplicates), sample(rep.Duplicates), len(rep.Conflicts), sample(rep.Conflicts))
			return cli.Partial("merge: the parts do not hold every record exactly once")
		},
	}
	cmd.Flags().IntVar(&total, "total", 0, "expected number of records (also detects missing records after the last one)")
	cli.Min(cmd.Flags(), "total", 0)
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
