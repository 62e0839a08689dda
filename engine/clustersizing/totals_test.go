package clustersizing_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sizewise/sizewise/engine/calc"
	cs "github.com/sizewise/sizewise/engine/clustersizing"
)

// An import's totals become inputs the registry accepts: provisioned space
// when the export has it, a measured peak sizes CPU, a zero profile is the
// default host, and a profile's fields are kept.
func TestFromTotals(t *testing.T) {
	peak, active := 123.4567, 100.0
	w := cs.Workload{VMs: 19, VCPUs: 89, MemoryGB: 228.5, ProvisionedGB: 6159.9999, UsedGB: 6029.5, PeakCPUGHz: &peak, ActiveMemoryGB: &active}
	in := cs.FromTotals(w, cs.HostProfile{})
	assert.Equal(t, 19, in.VMs)
	assert.Equal(t, 89, in.VCPUs)
	assert.Equal(t, 228.5, in.MemoryGB)
	assert.Equal(t, 6160.0, in.StorageGB)
	assert.Equal(t, cs.Provisioned, in.StorageBasis)
	assert.Equal(t, cs.CPUMeasured, in.CPUSizing)
	assert.Equal(t, 123.457, *in.PeakCPUGHz)
	assert.Equal(t, cs.Defaults().Sockets, in.Sockets)
	raw, _ := json.Marshal(in)
	c, _ := calc.Lookup(cs.ID)
	_, errs := c.Evaluate(raw)
	assert.Empty(t, errs)

	w = cs.Workload{VMs: 10, VCPUs: 20, MemoryGB: 80, UsedGB: 1000}
	p := cs.HostProfile{Sockets: 1, CoresPerSocket: 24, MemoryGB: 768, Architecture: cs.OSAAllFlash, DevicesPerHost: 4, DeviceSizeTB: 1.92,
		Policy: "raid1-ftt1", Rules: "classic", License: cs.VVF}
	in = cs.FromTotals(w, p)
	assert.Equal(t, cs.Used, in.StorageBasis)
	assert.Equal(t, 1000.0, in.StorageGB)
	assert.Equal(t, cs.CPURatio, in.CPUSizing)
	assert.Equal(t, []any{1, 24, 768.0, cs.OSAAllFlash, 4, 1.92, "raid1-ftt1", "classic", cs.VVF},
		[]any{in.Sockets, in.CoresPerSocket, in.HostMemoryGB, in.Architecture, in.DevicesPerHost, in.DeviceSizeTB, in.Policy, in.Rules, in.License})
	raw, _ = json.Marshal(in)
	_, errs = c.Evaluate(raw)
	assert.Empty(t, errs)
}
