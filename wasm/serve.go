//go:build !js

package main

import (
	"fmt"
	"mime"
	"net/http"
	"os"
	"path"
	"strconv"
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
	{"/web/catalog.*.json", map[string]string{"Cache-Control": "public, max-age=31536000, immutable"}},
}

func init() {
	// go-app's loader streams app.wasm with instantiateStreaming, which fails
	// (silently, from the user's point of view) without this type.
	mime.AddExtensionType(".wasm", "application/wasm")
	mime.AddExtensionType(".webmanifest", "application/manifest+json")
}

// staticServer serves a built site: /route from route.html, precompressed
// .br/.gz copies when the browser accepts them, 404.html for anything else
// (embed/404.html under /embed/, which a documentation page may frame).
//
// Only the site is served: files are opened through an os.Root, so no path
// and no symbolic link reaches outside the directory, and no name that
// starts with a dot (.env, .git/config) is served at all.
type staticServer struct {
	root *os.Root
	dir  string
}

// newStaticServer serves the site in dir.
func newStaticServer(dir string) (*staticServer, error) {
	r, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return &staticServer{root: r, dir: dir}, nil
}

func (s *staticServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
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
	ctype := mime.TypeByExtension(path.Ext(file))
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	w.Header().Set("Content-Type", ctype)
	if strings.HasSuffix(file, ".wasm") {
		if st, err := s.root.Stat(file); err == nil {
			w.Header().Set(wasmLengthHeader, fmt.Sprint(st.Size()))
		}
	}
	w.Header().Add("Vary", "Accept-Encoding")
	accept := r.Header.Get("Accept-Encoding")
	encs := []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}
	if encodingQuality(accept, "gzip") > encodingQuality(accept, "br") {
		encs[0], encs[1] = encs[1], encs[0] // the client prefers gzip
	}
	for _, enc := range encs {
		if !acceptsEncoding(accept, enc.name) {
			continue
		}
		if f, st, ok := s.open(file + enc.ext); ok {
			defer f.Close()
			w.Header().Set("Content-Encoding", enc.name)
			s.send(w, r, status, f, st)
			return
		}
	}
	f, st, ok := s.open(file)
	if !ok {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	s.send(w, r, status, f, st)
}

// open opens a regular file of the site.
func (s *staticServer) open(name string) (*os.File, os.FileInfo, bool) {
	f, err := s.root.Open(name)
	if err != nil {
		return nil, nil, false
	}
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		f.Close()
		return nil, nil, false
	}
	return f, st, true
}

func (s *staticServer) send(w http.ResponseWriter, r *http.Request, status int, f *os.File, st os.FileInfo) {
	if status == http.StatusOK {
		http.ServeContent(w, r, "", st.ModTime(), f)
		return
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = f.WriteTo(w)
	}
}

// notFoundPages are the pages sent with status 404 for a path that names
// no file, by the prefix of the path (the first that matches): under
// /embed/ the embed's own page, which a documentation site may frame and
// which leads nowhere else in the site (headers as for any /embed/ page);
// elsewhere the site's. A static host is told the same by dist/_redirects
// and netlify.toml (netlifyRedirects; a test keeps netlify.toml equal).
var notFoundPages = []struct{ prefix, page string }{
	{ui.EmbedPrefix, ui.EmbedNotFoundPath + ".html"},
	{"/", ui.NotFoundPath + ".html"},
}

// notFoundPage is the 404 page for the clean path p, as a name in the site.
func notFoundPage(p string) string {
	for _, nf := range notFoundPages {
		if strings.HasPrefix(p, nf.prefix) {
			return strings.TrimPrefix(nf.page, "/")
		}
	}
	return strings.TrimPrefix(ui.NotFoundPath+".html", "/")
}

// netlifyRedirects is the _redirects file of the static build: the 404
// pages other than the site's own (which every host finds as /404.html).
// Netlify applies a rule that is not forced only when no file answers the
// path (/route from route.html included), so the rule sends embed/404.html,
// with status 404, only for /embed/ paths that name nothing.
func netlifyRedirects() string {
	var b strings.Builder
	b.WriteString("# Written by sizewise build: unknown /embed/ paths get the embed's own 404 page.\n")
	for _, nf := range notFoundPages {
		if nf.prefix != "/" {
			fmt.Fprintf(&b, "%s*  %s  404\n", nf.prefix, nf.page)
		}
	}
	return b.String()
}

// resolve maps a clean URL path to a file of the site (a name relative to
// its root) and the status to send.
func (s *staticServer) resolve(p string) (string, int) {
	notFound := notFoundPage(p)
	if p == "/" {
		return "index.html", http.StatusOK
	}
	name := strings.TrimPrefix(p, "/")
	for _, part := range strings.Split(name, "/") {
		if strings.HasPrefix(part, ".") {
			return notFound, http.StatusNotFound
		}
	}
	if st, err := s.root.Stat(name); err == nil && st.Mode().IsRegular() {
		return name, http.StatusOK
	}
	if st, err := s.root.Stat(name + ".html"); err == nil && st.Mode().IsRegular() {
		return name + ".html", http.StatusOK
	}
	return notFound, http.StatusNotFound
}

// acceptsEncoding reports whether an Accept-Encoding header allows enc: it
// is listed (or "*" is) with a quality above 0 (RFC 9110 §12.5.3; "br;q=0"
// refuses it, as does "*;q=0" when br is not listed).
func acceptsEncoding(header, enc string) bool { return encodingQuality(header, enc) > 0 }

// encodingQuality is the quality an Accept-Encoding header gives enc: its
// q (1 when not given), else that of "*", else 0.
func encodingQuality(header, enc string) float64 {
	q, star := -1.0, -1.0
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		quality := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				x, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil || x < 0 || x > 1 {
					x = 0
				}
				quality = x
			}
		}
		switch name {
		case enc:
			q = quality
		case "*":
			star = quality
		}
	}
	if q < 0 {
		q = star
	}
	return max(q, 0)
}
