// Package report makes a plan's deliverables in the formats Sizewise
// offers, for the CLI (`sizewise report`) and the engine worker (the
// page's Word and PowerPoint buttons) alike: Word (.docx,
// app/office/docx), PowerPoint (.pptx, app/office/pptx) and Markdown
// (app/plans.ExportMarkdown), named after the plan and the date.
package report

import (
	"errors"
	"strings"
	"time"

	"github.com/sizewise/sizewise/app/office"
	"github.com/sizewise/sizewise/app/office/docx"
	"github.com/sizewise/sizewise/app/office/pptx"
	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// Format is a deliverable's format: its file extension.
type Format string

// The formats.
const (
	Word       Format = "docx"
	PowerPoint Format = "pptx"
	Markdown   Format = "md"
)

// Formats lists the formats, in the order the CLI names them.
var Formats = []Format{Word, PowerPoint, Markdown}

// ParseFormat reads a format's name ("docx", "pptx", "md"; "word",
// "powerpoint" and "markdown" too).
func ParseFormat(s string) (Format, bool) {
	switch strings.ToLower(strings.TrimSpace(strings.TrimPrefix(s, "."))) {
	case "docx", "word":
		return Word, true
	case "pptx", "powerpoint", "ppt":
		return PowerPoint, true
	case "md", "markdown":
		return Markdown, true
	}
	return "", false
}

// MIME is the format's media type.
func (f Format) MIME() string {
	switch f {
	case Word:
		return docx.ContentType
	case PowerPoint:
		return pptx.ContentType
	}
	return "text/markdown"
}

// File is a deliverable: its suggested name, media type and bytes.
type File struct {
	Name string `json:"name"`
	MIME string `json:"mime"`
	Data []byte `json:"data"`
}

// ErrFormat refuses an unknown format.
var ErrFormat = errors.New("report: the formats are docx, pptx and md")

// Make writes p in format f. A language with no catalogue
// loaded is written in English.
func Make(p plans.Plan, f Format, o office.Options) (File, error) {
	if !msg.Loaded(o.Lang) {
		o.Lang = msg.EN
	}
	if o.Date.IsZero() {
		o.Date = time.Now()
	}
	out := File{Name: FileName(p.Name, o.Date, f), MIME: f.MIME()}
	var err error
	switch f {
	case Word, PowerPoint:
		var r *office.Report
		if r, err = office.Build(p, o); err != nil {
			return File{}, err
		}
		if f == Word {
			out.Data, err = docx.Write(r)
		} else {
			out.Data, err = pptx.Write(r)
		}
	case Markdown:
		if len(p.Scenarios) > calc.MaxScenarios || len(p.Comparisons) > plans.MaxComparisons {
			return File{}, office.ErrTooLarge
		}
		p = office.Clipped(p, o.Lang)
		if p.Updated.IsZero() {
			p.Updated = o.Date
		}
		out.Data = plans.ExportMarkdown(p, plans.MarkdownOptions{BaseURL: o.BaseURL, Version: o.Version, Lang: o.Lang})
	default:
		return File{}, ErrFormat
	}
	if err != nil {
		return File{}, err
	}
	return out, nil
}

// FileName is the name a deliverable of the plan named plan is saved
// under: the plan's name (what a file name cannot hold replaced by "-"),
// the date as ISO 8601 (so the files of one plan sort by date in every
// language), and the format's extension: "Acme DR 2026-12-04.docx".
func FileName(plan string, date time.Time, f Format) string {
	name := strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) || r < ' ' || r == 0x7f {
			return '-'
		}
		return r
	}, strings.TrimSpace(plan))
	if r := []rune(name); len(r) > 80 {
		name = strings.TrimSpace(string(r[:80]))
	}
	if name == "" {
		name = "plan"
	}
	return name + " " + date.Format("2006-01-02") + "." + string(f)
}
