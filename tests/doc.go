// Package tests holds the end-to-end tests: real headless Chromium (chromedp)
// against `bin/sizewise serve` of the built site, plus the browser benchmarks
// (app.wasm size, load time, input-to-result latency). Run them with
// `make test` and `make bench`.
package tests
