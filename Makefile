# Sizewise. `make serve` builds everything and serves http://127.0.0.1:8080;
# `make test` runs every test, browser tests included.
SHELL   := /bin/bash
GO      ?= go
ADDR    ?= 127.0.0.1:8080
DIST    ?= dist
# Brotli quality of the built site (11, the smallest; `make BROTLI=5 ...`
# builds much faster while developing).
BROTLI  ?= 11
WASM    := web/app.wasm
ENGINE  := web/engine.wasm
BIN     := bin/sizewise
# How many browser tests run at once, each in a tab (and browser context)
# of its own in the one Chromium of the run.
BROWSER_PARALLEL ?= 3
# Go's build cache makes these cheap when nothing changed, so they always run.
.PHONY: all build wasm bin site serve test test-unit test-site test-browser screenshots vet vet-test fuzz bench pgo clean chromium a11y-deps office

all: build

# app.wasm is the page (go-app UI and engine); engine.wasm the engine alone,
# which a Web Worker runs for the cache simulation and the import.
#
# app.wasm's own packages are compiled without inlining (APP_GCFLAGS): the
# first visit downloads every byte, and inlining Sizewise's code into its
# callers cost 117 KB of brotli (2,372,000 -> 2,255,507 B at quality 11,
# measured on the tree with cluster-sizing and the Live Optics import, over
# the 2.2 MiB budget with it). The page's own work is analytic formulas and
# rendering; the hot loops (simulations, trace replays, imports, documents)
# run in engine.wasm, which keeps inlining, as do the runtime, the standard
# library and go-app in app.wasm.
APP_GCFLAGS := -gcflags=github.com/sizewise/...=-l
wasm:
	GOOS=js GOARCH=wasm $(GO) build -trimpath $(APP_GCFLAGS) -ldflags='-s -w' -o $(WASM) ./wasm
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags='-s -w' -o $(ENGINE) ./wasm/engine

# The native binary embeds web/ (app.wasm included), so it can build and
# serve the site on its own.
bin: wasm
	$(GO) build -trimpath $(if $(wildcard .git),-buildvcs=true) -o $(BIN) ./wasm

site: bin
	rm -rf $(DIST)
	$(BIN) build -o $(DIST) -brotli $(BROTLI) -cache bin/compress-cache $(if $(BASE_URL),-base-url $(BASE_URL))

build: site

serve: build
	$(BIN) serve -addr $(ADDR) -dir $(DIST)

# Every package's files are vetted natively; the packages with files for
# the browser alone (//go:build js) are vetted for js/wasm too, with
# app.wasm's build flags, so the vet and the wasm build compile their
# dependencies once between them.
VET_JS := GOOS=js GOARCH=wasm $(GO) vet -trimpath $(APP_GCFLAGS) ./app/ui ./wasm/ ./wasm/engine/
vet:
	$(GO) mod tidy -diff
	$(GO) vet ./...
	$(VET_JS)

# make test vets the native packages inside go test (-vet=all, every
# analyzer rather than go test's few), beside the tests, instead of in a
# pass of its own before them, and builds the tests with -trimpath like
# bin/sizewise, so that the two share their compiled packages. Measured
# after a change to engine/msg, which nearly every package imports: the
# vet, the CLI's build and the tests' build took 90 s (171 s of CPU) as
# separate passes, 70 s (135 s) this way; the js/wasm vet and the wasm
# builds took 46 s (115 s), 31 s (75 s) with the shared flags.
TESTFLAGS := -trimpath -vet=all -ldflags='-s -w'
vet-test:
	$(GO) mod tidy -diff
	$(VET_JS)

# Every test but the browser's: the edit-test loop (under two minutes once
# the build cache is warm).
test-unit: wasm
	$(GO) test $(TESTFLAGS) ./...

chromium:
	@scripts/ensure-chromium.sh

# LibreOffice (Writer, Impress), poppler, python3-docx and the Carlito font
# for the Word and PowerPoint tests, from Debian when missing.
office:
	@scripts/ensure-office.sh

# axe-core for the accessibility test, from the npm registry (test-only).
a11y-deps:
	@scripts/ensure-axe.sh

# The site the browser tests serve, built once a run. Compressed at
# brotli quality 1: what the tests check is the site, not how small brotli
# makes it (the size test compresses app.wasm at 11 itself).
test-site: bin
	rm -rf $(DIST)
	$(BIN) build -o $(DIST) -brotli 1

# Browser tests drive headless Chromium against one bin/sizewise serve.
test-browser: test-site chromium a11y-deps office
	SIZEWISE_BROWSER=1 $(GO) test $(TESTFLAGS) -count=1 -timeout 45m -parallel $(BROWSER_PARALLEL) ./tests/

# The browser tests, saving screenshots as PNG files in tests/out for a
# person to look at: every page at 1366 and 390 px, in English and Russian,
# light and dark (TestScreenshots), and what the other tests reach (a
# comparison, an import's report, a trace's results). `make test` runs the
# same checks without saving pictures.
screenshots: test-site chromium a11y-deps office
	SIZEWISE_BROWSER=1 SIZEWISE_SCREENSHOTS=1 $(GO) test $(TESTFLAGS) -count=1 -timeout 45m -parallel $(BROWSER_PARALLEL) ./tests/

# Every test, browser tests included, in one run of go test (the packages
# in parallel with the browser tests); the slowest ten are listed at the end.
# The packages go in go list's order, the browser tests' late: naming them
# first made the suite start 36 s sooner after a change to engine/msg, but
# the other packages then built and ran one at a time in go test's other
# slot (-p 2) and finished after it: 675 s against 645 s for the same kind
# of change. The two cores are busy either way.
test: vet-test test-site chromium a11y-deps office
	set -o pipefail; SIZEWISE_BROWSER=1 $(GO) test $(TESTFLAGS) -count=1 -timeout 45m -parallel $(BROWSER_PARALLEL) -json ./... | $(GO) run ./scripts/testreport -slowest 10

# Short fuzzing of every parser and calculator, and of the CLI (./wasm:
# FuzzEval), FUZZTIME each.
FUZZTIME ?= 15s
fuzz:
	@for pkg in $$($(GO) list ./engine/... ./app/... ./wasm); do \
	  for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
	    echo "== $$pkg $$f"; $(GO) test -run XXX -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
	  done; \
	done

# wasm/engine/default.pgo, the profile the engine worker's build uses (Go
# picks up default.pgo beside a main package): the cache-sim runs of
# BenchmarkWorkerMillion merged with wasm/default.pgo (the trace replay,
# scripts/compare-libcachesim.sh pgo). Regenerate when the hot paths change.
pgo:
	$(GO) test -run XXX -bench WorkerMillion -cpuprofile $(CURDIR)/wasm/engine/calc.prof -o /dev/null ./engine/cachesim
	$(GO) tool pprof -proto wasm/engine/calc.prof wasm/default.pgo >wasm/engine/default.pgo
	rm -f wasm/engine/calc.prof

# Benchmarks: engine speed, the Word and PowerPoint documents of a
# 20-scenario plan, and in headless Chromium the app.wasm size, load time,
# input-to-result latency and the documents made in the engine worker
# (figures printed by the tests).
bench: build chromium
	$(GO) test -run XXX -bench . -benchmem ./engine/... ./app/office/...
	SIZEWISE_BROWSER=1 $(GO) test -count=1 -run XXX -bench . -benchtime 1x -timeout 40m ./tests/

clean:
	rm -rf bin $(DIST) $(WASM) $(ENGINE) tests/out
