package i18n

// The UI strings of the RVTools import on the plans page
// (app/ui/rvimport.go) and of an imported plan's inventory in its report
// (app/ui/inventory.go), added to uiCatalog.
var uiImport = map[string]string{
	"docs.unavailable":     "This page could not be read. It opens offline once the site has been visited online; reload to try again.",
	"rv.heading":           "Import an RVTools or Live Optics export",
	"rv.pick":              "RVTools or Live Optics VMware workbook (.xlsx)",
	"rv.hint":              "An RVTools 3.x/4.x export or a Dell Live Optics VMware export becomes a plan: per cluster, vSAN capacity under the classic and the vSAN 8 ESA rules on the target host, memory states of its hosts (also after the loss of one), and the inter-site link: from the measured peak writes with Live Optics, from an assumption the result states with RVTools. The workbook is read in this browser; nothing is uploaded.",
	"rv.reading":           "Reading {0}",
	"rv.too_large":         "{0} is {1} MiB; a workbook of at most {2} MiB can be imported (an RVTools export of 10,000 VMs is about 10 MB).",
	"rv.no_worker":         "This browser cannot read workbooks in the background (no Web Worker). Use “sizewise import FILE.xlsx” and import the plan it writes with Import JSON.",
	"rv.failed":            "{0} was not imported: {1}",
	"rv.preview":           "Preview of the plan “{0}”",
	"rv.cluster":           "Clusters",
	"rv.all_clusters":      "All clusters ({0})",
	"rv.powered_off":       "Count powered-off and suspended VMs",
	"rv.templates":         "Count templates",
	"rv.counted_hint":      "Both are counted by default: their disks use storage today. Untick to size only the running VMs.",
	"rv.scenarios":         "Scenarios to be created ({0})",
	"rv.create":            "Create plan",
	"rv.discard":           "Discard",
	"rv.created":           "Plan “{0}” created from {1}: {2} scenarios.",
	"rv.discarded":         "Import discarded; nothing was saved.",
	"rv.host":              "Target host",
	"rv.host_hint":         "The host the clusters are sized for: how many such hosts the data needs, and its memory states. Devices are decimal GB as drives are sold (3.84 TB = 3840).",
	"rv.host_cores":        "Cores per host",
	"rv.host_ghz":          "Core clock, GHz",
	"rv.host_memory":       "Memory per host, GiB",
	"rv.host_architecture": "vSAN architecture",
	"rv.host_esa":          "vSAN ESA (NVMe storage pool)",
	"rv.host_osa":          "vSAN OSA (disk groups)",
	"rv.host_all_flash":    "All-flash (untick for hybrid: SSD cache, HDD capacity)",
	"rv.host_devices":      "Capacity devices per host",
	"rv.host_device_gb":    "Capacity device size, GB",
	"rv.host_cache_gb":     "Cache device per disk group, GB",
	"rv.host_invalid":      "This host is not one a cluster can have (cores 1–1024, 0.1–10 GHz, memory 1–32768 GiB, 1–35 devices of 1–100000 GB; ESA: at most 32 devices, all-flash): correct the value.",
}

func init() {
	for k, v := range uiImport {
		if _, dup := uiCatalog[k]; dup {
			panic("i18n: UI key " + k + " is defined twice")
		}
		uiCatalog[k] = v
	}
}
