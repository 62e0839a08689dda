package ui

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// stubEvents stands in for the pages behind the panels' events: a panel
// is rendered alone, over its own interface, with no page.
type stubEvents struct{}

func (stubEvents) onInput(string) app.EventHandler             { return nil }
func (stubEvents) onCheck(string) app.EventHandler             { return nil }
func (stubEvents) onChoose(string, int) app.EventHandler       { return nil }
func (stubEvents) toggleAdvanced(app.Context, app.Event)       {}
func (stubEvents) choosePlan(app.Context, app.Event)           {}
func (stubEvents) savePlan(app.Context, app.Event)             {}
func (stubEvents) compareRules(app.Context, app.Event)         {}
func (stubEvents) exportAs(string) app.EventHandler            { return nil }
func (stubEvents) exportDocument(string) app.EventHandler      { return nil }
func (stubEvents) copyLink(app.Context, app.Event)             {}
func (stubEvents) runAgain(app.Context, app.Event)             {}
func (stubEvents) cancelRun(app.Context, app.Event)            {}
func (stubEvents) linkHref(l view.Link) string                 { return l.Href }
func (stubEvents) fold(string) app.EventHandler                { return nil }
func (stubEvents) move(string, string, int) app.EventHandler   { return nil }
func (stubEvents) removeEntry(string, string) app.EventHandler { return nil }
func (stubEvents) saveTitle(string, string) app.EventHandler   { return nil }
func (stubEvents) saveNote(string, string) app.EventHandler    { return nil }
func (stubEvents) pick(string, string) app.EventHandler        { return nil }
func (stubEvents) traceMounted(*TracePanel)                    {}
func (stubEvents) traceFile(app.Context, app.Value)            {}
func (stubEvents) traceCancel(app.Context)                     {}
func (stubEvents) traceDrop(app.Context)                       {}
func (stubEvents) traceAgain(app.Context)                      {}

var (
	_ formEvents    = stubEvents{}
	_ resultsEvents = stubEvents{}
	_ entryEvents   = stubEvents{}
	_ traceEvents   = stubEvents{}
	_ formEvents    = (*CalcPage)(nil)
	_ resultsEvents = (*CalcPage)(nil)
	_ traceEvents   = (*CalcPage)(nil)
	_ entryEvents   = (*PlansPage)(nil)
)

// The form draws from its state alone: each field's label, the value
// typed, and under it the hint and the range its rules give (VDI's
// sockets have no hint of their own: the range alone).
func TestFormPanelAlone(t *testing.T) {
	c, _ := calc.Lookup("vdi-density")
	f := newForm(c, msg.EN)
	f.load(c.Defaults())
	html := app.HTMLString(&FormPanel{On: stubEvents{}, State: FormState{ID: "vdi-density", Lang: msg.EN, Raw: f.raw, Choice: f.choice,
		Errors: map[string]string{"desktops": "must be 1 or more"}}})
	for _, want := range []string{
		`id="in-sockets_per_host-hint"`, `>1 to 16.</p>`,
		`>Physical cores, not hyper-threads. 1 to 256.</p>`,
		`>VDI is often about 70 % writes at peak (VMware). 0, 100, or 0.01 to 99.99 %.</p>`,
		`must be 1 or more`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the form lacks %q", want)
		}
	}
}

// The results panel draws its state alone: the headline and, with no
// page behind it, a toolbar slot.
func TestResultsPanelAlone(t *testing.T) {
	c, _ := calc.Lookup("vsa")
	ev, errs := c.Evaluate(nil)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	r := view.Of(ev, msg.EN)
	html := app.HTMLString(&ResultsPanel{On: stubEvents{}, State: ResultsState{View: &r, Problems: []string{"a problem"}}})
	for _, want := range []string{"Usable capacity", "a problem", "sw-toolbar-slot"} {
		if !strings.Contains(html, want) {
			t.Errorf("the results lack %q", want)
		}
	}
}
