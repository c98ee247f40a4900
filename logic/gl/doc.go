// Package gl is general logic on top of package logic: base/cover-set
// logics of order n (bases) and rank k (covers − bases), the eliminations
// they justify (the core rule, fins, the Hall check and the triplet
// split), the search for the simplest ones (GLSearch, in parallel), its
// single-digit fast path for fish (FishSearch: basic, Franken and mutant
// fish with exo and endo fins, sashimi), and fishy cycles (FishyCycles).
// Logics are read and written in this project's notation and in Xsudo's
// (ParseGLSets, FormatGLSets, FormatXsudo).
//
// As a rule of the simplest-first strategy, GLRule makes GL a rule family
// like W (FamilyGL); GLTheory is the closure GL(n,k) used by T&E. The
// package registers both with logic at init, so that logic.FamilyNamed
// ("GL") and logic.ParseTheory ("GL3", "GL(3,1)") know them once it is
// imported.
//
// Main types: GLLogic (one logic, its eliminations and refinement tag),
// GLOptions and GLResult (a search), FishOptions, FishyCycle, GLRule,
// GLTheory. Every logic carries what package verify needs to re-check it
// independently (verify.CertOf, verify.CheckGL, verify.CheckFishy).
package gl
