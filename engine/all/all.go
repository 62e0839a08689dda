// Package all registers every Sizewise calculator. Import it for its side
// effect wherever the full set is needed (CLI, web app, docs, golden tests).
// Each calculator family adds its imports in a file of its own here.
package all

import (
	_ "github.com/sizewise/sizewise/engine/stretched" // stretched-bandwidth
)
