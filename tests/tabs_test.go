package tests

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// newTab opens another tab beside b's, in the same browser context: the
// same storage, as two tabs of one browser have.
func (b *browser) newTab(tb testing.TB, width, height int) *browser {
	tb.Helper()
	nb := &browser{}
	ctx, cancel := chromedp.NewContext(b.ctx, chromedp.WithListener(nb.listen))
	tb.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		tb.Fatalf("opening a second tab: %v", err)
	}
	nb.ctx = ctx
	nb.run(tb, loadTimeout, chromedp.EmulateViewport(int64(width), int64(height)))
	return nb
}

// The same plan open in two tabs: each saves a note on its own entry, and
// the other tab shows it without a reload; a scenario saved from a
// calculator in one tab survives a rename in the other. Nothing either tab
// saved is lost (issue 32: the stored plan kept only the last tab's note,
// and a rename undid "Save to plan").
func TestTwoTabsKeepEachOthersWork(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	a := newBrowser(t, chrome, 1280, 900)
	doc, _ := json.Marshal(map[string]any{"plan": "Two tabs", "scenarios": []any{
		map[string]any{"calculator": "stretched-bandwidth", "inputs": map[string]any{"write_iops": 10000}},
		map[string]any{"calculator": "vsa"},
	}})
	path := filepath.Join(t.TempDir(), "two-tabs.json")
	if err := os.WriteFile(path, doc, 0o644); err != nil {
		t.Fatal(err)
	}
	var href string
	a.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/plans"),
		waitReady(),
		chromedp.SetUploadFiles(chromedp.CSS("#sw-import"), []string{path}),
		waitJS("the imported plan", `!!document.querySelector(".sw-plan-card h2 a")`),
		into(chromedp.Evaluate[string](`document.querySelector(".sw-plan-card h2 a").getAttribute("href")`), &href),
	)
	a.run(t, 2*loadTimeout, // (href is read by now)
		chromedp.Navigate(srv.URL+href),
		waitReady(),
		waitJS("two entries", `document.querySelectorAll(".sw-report-entry").length === 2`),
	)
	b := a.newTab(t, 1280, 900)
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+href),
		waitReady(),
		waitJS("two entries", `document.querySelectorAll(".sw-report-entry").length === 2`),
	)
	note := func(tab *browser, entry int, text string) {
		sel := `.sw-report-entry:nth-of-type(` + string(rune('0'+entry)) + `) .sw-note textarea`
		tab.run(t, loadTimeout,
			typeInto(sel, text),
			click("h1"), // blur: a note is saved on change
			waitJS("the note saved", `(document.querySelector("#sw-status")?.textContent || "") === "Note saved."`),
		)
	}
	noteIn := func(entry int) string {
		return `(document.querySelectorAll(".sw-report-entry .sw-note textarea")[` + string(rune('0'+entry-1)) + `]?.value || "")`
	}
	note(a, 1, "Peak from the customer's monitoring")
	// tab B shows A's note, and says why the page changed
	b.run(t, loadTimeout,
		waitJS("A's note in tab B", noteIn(1)+` === "Peak from the customer's monitoring"`),
		waitJS("the page says so", `(document.querySelector("#sw-status")?.textContent || "").startsWith("Changed in another tab")`),
	)
	note(b, 2, "VSA kept for the branch office")
	a.run(t, loadTimeout, waitJS("B's note in tab A", noteIn(2)+` === "VSA kept for the branch office"`))

	// A saves a scenario from a calculator while B renames the plan.
	a.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/stretched-bandwidth?write_iops=30000"),
		waitReady(),
		waitJS("the plan preselected", `document.querySelector("#sw-plan-select")?.selectedOptions[0]?.textContent === "Two tabs"`),
	)
	b.run(t, loadTimeout,
		typeInto("#sw-plan-name", "Two tabs, renamed"),
		click("#sw-rename"),
		waitJS("renamed", `document.querySelector("h1").textContent.includes("Two tabs, renamed")`),
	)
	a.run(t, loadTimeout,
		// the toolbar's list follows the rename made in tab B
		waitJS("the renamed plan listed", `[...document.querySelectorAll("#sw-plan-select option")].some(o => o.textContent === "Two tabs, renamed")`),
		click("#sw-save-plan"),
		waitJS("saved", `(document.querySelector("#sw-status")?.textContent || "").startsWith("Saved to")`),
	)
	// Reloaded, the plan has everything both tabs did.
	var title string
	var notes []string
	var entries int
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+href),
		waitReady(),
		waitJS("three entries", `document.querySelectorAll(".sw-report-entry").length === 3`),
		textOf("h1", &title),
		into(chromedp.Evaluate[[]string](`[...document.querySelectorAll(".sw-report-entry .sw-note textarea")].map(t => t.value)`), &notes),
		into(chromedp.Evaluate[int](`document.querySelectorAll(".sw-report-entry").length`), &entries),
	)
	if !strings.Contains(title, "Two tabs, renamed") || entries != 3 || len(notes) != 3 ||
		notes[0] != "Peak from the customer's monitoring" || notes[1] != "VSA kept for the branch office" {
		t.Errorf("after both tabs: title %q, %d entries, notes %q", title, entries, notes)
	}
	a.noFault(t, "tab A")
	b.noFault(t, "tab B")

	// A third tab, which has opened no plan, offers a new plan, not the
	// latest one (which may be another customer's).
	c := a.newTab(t, 1280, 900)
	var choice string
	c.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/vsa"),
		waitReady(),
		waitVisible("#sw-save-plan"),
		into(chromedp.Evaluate[string](`document.querySelector("#sw-plan-select").value`), &choice),
	)
	if choice != "new" {
		t.Errorf("a new tab's Save to plan offers %q, want a new plan", choice)
	}
}
