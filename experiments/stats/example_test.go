package stats_test

import (
	"fmt"
	"strings"

	"github.com/sudolab/sudolab/experiments/stats"
)

// Describe summarizes a rating column: numbers, and values such as >36
// that are counted but left out of the moments.
func ExampleDescribe() {
	tab, err := stats.ParseTable("example", strings.NewReader("n,W\n1,2\n2,3\n3,>36\n4,3\n5,0\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	w, _ := tab.Column("W")
	cs := stats.Describe("W", w)
	fmt.Printf("%d values, %d numeric, mean %.2f, median %g\n", cs.N, cs.Numeric, cs.Mean, cs.Quantiles[3])
	for _, vc := range cs.Counts {
		fmt.Println(vc.Value, vc.Count)
	}
	// Output:
	// 5 values, 4 numeric, mean 2.00, median 2
	// 0 1
	// 2 1
	// 3 2
	// >36 1
}

// Correlate gives Pearson, Spearman and Kendall correlations of two
// columns over the rows where both are numbers.
func ExampleCorrelate() {
	c := stats.Correlate("W", "B", []string{"1", "2", "3", "4", ">36"}, []string{"1", "2", "2", "4", ">36"})
	fmt.Printf("n=%d pearson=%.3f spearman=%.3f kendall=%.3f\n", c.N, c.Pearson, c.Spearman, c.Kendall)
	// Output:
	// n=4 pearson=0.923 spearman=0.949 kendall=0.913
}
