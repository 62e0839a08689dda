package tests

import (
	"context"
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
	"testing"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// Every button, link, toggle and choice on every route is pressed once in
// turn, as a curious user would. No press may end the app (a panic or
// "exited" in the console, the fault banner), a link must lead to a page
// that renders, and afterwards a calculator still answers typing.
//
// The header and footer are the same on every route; they are pressed on
// the first route that shows them. Links that open another site or a new
// tab are checked for an address, not followed. window.print is replaced
// so that "Print" does not block the headless browser.
func TestEveryButtonOnEveryRoute(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)

	var calcs, embeds, docs []string // docs: counted, two pressed
	for _, g := range []struct {
		glob   string
		prefix string
		into   *[]string
	}{{"*.html", "/", &calcs}, {"embed/*.html", "/embed/", &embeds}, {"docs/*.html", "/docs/", &docs}} {
		files, _ := filepath.Glob(filepath.Join(distDir, g.glob))
		for _, f := range files {
			name := strings.TrimSuffix(filepath.Base(f), ".html")
			if name == "index" || name == "404" || name == "plans" {
				continue
			}
			*g.into = append(*g.into, g.prefix+name)
		}
	}
	if len(calcs) < 8 || len(embeds) < 8 || len(docs) < 8 {
		t.Fatalf("the built site lacks routes: %d calculators, %d embeds, %d documents", len(calcs), len(embeds), len(docs))
	}
	// The routes go in three groups that share nothing (each in a browser
	// context of its own, side by side): the calculators and then the plan
	// pages (their "Save to plan" fills the plans the plan pages then act
	// on; a plan of its own is opened before the list, whose Delete may
	// remove it), the embeds, and the documents with the missing pages.
	// The documents share one component: two of them (a calculator's and
	// the rule sets') stand for all.
	groups := []struct {
		name   string
		routes []string
		least  int // presses below which the test no longer finds the buttons
	}{
		{"calculators and plans", append(append([]string{"/"}, calcs...), planDetail, "/plans"), 180}, // 250 pressed on 5 December 2026
		{"embeds", embeds, 4 * len(embeds)}, // 86 over 9
		{"documents and missing pages", []string{"/docs/vsan-capacity", "/docs/rules", "/no-such-page", "/embed/no-such-calculator"}, 15}, // 23
	}
	for _, g := range groups {
		t.Run(g.name, func(t *testing.T) {
			t.Parallel()
			b := newBrowser(t, chrome, 1366, 900)
			b.grantClipboard(t, srv.URL)
			b.run(t, loadTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				// Downloads go nowhere: the export tests read them; here only
				// the press matters. The file chooser of an upload is refused
				// likewise.
				if _, err := cdp.Call(ctx, tg, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{Behavior: cdpbrowser.SetDownloadBehaviorBehaviorDeny}); err != nil {
					return err
				}
				_, err := cdp.Call(ctx, tg, page.SetInterceptFileChooserDialog, page.SetInterceptFileChooserDialogParams{Enabled: true})
				return err
			}))
			// One plan to save into: "Save to plan" then files each
			// calculator there once the plan choice is pressed.
			b.run(t, loadTimeout,
				createPlan(srv.URL, "Alpha"),
			)
			chromeDone := map[string]bool{} // header, footer
			total := 0
			for _, route := range g.routes {
				pressed := b.pressAll(t, srv.URL, route, chromeDone)
				total += pressed
				t.Logf("%s: %d pressed", route, pressed)
			}
			if total < g.least {
				t.Errorf("only %d presses over %d routes: the test no longer finds the buttons", total, len(g.routes))
			}
		})
	}
}

// planDetail stands for the first saved plan's own page, found on /plans.
const planDetail = "(a plan)"

// pressJS defines the page-side half: the list of things a user can press,
// each with a key that survives re-rendering and a language change, and a
// press that does what a user's click or choice does.
const pressJS = `(() => {
	window.print = () => { window.__swPrinted = (window.__swPrinted || 0) + 1 };
	window.alert = () => {};
	window.confirm = () => true;
	window.prompt = () => "";
	window.open = () => null;
	const sel = "button, a[href], summary, select, input[type=checkbox], input[type=radio]";
	window.__swTargets = (skipChrome) => {
		const seen = {};
		const out = [];
		for (const e of document.querySelectorAll(sel)) {
			if (e.disabled || e.getClientRects().length === 0) continue;
			const chrome = e.closest("header, footer, .sw-header, .sw-footer") !== null;
			if (chrome && skipChrome) continue;
			let href = e.getAttribute("href") || "";
			href = href.split("?")[0];
			const base = e.tagName + "#" + e.id + "." + e.className + "@" + href + (chrome ? " (chrome)" : "");
			seen[base] = (seen[base] || 0) + 1;
			out.push({key: base + "/" + seen[base], el: e, chrome: chrome});
		}
		return out;
	};
	window.__swKeys = (skipChrome) => window.__swTargets(skipChrome).map(t => t.key);
	window.__swPress = (key, skipChrome) => {
		const t = window.__swTargets(skipChrome).find(t => t.key === key);
		if (!t) return {found: false};
		const e = t.el;
		const what = (e.getAttribute("aria-label") || e.textContent || "").trim().replace(/\s+/g, " ").slice(0, 60);
		if (e.tagName === "A") {
			const u = new URL(e.href, location.href);
			if (u.origin !== location.origin || e.target === "_blank" || e.hasAttribute("download")) {
				return {found: true, what: what, external: true, href: e.href};
			}
		}
		if (e.tagName === "SELECT") {
			if (e.options.length > 1) {
				e.selectedIndex = (e.selectedIndex + 1) % e.options.length;
				e.dispatchEvent(new Event("input", {bubbles: true}));
				e.dispatchEvent(new Event("change", {bubbles: true}));
			}
		} else {
			e.click();
		}
		return {found: true, what: what, href: e.getAttribute("href") || ""};
	};
	return true;
})()`

type pressed struct {
	Found    bool   `json:"found"`
	What     string `json:"what"`
	External bool   `json:"external"`
	Href     string `json:"href"`
}

// place names a page for the test: its path and, on the plans page, the
// plan it shows.
func place(loc string) string {
	u, err := url.Parse(loc)
	if err != nil {
		return loc
	}
	if id := u.Query().Get("id"); id != "" {
		return u.Path + "?id=" + id
	}
	return u.Path
}

// open opens route (visit: a link the app follows, or a load) and makes
// the page ready for pressing.
func (b *browser) open(tb testing.TB, base, route string) string {
	tb.Helper()
	if route == planDetail {
		var href string
		b.run(tb, loadTimeout,
			visit(base, "/plans"),
			waitReady(),
			into(chromedp.Evaluate[string](`(document.querySelector(".sw-plan-card h2 a") || {}).getAttribute?.("href") || ""`), &href),
		)
		if href == "" {
			tb.Fatalf("no plan to open: the calculators' “Save to plan” saved none")
		}
		route = href
	}
	b.run(tb, loadTimeout, visit(base, route), waitReady(), waitJS("press helpers", pressJS))
	return route
}

// pressAll presses everything on route once; it returns how many presses.
func (b *browser) pressAll(tb testing.TB, base, route string, chromeDone map[string]bool) int {
	tb.Helper()
	route = b.open(tb, base, route)
	home := place(base + route)
	done := map[string]bool{}
	count := 0
	for count < 120 {
		// A press may reload the page (the language does): the helpers go
		// with it and come back once the app is ready again.
		var keys []string
		b.run(tb, loadTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			// (looked for again when the page goes away meanwhile: a
			// press that reloads it may do so after it has been drawn)
			return poll(ctx, "the things to press", func() (bool, error) {
				if _, err := chromedp.Steps(waitReady(), waitJS("press helpers", `typeof window.__swKeys === "function" || `+pressJS))(ctx, tg); err != nil {
					return false, err
				}
				var err error
				keys, err = chromedp.Evaluate[[]string](`typeof window.__swKeys === "function" ? window.__swKeys(false) : null`)(ctx, tg)
				return err == nil && keys != nil, err
			})
		}))
		key := ""
		for _, k := range keys {
			if done[k] || (strings.Contains(k, " (chrome)") && chromeDone[chromeKey(k)]) {
				continue
			}
			key = k
			break
		}
		if key == "" {
			break
		}
		done[key] = true
		if strings.Contains(key, " (chrome)") {
			chromeDone[chromeKey(key)] = true
		}
		var p pressed
		b.run(tb, loadTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			var err error
			p, err = chromedp.Evaluate[pressed](fmt.Sprintf(`window.__swPress(%q, false)`, key))(ctx, tg)
			if err != nil && navigating(err) {
				// the press reloaded the page before the answer came
				// back (the language does): it was found and pressed
				p, err = pressed{Found: true, What: key}, nil
			}
			return err
		}))
		if !p.Found {
			continue
		}
		count++
		where := fmt.Sprintf("%s: pressing %q (%s)", route, p.What, key)
		if p.External {
			if p.Href == "" || strings.HasPrefix(p.Href, "javascript:") {
				tb.Errorf("%s: a link with no address", where)
			}
			continue
		}
		// Once the page has handled the press and drawn it, look for
		// faults.
		var loc string
		b.run(tb, loadTimeout, settled(), read("the address", "location.href", &loc))
		b.noFault(tb, where)
		if place(loc) != home {
			// The press led elsewhere: that page must render, then back.
			var h1 string
			b.run(tb, loadTimeout,
				waitReady(),
				waitJS("a title on "+loc, `(document.querySelector("h1")?.textContent || "").trim() !== ""`),
				textOf("h1", &h1),
			)
			b.noFault(tb, where+" → "+loc)
			b.open(tb, base, route)
		}
	}
	b.answersTyping(tb, route)
	return count
}

func chromeKey(k string) string { return k[:strings.LastIndex(k, "/")] }

// answersTyping types into the first number field of a calculator and waits
// for the page to answer: the address follows the value, or the field says
// why it refuses it.
func (b *browser) answersTyping(tb testing.TB, route string) {
	tb.Helper()
	var field string
	b.run(tb, loadTimeout, into(chromedp.Evaluate[string](`(() => {
		const e = document.querySelector("main input[id^='in-'][inputmode]");
		return e ? e.id : "";
	})()`), &field))
	if field == "" {
		return
	}
	name := strings.TrimPrefix(field, "in-")
	b.run(tb, loadTimeout,
		typeInto("#"+field, "3"),
		waitJS("the page answers typing in "+field, fmt.Sprintf(`(() => {
			const u = new URL(location.href);
			if (u.searchParams.get(%q) === "3") return true;
			const e = document.querySelector("#%s");
			return e.getAttribute("aria-invalid") === "true";
		})()`, name, field)),
	)
	b.noFault(tb, route+": typing after the presses")
}
