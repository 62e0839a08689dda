//go:build !js

package main

import (
	"fmt"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/sizewise/sizewise/app/ui"
)

// ContentSecurityPolicy allows only the site itself, plus compiling its
// WebAssembly. Inline scripts and styles and other origins are refused.
// netlify.toml carries the same policy (a test checks it).
const ContentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
	"img-src 'self' data:; connect-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; " +
	"base-uri 'self'; form-action 'self'"

// NoFraming is a second policy sent with every page except the /embed/ ones,
// so only those can be framed by another site. Browsers enforce every policy
// they receive, so it narrows ContentSecurityPolicy without repeating it.
const NoFraming = "frame-ancestors 'none'"

// headerRule is a set of headers for paths matching a pattern (path.Match
// syntax), the same rules netlify.toml gives the static host.
type headerRule struct {
	pattern string
	headers map[string]string
}

// wasmLengthHeader carries the uncompressed size of app.wasm, which go-app's
// loader reads to show its progress when the body is compressed.
const wasmLengthHeader = "X-Wasm-Content-Length"

// pageHeaders are the headers of every page that must not be framed.
var pageHeaders = map[string]string{
	"Content-Security-Policy": NoFraming,
	"X-Frame-Options":         "DENY",
}

// netlifyHeaders is the _headers file of the static build: the framing rules
// of every non-embed page (the routes are known only at build time, so they
// are not in netlify.toml).
func netlifyHeaders(paths []string) string {
	var b strings.Builder
	b.WriteString("# Written by sizewise build: pages other than /embed/* must not be framed.\n")
	for _, p := range framedNever(paths) {
		fmt.Fprintf(&b, "%s\n  Content-Security-Policy: %s\n  X-Frame-Options: %s\n", p, NoFraming, pageHeaders["X-Frame-Options"])
	}
	return b.String()
}

// framedNever lists the pages that must not be framed: every route but the
// embed ones, also by their .html names.
func framedNever(paths []string) []string {
	var out []string
	for _, p := range paths {
		if strings.HasPrefix(p, ui.EmbedPrefix) {
			continue
		}
		out = append(out, p)
		if p == "/" {
			out = append(out, "/index.html")
		} else {
			out = append(out, p+".html")
		}
	}
	return out
}

var headerRules = []headerRule{
	{"/*", map[string]string{
		"Content-Security-Policy": ContentSecurityPolicy,
		"X-Content-Type-Options":  "nosniff",
		"Referrer-Policy":         "no-referrer",
	}},
	{"/app-worker.js", map[string]string{"Cache-Control": "no-cache"}},
	{"/web/app.*.wasm", map[string]string{"Content-Type": "application/wasm", "Cache-Control": "public, max-age=31536000, immutable"}},
	{"/web/sizewise.*.css", map[string]string{"Cache-Control": "public, max-age=31536000, immutable"}},
}

func init() {
	// go-app's loader streams app.wasm with instantiateStreaming, which fails
	// (silently, from the user's point of view) without this type.
	mime.AddExtensionType(".wasm", "application/wasm")
	mime.AddExtensionType(".webmanifest", "application/manifest+json")
}

// staticServer serves a built site: /route from route.html, precompressed
// .br/.gz copies when the browser accepts them, 404.html for anything else.
type staticServer struct{ root string }

func (s staticServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := path.Clean("/" + r.URL.Path)
	file, status := s.resolve(p)
	for _, rule := range headerRules {
		if ok, _ := path.Match(rule.pattern, p); ok || rule.pattern == "/*" {
			for k, v := range rule.headers {
				w.Header().Set(k, v)
			}
		}
	}
	if strings.HasSuffix(file, ".html") && !strings.HasPrefix(p, ui.EmbedPrefix) {
		for k, v := range pageHeaders {
			w.Header().Add(k, v)
		}
	}
	if w.Header().Get("Cache-Control") == "" {
		w.Header().Set("Cache-Control", "no-cache")
	}
	ctype := mime.TypeByExtension(filepath.Ext(file))
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	w.Header().Set("Content-Type", ctype)
	if strings.HasSuffix(file, ".wasm") {
		if st, err := os.Stat(file); err == nil {
			w.Header().Set(wasmLengthHeader, fmt.Sprint(st.Size()))
		}
	}
	w.Header().Add("Vary", "Accept-Encoding")
	accept := r.Header.Get("Accept-Encoding")
	for _, enc := range []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if !acceptsEncoding(accept, enc.name) {
			continue
		}
		if f, err := os.Open(file + enc.ext); err == nil {
			defer f.Close()
			if st, err := f.Stat(); err == nil {
				w.Header().Set("Content-Encoding", enc.name)
				s.send(w, r, status, f, st)
				return
			}
		}
	}
	f, err := os.Open(file)
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	s.send(w, r, status, f, st)
}

func (s staticServer) send(w http.ResponseWriter, r *http.Request, status int, f *os.File, st os.FileInfo) {
	if status == http.StatusOK {
		http.ServeContent(w, r, "", st.ModTime(), f)
		return
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = f.WriteTo(w)
	}
}

// resolve maps a clean URL path to a file of the site and the status to send.
func (s staticServer) resolve(p string) (string, int) {
	if p == "/" {
		return filepath.Join(s.root, "index.html"), http.StatusOK
	}
	name := filepath.Join(s.root, filepath.FromSlash(strings.TrimPrefix(p, "/")))
	if st, err := os.Stat(name); err == nil && !st.IsDir() {
		return name, http.StatusOK
	}
	if st, err := os.Stat(name + ".html"); err == nil && !st.IsDir() {
		return name + ".html", http.StatusOK
	}
	return filepath.Join(s.root, "404.html"), http.StatusNotFound
}

// acceptsEncoding reports whether an Accept-Encoding header allows enc (a
// q=0 entry refuses it).
func acceptsEncoding(header, enc string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), enc) {
			continue
		}
		params = strings.ReplaceAll(params, " ", "")
		return params != "q=0" && params != "q=0.0" && params != "q=0.00" && params != "q=0.000"
	}
	return false
}
