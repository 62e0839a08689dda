// Package all registers every Sizewise calculator. Import it for its side
// effect wherever the full set is needed (CLI, web app, docs, golden tests).
// A package of engine/ that registers a calculator (calc.Register) and is
// not imported here fails TestEveryCalculatorIsHere.
package all

import (
	_ "github.com/sizewise/sizewise/engine/cachesim"      // cache-sim
	_ "github.com/sizewise/sizewise/engine/clustersizing" // cluster-sizing
	_ "github.com/sizewise/sizewise/engine/memstate"      // memory-states
	_ "github.com/sizewise/sizewise/engine/sioc"          // sioc
	_ "github.com/sizewise/sizewise/engine/snapshot"      // snapshot
	_ "github.com/sizewise/sizewise/engine/stretched"     // stretched-bandwidth
	_ "github.com/sizewise/sizewise/engine/vdi"           // vdi-density
	_ "github.com/sizewise/sizewise/engine/vsa"           // vsa
	_ "github.com/sizewise/sizewise/engine/vsancap"       // vsan-capacity
)
