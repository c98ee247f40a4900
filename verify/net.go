package verify

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
)

// nrczt-net verifier (docs/nets.md §8.2). Not a search: it checks a
// given net against the definition and answers valid/invalid with the
// reason. JSON form (candidates as r2c9#9 or n9r2c9; sets in any
// ParseGLSets notation, one set each):
//
//	{"target": "r1c1#1",
//	 "cells": [
//	   {"name": "C1", "set": "r1c5", "llc": "r1c5#1", "rlc": ["r1c5#2", "r1c5#4"], "next": ["C2", "C4"]},
//	   {"name": "C2", "set": "r5c5", "llc": "r5c5#2", "rlc": ["r5c5#3"], "next": ["C3"]},
//	   {"name": "C3", "set": "r5c1", "llc": "r5c1#3", "rlc": ["r5c1#1"]}, …]}
//
// next[i] names the cell whose llc rlc[i] is linked to; a cell without
// next is a sink. A sink may have no rlc at all: then it is a
// contradiction cell (a whip's last cell), all of whose other candidates
// must be z- or t-candidates on every path.

// Net is the JSON description of an nrczt-net.
type Net struct {
	Target string    `json:"target"`
	Cells  []NetCell `json:"cells"`
}

// NetCell is one oriented 2D-cell.
type NetCell struct {
	Name string   `json:"name"`
	Set  string   `json:"set"`
	LLC  string   `json:"llc"`
	RLC  []string `json:"rlc"`
	Next []string `json:"next,omitempty"`
}

// NetVerdict is the verifier's answer.
type NetVerdict struct {
	Valid  bool
	Reason string // why invalid, or a summary when valid
	Target logic.Cand
	Paths  int // initial paths checked
}

// NetMaxPaths caps the number of initial paths enumerated.
const NetMaxPaths = 1 << 20

// ParseNet decodes a net from JSON.
func ParseNet(data []byte) (*Net, error) {
	var n Net
	dec := json.Unmarshal(data, &n)
	if dec != nil {
		return nil, fmt.Errorf("net JSON: %v", dec)
	}
	return &n, nil
}

var (
	reCandHash = regexp.MustCompile(`^r(\d+)c(\d+)#(\d+)$`)
	reCandSR   = regexp.MustCompile(`^n(\d+)r(\d+)c(\d+)$`)
)

// ParseGLCand parses a candidate written r2c9#9 or n9r2c9.
func ParseGLCand(g *logic.Geometry, s string) (logic.Cand, error) {
	var r, c, d int
	if m := reCandHash.FindStringSubmatch(s); m != nil {
		r, _ = strconv.Atoi(m[1])
		c, _ = strconv.Atoi(m[2])
		d, _ = strconv.Atoi(m[3])
	} else if m := reCandSR.FindStringSubmatch(s); m != nil {
		d, _ = strconv.Atoi(m[1])
		r, _ = strconv.Atoi(m[2])
		c, _ = strconv.Atoi(m[3])
	} else {
		return 0, fmt.Errorf("%q: want a candidate like r2c9#9 or n9r2c9", s)
	}
	if r < 1 || r > g.Side || c < 1 || c > g.Side || d < 1 || d > g.Side {
		return 0, fmt.Errorf("%q: out of range", s)
	}
	return g.Cand((r-1)*g.Side+c-1, d), nil
}

type netCell struct {
	name  string
	set   int
	llc   logic.Cand
	rlc   []logic.Cand
	next  []int
	add   []logic.Cand // additional candidates: the set's other live candidates
	preds int
}

// VerifyNet checks the net in state s. Invalid answers name the first
// violated condition of docs/nets.md §8.2.
func VerifyNet(s *logic.State, n *Net) NetVerdict {
	g := s.G
	z, err := ParseGLCand(g, n.Target)
	if err != nil {
		return NetVerdict{Reason: fmt.Sprintf("target: %v", err)}
	}
	if !s.Has(z) {
		return NetVerdict{Reason: fmt.Sprintf("target %s is not a candidate", n.Target)}
	}
	if len(n.Cells) == 0 {
		return NetVerdict{Reason: "no cells"}
	}
	cells, byName, err := readNetCells(s, n, z)
	if err == nil {
		err = linkNetCells(g, n, cells, byName)
	}
	if err == nil {
		err = netAcyclic(cells)
	}
	var sources []int
	if err == nil {
		sources, err = netEnds(g, z, cells)
	}
	if err != nil {
		return NetVerdict{Reason: err.Error()}
	}
	paths, err := netPaths(g, z, cells, sources)
	if err != nil {
		return NetVerdict{Reason: err.Error(), Target: z, Paths: paths}
	}
	return NetVerdict{Valid: true, Target: z, Paths: paths,
		Reason: fmt.Sprintf("nrczt-net of %d cells, %d sources, %d maximal paths: %s can be eliminated", len(cells), len(sources), paths, g.FormatElim(z))}
}

// readNetCells reads the cells of n: each a distinct 2D-cell with a live
// llc and rlcs, labelled once, the target not among them; the set's other
// live candidates are its additional candidates.
func readNetCells(s *logic.State, n *Net, z logic.Cand) ([]netCell, map[string]int, error) {
	g := s.G
	byName := map[string]int{}
	cells := make([]netCell, len(n.Cells))
	usedSet := map[int]string{}
	for i, nc := range n.Cells {
		if _, dup := byName[nc.Name]; dup || nc.Name == "" {
			return nil, nil, fmt.Errorf("cell name %q empty or repeated", nc.Name)
		}
		byName[nc.Name] = i
		ids, err := gl.ParseGLSets(g, nc.Set)
		if err != nil || len(ids) != 1 {
			return nil, nil, fmt.Errorf("cell %s: set %q must be one 2D-cell (%v)", nc.Name, nc.Set, err)
		}
		c := &cells[i]
		c.name, c.set = nc.Name, ids[0]
		if other, ok := usedSet[c.set]; ok {
			return nil, nil, fmt.Errorf("cells %s and %s are the same 2D-cell", other, nc.Name)
		}
		usedSet[c.set] = nc.Name
		member := map[logic.Cand]bool{}
		for _, x := range g.VarCands(c.set) {
			member[x] = true
		}
		parse := func(txt string) (logic.Cand, error) {
			x, err := ParseGLCand(g, txt)
			if err != nil {
				return 0, err
			}
			if !member[x] {
				return 0, fmt.Errorf("%s is not in %s", txt, nc.Set)
			}
			if !s.Has(x) {
				return 0, fmt.Errorf("%s is not a live candidate", txt)
			}
			if x == z {
				return 0, fmt.Errorf("the target %s is in the net", txt)
			}
			return x, nil
		}
		if c.llc, err = parse(nc.LLC); err != nil {
			return nil, nil, fmt.Errorf("cell %s llc: %v", nc.Name, err)
		}
		role := map[logic.Cand]bool{c.llc: true}
		for _, r := range nc.RLC {
			x, err := parse(r)
			if err != nil {
				return nil, nil, fmt.Errorf("cell %s rlc: %v", nc.Name, err)
			}
			if role[x] {
				return nil, nil, fmt.Errorf("cell %s: %s is labelled twice", nc.Name, r)
			}
			role[x] = true
			c.rlc = append(c.rlc, x)
		}
		for _, x := range g.VarCands(c.set) {
			if s.Has(x) && !role[x] {
				c.add = append(c.add, x)
			}
		}
	}
	return cells, byName, nil
}

// linkNetCells follows the next links: one per rlc of a non-sink cell, to
// distinct cells whose llc the rlc is linked to.
func linkNetCells(g *logic.Geometry, n *Net, cells []netCell, byName map[string]int) error {
	for i, nc := range n.Cells {
		c := &cells[i]
		if len(nc.Next) == 0 {
			continue
		}
		if len(nc.Next) != len(nc.RLC) {
			return fmt.Errorf("cell %s: %d rlc but %d next (every rlc of a non-sink cell needs one link)", nc.Name, len(nc.RLC), len(nc.Next))
		}
		seen := map[int]bool{}
		for k, nx := range nc.Next {
			j, ok := byName[nx]
			if !ok {
				return fmt.Errorf("cell %s: next %q is not a cell", nc.Name, nx)
			}
			if seen[j] {
				return fmt.Errorf("cell %s: two rlcs point at %s (only distinct cells may merge)", nc.Name, nx)
			}
			seen[j] = true
			if !g.Linked(c.rlc[k], cells[j].llc) {
				return fmt.Errorf("cell %s: rlc %s is not linked to the llc %s of %s", nc.Name, gl.GLCandName(g, c.rlc[k]), gl.GLCandName(g, cells[j].llc), nx)
			}
			c.next = append(c.next, j)
			cells[j].preds++
		}
	}
	return nil
}

// netAcyclic checks the partial order: no directed cycle.
func netAcyclic(cells []netCell) error {
	state := make([]int8, len(cells))
	var cyc func(i int) bool
	cyc = func(i int) bool {
		state[i] = 1
		for _, j := range cells[i].next {
			if state[j] == 1 || state[j] == 0 && cyc(j) {
				return true
			}
		}
		state[i] = 2
		return false
	}
	for i := range cells {
		if state[i] == 0 && cyc(i) {
			return fmt.Errorf("the cells are not partially ordered (cycle through %s)", cells[i].name)
		}
	}
	return nil
}

// netEnds checks that every source's llc and every sink's rlc is linked to
// the target, and returns the sources.
func netEnds(g *logic.Geometry, z logic.Cand, cells []netCell) ([]int, error) {
	var sources []int
	for i := range cells {
		c := &cells[i]
		if c.preds == 0 {
			if !g.Linked(z, c.llc) {
				return nil, fmt.Errorf("source %s: llc %s is not linked to the target", c.name, gl.GLCandName(g, c.llc))
			}
			sources = append(sources, i)
		}
		if len(c.next) == 0 {
			for _, r := range c.rlc {
				if !g.Linked(z, r) {
					return nil, fmt.Errorf("sink %s: rlc %s is not linked to the target", c.name, gl.GLCandName(g, r))
				}
			}
		}
	}
	return sources, nil
}

// netPaths checks the nrczt condition on every initial path from the
// sources: each additional candidate of each cell is linked to z or to an
// rlc earlier on the path. It returns the number of maximal paths walked.
func netPaths(g *logic.Geometry, z logic.Cand, cells []netCell, sources []int) (int, error) {
	paths := 0
	var onPath []logic.Cand
	var walk func(i int) error
	walk = func(i int) error {
		c := &cells[i]
		for _, x := range c.add {
			ok := g.Linked(z, x)
			for _, r := range onPath {
				ok = ok || g.Linked(r, x)
			}
			if !ok {
				return fmt.Errorf("cell %s: additional candidate %s is neither a z- nor a t-candidate on the path %s", c.name, gl.GLCandName(g, x), pathText(g, onPath))
			}
		}
		if len(c.next) == 0 {
			paths++
			if paths > NetMaxPaths {
				return fmt.Errorf("too many paths (> %d)", NetMaxPaths)
			}
			return nil
		}
		for k, j := range c.next {
			onPath = append(onPath, c.rlc[k])
			err := walk(j)
			onPath = onPath[:len(onPath)-1]
			if err != nil {
				return err
			}
		}
		return nil
	}
	for _, i := range sources {
		if err := walk(i); err != nil {
			return paths, err
		}
	}
	return paths, nil
}

func pathText(g *logic.Geometry, rs []logic.Cand) string {
	if len(rs) == 0 {
		return "(from a source)"
	}
	out := "via rlcs"
	for _, r := range rs {
		out += " " + gl.GLCandName(g, r)
	}
	return out
}
