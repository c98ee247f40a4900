package logic

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/sudolab/sudolab/puzzle"
)

// Rating is a W/B/gW/gB rating (docs/ratings.md): Value = the highest level
// used on the simplest-first path (0 = BRT alone, 1 = whip[1] only, …), or
// NotSolved when the family with MaxLen does not solve the puzzle.
type Rating struct {
	Value     int
	NotSolved bool
	MaxLen    int
}

// String prints the value, or ">N" (N = MaxLen) when not solved.
func (r Rating) String() string {
	if r.NotSolved {
		return ">" + strconv.Itoa(r.MaxLen)
	}
	return strconv.Itoa(r.Value)
}

// FileValue is the value as stored in SudoRules' rating files (MaxLen when
// not solved).
func (r Rating) FileValue() int {
	if r.NotSolved {
		return r.MaxLen
	}
	return r.Value
}

// ErrContradiction is returned when the strategy reaches a contradiction
// (the puzzle or state has no solution).
var ErrContradiction = errors.New("contradiction: the puzzle has no solution")

// Rate checks that pg is a valid puzzle (exactly one solution) and rates
// it with family f and maximal length maxLen (≤ 0: 36).
func Rate(pg *puzzle.Grid, f Family, maxLen int) (Rating, error) {
	if _, err := Solve(pg); err != nil {
		return Rating{}, err
	}
	s, err := FromGrid(pg)
	if err != nil {
		return Rating{}, err
	}
	return RateState(s, f, maxLen)
}

// RateState rates a state (modified in place) without the uniqueness check.
func RateState(s *State, f Family, maxLen int) (Rating, error) {
	st := NewStrategy(f, maxLen)
	res, err := st.Run(s)
	if err != nil {
		return Rating{}, err
	}
	return resultRating(res, st.MaxLen)
}

func resultRating(res Result, maxLen int) (Rating, error) {
	switch res.Status {
	case Contradiction:
		return Rating{}, ErrContradiction
	case Open:
		return Rating{Value: res.Rating, NotSolved: true, MaxLen: maxLen}, nil
	}
	return Rating{Value: res.Rating, MaxLen: maxLen}, nil
}

// RateW, RateB, RateGW and RateGB rate a valid puzzle (see Rate).
func RateW(pg *puzzle.Grid, maxLen int) (Rating, error)  { return Rate(pg, FamilyW(), maxLen) }
func RateB(pg *puzzle.Grid, maxLen int) (Rating, error)  { return Rate(pg, FamilyB(), maxLen) }
func RateGW(pg *puzzle.Grid, maxLen int) (Rating, error) { return Rate(pg, FamilyGW(), maxLen) }
func RateGB(pg *puzzle.Grid, maxLen int) (Rating, error) { return Rate(pg, FamilyGB(), maxLen) }

// RateByName rates with family "W", "B", "gW" or "gB".
func RateByName(pg *puzzle.Grid, family string, maxLen int) (Rating, error) {
	f, err := FamilyByName(family)
	if err != nil {
		return Rating{}, err
	}
	return Rate(pg, f, maxLen)
}

// rateSolved rates a puzzle already known to be valid (no uniqueness check).
func rateSolved(pg *puzzle.Grid, f Family, maxLen int) (Rating, error) {
	s, err := FromGrid(pg)
	if err != nil {
		return Rating{}, err
	}
	r, err := RateState(s, f, maxLen)
	if err != nil {
		return r, fmt.Errorf("%s: %w", f.Name, err)
	}
	return r, nil
}

// RateValid rates a puzzle the caller already knows to be valid (skips the
// uniqueness check; used by the rating columns).
func RateValid(pg *puzzle.Grid, f Family, maxLen int) (Rating, error) {
	return rateSolved(pg, f, maxLen)
}
