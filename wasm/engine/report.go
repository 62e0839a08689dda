//go:build js && wasm

package main

import (
	"encoding/json"
	"errors"
	"strings"
	"syscall/js"
	"time"

	"github.com/sizewise/sizewise/app/office"
	"github.com/sizewise/sizewise/app/office/report"
	"github.com/sizewise/sizewise/app/plans"
	_ "github.com/sizewise/sizewise/engine/all" // every calculator a plan may hold
	"github.com/sizewise/sizewise/engine/msg"
)

// Messages of the report job (its answer's one line, in the page's
// language).
var (
	msgReportFormat = msg.NewKey("engine.report-format", "There is no {0} document; the formats are docx, pptx and md.")
	msgReportRead   = msg.NewKey("engine.report-read", "The plan could not be read: {0}")
	msgReportSize   = msg.NewKey("engine.report-size", "The plan has more scenarios or comparisons than a document holds (at most 200 scenarios and 50 comparisons).")
)

// memo remembers the scenarios the documents evaluated: the PowerPoint
// summary made after the Word document of a plan simulates nothing again.
var memo = &office.Memo{Size: 256}

// runReport makes a plan's deliverable (the page's Word and PowerPoint
// buttons): m.plan is the plan as the page's library holds it (the JSON of
// plans.Plan: customer, titles, notes and comparisons included; the page
// and this worker are one build), m.format "docx",
// "pptx" or "md", m.lang the page's language, m.version the Sizewise
// version, m.date the page's local date (YYYY-MM-DD), m.base_url the
// site's address for share links ("" for none). The answer is a
// report.File: its name, media type and bytes (base64 in the JSON).
func runReport(m js.Value) (any, error) {
	lang := msg.Lang(m.Get("lang").String())
	if !msg.Loaded(lang) {
		lang = msg.EN
	}
	f, ok := report.ParseFormat(m.Get("format").String())
	if !ok {
		return nil, errors.New(msgReportFormat.With(msg.Str(m.Get("format").String())).In(lang, nil))
	}
	// The library's plan, read as it is: plans.ImportJSON would check it
	// (evaluating every scenario) before the document evaluates them again.
	var p plans.Plan
	if err := json.Unmarshal([]byte(m.Get("plan").String()), &p); err != nil {
		return nil, errors.New(msgReportRead.With(msg.Str(strings.Join(strings.Fields(err.Error()), " "))).In(lang, nil))
	}
	date, err := time.ParseInLocation("2006-01-02", m.Get("date").String(), time.Local)
	if err != nil {
		date = time.Now()
	}
	str := func(k string) string {
		if v := m.Get(k); v.Type() == js.TypeString {
			return v.String()
		}
		return ""
	}
	file, err := report.Make(p, f, office.Options{Lang: lang, Version: str("version"), Date: date, BaseURL: str("base_url"), Author: str("author"), Evaluate: memo.Evaluate})
	if errors.Is(err, office.ErrTooLarge) {
		return nil, errors.New(msgReportSize.With().In(lang, nil))
	}
	return file, err
}
