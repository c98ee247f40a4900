package logic

import (
	"fmt"
	"regexp"
	"strconv"
)

var elimRe = regexp.MustCompile(`^\s*r(\d+)\s*c(\d+)\s*(≠|<>|!=|=)\s*(\d+)\s*$`)

// ParseCandRef parses "r9c5≠1" (also "r9c5<>1", "r9c5!=1" or "r9c5=1",
// 1-based, digits as numbers) into a candidate; isElim tells ≠ from =.
func (g *Geometry) ParseCandRef(text string) (x Cand, isElim bool, err error) {
	m := elimRe.FindStringSubmatch(text)
	if m == nil {
		return 0, false, fmt.Errorf("%s: want a candidate like r9c5≠1 or r9c5<>1", clipQuote(text))
	}
	r, _ := strconv.Atoi(m[1])
	c, _ := strconv.Atoi(m[2])
	d, _ := strconv.Atoi(m[4])
	if r < 1 || r > g.Side || c < 1 || c > g.Side || d < 1 || d > g.Side {
		return 0, false, fmt.Errorf("%s: row, column and digit must be in 1..%d", clipQuote(text), g.Side)
	}
	return g.Cand((r-1)*g.Side+c-1, d), m[3] != "=", nil
}

// clipQuote quotes text for a message, cut to about 60 bytes.
func clipQuote(text string) string {
	if q := strconv.Quote(text); len(q) <= 60 {
		return q
	}
	return strconv.Quote(text[:min(len(text), 60)])[:60] + "…"
}
