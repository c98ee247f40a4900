// Package rating runs ratings over collections of puzzles, the job behind
// `sudolab rate`: the registry of rating columns (Column, Register, Lookup:
// W, B, gW, gB, S+W, GL, TE, BxB, backdoor, the SAT side's TE-sat, …), the
// streaming runner that rates in parallel and writes one record per input
// puzzle in input order as soon as it is done (Run, RunConfig, Result),
// shards of a run for job arrays (Shard, ShardFromEnv), joining their
// outputs back (Merge), resuming a killed run (ResumeState, OpenOutput),
// a per-puzzle time limit and a heap limit, and the records of a run for
// its summary (Records).
//
// Main types: Column and Options, RunConfig, Result, Summary, Shard,
// MergeReport, Records.
package rating
