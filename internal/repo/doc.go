// Package repo holds the checks of the repository's own shape that no one
// package can make: the length of the source files (repo_test.go).
package repo
