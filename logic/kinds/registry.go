package kinds

import (
	"fmt"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
)

// ID identifies a kind of step. The zero ID is no kind.
type ID int

// Notation is the line syntax a kind's steps are printed in.
type Notation int8

const (
	// SudoRules: "rule[n]: pattern ==> r1c2≠3, r4c5=6" (CSP-Rules' notation,
	// docs/notation.md).
	SudoRules Notation = iota
	// SE: "7.1, Forcing Chain: pattern => r2c7<>5" (Sudoku Explainer's
	// notation, docs/ser.md).
	SE
)

func (n Notation) String() string { return [...]string{"SudoRules", "SE"}[n] }

// Kind is one kind of step, as declared in kinds.go.
type Kind struct {
	ID       ID
	Name     string   // short name, e.g. "whip", "naked-subset"
	Notation Notation // the line syntax of its steps
	// Forms are the rule names its steps are printed with, without the
	// length: literal text, "{a|b|c}" for one of the alternatives, "{k}"
	// for a number (1 to 3 digits), "{name}" for a word (a relation's
	// name such as Trid), "{text}" for any text (the checker reads it). E.g. "naked-{pairs|triplets|quads}-in-a-{row|column|block}".
	Forms []string
	Doc   string // one line: what the kind is and where it is defined

	re *regexp.Regexp
}

// Part is one of the four implementations every kind needs.
type Part int8

const (
	Printer Part = iota // how a step prints (package logic or the package that makes the step)
	Reader              // how its text is read back (package verify/audit)
	Checker             // its independent pattern checker (package verify)
	Overlay             // its picture (package logic/draw)
	numParts
)

// Parts lists the four parts in order.
var Parts = []Part{Printer, Reader, Checker, Overlay}

func (p Part) String() string { return [...]string{"printer", "reader", "checker", "overlay"}[p] }

var (
	mu       sync.RWMutex
	list     = []*Kind{nil} // list[id]; id 0 is no kind
	provided = map[ID]*[numParts]string{}
	byRule   sync.Map // rule name → ID (cache of Of)
)

// Declare adds a kind and returns its ID. It is called once per kind, by
// the list of kinds.go (and by tests, for a fake kind). It panics when a
// name is declared twice or a form is malformed.
func Declare(name string, notation Notation, doc string, forms ...string) ID {
	mu.Lock()
	defer mu.Unlock()
	for _, k := range list[1:] {
		if k.Name == name {
			panic("kinds: " + name + " declared twice")
		}
	}
	var alts []string
	for _, f := range forms {
		re, err := formRegexp(f)
		if err != nil {
			panic(fmt.Sprintf("kinds: %s: form %q: %v", name, f, err))
		}
		alts = append(alts, re)
	}
	if len(alts) == 0 {
		panic("kinds: " + name + " has no form")
	}
	k := &Kind{ID: ID(len(list)), Name: name, Notation: notation, Forms: forms, Doc: doc,
		re: regexp.MustCompile("^(?:" + strings.Join(alts, "|") + ")$")}
	list = append(list, k)
	byRule.Clear()
	return k.ID
}

// formRegexp translates a form into a regular expression.
func formRegexp(form string) (string, error) {
	var b strings.Builder
	for form != "" {
		i := strings.IndexByte(form, '{')
		if i < 0 {
			b.WriteString(regexp.QuoteMeta(form))
			break
		}
		b.WriteString(regexp.QuoteMeta(form[:i]))
		j := strings.IndexByte(form[i:], '}')
		if j < 0 {
			return "", fmt.Errorf("unclosed {")
		}
		inner := form[i+1 : i+j]
		switch {
		case inner == "k":
			b.WriteString(`[0-9]{1,3}`)
		case inner == "name":
			b.WriteString(`[A-Za-z][A-Za-z0-9]*`)
		case inner == "text":
			b.WriteString(`.+`)
		case strings.Contains(inner, "|"):
			alts := strings.Split(inner, "|")
			for n, a := range alts {
				if a == "" {
					return "", fmt.Errorf("empty alternative")
				}
				alts[n] = regexp.QuoteMeta(a)
			}
			b.WriteString("(?:" + strings.Join(alts, "|") + ")")
		default:
			return "", fmt.Errorf("{%s}: want {k}, {name}, {text} or {a|b|…}", inner)
		}
		form = form[i+j+1:]
	}
	return b.String(), nil
}

// All returns every declared kind, in declaration order.
func All() []Kind {
	mu.RLock()
	defer mu.RUnlock()
	out := make([]Kind, 0, len(list)-1)
	for _, k := range list[1:] {
		out = append(out, *k)
	}
	return out
}

// OfNotation returns the kinds printed in notation n, in declaration
// order.
func OfNotation(n Notation) []ID {
	var out []ID
	for _, k := range All() {
		if k.Notation == n {
			out = append(out, k.ID)
		}
	}
	return out
}

// Get returns the kind id; ok is false for an unknown id.
func Get(id ID) (k Kind, ok bool) {
	mu.RLock()
	defer mu.RUnlock()
	if id <= 0 || int(id) >= len(list) {
		return Kind{}, false
	}
	return *list[id], true
}

// String is the kind's name.
func (id ID) String() string {
	if k, ok := Get(id); ok {
		return k.Name
	}
	return fmt.Sprintf("kind(%d)", int(id))
}

// Of returns the kind of a rule name as printed (without its length):
// "whip", "biv-chain-rc", "naked-pairs-in-a-row", "Trid-OR3-whip". ok is
// false when no kind has the name among its forms.
func Of(rule string) (ID, bool) {
	if v, ok := byRule.Load(rule); ok {
		return v.(ID), v.(ID) != 0
	}
	mu.RLock()
	var id ID
	for _, k := range list[1:] {
		if k.re.MatchString(rule) {
			id = k.ID
			break
		}
	}
	mu.RUnlock()
	if len(rule) <= 100 { // do not let arbitrary input grow the cache without bound
		byRule.Store(rule, id)
	}
	return id, id != 0
}

// Provide records that part p of kind id is implemented. The registration
// functions of the four parts call it (logic.RegisterPrinter,
// audit.RegisterReader, verify.RegisterChecker, draw.RegisterOverlay),
// and it notes where they were called from; it panics when the part is
// given twice or the kind is unknown.
func Provide(id ID, p Part) {
	pkg := "?"
	if _, file, line, ok := runtime.Caller(2); ok {
		pkg = fmt.Sprintf("%s:%d", filepath.Base(filepath.Dir(file))+"/"+filepath.Base(file), line)
	}
	mu.Lock()
	defer mu.Unlock()
	if id <= 0 || int(id) >= len(list) {
		panic(fmt.Sprintf("kinds: %s registers a %s for unknown kind %d", pkg, p, id))
	}
	ps := provided[id]
	if ps == nil {
		ps = &[numParts]string{}
		provided[id] = ps
	}
	if ps[p] != "" {
		panic(fmt.Sprintf("kinds: %s of %s registered twice (%s, %s)", p, list[id].Name, ps[p], pkg))
	}
	ps[p] = pkg
}

// Gap is a part a kind lacks.
type Gap struct {
	Kind Kind
	Part Part
}

func (g Gap) String() string { return fmt.Sprintf("kind %s has no %s", g.Kind.Name, g.Part) }

// Missing lists, kind by kind, the parts no package has provided. It is
// meaningful in a program (or test) that links the four packages that
// register parts: logic and the packages that make steps, verify,
// verify/audit and logic/draw.
func Missing() []Gap {
	mu.RLock()
	defer mu.RUnlock()
	var out []Gap
	for _, k := range list[1:] {
		for _, p := range Parts {
			if ps := provided[k.ID]; ps == nil || ps[p] == "" {
				out = append(out, Gap{*k, p})
			}
		}
	}
	return out
}

// ProvidedBy returns where part p of kind id was registered (package
// directory, file and line), "" if nowhere.
func ProvidedBy(id ID, p Part) string {
	mu.RLock()
	defer mu.RUnlock()
	if ps := provided[id]; ps != nil {
		return ps[p]
	}
	return ""
}

// Expand lists the rule names a form stands for, with "{k}" read as 3,
// "{name}" as Trid and "{text}" as "type 1" (for tests: every expansion of a kind's forms must
// be of that kind only).
func Expand(form string) []string {
	i := strings.IndexByte(form, '{')
	if i < 0 {
		return []string{form}
	}
	j := strings.IndexByte(form[i:], '}')
	if j < 0 {
		return []string{form}
	}
	var alts []string
	switch inner := form[i+1 : i+j]; inner {
	case "k":
		alts = []string{"3"}
	case "name":
		alts = []string{"Trid"}
	case "text":
		alts = []string{"type 1"}
	default:
		alts = strings.Split(inner, "|")
	}
	var out []string
	for _, a := range alts {
		for _, rest := range Expand(form[i+j+1:]) {
			out = append(out, form[:i]+a+rest)
		}
	}
	return out
}

// Matching returns every kind one of whose forms matches rule; a rule
// name is of at most one kind (the test of kinds.go checks it).
func Matching(rule string) []ID {
	mu.RLock()
	defer mu.RUnlock()
	var out []ID
	for _, k := range list[1:] {
		if k.re.MatchString(rule) {
			out = append(out, k.ID)
		}
	}
	return out
}
