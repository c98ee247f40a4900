package proofs_test

import (
	"context"
	"fmt"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/sudolab/sudolab/encode"
	"github.com/sudolab/sudolab/internal/cadicaltest"
	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/ser"
	"github.com/sudolab/sudolab/proofs"
	"github.com/sudolab/sudolab/puzzle"
	"github.com/sudolab/sudolab/verify"
)

// benchStep is one step of a real path: the state before it and its claims.
type benchStep struct {
	rule   string
	values []int
	cands  []uint32
	claims []proofs.Claim
}

// benchSteps collects the steps of verified paths: W and SER on the first
// 3 cbg-000 puzzles rated W ≥ 2, Trid-OR5W on the first 3 of
// mith-TE3-sample1000.csv.
func benchSteps(b *testing.B) (steps []benchStep, claims int) {
	header, rows := reftest.ReadCSV(b, "cbg-000.csv")
	pc, wc := reftest.Column(b, header, "puzzle"), reftest.Column(b, header, "W")
	var cbg, trid []*puzzle.Grid
	for _, r := range rows {
		if r[wc] >= "2" && len(r[wc]) == 1 && len(cbg) < 3 {
			g, err := puzzle.ParseLine(r[pc])
			if err != nil {
				b.Fatal(err)
			}
			cbg = append(cbg, g)
		}
	}
	header, rows = reftest.ReadCSV(b, "te-depth/mith-TE3-sample1000.csv")
	pc = reftest.Column(b, header, "puzzle")
	for _, r := range rows[:3] {
		g, err := puzzle.ParseLine(r[pc])
		if err != nil {
			b.Fatal(err)
		}
		trid = append(trid, g)
	}
	onStep := func(before *logic.State, st *logic.Step) error {
		s := verify.ToSAT(before)
		steps = append(steps, benchStep{st.RuleName(), s.Values, s.Cands, verify.StepClaims(before.G, st)})
		return nil
	}
	for _, f := range []struct {
		name string
		pgs  []*puzzle.Grid
	}{{"W", cbg}, {"Trid-OR5W", trid}} {
		fam, err := logic.FamilyNamed(f.name)
		if err != nil {
			b.Fatal(err)
		}
		for _, pg := range f.pgs {
			if _, err := logic.ResolvePath(pg, fam, 0, onStep); err != nil {
				b.Fatal(err)
			}
		}
	}
	for _, pg := range cbg {
		opt := ser.Options{Uniqueness: true, OnStep: func(before *ser.Grid, h *ser.Hint) error {
			cells, digits := h.Removed(before)
			st := benchStep{rule: h.Name, values: before.Values(), cands: before.Cands()}
			for i := range cells {
				st.claims = append(st.claims, proofs.Claim{Cell: cells[i], Digit: digits[i]})
			}
			steps = append(steps, st)
			return nil
		}}
		if _, _, err := ser.Path(context.Background(), pg, opt); err != nil {
			b.Fatal(err)
		}
	}
	for _, s := range steps {
		claims += len(s.claims)
	}
	return steps, claims
}

// cpuTime is the user+system time of this process and its waited-for
// children so far.
func cpuTime() time.Duration {
	var self, kids syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &self)
	syscall.Getrusage(syscall.RUSAGE_CHILDREN, &kids)
	tv := func(t syscall.Timeval) time.Duration { return time.Duration(t.Nano()) }
	return tv(self.Utime) + tv(self.Stime) + tv(kids.Utime) + tv(kids.Stime)
}

// BenchmarkClaims is the cost per claim of each way of proving the claims
// of real paths (W, SER, Trid-OR5W): "first" is --verify's own prover
// (encode.Prover: one hot gophersat solver, assumptions, no proof), then
// the Recorder of each --solver, without and with proof files (written and
// checked by package drat). Metrics: CPU µs per claim (cadical's included),
// and for proof files the wall time spent checking them per claim.
func BenchmarkClaims(b *testing.B) {
	cadicaltest.Require(b)
	steps, claims := benchSteps(b)
	b.Logf("%d steps, %d claims", len(steps), claims)
	// The machine is shared and loaded: report CPU time (this process and
	// its cadical children), not wall time.
	per := func(b *testing.B, start time.Duration) {
		b.ReportMetric(float64((cpuTime()-start).Microseconds())/float64(b.N*claims), "cpu-µs/claim")
		b.ReportMetric(0, "ns/op")
	}
	b.Run("first", func(b *testing.B) {
		start := cpuTime()
		for range b.N {
			for _, s := range steps {
				var elims, asserts []proofs.Claim
				for _, c := range s.claims {
					if c.Assert {
						asserts = append(asserts, c)
					} else {
						elims = append(elims, c)
					}
				}
				p := encode.NewProver(encode.FromCands(3, s.values, s.cands))
				for _, c := range elims {
					if p.Prove(encode.Cand{Cell: c.Cell, Digit: c.Digit}).Verdict != encode.Valid {
						b.Fatal("invalid claim")
					}
				}
				for range asserts { // not proven by --verify's first prover
				}
			}
		}
		per(b, start)
	})
	for _, solver := range []proofs.Solver{proofs.Default, proofs.Gophersat, proofs.Cadical, proofs.Both} {
		for _, files := range []bool{false, true} {
			if solver == proofs.Default && !files {
				continue // that is "first"
			}
			name := fmt.Sprintf("%v/files=%v", solver, files)
			b.Run(name, func(b *testing.B) {
				root := b.TempDir()
				var check time.Duration
				start := cpuTime()
				for i := range b.N {
					cfg := proofs.Config{Solver: solver}
					if files {
						cfg.Dir = filepath.Join(root, fmt.Sprint(i))
					}
					rec, err := proofs.New(cfg)
					if err != nil {
						b.Fatal(err)
					}
					for _, s := range steps {
						out, err := rec.Step(s.rule, 3, s.values, s.cands, s.claims)
						if err != nil {
							b.Fatal(err)
						}
						for _, o := range out {
							if !o.Valid {
								b.Fatalf("claim %s refuted", o.Claim.Text(3))
							}
						}
					}
					if err := rec.Close(); err != nil {
						b.Fatal(err)
					}
					check += rec.Stats().Check
				}
				per(b, start)
				if files {
					b.ReportMetric(float64(check.Microseconds())/float64(b.N*claims), "check-wall-µs/claim")
				}
			})
		}
	}
}
