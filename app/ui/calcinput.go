package ui

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// onInput takes a keystroke (or a choice) in field name. The URL is
// rewritten at once; an answer computed at once has its numbers painted at
// the next frame, a run
// (Stepped) shows its progress bar at once (the bar redraws alone), and the
// rest of the page is redrawn when typing pauses (pausedRedraw).
func (p *CalcPage) onInput(name string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		p.f.raw[name] = ctx.JSSrc().Get("value").String()
		if !app.IsClient {
			p.recompute(ctx)
			return
		}
		// The URL (and so Copy link, a reload, a bookmark) carries what
		// was typed as soon as its numbers are on the screen.
		p.syncURL(ctx)
		p.evaluate(ctx)
		if p.redraw == nil {
			p.redraw = newPausedRedraw(func(ctx app.Context) {
				if p.Mounted() {
					p.refreshView()
					p.Update()
				}
			})
		}
		p.redraw.schedule(ctx)
	}
}

func (p *CalcPage) onCheck(name string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		p.f.raw[name] = strconv.FormatBool(ctx.JSSrc().Get("checked").Bool())
		p.recompute(ctx)
	}
}

func (p *CalcPage) onChoose(alt string, option int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		p.f.choice[alt] = option
		p.recompute(ctx)
	}
}

func (p *CalcPage) toggleAdvanced(ctx app.Context, e app.Event) {
	e.PreventDefault()
	p.showAdvanced = !p.showAdvanced
}

func (p *CalcPage) copyLink(ctx app.Context, e app.Event) {
	// The full-site link, also from an embedded calculator.
	href := origin() + p.shareURL()
	if nav := app.Window().Get("navigator"); nav.Truthy() && nav.Get("clipboard").Truthy() {
		nav.Get("clipboard").Call("writeText", href)
	}
	p.copied = true
}

// pageQuery is the page's query: the inputs, then the plan context.
func (p *CalcPage) pageQuery() string {
	q := p.f.query()
	extra := url.Values{}
	for k, v := range map[string]string{planParam: p.pc.plan, entryParam: p.pc.entry, fromParam: p.pc.from} {
		if v != "" {
			extra.Set(k, v)
		}
	}
	if len(extra) == 0 {
		return q
	}
	if q == "" {
		return extra.Encode()
	}
	return q + "&" + extra.Encode()
}

// shareURL is the path and query of this calculator with the current inputs
// on the full site.
func (p *CalcPage) shareURL() string { return shareURL(p.ID, p.f) }

// shareURL is the full-site URL of calculator id with the inputs of f.
func shareURL(id string, f *form) string {
	if q := f.query(); q != "" {
		return "/" + id + "?" + q
	}
	return "/" + id
}

func fieldID(name string) string { return "in-" + name }

// fieldErrors are the messages under each field: the user's problems, by
// input name (a message deeper in a list field, "inputs.vms[1].shares",
// belongs to the list, prefixed with where).
func (p *CalcPage) fieldErrors() map[string]string {
	out := map[string]string{}
	for _, e := range p.errs {
		rest, ok := strings.CutPrefix(e.Field, "inputs.")
		if !ok {
			continue
		}
		name, where := rest, ""
		if i := strings.IndexAny(rest, ".["); i >= 0 {
			name, where = rest[:i], rest[i:]
		}
		if _, seen := out[name]; seen {
			continue
		}
		text := e.In(lang, p.f.meta)
		if where != "" {
			text = where + ": " + text
		}
		out[name] = text
	}
	return out
}

// resultErrors are problems with the answer itself (the registry's Guard):
// they belong to no one field.
func (p *CalcPage) resultErrors() []string {
	var out []string
	for _, e := range p.errs {
		if !strings.HasPrefix(e.Field, "inputs.") {
			out = append(out, e.In(lang, p.f.meta))
		}
	}
	return out
}
