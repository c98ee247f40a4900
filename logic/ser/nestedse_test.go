package ser

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/puzzle"
)

// TestNestedComplexitySE follows the whole path of two puzzles whose hardest
// steps are nested chains and compares the difficulty and complexity of
// every chain step with those printed by Sudoku Explainer 1.2.1.3 built from
// its source (docs/ser.md §14.8), and the rating with SE's. monhard-TE3 #222
// peaks at a level-4 chain (Dynamic Contradiction Forcing Chains (+ Dynamic
// Forcing Chains), r9c8=2) of complexity 185 (46 for the chain itself, 139
// for its nested chains); eleven-26370 #344 at level-3 chains of complexity
// 289. SE rates them 11.6/1.2/1.2 and 11.3/11.3/2.6, although the files say
// 11.7 and 11.4/11.4: the published values do not come from that build.
func TestNestedComplexitySE(t *testing.T) {
	for _, tc := range []struct {
		name, grid, rating string
		want               string // difficulty:complexity of each chain step, in path order
	}{
		{"monhard-TE3 #222", "98.76.5..74.8.........4....3.5....9.2.......5...9.6......59..47....8765......49.8", "11.6/1.2/1.2",
			"8.3:12 8.3:12 8.3:14 7.1:8 7.1:8 8.3:14 8.3:14 8.9:15 8.9:15 8.9:16 8.9:18 " +
				"10.2:46 10.3:52 10.2:44 10.2:48 9.4:97 8.4:18 10.2:42 10.4:81 10.6:153 10.4:82 " +
				"10.5:109 10.6:151 11.6:185 10.5:110 10.3:55 10.3:52 9.1:28 8.9:17 9.0:22 9.0:21 " +
				"8.4:16 7.1:8 6.7:8 7.1:8 7.2:10 8.3:12 8.3:13"},
		{"eleven-26370 #344", "..345.....5...91..7..2.....2..5....3.9....56..6...8.1......589..............7...4", "11.3/11.3/2.6",
			"9.9:93 10.1:136 10.5:128 10.6:173 10.8:326 11.1:146 11.1:175 11.1:188 11.2:233 10.7:225 " +
				"10.7:196 11.3:289 11.3:266 11.3:289 10.6:168 10.6:150 10.7:217 10.8:337 10.1:138 9.4:69 " +
				"10.0:113 10.6:150 10.6:160 10.6:166 10.6:172 10.6:182 10.6:159 10.6:184 9.3:56 10.6:150 " +
				"9.2:46 9.5:121 9.3:64 9.2:43 9.2:35 9.2:37 9.0:20 9.1:30 9.2:48 9.2:48 9.3:65 9.0:20 " +
				"9.0:20 9.1:34 7.1:8 9.1:30 9.1:34 9.0:25 9.2:36 9.0:24 9.0:19 9.0:25 8.4:16 8.5:24 " +
				"8.9:15 8.4:18 8.3:12 8.3:12 8.9:17 8.9:17 8.5:20 8.5:22 8.5:22 8.5:24 8.5:24 8.5:26 " +
				"8.5:20 7.1:8 7.1:8 7.3:12 7.3:12 7.3:14 8.3:14 8.4:16"},
	} {
		p, err := puzzle.ParseLine(tc.grid)
		if err != nil {
			t.Fatal(err)
		}
		steps, r, err := Path(context.Background(), p, Options{Uniqueness: true})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, s := range steps {
			if s.complexity > 0 {
				got = append(got, fmt.Sprintf("%s:%d", String(s.Diff), s.complexity))
			}
		}
		if g := strings.Join(got, " "); g != tc.want {
			t.Errorf("%s: chain steps (difficulty:complexity)\n got %s\nwant %s", tc.name, g, tc.want)
		}
		if g := String(r.ER) + "/" + String(r.EP) + "/" + String(r.ED); g != tc.rating {
			t.Errorf("%s: rating %s, want SE 1.2.1.3's %s", tc.name, g, tc.rating)
		}
	}
}

// TestCycleRuleParents checks the rule parents of a cycle found inside a
// nested chain (docs/ser.md §14.8): SE collects them from both of the
// cycle's chains, the second one being the cycle reversed. The state is
// eleven-26370 #344 before its sixth step, where the first level-2 hint is a
// contradiction whose chains SE 1.2.1.3 counts 172 (79 + 93) plus 154 for
// twelve nested chains, one of them a Bidirectional Cycle removing r5c6 and
// r8c6 <> 1: with the first chain's parents only, that cycle lacks three
// and the hint counted 324. The second part rates eleven #3050, which the
// fix moved from 11.1 to the published 11.2.
func TestCycleRuleParents(t *testing.T) {
	const state = "1689,128,=3,=4,=5,167,2679,278,26789,468,=5,2468,3678,368,=9,=1,2347,2678," +
		"=7,148,14689,=2,1368,136,3469,3458,569,=2,1478,1478,=5,1469,1467,479,478,=3," +
		"1348,=9,1478,137,1234,12347,=5,=6,278,345,=6,457,379,2349,=8,2479,=1,279," +
		"146,12347,12467,136,1234,=5,=8,=9,1267,145689,123478,12456789,13689,1234689,1234,2367," +
		"2357,12567,15689,1238,125689,13689,=7,1236,236,235,=4"
	g := &Grid{}
	for c, f := range strings.Split(state, ",") {
		if f[0] == '=' {
			g.val[c] = int8(f[1] - '0')
			continue
		}
		for _, d := range f {
			g.cand[c] |= 1 << uint(d-'1')
		}
	}
	ch := &chainer{multiple: true, dynamic: true, level: 2}
	hs := ch.hints(g)
	if len(hs) == 0 {
		t.Fatal("no level-2 hint")
	}
	h := hs[0]
	if h.Desc != "r9c6=6 ==> r9c6<>6" || h.complexity != 326 || h.Diff != 108 {
		t.Errorf("first hint %s (%s, complexity %d), want r9c6=6 ==> r9c6<>6 (10.8, complexity 326 as SE)", h.Desc, String(h.Diff), h.complexity)
	}

	rows := readRef(t, filepath.Join(refDir(t), "te-depth", "eleven-26370-TE2-sample.csv"), "SER", "SER_EP", "SER_ED")
	const p3050 = ".2..5..8.4....92.....3.2...2..7..9..3..9.4.....6.1...........6...8.....574....3.."
	found := false
	for _, r := range rows {
		if r.puzzle != p3050 {
			continue
		}
		found = true
		checkTriple(t, r, "eleven #3050")
	}
	if !found {
		t.Fatal("eleven #3050 not in eleven-26370-TE2-sample.csv")
	}
}
