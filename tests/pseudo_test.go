package tests

import (
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/sizewise/sizewise/app/i18n"
	"github.com/sizewise/sizewise/app/office/officetest"
	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/engine/calc"
	_ "github.com/sizewise/sizewise/engine/msg/catalog" // the Russian catalogue, the pseudo-locale's key set
	"github.com/sizewise/sizewise/engine/msg/msgtest"
)

// Every route in the pseudo-locale shows no English phrase outside ⟦⟧: the
// home page, every calculator, the plans page, the documentation's index
// and a page of it (its chrome: the methodology itself is a document, in
// English where it has no translation, and says so), a page that does not
// exist, the report of a plan with every calculator, a comparison and an
// import's inventory, and an embedded calculator. Every text node, title, label,
// placeholder and the page's title are read once the app has drawn the
// page in the pseudo-locale. The site is the run's, with a catalogue for
// the pseudo-locale beside the product's (pseudoSite): the app takes any
// language the site has a catalogue for.
func TestPseudoLocaleEveryRoute(t *testing.T) {
	chrome := need(t)
	srv, err := launchServerIn(pseudoSite(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.kill)
	routes := []string{"/", "/plans", "/docs", "/docs/vsa", "/no-such-page"}
	for _, c := range calc.All() {
		routes = append(routes, "/"+c.Meta().ID)
	}
	b := newBrowser(t, chrome, 1366, 900)
	// The plan report of the eight-scenario plan (every calculator, a
	// comparison, an import's inventory), kept in the browser as the plan
	// library keeps it; its user-written texts (names, titles, notes) one
	// word each, as they pass through as written.
	store := plans.NewMemStore()
	p := officetest.Plan8()
	p.Name, p.Customer, p.Notes = "Plan", "Acme", nil
	for i := range p.Scenarios {
		p.Scenarios[i].Title, p.Scenarios[i].Note = "Scenario", ""
	}
	p, err = plans.New(store, plans.Options{}).Import(p)
	if err != nil {
		t.Fatal(err)
	}
	kept, err := json.Marshal(store.M)
	if err != nil {
		t.Fatal(err)
	}
	b.run(t, 2*loadTimeout, visit(srv.URL, "/"), waitReady(),
		waitJS("the plan kept", fmt.Sprintf(`(Object.entries(%s).forEach(([k, v]) => localStorage.setItem(k, v)), true)`, kept)))
	routes = append(routes, "/plans?id="+url.QueryEscape(p.ID), "/embed/vsa") // the embed last: a page load of its own
	seen := 0
	for _, r := range routes {
		var texts []string
		sep := "?"
		if strings.Contains(r, "?") {
			sep = "&"
		}
		b.run(t, 2*loadTimeout,
			visit(srv.URL, r+sep+"lang="+string(msgtest.Pseudo)),
			waitReady(),
			waitJS("the page in the pseudo-locale", `document.documentElement.lang === "qps" && document.body.textContent.includes("⟦")`),
			waitJS("no run in flight", `!document.querySelector("#sw-run-progress, .sw-computing, [aria-busy=true]")`),
			into(chromedp.Evaluate[[]string](pageTexts), &texts),
		)
		t.Logf("%s: %d texts", r, len(texts))
		for _, s := range texts {
			seen++
			if m := msgtest.Bypasses(s); m != "" {
				t.Errorf("%s: %q bypasses the catalogue: %q", r, m, s)
			}
		}
	}
	if seen < 40*len(routes) {
		t.Errorf("only %d texts on %d routes: the test no longer reads them", seen, len(routes))
	}
	b.noFault(t, "the pseudo-locale")
}

// pageTexts are the texts a reader sees on the page (its text nodes, and
// the titles, labels, placeholders and alternative texts of its elements)
// and its title; not the methodology's own text (article.sw-doc). A
// chart's texts are read as one (a label wrapped over lines is a text node
// a line).
const pageTexts = `(() => {
	const out = [document.title];
	const skip = (el) => !!el.closest("script, style, noscript, template, article.sw-doc");
	const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	for (let n; (n = walker.nextNode());) {
		const s = n.nodeValue.trim();
		if (s && n.parentElement && !skip(n.parentElement) && !n.parentElement.closest("svg")) out.push(s);
	}
	for (const svg of document.body.querySelectorAll("svg")) {
		if (!skip(svg)) out.push([...svg.querySelectorAll("text")].map((e) => e.textContent).join(" "));
	}
	for (const el of document.body.querySelectorAll("[title], [aria-label], [placeholder], [alt]")) {
		if (skip(el)) continue;
		for (const a of ["title", "aria-label", "placeholder", "alt"]) {
			const v = el.getAttribute(a);
			if (v) out.push(v);
		}
	}
	return out;
})()`

// pseudoSite is a copy of the run's site that also serves the
// pseudo-locale's catalogue (msgtest.Catalogue over the engine's and the
// app's texts) and lists it for web/boot.js beside the product's.
func pseudoSite(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(distDir)); err != nil {
		t.Fatal(err)
	}
	ui := map[string]string{}
	for _, k := range i18n.Keys() {
		ui[k] = i18n.T(i18n.EN, k)
	}
	c, err := msgtest.Catalogue(ui)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	const path = "/web/catalog.qps.json"
	if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(path)), b, 0o644); err != nil {
		t.Fatal(err)
	}
	boot := filepath.Join(dir, "web", "boot.js")
	src, err := os.ReadFile(boot)
	if err != nil {
		t.Fatal(err)
	}
	const at = "var catalogues = {"
	if !strings.Contains(string(src), at) {
		t.Fatalf("web/boot.js has no %q to list the pseudo-locale's catalogue in", at)
	}
	src = []byte(strings.Replace(string(src), at, at+`"qps":"`+path+`",`, 1))
	if err := os.WriteFile(boot, src, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, ext := range []string{".br", ".gz"} { // compressed copies of the old boot.js
		if err := os.Remove(boot + ext); err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
	}
	return dir
}
