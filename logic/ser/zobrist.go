package ser

import "math/rand"

// Hashes of grids for the nested chains' memo (nestCache). A grid's hash is
// the exclusive or of a fixed random word per candidate, so the outer chain
// keeps the hash of its reduced grid up to date as it removes candidates
// (removeCand), one operation each, instead of hashing the whole grid at
// every memo look-up. Two grids with one hash are told apart by the grid
// the memo keeps with each entry.

// zobrist is the word of each candidate (potential), zobristRule that of
// each inner rule (advanced's keys); any fixed seed will do.
var zobrist, zobristRule = func() (z [729]uint64, r [16]uint64) {
	rng := rand.New(rand.NewSource(1729))
	for i := range z {
		z[i] = rng.Uint64()
	}
	for i := range r {
		r[i] = rng.Uint64()
	}
	return
}()

// gridHash is the hash of the candidates of cand.
func gridHash(cand *[81]uint16) uint64 {
	var h uint64
	for c := 0; c < 81; c++ {
		for m := cand[c]; m != 0; m &= m - 1 {
			h ^= zobrist[c*9+tz(m)]
		}
	}
	return h
}

// memoHash is the memo's key for an inner rule on a grid of hash h.
func memoHash(rule int8, h uint64) uint64 { return h ^ zobristRule[rule] }
