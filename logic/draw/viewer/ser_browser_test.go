package viewer

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic/ser"
	"github.com/sudolab/sudolab/puzzle"
	"github.com/sudolab/sudolab/verify"
)

// TestBrowserSER loads the page of a Sudoku Explainer path (cbg-000 #2,
// every step checked) in headless Chromium, opens each step with a region
// or cell forcing chain from the list of steps, steps one further with the
// arrow key, and checks the page shows the step's line, its
// branches below it and its verify mark, and only that frame.
func TestBrowserSER(t *testing.T) {
	const cbg2 = "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75"
	pg, err := puzzle.ParseLine(cbg2)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	steps, r, err := ser.Path(context.Background(), pg, ser.Options{Uniqueness: true, OnStep: func(before *ser.Grid, h *ser.Hint) error {
		checked++
		return verify.SERStep(before, h)
	}})
	if err != nil {
		t.Fatal(err)
	}
	g0, _ := ser.FromPuzzle(pg)
	fs := SERFrames(cbg2, "SER", g0, steps, r, checked)
	var b bytes.Buffer
	if err := WriteFrames(&b, fs); err != nil {
		t.Fatal(err)
	}
	d, page, _ := openPage(t, b.Bytes())
	defer d.close()
	if err := d.navigate("file://" + page); err != nil {
		t.Fatal(err)
	}
	const js = `var fs = document.querySelectorAll('.frame:not([hidden])');
var f = fs[0], v = f.querySelector('.verify'), m = f.querySelector('.structure');
return {n: parseInt(f.dataset.n, 10), text: f.querySelector('.step').textContent,
  more: m ? m.textContent : '', verify: v ? v.className : '', visible: fs.length};`
	var got struct {
		N       int    `json:"n"`
		Text    string `json:"text"`
		More    string `json:"more"`
		Verify  string `json:"verify"`
		Visible int    `json:"visible"`
	}
	check := func(how string, i int) {
		t.Helper()
		if err := d.script(js, &got); err != nil {
			t.Fatal(err)
		}
		f := fs.Steps[i-1]
		if got.N != i || got.Text != f.Text || got.More != f.More || got.Verify != "verify ok" || got.Visible != 1 {
			t.Errorf("%s: shows frame %d %q (%q, %d visible) with\n%s\nwant frame %d %q with\n%s", how, got.N, got.Text, got.Verify, got.Visible, got.More, i, f.Text, f.More)
		}
	}
	chains := 0
	for i, f := range fs.Steps {
		if !strings.Contains(f.Text, "Forcing Chains") {
			continue
		}
		chains++
		if f.More == "" {
			t.Errorf("step %d %q: no structure", i+1, f.Text)
		}
		// (the list of steps: navigating to another #N of the same page
		// need not load it again)
		if err := d.click(`ol.steps li[data-n="` + strconv.Itoa(i+1) + `"]`); err != nil {
			t.Fatal(err)
		}
		check("list item "+strconv.Itoa(i+1), i+1)
		if err := d.key("\ue014"); err != nil {
			t.Fatal(err)
		}
		check("right arrow", i+2)
	}
	if chains < 2 {
		t.Errorf("%d steps with forcing chains", chains)
	}
}
