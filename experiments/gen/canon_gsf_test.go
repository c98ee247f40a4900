package gen

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/internal/refdata/reftest"
)

func gsfOf(t testing.TB, cz *Canonicalizer, cells []int) string {
	t.Helper()
	f, err := cz.CanonGSF(cells)
	if err != nil {
		t.Fatal(err)
	}
	return CanonString(f)
}

// gsfFacts are cbg-000 puzzles whose min-lex form is not gsf's, with the
// form gsf's sudoku program (CSP-Rules-V2.1 XTERNS/GSF, built from source)
// writes with -f'%#mc' ('0' for an empty cell).
var gsfFacts = [][2]string{
	{"..3.........78.1....9.234..2.4..5..83..6...14.6.....7.5....7..66...4...........37", "000000001000023040015000260000700100007002050040806000000904000200000907701000480"},
	{".2..5.......7.91.3...1...6...5.3..76..4...5..8.7.6..415...1...4..........3.2...58", "000000000001002003040050016000020070000890204050001000100004097300000100906007032"},
	{"1...5...9....8.1..78...3......9...7.6......52...27...8.9.......57.6...3.8.1..2...", "000000001000002340005060078000005084010700030300400000008010000027000060040820000"},
	{".2....7..4...89..3.....3....3..4.9..86.9..3.........413.7....1....2....46..814...", "000000001002003000010040056000070584040000300800210000001057600006001040480000000"},
	{"..3.5...9...7..12.7.9...4....1.6...45..3.....8.7...3...1..9...66....12.......8...", "000000001002003004030040050000006700007801000090400030009508000050700060204000800"},
	{"..34....9.5...9.2.78.1...6.....6...45...34.7...7.....8...2..9....4..1...81.6..3..", "000000012003004005160350000000040750000106008240000000005020800300709000700800009"},
	{".2....78...6.89..3...12..6.2.......1......24.8.129.....6......454..6......83.....", "000000001002003040001050026000570200004006005026080000040700003200000900700000650"},
	{".2....7.9.56..9.237..1..4.5.3.6.5..4....4..7...1..7..2...5.2.....8.......7.83....", "000000001000023000000401050002050006007038040050700000024090038509000020703006500"},
}

// TestCanonGSF: the gsf form is gsf's own on puzzles where it differs
// from min-lex (issue 28: 2,209 of cbg-000), is the brute-force definition
// on two puzzles, and is the same for random isomorphs.
func TestCanonGSF(t *testing.T) {
	cz := NewCanonicalizer()
	rng := rand.New(rand.NewPCG(28, 1))
	for _, f := range gsfFacts {
		cells := mustCells(t, f[0])
		want := strings.ReplaceAll(f[1], "0", ".")
		if got := gsfOf(t, cz, cells); got != want {
			t.Errorf("%s:\n got %s\nwant %s (gsf)", f[0], got, want)
		}
		if canonOf(t, cz, cells) == want {
			t.Errorf("%s: min-lex equals gsf's form: not a distinguishing fact", f[0])
		}
		for k := 0; k < 5; k++ {
			if got := gsfOf(t, cz, RandomIsomorph(rng, cells)); got != want {
				t.Fatalf("%s: an isomorph has the gsf form %s", f[0], got)
			}
		}
	}
	if testing.Short() {
		return
	}
	for _, f := range gsfFacts[:2] {
		cells := mustCells(t, f[0])
		if got, want := gsfOf(t, cz, cells), bruteForm(cells, true); got != want {
			t.Errorf("%s: brute force\n got %s\nwant %s", f[0], got, want)
		}
	}
}

// TestCanonGSFAgainstProgram compares the gsf form with gsf's program on
// all of cbg-000 when $SUDOLAB_GSF names the program (built outside the
// repository from CSP-Rules-V2.1's XTERNS/GSF sources; see docs/notation.md
// §9.7); without it, TestCanonGSF's facts stand for it.
func TestCanonGSFAgainstProgram(t *testing.T) {
	prog := os.Getenv("SUDOLAB_GSF")
	if prog == "" {
		t.Skip("set SUDOLAB_GSF to gsf's sudoku program to compare on all of cbg-000")
	}
	header, rows := reftest.ReadCSV(t, "cbg-000.csv")
	col := reftest.Column(t, header, "puzzle")
	var in strings.Builder
	for _, r := range rows {
		in.WriteString(r[col] + "\n")
	}
	cmd := exec.Command(prog, "-f%#mc")
	cmd.Stdin = strings.NewReader(in.String())
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != len(rows) {
		t.Fatalf("gsf wrote %d lines for %d puzzles", len(lines), len(rows))
	}
	cz := NewCanonicalizer()
	diff := 0
	for i, r := range rows {
		if got := strings.ReplaceAll(gsfOf(t, cz, mustCells(t, r[col])), ".", "0"); got != lines[i] {
			if diff++; diff <= 5 {
				t.Errorf("cbg-000 #%d: %s, gsf %s", i+1, got, lines[i])
			}
		}
	}
	t.Logf("%d of %d puzzles differ from gsf's -f'%%#mc'", diff, len(rows))
}
