package i18n

// The UI strings of the plan report's structure (app/ui/planspage.go,
// app/ui/report.go): the summary, the scenarios' sections and their
// folding, the appendix of worked steps and sources; added to uiCatalog.
var uiReport = map[string]string{
	"report.summary":          "Summary",
	"report.summary_scenario": "Scenario",
	"report.summary_answer":   "Answer",
	"report.summary_deciding": "Deciding warning",
	"report.no_warning":       "No warning",
	"report.not_computed":     "Not computed: its inputs need correcting",
	"report.scenarios":        "Scenarios",
	"report.question":         "Question",
	"report.collapse_all":     "Collapse all",
	"report.expand_all":       "Expand all",
	"report.collapse":         "Collapse scenario {0}",
	"report.expand":           "Expand scenario {0}",
	"report.appendix":         "Appendix: worked steps and sources",
	"report.to_steps":         "Worked steps and sources",
	"report.title":            "Scenario name",
	"report.title_hint":       "A name for the customer (“Site A”, “After the refresh”): the summary, the comparisons and the documents show it",
	"report.title_saved":      "Scenario name saved.",
	"report.inventory":        "Inventory",
	"report.comparisons":      "Comparisons",
}

func init() {
	for k, v := range uiReport {
		if _, dup := uiCatalog[k]; dup {
			panic("i18n: UI key " + k + " is defined twice")
		}
		uiCatalog[k] = v
	}
}
