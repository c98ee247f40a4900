package ser

import "github.com/sudolab/sudolab/internal/names"

// SER and SER-noU are path --rules families (internal/names): their paths
// are this package's, not strategies of package logic.
func init() {
	names.Register(names.Families, names.Entry{Name: "SER", Order: 40, Group: "Sudoku Explainer"})
	names.Register(names.Families, names.Entry{Name: "SER-noU", Order: 41, Group: "Sudoku Explainer"})
}
