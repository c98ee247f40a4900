package logic

import "sync/atomic"

// Braids first (speed only; it never changes a result).
//
// In a family with whips and braids but no g-whips (B), level k asks for
// the first whip[k] (targets in order), and only when there is none for
// the first braid[k]. Every whip is a braid, so a target without a
// braid[k] has no whip[k] either. So the whip pass of level k may search
// a target's braids first: when there is none, the failure is recorded
// (chain_known.go) for both kinds and the whip search skips the target;
// when there is one, the whip search runs as before. After the first
// target with a braid the pass searches only whips. The braid pass, if
// there is no whip[k], runs unchanged: the targets whose braid search
// failed are skipped by what is known, so it finds the same first braid.
//
// It pays when the braid search is no dearer than the whip search it may
// save: on the levels searched in vain, below the one where the next step
// is found (most often the level of the last step), and when the braid
// search is restricted by what is known (chain_known.go) as the whip
// search then is. At the level of the step, the unrestricted braid
// searches of the targets before the whip's cost more than the whip
// searches they save (measured on cbg-000).

// braidsFirst reports whether the whip pass of level k searches the
// braids of z first.
func (sc *Scratch) braidsFirst(z Cand, k int) bool {
	return k < sc.lastLevel || sc.known.since(sc.g, KindBraid, z, k) > 0
}

// braidsFirstOff switches the braid searches of the whip pass off (tests:
// the paths are the same either way); braidProbes counts them.
var (
	braidsFirstOff bool
	braidProbes    atomic.Int64
)
