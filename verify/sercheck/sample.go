package sercheck

// CBGSample are 20 puzzles of the reference file cbg-000.csv (their index)
// whose SER and SER-noU paths together use all 54 rules logic/ser applies
// on that file's paths (loop sizes aside), most of them twice. With the
// file's first 20 puzzles they are the sample on which the tests check
// every step of both paths, and audit every path from the command line
// (docs/ser.md §14.9).
var CBGSample = []int{229, 1383, 1639, 2054, 3063, 3700, 4135, 4331, 4773, 4918, 8120, 8340, 11245, 12382, 12851, 12935, 14590, 14892, 17600, 19462}
