package tests

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// A trace file picked on the cache-sim page is replayed by the engine's Web
// Worker: the page loads the worker and its WebAssembly (and no other page
// does), hands it the File, and shows the answer.
func TestTraceReplayRunsInTheWorker(t *testing.T) {
	chrome := need(t)
	trace := sampleTraceOrSkip(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/stretched-bandwidth"),
		waitReady(),
	)
	if b.requested("/web/engine-worker.js") {
		t.Errorf("a calculator page without a simulation loaded the engine worker")
	}
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/cache-sim"),
		waitReady(),
		chromedp.WaitVisible(chromedp.CSS("#out-read_hit_ratio")),
		chromedp.SetUploadFiles(chromedp.CSS("#sw-trace-file"), []string{trace}),
		chromedp.WaitVisible(chromedp.CSS("#sw-trace-result")),
		// the sample trace: 113,872 requests, 46,974 reads, 66,898 writes
		waitJS("the request counts", `document.querySelector("#sw-trace-result").textContent.includes("113,872 (46,974 reads, 66,898 writes)")`),
	)
	var marks []string
	b.run(t, loadTimeout, into(chromedp.Evaluate[[]string](`performance.getEntriesByType("mark").map(m => m.name)`), &marks))
	if !b.requested("/web/engine-worker.js") || !slices.Contains(marks, "sizewise-engine-ready") || !slices.Contains(marks, "sizewise-engine-answered") {
		t.Errorf("the trace was not replayed by the engine worker; marks %v", marks)
	}
	b.noFault(t, "trace replay in the worker")
}

// requested reports whether the page requested a URL containing part.
func (b *browser) requested(part string) bool {
	for _, r := range b.requestList() {
		if strings.Contains(r, part) {
			return true
		}
	}
	return false
}

func (b *browser) requestList() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.requests...)
}

// sampleTraceOrSkip is sampleTrace, or a skip where the shared traces are
// not checked out.
func sampleTraceOrSkip(t *testing.T) string {
	t.Helper()
	if _, err := os.Stat(sampleTrace); err != nil {
		t.Skip("sample trace not found: ", err)
	}
	return sampleTrace
}
