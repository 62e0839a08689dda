package tests

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/sizewise/sizewise/engine/trace"
)

// A trace file picked on the cache-sim page is replayed by the engine's Web
// Worker: the page loads the worker and its WebAssembly (and no other page
// does), hands it the File, and shows the answer.
func TestTraceReplayRunsInTheWorker(t *testing.T) {
	chrome := need(t)
	file, want := replayTrace(t)
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
		waitVisible("#out-read_hit_ratio"),
		chromedp.SetUploadFiles(chromedp.CSS("#sw-trace-file"), []string{file}),
		waitVisible("#sw-trace-result"),
		waitJS("the request counts", fmt.Sprintf(`document.querySelector("#sw-trace-result").textContent.includes(%q)`, want)),
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

// replayTrace is the real sample trace committed with the repository, and
// what the page then says of its requests.
func replayTrace(t *testing.T) (path, want string) {
	t.Helper()
	return sampleTrace, "113,872 (46,974 reads, 66,898 writes)"
}

// generatedTrace is a generated vSCSI trace (version 1) of 3,000 requests,
// every third a read, over 64 KiB-aligned blocks of a 512 MiB disk, and
// what the page says of its requests.
func generatedTrace(t *testing.T) (path, want string) {
	t.Helper()
	var data []byte
	for i := range 3000 {
		r := trace.Request{Time: uint64(i) * 100, Cmd: 0x2a, Op: trace.Write, LBN: uint64(i*7919%8192) * 128, Size: 65536}
		if i%3 == 0 {
			r.Cmd, r.Op = 0x28, trace.Read
		}
		data = trace.AppendVSCSI(data, 1, r)
	}
	path = filepath.Join(t.TempDir(), "generated.vscsi")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path, "3,000 (1,000 reads, 2,000 writes)"
}

// Without a Web Worker the trace replay does not start in the page (it
// would add the replay to every visit's download): the panel says how to
// replay the file instead, and the synthetic simulation still answers in
// the page.
func TestTraceReplayWithoutWorker(t *testing.T) {
	chrome := need(t)
	file, _ := generatedTrace(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	b.run(t, loadTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `delete window.Worker; window.Worker = undefined;`})
		return err
	}))
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/cache-sim?ios=20000&warmup_ios=0"),
		waitReady(),
		waitJS("the synthetic run answered in the page", `!!document.querySelector("#out-read_hit_ratio .sw-metric-value") && /\d/.test(document.querySelector("#out-read_hit_ratio .sw-metric-value").textContent)`),
		chromedp.SetUploadFiles(chromedp.CSS("#sw-trace-file"), []string{file}),
		waitJS("what to do instead", `!!(document.querySelector(".sw-trace .sw-error") || {}).textContent?.includes("sizewise cachesim --trace FILE --mode vsan")`),
	)
	b.noFault(t, "trace without a worker")
}
