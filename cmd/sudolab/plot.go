package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudolab/sudolab/experiments/stats"
	"github.com/sudolab/sudolab/internal/cli"
	"github.com/sudolab/sudolab/internal/outfile"
	"gonum.org/v1/plot/vg"
)

func init() {
	var (
		opt     stats.PlotOptions
		columns string
		out     string
		wcm     float64
		hcm     float64
	)
	cmd := &cobra.Command{
		Use:   "plot --kind hist|heatmap|scatter|byclues --columns A[,B] -o FILE.png|.svg CSV",
		Short: "Plot rating columns of a CSV file (PNG or SVG)",
		Long: `plot draws one figure from a CSV file with a header (rate output, cbg-000.csv…):

  hist     --columns W        distribution of a rating (bars with counts)
  heatmap  --columns W,B      contingency table as a heat map (counts shown)
  scatter  --columns SER,W    two ratings against each other, jittered
  byclues  --columns W[,nb_clues]  rating distribution per number of clues
                              (clues column: nb_clues or clues by default)

The format follows the extension of -o/--out: .png or .svg (also .pdf, .eps).
--width and --height are between 1 and 150 cm (a PNG is drawn at 96 dpi:
150×150 cm is 32 megapixels, 140 MB of memory).

Exit status: 0 on success, 2 on a usage or I/O error.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return cli.Usage("-o/--out FILE.png|.svg is required")
			}
			t, err := stats.ReadTable(args[0])
			if err != nil {
				return err
			}
			for _, c := range strings.Split(columns, ",") {
				if c = strings.TrimSpace(c); c != "" {
					opt.Columns = append(opt.Columns, c)
				}
			}
			opt.Width, opt.Height = vg.Length(wcm)*vg.Centimeter, vg.Length(hcm)*vg.Centimeter
			if err := stats.PlotFile(t, opt, out); err != nil {
				return err
			}
			fmt.Fprintf(os.Stderr, "plot: wrote %s\n", out)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&opt.Kind, "kind", "hist", "hist, heatmap, scatter or byclues")
	completeFlag(cmd, "kind", completeWords("hist", "heatmap", "scatter", "byclues"))
	f.StringVar(&columns, "columns", "", "column(s), comma-separated")
	outfile.Flag(cmd, &out, "output file: .png or .svg (required)")
	f.StringVar(&opt.Title, "title", "", "title (default: derived from the plot)")
	f.Float64Var(&wcm, "width", 16, "width in cm")
	f.Float64Var(&hcm, "height", 11, "height in cm")
	f.Uint64Var(&opt.Seed, "seed", 1, "seed of the scatter jitter")
	cli.Range(f, "width", 1, 150)
	cli.Range(f, "height", 1, 150)
	cli.AnyValue(f, "seed")
	cli.OneOf(f, "kind", "hist", "heatmap", "scatter", "byclues")
	rootCmd.AddCommand(cmd)
}
