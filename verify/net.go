package verify

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/gl"
)

// nrczt-net verifier (GENERAL-LOGIC.md §C2). Not a search: it checks a
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
// violated condition of §C2.
func VerifyNet(s *logic.State, n *Net) NetVerdict {
	g := s.G
	bad := func(f string, a ...any) NetVerdict { return NetVerdict{Reason: fmt.Sprintf(f, a...)} }
	z, err := ParseGLCand(g, n.Target)
	if err != nil {
		return bad("target: %v", err)
	}
	if !s.Has(z) {
		return bad("target %s is not a candidate", n.Target)
	}
	if len(n.Cells) == 0 {
		return bad("no cells")
	}
	byName := map[string]int{}
	cells := make([]netCell, len(n.Cells))
	usedSet := map[int]string{}
	for i, nc := range n.Cells {
		if _, dup := byName[nc.Name]; dup || nc.Name == "" {
			return bad("cell name %q empty or repeated", nc.Name)
		}
		byName[nc.Name] = i
		ids, err := gl.ParseGLSets(g, nc.Set)
		if err != nil || len(ids) != 1 {
			return bad("cell %s: set %q must be one 2D-cell (%v)", nc.Name, nc.Set, err)
		}
		c := &cells[i]
		c.name, c.set = nc.Name, ids[0]
		if other, ok := usedSet[c.set]; ok {
			return bad("cells %s and %s are the same 2D-cell", other, nc.Name)
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
			return bad("cell %s llc: %v", nc.Name, err)
		}
		role := map[logic.Cand]bool{c.llc: true}
		for _, r := range nc.RLC {
			x, err := parse(r)
			if err != nil {
				return bad("cell %s rlc: %v", nc.Name, err)
			}
			if role[x] {
				return bad("cell %s: %s is labelled twice", nc.Name, r)
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
	for i, nc := range n.Cells {
		c := &cells[i]
		if len(nc.Next) == 0 {
			continue
		}
		if len(nc.Next) != len(nc.RLC) {
			return bad("cell %s: %d rlc but %d next (every rlc of a non-sink cell needs one link)", nc.Name, len(nc.RLC), len(nc.Next))
		}
		seen := map[int]bool{}
		for k, nx := range nc.Next {
			j, ok := byName[nx]
			if !ok {
				return bad("cell %s: next %q is not a cell", nc.Name, nx)
			}
			if seen[j] {
				return bad("cell %s: two rlcs point at %s (only distinct cells may merge)", nc.Name, nx)
			}
			seen[j] = true
			if !g.Linked(c.rlc[k], cells[j].llc) {
				return bad("cell %s: rlc %s is not linked to the llc %s of %s", nc.Name, gl.GLCandName(g, c.rlc[k]), gl.GLCandName(g, cells[j].llc), nx)
			}
			c.next = append(c.next, j)
			cells[j].preds++
		}
	}
	// Partial order: no directed cycle.
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
			return bad("the cells are not partially ordered (cycle through %s)", cells[i].name)
		}
	}
	var sources []int
	for i := range cells {
		c := &cells[i]
		if c.preds == 0 {
			if !g.Linked(z, c.llc) {
				return bad("source %s: llc %s is not linked to the target", c.name, gl.GLCandName(g, c.llc))
			}
			sources = append(sources, i)
		}
		if len(c.next) == 0 {
			for _, r := range c.rlc {
				if !g.Linked(z, r) {
					return bad("sink %s: rlc %s is not linked to the target", c.name, gl.GLCandName(g, r))
				}
			}
		}
	}
	// nrczt condition on every initial path: each additional candidate of
	// each cell is linked to z or to an rlc earlier on the path.
	paths := 0
	var onPath []logic.Cand
	var reason string
	var walk func(i int) bool
	walk = func(i int) bool {
		c := &cells[i]
		for _, x := range c.add {
			ok := g.Linked(z, x)
			for _, r := range onPath {
				ok = ok || g.Linked(r, x)
			}
			if !ok {
				reason = fmt.Sprintf("cell %s: additional candidate %s is neither a z- nor a t-candidate on the path %s", c.name, gl.GLCandName(g, x), pathText(g, onPath))
				return false
			}
		}
		if len(c.next) == 0 {
			paths++
			if paths > NetMaxPaths {
				reason = fmt.Sprintf("too many paths (> %d)", NetMaxPaths)
				return false
			}
			return true
		}
		for k, j := range c.next {
			onPath = append(onPath, c.rlc[k])
			ok := walk(j)
			onPath = onPath[:len(onPath)-1]
			if !ok {
				return false
			}
		}
		return true
	}
	for _, i := range sources {
		if !walk(i) {
			return NetVerdict{Reason: reason, Target: z, Paths: paths}
		}
	}
	return NetVerdict{Valid: true, Target: z, Paths: paths,
		Reason: fmt.Sprintf("nrczt-net of %d cells, %d sources, %d maximal paths: %s can be eliminated", len(cells), len(sources), paths, g.FormatElim(z))}
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
