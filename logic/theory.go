package logic

// Theory is a set of resolution rules that can be run to quiescence on a
// state (docs/ratings.md §4.1): BRT, W_k, B_k, gW_k, … . T&E(T, n) is generic
// over it. Close must leave the state at the theory's fixpoint (or stop at
// the first contradiction) and report the resulting status.
type Theory interface {
	Name() string
	Close(s *State) Status
}

// BRTTheory is the Basic Resolution Theory (singles) as a Theory.
var BRTTheory Theory = brtTheory{}

type brtTheory struct{}

func (brtTheory) Name() string          { return "BRT" }
func (brtTheory) Close(s *State) Status { return s.BRT() }
