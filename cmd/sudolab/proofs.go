package main

import (
	"bufio"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/drat"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/proofs"
)

// proofFlags are --proofs and --solver (path, rate, prove, audit).
type proofFlags struct{ dir, solver string }

const proofsHelp = `--proofs DIR writes, for each claim proven (elimination or assertion),
DIR/<k>.cnf (DIMACS: the state before the step plus the claim's negation),
DIR/<k>.drat (a textual DRAT proof that it is unsatisfiable) and a line of
DIR/index.tsv (k, step, rule, claim); every proof is checked by sudolab's
DRAT checker as it is written, and "sudolab drat DIR" or drat-trim re-check
them. --solver gophersat|cadical|both proves every claim once more on
sudolab's second encoding (package candcnf) with gophersat, CaDiCaL (the
cadical program) or both, which must agree (docs/sat.md §10.8-10.9).`

func addProofFlags(cmd *cobra.Command) *proofFlags {
	p := &proofFlags{}
	f := cmd.Flags()
	f.StringVar(&p.dir, "proofs", "", "write a DIMACS file and a checked DRAT proof of every claim proven to DIR (must be empty or new)")
	f.StringVar(&p.solver, "solver", "", "also prove every claim on the second encoding with gophersat, cadical or both (which must agree)")
	cli.OneOf(f, "solver", append([]string{""}, proofs.SolverNames...)...)
	completeFlag(cmd, "solver", completeWords(proofs.SolverNames...))
	return p
}

// set reports whether --proofs or --solver was given.
func (p *proofFlags) set() bool { return p.dir != "" || p.solver != "" }

// config turns the flags into a Recorder's configuration; needVerify
// names the flag they need ("--verify"), "" when none.
func (p *proofFlags) config(verifyOn bool, needs string) (proofs.Config, error) {
	cfg := proofs.Config{Dir: p.dir}
	if p.set() && !verifyOn && needs != "" {
		return cfg, cli.Usage("--proofs and --solver need %s", needs)
	}
	if p.solver != "" {
		s, err := proofs.ParseSolver(p.solver)
		if err != nil {
			return cfg, cli.Usage("--solver: %v", err)
		}
		cfg.Solver = s
	}
	return cfg, nil
}

// recorder opens the Recorder of a run; nil when neither flag is set.
func (p *proofFlags) recorder(verifyOn bool, needs string) (*proofs.Recorder, error) {
	cfg, err := p.config(verifyOn, needs)
	if err != nil || !p.set() {
		return nil, err
	}
	rec, err := proofs.New(cfg)
	if err != nil {
		return nil, cli.Usage("--proofs: %v", err)
	}
	return rec, nil
}

// proofSummary is the line printed on stderr after a run with a Recorder.
func proofSummary(p *proofFlags, st proofs.Stats) string {
	var parts []string
	if p.solver != "" {
		parts = append(parts, fmt.Sprintf("%d claims proven again by --solver %s on the second encoding", st.Claims, p.solver))
	}
	if p.dir != "" {
		parts = append(parts, fmt.Sprintf("%d DRAT proofs of %d claims in %s, each accepted by sudolab's DRAT checker", st.Proofs, st.Claims, p.dir))
	}
	return "proofs: " + strings.Join(parts, "; ")
}

func init() {
	cmd := &cobra.Command{
		Use:   "drat DIR... | drat FILE.cnf FILE.drat",
		Short: "Check DRAT proofs of unsatisfiability (proof directories of --proofs)",
		Long: `drat checks DRAT proofs with sudolab's own DRAT checker (package drat,
docs/sat.md §10.8): each lemma must be RUP or RAT on its first literal,
deletions must name clauses of the database, and the proof must add the
empty clause.

With a CNF file and a textual DRAT proof it checks that proof. With
directories written by --proofs it checks, in each directory holding an
index.tsv (subdirectories included), every claim the index lists: <k>.cnf
against <k>.drat and any <k>.<solver>.drat; a missing file, a file no line
of the index names, or a rejected proof is a failure.

Exit status: 0 if every proof is accepted, 1 if some is rejected or
missing, 2 on a usage or I/O error.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			if len(args) == 2 && strings.HasSuffix(args[0], ".cnf") {
				if st, err := os.Stat(args[0]); err == nil && !st.IsDir() {
					res, err := drat.CheckFiles(args[0], args[1])
					if err != nil {
						return cli.Partial("%s: %v", args[1], err)
					}
					fmt.Fprintf(out, "accepted %s: %d lemmas (%d RAT), %d deletions\n", args[1], res.Lemmas, res.RAT, res.Deletions)
					return nil
				}
			}
			var dirs []string
			for _, a := range args {
				found, err := indexDirs(a)
				if err != nil {
					return err
				}
				if len(found) == 0 {
					return cli.Usage("%s: no index.tsv in it or below", a)
				}
				dirs = append(dirs, found...)
			}
			proofsN, bad := 0, 0
			for _, d := range dirs {
				n, failures, err := checkProofDir(d)
				if err != nil {
					return err
				}
				proofsN += n
				for _, f := range failures {
					fmt.Fprintln(out, f)
				}
				bad += len(failures)
			}
			fmt.Fprintf(out, "%s checked in %s: %d accepted, %d failures\n", cli.Count(proofsN+bad, "proof", "proofs"), cli.Count(len(dirs), "directory", "directories"), proofsN, bad)
			if bad > 0 {
				return cli.Partial("%d proofs rejected or missing", bad)
			}
			return nil
		},
	}
	rootCmd.AddCommand(cmd)
}

// solverProofNames are the names of the extra proofs of claim k
// (<k>.<solver>.drat, written by --solver both).
func solverProofNames(k string) []string {
	var names []string
	for _, s := range proofs.SolverNames {
		names = append(names, k+"."+s+".drat")
	}
	return names
}

// indexDirs lists the directories at or below root that hold an index.tsv.
func indexDirs(root string) ([]string, error) {
	var dirs []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && d.Name() == "index.tsv" {
			dirs = append(dirs, filepath.Dir(path))
		}
		return nil
	})
	return dirs, err
}

// checkProofDir checks every proof of one --proofs directory: the proofs
// accepted, and one message per failure.
func checkProofDir(dir string) (accepted int, failures []string, err error) {
	f, err := os.Open(filepath.Join(dir, "index.tsv"))
	if err != nil {
		return 0, nil, err
	}
	defer f.Close()
	listed := map[string]bool{"index.tsv": true}
	r := bufio.NewReader(f)
	for line := 1; ; line++ {
		text, err := r.ReadString('\n')
		if err == io.EOF && text == "" {
			break
		}
		if err != nil && err != io.EOF {
			return 0, nil, err
		}
		if len(text) > 4096 {
			failures = append(failures, fmt.Sprintf("%s/index.tsv line %d: too long", dir, line))
			continue
		}
		fields := strings.Split(strings.TrimRight(text, "\r\n"), "\t")
		if line == 1 && fields[0] == "k" {
			continue
		}
		k, kerr := strconv.Atoi(fields[0])
		if kerr != nil || k < 1 || len(fields) != 4 {
			failures = append(failures, fmt.Sprintf("%s/index.tsv line %d: not \"k step rule claim\"", dir, line))
			continue
		}
		ks := strconv.Itoa(k)
		listed[ks+".cnf"] = true
		var proofsOf []string
		for _, name := range append([]string{ks + ".drat"}, solverProofNames(ks)...) {
			if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
				proofsOf = append(proofsOf, name)
			}
		}
		if len(proofsOf) == 0 {
			failures = append(failures, fmt.Sprintf("%s: claim %s (%q): no %s.drat", dir, ks, fields[3], ks))
		}
		for _, name := range proofsOf {
			listed[name] = true
			if _, err := drat.CheckFiles(filepath.Join(dir, ks+".cnf"), filepath.Join(dir, name)); err != nil {
				failures = append(failures, fmt.Sprintf("%s: claim %s (%q): %v", filepath.Join(dir, name), ks, fields[3], err))
				continue
			}
			accepted++
		}
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		return 0, nil, err
	}
	for _, e := range ents {
		if !e.IsDir() && !listed[e.Name()] {
			failures = append(failures, fmt.Sprintf("%s: %s is not listed in index.tsv", dir, e.Name()))
		}
	}
	return accepted, failures, nil
}
