package tests

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// The home page leads to the plans and to every documentation page, and the
// header to the plans from any page.
func TestHomeLinksPlansAndDocs(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	var docs []string
	var loc, h1 string
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/"),
		waitReady(),
		into(chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll(".sw-doc-list a")).map(a => a.getAttribute("href") + " " + a.textContent)`), &docs),
		// the calculators' cards name them, not their internal ids
		waitJS("cards without ids", `[...document.querySelectorAll(".sw-cards .sw-card")].length > 0 && ![...document.querySelectorAll(".sw-cards .sw-card")].some(c => c.textContent.includes("stretched-bandwidth") || c.textContent.includes("vsan-capacity"))`),
		click("#sw-home-plans-link"),
		waitJS("the plans page", `location.pathname === "/plans" && document.querySelector("#sw-create-plan") !== null`),
		chromedp.Navigate(srv.URL+"/"),
		waitReady(),
		click(`.sw-doc-list a[href="/docs/rules"]`),
		waitJS("the rule sets page", `location.pathname === "/docs/rules" && document.querySelector(".sw-doc") !== null`),
		textOf("h1", &h1),
		chromedp.Navigate(srv.URL+"/vsa"),
		waitReady(),
		click("#sw-nav-plans"),
		waitJS("the plans page from the header", `location.pathname === "/plans"`),
		into(chromedp.Location(), &loc),
	)
	files := docFiles(t)
	if len(docs) != len(files) {
		t.Errorf("the home page lists %d documents, the site has %d:\n%s", len(docs), len(files), strings.Join(docs, "\n"))
	}
	for _, d := range docs {
		if !strings.HasPrefix(d, "/docs/") || strings.HasSuffix(strings.TrimSpace(d), ")") {
			t.Errorf("document link %q: not a /docs/ page, or its title ends in an internal id", d)
		}
	}
	if h1 == "" {
		t.Errorf("the rule sets page has no title")
	}
	b.noFault(t, "home links")
}

// docFiles are the built documentation pages.
func docFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(distDir, "docs", "*.html"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no documentation pages in %s", distDir)
	}
	return files
}
