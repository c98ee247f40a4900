// Package exotic holds the rules beyond chains and subsets that the
// Trid-OR5 ratings need, named after CSP-Rules' EXOTIC folder
// (docs/tridagons.md): tridagons (an impossible pattern: 12 cells, 3
// digits), the OR relations their guardians give, OR_k relations split
// by bivalue paths, and the OR_k chains built on them (OR_k-whips,
// contrad-whips, forcing whips and their g-versions).
//
// The rules are logic.Rule values (TridagonRule, ORChainRule) over the
// candidate state and scratch space of package logic; the families
// Trid-OR5W, Trid-OR5gW and the research ones Trid-OR5FW, Trid-OR5FgW
// are registered with logic at init (logic.RegisterFamily), so that
// logic.FamilyNamed knows them once this package is imported (a blank
// import is enough). TridLevel rates with them as the reference
// classification does.
//
// Main types: TridPlacement (the 11,664 placements of the 12 cells, half
// of them tridagons) and Tridagon (one found in a state, with its
// guardians), ORRelation and PatternStep (what a tridagon step adds),
// ORChain with its ORBranch and ORCell (one OR_k chain step). Every step
// carries what package verify needs to re-check it independently
// (verify.CheckPatternStep, verify.CheckORChain).
package exotic
