package i18n

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/msg"
)

// uiCatalog holds the app's own strings (those app/ui writes, not the
// engine) in English, by stable key; other languages' are in their
// catalogues' "ui" section (engine/msg/catalog/<lang>.json), by the same key: a key names a place in the UI ("results.copy_link"),
// so an English wording can change without touching the Russian one's key.
// Placeholders are {0}, {1}… (see T); an entry may use the plural form
// {0|one|few|many} (see pair): Russian picks by its three forms, English
// the first for 1 and the last otherwise.
var uiCatalog = map[string]string{
	// layout (app/ui/layout.go)
	"app.name":              "Sizewise",
	"layout.skip":           "Skip to content",
	"layout.footer.tail":    " · works offline after the first visit · every number shows its formula and source",
	"layout.footer.version": "Sizewise {0}",
	"layout.tagline":        "Storage sizing you can sign",
	"layout.update":         "A new version of Sizewise is available.",
	"layout.reload":         "Reload",
	"theme.title":           "Switch between automatic, light and dark themes",
	"theme.auto":            "Theme: auto",
	"theme.light":           "Theme: light",
	"theme.dark":            "Theme: dark",
	"nav.all":               "All calculators",
	"nav.breadcrumb":        "Breadcrumb",
	"nav.home":              "Home",
	"nav.plans":             "Plans",
	"nav.main":              "Main navigation",

	// home and 404 (app/ui/home.go)
	"home.plans.title": "Plans and reports",
	"home.plans.text":  "Gather the scenarios of one customer into a plan: a printable report with every worked step, side-by-side comparisons, CSV and Markdown exports, and a backup file. Plans stay in this browser; nothing is uploaded.",
	"home.plans.open":  "Open the plans",
	"home.docs.title":  "Methodology and sources",
	"home.docs.text":   "How each calculator computes, the documents its formulas come from, the rule sets, and how to host or embed Sizewise.",
	"home.title":       "Sizewise: virtualised storage sizing",
	"home.hero.title":  "Size virtualised storage, with the vendor's own formulas",
	"home.hero.text":   "vSAN stretched-cluster links, VSA, ESXi memory states, SIOC, VDI density, cache, snapshots and vSAN policies. Every result shows its worked steps and the document it comes from. Runs entirely in your browser, offline.",
	"notfound.title":   "Not found · Sizewise",
	"notfound.heading": "This page does not exist",
	"embed.framed":     "This page of Sizewise opens in a tab of its own.",
	"embed.not_found":  "There is no such calculator. Sizewise opens in a tab of its own from the link above.",
	"notfound.text":    "The link may be mistyped or from an older version. These are the calculators:",

	// calculator page (app/ui/calcpage.go)
	"calc.page_title":         "{0} · Sizewise",
	"form.inputs":             "Inputs",
	"form.advanced":           "Advanced",
	"form.yes":                "yes",
	"form.no":                 "no",
	"form.none":               "—",
	"results.title":           "Results",
	"results.copy_link":       "Copy link",
	"results.link_copied":     "Link copied",
	"results.stale":           "Showing the last valid result: correct the highlighted input.",
	"results.warnings":        "Warnings",
	"results.send_to":         "Send to",
	"results.steps":           "Worked steps",
	"results.rows_shown":      "First {0} of {1} {1|row|rows|rows}.",
	"results.show_all_rows":   "Show all {0} {0|row|rows|rows}",
	"results.steps_shown":     "First {0} of {1} {1|step|steps|steps}.",
	"results.show_all_steps":  "Show all {0} {0|step|steps|steps}",
	"results.rows_in_exports": "Every row is in the Word document and the CSV export.",
	"results.steps_in_word":   "Every step is in the Word document.",
	"results.sources":         "Sources",
	"results.sources_note":    "Sources are cited in their original language.",
	"results.chart":           "Chart",
	"results.announce":        "Results updated",
	"notice.link_problems":    "Some link parameters could not be used:",
	"notice.defaults_used":    "Those inputs show their defaults; change them in the form.",
	"notice.broken":           "this part of the link is damaged (a % not followed by two hexadecimal digits) and was left out",
	"field.error":             "{0}: {1}",
	"field.problems":          "{0} {0|problem|problems|problems} to correct",

	// a stepped calculation (cache simulation)
	"run.simulating": "Simulating…",
	"run.cancelled":  "Calculation cancelled: the results are for earlier inputs.",
	"run.again":      "Run again",

	// trace replay on the cache-sim page (app/ui/trace.go)
	"trace.title":          "Replay a trace file instead of the synthetic workload",
	"trace.hint":           "VMware vSCSI (v1, v2), libCacheSim oracle-general or CSV (time,op,size,lbn), of any size: the file is read in your browser, a slice at a time, and nothing is uploaded. Its answer replaces the synthetic one below, for the cache set in the form; files of 256 MiB or more are replayed on a 1 % sample of their cache lines.",
	"trace.file":           "Trace file",
	"trace.no_worker":      "This browser cannot replay traces in the background (no Web Worker, or it stopped): reload the page, or use “sizewise cachesim --trace FILE --mode vsan”.",
	"trace.replaying":      "Replaying {0}…",
	"trace.file_name":      "File",
	"trace.requests":       "Requests",
	"trace.requests_value": "{0} ({1} {1|read|reads|reads}, {2} {2|write|writes|writes})",
	"trace.hit_at":         "Read hit ratio with a {0} GB cache device",
	"trace.hdd_chunks":     "HDD chunk reads",
	"trace.recommend":      "The smallest cache device simulated that reaches {1} % read hits: {0} GB.",
	"trace.none_reaches":   "No simulated cache device, up to 8 × the chosen size, reaches {0} % read hits on this trace.",
	"trace.curve":          "Read hit ratio against cache device size",
	"trace.cache_gb":       "Cache device, GB",
	"trace.read_cache_gb":  "Read cache, GB",
	"trace.hit_ratio":      "Read hits",
	"trace.method":         "Replayed",
	"trace.exact":          "every request, exactly",
	"trace.sampled":        "estimated from a {0} % sample of the cache lines (SHARDS with miniature simulations); on test traces within {1} of exact replay",
	"trace.shown":          "The results, chart and worked steps below are this trace's; “Save to plan” keeps them with the scenario.",
	"trace.drop":           "Back to the synthetic workload",
	"trace.fix_inputs":     "Correct the highlighted inputs first: the trace is replayed for the cache they describe.",
	"trace.cancelled":      "Replay cancelled: the results below are the synthetic workload's.",
	"trace.cancelled_kept": "Replay cancelled: the results below are the trace's for the earlier inputs.",
	"trace.again":          "Replay again",

	// language switch
	"lang.label":  "Language",
	"lang.switch": "Switch language",
	"lang.en":     "English",
	"lang.ru":     "Русский",

	// plans
	"plans.title":             "Plans",
	"plans.heading":           "Your plans",
	"plans.empty":             "No plans yet. Create one here, or open a calculator and choose “Save to plan”.",
	"plans.unavailable":       "Plans are kept in this browser's storage, which is not available here (a private window, or an embedded page whose browser blocks storage). The calculators work as usual.",
	"plans.no_scenarios":      "This plan has no scenarios yet: add a calculator below, or open one and choose “Save to plan”.",
	"plans.missing":           "There is no plan with id “{0}” in this browser (plans are kept per browser). Here are the plans this browser has.",
	"plans.unavailable_short": "Plans are unavailable: this browser does not allow storage here.",
	"plans.create":            "Create plan",
	"plans.add_calculator":    "Add a calculator to this plan",
	"plans.add":               "Add",
	"plans.note":              "Note",
	"plans.explained":         "How the inputs were derived",
	"plans.note_hint":         "What the customer said, assumptions, next steps… (saved in the plan and in the backup)",
	"plans.note_saved":        "Note saved.",
	"plans.changed_elsewhere": "Changed in another tab or window: this page now shows it.",
	"plans.removed":           "Scenario removed from the plan.",
	"plans.restored":          "Plan “{0}” restored.",
	"plans.new_name":          "Name of the new plan",
	"plans.computing":         "Computing the plan…",
	"plans.entry_computing":   "Computing…",
	"plans.new_name_hint":     "Name of the new plan",
	"plans.name_needed":       "Name the new plan first: a customer's plans are found by their names.",
	"plans.new":               "New plan",
	"plans.name":              "Plan name",
	"plans.customer":          "Customer",
	"plans.default_name":      "Plan {0}",
	"plans.save_to":           "Save to plan",
	"plans.saved":             "Saved to “{0}”",
	"plans.open":              "Open",
	"plans.rename":            "Rename",
	"plans.duplicate":         "Duplicate",
	"plans.copy_name":         "{0} (copy)",
	"plans.delete":            "Delete",
	"plans.deleted":           "Plan “{0}” deleted.",
	"plans.undo":              "Undo",
	"plans.scenarios":         "{0} {0|scenario|scenarios|scenarios}",
	"plans.scenario":          "Scenario",
	"plans.remove_scenario":   "Remove from plan",
	"plans.updated":           "Updated {0}",
	"plans.corrupt":           "A stored plan could not be read and was set aside: {0}",
	"plans.chain":             "Chain",
	"plans.update":            "Update in plan",
	"plans.aside":             "These stored entries could not be read and were set aside, untouched (export them from the browser's storage if you need them):",
	"plans.discard":           "Discard",
	"plans.move_up":           "Move up",
	"plans.move_down":         "Move down",

	// import and export
	"io.import":        "Import",
	"io.import_json":   "Import JSON",
	"io.choose_file":   "Choose a file…",
	"io.no_file":       "No file chosen",
	"io.imported":      "Imported {0}",
	"io.import_failed": "The file could not be imported:",
	"io.export":        "Export",
	"io.downloaded":    "Downloaded {0}",
	"io.too_large":     "The file is {0} MiB; at most {1} MiB can be imported.",
	"io.import_hint":   "A plan or scenario exported from Sizewise, a backup, or the answer of “sizewise eval”. Nothing is uploaded.",
	"io.csv.quantity":  "Quantity",
	"io.csv.value":     "Value",
	"io.csv.unit":      "Unit",
	"io.csv.input":     "Input",
	"io.csv.result":    "Result",

	// print / report
	"print.print":       "Print",
	"print.report":      "Report",
	"print.customer":    "Customer: {0}",
	"print.plan":        "Plan: {0}",
	"print.date":        "Date: {0}",
	"print.version":     "Sizewise version {0}",
	"print.inputs":      "Inputs",
	"print.results":     "Results",
	"print.link":        "Share link",
	"print.prepared_by": "Prepared with Sizewise",

	// embedding
	"embed.embed":      "Embed",
	"embed.snippet":    "Copy this snippet into your documentation page:",
	"embed.copy":       "Copy snippet",
	"embed.copied":     "Snippet copied",
	"embed.open_full":  "Open in Sizewise",
	"embed.powered_by": "Calculated with Sizewise",

	// search / command palette
	"search.placeholder":        "Search calculators… (Ctrl+K)",
	"search.placeholder_inputs": "Search calculators and inputs…",
	"search.shortcut":           "Ctrl K",
	"search.label":              "Search",
	"search.open":               "Search (Ctrl+K)",
	"search.no_results":         "No results",
	"search.results":            "{0} {0|result|results|results}",
	"search.calculator":         "Calculator",
	"search.input":              "Input",
	"search.doc":                "Documentation",
	"docs.methodology":          "Methodology and sources →",
	"docs.english_only":         "This page is written in English.",
	"search.close":              "Close",
	"search.hint":               "↑↓ to move, Enter to open, Esc to close",

	// generic
	"common.cancel":  "Cancel",
	"common.save":    "Save",
	"common.close":   "Close",
	"common.ok":      "OK",
	"common.loading": "Loading…",
	"common.offline": "You are offline; everything still works.",
	"common.error":   "Something went wrong: {0}",
	"fault.title":    "Something went wrong in Sizewise.",
	"fault.text":     "Your inputs, results and plans are kept and the page still works: the next change you make draws it again. If it happens again, please report what you did.",
	"fault.details":  "Details",
	"fault.retry":    "Try again",
}

var tPlaceholder = regexp.MustCompile(`\{(\d+)((?:\|[^|{}]*){3})?\}`)

// T returns the UI string key in lang with {0}, {1}… replaced by args
// (numbers are formatted with FormatNumber, other values with fmt.Sprint).
// A Russian plural form {0|one|few|many} agrees with args[0]. A key missing
// from the catalogue returns the key itself (TestUIKeysExist reads the
// app's sources and fails on any key the catalogue lacks).
func T(lang Lang, key string, args ...any) string {
	s, ok := uiCatalog[key]
	if !ok {
		return key
	}
	if lang != EN {
		if t, ok := msg.UIText(lang, key); ok {
			s = t
		}
	}
	if len(args) == 0 || !strings.Contains(s, "{") {
		return s
	}
	return tPlaceholder.ReplaceAllStringFunc(s, func(ph string) string {
		m := tPlaceholder.FindStringSubmatch(ph)
		n, _ := strconv.Atoi(m[1])
		if n >= len(args) {
			return ph
		}
		text := argText(lang, args[n])
		if m[2] != "" {
			return strings.Split(m[2][1:], "|")[pluralFormIn(lang, argText(EN, args[n]))]
		}
		return text
	})
}

func argText(lang Lang, a any) string {
	switch x := a.(type) {
	case float64:
		return FormatNumber(lang, x)
	case float32:
		return FormatNumber(lang, float64(x))
	case int:
		return FormatNumber(lang, float64(x))
	case int64:
		return FormatNumber(lang, float64(x))
	}
	return fmt.Sprint(a)
}

// Has reports whether the UI catalogue has key.
func Has(key string) bool {
	_, ok := uiCatalog[key]
	return ok
}

// Keys lists the UI catalogue's keys (for tests and tools), unsorted.
func Keys() []string {
	out := make([]string, 0, len(uiCatalog))
	for k := range uiCatalog {
		out = append(out, k)
	}
	return out
}
