package limits_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/limits"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
)

func render(ms []msg.Message, lang msg.Lang) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.In(lang, nil)
	}
	return out
}

func TestMaxima(t *testing.T) {
	// VMware, "VMware vCenter Server 6.0 Cluster Performance": "64 ESXi
	// hosts and 8,000 virtual machines" per cluster in vSphere 6.0.
	c := limits.For(rules.Classic)
	assert.Equal(t, 64, c.ClusterHosts.Value)
	assert.Equal(t, 8000, c.ClusterVMs.Value)
	assert.True(t, c.ClusterHosts.Verified && c.ClusterVMs.Verified)
	// VMware, "VMware Virtual SAN 6.0: Bootstorm Demonstration": the 64-node
	// cluster is "the maximum supported capabilities of the platform".
	assert.Equal(t, 64, c.VSANHosts.Value)
	assert.False(t, c.VSANVMsPerHost.Known(), "a classic vSAN host's VM maximum was not verified")
	for _, set := range []rules.Set{rules.VSAN8ESA, rules.VCF9} {
		m := limits.For(set)
		assert.Equal(t, set, m.Set)
		// vSphere 8 / VCF 9 cluster maxima could not be verified: the
		// vSphere 6.0 figures are kept, marked unverified.
		assert.Equal(t, 64, m.ClusterHosts.Value)
		assert.Equal(t, 8000, m.ClusterVMs.Value)
		assert.False(t, m.ClusterHosts.Verified || m.ClusterVMs.Verified)
		assert.Equal(t, 64, m.VSANHosts.Value)
		// VMware, "Scalability Improvements for the ESA in vSAN 8 U2": "from
		// 200 VMs up to 500".
		assert.Equal(t, 500, m.VSANVMsPerHost.Value)
		assert.True(t, m.VSANVMsPerHost.Verified)
	}
	assert.Equal(t, rules.Classic, limits.For("unknown").Set)
}

func TestCheck(t *testing.T) {
	tests := []struct {
		name       string
		set        rules.Set
		hosts, vms int
		want       []string // English warnings, in order (substrings)
	}{
		{"within everything", rules.Classic, 64, 8000, nil},
		{"9,000 desktops on 30 hosts", rules.Classic, 30, 9000,
			[]string{"9,000 VMs exceed one vSphere cluster (8,000 VMs at most, vSphere 6.0)"}},
		{"72 hosts and 9,000 VMs", rules.Classic, 72, 9000,
			[]string{"72 hosts exceed one cluster: vSphere 6.0 and vSAN both take at most 64 hosts per cluster", "9,000 VMs exceed one vSphere cluster"}},
		{"65 hosts, VMs unknown", rules.Classic, 65, 0, []string{"65 hosts exceed one cluster"}},
		{"current: vSAN hosts are verified, vSphere's are not", rules.VSAN8ESA, 65, 0,
			[]string{"65 hosts exceed one vSAN cluster (64 hosts at most)"}},
		{"current: VMs beyond the unverified maximum", rules.VCF9, 40, 9000,
			[]string{"9,000 VMs exceed 8,000 VMs per cluster, the maximum verified for vSphere 6.0; the maximum under the rule set “VCF 9 with vSAN 9 ESA” could not be verified"}},
		{"current: 501 VMs per host", rules.VSAN8ESA, 2, 1001,
			[]string{"501 VMs per host exceed the 500 VMs a vSAN ESA host takes"}},
		{"classic: VMs per host not checked", rules.Classic, 2, 1001, nil},
		{"one host, one VM", rules.VCF9, 1, 1, nil},
		{"no hosts given", rules.VSAN8ESA, 0, 100, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := render(limits.Check(tt.set, tt.hosts, tt.vms), msg.EN)
			require.Len(t, got, len(tt.want), "%v", got)
			for i, w := range tt.want {
				assert.Contains(t, got[i], w)
			}
		})
	}
}

func TestRussian(t *testing.T) {
	tests := []struct {
		name       string
		set        rules.Set
		hosts, vms int
		want       []string
	}{
		{"both hosts and VMs", rules.Classic, 72, 9000, []string{
			"72 хоста — больше, чем вмещает один кластер: и в vSphere 6.0, и в vSAN максимум — 64 хоста на кластер. Разделите их на несколько кластеров.",
			"9\u00a0000 ВМ — больше, чем вмещает один кластер vSphere (максимум — 8\u00a0000 ВМ, vSphere 6.0): распределите их по нескольким кластерам.",
		}},
		{"unverified", rules.VSAN8ESA, 10, 8001, []string{
			"8\u00a0001 ВМ — больше максимума, проверенного для vSphere 6.0 (8\u00a0000 ВМ на кластер); максимум для набора правил «vSAN 8 ESA (vSphere 8)» здесь проверить не удалось: сверьтесь с документом VMware «Configuration Maximums», прежде чем планировать один кластер.",
			"801 ВМ на хост — больше, чем принимает хост vSAN ESA (максимум — 500 ВМ, vSAN 8 U2 и новее): добавьте хосты.",
		}},
		{"one vSAN host too many", rules.VCF9, 65, 0, []string{
			"65 хостов — больше, чем вмещает один кластер vSAN (максимум — 64 хоста): разделите их на несколько кластеров vSAN.",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, render(limits.Check(tt.set, tt.hosts, tt.vms), msg.RU))
		})
	}
}

func TestProperties(t *testing.T) {
	// More hosts or VMs never remove a warning; within the maxima there is
	// none; every warning renders in both languages without a placeholder.
	for _, set := range []rules.Set{rules.Classic, rules.VSAN8ESA, rules.VCF9} {
		prev := 0
		for n := 1; n <= 20000; n += 97 {
			hosts := 1 + n/150
			ws := limits.Check(set, hosts, n)
			if len(ws) < prev {
				t.Fatalf("%s: warnings fell from %d to %d at %d hosts, %d VMs", set, prev, len(ws), hosts, n)
			}
			prev = len(ws)
			m := limits.For(set)
			within := hosts <= m.ClusterHosts.Value && hosts <= m.VSANHosts.Value && n <= m.ClusterVMs.Value &&
				(!m.VSANVMsPerHost.Known() || (n+hosts-1)/hosts <= m.VSANVMsPerHost.Value)
			if within != (len(ws) == 0) {
				t.Fatalf("%s: %d hosts, %d VMs: within=%v but %d warnings", set, hosts, n, within, len(ws))
			}
			for _, w := range ws {
				for _, lang := range []msg.Lang{msg.EN, msg.RU} {
					if s := w.In(lang, nil); s == "" || strings.Contains(s, "{") {
						t.Fatalf("bad rendering %q", s)
					}
				}
			}
		}
	}
}

func TestSources(t *testing.T) {
	classic := render(limits.Sources(rules.Classic), msg.EN)
	require.Len(t, classic, 2)
	assert.Contains(t, classic[0], "VMware vCenter Server 6.0 Cluster Performance")
	assert.Contains(t, classic[1], "VMware Virtual SAN 6.0: Bootstorm Demonstration")
	current := render(limits.Sources(rules.VSAN8ESA), msg.EN)
	require.Len(t, current, 3)
	assert.Contains(t, current[0], "could not be verified")
	assert.Contains(t, current[2], "Scalability Improvements for the ESA in vSAN 8 U2")
}

func TestStretched(t *testing.T) {
	// The vSAN stretched-cluster API reference: "The maximum configuration
	// is 15+15+1 (31 nodes)", in the 6.7 U3 / 7.0 pages and the current one.
	for _, set := range []rules.Set{rules.Classic, rules.VSAN8ESA, rules.VCF9} {
		m := limits.For(set)
		assert.Equal(t, 15, m.StretchedHostsPerSite.Value, set)
		assert.True(t, m.StretchedHostsPerSite.Verified, set)
		w, s := limits.Report(set, limits.Cluster{Hosts: 30, HostsPerSite: 15})
		assert.Empty(t, w, set)
		assert.Empty(t, s, set)
	}
	// 40 hosts per site: 80 in all, beyond the site and the vSAN cluster.
	w, s := limits.Report(rules.Classic, limits.Cluster{Hosts: 80, HostsPerSite: 40})
	got := render(w, msg.EN)
	require.Len(t, got, 2, "%v", got)
	assert.Equal(t, "40 hosts per site exceed a vSAN stretched cluster: at most 15 hosts per data site and one witness (15+15+1). Split the sites' hosts into several stretched clusters.", got[0])
	assert.Contains(t, got[1], "80 hosts exceed one cluster: vSphere 6.0 and vSAN both take at most 64 hosts per cluster")
	src := render(s, msg.EN)
	require.Len(t, src, 3, "%v", src)
	assert.Contains(t, src[0], "Vim Cluster Vsan Vc Stretched Cluster System APIs")
	assert.Contains(t, src[0], "15+15+1 (31 nodes)")
	assert.Contains(t, src[1], "VMware Virtual SAN 6.0: Bootstorm Demonstration")
	assert.Contains(t, src[2], "VMware vCenter Server 6.0 Cluster Performance")
	assert.Equal(t, []string{"16 хостов на площадку — больше, чем вмещает растянутый кластер vSAN: не больше 15 хостов на площадку с данными и один свидетель (15+15+1). Разделите хосты площадок на несколько растянутых кластеров."},
		render(first(limits.Report(rules.VCF9, limits.Cluster{Hosts: 32, HostsPerSite: 16})), msg.RU))
	_, s = limits.Report(rules.VSAN8ESA, limits.Cluster{Hosts: 32, HostsPerSite: 16})
	assert.Contains(t, render(s, msg.EN)[0], "20+20+1", "the current citation says what is not verified")
}

func first(w, _ []msg.Message) []msg.Message { return w }
