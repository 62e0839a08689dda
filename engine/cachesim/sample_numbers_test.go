package cachesim_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/trace"
)

// TestSampleVSANNumbers pins `sizewise cachesim --mode vsan` on the sample
// VMware trace (cloudPhysicsIO.vscsi: 113,872 requests, 46,974 reads making
// 48,666 line accesses and 74,253 needed 64 KiB chunks of 1 MiB lines).
//
// Line hits do not depend on the fill rule: they are the figures of the
// model before chunk validity. With --fill line, the chunk misses are the
// needed chunks of the missed lines (the old model's hdd_chunk_reads:
// 17,296 for ARC at 16 MiB) and every line miss reads 16 chunks. With --fill
// needed (vSAN: "valid and invalid regions"), a hit line may still lack the
// chunks a read needs: ARC at 1 GiB finds the line resident for 92.6 % of
// the accesses but serves only 45.5 % of the reads entirely from the SSD.
func TestSampleVSANNumbers(t *testing.T) {
	type row struct {
		policy                                    cache.Policy
		mib                                       int64
		lineMisses, chunkMisses, hddReads, ioHits int64
	}
	tests := []struct {
		fill cachesim.Fill
		rows []row
	}{
		{cachesim.FillNeeded, []row{
			{"arc", 16, 14_618, 43_371, 43_371, 7_039},
			{"arc", 128, 5_139, 33_863, 33_863, 15_483},
			{"arc", 1024, 3_611, 27_510, 27_510, 21_352},
			{"lru", 16, 14_613, 43_467, 43_467, 6_951},
			{"lru", 128, 5_002, 33_797, 33_797, 15_560},
			{"lru", 1024, 3_569, 27_801, 27_801, 21_071},
			{"fifo", 16, 14_862, 43_871, 43_871, 6_570},
			{"fifo", 128, 5_352, 34_962, 34_962, 14_529},
			{"fifo", 1024, 3_591, 27_922, 27_922, 20_973},
		}},
		{cachesim.FillLine, []row{
			{"arc", 16, 14_618, 17_296, 233_888, 32_487},
			{"arc", 128, 5_139, 6_737, 82_224, 41_904},
			{"arc", 1024, 3_611, 4_855, 57_776, 43_416},
			{"lru", 16, 14_613, 17_313, 233_808, 32_489},
			{"lru", 128, 5_002, 6_584, 80_032, 42_037},
			{"lru", 1024, 3_569, 4_790, 57_104, 43_454},
			{"fifo", 16, 14_862, 17_575, 237_792, 32_240},
			{"fifo", 128, 5_352, 6_941, 85_632, 41_690},
			{"fifo", 1024, 3_591, 4_824, 57_456, 43_432},
		}},
	}
	for _, tt := range tests {
		t.Run(string(tt.fill), func(t *testing.T) {
			rep := replaySample(t, cachesim.ReplayConfig{Mode: cachesim.VSANMode, Policies: []cache.Policy{"arc", "lru", "fifo"},
				Sizes: []int64{16 << 20, 128 << 20, 1 << 30}, Geometry: cachesim.Geometry{Line: 1 << 20, Chunk: 64 << 10}, Fill: tt.fill})
			require.Len(t, rep.Results, len(tt.rows))
			for i, want := range tt.rows {
				r := rep.Results[i].(cachesim.VSANResult)
				assert.Equal(t, want.policy, r.Policy)
				assert.Equal(t, want.mib<<20, r.CacheSizeBytes)
				assert.Equal(t, tt.fill, r.Fill)
				assert.Equal(t, int64(46_974), r.ReadIOs)
				assert.Equal(t, int64(48_666), r.LineAccesses)
				assert.Equal(t, int64(74_253), r.ChunkAccesses)
				got := row{r.Policy, r.CacheSizeBytes >> 20, r.LineMisses, r.ChunkMisses, r.HDDChunkReads, r.ReadIOHits}
				assert.Equal(t, want, got)
				assert.InDelta(t, 1-float64(r.LineMisses)/48_666, r.ReadHitRatio, 1e-15)
				assert.InDelta(t, 1-float64(r.ChunkMisses)/74_253, r.ChunkHitRatio, 1e-15)
				assert.InDelta(t, float64(r.ReadIOHits)/46_974, r.ReadIOHitRatio, 1e-15)
			}
		})
	}
}

// TestSampleObjectLRUSizesEqualSeparateRuns: on the sample, whose LBNs are
// requested with different lengths (so that LRU's stack inclusion does not
// hold for byte sizes) and some longer than 32 KiB (up to 68 KiB), every LRU size of a
// replay (one cache.LRUStack, one pass) has the misses and miss bytes of its
// own independent LRU cache.
func TestSampleObjectLRUSizesEqualSeparateRuns(t *testing.T) {
	sizes := []int64{32 << 10, 1 << 20, 16 << 20, 64 << 20, 128 << 20, 512 << 20, 2 << 30}
	rep := replaySample(t, cachesim.ReplayConfig{Mode: cachesim.ObjectMode, Policies: []cache.Policy{"lru"}, Sizes: sizes})
	for i, size := range sizes {
		o := cachesim.NewObject(cache.LRUPolicy, size, false)
		f, err := os.Open(samplePath(t))
		require.NoError(t, err)
		r, err := trace.NewReader(f, trace.VSCSI)
		require.NoError(t, err)
		require.NoError(t, cachesim.NewSimulator(&cachesim.TraceSource{R: r}, o).Run())
		f.Close()
		got := rep.Results[i].(cachesim.ObjectResult)
		assert.Equal(t, size, got.CacheSizeBytes)
		assert.Equal(t, o.Misses, got.Misses, "size %d", size)
		assert.Equal(t, o.MissBytes, got.MissBytes, "size %d", size)
	}
}
