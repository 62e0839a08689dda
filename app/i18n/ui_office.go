package i18n

// The UI strings of the Word and PowerPoint buttons on the plan page and
// the calculator page (app/ui/office.go), added to uiCatalog.
var uiOffice = map[string]string{
	"io.word":          "Word",
	"io.powerpoint":    "PowerPoint",
	"io.export_docx":   "Export an editable Word design document (.docx)",
	"io.export_pptx":   "Export a PowerPoint summary (.pptx)",
	"io.making_docx":   "Making the Word document…",
	"io.making_pptx":   "Making the PowerPoint summary…",
	"io.doc_failed":    "The document was not made: {0}",
	"io.doc_no_worker": "This browser cannot make documents in the background (no Web Worker). Export the plan as JSON and run “sizewise report PLAN.json -o FILE.docx”.",
}

func init() {
	for k, v := range uiOffice {
		if _, dup := uiCatalog[k]; dup {
			panic("i18n: UI key " + k + " is defined twice")
		}
		uiCatalog[k] = v
	}
}
