package tests

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Run with `make bench` (go test -bench . -benchtime 1x ./tests/): each
// benchmark measures once per iteration and reports its figures as metrics.
// Targets (issue 2): app.wasm ≤ 3 MiB brotli; cold load to interactive on
// loopback ≤ 1.5 s, warm ≤ 0.5 s; input-to-result p95 ≤ 16 ms.

// BenchmarkWasmSize reports the bytes of the shipped app.wasm: raw, gzip and
// brotli.
func BenchmarkWasmSize(b *testing.B) {
	need(b)
	wasms, _ := filepath.Glob(filepath.Join(distDir, "web", "app.*.wasm"))
	if len(wasms) != 1 {
		b.Fatalf("want one versioned app.wasm in dist/web, found %v", wasms)
	}
	size := func(p string) float64 {
		st, err := os.Stat(p)
		if err != nil {
			b.Fatal(err)
		}
		return float64(st.Size())
	}
	for b.Loop() {
	}
	b.ReportMetric(size(wasms[0]), "raw-bytes")
	b.ReportMetric(size(wasms[0]+".gz"), "gzip-bytes")
	b.ReportMetric(size(wasms[0]+".br"), "brotli-bytes")
}

// BenchmarkLoadCold measures navigation to interactive (the WebAssembly app
// mounted) in a fresh browser profile: nothing cached.
func BenchmarkLoadCold(b *testing.B) {
	chrome := need(b)
	srv := startServer(b)
	var total time.Duration
	n := 0
	for b.Loop() {
		b.StopTimer()
		br := newBrowser(b, chrome, 1280, 900)
		br.run(b, loadTimeout, chromedp.Navigate("about:blank"))
		b.StartTimer()
		start := time.Now()
		br.run(b, loadTimeout, chromedp.Navigate(srv.URL+"/stretched-bandwidth"), waitReady())
		total += time.Since(start)
		n++
	}
	b.ReportMetric(float64(total.Milliseconds())/float64(n), "ms-to-interactive")
}

// BenchmarkLoadWarm measures the same after one visit: the service worker
// answers from its cache and the browser has the compiled module.
func BenchmarkLoadWarm(b *testing.B) {
	chrome := need(b)
	srv := startServer(b)
	br := newBrowser(b, chrome, 1280, 900)
	br.run(b, loadTimeout, chromedp.Navigate(srv.URL+"/stretched-bandwidth"), waitReady(), waitServiceWorker(),
		chromedp.Navigate(srv.URL+"/"), waitReady())
	var total time.Duration
	n := 0
	for b.Loop() {
		b.StopTimer()
		br.run(b, loadTimeout, chromedp.Navigate("about:blank"))
		b.StartTimer()
		start := time.Now()
		br.run(b, loadTimeout, chromedp.Navigate(srv.URL+"/stretched-bandwidth?write_iops=12345"), waitReady())
		total += time.Since(start)
		n++
	}
	b.ReportMetric(float64(total.Milliseconds())/float64(n), "ms-to-interactive")
}

// inputLatencyJS types 100 values into write IOPS, one per frame, and times
// each from the input event to the result's text changing in the DOM.
const inputLatencyJS = `(async () => {
	const input = document.querySelector("#in-write_iops");
	const out = document.querySelector("#out-intersite_mbps .sw-metric-value");
	const times = [];
	for (let i = 0; i < 100; i++) {
		const changed = new Promise((resolve) => {
			const mo = new MutationObserver(() => { mo.disconnect(); resolve(); });
			mo.observe(out, { childList: true, characterData: true, subtree: true });
		});
		const t0 = performance.now();
		input.value = String(10001 + i);
		input.dispatchEvent(new Event("input", { bubbles: true }));
		await changed;
		times.push(performance.now() - t0);
		await new Promise((r) => requestAnimationFrame(r));
	}
	return times;
})()`

// BenchmarkInputLatency reports the p50 and p95 of input-to-result latency
// over 100 keystrokes.
func BenchmarkInputLatency(b *testing.B) {
	chrome := need(b)
	srv := startServer(b)
	br := newBrowser(b, chrome, 1280, 900)
	br.run(b, loadTimeout, chromedp.Navigate(srv.URL+"/stretched-bandwidth"), waitReady())
	var times []float64
	for b.Loop() {
		var t []float64
		br.run(b, loadTimeout, into(chromedp.Evaluate[[]float64](inputLatencyJS, chromedp.EvalAwaitPromise), &t))
		times = append(times, t...)
	}
	if len(times) == 0 {
		b.Fatal("no samples")
	}
	slices.Sort(times)
	q := func(p float64) float64 { return times[int(p*float64(len(times)-1))] }
	b.ReportMetric(q(0.50), "p50-ms")
	b.ReportMetric(q(0.95), "p95-ms")
	b.ReportMetric(times[len(times)-1], "max-ms")
}
