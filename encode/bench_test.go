package encode

import (
	"sort"
	"testing"
	"time"
)

// validElims returns the BRT state of the hard puzzle and its candidates
// that are not in the solution (all valid eliminations needing search).
func validElims(b *testing.B) (State, []Cand) {
	s, sol := brtState(b, hard)
	var cs []Cand
	for _, c := range presentCands(s) {
		if sol[c.Cell] != c.Digit {
			cs = append(cs, c)
		}
	}
	return s, cs
}

// reportProofTimes runs prove b.N times over cands and reports median and
// mean per proof.
func reportProofTimes(b *testing.B, cands []Cand, prove func(Cand) Proof) {
	ds := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := cands[i%len(cands)]
		t0 := time.Now()
		if prove(c).Verdict != Valid {
			b.Fatalf("%+v not valid", c)
		}
		ds = append(ds, time.Since(t0))
	}
	b.StopTimer()
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	var sum time.Duration
	for _, d := range ds {
		sum += d
	}
	b.ReportMetric(float64(ds[len(ds)/2].Microseconds()), "µs-median")
	b.ReportMetric(float64(sum.Microseconds())/float64(len(ds)), "µs-mean")
}

// BenchmarkProveHot: one Prover per state, assumptions per query (chosen).
func BenchmarkProveHot(b *testing.B) {
	s, cs := validElims(b)
	p := NewProver(s)
	reportProofTimes(b, cs, p.Prove)
}

// BenchmarkProveFresh: encode with units + new solver per query.
func BenchmarkProveFresh(b *testing.B) {
	s, cs := validElims(b)
	reportProofTimes(b, cs, func(c Cand) Proof { return proveFresh(s, c) })
}

// BenchmarkProveAllState: ProveAll over all valid eliminations of a state,
// including the Prover construction.
func BenchmarkProveAllState(b *testing.B) {
	s, cs := validElims(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ProveAll(s, cs)
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*len(cs)), "µs/proof")
}

func BenchmarkProveCertified(b *testing.B) {
	s, cs := validElims(b)
	reportProofTimes(b, cs, func(c Cand) Proof { return ProveCertified(s, c) })
}

// BenchmarkUPClosure: Extended-UP closure of initial puzzle states, on the
// reference puzzles when present (reused propagator, as in probing loops).
func BenchmarkUPClosure(b *testing.B) {
	var states []State
	if rows := refCSVOpt(b, "cbg-000.csv"); rows != nil {
		for _, r := range rows[1:] {
			states = append(states, FromPuzzle(3, parse81(b, r[1])))
		}
	} else {
		states = []State{FromPuzzle(3, parse81(b, hard)), FromPuzzle(3, parse81(b, wiki))}
	}
	p := NewGridPropagator(3, Extended)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.Load(states[i%len(states)])
		p.State(3)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

// BenchmarkUPClosurePooled: the convenience API UPClosure.
func BenchmarkUPClosurePooled(b *testing.B) {
	s := FromPuzzle(3, parse81(b, hard))
	for i := 0; i < b.N; i++ {
		UPClosure(s, Extended)
	}
}

// BenchmarkProbe: one assert/propagate/undo step on a BRT state.
func BenchmarkProbe(b *testing.B) {
	s, cs := validElims(b)
	p := NewGridPropagator(3, Extended)
	p.Load(s)
	m := p.Snapshot()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := cs[i%len(cs)]
		p.Assign(Var(9, c.Cell, c.Digit))
		p.Restore(m)
	}
}
