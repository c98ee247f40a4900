package rating

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"
)

// TestRecordTypes: records go through encoding/json and encoding/csv; a
// JSON line keeps ">36" unescaped (issue 28: "\u003e36"), writes every
// number as a JSON number (SER's 11.6 included, not the string "11.6"),
// a censored value as its text and a failed column as null; the CSV
// field holds the same text.
func TestRecordTypes(t *testing.T) {
	cols := []*Column{{Name: "W"}, {Name: "B"}, {Name: "SER"}, {Name: "SER_EP"}, {Name: "gB"}, {Name: "TE"}, {Name: "Trid-OR5W"}}
	r := Result{N: 7, Puzzle: "1.......2", Values: []string{"3", ">36", "11.6", "2.0", "", "timeout", ">8"},
		Err: "gB: <boom> & more", Label: `Easter "Monster", <2007>`}
	var b bytes.Buffer
	if err := newWriter(&b, "jsonl", cols).record(r); err != nil {
		t.Fatal(err)
	}
	want := `{"n":7,"puzzle":"1.......2","W":3,"B":">36","SER":11.6,"SER_EP":2.0,"gB":null,"TE":"timeout","Trid-OR5W":">8","error":"gB: <boom> & more","label":"Easter \"Monster\", <2007>"}` + "\n"
	if b.String() != want {
		t.Errorf("jsonl\n got %s\nwant %s", b.String(), want)
	}
	var m map[string]any
	if err := json.Unmarshal(b.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	for k, want := range map[string]any{"W": 3.0, "B": ">36", "SER": 11.6, "SER_EP": 2.0, "gB": nil, "TE": "timeout", "Trid-OR5W": ">8"} {
		if m[k] != want {
			t.Errorf("%s = %#v, want %#v", k, m[k], want)
		}
	}
	b.Reset()
	if err := newWriter(&b, "csv", cols).record(r); err != nil {
		t.Fatal(err)
	}
	wantCSV := `7,1.......2,3,>36,11.6,2.0,,timeout,>8,gB: <boom> & more,"Easter ""Monster"", <2007>"` + "\n"
	if b.String() != wantCSV {
		t.Errorf("csv\n got %s\nwant %s", b.String(), wantCSV)
	}
	row, err := csv.NewReader(strings.NewReader(b.String())).Read()
	if err != nil || row[10] != r.Label || row[3] != ">36" {
		t.Errorf("csv read back: %q, %v", row, err)
	}
	for _, v := range []string{"+5", "Inf", "0x10", "05", "1e", "-", ">36"} {
		if _, isNum := JSONValue(v).(json.Number); isNum {
			t.Errorf("%q written as a JSON number", v)
		}
	}
}
