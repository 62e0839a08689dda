package clustersizing_test

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/calc/calctest"
	cs "github.com/sizewise/sizewise/engine/clustersizing"
	"github.com/sizewise/sizewise/engine/msg"
)

// Bad input is refused at its field with a message that says what to do,
// in English and in Russian.
func TestBadInputRefusedAtItsField(t *testing.T) {
	c, _ := calc.Lookup(cs.ID)
	for _, tt := range []struct {
		name, inputs, field, en, ru string
	}{
		{"0 cores", `{"cores_per_socket":0}`, "cores_per_socket", "must be 1 or more", "должно быть не меньше 1"},
		{"10^9 VMs", `{"vms":1000000000}`, "vms", "must be 1,000,000 or less", "должно быть не больше 1\u00a0000\u00a0000"},
		{"1000 %/year", `{"growth_pct_per_year":1000}`, "growth_pct_per_year", "must be 200 or less", "должно быть не больше 200"},
		{"fewer vCPUs than VMs", `{"vcpus":100}`, "vcpus", "is fewer than the 500 VMs", "меньше, чем 500 ВМ"},
		{"measured GHz without a peak", `{"cpu_sizing":"measured-ghz"}`, "peak_cpu_ghz", "is required when", "обязательно, когда"},
		{"active above configured", `{"active_memory_gb":5000}`, "active_memory_gb", "cannot be more than the configured memory, 3,750 GB", "не может быть больше настроенной памяти — 3\u00a0750 ГБ"},
		{"tiering ratio 30", `{"memory_tiering_pct":30}`, "memory_tiering_pct", "must be 0 (tiering off), or from 50 % to 400 %", "должно быть 0"},
		{"tiering under vSAN 8", `{"memory_tiering_pct":100,"rules":"vsan8-esa"}`, "memory_tiering_pct", "production-ready from VMware Cloud Foundation 9.0", "начиная с VMware Cloud Foundation 9.0"},
		{"ESA under the classic rules", `{"rules":"classic"}`, "architecture", "vSAN ESA needs the rule set", "vSAN ESA требует набора правил"},
		{"RAID-5 on hybrid", `{"architecture":"osa-hybrid","rules":"classic","devices_per_host":6}`, "policy", "needs all-flash", "требует all-flash"},
		{"disk groups uneven", `{"architecture":"osa-all-flash","devices_per_host":9,"disk_groups_per_host":2}`, "devices_per_host", "do not fill 2 OSA disk groups evenly", "не распределяются поровну по 2"},
		{"40 ESA devices", `{"devices_per_host":33}`, "devices_per_host", "must be at most 32", "должно быть не больше 32"},
		{"2-node RAID-5", `{"topology":"2-node"}`, "policy", "a 2-node cluster mirrors every object", "двухузловой кластер зеркалирует"},
		{"stretched external", `{"topology":"stretched","architecture":"external"}`, "topology", "is a vSAN topology", "это топология vSAN"},
		{"tiny devices under the reserves", `{"devices_per_host":1,"device_size_tb":0.1}`, "device_size_tb", "less than vSAN's operations reserve", "меньше, чем операционный резерв vSAN"},
		{"NaN", `{"memory_gb":"NaN"}`, "memory_gb", "must be a number", "должно быть числом"},
		{"storage 1e-300", `{"storage_gb":1e-300}`, "storage_gb", "must be 0, or 0.01 or more", "должно быть 0 или не меньше 0,01"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, errs := c.Evaluate(json.RawMessage(tt.inputs))
			var at []string
			for _, e := range errs {
				at = append(at, e.Field)
				if e.Field == "inputs."+tt.field {
					assert.Contains(t, e.In(msg.EN, c.Meta()), tt.en)
					assert.Contains(t, e.In(msg.RU, c.Meta()), tt.ru)
					return
				}
			}
			t.Errorf("no problem at %s: %v", tt.field, at)
		})
	}
}

// A link with a bad value keeps its good ones (calc.Lenient): NaN at one
// field is refused there and the rest of the link is kept.
func TestBadLinkKeepsTheRest(t *testing.T) {
	c, _ := calc.Lookup(cs.ID)
	q, _ := url.ParseQuery("vms=800&memory_gb=NaN&cores_per_socket=32&growth_pct_per_year=1000")
	in, errs, _ := c.ResolveValues(q, calc.ParseNumber, calc.Lenient)
	var fields []string
	for _, e := range errs {
		fields = append(fields, e.Field)
	}
	assert.ElementsMatch(t, []string{"inputs.memory_gb", "inputs.growth_pct_per_year"}, fields)
	v := in.Value().(cs.Inputs)
	assert.Equal(t, 800, v.VMs)
	assert.Equal(t, 32, v.CoresPerSocket)
	assert.Equal(t, cs.Defaults().MemoryGB, v.MemoryGB)
}

// Any input is answered with finite numbers or refused at a field.
func FuzzEvaluate(f *testing.F) {
	f.Add(`{}`)
	f.Add(`{"vms":1000000,"vcpus":100000000,"memory_gb":1000000000,"storage_gb":10000000000,"growth_pct_per_year":200,"years":10}`)
	f.Add(`{"vms":1,"vcpus":1,"memory_gb":0.25,"storage_gb":0,"sockets":8,"cores_per_socket":256,"host_memory_gb":65536,"memory_tiering_pct":400}`)
	f.Add(`{"topology":"2-node","policy":"raid1-ftt1","vms":1000000,"vcpus":1000000}`)
	f.Add(`{"topology":"stretched","write_mb_per_s":100000000,"iops":1000000000,"policy":"raid6-ftt2","spare_hosts":10}`)
	f.Add(`{"architecture":"osa-hybrid","rules":"classic","policy":"raid1-ftt3","devices_per_host":35,"disk_groups_per_host":5,"device_size_tb":100}`)
	f.Add(`{"cpu_sizing":"measured-ghz","peak_cpu_ghz":0.001,"core_ghz":10,"cpu_headroom_pct":90,"memory_headroom_pct":90}`)
	f.Add(`{"license":"vvf","devices_per_host":32,"device_size_tb":100,"vms":1,"vcpus":1}`)
	f.Add(`{"slack_pct":90,"dedupe_ratio":10,"compression_ratio":10}`)
	f.Add(`[]`)
	f.Add(`{"vms":"x","sockets":1.5}`)
	for _, x := range []string{"5e-324", "1e-300", "1e300", "-1", "0", "9007199254740993.0", "0.5"} {
		for _, name := range []string{"vms", "vcpus", "memory_gb", "storage_gb", "peak_cpu_ghz", "active_memory_gb", "sockets",
			"cores_per_socket", "core_ghz", "host_memory_gb", "memory_tiering_pct", "devices_per_host", "device_size_tb",
			"vcpu_per_core", "cpu_headroom_pct", "memory_overcommit", "growth_pct_per_year", "years", "spare_hosts"} {
			f.Add(fmt.Sprintf(`{%q:%s}`, name, x))
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		ev := calctest.CheckAnswer(t, cs.ID, s)
		if ev == nil {
			return
		}
		r := ev.Results.(cs.Results)
		if r.Hosts < 1 || r.Hosts < r.HostsPerSite || r.LicensedCores < r.PhysicalCores || len(r.Runway) == 0 {
			t.Fatalf("%s: %+v", s, r)
		}
		if strings.Contains(r.DecidingResource, " ") {
			t.Fatalf("deciding %q", r.DecidingResource)
		}
	})
}
