// Package kinds is the one list of the kinds of step sudolab knows — what
// a line of a resolution path can be — and the registry that ties each
// kind to its four implementations.
//
// A kind (Kind) is declared once, in kinds.go: a name, the notation its
// lines are printed in (SudoRules' "rule[n]: pattern ==> conclusions" or
// Sudoku Explainer's "7.1, Name: pattern => conclusions"), and the rule
// names its steps carry (Forms: "whip", "whip-{rc|rn|cn|bn}",
// "{name}-OR{k}-whip", …). Of maps a printed rule name to its kind; a
// name no kind declares is a foreign rule.
//
// Each kind needs four parts, each registered against the kind by the
// package where it belongs:
//
//   - Printer (logic.RegisterPrinter, in the package that makes the step:
//     logic, logic/gl, …): prints the step's pattern from its Detail; the
//     step's maker fills Step.Pattern with the same function;
//   - Reader (audit.RegisterReader, in verify/audit): reads the pattern
//     text back into the Detail the printer prints from;
//   - Checker (verify.RegisterChecker, in verify): checks the Detail
//     against the kind's definition in the state before the step, with
//     code that shares nothing with the search; verify.CheckStep is an
//     error for a step of no kind or of a kind without a checker;
//   - Overlay (draw.RegisterOverlay, in logic/draw): marks the pattern on
//     the picture of the state.
//
// Each registration calls Provide, and Missing lists the parts a kind
// lacks: the test of this package, which links the four packages, fails
// on any gap, so that a new kind cannot ship half done.
//
// # Adding a kind
//
//  1. Declare it in kinds.go (a name, its notation, a one-line doc and its
//     rule-name forms; no form may match a rule name of another kind).
//  2. Where its steps are made, give the step a Detail that holds its
//     structure, and register a printer that prints Step.Pattern from it.
//  3. In verify, register a checker: from the Detail and the state's
//     candidates only, check the definition, that the rule name matches the
//     structure (size, type, length) and that every conclusion of the step
//     is one of the pattern's.
//  4. In verify/audit, register a reader that turns the printed pattern
//     back into the Detail (ReadContext gives the notation tables, the
//     state before the step, and a memory kept along one path).
//  5. In logic/draw, register an overlay.
//  6. Add a path that uses the kind to the round-trip test of this package
//     (kinds_test.go), so that print → read → check → draw is exercised on
//     real steps.
package kinds
