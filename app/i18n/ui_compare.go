package i18n

// The UI strings of comparisons (app/ui/compare.go, the plan report and the
// calculator page's "Compare with current rules"), added to uiCatalog.
var uiCompare = map[string]string{
	"compare.with_current": "Compare with current rules",
	"compare.with_classic": "Compare with classic rules",
	"compare.with_title":   "Save this scenario and a copy under “{0}” to the chosen plan, and open them side by side",
	"compare.saved":        "Saved to “{0}”: scenario {1} and its copy under “{2}”, side by side below.",
	"compare.heading":      "Comparison: {0}",
	"compare.of":           "Scenarios {0} side by side; each difference is from scenario {1}.",
	"compare.and":          "and",
	"compare.inputs":       "Inputs that differ",
	"compare.results":      "Results",
	"compare.same_inputs":  "The scenarios have the same inputs.",
	"compare.scenario":     "Scenario {0}",
	"compare.diff":         "Difference {0} − {1}",
	"compare.quantity":     "Quantity",
	"compare.table":        "Comparison of scenarios {0}",
	"compare.missing":      "Not compared until their inputs are corrected: {0}.",
	"compare.too_few":      "Fewer than two of these scenarios compute, so there is nothing to set side by side.",
	"compare.remove":       "Remove comparison",
	"compare.removed":      "Comparison removed; its scenarios stay in the plan.",
	"compare.pick":         "Compare",
	"compare.pick_label":   "Select scenario {0} for a comparison",
	"compare.go":           "Compare selected",
	"compare.hint":         "Tick two or more scenarios of one calculator to set them side by side.",
	"compare.hint_mixed":   "The ticked scenarios are of different calculators: only one calculator's scenarios can be compared.",
	"compare.ready":        "{0} scenarios ticked.",
	"compare.added":        "Comparison added.",
}

func init() {
	for k, v := range uiCompare {
		if _, dup := uiCatalog[k]; dup {
			panic("i18n: UI key " + k + " is defined twice")
		}
		uiCatalog[k] = v
	}
}
