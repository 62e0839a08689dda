package i18n

import (
	"encoding/json"
	"net/url"
	"slices"
	"strings"
	"testing"

	_ "github.com/sizewise/sizewise/engine/all" // every calculator
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// engineString is one English string the engine produced, with where it
// came from (for failure messages).
type engineString struct {
	text  string // English
	ru    string // Russian
	where string
	// names are user-given names in the inputs it came from (VM and host
	// names), which pass through untranslated.
	names []string
	// codes are what the message writes as it is given (its Str and Code
	// arguments: names from a document, the user's words).
	codes []string
	// code is the message's key ("" for a fixed text).
	code string
	// cited marks a source: its verbatim arguments are the cited
	// document, in its own words.
	cited bool
}

// goodInputs are, per calculator, inputs over the defaults that reach every
// step, warning, chart and link branch of Compute (read from each
// calculator's package under engine/). Each must be valid.
var goodInputs = map[string][]string{
	"stretched-bandwidth": {
		`{"total_iops": 20000}`,
		`{"total_iops": 20000, "write_pct": 60}`,
		`{"write_iops": 10000, "link_mbps": 100, "witness_link_mbps": 0.1, "components": 1000, "hosts_per_site": 5}`,
		`{"write_iops": 1000000, "components": 12000, "hosts_per_site": 12}`,
		`{"write_iops": 2500.5, "hosts_per_site": 20, "data_multiplier": 1, "resync_multiplier": 1, "write_size_kb": 8.5}`,
		`{"write_iops": 0, "components": 1}`,
	},
	"vsa": {
		`{"controller_write_cache": false}`,
		`{"frontend_iops": 2000, "read_pct": 30}`,
		`{"frontend_iops": 500, "read_pct": 70, "hosts": 2}`,
		`{"disk_rpm": 7200, "disk_price_usd": 100}`,
		`{"disk_rpm": "15000", "reserved_gb_per_host": 100}`,
		`{"disk_iops": 200, "disk_price_usd": 250.5, "frontend_iops": 0}`,
		`{"disks_per_host": 2, "disk_size_gb": 1200, "frontend_iops": 12345, "read_pct": 0}`,
	},
	"memory-states": {
		`{"free_memory_mb": 10000}`,
		`{"free_memory_mb": 3000}`,
		`{"free_memory_mb": 1500}`,
		`{"free_memory_mb": 800}`,
		`{"free_memory_mb": 400}`,
		`{"free_memory_mb": 100}`,
		`{"free_memory_mb": 0}`,
		`{"vsphere_version": "5", "free_memory_mb": 3000}`,
		`{"vsphere_version": "5", "free_memory_mb": 1500}`,
		`{"vsphere_version": "5", "free_memory_mb": 800}`,
		`{"vsphere_version": "5", "free_memory_mb": 400}`,
		`{"vsphere_version": "5", "free_memory_mb": 100}`,
		`{"vmkmem_mb": 130000, "free_memory_mb": 5000}`,
		`{"host_memory_gb": 2}`,
		`{"host_memory_gb": 8}`,
		`{"host_memory_gb": 20, "vsphere_version": "5"}`,
		`{"host_memory_gb": 1536}`,
	},
	"sioc": {
		`{"vms": [{"name": "db", "host": "esx1", "shares": "high", "reservation_iops": 3000}, {"name": "web", "host": "esx1", "shares": "low", "limit_iops": 500}, {"name": "app", "host": "esx2", "demand_iops": 100, "reservation_iops": 200}, {"name": "batch", "host": "esx2", "shares": 4000}]}`,
		`{"datastore_iops": 1000, "vms": [{"name": "a", "host": "h1", "reservation_iops": 800}, {"name": "b", "host": "h2", "reservation_iops": 700}]}`,
		`{"datastore_iops": 100000, "vms": [{"name": "a", "host": "h1", "demand_iops": 100}, {"name": "b", "host": "h2", "limit_iops": 200}]}`,
		`{"datastore_iops": 5000, "vms": [{"name": "a", "host": "h1", "reservation_iops": 3000}, {"name": "b", "host": "h2", "shares": "normal"}, {"name": "c", "host": "h2", "shares": 200}]}`,
		`{"datastore_iops": 5000, "vms": [{"name": "solo", "host": "h1"}]}`,
		`{"vms": [{"name": "v", "host": "h1"}, {"name": "v2", "host": "h1"}, {"name": "v3", "host": "h1"}, {"name": "v4", "host": "h1"}, {"name": "v5", "host": "h2"}, {"name": "v6", "host": "h2"}, {"name": "v7", "host": "h2"}, {"name": "v8", "host": "h2"}, {"name": "v9", "host": "h2"}, {"name": "v10", "host": "h2"}]}`,
		`{"datastore_iops": 5000, "vms": [{"name": "a", "host": "h1", "limit_iops": 0, "demand_iops": 0}, {"name": "b", "host": "h1"}]}`,
	},
	"vdi-density": {
		`{"mode": "rdsh"}`,
		`{"mode": "rdsh", "sessions_per_core": 12, "spare_hosts": 0, "desktop_disk_gb": 40}`,
		`{"mode": "rdsh", "session_memory_gb": 8}`,
		`{"desktops_per_core": 12, "spare_hosts": 0, "desktop_disk_gb": 40}`,
		`{"desktops": 100000}`,
		`{"desktops": 50}`,
		`{"desktops": 1, "spare_hosts": 0}`,
		`{"desktops": 1000, "desktop_memory_gb": 8, "memory_overhead_mb": 64.5}`,
		`{"desktops": 600, "desktops_per_core": 2.5}`,
	},
	"snapshot": {
		`{"chain_depth": 0}`,
		`{"disk_iops_capacity": 1700}`,
		`{"disk_iops_capacity": 10000, "format": "sesparse"}`,
		`{"format": "vsansparse"}`,
		`{"format": "vsansparse", "chain_depth": 0}`,
		`{"chain_depth": 3, "first_write_pct": 50, "disk_iops_capacity": 5000}`,
		`{"read_iops": 0, "write_iops": 0}`,
		`{"format": "sesparse", "disk_iops_capacity": 1000}`,
	},
	"vsan-capacity": {
		`{"vm_data_gb": 100000}`,
		`{"vm_data_gb": 12000}`,
		`{"slack_pct": 10, "vm_data_gb": 100}`,
		`{"slack_pct": 22}`,
		`{"dedupe_ratio": 2}`,
		`{"dedupe_ratio": 2, "all_flash": false, "policy": "raid1-ftt1"}`,
		`{"disk_groups_per_host": 2, "hosts": 8, "policy": "raid6-ftt2"}`,
		`{"hosts": 5, "policy": "raid1-ftt2"}`,
		`{"hosts": 7, "policy": "raid1-ftt3", "vm_data_gb": 0}`,
		`{"hosts": 3, "policy": "raid1-ftt1", "all_flash": false}`,
	},
	"cluster-sizing": {
		`{"growth_pct_per_year": 10, "years": 5, "memory_tiering_pct": 100, "active_memory_gb": 2000, "cores_per_socket": 8, "license": "vvf"}`,
		`{"memory_tiering_pct": 150}`,
		`{"memory_tiering_pct": 100, "active_memory_gb": 100}`,
		`{"topology": "stretched", "write_mb_per_s": 40, "iops": 50000, "spare_hosts": 0}`,
		`{"topology": "2-node", "policy": "raid1-ftt1", "vms": 20, "vcpus": 40, "memory_gb": 200, "storage_gb": 2000}`,
		`{"topology": "2-node", "policy": "raid1-ftt1", "vms": 20, "vcpus": 400, "memory_gb": 200, "storage_gb": 2000}`,
		`{"topology": "2-node", "policy": "raid1-ftt1", "vms": 2000, "vcpus": 2000, "memory_gb": 200, "storage_gb": 2000, "vcpu_per_core": 32}`,
		`{"cpu_sizing": "measured-ghz", "peak_cpu_ghz": 800, "memory_overcommit": 1.5, "consumed_memory_gb": 3000, "storage_basis": "used"}`,
		`{"vms": 3000, "vcpus": 3000, "vcpu_per_core": 8, "memory_gb": 3000, "storage_gb": 1000, "cores_per_socket": 64, "host_memory_gb": 4096}`,
		`{"vms": 100, "vcpus": 100, "memory_gb": 400, "storage_gb": 200000}`,
		`{"vms": 100, "vcpus": 100, "memory_gb": 400, "storage_gb": 2000, "policy": "raid1-ftt3"}`,
		`{"architecture": "osa-hybrid", "rules": "classic", "policy": "raid1-ftt1", "devices_per_host": 6, "disk_groups_per_host": 2}`,
		`{"architecture": "external", "vms": 10000, "vcpus": 40000, "memory_gb": 80000}`,
		`{"storage_gb": 1500000, "devices_per_host": 2, "device_size_tb": 1.92}`,
		`{"vms": 100, "vcpus": 100, "memory_gb": 400, "storage_gb": 40000, "devices_per_host": 1, "device_size_tb": 15.36}`,
	},
	"cache-sim": {
		`{"ios": 20000, "warmup_ios": 20000}`,
		`{"policy": "lru", "ios": 20000, "warmup_ios": 20000, "distribution": "uniform"}`,
		`{"policy": "fifo", "ios": 20000, "warmup_ios": 0, "distribution": "hotspot", "working_set_gb": 2}`,
		`{"read_pct": 0, "ios": 2000, "warmup_ios": 0}`,
		`{"cache_device_gb": 0.002, "ios": 2000, "warmup_ios": 0}`, `{"fill": "line", "ios": 2000, "warmup_ios": 0}`,
		`{"target_hit_ratio_pct": 100, "ios": 20000, "warmup_ios": 0}`,
		`{"cache_device_gb": 2, "ios": 20000, "warmup_ios": 20000}`,
		`{"chunk_kb": 100, "ios": 2000, "warmup_ios": 2000}`,
		`{"cache_device_gb": 40, "working_set_gb": 2, "ios": 20000, "warmup_ios": 20000, "distribution": "hotspot"}`,
	},
}

// badInputs are, per calculator, inputs that fail: every Check branch and a
// rule of every kind of field. Each must give at least one problem.
var badInputs = map[string][]string{
	"stretched-bandwidth": {
		`{"write_iops": -1}`,
		`{"write_iops": "x"}`,
		`{"write_iops": 10, "total_iops": 10}`,
		`{"write_pct": 50}`,
		`{"write_iops": null}`,
		`{"write_size_kb": 0, "hosts_per_site": 0, "components": 1.5}`,
		`{"write_size_kb": 5000, "data_multiplier": 0.5, "write_pct": 101, "total_iops": 5}`,
		`{"write_size_kb": null, "hosts_per_site": true, "link_mbps": 0}`,
		`{"foo": 1, "write_iop": 1}`,
		`{"components": "many", "hosts_per_site": [1], "write_iops": {}}`,
		`[]`,
		`"text"`,
	},
	"vsa": {
		`{"hosts": 4, "disks_per_host": 7}`,
		`{"disk_rpm": 10000, "disk_iops": 100}`,
		`{"disk_rpm": null}`,
		`{"disk_rpm": 9999}`,
		`{"disk_rpm": "fast"}`,
		`{"reserved_gb_per_host": 5000}`,
		`{"local_raid": "raid5", "disks_per_host": 0, "disk_size_gb": 0.5}`,
		`{"controller_write_cache": "yes"}`,
	},
	"memory-states": {
		`{"host_memory_gb": 128, "vmkmem_mb": 1000}`,
		`{"host_memory_gb": null}`,
		`{"free_memory_mb": 1000000}`,
		`{"vsphere_version": "10"}`,
		`{"vsphere_version": 6}`,
		`{"host_memory_gb": 0.5, "free_memory_mb": -1}`,
	},
	"sioc": {
		`{"vms": []}`,
		`{"vms": [{"name": "", "host": " h"}, {"name": "a\nb", "host": "h"}]}`,
		`{"vms": [{"name": "a", "host": "h"}, {"name": "a", "host": "h"}]}`,
		`{"vms": [{"name": "a", "host": "h", "shares": "abc"}]}`,
		`{"vms": [{"name": "a", "host": "h", "shares": 0}]}`,
		`{"vms": [{"name": "a", "host": "h", "shares": -1}]}`,
		`{"vms": [{"name": "a", "host": "h", "shares": 2000000}]}`,
		`{"vms": [{"name": "a", "host": "h", "reservation_iops": 500, "limit_iops": 100}]}`,
		`{"vms": [{"name": "a", "host": "h", "limit_iops": -5}]}`,
		`{"vms": [{"name": "` + strings.Repeat("x", 101) + `", "host": "h"}]}`,
		`{"vms": {"name": "a"}}`,
		`{"vms": [1]}`,
		`{"vms": [{"name": "a", "host": "h", "colour": "red"}]}`,
		`{"datastore_iops": 0}`,
		`{"vms": [{"name": "a", "host": "h", "shares": true}]}`,
		`{"vms": [` + strings.Repeat(`{"name": "x", "host": "h"}, `, 1000) + `{"name": "y", "host": "h"}]}`,
	},
	"vdi-density": {
		`{"desktops_per_core": 0.01}`,
		`{"desktop_memory_gb": 1000}`,
		`{"mode": "rdsh", "sessions_per_core": 0.01}`,
		`{"mode": "rdsh", "session_memory_gb": 1000}`,
		`{"mode": "xx", "desktops": 0}`,
		`{"desktop_memory_gb": 0.1, "desktops_per_core": 0}`,
	},
	"snapshot": {
		`{"format": "x", "chain_depth": 40}`,
		`{"disk_iops_capacity": 0, "read_iops": -1}`,
		`{"first_write_pct": 200}`,
	},
	"vsan-capacity": {
		`{"hosts": 2}`,
		`{"all_flash": false}`,
		`{"hosts": 5, "policy": "raid6-ftt2", "all_flash": false}`,
		`{"policy": "raid0", "hosts": 100}`,
		`{"dedupe_ratio": 0.5, "slack_pct": 95, "disk_groups_per_host": 6}`,
	},
	"cluster-sizing": {
		`{"cores_per_socket": 0, "vms": 1000000000, "growth_pct_per_year": 1000}`,
		`{"cpu_sizing": "measured-ghz", "vcpus": 10, "active_memory_gb": 5000, "consumed_memory_gb": 5000}`,
		`{"memory_tiering_pct": 30}`,
		`{"memory_tiering_pct": 100, "rules": "vsan8-esa"}`,
		`{"rules": "classic", "topology": "2-node"}`,
		`{"architecture": "osa-hybrid", "rules": "classic", "devices_per_host": 9, "disk_groups_per_host": 2}`,
		`{"devices_per_host": 33}`,
		`{"architecture": "external", "topology": "stretched"}`,
		`{"devices_per_host": 1, "device_size_tb": 0.1, "storage_gb": 1e-300, "slack_pct": 1e-300}`,
	},
	"cache-sim": {
		`{"chunk_kb": 2048}`,
		`{"io_size_kb": 30000000, "working_set_gb": 1}`,
		`{"io_size_kb": 60000, "working_set_gb": 0.00001}`,
		`{"ios": 5000000, "warmup_ios": 5000000, "io_size_kb": 4096, "line_kb": 1, "chunk_kb": 1}`,
		`{"policy": "mru", "distribution": "pareto", "ios": 0, "seed": -1}`,
		`{"read_cache_pct": 0, "cache_device_gb": 0}`,
	},
}

// badQueries are, per calculator, URL queries with problems (the share-link
// path: calc.FromQuery, the field codecs, then EvaluateLenient).
var badQueries = map[string][]string{
	"stretched-bandwidth": {"write_iops=abc", "write_iops=&components=", "zzz=1&write_iop=5", "components=1.5", "hosts_per_site=x"},
	"vsa":                 {"disk_rpm=abc", "controller_write_cache=maybe", "hosts=5", "local_raid=raid6"},
	"memory-states":       {"vsphere_version=10", "free_memory_mb=1e12"},
	"sioc": {
		"vms=VM1,esx1,abc", "vms=VM1,esx1,100,x", "vms=a,b,c,d,e,f,g", `vms=a"b,esx1`, `vms="a,esx1`,
		"vms=VM1,esx1,100,,,&vms=,,", "vms=VM1,esx1,100,200,100", "vms=VM1,esx1,100&vms=VM1,esx2",
	},
	"vdi-density":    {"mode=vd", "desktops=many"},
	"snapshot":       {"format=redo", "chain_depth=-1"},
	"vsan-capacity":  {"policy=raid5", "all_flash=perhaps", "hosts=3"},
	"cache-sim":      {"policy=lfu", "distribution=normal", "ios=1.5"},
	"cluster-sizing": {"memory_gb=NaN", "topology=metro", "vms=1e9", "cores_per_socket=0&growth_pct_per_year=1000"},
}

// documents are scenario and plan documents with problems
// (calc.EvalDocument, used when a plan or scenario is imported).
var documents = []string{
	``,
	`{`,
	`[1]`,
	`"x"`,
	`null`,
	`true`,
	`12`,
	`{"calculator": "stretched-bandwith"}`,
	`{"calculator": "nothing-like-it"}`,
	`{"calculator": 5}`,
	`{"inputs": {}}`,
	`{"calculator": "vsa", "version": 2, "input": {}}`,
	`{"plan": 5, "scenarios": [1, {"calculator": "vsa"}], "extra": 1, "version": 1}`,
	`{"plan": "p"}`,
	`{"plan": "p", "scenarios": {}}`,
	`{"calculator": "vsa", "inputs": {"hosts": 9}}`,
}

// corpus renders, in English and in Russian, every text the registered
// calculators show a reader for the corpus above: each calculator's
// metadata (title, question, labels, hints, units, choice labels, output
// and column labels), and for each good, bad and linked input the worked
// steps, warnings, sources, chart texts, link labels and problems, and the
// problems of the documents.
func corpus(t testing.TB) []engineString {
	t.Helper()
	var out []engineString
	addMsg := func(where string, names []string, ctx msg.Context, ms ...msg.Message) {
		for _, m := range ms {
			if s, ok := textOf(t, where, names, ctx, m); ok {
				out = append(out, s)
			}
		}
	}
	covered := map[string]bool{}
	for _, c := range calc.All() {
		m := c.Meta()
		id := m.ID
		covered[id] = true
		out = append(out, metaStrings(m)...)
		if _, ok := goodInputs[id]; !ok {
			t.Errorf("calculator %s has no corpus of inputs in corpus_test.go: add goodInputs, badInputs and badQueries for it", id)
		}
		inputs := append([]string{`{}`}, goodInputs[id]...)
		for _, in := range inputs {
			ev, errs := c.Evaluate(json.RawMessage(in))
			if len(errs) > 0 {
				t.Errorf("%s: good input %s fails: %v", id, in, errs)
				continue
			}
			out = append(out, outcomeStrings(t, id+" "+in, namesIn(in), ev)...)
		}
		for _, in := range badInputs[id] {
			_, errs := c.Evaluate(json.RawMessage(in))
			if len(errs) == 0 {
				t.Errorf("%s: bad input %s passes", id, in)
			}
			for _, e := range errs {
				addMsg(id+" bad "+in+" at "+e.Field, namesIn(in), m, e.Msg)
			}
			lin, lerrs, _ := c.Resolve(json.RawMessage(in), calc.Lenient)
			for _, e := range lerrs {
				addMsg(id+" lenient "+in+" at "+e.Field, namesIn(in), m, e.Msg)
			}
			if ev, errs := lin.Evaluate(); len(errs) == 0 {
				out = append(out, outcomeStrings(t, id+" lenient "+in, namesIn(in), ev)...)
			}
		}
		for _, qs := range badQueries[id] {
			q, err := url.ParseQuery(qs)
			if err != nil {
				t.Fatalf("%s: query %q: %v", id, qs, err)
			}
			delete(q, "lang")
			lin, errs, _ := c.ResolveValues(q, calc.ParseNumber, calc.Lenient)
			if len(errs) == 0 {
				t.Errorf("%s: bad query %s passes", id, qs)
			}
			for _, e := range errs {
				addMsg(id+" query "+qs+" at "+e.Field, nil, m, e.Msg)
			}
			if ev, errs := lin.Evaluate(); len(errs) == 0 {
				out = append(out, outcomeStrings(t, id+" query "+qs, nil, ev)...)
			}
		}
	}
	for id := range goodInputs {
		if !covered[id] {
			t.Logf("corpus names calculator %s, which is not registered", id)
		}
	}
	for _, d := range documents {
		_, errs := calc.EvalDocument([]byte(d), EN)
		if len(errs) == 0 {
			t.Errorf("document %s passes", d)
		}
		for _, e := range errs {
			addMsg("document "+d+" at "+e.Field, nil, nil, e.Msg)
		}
	}
	return out
}

// namesIn lists the VM and host names and the default VM names of an input
// (sioc), which are the user's words.
func namesIn(in string) []string {
	names := []string{"VM1", "VM2", "VM3", "VM4", "esx1", "esx2"}
	var obj struct {
		VMs []struct{ Name, Host string } `json:"vms"`
	}
	if json.Unmarshal([]byte(in), &obj) == nil {
		for _, vm := range obj.VMs {
			names = append(names, vm.Name, vm.Host)
		}
	}
	return names
}

// uniqueStrings dedupes the corpus by text, keeping the first origin.
func uniqueStrings(c []engineString) []engineString {
	seen := map[string]bool{}
	var out []engineString
	for _, s := range c {
		if !seen[s.text+"\x00"+s.ru] {
			seen[s.text+"\x00"+s.ru] = true
			out = append(out, s)
		}
	}
	slices.SortFunc(out, func(a, b engineString) int { return strings.Compare(a.text, b.text) })
	return out
}
