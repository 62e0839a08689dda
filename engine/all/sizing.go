package all

import (
	_ "github.com/sizewise/sizewise/engine/clustersizing" // cluster-sizing
)
