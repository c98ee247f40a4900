package sernote

import "encoding/json"

// StepJSON is a step in JSON (path --rules SER --json): SE's line and the
// pattern.
type StepJSON struct {
	Difficulty json.Number  `json:"difficulty"` // e.g. 7.1, as SE prints it
	Rule       string       `json:"rule"`
	Text       string       `json:"text"`
	Uniqueness bool         `json:"uniqueness,omitempty"`
	Pattern    *PatternJSON `json:"pattern,omitempty"`
}

// PatternJSON is a Pattern in JSON: cells as "r1c2", houses as "row 1",
// potentials as "r1c2=3" / "r1c2<>3", a node's parents and a nested node's
// inner hint as indexes (parents: into the branch's nodes; nested: 1-based
// into the pattern's nested hints).
type PatternJSON struct {
	Cells     []string     `json:"cells,omitempty"`
	Digits    []int        `json:"digits,omitempty"`
	Houses    []string     `json:"houses,omitempty"`
	Bases     []string     `json:"bases,omitempty"`
	Covers    []string     `json:"covers,omitempty"`
	BUGDigits []string     `json:"bug_digits,omitempty"` // "r7c7:3,6", one per cell
	Subset    *SubsetJSON  `json:"subset,omitempty"`
	Locked    *LockedJSON  `json:"locked,omitempty"`
	Branches  []BranchJSON `json:"branches,omitempty"`
	Nested    []StepJSON   `json:"nested,omitempty"`
}

// SubsetJSON is a Subset in JSON.
type SubsetJSON struct {
	Kind   string   `json:"kind"` // "naked" or "hidden"
	Cells  []string `json:"cells"`
	Digits []int    `json:"digits"`
	House  string   `json:"house"`
}

// LockedJSON is a Locked digit in JSON.
type LockedJSON struct {
	Digit int    `json:"digit"`
	House string `json:"house"`
}

// BranchJSON is a Branch in JSON: the assumption first, the target last.
type BranchJSON struct {
	Nodes []NodeJSON `json:"nodes"`
}

// NodeJSON is a Node in JSON.
type NodeJSON struct {
	Pot     string `json:"pot"`
	Parents []int  `json:"parents,omitempty"`
	Nested  int    `json:"nested,omitempty"`
}

// JSON is the step's JSON form.
func (st *Step) JSON() StepJSON {
	j := StepJSON{Difficulty: json.Number(DiffString(st.Diff)), Rule: st.Rule, Text: st.Head(), Uniqueness: st.Uniqueness}
	p := &st.Pattern
	pj := &PatternJSON{Digits: p.Digits}
	for _, c := range p.Cells {
		pj.Cells = append(pj.Cells, CellName(c))
	}
	for _, h := range p.Houses {
		pj.Houses = append(pj.Houses, HouseName(h))
	}
	for _, h := range p.Bases {
		pj.Bases = append(pj.Bases, HouseName(h))
	}
	for _, h := range p.Covers {
		pj.Covers = append(pj.Covers, HouseName(h))
	}
	for i, m := range p.BUGDigits {
		pj.BUGDigits = append(pj.BUGDigits, CellName(p.Cells[i])+":"+digitList(MaskDigits(m)))
	}
	if x := p.Subset; x != nil {
		sj := &SubsetJSON{Kind: "naked", Digits: x.Digits, House: HouseName(x.House)}
		if x.Hidden {
			sj.Kind = "hidden"
		}
		for _, c := range x.Cells {
			sj.Cells = append(sj.Cells, CellName(c))
		}
		pj.Subset = sj
	}
	if x := p.Locked; x != nil {
		pj.Locked = &LockedJSON{Digit: x.Digit, House: HouseName(x.House)}
	}
	for _, b := range p.Branches {
		var bj BranchJSON
		for _, nd := range b.Nodes {
			bj.Nodes = append(bj.Nodes, NodeJSON{Pot: nd.Pot.String(), Parents: nd.Parents, Nested: nd.Nested})
		}
		pj.Branches = append(pj.Branches, bj)
	}
	for _, n := range p.Nested {
		pj.Nested = append(pj.Nested, n.JSON())
	}
	j.Pattern = pj
	return j
}
