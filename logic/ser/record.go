package ser

import (
	"slices"

	"github.com/sudolab/sudolab/logic/ser/sernote"
)

// What defines a hint (sernote.Pattern: its cells and digits, its chains,
// the inner hints of nested chains) is recorded only when a path is
// printed or its steps checked (Path, Options.OnStep): rating needs none
// of it. The basic rules fill it when their grid says so (Grid.explain);
// the chaining producers (chainer.record) turn the nodes behind a hint
// into branches when keep takes the hint, while the nodes are alive.

// Note is the hint in sernote's form: SE's line and, when recorded, its
// pattern.
func (h *Hint) Note() *sernote.Step {
	st := &sernote.Step{Diff: h.Diff, Rule: h.Name, Desc: h.Desc, Cell: h.Cell, Value: h.Value, Uniqueness: h.Uniqueness}
	for c, m := range h.Elims {
		for ; m != 0; m &= m - 1 {
			st.Elims = append(st.Elims, sernote.Cand{Cell: c, Digit: tz(m) + 1})
		}
	}
	if h.Pattern != nil {
		st.Pattern = *h.Pattern
	}
	return st
}

// Recorded reports whether the hint carries its pattern.
func (h *Hint) Recorded() bool { return h.Pattern != nil }

// recordTargets notes the target nodes of the hint being built (its
// branches, in SE's order of conclusions), for keep.
func (ch *chainer) recordTargets(ts ...int32) {
	if ch.record {
		ch.recTargets = append(ch.recTargets[:0], ts...)
	}
}

// recordPattern is the pattern of chain hint h, built from the targets
// noted by recordTargets (or h.node for a cycle or a forcing chain with one
// assumption).
func (ch *chainer) recordPattern(h *Hint) *sernote.Pattern {
	p := &sernote.Pattern{}
	switch h.sortKey {
	case 2, 3, 4: // cycles and forcing chains with one assumption
		p.Branches = []sernote.Branch{ch.pathBranch(h.node)}
		return p
	}
	var nest []*Hint
	for _, t := range ch.recTargets {
		p.Branches = append(p.Branches, ch.dagBranch(t, &nest))
	}
	// inner hints found again on another reduced grid are often the same
	// hint: print each once
	index := map[string]int{}
	renumber := make([]int, len(nest)+1)
	for i, in := range nest {
		n := in.Note()
		text := n.Format()
		k, ok := index[text]
		if !ok {
			p.Nested = append(p.Nested, n)
			k = len(p.Nested)
			index[text] = k
		}
		renumber[i+1] = k
	}
	for _, b := range p.Branches {
		for i := range b.Nodes {
			b.Nodes[i].Nested = renumber[b.Nodes[i].Nested]
		}
	}
	root := ch.nodes[ch.recTargets[0]]
	for root.par >= 0 {
		root = ch.nodes[root.par]
	}
	switch h.sortKey {
	case 5: // cell forcing chains
		p.Cells = []int{potCell(root.p)}
	case 6: // region forcing chains
		p.Digits, p.Houses = []int{potDigit(root.p)}, []int{int(h.region)}
	}
	return p
}

// pathBranch is the first-parent path from the assumption to node t.
func (ch *chainer) pathBranch(t int32) sernote.Branch {
	var path []int32
	for n := t; ; n = ch.nodes[n].par {
		path = append(path, n)
		if ch.nodes[n].par < 0 {
			break
		}
	}
	b := sernote.Branch{Nodes: make([]sernote.Node, len(path))}
	for i := range path {
		nd := &ch.nodes[path[len(path)-1-i]]
		b.Nodes[i].Pot = sernote.Pot{Cell: potCell(nd.p), Digit: potDigit(nd.p), On: nd.on}
		if i > 0 {
			b.Nodes[i].Parents = []int{i - 1}
		}
	}
	return b
}

// dagBranch is every node target t depends on, in node order (parents are
// created before their children, so the assumption comes first and t
// last), each with its parents and, for a candidate an inner hint removed,
// that hint (added to nest).
func (ch *chainer) dagBranch(t int32, nest *[]*Hint) sernote.Branch {
	pos := map[int32]int{}
	st := []int32{t}
	var list []int32
	for len(st) > 0 {
		n := st[len(st)-1]
		st = st[:len(st)-1]
		if _, ok := pos[n]; ok {
			continue
		}
		pos[n] = 0
		list = append(list, n)
		if p := ch.nodes[n].par; p >= 0 {
			st = append(st, p)
		}
		st = append(st, ch.more(n)...)
	}
	slices.Sort(list)
	for i, n := range list {
		pos[n] = i
	}
	b := sernote.Branch{Nodes: make([]sernote.Node, len(list))}
	for i, n := range list {
		nd := &ch.nodes[n]
		out := &b.Nodes[i]
		out.Pot = sernote.Pot{Cell: potCell(nd.p), Digit: potDigit(nd.p), On: nd.on}
		if nd.par >= 0 {
			out.Parents = append(out.Parents, pos[nd.par])
		}
		for _, m := range ch.more(n) {
			out.Parents = append(out.Parents, pos[m])
		}
		if nd.ext >= 0 {
			if in := ch.exts[nd.ext].nest; in != nil {
				k := slices.Index(*nest, in)
				if k < 0 {
					*nest = append(*nest, in)
					k = len(*nest) - 1
				}
				out.Nested = k + 1
			}
		}
	}
	return b
}
