package draw

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"

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

// PNG writes the drawing as a PNG image (at o.DPI, default 96).
func PNG(w io.Writer, s *logic.State, ov *Overlay, o *Options) error {
	if o == nil {
		o = &Options{}
	}
	dpi := o.DPI
	if dpi <= 0 {
		dpi = 96
	}
	cw, ch := Size(s.G, ov, o)
	c := vgimg.NewWith(vgimg.UseWH(cw, ch), vgimg.UseDPI(dpi))
	Draw(c, s, ov, o)
	_, err := vgimg.PngCanvas{Canvas: c}.WriteTo(w)
	return err
}

// WriteFile writes the drawing to path as SVG or PNG, by its extension.
func WriteFile(path string, s *logic.State, ov *Overlay, o *Options) error {
	var write func(io.Writer, *logic.State, *Overlay, *Options) error
	switch strings.ToLower(filepath.Ext(path)) {
	case ".svg":
		write = SVG
	case ".png":
		write = PNG
	default:
		return fmt.Errorf("%s: the drawing is written as .svg or .png", path)
	}
	var b bytes.Buffer
	if err := write(&b, s, ov, o); err != nil {
		return err
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}
