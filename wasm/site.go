//go:build !js

package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"

	"github.com/andybalholm/brotli"
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/ui"
	"github.com/sizewise/sizewise/docs"
	"github.com/sizewise/sizewise/engine/msg/catalog"
	"github.com/sizewise/sizewise/internal/compresscache"
	"github.com/sizewise/sizewise/web"
)

//go:embed worker.js
var workerTemplate string

// placeholderHost is the host the prerender requests use; go-app writes it
// into og:url, and build replaces it with -base-url (or nothing).
const placeholderHost = "sizewise.invalid"

// site is what the static builder needs to know about the assets.
type site struct {
	assets  fs.FS  // web assets: sizewise.css, icons, app.wasm
	wasm    string // versioned path of app.wasm, e.g. /web/app.1a2b3c4d.wasm
	engine  string // versioned path of engine.wasm, the Web Worker's engine
	css     string // versioned path of the stylesheet
	version string
	// catalogues are the versioned paths of the languages' catalogues, by
	// language: /web/catalog.ru.1a2b3c4d.json.
	catalogues map[string]string
}

// provider tells go-app where the versioned WebAssembly file is. It is not an
// http.Handler, so go-app never tries to serve files itself.
type provider struct{ wasm string }

func (p provider) Package() string { return "" }
func (p provider) Static() string  { return "" }
func (p provider) AppWASM() string { return p.wasm }

// handler is the go-app handler that prerenders every page.
func (s *site) handler() *app.Handler {
	return &app.Handler{
		Name:            "Sizewise",
		ShortName:       "Sizewise",
		Title:           "Sizewise",
		Description:     "Offline sizing of virtualised storage: vSAN stretched clusters, VSA, ESXi memory, SIOC, VDI, cache, snapshots, vSAN policies.",
		Author:          "Sizewise",
		Lang:            "en",
		BackgroundColor: "#f6f7f9",
		ThemeColor:      "#0f4c81",
		LoadingLabel:    "Loading the calculator… {progress}%",
		Icon: app.Icon{
			Default:    "/web/icon-192.png",
			Large:      "/web/icon-512.png",
			SVG:        "/web/icon.svg",
			AppleTouch: "/web/icon-192.png",
		},
		Styles: []string{s.css},
		// The WebAssembly starts downloading with the page's head, not once
		// app.js has run (go-app's loader fetches it the same way, so the
		// browser hands it the preloaded response).
		RawHeaders:            []string{`<link rel="preload" href="` + s.wasm + `" as="fetch" type="application/wasm" crossorigin="anonymous">`},
		Scripts:               []string{"/web/boot.js", "/web/frame.js defer"},
		Resources:             provider{wasm: s.wasm},
		Version:               s.version,
		ServiceWorkerTemplate: strings.Replace(workerTemplate, "/*later*/[]", laterJSON(s.later()), 1),
		// The wasm is sent compressed, without a usable Content-Length; this
		// header carries the uncompressed size so the loader shows progress.
		WasmContentLengthHeader: wasmLengthHeader,
		// Every route is precached so any page, and any share link of it,
		// opens offline after one visit.
		// The catalogues too: a Russian page offline needs its texts.
		CacheableResources: append(append(routesToCache(), "/web/icon.svg", "/web/embed.js"), s.catalogueFiles()...),
	}
}

// catalogueFiles are the versioned paths of the catalogues, sorted.
func (s *site) catalogueFiles() []string {
	var out []string
	for _, l := range sortedKeys(s.catalogues) {
		out = append(out, s.catalogues[l])
	}
	return out
}

// cataloguesJSON is the map boot.js gets: language -> catalogue path.
func cataloguesJSON(m map[string]string) string {
	b, _ := json.Marshal(m)
	return string(b)
}

// later are the resources the service worker caches after the rest, once
// the first page has loaded: the engine's Web Worker, which only the cache
// simulation and the import use, and the documentation's Markdown, so
// neither slows a first visit and both are there offline.
func (s *site) later() []string {
	out := []string{"/web/engine-worker.js", s.engine}
	for _, p := range docFiles() {
		out = append(out, ui.DocsAssets+p)
	}
	return out
}

// docFiles lists the documentation's Markdown files (package docs).
func docFiles() []string {
	en, _ := fs.Glob(docs.FS, "*.md")
	ru, _ := fs.Glob(docs.FS, "ru/*.md")
	return append(en, ru...)
}

func laterJSON(paths []string) string {
	b, _ := json.Marshal(paths)
	return string(b)
}

func routesToCache() []string {
	var out []string
	for _, p := range ui.Paths() {
		if p != "/" {
			out = append(out, p)
		}
	}
	return out
}

// newSite reads the assets (dir, or the ones embedded in this binary when dir
// is "") and derives the versioned names.
func newSite(dir string) (*site, error) {
	var assets fs.FS = web.FS
	if dir != "" {
		assets = os.DirFS(dir)
	}
	wasm, err := fs.ReadFile(assets, "app.wasm")
	if err != nil {
		return nil, errors.New("app.wasm is missing from the web assets: run `make build`, which compiles the WebAssembly app before this binary")
	}
	engine, err := fs.ReadFile(assets, "engine.wasm")
	if err != nil {
		return nil, errors.New("engine.wasm is missing from the web assets: run `make build`, which compiles the engine's WebAssembly before this binary")
	}
	css, err := fs.ReadFile(assets, "sizewise.css")
	if err != nil {
		return nil, errors.New("sizewise.css is missing from the web assets")
	}
	wasmHash, engineHash, cssHash := shortHash(wasm), shortHash(engine), shortHash(css)
	cats := map[string]string{}
	catHash := ""
	for _, l := range catalog.Langs {
		b, err := catalog.Data(l)
		if err != nil {
			return nil, err
		}
		h := shortHash(b)
		cats[string(l)] = "/web/catalog." + string(l) + "." + h + ".json"
		catHash += h
	}
	return &site{
		catalogues: cats,
		assets:     assets,
		wasm:       "/web/app." + wasmHash + ".wasm",
		engine:     "/web/engine." + engineHash + ".wasm",
		css:        "/web/sizewise." + cssHash + ".css",
		version:    buildVersion(wasmHash + engineHash + cssHash + catHash),
	}, nil
}

func shortHash(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:4])
}

// buildVersion is the git revision this binary was built from (with -dirty
// when the tree had changes) plus a hash of the web assets, so a new
// deployment always gets a new service-worker cache.
func buildVersion(assetHash string) string {
	rev, dirty := "", false
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "-dirty"
	}
	switch {
	case rev == "" && assetHash == "":
		return "dev" // built outside a git checkout
	case rev == "":
		return assetHash
	case assetHash == "":
		return rev
	}
	return rev + "-" + assetHash
}

// build writes the complete static site into out; cacheDir keeps compressed
// copies between builds ("" for none). It stops with ctx's error soon after
// ctx is done (between files, pages and brotli blocks), so a signal during
// serve's start-up build is not ignored for the minute brotli takes.
func (s *site) build(ctx context.Context, out, baseURL, cacheDir string) error {
	ui.Version = s.version
	ui.Routes()
	if err := os.MkdirAll(filepath.Join(out, "web"), 0o755); err != nil {
		return err
	}
	// Assets: the stylesheet and app.wasm under versioned names, the rest as is.
	err := fs.WalkDir(s.assets, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(p, ".go") || strings.HasPrefix(path.Base(p), ".") {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		b, err := fs.ReadFile(s.assets, p)
		if err != nil {
			return err
		}
		name := "/web/" + p
		switch p {
		case "app.wasm":
			name = s.wasm
		case "engine.wasm":
			name = s.engine
		case "boot.js":
			b = bytes.Replace(b, []byte("/*catalogues*/{}"), []byte(cataloguesJSON(s.catalogues)), 1)
		case "engine-worker.js":
			b = bytes.ReplaceAll(b, []byte(`"/web/engine.wasm"`), []byte(strconv.Quote(s.engine)))
		case "sizewise.css":
			name = s.css
		}
		return writeFile(out, name, b)
	})
	if err != nil {
		return fmt.Errorf("copying web assets: %w", err)
	}
	// The catalogues of the languages other than English, which boot.js
	// fetches for the app (app.wasm carries only English).
	for _, l := range catalog.Langs {
		b, err := catalog.Data(l)
		if err != nil {
			return err
		}
		if err := writeFile(out, s.catalogues[string(l)], b); err != nil {
			return err
		}
	}
	// The documentation's Markdown, which the pages fetch (app.wasm does
	// not carry it): /web/docs/<name>.md and /web/docs/ru/<name>.md.
	for _, p := range docFiles() {
		b, err := fs.ReadFile(docs.FS, p)
		if err != nil {
			return err
		}
		if err := writeFile(out, ui.DocsAssets+p, b); err != nil {
			return err
		}
	}
	h := s.handler()
	pages := map[string]string{}
	for _, p := range ui.Paths() {
		switch p {
		case "/":
			pages[p] = "/index.html"
		default:
			pages[p] = p + ".html"
		}
	}
	for _, p := range []string{"/app.js", "/app-worker.js", "/wasm_exec.js", "/manifest.webmanifest", "/app.css"} {
		pages[p] = p
	}
	for _, p := range sortedKeys(pages) {
		if err := ctx.Err(); err != nil {
			return err
		}
		// A page's prerender computes its default answer (the cache
		// simulation's takes up to a second): not waited for once ctx is
		// done.
		body, err := cancellable(ctx, func() ([]byte, error) { return render(h, p) })
		if err != nil {
			return err
		}
		body = bytes.ReplaceAll(body, []byte("http://"+placeholderHost), []byte(strings.TrimSuffix(baseURL, "/")))
		body = bytes.ReplaceAll(body, []byte(goAppViewport), []byte(viewport))
		if err := writeFile(out, pages[p], body); err != nil {
			return err
		}
	}
	wasmSize, err := fs.Stat(s.assets, "app.wasm")
	if err != nil {
		return err
	}
	headers := netlifyHeaders(ui.Paths()) + fmt.Sprintf("%s\n  %s: %d\n", s.wasm, wasmLengthHeader, wasmSize.Size())
	if err := writeFile(out, "/_headers", []byte(headers)); err != nil {
		return err
	}
	if err := writeFile(out, "/_redirects", []byte(netlifyRedirects())); err != nil {
		return err
	}
	return compressTree(ctx, out, cacheDir)
}

// go-app's page head forbids zooming (maximum-scale=1, user-scalable=0); a
// reader on a phone must be able to zoom a table or a chart, so the built
// pages say only how wide the layout is.
const (
	goAppViewport = `content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=0, viewport-fit=cover"`
	viewport      = `content="width=device-width, initial-scale=1, viewport-fit=cover"`
)

// render asks the go-app handler for one path, as a browser would.
func render(h http.Handler, p string) ([]byte, error) {
	req := httptest.NewRequest(http.MethodGet, "http://"+placeholderHost+p, nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		return nil, fmt.Errorf("prerendering %s: status %d", p, rec.Code)
	}
	return rec.Body.Bytes(), nil
}

func writeFile(root, name string, b []byte) error {
	dst := filepath.Join(root, filepath.FromSlash(strings.TrimPrefix(name, "/")))
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	return os.WriteFile(dst, b, 0o644)
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// compressible lists the extensions that get .br and .gz copies.
var compressible = map[string]bool{".html": true, ".js": true, ".css": true, ".wasm": true, ".svg": true, ".webmanifest": true, ".json": true}

// compressTree writes name.br and name.gz beside every compressible file, so
// `sizewise serve` (and hosts with precompressed support) send fewer bytes.
// Brotli at its best quality takes about a minute for app.wasm, so the
// compressed copies are kept in cacheDir (when not "") by content hash and
// reused while the content is the same.
func compressTree(ctx context.Context, root, cacheDir string) error {
	return filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressible[filepath.Ext(p)] {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, enc := range []struct {
			ext      string
			compress func(context.Context, []byte) ([]byte, error)
		}{{".br", compressBrotli}, {".gz", compressGzip}} {
			out, err := compresscache.Get(cacheDir, b, fmt.Sprintf(".q%d", brotliQuality)+enc.ext, func(b []byte) ([]byte, error) { return enc.compress(ctx, b) })
			if err != nil {
				return err
			}
			if err := os.WriteFile(p+enc.ext, out, 0o644); err != nil {
				return err
			}
		}
		return nil
	})
}

func compressBrotli(ctx context.Context, b []byte) ([]byte, error) {
	return cancellable(ctx, func() ([]byte, error) {
		var buf bytes.Buffer
		w := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: brotliQuality, LGWin: 24})
		err := writeAll(ctx, w, b)
		return buf.Bytes(), err
	})
}

func compressGzip(ctx context.Context, b []byte) ([]byte, error) {
	return cancellable(ctx, func() ([]byte, error) {
		var buf bytes.Buffer
		w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		err := writeAll(ctx, w, b)
		return buf.Bytes(), err
	})
}

// cancellable runs compress and returns what it returns, or ctx's error as
// soon as ctx is done. Brotli at quality 11 compresses a 256 KiB block of
// input at a time, for up to a few seconds, inside one Write: the caller
// stops waiting at once, and compress, which writes only to memory, stops
// at its next block (or with the process).
func cancellable(ctx context.Context, compress func() ([]byte, error)) ([]byte, error) {
	type result struct {
		b   []byte
		err error
	}
	done := make(chan result, 1)
	go func() {
		b, err := compress()
		done <- result{b, err}
	}()
	select {
	case r := <-done:
		return r.b, r.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// brotliQuality is the best quality by default: it makes app.wasm about
// 13 % smaller than quality 9 (2.74 MB against 3.16 MB) for a build about a
// minute longer, once per app.wasm (see compressTree's cache). `sizewise
// build -brotli 5` trades size for a quick build while developing.
var brotliQuality = 11

// compressBlock is how much writeAll hands a compressor at a time, brotli's
// block at quality 11 (2^18 bytes), so a cancelled compression stops after
// the block at hand.
const compressBlock = 256 << 10

// writeAll writes b to w and closes it, in blocks, stopping with ctx's
// error once ctx is done.
func writeAll(ctx context.Context, w io.WriteCloser, b []byte) error {
	for len(b) > 0 {
		if err := ctx.Err(); err != nil {
			return err
		}
		n := min(len(b), compressBlock)
		if _, err := w.Write(b[:n]); err != nil {
			return err
		}
		b = b[n:]
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	return w.Close()
}
