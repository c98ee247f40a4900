package ser

import (
	"os"
	"path/filepath"
	"testing"
)

// elevenDifferences is how many rows of te-depth/eleven-26370-TE2.csv
// logic/ser rates with another triple than the file's: the whole file rated
// with the build of 1bd7ea2 (the engine of today's, docs/ser.md §14.8).
// SE 1.2.1.3 has been run on every one of them, so each is in seOwnValues
// (SE gives logic/ser's triple) or in seHashDependent (SE gives the file's
// triple with the JVM's default hashes and logic/ser's with an inner hint's
// removals walked in cell order).
const elevenDifferences = 401

// TestElevenDifferences keeps that classification whole: exactly
// elevenDifferences rows of eleven-26370-TE2 are in seOwnValues or
// seHashDependent, none with the file's triple as SE's value; every row of
// seHashDependent has SE's default-hash triple in the file and is in the
// file once, not also in seOwnValues. Every puzzle of seHashDependent and
// every 40th row of the others (all with SUDOLAB_LONG=1, about 0.3 s each)
// is rated and must get SE's triple here. The converse, that every row rated differently from the file
// is one of them, is TestSERHard's on the whole file (long mode:
// SER_HARD=eleven-26370-TE2.csv).
func TestElevenDifferences(t *testing.T) {
	rows := readRef(t, filepath.Join(refDir(t), "te-depth", "eleven-26370-TE2.csv"), "SER", "SER_EP", "SER_ED")
	step := 40
	if os.Getenv("SUDOLAB_LONG") == "1" {
		step = 1
	}
	n, hashDep := 0, 0
	for i, r := range rows {
		se, own, ok := seValue(r.puzzle)
		if !ok {
			continue
		}
		n++
		if se == r.serTriple() {
			t.Errorf("#%d %s: SE's recorded triple is the file's", i+1, r.puzzle)
		}
		if !own {
			hashDep++
			if _, also := seOwnValues[r.puzzle]; also {
				t.Errorf("#%d %s: in seOwnValues too", i+1, r.puzzle)
			}
			if def := seHashDependent[r.puzzle][0]; def != r.serTriple() {
				t.Errorf("#%d %s: the file has %v, SE 1.2.1.3 with default hashes %v", i+1, r.puzzle, r.serTriple(), def)
			}
		} else if (n-1)%step != 0 {
			continue
		}
		if got := rateSER(t, r.puzzle); ratingTriple(got) != se {
			t.Errorf("#%d %s: got %s/%s/%s, SE 1.2.1.3 gives %s/%s/%s", i+1, r.puzzle, String(got.ER), String(got.EP), String(got.ED),
				String(se[0]), String(se[1]), String(se[2]))
		}
	}
	if hashDep != len(seHashDependent) {
		t.Errorf("%d rows of eleven-26370-TE2 are in seHashDependent, want all %d", hashDep, len(seHashDependent))
	}
	if n != elevenDifferences {
		t.Errorf("%d rows of eleven-26370-TE2 are in seOwnValues or seHashDependent, want the %d differences", n, elevenDifferences)
	}
}
