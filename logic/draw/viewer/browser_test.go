package viewer

import (
	"bytes"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sudolab/sudolab/logic"
	"github.com/sudolab/sudolab/logic/draw"
	"github.com/sudolab/sudolab/puzzle"
	"github.com/sudolab/sudolab/verify"
)

// hard is a puzzle of W rating 6 from the reference set cbg-000.
const hard = "..345.78.4....9.2..8..2..6...16.5..7......2..9...4..3...4......5.2.1.....1....3.6"

// verifiedPath is hard's W path, verified step by step.
func verifiedPath(t *testing.T) (*logic.Path, []string) {
	t.Helper()
	pg, err := puzzle.Parse(hard)
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	p, err := logic.ResolvePath(pg, logic.FamilyW(), 0, func(before *logic.State, st *logic.Step) error {
		if err := verify.Step(before, st); err != nil {
			return err
		}
		texts = append(texts, st.Text(before.G))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return p, texts
}

// browser finds Debian's chromium and chromedriver. Missing, they are
// installed when running as root under CI; otherwise the test is skipped,
// except under CI=true where it fails.
func browser(t *testing.T) (chromium, chromedriver string) {
	t.Helper()
	find := func() (string, string) {
		a, _ := exec.LookPath("chromium")
		b, _ := exec.LookPath("chromedriver")
		return a, b
	}
	chromium, chromedriver = find()
	ci := os.Getenv("CI") == "true"
	if (chromium == "" || chromedriver == "") && ci && os.Geteuid() == 0 {
		t.Log("installing chromium and chromium-driver with apt-get")
		for _, args := range [][]string{{"update"}, {"install", "-y", "chromium", "chromium-driver"}} {
			cmd := exec.Command("apt-get", args...)
			cmd.Env = append(os.Environ(), "DEBIAN_FRONTEND=noninteractive")
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Logf("apt-get %s: %v\n%s", strings.Join(args, " "), err, lastLines(out, 10))
			}
		}
		chromium, chromedriver = find()
	}
	if chromium == "" || chromedriver == "" {
		msg := "the browser test needs Debian's chromium and chromium-driver (apt-get install chromium chromium-driver): not found"
		if ci {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	return chromium, chromedriver
}

// openPage writes a page to a temporary directory and starts the browser;
// it returns the driver, the page's path and the directory.
func openPage(t *testing.T, html []byte) (d *driver, page, dir string) {
	t.Helper()
	chromium, chromedriver := browser(t)
	dir = t.TempDir()
	page = filepath.Join(dir, "page.html")
	if err := os.WriteFile(page, html, 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := startDriver(chromedriver, chromium, filepath.Join(dir, "profile"))
	if err != nil {
		t.Fatal(err)
	}
	return d, page, dir
}

func lastLines(b []byte, n int) string {
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

type shown struct {
	N      int    `json:"n"`
	Text   string `json:"text"`
	Pos    string `json:"pos"`
	Verify string `json:"verify"`
	Count  int    `json:"visible"`
}

// visibleJS reports the frame on screen: its number, step text, the
// position shown, its verify mark and how many frames are visible.
const visibleJS = `var fs = document.querySelectorAll('.frame:not([hidden])');
var f = fs[0], v = f.querySelector('.verify');
return {n: parseInt(f.dataset.n, 10), text: f.querySelector('.step').textContent,
  pos: document.getElementById('pos').textContent, verify: v ? v.className : '', visible: fs.length};`

// TestBrowser loads the page of a verified path in headless Chromium, steps
// through it with the arrow keys (and back, and with Home, End and the
// buttons), and checks at each position that the page shows that step's
// text, its verify mark, and only that frame. With SUDOLAB_SCREENSHOT=FILE
// it writes a screenshot of one step there (the README's picture).
func TestBrowser(t *testing.T) {
	p, verified := verifiedPath(t)
	frames := draw.PathFrames(p)
	var b bytes.Buffer
	if err := Write(&b, Page{Title: hard, Path: p, Verified: verified}); err != nil {
		t.Fatal(err)
	}
	d, page, dir := openPage(t, b.Bytes())
	defer d.close()
	if err := d.navigate("file://" + page); err != nil {
		t.Fatal(err)
	}
	last := len(frames) + 1
	want := func(i int) (text, mark string) {
		switch {
		case i == 0:
			return "initial state", ""
		case i == last:
			return "W rating: " + p.Rating.String() + " (" + p.Status.String() + ")", ""
		case frames[i-1].IsSingles():
			return frames[i-1].Text, "verify na"
		}
		return frames[i-1].Text, "verify ok"
	}
	check := func(how string, i int) {
		t.Helper()
		var s shown
		if err := d.script(visibleJS, &s); err != nil {
			t.Fatal(err)
		}
		text, mark := want(i)
		if s.N != i || s.Text != text || s.Verify != mark || s.Count != 1 || s.Pos != strconv.Itoa(i)+" / "+strconv.Itoa(last) {
			t.Fatalf("%s: shows frame %d %q (%q, position %q, %d visible), want frame %d %q (%q)", how, s.N, s.Text, s.Verify, s.Pos, s.Count, i, text, mark)
		}
	}
	const right, left, home, end = "\ue014", "\ue012", "\ue011", "\ue010"
	check("loaded", 0)
	for i := 1; i <= last; i++ {
		if err := d.key(right); err != nil {
			t.Fatal(err)
		}
		check("right arrow", i)
	}
	if err := d.key(right); err != nil { // past the end: stays
		t.Fatal(err)
	}
	check("right arrow at the end", last)
	for i := last - 1; i >= last-5; i-- {
		if err := d.key(left); err != nil {
			t.Fatal(err)
		}
		check("left arrow", i)
	}
	if err := d.key(home); err != nil {
		t.Fatal(err)
	}
	check("Home", 0)
	if err := d.key(end); err != nil {
		t.Fatal(err)
	}
	check("End", last)
	if err := d.click("#first"); err != nil {
		t.Fatal(err)
	}
	check("first button", 0)
	// The README's picture: the first whip[5].
	shot := 0
	for j, f := range frames {
		if strings.HasPrefix(f.Text, "whip[5]") {
			shot = j + 1
			break
		}
	}
	if shot == 0 {
		t.Fatal("no whip[5] in the path")
	}
	for i := 1; i <= shot; i++ {
		if err := d.click("#next"); err != nil {
			t.Fatal(err)
		}
	}
	check("next button", shot)
	out := os.Getenv("SUDOLAB_SCREENSHOT")
	if out == "" {
		out = filepath.Join(dir, "shot.png")
	}
	if err := d.screenshot(out); err != nil {
		t.Fatal(err)
	}
	fh, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	img, err := png.Decode(fh)
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if r := img.Bounds(); r.Dx() < 500 || r.Dy() < 500 {
		t.Errorf("screenshot is %v", r)
	}
}
