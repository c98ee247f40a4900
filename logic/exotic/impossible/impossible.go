package impossible

import (
	"bufio"
	_ "embed"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Pattern is one impossible pattern: its name (EL<n>c<k> for eleven's n-cell
// pattern number k) and its cells (0..80, r*9+c, increasing) as drawn in the
// source.
type Pattern struct {
	Name  string
	Cells []int

	tmpl [2]template // the drawing and its transpose, for Match
}

// Size is the number of cells.
func (p *Pattern) Size() int { return len(p.Cells) }

// Mask is the 81-character drawing: X for a cell of the pattern, . else.
func (p *Pattern) Mask() string {
	b := []byte(strings.Repeat(".", 81))
	for _, c := range p.Cells {
		b[c] = 'X'
	}
	return string(b)
}

// Catalogue is a list of patterns with named sets of them.
type Catalogue struct {
	Patterns []*Pattern
	byName   map[string]*Pattern
	sets     map[string][]*Pattern
	setNames []string
}

//go:embed data/eleven.txt
var elevenData string

var (
	elevenOnce sync.Once
	eleven     *Catalogue
	elevenErr  error
)

func elevenCatalogue() *Catalogue {
	elevenOnce.Do(func() {
		eleven, elevenErr = Parse(strings.NewReader(elevenData))
	})
	if elevenErr != nil {
		panic("impossible: data/eleven.txt: " + elevenErr.Error())
	}
	return eleven
}

// All lists eleven's patterns of data/eleven.txt (592), by number of cells
// then number.
func All() []*Pattern { return elevenCatalogue().Patterns }

// ByName returns eleven's pattern name (e.g. "EL13c290"), or nil.
func ByName(name string) *Pattern { return elevenCatalogue().byName[name] }

// Set returns a named set of eleven's patterns (Select1, …, Imp630) in
// its priority order, or an error naming the known sets.
func Set(name string) ([]*Pattern, error) { return elevenCatalogue().Set(name) }

// SetNames lists the named sets of data/eleven.txt.
func SetNames() []string { return elevenCatalogue().setNames }

// Set returns the named set (see the package's Set).
func (c *Catalogue) Set(name string) ([]*Pattern, error) {
	if ps, ok := c.sets[name]; ok {
		return ps, nil
	}
	return nil, fmt.Errorf("unknown pattern set %q (known: %s)", name, strings.Join(c.setNames, ", "))
}

var nameRE = regexp.MustCompile(`^EL(\d+)c(\d+)$`)

// Parse reads a catalogue in the format of data/eleven.txt: comment lines
// (#), pattern lines "<name> <81-character mask>" and set lines
// "set <name> = <member> …" (a pattern, an earlier set, "all", or
// "-<pattern>" to leave one out). A pattern named EL<n>c<k> must have n
// cells. Errors name the line.
func Parse(r io.Reader) (*Catalogue, error) {
	c := &Catalogue{byName: map[string]*Pattern{}, sets: map[string][]*Pattern{}}
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		f := strings.Fields(text)
		var err error
		if f[0] == "set" {
			err = c.parseSet(f)
		} else {
			err = c.parsePattern(f)
		}
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(c.Patterns) == 0 {
		return nil, fmt.Errorf("no pattern")
	}
	return c, nil
}

func (c *Catalogue) parsePattern(f []string) error {
	if len(f) != 2 {
		return fmt.Errorf("want \"<name> <mask>\", got %d fields", len(f))
	}
	name, mask := f[0], f[1]
	if c.byName[name] != nil || c.sets[name] != nil {
		return fmt.Errorf("%s defined twice", name)
	}
	if len(mask) != 81 {
		return fmt.Errorf("%s: mask of %d characters, want 81", name, len(mask))
	}
	p := &Pattern{Name: name}
	for i := 0; i < 81; i++ {
		switch mask[i] {
		case 'X':
			p.Cells = append(p.Cells, i)
		case '.':
		default:
			return fmt.Errorf("%s: character %q in the mask (want X or .)", name, mask[i])
		}
	}
	if m := nameRE.FindStringSubmatch(name); m != nil {
		if n, _ := strconv.Atoi(m[1]); n != len(p.Cells) {
			return fmt.Errorf("%s: %d cells in the mask", name, len(p.Cells))
		}
	}
	if len(p.Cells) < 3 {
		return fmt.Errorf("%s: %d cells", name, len(p.Cells))
	}
	p.tmpl = [2]template{newTemplate(p.Cells, false), newTemplate(p.Cells, true)}
	c.Patterns = append(c.Patterns, p)
	c.byName[name] = p
	return nil
}

func (c *Catalogue) parseSet(f []string) error {
	if len(f) < 4 || f[2] != "=" {
		return fmt.Errorf("want \"set <name> = <members>\"")
	}
	name := f[1]
	if c.byName[name] != nil || c.sets[name] != nil || name == "all" {
		return fmt.Errorf("set %s: name already used", name)
	}
	var out []*Pattern
	add := func(ps ...*Pattern) {
		for _, p := range ps {
			if !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
	}
	for _, m := range f[3:] {
		switch {
		case strings.HasPrefix(m, "-"):
			p := c.byName[m[1:]]
			if p == nil {
				return fmt.Errorf("set %s: unknown pattern %s", name, m[1:])
			}
			out = slices.DeleteFunc(out, func(q *Pattern) bool { return q == p })
		case m == "all":
			add(c.Patterns...)
		case c.sets[m] != nil:
			add(c.sets[m]...)
		case c.byName[m] != nil:
			add(c.byName[m])
		default:
			return fmt.Errorf("set %s: unknown member %s", name, m)
		}
	}
	c.sets[name] = out
	c.setNames = append(c.setNames, name)
	return nil
}
