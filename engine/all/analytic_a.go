package all

import (
	_ "github.com/sizewise/sizewise/engine/memstate" // memory-states
	_ "github.com/sizewise/sizewise/engine/sioc"     // sioc
	_ "github.com/sizewise/sizewise/engine/vsa"      // vsa
)
