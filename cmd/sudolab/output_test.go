package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sudolab/sudolab/internal/cli"
)

// fileWriters are the commands that write a file, each with -o/--out, and
// the older spellings they still accept (issue 28: draw had -o/--output,
// plot/rate/soundness --out without -o, bench --values, path --html).
var fileWriters = map[string][]string{
	"rate": nil, "soundness": nil, "plot": nil, "merge": nil,
	"draw": {"output"}, "bench": {"values"}, "path": {"html"},
}

// TestOutputFlag: every command that writes a file takes -o and --out
// (one convention), its old spelling still parses to the same flag, and
// the old spelling is not shown in --help.
func TestOutputFlag(t *testing.T) {
	for _, c := range commands() {
		aliases, writes := fileWriters[c.Name()]
		f := c.Flags().Lookup("out")
		if !writes {
			if f != nil {
				t.Errorf("%s has --out but is not listed in fileWriters", c.Name())
			}
			continue
		}
		if f == nil || f.Shorthand != "o" {
			t.Errorf("%s: no -o/--out flag", c.Name())
			continue
		}
		for _, old := range append([]string{"o", "out"}, aliases...) {
			resetFlags(rootCmd)
			dash := "--"
			if len(old) == 1 {
				dash = "-"
			}
			if err := c.ParseFlags([]string{dash + old, "x.out"}); err != nil || f.Value.String() != "x.out" {
				t.Errorf("%s %s%s x.out: %v, out = %q", c.Name(), dash, old, err, f.Value.String())
			}
			if len(old) > 3 && strings.Contains(c.LocalFlags().FlagUsages(), "--"+old+" ") {
				t.Errorf("%s --help shows the old spelling --%s", c.Name(), old)
			}
		}
	}
	resetFlags(rootCmd)
}

// TestPlotShortOutput: "sudolab plot … -o h.png" failed ("unknown
// shorthand flag: 'o'"); it writes the plot.
func TestPlotShortOutput(t *testing.T) {
	dir := t.TempDir()
	csv := filepath.Join(dir, "r.csv")
	os.WriteFile(csv, []byte("n,W\n1,2\n2,3\n3,3\n"), 0o644)
	png := filepath.Join(dir, "h.png")
	if _, err := run(t, "", "plot", "--kind", "hist", "--columns", "W", csv, "-o", png); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(png); err != nil || !strings.HasPrefix(string(b), "\x89PNG") {
		t.Fatalf("no PNG written: %v", err)
	}
}

// TestVersionFlag: "sudolab --version" was an unknown flag; it prints
// what "sudolab version" prints.
func TestVersionFlag(t *testing.T) {
	want, err := run(t, "", "version")
	if err != nil {
		t.Fatal(err)
	}
	got, err := run(t, "", "--version")
	if err != nil || got != want || !strings.HasPrefix(got, "sudolab "+version+"\n") {
		t.Fatalf("--version: %v\n%s\nwant\n%s", err, got, want)
	}
}

// TestOutputIsInputRefused (issue 26): an output that is one of the
// inputs, under any name, is refused with exit status 2 before anything is
// written, and the input is left as it was: draw -o, path -o (--html),
// plot -o.
func TestOutputIsInputRefused(t *testing.T) {
	dir := t.TempDir()
	puz := filepath.Join(dir, "p.svg") // a file of puzzles with the picture's name
	os.WriteFile(puz, []byte(hardW6+"\n"), 0o644)
	html := filepath.Join(dir, "p.html")
	os.WriteFile(html, []byte(hardW6+"\n"), 0o644)
	csv := filepath.Join(dir, "v.svg")
	os.WriteFile(csv, []byte("n,W\n1,2\n2,3\n"), 0o644)
	link := filepath.Join(dir, "link.svg")
	os.Symlink(puz, link)
	hard := filepath.Join(dir, "hard.html")
	os.Link(html, hard)
	for _, c := range []struct {
		file string
		args []string
	}{
		{puz, []string{"draw", "-o", puz, puz}},
		{puz, []string{"draw", "--output", link, puz}},
		{puz, []string{"draw", "-o", puz, link}},
		{html, []string{"path", "--html", html, html}},
		{html, []string{"path", "-o", hard, html}},
		{csv, []string{"plot", "--columns", "W", "--out", csv, csv}},
	} {
		before, _ := os.ReadFile(c.file)
		_, err := run(t, "", c.args...)
		if err == nil || cli.Code(err) != 2 || !strings.Contains(err.Error(), "input") {
			t.Errorf("%v: %v (exit %d), want a refusal", c.args, err, cli.Code(err))
		}
		if after, _ := os.ReadFile(c.file); string(after) != string(before) {
			t.Errorf("%v changed its input", c.args)
		}
	}
}

// TestDrawPixelBound (issue 26): draw --dpi 1200 of an empty 25×25 grid
// took 200 s and 4.4 GB; it is refused at once, naming a DPI that fits,
// and that DPI works.
func TestDrawPixelBound(t *testing.T) {
	out := filepath.Join(t.TempDir(), "e.png")
	start := time.Now()
	_, err := run(t, "", "draw", "--dpi", "1200", "-o", out, strings.Repeat(".", 625))
	if err == nil || cli.Code(err) != 2 || !strings.Contains(err.Error(), "megapixels") || time.Since(start) > 20*time.Second {
		t.Fatalf("%v after %v", err, time.Since(start))
	}
	if _, serr := os.Stat(out); serr == nil {
		t.Error("a refused picture left a file")
	}
	i := strings.Index(err.Error(), "use --dpi ") // "use --dpi N or less"
	if i < 0 {
		t.Fatalf("no DPI suggested: %v", err)
	}
	dpi := strings.Fields(err.Error()[i+len("use --dpi "):])[0]
	if _, err := run(t, "", "draw", "--dpi", dpi, "-o", out, strings.Repeat(".", 625)); err != nil {
		t.Fatalf("--dpi %s: %v", dpi, err)
	}
}

// TestMergeForceOnlyRegular (issue 26): merge --force replaced a device, a
// FIFO or a symbolic link OUT with a regular file; it refuses them.
func TestMergeForceOnlyRegular(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	os.WriteFile(in, []byte(easy+"\n"), 0o644)
	part := filepath.Join(dir, "part.csv")
	if _, err := run(t, "", "rate", "--ratings", "TE", "--summary", "no", "--out", part, in); err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(dir, "target.csv")
	os.WriteFile(target, []byte("keep\n"), 0o644)
	link := filepath.Join(dir, "link.csv")
	os.Symlink(target, link)
	fifo := filepath.Join(dir, "fifo.csv")
	syscall.Mkfifo(fifo, 0o644)
	for out, want := range map[string]string{link: "symbolic link", fifo: "FIFO", "/dev/null": "device"} {
		_, err := run(t, "", "merge", "--force", out, part)
		if err == nil || cli.Code(err) != 2 || !strings.Contains(err.Error(), want) {
			t.Errorf("merge --force %s: %v, want %q", out, err, want)
		}
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced")
	}
	if st, err := os.Lstat(fifo); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Error("the FIFO was replaced")
	}
	if b, _ := os.ReadFile(target); string(b) != "keep\n" {
		t.Error("the link's target changed")
	}
	if st, err := os.Stat("/dev/null"); err != nil || st.Mode()&os.ModeDevice == 0 {
		t.Fatal("/dev/null is no longer a device")
	}
	merged := filepath.Join(dir, "merged.csv")
	if _, err := run(t, "", "merge", "-o", merged, part); err != nil {
		t.Fatal(err)
	}
}
