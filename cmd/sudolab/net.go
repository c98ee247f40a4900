package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/verify"
)

func init() {
	var brt bool
	cmd := &cobra.Command{
		Use:   "net FILE.json PUZZLE|STATE",
		Short: "Verify a given nrczt-net (not a search)",
		Long: `net checks the nrczt-net described in FILE.json against the definition of
docs/nets.md §8.2 in the state (a puzzle is first closed under BRT) and
prints "valid: …" or "invalid: <reason>" (exit status 1). JSON:

  {"target": "r1c1#1",
   "cells": [
     {"name": "C1", "set": "r1c5", "llc": "r1c5#1", "rlc": ["r1c5#2", "r1c5#4"], "next": ["C2", "C4"]},
     {"name": "C3", "set": "r5c1", "llc": "r5c1#3", "rlc": ["r5c1#1"]}, …]}

set: one 2D-cell (r5c1, r5#3, c5#3, b2#3, r5n3); candidates r5c1#3 or n3r5c1.
next[i]: the cell whose llc rlc[i] is linked to; no next = sink (its rlcs
must be linked to the target; "rlc": [] makes a contradiction sink).

Exit status: 0 if the net is valid, 1 if it is invalid, 2 on a usage or
I/O error.`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			data, err := os.ReadFile(args[0])
			if err != nil {
				return err
			}
			n, err := verify.ParseNet(data)
			if err != nil {
				return err
			}
			s, err := glState(cmd.OutOrStdout(), args[1], brt)
			if err != nil {
				return err
			}
			v := verify.VerifyNet(s, n)
			if !v.Valid {
				fmt.Fprintf(cmd.OutOrStdout(), "invalid: %s\n", v.Reason)
				return cli.Partial("invalid net")
			}
			fmt.Fprintf(cmd.OutOrStdout(), "valid: %s\n", v.Reason)
			return nil
		},
	}
	cmd.Flags().BoolVar(&brt, "brt", false, "close a pencil-mark state under BRT first")
	rootCmd.AddCommand(cmd)
}
