package ser

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// uncheckedRow is one line of testdata/eleven-TE2-unchecked.tsv: a row of
// the eleven T&E(2) file where logic/ser's triple differs from the file's
// and Sudoku Explainer has not been run on the puzzle yet.
type uncheckedRow struct {
	index int    // the file's index column (1-based, its line order)
	ser   [3]int // logic/ser's ER, EP, ED in tenths
}

// readUnchecked reads testdata/eleven-TE2-unchecked.tsv ("index<TAB>ER/EP/ED",
// "#" lines are comments).
func readUnchecked(t *testing.T) []uncheckedRow {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "eleven-TE2-unchecked.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []uncheckedRow
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		idx, triple, ok := strings.Cut(line, "\t")
		i, err := strconv.Atoi(idx)
		parts := strings.Split(triple, "/")
		if !ok || err != nil || len(parts) != 3 {
			t.Fatalf("eleven-TE2-unchecked.tsv line %d: %q is not index<TAB>ER/EP/ED", n, line)
		}
		r := uncheckedRow{index: i}
		for k, p := range parts {
			if r.ser[k], ok = tenths(p); !ok {
				t.Fatalf("eleven-TE2-unchecked.tsv line %d: bad rating %q", n, p)
			}
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// TestElevenUnchecked keeps the list of eleven-26370-TE2's differences not
// yet run through SE 1.2.1.3 consistent with seOwnValues and
// seHashDependent: every listed row exists, is listed once, is in neither
// (a difference is either checked there or pending here), and its recorded
// triple differs from the file's. It rates every 40th listed row (all of
// them with SUDOLAB_LONG=1, about 0.3 s each) and checks logic/ser still
// gives the recorded triple, so the list stays the set of rows SE has to be
// run on.
func TestElevenUnchecked(t *testing.T) {
	ref := readRef(t, filepath.Join(refDir(t), "te-depth", "eleven-26370-TE2.csv"), "SER", "SER_EP", "SER_ED")
	rows := readUnchecked(t)
	if len(rows) == 0 {
		t.Fatal("eleven-TE2-unchecked.tsv lists no rows")
	}
	step := 40
	if os.Getenv("SUDOLAB_LONG") == "1" {
		step = 1
	}
	last := 0
	for k, r := range rows {
		if r.index <= last || r.index > len(ref) {
			t.Fatalf("row %d: out of order or not in the file (%d rows)", r.index, len(ref))
		}
		last = r.index
		f := ref[r.index-1]
		if _, _, ok := seValue(f.puzzle); ok {
			t.Errorf("#%d is in seOwnValues or seHashDependent: remove it from eleven-TE2-unchecked.tsv", r.index)
		}
		if r.ser == f.serTriple() {
			t.Errorf("#%d: recorded triple %v is the file's", r.index, r.ser)
		}
		if k%step != 0 {
			continue
		}
		got := rateSER(t, f.puzzle)
		if g := ratingTriple(got); g != r.ser {
			t.Errorf("#%d %s: got %s/%s/%s, recorded %s/%s/%s", r.index, f.puzzle, String(got.ER), String(got.EP), String(got.ED),
				String(r.ser[0]), String(r.ser[1]), String(r.ser[2]))
		}
	}
}
