package snapshot

// The tests read the Russian catalogue, as the CLI and the site build do.
import _ "github.com/sizewise/sizewise/engine/msg/catalog"
