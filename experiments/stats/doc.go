// Package stats reads rating tables (CSV with a header: rate's output and
// the reference files) and computes what `sudolab stats` and
// `sudolab plot` show: distributions and quantiles (Describe), Pearson,
// Spearman and Kendall tau-b correlations (Correlate), contingency tables
// with chi-square (Crosstab), record-by-record differences of two columns
// (DiffColumns, JoinTables), reports of these as Sections rendered as
// text, Markdown or CSV (StatsReport, Render), and plots (PlotFile:
// histograms, heatmaps, scatter plots, by number of clues), on gonum.
//
// Main types: Table, ColumnStats, Correlations, Contingency, Diff,
// Section, StatsOptions, PlotOptions.
package stats
