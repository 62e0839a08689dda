package all

import (
	_ "github.com/sizewise/sizewise/engine/snapshot" // snapshot
	_ "github.com/sizewise/sizewise/engine/vdi"      // vdi-density
	_ "github.com/sizewise/sizewise/engine/vsancap"  // vsan-capacity
)
