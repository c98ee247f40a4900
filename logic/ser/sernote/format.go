package sernote

import (
	"strconv"
	"strings"
)

// Indent is the indentation of one level of continuation lines.
const Indent = "    "

// Head is the step's first line, SE's line for the hint:
// "7.1, Forcing Chain: r3c4=3 -> … => r3c4<>3".
func (st *Step) Head() string {
	s := DiffString(st.Diff) + ", " + st.Rule
	if st.Desc != "" {
		s += ": " + st.Desc
	}
	res := ConclusionString(st.Elims, st.Cell, st.Value)
	if res != "" {
		s += " => " + res
	}
	return s
}

// ConclusionString lists removed candidates by cell ("r1c2<>3,4, r5c6<>7")
// and then the decided cell ("r2c9=3"), as SE's line ends.
func ConclusionString(elims []Cand, cell, value int) string {
	var parts []string
	for i := 0; i < len(elims); {
		j := i
		var ds []int
		for ; j < len(elims) && elims[j].Cell == elims[i].Cell; j++ {
			ds = append(ds, elims[j].Digit)
		}
		parts = append(parts, CellName(elims[i].Cell)+"<>"+digitList(ds))
		i = j
	}
	if cell >= 0 {
		parts = append(parts, CellName(cell)+"="+strconv.Itoa(value))
	}
	return strings.Join(parts, ", ")
}

// Lines are the step's lines: the head, then the structure lines, each
// level indented by Indent.
func (st *Step) Lines() []string {
	return st.appendStructure([]string{st.Head()}, Indent)
}

// Format is the step's lines joined by newlines (no final newline).
func (st *Step) Format() string { return strings.Join(st.Lines(), "\n") }

// appendStructure appends the structure lines of st, indented by ind.
func (st *Step) appendStructure(out []string, ind string) []string {
	p := &st.Pattern
	switch KindOf(st.Rule) {
	case Fish:
		out = append(out, ind+"base "+housesText(p.Bases)+"; cover "+housesText(p.Covers))
	case UniqueLoop, BUG:
		out = append(out, ind+uniquenessText(p))
	case MultipleChains:
		for i := range p.Branches {
			segs := p.Branches[i].Segments()
			for k, seg := range segs {
				in := ind
				if k > 0 {
					in += Indent
				}
				out = append(out, in+p.Branches[i].segmentText(seg))
			}
		}
		for k, n := range p.Nested {
			out = append(out, ind+"#"+strconv.Itoa(k+1)+" "+n.Head())
			out = n.appendStructure(out, ind+Indent)
		}
	}
	return out
}

// housesText is "columns 2,7" (houses of one kind).
func housesText(hs []int) string {
	if len(hs) == 0 {
		return "none"
	}
	var ns []int
	for _, h := range hs {
		ns = append(ns, h%9+1)
	}
	return [...]string{"blocks ", "rows ", "columns "}[hs[0]/9] + digitList(ns)
}

// uniquenessText is the structure line of a uniqueness hint: "uniqueness",
// then the BUG digits, the subset and the locked digit it has.
func uniquenessText(p *Pattern) string {
	s := "uniqueness"
	if len(p.BUGDigits) > 0 {
		s += "; bug"
		for i, c := range p.Cells {
			s += " " + CellName(c) + ":" + digitList(MaskDigits(p.BUGDigits[i]))
		}
	}
	if x := p.Subset; x != nil {
		kind := "naked "
		if x.Hidden {
			kind = "hidden "
		}
		s += "; " + kind + cellList(x.Cells) + " on " + digitList(x.Digits) + " in " + HouseName(x.House)
	}
	if x := p.Locked; x != nil {
		s += "; locked " + strconv.Itoa(x.Digit) + " in " + HouseName(x.House)
	}
	return s
}

// Segments cuts the branch into the paths it prints as: the first from
// the assumption to the target along first parents, then, for each other
// parent not yet printed (in the order printed), the path to it along
// first parents from the first node already printed. Each path is a list
// of node indexes; every path but the first starts at a node printed
// before.
func (b *Branch) Segments() [][]int {
	n := len(b.Nodes)
	if n == 0 {
		return nil
	}
	printed := make([]bool, n)
	var segs [][]int
	var queue []int
	add := func(end int) {
		path := []int{end}
		for x := end; len(b.Nodes[x].Parents) > 0; {
			x = b.Nodes[x].Parents[0]
			path = append(path, x)
			if printed[x] {
				break
			}
		}
		for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
			path[i], path[j] = path[j], path[i]
		}
		for _, x := range path {
			if !printed[x] {
				printed[x] = true
				queue = append(queue, x)
			}
		}
		segs = append(segs, path)
	}
	add(n - 1)
	for i := 0; i < len(queue); i++ {
		for _, p := range b.Nodes[queue[i]].Parents[min(1, len(b.Nodes[queue[i]].Parents)):] {
			if !printed[p] {
				add(p)
			}
		}
	}
	return segs
}

// segmentText prints a path of nodes: "r1c2=3 -> r1c2<>4 -> r5c2=4[r6c2<>4]":
// each node after the first with its inner hint (#k) and its parents other
// than the one before it.
func (b *Branch) segmentText(seg []int) string {
	var s strings.Builder
	for i, x := range seg {
		nd := &b.Nodes[x]
		if i > 0 {
			s.WriteString(" -> ")
		}
		s.WriteString(nd.Pot.String())
		if i == 0 {
			continue
		}
		if nd.Nested > 0 {
			s.WriteString("(#" + strconv.Itoa(nd.Nested) + ")")
		}
		if len(nd.Parents) > 1 {
			s.WriteByte('[')
			for k, p := range nd.Parents[1:] {
				if k > 0 {
					s.WriteByte(',')
				}
				s.WriteString(b.Nodes[p].Pot.String())
			}
			s.WriteByte(']')
		}
	}
	return s.String()
}

// PathText is a chain printed as SE's description of a cycle or a forcing
// chain with one assumption: its nodes joined by " -> ".
func (b *Branch) PathText() string {
	var s []string
	for _, nd := range b.Nodes {
		s = append(s, nd.Pot.String())
	}
	return strings.Join(s, " -> ")
}
