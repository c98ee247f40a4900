package logic

import "fmt"

// FamilyNames lists every rule family the strategy can rate with.
var FamilyNames = []string{"W", "B", "gW", "gB", "S+W", "S+gW", "SFin+W", "GL"}

// FamilyNamed returns a family by its rating name (W, B, gW, gB, S+W, S+gW,
// SFin+W, GL).
func FamilyNamed(name string) (Family, error) {
	switch name {
	case "S+W":
		return FamilySW(), nil
	case "S+gW":
		return FamilySGW(), nil
	case "SFin+W":
		return FamilySFinW(), nil
	case "GL":
		return FamilyGL(), nil
	}
	f, err := FamilyByName(name)
	if err != nil {
		return Family{}, fmt.Errorf("unknown rule family %q (one of %v)", name, FamilyNames)
	}
	return f, nil
}

// ParseTheory reads a theory name: BRT, a family with its maximal length
// (W2, B5, gW3, gB4, S+W3, S+gW2, SFin+W4), or general logic GL(n,k).
func ParseTheory(name string) (Theory, error) {
	if name == "BRT" || name == "" {
		return BRTTheory, nil
	}
	var order, rank int
	if n, _ := fmt.Sscanf(name, "GL(%d,%d)", &order, &rank); n == 2 {
		return NewGLTheory(order, rank), nil
	}
	i := len(name)
	for i > 0 && name[i-1] >= '0' && name[i-1] <= '9' {
		i--
	}
	if i == len(name) || i == 0 {
		return nil, fmt.Errorf("theory %q: want BRT, a family and a length (W2, B5, gB3, S+W4…) or GL(n,k)", name)
	}
	f, err := FamilyNamed(name[:i])
	if err != nil {
		return nil, fmt.Errorf("theory %q: %v", name, err)
	}
	var k int
	fmt.Sscanf(name[i:], "%d", &k)
	if k < 1 {
		return nil, fmt.Errorf("theory %q: length must be ≥ 1", name)
	}
	return NewTheory(f, k), nil
}
