// Package docs holds no code. Its directory holds the definitions the code
// implements (README.md is the index); its test checks that every citation
// "docs/<page>.md §<n>" in the repository names a page and a numbered
// section that exist, and that no file cites a document outside the
// repository.
package docs
