package cachesim

import (
	"testing"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/trace"
)

// TestBatchLinesBounded: a batch of long reads over small lines is cut at
// MaxBatchLines line accesses (one read alone may pass it), and feeding a
// model in those pieces counts exactly what one expansion of the whole batch
// counts.
func TestBatchLinesBounded(t *testing.T) {
	g := Geometry{Line: 4 << 10, Chunk: 4 << 10}
	var batch []IO
	for i := range int64(40) {
		batch = append(batch, IO{Op: trace.Read, Offset: i * (1 << 30), Size: 32 << 20}, IO{Op: trace.Write, Offset: 0, Size: 1})
	}
	var lb lineBatch
	rest := batch
	pieces := 0
	for len(rest) > 0 {
		n := lb.expand(g, rest, MaxBatchLines)
		if n < 1 || (n > 1 && len(lb.line) > MaxBatchLines) {
			t.Fatalf("took %d IOs, %d line accesses", n, len(lb.line))
		}
		rest = rest[n:]
		pieces++
	}
	if pieces < 5 {
		t.Fatalf("%d pieces", pieces)
	}
	for _, p := range []cache.Policy{cache.ARCPolicy, cache.LRUPolicy} {
		whole := NewVSAN(p, 3000, g, FillNeeded)
		var all lineBatch
		all.expand(g, batch, len(batch)*9000)
		whole.feedLines(&all)
		cut := NewVSAN(p, 3000, g, FillNeeded)
		cut.Feed(batch)
		if whole.VSANStats != cut.VSANStats {
			t.Errorf("%s: whole %+v, in pieces %+v", p, whole.VSANStats, cut.VSANStats)
		}
	}
}
