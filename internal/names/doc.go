// Package names is the one registry of the names a user types to choose
// what to run: the rule families of path --rules and draw --rules, the
// rating columns of rate --ratings and the rules of soundness --rule.
//
// The packages that implement a family, a column or a rule register its
// name here, once, in an init function, with its order (a number unique in
// its list, which decides the documented order of docs/ratings.md §4.10)
// and a group (the heading it is listed under). Everything a user reads
// about these names is generated from the registry: the flag's help text
// (Help), its shell completion (Names) and the error for a name that is not
// there (Unknown), so the lists cannot drift apart.
package names
