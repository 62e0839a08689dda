package ui

import (
	"encoding/json"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/plans"
)

// makeDocument has the engine worker make p's Word ("docx") or PowerPoint
// ("pptx") document (wasm/engine's "report" job: the document writers
// live in engine.wasm, not in the page's app.wasm) and downloads it, named
// after the plan and today's date. say shows how it goes on the page that
// asked; it is called on the UI goroutine.
func makeDocument(ctx app.Context, p plans.Plan, format string, say func(string)) {
	data, err := json.Marshal(p) // everything the plan holds: customer, titles, notes, comparisons
	if err != nil {
		say(t("io.doc_failed", err.Error()))
		return
	}
	job := map[string]any{
		"job":      "report",
		"plan":     string(data),
		"format":   format,
		"lang":     string(lang),
		"version":  shortVersion(),
		"date":     time.Now().Format("2006-01-02"),
		"base_url": shareOrigin(),
	}
	done := func(ctx app.Context, res json.RawMessage) {
		var f struct {
			Name string `json:"name"`
			MIME string `json:"mime"`
			Data []byte `json:"data"`
		}
		if err := json.Unmarshal(res, &f); err != nil || len(f.Data) == 0 {
			say(t("io.doc_failed", "no document"))
			return
		}
		download(f.Name, f.MIME, f.Data)
		say(t("io.downloaded", f.Name))
	}
	fail := func(ctx app.Context, err error) { say(t("io.doc_failed", err.Error())) }
	if _, ok := theEngine.offload(ctx, job, func(app.Context, float64) {}, done, fail); !ok {
		say(t("io.doc_no_worker"))
		return
	}
	say(t("io.making_" + format))
}

// officeButton is the Word ("docx") or PowerPoint ("pptx") button of an
// export toolbar.
func officeButton(format string, h app.EventHandler, scope ...any) app.UI {
	label, title := "io.word", "io.export_docx"
	if format == "pptx" {
		label, title = "io.powerpoint", "io.export_pptx"
	}
	return app.Button().ID("sw-export-"+format).Class("sw-btn sw-btn-small sw-btn-ghost").Type("button").Text(t(label)).Title(t(title)).
		OnClick(on(h), append(append([]any{}, scope...), format)...)
}

// exportDocument makes the plan's document in format (the plan page's Word
// and PowerPoint buttons), as it is in the library now.
func (pp *PlansPage) exportDocument(id, format string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		p, ok := library().Get(id)
		if !ok {
			pp.say("", plans.ErrNotFound)
			return
		}
		makeDocument(ctx, p, format, func(s string) {
			pp.say(s, nil)
			pp.Update()
		})
	}
}

// exportDocument makes the shown scenario's document in format (the
// calculator page's Word and PowerPoint buttons): a plan of this one
// scenario, named after the calculator.
func (p *CalcPage) exportDocument(format string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		entry, ok := p.currentEntry()
		if !ok {
			return
		}
		one := plans.Plan{Name: p.f.meta.Title.In(lang), Scenarios: []plans.Entry{entry}}
		makeDocument(ctx, one, format, func(s string) {
			p.status = s
			p.Update()
		})
	}
}
