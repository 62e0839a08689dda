package all

import (
	_ "github.com/sizewise/sizewise/engine/cachesim" // cache-sim
)
