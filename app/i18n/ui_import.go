package i18n

// The UI strings of the RVTools import on the plans page
// (app/ui/rvimport.go) and of an imported plan's inventory in its report
// (app/ui/inventory.go), added to uiCatalog.
var uiImport = map[string]string{
	"docs.unavailable": "This page could not be read. It opens offline once the site has been visited online; reload to try again.",
	"rv.heading":       "Import an RVTools export",
	"rv.pick":          "RVTools workbook (.xlsx)",
	"rv.hint":          "An RVTools 3.x or 4.x export becomes a plan: per cluster, vSAN capacity under the classic and the vSAN 8 ESA rules, memory states of its hosts, and inter-site bandwidth with the witness components estimated from the VMs’ objects. The workbook is read in this browser; nothing is uploaded.",
	"rv.reading":       "Reading {0}",
	"rv.too_large":     "{0} is {1} MiB; a workbook of at most {2} MiB can be imported (an RVTools export of 10,000 VMs is about 10 MB).",
	"rv.no_worker":     "This browser cannot read workbooks in the background (no Web Worker). Use “sizewise import rvtools FILE.xlsx” and import the plan it writes with Import JSON.",
	"rv.failed":        "{0} was not imported: {1}",
	"rv.preview":       "Preview of the plan “{0}”",
	"rv.cluster":       "Clusters",
	"rv.all_clusters":  "All clusters ({0})",
	"rv.powered_off":   "Count powered-off and suspended VMs",
	"rv.templates":     "Count templates",
	"rv.counted_hint":  "Both are counted by default: their disks use storage today. Untick to size only the running VMs.",
	"rv.scenarios":     "Scenarios to be created ({0})",
	"rv.create":        "Create plan",
	"rv.discard":       "Discard",
	"rv.created":       "Plan “{0}” created from {1}: {2} scenarios.",
	"rv.discarded":     "Import discarded; nothing was saved.",
}

func init() {
	for k, v := range uiImport {
		if _, dup := uiCatalog[k]; dup {
			panic("i18n: UI key " + k + " is defined twice")
		}
		uiCatalog[k] = v
	}
}
