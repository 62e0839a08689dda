//go:build !js

package main

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// ContentSecurityPolicy allows only the site itself, plus compiling its
// WebAssembly. Inline scripts and styles, other origins and framing are
// refused. netlify.toml carries the same policy (a test checks it).
const ContentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
	"img-src 'self' data:; connect-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; " +
	"base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// headerRule is a set of headers for paths matching a pattern (path.Match
// syntax), the same rules netlify.toml gives the static host.
type headerRule struct {
	pattern string
	headers map[string]string
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
	if w.Header().Get("Cache-Control") == "" {
		w.Header().Set("Cache-Control", "no-cache")
	}
	ctype := mime.TypeByExtension(filepath.Ext(file))
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	w.Header().Set("Content-Type", ctype)
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
