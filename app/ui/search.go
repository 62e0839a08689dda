package ui

import (
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/agnivade/levenshtein"
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// searchEntry is one thing the command palette can find.
type searchEntry struct {
	Kind  string // "calculator" or "input" (a key under search.)
	Title msg.Text
	Sub   msg.Text
	Href  string
	terms []string // lower-case words it answers to
	// minor are words it answers to less well (a page's headings): a word
	// found only there scores one more, so a page named by the query
	// comes before a page that only mentions it.
	minor []string
}

// searchHit is an entry with its score (lower is better).
type searchHit struct {
	searchEntry
	score int
}

// searchIndex lists every calculator and every input, by name (in every
// language whose catalogue is loaded: in the browser, the others arrive
// after the first render, see LoadOtherCatalogues) and id, so the palette
// finds "полоса" as well as "bandwidth".
func searchIndex() []searchEntry {
	var out []searchEntry
	langs := msg.LoadedLangs()
	words := func(ts ...msg.Text) []string {
		var w []string
		for _, t := range ts {
			for _, l := range langs {
				w = append(w, tokenize(t.In(l))...)
			}
		}
		return w
	}
	for _, c := range calc.All() {
		m := c.Meta()
		out = append(out, searchEntry{Kind: "calculator", Title: m.Title, Sub: m.Question, Href: "/" + m.ID,
			terms: words(m.Title, msg.Same(m.ID), m.Question)})
		for _, f := range m.Fields {
			// shown under the input's label: its calculator (the JSON
			// name is searched, not shown: customers see the label)
			out = append(out, searchEntry{Kind: "input", Title: f.Label, Sub: m.Title, Href: "/" + m.ID + "#" + fieldID(f.Name),
				terms: words(f.Label, msg.Same(f.Name))})
		}
	}
	for _, d := range docIndex {
		hs := make([]msg.Text, len(d.Headings))
		for i, h := range d.Headings {
			hs[i] = msg.Same(h)
		}
		out = append(out, searchEntry{Kind: "doc", Title: d.Title, Sub: msg.Same(DocsPrefix + d.Name), Href: DocsPrefix + d.Name,
			terms: words(d.Title, msg.Same(d.Name), msg.T("methodology documentation")), minor: words(hs...)})
	}
	return out
}

// tokenize splits s into lower-case words of letters and digits.
func tokenize(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

// searchFind returns the entries matching every word of q, best first: a word
// that starts a term scores 0, one inside a term 1, and a typo within a third
// of the word's length (Levenshtein) 2 plus the distance.
func searchFind(index []searchEntry, q string, limit int) []searchHit {
	qw := tokenize(q)
	if len(qw) == 0 {
		return nil
	}
	var hits []searchHit
	for _, e := range index {
		total := 0
		ok := true
		for _, w := range qw {
			best := -1
			for i, list := range [2][]string{e.terms, e.minor} {
				for _, t := range list {
					s := -1
					switch {
					case strings.HasPrefix(t, w):
						s = 0
					case strings.Contains(t, w):
						s = 1
					default:
						maxD := max(1, len([]rune(w))/3)
						prefix := t
						if r := []rune(t); len(r) > len([]rune(w)) {
							prefix = string(r[:len([]rune(w))])
						}
						if d := levenshtein.ComputeDistance(w, prefix); d <= maxD && len([]rune(w)) >= 3 {
							s = 2 + d
						}
					}
					if s >= 0 && i == 1 {
						s++
					}
					if s >= 0 && (best < 0 || s < best) {
						best = s
					}
				}
			}
			if best < 0 {
				ok = false
				break
			}
			total += best
		}
		if ok {
			if e.Kind == "input" {
				total++ // calculators first on equal matches
			}
			hits = append(hits, searchHit{e, total})
		}
	}
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].score < hits[j].score })
	if len(hits) > limit {
		hits = hits[:limit]
	}
	return hits
}

// Palette is the search box / command palette (Ctrl+K or "/"): it finds
// calculators and inputs by name, tolerant of typos.
type Palette struct {
	app.Compo
	open     bool
	query    string
	selected int
	hits     []searchHit
	index    []searchEntry
	// indexLangs is how many languages index was built with: a catalogue
	// loaded since (LoadOtherCatalogues) rebuilds it.
	indexLangs  int
	unlisten    func() // the keyboard shortcut
	unlistenCat func() // cataloguesEvent
}

// OnMount listens for the keyboard shortcut.
func (p *Palette) OnMount(ctx app.Context) {
	defer hook("mount")
	p.unlisten = app.Window().AddEventListener("keydown", func(ctx app.Context, e app.Event) {
		key := e.Get("key").String()
		typing := false
		if t := e.Get("target"); t.Truthy() {
			tag := strings.ToUpper(t.Get("tagName").String())
			typing = tag == "INPUT" || tag == "TEXTAREA" || tag == "SELECT"
		}
		if (strings.EqualFold(key, "k") && (e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool())) || (key == "/" && !typing) {
			e.PreventDefault()
			p.show(ctx)
		}
	})
	p.unlistenCat = app.Window().AddEventListener(cataloguesEvent, p.reindex)
}

// OnDismount stops listening.
func (p *Palette) OnDismount() {
	defer hook("dismount")
	if p.unlisten != nil {
		p.unlisten()
	}
	if p.unlistenCat != nil {
		p.unlistenCat()
	}
}

// cataloguesEvent is the window event LoadOtherCatalogues sends once more
// languages are loaded.
const cataloguesEvent = "sizewise:catalogues"

// reindex builds the search index again when languages were loaded since,
// and finds the query again in it: a name typed in another language before
// its catalogue arrived is found when it does.
func (p *Palette) reindex(ctx app.Context, e app.Event) {
	if n := len(msg.LoadedLangs()); p.index == nil || n == p.indexLangs {
		return
	}
	p.index, p.indexLangs = searchIndex(), len(msg.LoadedLangs())
	if p.open && p.query != "" {
		p.hits = searchFind(p.index, p.query, 12)
		p.selected = 0
	}
}

func (p *Palette) show(ctx app.Context) {
	if n := len(msg.LoadedLangs()); p.index == nil || n != p.indexLangs {
		p.index, p.indexLangs = searchIndex(), n
	}
	p.open, p.query, p.hits, p.selected = true, "", nil, 0
	p.Update()
	ctx.Defer(func(ctx app.Context) {
		// The input is not bound to p.query: re-rendering a value while the
		// user types can overwrite keystrokes not yet handled.
		if el := app.Window().GetElementByID("sw-search-input"); el.Truthy() {
			el.Set("value", "")
			el.Call("focus")
		}
	})
}

func (p *Palette) close(ctx app.Context, e app.Event) { p.open = false }

func (p *Palette) onInput(ctx app.Context, e app.Event) {
	p.query = ctx.JSSrc().Get("value").String()
	p.hits = searchFind(p.index, p.query, 12)
	p.selected = 0
}

func (p *Palette) onKey(ctx app.Context, e app.Event) {
	switch e.Get("key").String() {
	case "ArrowDown":
		e.PreventDefault()
		if len(p.hits) > 0 {
			p.selected = (p.selected + 1) % len(p.hits)
		}
	case "ArrowUp":
		e.PreventDefault()
		if len(p.hits) > 0 {
			p.selected = (p.selected + len(p.hits) - 1) % len(p.hits)
		}
	case "Enter":
		e.PreventDefault()
		if p.selected < len(p.hits) {
			p.open = false
			ctx.Navigate(p.hits[p.selected].Href)
		}
	case "Escape":
		p.open = false
	}
}

// Render draws the header button and, when open, the dialog.
func (p *Palette) Render() app.UI { return guardRender(p, "palette", p.render) }

func (p *Palette) render() app.UI {
	return app.Div().Class("sw-search").Body(
		app.Button().Class("sw-btn sw-btn-ghost sw-search-btn").Type("button").
			Aria("keyshortcuts", "Control+K").
			OnClick(on(func(ctx app.Context, e app.Event) { p.show(ctx) }), "palette-open").
			Body(app.Span().Text(t("search.label")), app.Kbd().Text(t("search.shortcut"))),
		// Once opened, the dialog stays in the DOM and is hidden by a class:
		// removing the input would drop the navigation go-app defers to
		// after the key or click handler.
		app.If(p.index != nil,
			app.Div().Class("sw-palette-backdrop"+hiddenUnless(p.open)).OnClick(on(p.close), "palette-close"),
			app.Div().Class("sw-palette"+hiddenUnless(p.open)).Role("dialog").Aria("modal", "true").Aria("label", t("search.label")).Body(
				app.Input().ID("sw-search-input").Type("search").Class("sw-palette-input").
					Placeholder(t("search.placeholder_inputs")).AutoComplete(false).
					Aria("controls", "sw-search-results").
					Aria("activedescendant", p.activeID()).
					OnInput(on(p.onInput), "palette-input").OnKeyDown(on(p.onKey), "palette-key"), // uncontrolled: see show
				app.Ul().ID("sw-search-results").Class("sw-palette-results").Role("listbox").Body(
					app.If(p.query != "" && len(p.hits) == 0, app.Li().Class("sw-palette-empty").Text(t("search.no_results"))),
					app.Range(p.hits).Slice(func(i int) app.UI {
						h := p.hits[i]
						cls := "sw-palette-hit"
						if i == p.selected {
							cls += " sw-selected"
						}
						return app.Li().ID("sw-hit-"+strconv.Itoa(i)).Class(cls).Role("option").Aria("selected", i == p.selected).Body(
							app.A().Href(h.Href).OnClick(on(p.close), "palette-close").Body(
								app.Span().Class("sw-hit-kind").Text(t("search."+h.Kind)),
								app.Span().Class("sw-hit-title").Text(h.Title.In(lang)),
								app.Span().Class("sw-hit-sub").Text(h.Sub.In(lang)),
							),
						)
					}),
				),
			),
		),
	)
}

func hiddenUnless(open bool) string {
	if open {
		return ""
	}
	return " sw-hidden"
}

func (p *Palette) activeID() string {
	if len(p.hits) == 0 {
		return ""
	}
	return "sw-hit-" + strconv.Itoa(p.selected)
}
