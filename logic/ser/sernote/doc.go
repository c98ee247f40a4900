// Package sernote is the notation of the steps of a Sudoku Explainer path
// (logic/ser; docs/ser.md §14.9 and docs/notation.md §9.6): the line SE
// prints for a hint (its head: difficulty, rule, description, removed
// candidates and decided cell) and the structure that defines the hint,
// which follows on indented continuation lines when the head does not hold
// all of it: the base and cover lines of a fish, the subset or locked digit
// of a uniqueness hint, every branch of a multiple, dynamic or nested
// forcing chain with each implication's parents, and the inner hints that
// justify the implications of nested chains.
//
// Step is the hint with its Pattern; Format prints it (Lines gives the
// lines), Parse and Reader read it back, JSON gives its JSON form. The
// package holds no search code: logic/ser fills steps, verify/sercheck
// checks them, verify/audit reads them from path files.
package sernote
