package liveoptics_test

import (
	"bytes"
	"sync"
	"testing"

	"github.com/sizewise/sizewise/engine/liveoptics"
	"github.com/sizewise/sizewise/engine/liveoptics/liveopticstest"
)

var (
	large5000     []byte
	large5000Once sync.Once
)

// BenchmarkImport5000 imports a 5,000-VM Live Optics workbook
// (liveopticstest.Large: 157 hosts in 10 clusters, every VM with a
// performance row); the RVTools import of 5,000 VMs takes 180 ms.
func BenchmarkImport5000(b *testing.B) {
	large5000Once.Do(func() { large5000 = liveopticstest.Large(5000).Bytes() })
	data := large5000
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		p, err := liveoptics.Import(bytes.NewReader(data), int64(len(data)), "large.xlsx", liveoptics.Options{})
		if err != nil || p.Inventory.VMs != 5000 {
			b.Fatalf("%v", err)
		}
	}
}
