package tests

import (
	"context"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// app.wasm carries only English: a Russian page waits for its catalogue,
// which web/boot.js fetches. When the fetch fails (the file missing from a
// host, the network gone before the service worker cached it), the reader
// gets the whole page in English, working, with the html lang saying so,
// not a broken or half-translated page.
func TestCatalogueUnavailable(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	ctx, cancel := context.WithCancel(b.ctx)
	defer cancel()
	b.run(t, loadTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, fetch.Enable, fetch.EnableParams{Patterns: []*fetch.RequestPattern{{URLPattern: "*/web/catalog.*"}}})
		return err
	}))
	paused := chromedp.Events(ctx, fetch.RequestPaused)
	go func() {
		for ev, err := range paused {
			if err != nil {
				return
			}
			_, _ = chromedp.Call(ctx, fetch.FailRequest, fetch.FailRequestParams{RequestID: ev.RequestID, ErrorReason: network.ErrorReasonFailed})
		}
	}()
	var lang string
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/stretched-bandwidth?write_iops=20000&lang=ru"),
		waitReady(),
		// 20,000 × 4 KB × 8 × 1.4 × 1.25 = 1,120 Mbps, in English numbers
		waitText("#out-intersite_mbps .sw-metric-value", "1,120"),
		waitText(".sw-results h2", "Results"),
		typeInto("#in-write_iops", "30000"),
		waitText("#out-intersite_mbps .sw-metric-value", "1,680"),
		into(chromedp.Evaluate[string](`document.documentElement.lang`), &lang),
	)
	if lang != "en" {
		t.Errorf("html lang = %q on the page drawn in English", lang)
	}
	b.noFault(t, "catalogue unavailable")
}
