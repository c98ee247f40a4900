// Package notebook holds the helpers the Jupyter notebooks of notebooks/
// call (GoNB kernel): each notebook cell is a few lines calling them, and
// notebook_test.go asserts the key numbers the notebooks show through the
// same functions. It is not part of the library: it composes
// experiments/rating, experiments/stats and experiments/gen for three
// studies (ratings of cbg-000, backdoor size against T&E depth, generator
// bias), reading the reference data located by internal/refdata.
//
// Main types: RateConfig, BackdoorDepth, Dist; the tables and report
// sections are those of experiments/stats.
package notebook
