package puzzle

import (
	"errors"
	"strings"
	"testing"
	"testing/iotest"
)

type wantRec struct {
	line int
	text string // String() of the grid, or a substring of the error
	err  bool
}

func scanAll(t *testing.T, input string) []Record {
	t.Helper()
	sc := NewScanner(strings.NewReader(input))
	var recs []Record
	for sc.Scan() {
		recs = append(recs, sc.Record())
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("Err: %v", err)
	}
	return recs
}

func checkRecs(t *testing.T, recs []Record, want []wantRec) {
	t.Helper()
	if len(recs) != len(want) {
		for _, r := range recs {
			t.Logf("%d line %d: %v %v", r.Index, r.Line, r.Grid, r.Err)
		}
		t.Fatalf("%d records, want %d", len(recs), len(want))
	}
	for i, w := range want {
		r := recs[i]
		if r.Index != i+1 || r.Line != w.line {
			t.Errorf("record %d: Index %d Line %d, want %d %d", i, r.Index, r.Line, i+1, w.line)
		}
		switch {
		case w.err && r.Err == nil:
			t.Errorf("record %d (line %d): no error, want %q", i, r.Line, w.text)
		case w.err && !strings.Contains(r.Err.Error(), w.text):
			t.Errorf("record %d: error %q does not contain %q", i, r.Err, w.text)
		case !w.err && r.Err != nil:
			t.Errorf("record %d (line %d): %v", i, r.Line, r.Err)
		case !w.err && r.Grid.String() != w.text:
			t.Errorf("record %d: got %q, want %q", i, r.Grid.String(), w.text)
		}
	}
}

func TestScannerMixed(t *testing.T) {
	state := strings.Repeat("123456789", 81)
	input := strings.Join([]string{
		"# puzzles",                    // 1
		p9 + " first",                  // 2
		"",                             // 3
		p9[:80],                        // 4: too short
		"1.3.....2......4",             // 5: 4×4
		p9[:10] + "x" + p9[11:] + " z", // 6: bad char
		state,                          // 7
		"   ",                          // 8
		"hello world",                  // 9
		strings.TrimSpace(boxed9),      // 10-23 (comment on 10, border on 11, first row on 12)
		p9 + ",1,2,3",                  // 24
	}, "\n")
	recs := scanAll(t, input)
	checkRecs(t, recs, []wantRec{
		{2, p9, false},
		{4, "line 4: 80 characters, want 16, 81, 256 or 625", true},
		{5, "1.3.....2......4", false},
		{6, "line 6: invalid character 'x' at position 11 (r2c2)", true},
		{7, state, false},
		{9, "line 9: 5 characters, want 16, 81, 256 or 625 (puzzle) or 64, 729, 4096 or 15625 (pencil marks); nor a list of cells (2 fields)", true},
		{12, p9, false},
		{24, p9, false},
	})
	if recs[0].Grid.Label != "first" || recs[0].Text != p9 || recs[7].Grid.Label != "1,2,3" {
		t.Errorf("labels/text: %q %q %q", recs[0].Grid.Label, recs[0].Text, recs[7].Grid.Label)
	}
	if !strings.HasPrefix(recs[6].Text, "| 4 . . |") || strings.Count(recs[6].Text, "\n") != 8 {
		t.Errorf("grid record Text = %q", recs[6].Text)
	}
	var se *SyntaxError
	if !errors.As(recs[1].Err, &se) || se.Line != 4 {
		t.Errorf("error is not a *SyntaxError with Line 4: %#v", recs[1].Err)
	}
}

func TestScannerGrids(t *testing.T) {
	state := stateOf(3, func(i int) uint32 { return uint32(i*31) | 3 })
	g16 := &Grid{N: 4, Cells: cellsOf(4, "................"+fullGrid(4)[16:])}
	g4 := "1.3.\n....\n2...\n...4"
	tests := []struct {
		name, input string
		want        []wantRec
	}{
		{"two grids with blank", rows(p9, 9) + "\n" + rows(p9, 9), []wantRec{{1, p9, false}, {11, p9, false}}},
		{"two grids adjacent", rows(p9, 9) + rows(p9, 9), []wantRec{{1, p9, false}, {10, p9, false}}},
		{"grid then one-liner", rows(p9, 9) + p9 + "\n", []wantRec{{1, p9, false}, {10, p9, false}}},
		{"candidate grid", state.GridString() + p9, []wantRec{{2, state.String(), false}, {14, p9, false}}},
		{"4x4 grid", g4 + "\n\n" + g4, []wantRec{{1, "1.3.....2......4", false}, {6, "1.3.....2......4", false}}},
		{"16x16 empty first row", g16.GridString(), []wantRec{{2, g16.String(), false}}},
		{"empty 4x4 one-liners", "................\n................\n1...............\n", []wantRec{
			{1, "................", false}, {2, "................", false}, {3, "1...............", false}}},
		{"incomplete grid", rows(p9[:45], 9) + "\n" + p9, []wantRec{{1, "line 1: incomplete grid: 5 rows (lines 1-5), want 9", true}, {7, p9, false}}},
		{"incomplete at EOF", rows(p9[:27], 9), []wantRec{{1, "incomplete grid: 3 rows", true}}},
		{"bad grid row", strings.Replace(rows(p9, 9), ".3.", ".x.", 1) + p9, []wantRec{{1, "line 2: invalid character 'x' in row 2, column 2", true}, {10, p9, false}}},
		{"lone row", "1..2..3..\n" + p9, []wantRec{{1, "line 1: 9 characters", true}, {2, p9, false}}},
		{"4x4 cand grid", "1234 12 3 4\n1 2 3 4\n1 2 3 4\n1 2 3 4\n", []wantRec{{1, "1234" + "12.." + "..3." + "...4" + strings.Repeat("1....2....3....4", 3), false}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkRecs(t, scanAll(t, tt.input), tt.want)
		})
	}
}

func TestScannerReadError(t *testing.T) {
	sc := NewScanner(iotest.TimeoutReader(strings.NewReader(p9 + "\n" + p9 + "\n")))
	n := 0
	for sc.Scan() {
		n++
	}
	if sc.Err() == nil {
		t.Fatalf("no read error reported (%d records)", n)
	}
}

func TestScannerLongLines(t *testing.T) {
	big := stateOf(5, func(i int) uint32 { return uint32(i) * 2654435761 })
	recs := scanAll(t, big.CandidateString()+"\n"+big.String()+" lbl\n")
	checkRecs(t, recs, []wantRec{{1, big.String(), false}, {2, big.String(), false}})
}
