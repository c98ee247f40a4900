package draw

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/sudolab/sudolab/internal/outfile"
	"github.com/sudolab/sudolab/logic"
)

// Size is the size of the drawing of a state of geometry g with overlay ov.
func Size(g *logic.Geometry, ov *Overlay, o *Options) (w, h vg.Length) {
	if o == nil {
		o = &Options{}
	}
	l := newLayout(g, ov, o)
	return l.w, l.h
}

// Draw draws state s with overlay ov (nil: none) on any vg canvas of at
// least Size(s.G, ov, o); o may be nil.
func Draw(c vg.Canvas, s *logic.State, ov *Overlay, o *Options) {
	if o == nil {
		o = &Options{}
	}
	render(c, newLayout(s.G, ov, o), s, ov, o)
}

// SVG writes the drawing as an SVG document.
func SVG(w io.Writer, s *logic.State, ov *Overlay, o *Options) error {
	cw, ch := Size(s.G, ov, o)
	c := vgsvg.New(cw, ch)
	Draw(c, s, ov, o)
	_, err := c.WriteTo(w)
	return err
}

// InlineSVG is the drawing as an <svg> element for an HTML page (no XML
// prologue), scaled by CSS to the width of its container.
func InlineSVG(s *logic.State, ov *Overlay, o *Options) (string, error) {
	var b bytes.Buffer
	if err := SVG(&b, s, ov, o); err != nil {
		return "", err
	}
	out := b.String()
	if i := strings.Index(out, "<svg"); i >= 0 {
		out = out[i:]
	}
	return out, nil
}

// MaxPixels bounds the size of a PNG: the image is held in memory (with
// the renderer's buffers, about 14 bytes a pixel) and rendered in time
// proportional to it. 12 megapixels (3500×3500) keep draw under 200 MB:
// 183 MB, 2.7 s for an empty 25×25 grid at --dpi 159, the largest that
// fits. SVG has no such bound: its size does not grow with the resolution.
const MaxPixels = 12 << 20

// PNG writes the drawing as a PNG image (at o.DPI, default 96). A picture
// of more than MaxPixels pixels is refused, naming the largest DPI that
// fits.
func PNG(w io.Writer, s *logic.State, ov *Overlay, o *Options) error {
	if o == nil {
		o = &Options{}
	}
	dpi := o.DPI
	if dpi <= 0 {
		dpi = 96
	}
	cw, ch := Size(s.G, ov, o)
	if err := checkPixels(cw, ch, dpi); err != nil {
		return err
	}
	c := vgimg.NewWith(vgimg.UseWH(cw, ch), vgimg.UseDPI(dpi))
	Draw(c, s, ov, o)
	_, err := vgimg.PngCanvas{Canvas: c}.WriteTo(w)
	return err
}

// checkPixels refuses a PNG of more than MaxPixels pixels.
func checkPixels(w, h vg.Length, dpi int) error {
	px := func(l vg.Length, dpi float64) float64 { return math.Ceil(l.Points() / vg.Inch.Points() * dpi) }
	pw, ph := px(w, float64(dpi)), px(h, float64(dpi))
	if pw*ph <= MaxPixels {
		return nil
	}
	fit := int(float64(dpi) * math.Sqrt(MaxPixels/(pw*ph)))
	for fit > 1 && px(w, float64(fit))*px(h, float64(fit)) > MaxPixels {
		fit--
	}
	return fmt.Errorf("--dpi %d: the picture would be %.0f×%.0f pixels (%.0f megapixels), more than the %d megapixels a PNG may have here: use --dpi %d or less, or write .svg", dpi, pw, ph, pw*ph/(1<<20), MaxPixels>>20, fit)
}

// Writer is the function that writes a drawing in the format of a file
// name's extension: SVG for .svg, PNG for .png.
func Writer(path string) (func(io.Writer, *logic.State, *Overlay, *Options) error, error) {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".svg":
		return SVG, nil
	case ".png":
		return PNG, nil
	}
	return nil, fmt.Errorf("%s: the drawing is written as .svg or .png", path)
}

// WriteFile writes the drawing to path as SVG or PNG, by its extension,
// through a temporary file renamed at the end (internal/outfile): an error
// leaves no partial picture.
func WriteFile(path string, s *logic.State, ov *Overlay, o *Options) error {
	write, err := Writer(path)
	if err != nil {
		return err
	}
	f, err := outfile.Create("-o", path, outfile.Inputs{})
	if err != nil {
		return err
	}
	defer f.Close()
	if err := write(f, s, ov, o); err != nil {
		return err
	}
	return f.Commit()
}
