package tests

import (
	"context"
	"fmt"
	"maps"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/sizewise/sizewise/engine/trace/tracetest"
)

// loadTimeout bounds one step of a test (a page load and what it waits for):
// generous, since it only ends a test that would otherwise hang; a loaded
// machine takes tens of seconds where a quiet one takes one.
const loadTimeout = 3 * time.Minute

// Typing write IOPS recomputes the result and rewrites the URL.
func TestTypeWriteIOPS(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	var loc string
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/stretched-bandwidth"),
		waitReady(),
		// the sizing guide's example, the page's default
		waitText("#out-intersite_mbps .sw-metric-value", "560"),
		typeInto("#in-write_iops", "20000"),
		// 20,000 × 4 KB × 8 = 640 Mbps; × 1.4 × 1.25 = 1,120 Mbps
		waitText("#out-intersite_mbps .sw-metric-value", "1,120"),
		waitText("#out-write_bandwidth_mbps td", "640 Mbps"),
		waitURL("write_iops", "10000"),
		into(chromedp.Location(), &loc),
	)
	u, err := url.Parse(loc)
	if err != nil {
		t.Fatal(err)
	}
	if got := u.Query().Get("write_iops"); got != "20000" {
		t.Errorf("URL write_iops = %q, want 20000 (URL %s)", got, loc)
	}
	if got := u.Query().Get("write_size_kb"); got != "4" {
		t.Errorf("URL write_size_kb = %q, want 4 (URL %s)", got, loc)
	}
}

// A URL with parameters opens on its results, in the mode it names.
func TestOpenLinkWithParameters(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	var checked bool
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/stretched-bandwidth?total_iops=100000&write_pct=70&write_size_kb=4&components=600"),
		waitReady(),
		// 100,000 × 70 % = 70,000 writes × 4 KB × 8 = 2,240 Mbps × 1.75 = 3,920 Mbps
		waitText("#out-intersite_mbps .sw-metric-value", "3,920"),
		// 1138 B × 8 × 600 / 5 s × 1.1 = 1.2 Mbps
		waitText("#out-witness_mbps .sw-metric-value", "1.2"),
		into(chromedp.Evaluate[bool](`document.querySelector("#alt-load-1").checked`), &checked),
	)
	if !checked {
		t.Error("the 'Total IOPS and write %' option is not selected for a total_iops link")
	}
}

// Bad and unknown parameters are named, fall back to defaults, and the page
// still shows a result.
func TestBadParameters(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	var notice, fieldErr, shown, broken string
	var items int
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/stretched-bandwidth?write_iops=lots&write_iop=5&hosts_per_site=0"),
		waitReady(),
		waitText("#out-intersite_mbps .sw-metric-value", "560"),
		textOf(".sw-notice", &notice),
		into(chromedp.Evaluate[int](`document.querySelectorAll(".sw-notice li").length`), &items),
		textOf("#in-write_iops-err", &fieldErr),
		into(chromedp.Evaluate[string](`document.querySelector("#in-write_iops").value`), &shown),
	)
	// The notice says, by the input's label, what the link gave and why it
	// is not used; the field shows the default that is used, without a
	// message of its own (the default is not wrong).
	for _, want := range []string{
		"Write IOPS = “lots”: must be a number",
		`write_iop = “5”: unknown parameter "write_iop"; did you mean "write_iops"?`,
		"Hosts per site = “0”: must be 1 or more",
	} {
		if !strings.Contains(notice, want) {
			t.Errorf("notice %q does not say %q", notice, want)
		}
	}
	if items != 3 || fieldErr != "" || shown != "10000" {
		t.Errorf("%d notices; field shows %q with message %q; want 3, the default 10000 and no message", items, shown, fieldErr)
	}
	// A damaged link (%ZZ) is said, not dropped in silence.
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/stretched-bandwidth?write_iops=%ZZ"),
		waitReady(),
		textOf(".sw-notice", &broken),
	)
	if !strings.Contains(broken, "write_iops=%ZZ") || !strings.Contains(broken, "damaged") {
		t.Errorf("damaged link notice %q", broken)
	}
}

// An invalid keystroke names the problem at its field and keeps the last good
// result visible.
func TestInvalidInputKeepsLastResult(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	var msg string
	var stale bool
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/stretched-bandwidth"),
		waitReady(),
		typeInto("#in-write_size_kb", "8"),
		waitText("#out-intersite_mbps .sw-metric-value", "1,120"),
		typeInto("#in-write_size_kb", "-8"),
		waitVisible("#in-write_size_kb-err"),
		// "-" alone is not a number yet; the message follows the keystrokes
		waitJS("the message for -8", `document.querySelector("#in-write_size_kb-err").textContent.trim() !== "must be a number"`),
		textOf("#in-write_size_kb-err", &msg),
		into(chromedp.Evaluate[bool](`document.querySelector(".sw-results").classList.contains("sw-stale")`), &stale),
		waitText("#out-intersite_mbps .sw-metric-value", "1,120"),
	)
	// The smallest write is a 512-byte sector.
	if msg != "must be 0.5 or more" {
		t.Errorf("message = %q, want 'must be 0.5 or more'", msg)
	}
	if !stale {
		t.Error("results are not marked as the last valid ones")
	}
}

// After one visit the app works with the server gone, for a share link with
// parameters never visited before.
func TestOfflineShareLink(t *testing.T) {
	chrome := need(t)
	srv := startOwnServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/"),
		waitReady(),
		waitServiceWorker(),
		// what it caches after the first page: the documentation's text
		waitJS("the documentation cached", `(async () => {
			const keys = await caches.keys();
			const cache = await caches.open(keys[0]);
			return !!(await cache.match("/web/docs/sioc.md")) && !!(await cache.match("/web/docs/ru/sioc.md"));
		})()`),
	)
	srv.Stop()
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/stretched-bandwidth?write_iops=30000&components=1000"),
		waitReady(),
		// 30,000 × 4 KB × 8 = 960 Mbps × 1.75 = 1,680 Mbps
		waitText("#out-intersite_mbps .sw-metric-value", "1,680"),
		chromedp.Navigate(srv.URL+"/no-such-page"),
		waitReady(),
		waitText("h1", "This page does not exist"),
	)
	// The methodology pages read their text from the service worker's
	// cache (app.wasm does not carry it), in both languages, offline.
	for _, tt := range []struct{ lang, h1 string }{
		{"en", "Storage I/O Control allocation (sioc)"},
		{"ru", "Распределение Storage I/O Control (sioc)"},
	} {
		var h1 string
		var sections int
		b.run(t, loadTimeout,
			setLang(tt.lang),
			chromedp.Navigate(srv.URL+"/docs/sioc"),
			waitReady(),
			waitJS("the page's text", `document.querySelector(".sw-doc")?.getAttribute("aria-busy") === "false" && document.querySelectorAll(".sw-doc h2").length > 3`),
			textOf(".sw-doc h1", &h1),
			into(chromedp.Evaluate[int](`document.querySelectorAll(".sw-doc h2").length`), &sections),
		)
		if h1 != tt.h1 {
			t.Errorf("%s: /docs/sioc offline reads %q, want %q", tt.lang, h1, tt.h1)
		}
	}
	b.noFault(t, "docs offline")
}

// waitServiceWorker waits until the worker controls the page and its cache
// holds the calculator pages.
func waitServiceWorker() chromedp.Action[chromedp.Void] {
	return waitJS("the service worker to control the page with a full cache", `(async () => {
		await navigator.serviceWorker.ready;
		if (!navigator.serviceWorker.controller) return false;
		const keys = await caches.keys();
		if (keys.length === 0) return false;
		const cache = await caches.open(keys[0]);
		return !!(await cache.match("/stretched-bandwidth")) && !!(await cache.match("/404"));
	})()`)
}

// No request leaves the origin, and the CSP is never violated, on any page.
func TestNoRequestLeavesOrigin(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/"),
		waitReady(),
		chromedp.Navigate(srv.URL+"/stretched-bandwidth?write_iops=5000"),
		waitReady(),
		waitText("#out-intersite_mbps .sw-metric-value", "280"),
		chromedp.Navigate(srv.URL+"/missing"),
		waitReady(),
		// everything the app loads after a page: the service worker's
		// cache filled, the page drawn
		waitServiceWorker(),
		settled(),
	)
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.requests) == 0 {
		t.Fatal("no requests were seen: the network listener is not working")
	}
	for _, r := range b.requests {
		if !strings.HasPrefix(r, srv.URL+"/") && !strings.HasPrefix(r, "data:") {
			t.Errorf("request left the origin: %s", r)
		}
	}
	for _, c := range b.console {
		if strings.Contains(c, "status of 404") && strings.Contains(c, srv.URL+"/missing") {
			continue // the page asked for on purpose, answered 404 with the app's 404 page
		}
		if strings.Contains(c, "Content Security Policy") || strings.HasPrefix(c, "exception") || strings.HasPrefix(c, "error") {
			t.Errorf("console: %s", c)
		}
	}
}

// Every page at 1366 px and on a 390 px phone, in English and Russian,
// renders its title, and no chart's labels print over each other. Each
// language is a tab of its own; each page is opened once and seen at both
// sizes (the screen changes under the loaded page).
//
// With SIZEWISE_SCREENSHOTS=1 (`make screenshots`) it also saves each page
// at each size in both themes, for a person to look at (tests/out/*.png):
// about a hundred full-page screenshots, which took most of this test's
// CPU and are not a check, so `make test` does not make them.
func TestScreenshots(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	pages := map[string]string{
		"home":                "/",
		"docs-stretched":      "/docs/stretched-bandwidth",
		"stretched-bandwidth": "/stretched-bandwidth?write_iops=20000&components=600&link_mbps=1000",
		"not-found":           "/no-such-page",
	}
	// every other calculator on its defaults
	htmls, _ := filepath.Glob(filepath.Join(distDir, "*.html"))
	for _, h := range htmls {
		name := strings.TrimSuffix(filepath.Base(h), ".html")
		if _, ok := pages[name]; !ok && name != "index" && name != "404" {
			pages[name] = "/" + name
		}
	}
	names := slices.Sorted(maps.Keys(pages))
	type size struct {
		name string
		w, h int
	}
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			t.Parallel()
			sizes := []size{{"wide", 1366, 900}, {"phone", 390, 844}}
			b := newBrowser(t, chrome, sizes[0].w, sizes[0].h)
			for _, name := range names {
				path := pages[name]
				sep := "?"
				if strings.Contains(path, "?") {
					sep = "&"
				}
				b.run(t, loadTimeout,
					visit(srv.URL, path+sep+"lang="+lang),
					waitReady(),
					waitJS("no run in flight", `!document.querySelector("#sw-run-progress")`), // cache-sim's results
				)
				for _, sz := range sizes {
					var h1, overlaps string
					b.run(t, loadTimeout,
						screen(sz.w, sz.h),
						settled(),
						painted(),
						textOf("h1", &h1),
						into(chromedp.Evaluate[string](overlapJS), &overlaps),
					)
					if h1 == "" {
						t.Errorf("%s: no title", path)
					}
					if overlaps != "" {
						t.Errorf("%s, %s, %s: chart labels print over each other: %s", path, sz.name, lang, overlaps)
					}
					for _, theme := range []string{"light", "dark"} {
						if !shooting {
							break
						}
						b.run(t, loadTimeout,
							waitJS("theme", fmt.Sprintf(`(document.documentElement.setAttribute("data-theme", %q), true)`, theme)),
							painted(),
							screenshot(fmt.Sprintf("%s-%s-%s-%s", name, sz.name, theme, lang)),
						)
					}
				}
				// the next page starts at the size this one ended on
				sizes[0], sizes[1] = sizes[1], sizes[0]
			}
		})
	}
}

// overlapJS lists pairs of chart texts (an SVG's text elements: titles,
// axis labels, legends, value labels) that print over each other, as
// "a × b"; "" when none do. Each text is the quadrilateral its box makes on
// the screen (a slanted axis label is slanted), and two overlap when they
// do by more than 2 px on every separating axis (the separating axis
// theorem for convex shapes).
const overlapJS = `(() => {
	const label = (t) => [...t.childNodes].filter(n => n.nodeType === 3 || n.nodeName === "tspan").map(n => n.textContent).join("").trim();
	const quad = (t) => {
		const b = t.getBBox(), m = t.getScreenCTM();
		const p = (x, y) => [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f];
		return [p(b.x, b.y), p(b.x + b.width, b.y), p(b.x + b.width, b.y + b.height), p(b.x, b.y + b.height)];
	};
	const apart = (q, r) => {
		for (const s of [q, r]) for (let i = 0; i < 4; i++) {
			const [x1, y1] = s[i], [x2, y2] = s[(i + 1) % 4];
			let nx = y1 - y2, ny = x2 - x1; const len = Math.hypot(nx, ny); if (!len) continue; nx /= len; ny /= len;
			const pr = (u) => u.map(([x, y]) => x * nx + y * ny);
			const a = pr(q), c = pr(r);
			if (Math.min(Math.max(...a), Math.max(...c)) - Math.max(Math.min(...a), Math.min(...c)) <= 2) return true;
		}
		return false;
	};
	const out = [];
	for (const svg of document.querySelectorAll("svg")) {
		if (!svg.getBoundingClientRect().width) continue;
		const ts = [...svg.querySelectorAll("text")].map(t => ({ s: label(t), q: quad(t), w: t.getBBox().width })).filter(t => t.s && t.w);
		for (let i = 0; i < ts.length; i++) for (let j = i + 1; j < ts.length; j++) {
			if (!apart(ts[i].q, ts[j].q)) out.push(ts[i].s + " × " + ts[j].s);
		}
	}
	return out.slice(0, 6).join("; ");
})()`

// A calculator embedded in a page of another origin renders, and embed.js
// sizes the iframe to the calculator's height. The full pages refuse framing.
func TestEmbedInAnotherSite(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html><head><title>Docs</title>
<script>window.__msgs = []; addEventListener("message", e => __msgs.push(JSON.stringify(e.data)));</script>
<script src="%[1]s/web/embed.js" defer></script></head>
<body><h1>Our storage design</h1>
<iframe id="calc" class="sizewise-embed" title="Stretched-cluster bandwidth"
  src="%[1]s/embed/stretched-bandwidth?write_iops=20000"></iframe>
<iframe id="full" style="height:200px" src="%[1]s/stretched-bandwidth"></iframe>
</body></html>`, srv.URL)
	}))
	defer host.Close()
	if strings.HasPrefix(host.URL, srv.URL) {
		t.Fatal("the host page must be on another origin")
	}
	b := newBrowser(t, chrome, 1280, 900)
	var height float64
	b.run(t, loadTimeout,
		chromedp.Navigate(host.URL+"/"),
		// embed.js set the height from the calculator's own message
		waitJS("embed.js to size the iframe", `document.querySelector("#calc").hasAttribute("data-sizewise-height")`),
		into(chromedp.Evaluate[float64](`document.querySelector("#calc").getBoundingClientRect().height`), &height),
		screenshot("embed-host-page"),
	)
	if height < 500 {
		t.Errorf("iframe height %v px: not sized to the calculator", height)
	}
	// The framing page learns the height, never what the reader typed
	// (issue 32: it was sent the path and query, ?write_iops=20000).
	var msgs []string
	b.run(t, loadTimeout, into(chromedp.Evaluate[[]string](`window.__msgs`), &msgs))
	if len(msgs) == 0 {
		t.Error("the host page received no message")
	}
	for _, m := range msgs {
		if strings.Contains(m, "20000") || strings.Contains(m, "write_iops") || strings.Contains(m, "path") {
			t.Errorf("the embed told the framing page %s", m)
		}
	}
	// The embedded calculator itself, as the iframe shows it.
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/embed/stretched-bandwidth?write_iops=20000"),
		waitReady(),
		waitText("#out-intersite_mbps .sw-metric-value", "1,120"),
		waitJS("no header on the embed page", `document.querySelector(".sw-header") === null && document.querySelector(".sw-footer") === null`),
		// the calculator alone: its worked steps and sources folded (issue
		// 30: an embed was 3,000-4,300 px tall), a click unfolds them
		waitJS("steps and sources folded", `!document.querySelector(".sw-fold-steps").open && !document.querySelector(".sw-fold-sources").open && !document.querySelector(".sw-steps").checkVisibility() && !document.querySelector(".sw-sources").checkVisibility()`),
		click(".sw-fold-steps > summary"),
		waitJS("the steps unfolded", `document.querySelector(".sw-fold-steps").open && document.querySelector(".sw-steps").checkVisibility() && document.querySelector(".sw-steps").getBoundingClientRect().height > 50`),
	)
	// the full page shows them unfolded
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/stretched-bandwidth"),
		waitReady(),
		waitJS("steps and sources shown", `document.querySelector(".sw-fold-steps").open && document.querySelector(".sw-fold-sources").open`),
	)
	found := false
	for _, c := range strings.Split(b.logs(), "\n") {
		if strings.Contains(c, "frame-ancestors") || strings.Contains(c, "X-Frame-Options") {
			found = true
		}
	}
	if !found {
		t.Error("the full page inside an iframe was not refused (no frame-ancestors / X-Frame-Options message)")
	}
}

// Ctrl+K opens the search palette; a misspelt name finds the calculator and
// Enter opens it.
func TestSearchPalette(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	var loc string
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/"),
		waitReady(),
		openPalette(),
		// an input is found by its JSON name and shown by its label and
		// calculator, not by that name
		chromedp.SendKeys(chromedp.CSS("#sw-search-input"), "chain_depth"),
		waitJS("the input's hit", `[...document.querySelectorAll(".sw-palette-hit")].some(h => h.textContent.includes("Snapshot") && !h.textContent.includes("chain_depth"))`),
		waitJS("clear", `(i => (i.value = "", i.dispatchEvent(new Event("input", {bubbles: true})), true))(document.querySelector("#sw-search-input"))`),
		// a name in Russian on the English page: the Russian catalogue
		// (not in app.wasm) arrives in the background for the search
		chromedp.SendKeys(chromedp.CSS("#sw-search-input"), "снапшотов"),
		waitJS("the Russian name's hit", `[...document.querySelectorAll(".sw-palette-hit .sw-hit-title")].some(h => h.textContent.includes("Snapshot"))`),
		waitJS("clear", `(i => (i.value = "", i.dispatchEvent(new Event("input", {bubbles: true})), true))(document.querySelector("#sw-search-input"))`),
		chromedp.SendKeys(chromedp.CSS("#sw-search-input"), "witnes bandwith"),
		waitText(".sw-palette-hit.sw-selected .sw-hit-title", "Stretched-cluster bandwidth"),
		screenshot("search-palette"),
		waitJS("enter", `(document.querySelector("#sw-search-input").dispatchEvent(new KeyboardEvent("keydown", {key: "Enter", bubbles: true})), true)`),
		waitText("h1", "Stretched-cluster bandwidth"),
		into(chromedp.Location(), &loc),
	)
	if !strings.HasSuffix(loc, "/stretched-bandwidth") {
		t.Errorf("Enter went to %s", loc)
	}
}

// Fast typing, spaces included, keeps every keystroke (the raw text of each
// input is state; the value is never re-rendered behind the user's back).
func TestFastTypingKeepsEveryKey(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	var v string
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/stretched-bandwidth"),
		waitReady(),
		typeInto("#in-write_iops", "12 345 678"),
		waitText("#out-write_iops td", "12,345,678 IOPS"),
		into(chromedp.Evaluate[string](`document.querySelector("#in-write_iops").value`), &v),
	)
	if v != "12 345 678" {
		t.Errorf("input holds %q", v)
	}
	// A pause right after a thousands separator: the page redraws (the
	// paused redraw) while the field ends with a space, and the space
	// stays (go-app trims a value it writes: drawn, "12 345 " became
	// "12 345" and the next keys made "12 345678").
	b.run(t, loadTimeout,
		typeInto("#in-write_iops", "12 345 "),
		settled(),
		chromedp.SendKeys(chromedp.CSS("#in-write_iops"), "679"),
		waitText("#out-write_iops td", "12,345,679 IOPS"),
		into(chromedp.Evaluate[string](`document.querySelector("#in-write_iops").value`), &v),
	)
	if v != "12 345 679" {
		t.Errorf("after a pause on a space, the input holds %q", v)
	}
}

// The language switch turns the whole page Russian, numbers included, and
// the choice is remembered.
func TestRussian(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	var lang string
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/stretched-bandwidth?write_iops=20000&lang=ru"),
		waitReady(),
		// 20 000 × 4 KB × 8 × 1.4 × 1.25 = 1 120 Mbit/s, with a no-break space
		waitText("#out-intersite_mbps .sw-metric-value", "1\u00a0120"),
		waitText(".sw-results h2", "Результаты"),
		waitJS("Russian labels", `document.querySelector("label[for=in-write_size_kb]").textContent !== "Write size"`),
		screenshot("stretched-bandwidth-ru"),
		// switch back with the selector, then the choice sticks without ?lang
		waitJS("choose English", `(() => { const s = document.querySelector(".sw-lang"); s.value = "en"; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`),
		// the page reloads in English, the choice remembered
		waitJS("the page reloaded in English", `localStorage.getItem("sizewise.lang") === "en" && document.documentElement.lang === "en" && document.documentElement.getAttribute("data-wasm") === "ready" && (document.querySelector(".sw-results h2")?.textContent || "") === "Results"`),
		chromedp.Navigate(srv.URL+"/stretched-bandwidth"),
		waitReady(),
		waitText(".sw-results h2", "Results"),
		into(chromedp.Evaluate[string](`document.documentElement.lang`), &lang),
	)
	if lang != "en" {
		t.Errorf("html lang = %q", lang)
	}
}

// sampleTrace is the real VMware vSCSI trace committed with the repository.
var sampleTrace = tracetest.SamplePath()

// The cache-simulation page replays a trace file chosen from disk, in the
// browser, and says what is wrong with a file that is not a trace in the
// page's language (the engine's error, not its English).
func TestCacheSimTraceFile(t *testing.T) {
	chrome := need(t)
	file, want := replayTrace(t)
	junk := filepath.Join(t.TempDir(), "notes.txt")
	if err := os.WriteFile(junk, []byte("hello, world\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/cache-sim"),
		waitReady(),
		waitVisible("#out-read_hit_ratio"),
		chromedp.SetUploadFiles(chromedp.CSS("#sw-trace-file"), []string{file}),
		waitVisible("#sw-trace-result"),
		waitJS("the request counts", fmt.Sprintf(`document.querySelector("#sw-trace-result").textContent.includes(%q)`, want)),
		screenshot("cache-sim-trace"),
	)
	b.run(t, 2*loadTimeout,
		setLang("ru"),
		chromedp.Navigate(srv.URL+"/cache-sim"),
		waitReady(),
		chromedp.SetUploadFiles(chromedp.CSS("#sw-trace-file"), []string{junk}),
		// trace.unrecognised in Russian
		waitJS("the error in Russian", `(document.querySelector(".sw-trace").textContent || "").includes("notes.txt: запись 1 (байт 0): формат трассы не распознан")`),
	)
	b.noFault(t, "a junk trace in Russian")
}

// The synthetic simulation runs in the background with progress and can be
// cancelled; typing goes on while it runs.
func TestCacheSimProgressAndCancel(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/cache-sim?ios=1000000&warmup_ios=0"),
		waitReady(),
		waitVisible("#sw-run-progress"),
		click("#sw-run-cancel"),
		waitJS("the cancelled note", `document.querySelector(".sw-run") && document.querySelector(".sw-run").textContent.includes("cancelled")`),
		// The link started the run, so nothing is on screen yet: Run again
		// runs the link's inputs to their results.
		click("#sw-run-again"),
		waitVisible("#sw-run-progress"),
		waitVisible("#out-read_hit_ratio"),
		// the bar stays mounted between runs, hidden: no box on screen
		waitJS("the run bar gone", `document.querySelector("#sw-run-progress") === null && document.querySelector("#sw-run-again") === null && getComputedStyle(document.querySelector(".sw-run")).display === "none" && document.querySelector(".sw-run-bar").hidden`),
		// Typing runs the new inputs.
		typeInto("#in-cache_device_gb", "30"),
		waitJS("results for 30 GB", `new URLSearchParams(location.search).get("cache_device_gb") === "30" && document.querySelector("#sw-run-progress") === null && document.querySelector("#out-read_hit_ratio") !== null && getComputedStyle(document.querySelector(".sw-run")).display === "none"`),
	)
	b.noFault(t, "cache-sim cancel")
}

// A consultant saves a calculation to a plan, opens the plan as a report,
// prints it (print media emulated; the PDF is saved for a person to look
// at), deletes it and takes the deletion back.
func TestPlanWorkflow(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	var toolbarShown, toolbarPrinted bool
	var pdf []byte
	b.run(t, 2*loadTimeout,
		// a corrupt entry left in storage must not break anything
		chromedp.Navigate(srv.URL+"/"),
		waitReady(),
		waitJS("a corrupt stored plan", `(localStorage.setItem("sizewise.plan.broken", "{not json"), true)`),
		chromedp.Navigate(srv.URL+"/stretched-bandwidth?write_iops=20000&components=600"),
		waitReady(),
		waitText("#out-intersite_mbps .sw-metric-value", "1,120"),
		waitVisible("#sw-save-plan"),
		// A new plan needs a name: saving without one asks for it.
		click("#sw-save-plan"),
		waitJS("asked for a name", `(document.querySelector("#sw-status")?.textContent || "").startsWith("Name the new plan")`),
		typeInto("#sw-new-plan-name", "ACME DR"),
		click("#sw-save-plan"),
		waitJS("the saved note", `(document.querySelector("#sw-status")?.textContent || "") === "Saved to “ACME DR”"`),
		chromedp.Navigate(srv.URL+"/plans"),
		waitReady(),
		waitJS("the broken entry reported", `(document.querySelector(".sw-notice")?.textContent || "").includes("sizewise.plan.broken")`),
		waitJS("the broken entry set aside, untouched", `localStorage.getItem("sizewise.quarantine.sizewise.plan.broken") === "{not json"`),
		click(".sw-plan-card .sw-btn"), // Open
		waitVisible(".sw-report-entry"),
		waitText(".sw-report-entry #out-intersite_mbps .sw-metric-value", "1,120"),
		into(chromedp.Evaluate[bool](`getComputedStyle(document.querySelector(".sw-toolbar")).display !== "none"`), &toolbarShown),
		chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"})
			return err
		}),
		into(chromedp.Evaluate[bool](`getComputedStyle(document.querySelector(".sw-toolbar")).display !== "none"`), &toolbarPrinted),
		into(chromedp.PrintToPDF(), &pdf),
		chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: ""})
			return err
		}),
		chromedp.Navigate(srv.URL+"/plans"),
		waitReady(),
		click(".sw-delete"),
		waitVisible("#sw-undo"),
		waitJS("no plan left", `document.querySelectorAll(".sw-plan-card").length === 0`),
		click("#sw-undo"),
		waitJS("the plan back", `document.querySelectorAll(".sw-plan-card").length === 1`),
	)
	if !toolbarShown || toolbarPrinted {
		t.Errorf("toolbar on screen %v, on paper %v: buttons must not be printed", toolbarShown, toolbarPrinted)
	}
	if len(pdf) < 1000 || string(pdf[:4]) != "%PDF" {
		t.Fatalf("no PDF (%d bytes)", len(pdf))
	}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(outDir, "plan-report.pdf"), pdf, 0o644); err != nil {
		t.Fatal(err)
	}
}

// Chaining: the VDI result is sent to the bandwidth calculator with one click,
// and the plan keeps the chain (entry 2 comes from entry 1).
func TestChainInPlan(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/vdi-density?desktops=1000"),
		waitReady(),
		waitVisible("#sw-save-plan"),
		typeInto("#sw-new-plan-name", "ACME VDI"),
		click("#sw-save-plan"),
		waitJS("saved", `(document.querySelector("#sw-status")?.textContent || "").startsWith("Saved to")`),
		// 1000 desktops × 10 IOPS × 70 % writes = 7,000 write IOPS → the bandwidth page
		click(`.sw-links a[href^="/stretched-bandwidth"]`),
		waitReady(),
		waitText("#out-write_iops td", "7,000 IOPS"),
		waitVisible("#sw-save-plan"),
		click("#sw-save-plan"),
		waitJS("saved", `(document.querySelector("#sw-status")?.textContent || "").startsWith("Saved to")`),
		chromedp.Navigate(srv.URL+"/plans"),
		waitReady(),
		click(".sw-plan-card .sw-btn"),
		waitVisible(".sw-report-entry"),
		waitJS("the chain 1 → 2", `document.querySelectorAll(".sw-report-entry").length === 2 && document.querySelectorAll(".sw-report-entry")[1].textContent.includes("Chain: 1 → 2")`),
	)
}

// Numbers reach the page as the key is handled (paintNumbers writes the
// text nodes go-app drew) and go-app's own redraw keeps them: after typing,
// a change of language redraws the same nodes in Russian, and each metric
// still holds one text node.
func TestTypedNumbersStayInStep(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	metric := `(() => { const e = document.querySelector("#out-intersite_mbps .sw-metric-value"); return e.childNodes.length + ":" + e.textContent })()`
	var typed, russian, wb string
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/stretched-bandwidth?lang=en"),
		waitReady(),
		typeInto("#in-write_iops", "20000"),
		// 20,000 × 4 KB × 8 = 640 Mbps × 1.75 = 1,120 Mbps
		waitText("#out-intersite_mbps .sw-metric-value", "1,120"),
		settled(), // go-app's redraw of the page after the keys
		into(chromedp.Evaluate[string](metric), &typed),
		textOf("#out-write_bandwidth_mbps td.sw-num", &wb),
		waitJS("choose Russian", `(() => { const s = document.querySelector(".sw-lang"); s.value = "ru"; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`),
		waitText("#out-intersite_mbps .sw-metric-value", "1\u00a0120"),
		into(chromedp.Evaluate[string](metric), &russian),
	)
	if typed != "1:1,120" || russian != "1:1\u00a0120" || wb != "640 Mbps" {
		t.Errorf("after typing %q (write bandwidth %q), in Russian %q", typed, wb, russian)
	}
	b.noFault(t, "typed numbers")
}

// Search lands on the input it names: Ctrl+K, "write size", Enter opens the
// calculator with that input focused and in view below its label, so what
// the user types next goes into it (issue 30: the field was scrolled half
// off the top and the focus left on the page, in both languages and at
// both widths).
func TestSearchLandsOnTheInput(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	// Each language in a tab of its own, which opens the page afresh at
	// each width.
	for _, tc := range []struct {
		lang, query string
	}{
		{"en", "write size"}, {"ru", "размер записи"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			t.Parallel()
			b := newBrowser(t, chrome, 1366, 844)
			for _, width := range []int{1366, 390} {
				searchLands(t, b, srv, tc.lang, tc.query, width)
			}
		})
	}
}

// searchLands opens /vsa in lang on a screen width px wide, searches for
// query and checks the input it lands on.
func searchLands(t *testing.T, b *browser, srv *server, lang, query string, width int) {
	t.Helper()
	var inView bool
	var value string
	b.run(t, loadTimeout,
		screen(width, 844),
		chromedp.Navigate(srv.URL+"/vsa?lang="+lang),
		waitReady(),
		openPalette(),
		chromedp.SendKeys(chromedp.CSS("#sw-search-input"), query),
		waitJS("the input's hit first", `(document.querySelector(".sw-palette-hit.sw-selected a")?.getAttribute("href") || "").endsWith("#in-write_size_kb")`),
		chromedp.KeyEvent("\r"),
		waitJS("the input focused", `document.activeElement?.id === "in-write_size_kb"`),
		settled(),
		painted(),
		// the field and its label are on the screen
		into(chromedp.Evaluate[bool](`(() => {
			const f = document.querySelector("#in-write_size_kb").getBoundingClientRect();
			const l = document.querySelector("label[for=in-write_size_kb]").getBoundingClientRect();
			return l.top >= 0 && f.bottom <= window.innerHeight && f.top >= 0;
		})()`), &inView),
		// what the user types next goes into it: 10,000 × 8 KB × 8 = 640 Mbps × 1.75 = 1,120
		chromedp.KeyEvent("\b"),
		chromedp.KeyEvent("8"),
		into(chromedp.Evaluate[string](`document.querySelector("#in-write_size_kb").value`), &value),
	)
	if !inView {
		t.Errorf("%d px: the input or its label is off the screen", width)
	}
	if value != "8" {
		t.Errorf("%d px: the input holds %q after typing 8", width, value)
	}
	b.run(t, loadTimeout, waitText("#out-intersite_mbps .sw-metric-value", map[string]string{"en": "1,120", "ru": "1\u00a0120"}[lang]))
}

// An embedded calculator off the screen still takes its new height when the
// documentation page is resized (issue 30: it kept the old height, which a
// narrower column makes too short, until scrolled into view): embed.js asks
// each frame to measure itself again, and the frame answers even unrendered.
func TestOffscreenEmbedFollowsAResize(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html><head><title>Docs</title><meta name="viewport" content="width=device-width">
<script src="%[1]s/web/embed.js" defer></script></head>
<body style="margin:0"><iframe id="calc" class="sizewise-embed" title="VDI" src="%[1]s/embed/vdi-density"></iframe>
<div style="height:20000px"></div></body></html>`, srv.URL)
	}))
	defer host.Close()
	hostURL := strings.Replace(host.URL, "127.0.0.1", "localhost", 1) // another site: a frame of its own
	b := newBrowser(t, chrome, 1366, 900)
	b.run(t, loadTimeout,
		chromedp.Navigate(hostURL+"/"),
		waitJS("sized", `document.querySelector("#calc").hasAttribute("data-sizewise-height")`),
	)
	frame := b.frame(t, "/embed/vdi-density")
	content := `Math.ceil(Math.max(document.body.getBoundingClientRect().height, document.querySelector(".sw-app").getBoundingClientRect().bottom + window.scrollY))`
	var wide, narrow float64
	frame.run(t, loadTimeout, waitReady(), settled(), painted(), into(chromedp.Evaluate[float64](content), &wide))
	b.run(t, loadTimeout, waitJS("the frame as tall as its content", fmt.Sprintf(`Math.abs(parseFloat(document.querySelector("#calc").style.height) - %v) <= 2`, wide)))
	// scrolled far past it, the page is made as narrow as a phone: the
	// calculator's column is narrower, so it is taller
	b.run(t, loadTimeout,
		waitJS("scrolled away", `(window.scrollTo(0, 15000), window.scrollY > 10000)`),
		chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile),
	)
	frame.run(t, loadTimeout, waitJS("the narrow layout", `document.documentElement.clientWidth < 500`), into(chromedp.Evaluate[float64](content), &narrow))
	if narrow < wide+100 {
		t.Fatalf("the calculator is %v px tall at 390 px, %v at 1366: the test needs it taller", narrow, wide)
	}
	b.run(t, loadTimeout, waitJS("the frame taller for the narrow column, still off the screen",
		fmt.Sprintf(`Math.abs(parseFloat(document.querySelector("#calc").style.height) - %v) <= 2 && document.querySelector("#calc").getBoundingClientRect().bottom < 0`, narrow)))
}

// From a calculator with a result, the search palette leads to the cache
// simulation in the page (no reload), and the app keeps running: the
// simulation answers and nothing faulted. The results panel's toolbar
// came and went with the result, which moved the run bar (a component kept
// across redraws) while it was still mounted, and go-app stopped the app.
func TestPaletteFromACalculatorToTheSimulation(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	var h1 string
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/memory-states?free_memory_mb=1500"),
		waitReady(),
		waitVisible(".sw-toolbar"),
		openPalette(),
		chromedp.SendKeys(chromedp.CSS("#sw-search-input"), "read-cache simulation"),
		waitJS("the simulation's hit", `(document.querySelector(".sw-palette-hit.sw-selected .sw-hit-title")?.textContent || "").includes("read-cache simulation")`),
		waitJS("enter", `(document.querySelector("#sw-search-input").dispatchEvent(new KeyboardEvent("keydown", {key: "Enter", bubbles: true})), true)`),
		waitJS("the cache simulation", `location.pathname === "/cache-sim"`),
		// the simulation runs and answers: the app is alive
		waitJS("the simulation's answer", `/\d/.test(document.querySelector("#out-read_hit_ratio .sw-metric-value")?.textContent || "")`),
		settled(),
		textOf("h1", &h1),
	)
	if h1 != "vSAN read-cache simulation" {
		t.Errorf("h1 %q", h1)
	}
	b.noFault(t, "after the palette led from memory-states to cache-sim")
}
