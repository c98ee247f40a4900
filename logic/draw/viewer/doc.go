// Package viewer writes a resolution path as one self-contained HTML page
// (no network, no external file: the pictures are inline SVG, the script
// and style are inline) that steps through it: for each line of the path
// (a rule step or a run of singles) the picture of the state before it
// with the step drawn over it (package draw), the step in SudoRules'
// notation, the counts after it and, when the path was verified, whether
// the step was re-checked. Arrow keys, Home/End and buttons navigate; the
// position is kept in the address (#5), so a step can be linked to.
package viewer
