package plans

import (
	"slices"

	"github.com/sizewise/sizewise/engine/msg"
)

// Format is a kind of file a plan (or one calculator's scenario, as a plan
// of one) is exported as: the one table both the plans page and a
// calculator page draw their export buttons from and write files by.
type Format struct {
	// Kind names it in code, element ids (sw-export-<kind>) and tests.
	Kind string
	// Ext ends the file's name; MIME is its type.
	Ext, MIME string
	// Label is the button's text; Title says what the file is for.
	Label, Title msg.Text
	// Plan and Scenario say where it is offered: for a plan, for the
	// scenario of a calculator page.
	Plan, Scenario bool
	// Write makes the file.
	Write func(p Plan, o ExportOptions) ([]byte, error)
}

// ExportOptions are what a file says beyond the plan.
type ExportOptions struct {
	// Lang is the language of its words and numbers.
	Lang msg.Lang
	// BaseURL is put before share links (Markdown); Version names the
	// Sizewise that wrote it.
	BaseURL, Version string
}

// Formats are the export formats, in the order their buttons show.
var Formats = []Format{
	{Kind: "json", Ext: ".json", MIME: "application/json", Plan: true, Scenario: true,
		Label: msg.Same("JSON"),
		Title: msg.T("The scenario or plan document: what sizewise eval reads and this page imports"),
		Write: func(p Plan, o ExportOptions) ([]byte, error) {
			if len(p.Scenarios) == 1 && p.ID == "" {
				return ExportScenarioJSON(p.Scenarios[0])
			}
			return ExportPlanJSON(p)
		}},
	{Kind: "backup", Ext: ".sizewise.json", MIME: "application/json", Plan: true,
		Label: msg.T("Backup"),
		Title: msg.T("The whole plan with its customer, titles, notes and comparisons, to move it to another browser"),
		Write: func(p Plan, o ExportOptions) ([]byte, error) { return ExportBackupJSON(p) }},
	{Kind: "sheet", Ext: ".csv", MIME: "text/csv", Plan: true, Scenario: true,
		Label: msg.T("CSV for Excel"),
		Title: msg.T("Inputs, results, warnings and notes, numbers as the page rounds them, for Excel set to English (comma-separated, decimal point)"),
		Write: func(p Plan, o ExportOptions) ([]byte, error) { return ExportSheetCSV(p, o.Lang) }},
	{Kind: "csv", Ext: ".data.csv", MIME: "text/csv", Plan: true, Scenario: true,
		Label: msg.T("CSV (data)"),
		Title: msg.T("Every result unrounded, one row each, for scripts and databases (RFC 4180, comma-separated, decimal point)"),
		Write: func(p Plan, o ExportOptions) ([]byte, error) { return ExportCSV(p, o.Lang) }},
	{Kind: "md", Ext: ".md", MIME: "text/markdown", Plan: true, Scenario: true,
		Label: msg.Same("Markdown"),
		Title: msg.T("The report as Markdown, for a design document or a wiki"),
		Write: func(p Plan, o ExportOptions) ([]byte, error) {
			return ExportMarkdown(p, MarkdownOptions{BaseURL: o.BaseURL, Version: o.Version, Lang: o.Lang}), nil
		}},
}

// FormatOf is the format of kind.
func FormatOf(kind string) (Format, bool) {
	i := slices.IndexFunc(Formats, func(f Format) bool { return f.Kind == kind })
	if i < 0 {
		return Format{}, false
	}
	return Formats[i], true
}
