package stats

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"
	"unicode/utf8"
)

// Section is one table of a report, rendered as aligned text, Markdown or
// CSV by Render.
type Section struct {
	Title  string
	Header []string
	Rows   [][]string
	Notes  []string // lines printed after the table
}

// Render writes sections in format "text" (aligned columns), "md"
// (Markdown tables) or "csv" (each section: a "# title" line, the table,
// a blank line).
func Render(w io.Writer, format string, secs []Section) error {
	for i, s := range secs {
		var err error
		switch format {
		case "md":
			err = renderMD(w, s)
		case "csv":
			err = renderCSV(w, s)
		case "text", "":
			err = renderText(w, s)
		default:
			return fmt.Errorf("unknown format %q (text, md or csv)", format)
		}
		if err != nil {
			return err
		}
		if i < len(secs)-1 || format == "csv" {
			if _, err := io.WriteString(w, "\n"); err != nil {
				return err
			}
		}
	}
	return nil
}

// renderText lays a section out with text/tabwriter: text cells (and the
// first column) left-aligned, numbers right-aligned. tabwriter aligns
// every cell of a writer the same way, so a number is first padded on the
// left to its column's width; tabwriter then pads the text cells.
func renderText(w io.Writer, s Section) error {
	if s.Title != "" {
		if _, err := io.WriteString(w, s.Title+"\n"); err != nil {
			return err
		}
	}
	if len(s.Header) > 0 {
		all := append([][]string{s.Header}, s.Rows...)
		width := columnWidths(all)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		for _, r := range all {
			cells := make([]string, len(r))
			for j, c := range r {
				cells[j] = c
				if j > 0 && looksNumeric(c) {
					cells[j] = strings.Repeat(" ", width[j]-utf8.RuneCountInString(c)) + c
				}
			}
			for len(cells) > 1 && cells[len(cells)-1] == "" {
				cells = cells[:len(cells)-1] // no padding after the last cell
			}
			if _, err := io.WriteString(tw, "  "+strings.Join(cells, "\t")+"\n"); err != nil {
				return err
			}
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	for _, n := range s.Notes {
		if _, err := io.WriteString(w, "  "+n+"\n"); err != nil {
			return err
		}
	}
	return nil
}

// columnWidths is the widest cell of each column, in runes (as tabwriter
// counts them).
func columnWidths(rows [][]string) []int {
	var width []int
	for _, r := range rows {
		for j, c := range r {
			for len(width) <= j {
				width = append(width, 0)
			}
			width[j] = max(width[j], utf8.RuneCountInString(c))
		}
	}
	return width
}

func renderMD(w io.Writer, s Section) error {
	var b strings.Builder
	if s.Title != "" {
		b.WriteString("### " + s.Title + "\n\n")
	}
	if len(s.Header) > 0 {
		esc := func(c string) string { return strings.ReplaceAll(c, "|", `\|`) }
		row := func(r []string) {
			cells := make([]string, len(r))
			for i, c := range r {
				cells[i] = esc(c)
			}
			b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
		}
		row(s.Header)
		seps := make([]string, len(s.Header))
		for i := range seps {
			seps[i] = "---"
			if i > 0 {
				seps[i] = "---:"
			}
		}
		b.WriteString("|" + strings.Join(seps, "|") + "|\n")
		for _, r := range s.Rows {
			row(r)
		}
		b.WriteString("\n")
	}
	for _, n := range s.Notes {
		b.WriteString(n + "\n\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func renderCSV(w io.Writer, s Section) error {
	cw := csv.NewWriter(w)
	if s.Title != "" {
		cw.Write([]string{"# " + s.Title})
	}
	if len(s.Header) > 0 {
		cw.Write(s.Header)
	}
	cw.WriteAll(s.Rows)
	for _, n := range s.Notes {
		cw.Write([]string{"# " + n})
	}
	cw.Flush()
	return cw.Error()
}

// looksNumeric reports whether a cell is aligned as a number: numbers,
// percentages, "-" and censored values (">36", "timeout") among them.
func looksNumeric(s string) bool {
	_, ok := ParseNum(strings.TrimSuffix(s, "%"))
	return ok || s == "NaN" || s == "-" || Censored(s)
}

// FormatFloat prints a statistic with d decimals ("-" for NaN).
func FormatFloat(x float64, d int) string {
	if math.IsNaN(x) {
		return "-"
	}
	return strconv.FormatFloat(x, 'f', d, 64)
}

// FormatNums prints values side by side (a row of quantiles) with one
// number of decimals for all: none when every value is an integer, else as
// many as the most precise needs, at most 3 ("2.000", "1.500", never "2"
// beside "1.500").
func FormatNums(xs []float64) []string {
	d := 0
	for _, x := range xs {
		for d < 3 && math.Abs(x*math.Pow10(d)-math.Round(x*math.Pow10(d))) > 1e-9*math.Max(1, math.Abs(x)) {
			d++
		}
	}
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = FormatFloat(x, d)
	}
	return out
}

// FormatNum prints a value that may be an integer without decimals.
func FormatNum(x float64) string {
	if x == math.Trunc(x) && math.Abs(x) < 1e15 {
		return strconv.FormatFloat(x, 'f', 0, 64)
	}
	return FormatFloat(x, 3)
}
