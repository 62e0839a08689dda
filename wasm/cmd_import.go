//go:build !js

package main

import (
	"fmt"
	"io"
)

// cmdImport is `sizewise import rvtools FILE` (CONTRACT.md §5).
func cmdImport(args []string, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "sizewise import: not available yet")
	return 2
}
