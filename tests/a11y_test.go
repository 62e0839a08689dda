package tests

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// axePath is axe-core, installed by `make test` from the npm registry into
// tests/a11y (loaded only by this test, never shipped with the site).
var axePath = filepath.Join(repoRoot, "tests", "a11y", "node_modules", "axe-core", "axe.min.js")

type axeResult struct {
	Violations []struct {
		ID     string `json:"id"`
		Impact string `json:"impact"`
		Help   string `json:"help"`
		Nodes  []struct {
			Target []any `json:"target"`
		} `json:"nodes"`
	} `json:"violations"`
}

// Every page, in both themes and both languages, has no serious or critical
// axe-core violation (WCAG 2 A/AA rules: labels, contrast, names, ARIA).
func TestAccessibility(t *testing.T) {
	chrome := need(t)
	axe, err := os.ReadFile(axePath)
	if err != nil {
		t.Fatalf("axe-core is missing (%v): run `make test`, which installs it with npm", err)
	}
	srv := startServer(t)
	// (the embed last: it is a page load of its own, and so is leaving it)
	pages := []string{"/", "/stretched-bandwidth?write_iops=-5", "/sioc", "/memory-states?free_memory_mb=1500",
		"/cache-sim", "/plans", "/no-such-page", "/cluster-sizing?growth_pct_per_year=10&cores_per_socket=0", "/embed/vsa"}
	// Each language in a tab of its own; each page is opened once and
	// checked in both themes (a theme is an attribute the page restyles by).
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			t.Parallel()
			b := newBrowser(t, chrome, 1280, 900)
			for _, p := range pages {
				sep := "?"
				if strings.Contains(p, "?") {
					sep = "&"
				}
				b.run(t, 2*loadTimeout,
					visit(srv.URL, p+sep+"lang="+lang),
					waitReady(),
					waitJS("no run in flight", `!document.querySelector("#sw-run-progress")`),
					// evaluated through DevTools: the page's CSP (rightly) refuses
					// an injected script
					waitJS("axe-core", "window.axe ? true : (() => { "+string(axe)+"\n; return !!window.axe; })()"),
				)
				for _, theme := range []string{"light", "dark"} {
					var raw string
					b.run(t, 2*loadTimeout,
						waitJS("the theme", fmt.Sprintf(`(document.documentElement.setAttribute("data-theme", %q), true)`, theme)),
						settled(),
						painted(),
						into(chromedp.Evaluate[string](`axe.run(document, {runOnly: {type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]}}).then(r => JSON.stringify({violations: r.violations}))`, chromedp.EvalAwaitPromise), &raw),
					)
					var res axeResult
					if err := json.Unmarshal([]byte(raw), &res); err != nil {
						t.Fatalf("%s: %v", p, err)
					}
					for _, v := range res.Violations {
						if v.Impact != "serious" && v.Impact != "critical" {
							continue
						}
						var where []string
						for _, n := range v.Nodes {
							where = append(where, fmt.Sprint(n.Target...))
						}
						t.Errorf("%s (%s, %s): %s %s: %s at %s", p, theme, lang, v.Impact, v.ID, v.Help, strings.Join(where, ", "))
					}
				}
			}
		})
	}
}

// The calculator works from the keyboard alone: Tab reaches the first input
// (after the skip link and the header's controls), typing recomputes, and
// the focused element shows a focus ring.
func TestKeyboardOnly(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	var outline string
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/stretched-bandwidth"),
		waitReady(),
		chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			for i := 0; i < 30; i++ {
				id, err := chromedp.Evaluate[string](`document.activeElement ? document.activeElement.id : ""`)(ctx, tg)
				if err != nil {
					return err
				}
				if id == "in-write_iops" {
					return nil
				}
				if _, err := chromedp.KeyEvent(kb.Tab)(ctx, tg); err != nil {
					return err
				}
			}
			return fmt.Errorf("Tab never reached the write IOPS input")
		}),
		into(chromedp.Evaluate[string](`getComputedStyle(document.activeElement).outlineStyle`), &outline),
		chromedp.KeyEvent("\b\b\b\b\b30000"),
		waitText("#out-intersite_mbps .sw-metric-value", "1,680"),
	)
	if outline == "none" || outline == "" {
		t.Errorf("the focused input has no visible focus ring (outline-style %q)", outline)
	}
}
