package vdi_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/vdi"
)

// Issue 28, point 7. vSphere's "Sample Overhead Memory on Virtual Machines"
// (vSphere Resource Management 6.5 and 6.7): 1024 MB — 1 vCPU 25.90, 2
// vCPUs 29.91, 4 vCPUs 37.86 MB; 4096 MB — 48.64, 52.72, 60.67 MB; about
// 30–53 MB for 1–4 GB desktops of 2 vCPUs.
func TestOverheadTable(t *testing.T) {
	for _, tt := range []struct {
		name      string
		mb, vcpus float64
		want      float64
	}{
		{"the table: 1024 MB, 2 vCPUs", 1024, 2, 29.91},
		{"the table: 4096 MB, 2 vCPUs", 4096, 2, 52.72},
		{"the table: 4096 MB, 4 vCPUs", 4096, 4, 60.67},
		{"the table: 16384 MB, 8 vCPUs", 16384, 8, 168.60},
		{"between rows: 2048 MB, 2 vCPUs", 2048, 2, 29.91 + (2048-1024)/3072.0*(52.72-29.91)},
		{"between columns: 4096 MB, 3 vCPUs", 4096, 3, 52.72 + (60.67-52.72)/2},
		{"the table's first row: 256 MB, 1 vCPU", 256, 1, 20.29},
	} {
		t.Run(tt.name, func(t *testing.T) {
			assert.InDelta(t, tt.want, vdi.OverheadMB(tt.mb, tt.vcpus), 1e-9)
		})
	}
	// Rising with memory and vCPUs, never negative.
	for mb := 256.0; mb <= 65536; mb *= 2 {
		for v := 1.0; v < 16; v++ {
			o := vdi.OverheadMB(mb, v)
			assert.Greater(t, o, 0.0)
			assert.GreaterOrEqual(t, vdi.OverheadMB(mb*2, v), o)
			assert.GreaterOrEqual(t, vdi.OverheadMB(mb, v+1), o)
		}
	}
}

// Issue 28, point 7: the density counts ESXi's overhead per desktop VM by
// default (it was 0), a vSAN host's VM maximum (200; 500 on ESA from vSAN 8
// U2: "Scalability Improvements for the ESA in vSAN 8 U2", VMware, 2023),
// and, when given, the memory ESXi and vSAN keep for themselves.
func TestDensityBounds(t *testing.T) {
	// Defaults: 2 GB, 2 vCPUs: 37.513 MB each; (524,288 − 5,857.28) /
	// 2,085.513 = 248.
	r := results(t, `{}`)
	assert.InDelta(t, 37.5133333333, r.OverheadMBPerDesktop, 1e-9)
	assert.Equal(t, 248, r.DesktopsPerHostMemory)
	// An explicit overhead is kept; 0 ignores it, with a warning naming the
	// table's figure.
	assert.Equal(t, 253, results(t, `{"memory_overhead_mb":0}`).DesktopsPerHostMemory)
	w := strings.Join(evaluate(t, `{"memory_overhead_mb":0}`).Document(msg.EN).Warnings, "\n")
	assert.Contains(t, w, "“ESXi overhead per VM” is 0: ESXi's overhead memory is ignored, although vSphere's table gives about 37.51 MB per desktop of 2 GB and 2 vCPUs.")
	// vSAN: 20 desktops per core on 2 × 16 cores = 640 by CPU; 2 TB hosts,
	// 1 GB desktops hold (2,097,152 − 24,330.24) / (1,024 + 29.91) = 1,966;
	// a vSAN host runs 200 VMs (classic), 500 on ESA.
	in := `{"desktops":4000,"cores_per_socket":16,"desktops_per_core":20,"host_memory_gb":2048,"desktop_memory_gb":1`
	r = results(t, in+`}`)
	assert.Equal(t, 200, r.DesktopsPerHostVSAN)
	assert.Equal(t, 200, r.DesktopsPerHost)
	assert.Equal(t, vdi.LimitedByVSAN, r.LimitedBy)
	assert.Equal(t, 4000/200+1, r.HostsRequired)
	assert.Equal(t, 500, results(t, in+`,"rules":"vcf9"}`).DesktopsPerHost)
	assert.Equal(t, 640, results(t, in+`,"storage":"other"}`).DesktopsPerHost)
	// ESXi and vSAN memory: 64 GB of a 512 GB host's memory kept: (524,288
	// − 5,857.28 − 65,536) / (2,048 + 37.513) = 217.
	assert.Equal(t, 217, results(t, `{"system_memory_gb":64}`).DesktopsPerHostMemory)
	// When memory decides and nothing is entered, the page says what is
	// not counted, and where VMware puts the figure.
	w = strings.Join(evaluate(t, `{"desktop_memory_gb":4,"desktops":1000}`).Document(msg.EN).Warnings, "\n")
	assert.Contains(t, w, "VMware gives no figure but its vSAN Sizer (VCF 9.0, \"Providing Memory for vSAN\")")
	src := strings.Join(evaluate(t, `{}`).Document(msg.EN).Sources, "\n")
	assert.Contains(t, src, `"Overhead Memory on Virtual Machines (vSphere Resource Management, vSphere 6.5)", VMware, 2017`)
	assert.Contains(t, src, "up to 500 VMs per vSAN ESA host from vSAN 8 U2, up from 200")
}

// A VDI link Sizewise wrote before revision 2 carries memory_overhead_mb=0,
// the default then ("ignored"): it opens with vSphere's overhead and says
// what moved.
func TestVDILinksMadeBeforeTheAudit(t *testing.T) {
	c, _ := calc.Lookup(vdi.ID)
	const old = "mode=vdi&desktops=1000&sockets_per_host=2&cores_per_socket=8&desktops_per_core=8&sessions_per_core=9&host_memory_gb=512&desktop_memory_gb=4&session_memory_gb=0.6&memory_overhead_mb=0&iops_per_desktop=10&write_pct=70&spare_hosts=1&desktop_disk_gb=0&rules=classic"
	q, err := url.ParseQuery(old)
	require.NoError(t, err)
	in, errs, ok := c.ResolveValues(q, calc.ParseNumber, calc.Strict)
	require.True(t, ok, "%v", errs)
	ev, errs := in.Evaluate()
	require.Empty(t, errs)
	assert.Equal(t, rules.Revision1, ev.Inputs.(vdi.Inputs).RulesRevision)
	r := ev.Results.(vdi.Results)
	assert.Equal(t, 124, r.DesktopsPerHostMemory) // 52.72 MB each at 4 GB
	assert.Equal(t, 10, r.HostsRequired)
	w := strings.Join(ev.Document(msg.EN).Warnings, "\n")
	assert.Contains(t, w, "Rules revised since this link or plan was made (Sizewise revision 2, December 2026): desktops per host by memory was 126, now 124. ESXi's overhead per desktop VM now comes from vSphere's table (52.72 MB); before, 0 was the default and ignored it.")
	assert.Contains(t, w, "hosts required was 9 hosts, now 10 hosts.")
	ru := strings.Join(ev.Document(msg.RU).Warnings, "\n")
	assert.Contains(t, ru, "требуемое число хостов — было 9 хостов, теперь 10 хостов")
	// Today's link, with rules_revision=2 and 0 typed on purpose: 0 it is.
	q.Set("rules_revision", "2")
	in, _, _ = c.ResolveValues(q, calc.ParseNumber, calc.Strict)
	ev, _ = in.Evaluate()
	assert.Equal(t, 126, ev.Results.(vdi.Results).DesktopsPerHostMemory)
	assert.NotContains(t, strings.Join(ev.Document(msg.EN).Warnings, "\n"), "Rules revised")
}

// Issue 28, point 11: a count meets its noun in the right form: «500
// десктопов», «1 001 десктоп», «2 десктопа», «1,5 десктопа».
func TestRussianCountsAgree(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{`{"desktops_per_core":12}`, "12 десктопов на ядро"},
		{`{"desktops_per_core":21}`, "21 десктоп на ядро"},
		{`{"desktops_per_core":10.5}`, "10,5 десктопа на ядро"},
		{`{"mode":"rdsh","sessions_per_core":11}`, "11 сеансов на ядро"},
		{`{"mode":"rdsh","sessions_per_core":22}`, "22 сеанса на ядро"},
	} {
		assert.Contains(t, strings.Join(evaluate(t, tt.in).Document(msg.RU).Warnings, "\n"), tt.want, tt.in)
	}
	// The boot storm far from the reference: 500 and 1,001 desktops per host.
	for _, tt := range []struct{ in, want string }{
		{`{"desktops":500,"spare_hosts":0,"sockets_per_host":4,"cores_per_socket":16,"host_memory_gb":4096,"storage":"other"}`, "500 десктопов на хост"},
		{`{"desktops":1001,"spare_hosts":0,"sockets_per_host":8,"cores_per_socket":16,"host_memory_gb":4096,"storage":"other"}`, "1\u00a0001 десктоп на хост"},
	} {
		assert.Contains(t, strings.Join(evaluate(t, tt.in).Document(msg.RU).Warnings, "\n"), tt.want, tt.in)
	}
}
