// Package resumefile reads the output file of a run that may have been
// killed mid-write, so that a resumed run can append to it.
package resumefile
