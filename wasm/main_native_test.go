//go:build !js

package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/app/ui"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/msg/catalog"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/web"
)

func runCLI(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestEvalContractExample(t *testing.T) {
	// docs/contract.md §2–3: 10,000 write IOPS × 4 KB → 560 Mbps (shared/reference/000).
	code, out, errOut := runCLI(t, `{"calculator": "stretched-bandwidth", "inputs": {"write_iops": 10000, "write_size_kb": 4}}`, "eval")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, `"intersite_mbps": 560,`)
	var res struct {
		Calculator string             `json:"calculator"`
		Inputs     map[string]any     `json:"inputs"`
		Results    map[string]float64 `json:"results"`
		Steps      []map[string]any   `json:"steps"`
		Warnings   []string           `json:"warnings"`
		Sources    []string           `json:"sources"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &res))
	assert.Equal(t, "stretched-bandwidth", res.Calculator)
	assert.Equal(t, 320.0, res.Results["write_bandwidth_mbps"])
	assert.Equal(t, 1.4, res.Inputs["data_multiplier"], "defaults are filled")
	assert.Equal(t, 1.25, res.Inputs["resync_multiplier"], "defaults are filled")
	assert.NotEmpty(t, res.Steps)
	assert.NotEmpty(t, res.Sources)
	assert.NotNil(t, res.Warnings)
}

func TestEvalErrors(t *testing.T) {
	tests := []struct {
		name, doc string
		field     string
		message   string
	}{
		{"negative", `{"calculator":"stretched-bandwidth","inputs":{"write_iops":-1}}`, "inputs.write_iops", "must be 0 or more"},
		{"typo", `{"calculator":"stretched-bandwidth","inputs":{"write_iop":1}}`, "inputs.write_iop", `unknown field "write_iop"; did you mean "write_iops"?`},
		{"calculator typo", `{"calculator":"stretched-bandwith"}`, "calculator", `unknown calculator "stretched-bandwith"; did you mean "stretched-bandwidth"?`},
		{"top-level typo", `{"calculator":"stretched-bandwidth","input":{}}`, "input", `unknown field "input"; did you mean "inputs"?`},
		{"plan path", `{"plan":"p","scenarios":[{"calculator":"stretched-bandwidth"},{"calculator":"stretched-bandwidth","inputs":{"components":-3}}]}`, "scenarios[1].inputs.components", "must be 0 or more"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, _ := runCLI(t, tt.doc, "eval")
			assert.Equal(t, 2, code)
			var doc struct {
				Errors []struct{ Field, Message string } `json:"errors"`
			}
			require.NoError(t, json.Unmarshal([]byte(out), &doc), out)
			found := false
			for _, e := range doc.Errors {
				if e.Field == tt.field {
					found = true
					assert.Equal(t, tt.message, e.Message)
				}
			}
			assert.True(t, found, "no error at %s in %s", tt.field, out)
		})
	}
}

func TestEvalReportsEveryProblem(t *testing.T) {
	code, out, _ := runCLI(t, `{"calculator":"stretched-bandwidth","inputs":{"write_iops":-1,"write_size_kb":"x","hosts_per_site":0}}`, "eval")
	assert.Equal(t, 2, code)
	for _, f := range []string{"inputs.write_iops", "inputs.write_size_kb", "inputs.hosts_per_site"} {
		assert.Contains(t, out, `"field": "`+f+`"`)
	}
}

func TestEvalPlan(t *testing.T) {
	code, out, errOut := runCLI(t, `{"plan":"ACME","scenarios":[{"calculator":"stretched-bandwidth","inputs":{"write_iops":10000}},{"calculator":"stretched-bandwidth","inputs":{"write_iops":20000}}]}`, "eval")
	require.Equal(t, 0, code, errOut)
	var pr struct {
		Plan    string `json:"plan"`
		Results []struct {
			Results map[string]float64 `json:"results"`
		} `json:"results"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &pr))
	assert.Equal(t, "ACME", pr.Plan)
	require.Len(t, pr.Results, 2)
	assert.Equal(t, 560.0, pr.Results[0].Results["intersite_mbps"])
	assert.Equal(t, 1120.0, pr.Results[1].Results["intersite_mbps"])
}

func TestEvalFileAndBadInput(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "s.json")
	require.NoError(t, os.WriteFile(p, []byte(`{"calculator":"stretched-bandwidth"}`), 0o644))
	code, out, _ := runCLI(t, "", "eval", p)
	assert.Equal(t, 0, code)
	assert.Contains(t, out, `"intersite_mbps": 560`)

	code, out, errOut := runCLI(t, "", "eval", filepath.Join(dir, "missing.json"))
	assert.Equal(t, 2, code)
	assert.Empty(t, out)
	assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line: %q", errOut)
	assert.Equal(t, "sizewise eval: cannot read "+filepath.Join(dir, "missing.json")+": no such file or directory\n", errOut)
	_, _, errOut = runCLI(t, "", "eval", "--lang", "ru", filepath.Join(dir, "missing.json"))
	assert.Equal(t, "sizewise eval: не удалось прочитать "+filepath.Join(dir, "missing.json")+": нет такого файла или каталога\n", errOut)
	code, _, errOut = runCLI(t, "", "eval", "--lang", "ru", dir)
	assert.Equal(t, 2, code)
	assert.Equal(t, "sizewise eval: не удалось прочитать "+dir+": это каталог\n", errOut)

	code, out, _ = runCLI(t, `{"calculator":`, "eval", "-")
	assert.Equal(t, 2, code)
	assert.Contains(t, out, "the document ends early at line 1, column 15 (byte 14)")

	code, _, errOut = runCLI(t, "", "eval", "--bogus")
	assert.Equal(t, 2, code)
	assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line: %q", errOut)

	code, _, errOut = runCLI(t, "", "frobnicate")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `unknown command "frobnicate"`)
}

func FuzzEval(f *testing.F) {
	f.Add(`{"calculator":"stretched-bandwidth","inputs":{"write_iops":10000}}`)
	f.Add(`{"plan":"x","scenarios":[{"calculator":"sioc"}]}`)
	f.Add(`{"calculator":"sioc","inputs":{"vms":[{"name":"a","host":"h","shares":"high"}]}}`)
	f.Add(`[1,2]`)
	for _, x := range []string{"1e-400", "-0", "5e-324", "1e-300", "1e300", "-1e300", "9007199254740993"} {
		f.Add(`{"calculator":"sioc","inputs":{"datastore_iops":1e9,"vms":[{"name":"a","host":"h","shares":` + x + `}]}}`)
		f.Add(`{"calculator":"vsa","inputs":{"frontend_iops":` + x + `,"read_pct":100}}`)
		f.Add(`{"calculator":"vsan-capacity","inputs":{"vm_data_gb":` + x + `,"hosts":` + x + `}}`)
	}
	f.Fuzz(func(t *testing.T, doc string) {
		var out, errb bytes.Buffer
		code := run([]string{"eval"}, strings.NewReader(doc), &out, &errb)
		switch code {
		case 0:
			if !json.Valid(out.Bytes()) {
				t.Fatalf("invalid JSON out for %q", doc)
			}
		case 2:
			var ed struct {
				Errors []struct{ Field, Message string } `json:"errors"`
			}
			if err := json.Unmarshal(out.Bytes(), &ed); err != nil || len(ed.Errors) == 0 {
				t.Fatalf("exit 2 without an error document for %q: %s", doc, out.String())
			}
			for _, e := range ed.Errors {
				if e.Message == "" {
					t.Fatalf("empty message for %q", doc)
				}
			}
		default:
			t.Fatalf("exit %d for %q", code, doc)
		}
	})
}

// buildSite builds the static site from web/ into a temporary directory; it
// needs web/app.wasm (make wasm).
func buildSite(t *testing.T) string {
	t.Helper()
	if _, err := os.Stat("../web/app.wasm"); err != nil {
		t.Fatal("web/app.wasm is not built: run `make wasm` (make test-unit does)")
	}
	s, err := newSite("../web")
	require.NoError(t, err)
	dir := t.TempDir()
	// What is tested is what the build writes, not how small brotli gets
	// it: quality 1 takes a second where 11 takes a minute.
	defer func(q int) { brotliQuality = q }(brotliQuality)
	brotliQuality = 1
	require.NoError(t, s.build(context.Background(), dir, "", filepath.Join(os.TempDir(), "sizewise-test-compress-cache")))
	return dir
}

func TestBuildSite(t *testing.T) {
	dir := buildSite(t)
	for _, p := range ui.Paths() {
		name := strings.TrimPrefix(p, "/") + ".html"
		if p == "/" {
			name = "index.html"
		}
		b, err := os.ReadFile(filepath.Join(dir, name))
		require.NoError(t, err, "every route is prerendered")
		html := string(b)
		// no link to the machine it was built on (the reference page
		// names serve's default address as text)
		assert.NotContains(t, html, "//127.0.0.1", name)
		assert.NotContains(t, html, "sizewise.invalid", name)
		assert.NotRegexp(t, `(src|href)="(https?:)?//`, html, "%s loads nothing from other sites", name)
		assert.FileExists(t, filepath.Join(dir, name+".br"))
		assert.FileExists(t, filepath.Join(dir, name+".gz"))
	}
	// The default result is in the HTML before any WebAssembly runs.
	b, _ := os.ReadFile(filepath.Join(dir, "stretched-bandwidth.html"))
	assert.Regexp(t, `id="out-intersite_mbps"[^>]*>\s*<span[^>]*>Inter-site bandwidth</span>\s*<span[^>]*>560</span>`, string(b))

	worker, err := os.ReadFile(filepath.Join(dir, "app-worker.js"))
	require.NoError(t, err)
	for _, p := range ui.Paths() {
		assert.Contains(t, string(worker), `"`+p+`"`, "the worker precaches %s", p)
	}
	assert.Contains(t, string(worker), "ignoreSearch: true", "share links match their page offline")
	assert.NotContains(t, string(worker), "raw.githubusercontent.com")

	manifest, err := os.ReadFile(filepath.Join(dir, "manifest.webmanifest"))
	require.NoError(t, err)
	assert.NotContains(t, string(manifest), "http", "icons are local")

	// The Russian catalogue: a versioned file boot.js knows, precached for
	// offline use, and not in app.wasm.
	cats, _ := filepath.Glob(filepath.Join(dir, "web", "catalog.ru.*.json"))
	require.Len(t, cats, 1, "one versioned Russian catalogue")
	catPath := "/web/" + filepath.Base(cats[0])
	catData, err := os.ReadFile(cats[0])
	require.NoError(t, err)
	embedded, err := catalog.Data(msg.RU)
	require.NoError(t, err)
	assert.Equal(t, embedded, catData, "the catalogue written is the one the CLI embeds")
	assert.FileExists(t, cats[0]+".br")
	assert.Contains(t, string(worker), `"`+catPath+`"`, "the worker precaches the catalogue")
	boot, err := os.ReadFile(filepath.Join(dir, "web", "boot.js"))
	require.NoError(t, err)
	assert.Contains(t, string(boot), `var catalogues = {"ru":"`+catPath+`"};`, "boot.js fetches the versioned catalogue")

	wasms, _ := filepath.Glob(filepath.Join(dir, "web", "app.*.wasm"))
	require.Len(t, wasms, 1, "one versioned app.wasm")
	appWasm, err := os.ReadFile(wasms[0])
	require.NoError(t, err)
	for _, ru := range []string{"Межплощадочный", "Исходные данные", "хостов"} {
		assert.NotContains(t, string(appWasm), ru, "app.wasm carries no Russian: it fetches the catalogue")
	}
	assert.FileExists(t, wasms[0]+".br")
	assert.FileExists(t, filepath.Join(dir, "404.html"))

	appJS, _ := os.ReadFile(filepath.Join(dir, "app.js"))
	assert.Contains(t, string(appJS), strings.TrimPrefix(wasms[0], dir), "app.js loads the versioned wasm")
	assert.Regexp(t, regexp.MustCompile(`"GOAPP_VERSION":"[0-9a-f]`), string(appJS), "Handler.Version is set")
}

func TestServe(t *testing.T) {
	dir := buildSite(t)
	site, err := newStaticServer(dir)
	require.NoError(t, err)
	srv := httptest.NewServer(site)
	defer srv.Close()
	wasms, _ := filepath.Glob(filepath.Join(dir, "web", "app.*.wasm"))
	require.Len(t, wasms, 1)
	wasmPath := "/web/" + filepath.Base(wasms[0])

	get := func(path, enc string) *http.Response {
		req, _ := http.NewRequest(http.MethodGet, srv.URL+path, nil)
		req.Header.Set("Accept-Encoding", enc)
		res, err := http.DefaultTransport.RoundTrip(req)
		require.NoError(t, err)
		res.Body.Close()
		return res
	}
	tests := []struct {
		name, path, enc string
		status          int
		ctype, cenc     string
	}{
		{"route to html", "/stretched-bandwidth", "", 200, "text/html; charset=utf-8", ""},
		{"route with query", "/stretched-bandwidth?write_iops=5", "", 200, "text/html; charset=utf-8", ""},
		{"home", "/", "gzip", 200, "text/html; charset=utf-8", "gzip"},
		{"wasm brotli", wasmPath, "gzip, deflate, br", 200, "application/wasm", "br"},
		{"wasm gzip", wasmPath, "gzip", 200, "application/wasm", "gzip"},
		{"wasm plain", wasmPath, "identity", 200, "application/wasm", ""},
		{"br refused", wasmPath, "br;q=0, gzip", 200, "application/wasm", "gzip"},
		{"gzip preferred", wasmPath, "gzip;q=1, br;q=0.5", 200, "application/wasm", "gzip"},
		{"br preferred", wasmPath, "gzip;q=0.5, br", 200, "application/wasm", "br"},
		{"equal: br", wasmPath, "gzip;q=0.8, br;q=0.8", 200, "application/wasm", "br"},
		{"unknown", "/nope", "", 404, "text/html; charset=utf-8", ""},
		{"traversal", "/../../etc/passwd", "", 404, "text/html; charset=utf-8", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := get(tt.path, tt.enc)
			assert.Equal(t, tt.status, res.StatusCode)
			assert.Equal(t, tt.ctype, res.Header.Get("Content-Type"))
			assert.Equal(t, tt.cenc, res.Header.Get("Content-Encoding"))
			assert.Equal(t, ContentSecurityPolicy, res.Header.Get("Content-Security-Policy"))
		})
	}
	assert.Equal(t, "no-cache", get("/app-worker.js", "").Header.Get("Cache-Control"))
	// Only /embed/ pages may be framed by other sites.
	full := get("/stretched-bandwidth", "")
	assert.Equal(t, "DENY", full.Header.Get("X-Frame-Options"))
	assert.Contains(t, full.Header.Values("Content-Security-Policy"), NoFraming)
	embed := get("/embed/stretched-bandwidth", "")
	assert.Equal(t, 200, embed.StatusCode)
	assert.Empty(t, embed.Header.Get("X-Frame-Options"))
	assert.NotContains(t, embed.Header.Values("Content-Security-Policy"), NoFraming)
	headers, err := os.ReadFile(filepath.Join(dir, "_headers"))
	require.NoError(t, err)
	assert.Contains(t, string(headers), "/stretched-bandwidth\n  Content-Security-Policy: frame-ancestors 'none'")
	redirects, err := os.ReadFile(filepath.Join(dir, "_redirects"))
	require.NoError(t, err)
	assert.Equal(t, netlifyRedirects(), string(redirects))
	assert.Contains(t, string(redirects), "\n/embed/*  /embed/404.html  404\n", "an unknown /embed/ path gets the embed's 404 on Netlify")
	assert.FileExists(t, filepath.Join(dir, "embed", "404.html"))
	assert.NotContains(t, string(headers), "\n/embed/", "embed pages may be framed")
	assert.Contains(t, get(wasmPath, "").Header.Get("Cache-Control"), "immutable")
	st, _ := os.Stat(wasms[0])
	assert.Equal(t, fmt.Sprint(st.Size()), get(wasmPath, "br").Header.Get(wasmLengthHeader), "the loader's progress needs the raw size")
}

// netlify.toml must give the static host the same headers as `serve`.
func TestNetlifyHeadersMatchServe(t *testing.T) {
	b, err := os.ReadFile("../netlify.toml")
	require.NoError(t, err)
	toml := string(b)
	assert.Contains(t, toml, `publish = "dist"`)
	for _, rule := range headerRules {
		i := strings.Index(toml, `for = "`+rule.pattern+`"`)
		require.GreaterOrEqual(t, i, 0, "netlify.toml has no rule for %s", rule.pattern)
		block := toml[i:]
		if j := strings.Index(block[1:], "[[headers]]"); j >= 0 {
			block = block[:j+1]
		}
		for k, v := range rule.headers {
			assert.Contains(t, block, k+` = "`+v+`"`, "netlify.toml %s: %s", rule.pattern, k)
		}
	}
	// Every 404 page serve sends under a prefix, netlify.toml routes there
	// too, with status 404 and not forced (an existing page wins).
	for _, nf := range notFoundPages {
		if nf.prefix == "/" {
			continue // Netlify sends /404.html by itself
		}
		i := strings.Index(toml, `from = "`+nf.prefix+`*"`)
		require.GreaterOrEqual(t, i, 0, "netlify.toml has no redirect for %s*", nf.prefix)
		block := toml[i:]
		if j := strings.Index(block, "[["); j >= 0 {
			block = block[:j]
		}
		assert.Contains(t, block, `to = "`+nf.page+`"`)
		assert.Contains(t, block, "status = 404")
		assert.NotContains(t, block, "force")
		assert.Contains(t, netlifyRedirects(), nf.prefix+"*  "+nf.page+"  404\n")
	}
}

func TestAcceptsEncoding(t *testing.T) {
	assert.True(t, acceptsEncoding("gzip, br", "br"))
	assert.True(t, acceptsEncoding("br;q=0.5", "br"))
	assert.False(t, acceptsEncoding("br;q=0", "br"))
	assert.False(t, acceptsEncoding("gzip", "br"))
	assert.False(t, acceptsEncoding("", "gzip"))
	// q-values as RFC 9110 writes them: spaces, decimals, the wildcard.
	assert.False(t, acceptsEncoding("br; q=0.000, gzip", "br"))
	assert.False(t, acceptsEncoding("br;Q=0", "br"))
	assert.True(t, acceptsEncoding("*", "br"))
	assert.False(t, acceptsEncoding("*;q=0", "br"))
	assert.True(t, acceptsEncoding("*;q=0, br;q=0.1", "br"))
	assert.False(t, acceptsEncoding("br;q=x", "br"))
}

// The server serves the site and nothing else: no dot-file, no symbolic
// link out of the directory; an unknown /embed/ path gets the embed's own
// 404 page, which a documentation page may frame.
func TestServeOnlyTheSite(t *testing.T) {
	dir := buildSite(t)
	secret := filepath.Join(t.TempDir(), "secret.txt")
	require.NoError(t, os.WriteFile(secret, []byte("password"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, ".env"), []byte("TOKEN=1"), 0o644))
	require.NoError(t, os.MkdirAll(filepath.Join(dir, ".git"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, ".git", "config"), []byte("[core]"), 0o644))
	require.NoError(t, os.Symlink(secret, filepath.Join(dir, "leak.txt")))
	require.NoError(t, os.Symlink(filepath.Dir(secret), filepath.Join(dir, "outside")))
	site, err := newStaticServer(dir)
	require.NoError(t, err)
	srv := httptest.NewServer(site)
	defer srv.Close()
	for _, p := range []string{"/.env", "/.git/config", "/leak.txt", "/outside/secret.txt", "/web/.hidden", "/%2e%65nv"} {
		res, err := http.Get(srv.URL + p)
		require.NoError(t, err)
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		assert.Equal(t, http.StatusNotFound, res.StatusCode, p)
		assert.NotContains(t, string(body), "password", p)
		assert.NotContains(t, string(body), "TOKEN", p)
	}
	res, err := http.Get(srv.URL + "/embed/nonexistent")
	require.NoError(t, err)
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	assert.Equal(t, http.StatusNotFound, res.StatusCode)
	assert.Empty(t, res.Header.Get("X-Frame-Options"), "an embed's 404 may be framed")
	assert.NotContains(t, res.Header.Values("Content-Security-Policy"), NoFraming)
	assert.Contains(t, string(body), "sw-embed", "the embed's own 404 page, not the site's")
	assert.NotContains(t, string(body), `href="/plans"`, "no way into the site's plans from a frame")
}

// eval --lang ru gives the same numbers with every text in Russian
// (docs/contract.md §1); a wrong language is one line and exit 2.
func TestEvalLang(t *testing.T) {
	doc := `{"calculator":"stretched-bandwidth","inputs":{"write_iops":10000,"write_size_kb":4,"link_mbps":500}}`
	code, en, _ := runCLI(t, doc, "eval")
	require.Equal(t, 0, code)
	code, ru, _ := runCLI(t, doc, "eval", "--lang", "ru")
	require.Equal(t, 0, code)
	var a, b scenario.Result
	require.NoError(t, json.Unmarshal([]byte(en), &a))
	require.NoError(t, json.Unmarshal([]byte(ru), &b))
	assert.Equal(t, mustJSONOf(t, a.Results), mustJSONOf(t, b.Results), "the numbers are the same in both languages")
	assert.Contains(t, ru, "Поток записи Wb (чтение остаётся локальным)")
	assert.Contains(t, ru, "10\u00a0000 IOPS × 4 КБ = 40 МБ/с × 8")
	assert.Contains(t, ru, "Канал между площадками 500 Мбит/с меньше требуемых 560 Мбит/с")
	assert.Contains(t, en, `"intersite_mbps": 560`)

	code, out, _ := runCLI(t, `{"calculator":"stretched-bandwidth","inputs":{"write_iops":-1}}`, "eval", "--lang", "ru")
	assert.Equal(t, 2, code)
	assert.Contains(t, out, `"message": "должно быть не меньше 0"`)
	assert.Contains(t, out, `"code": "value.gte"`)

	code, _, errOut := runCLI(t, doc, "eval", "--lang", "de")
	assert.Equal(t, 2, code)
	assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line: %q", errOut)

	code, list, _ := runCLI(t, "", "calculators", "--lang", "ru")
	assert.Equal(t, 0, code)
	assert.Contains(t, list, "IOPS записи")
}

func mustJSONOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}

// A port in use is said at once (before any build), in one line.
func TestServeBusyPort(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	code, out, errOut := runCLI(t, "", "serve", "-addr", ln.Addr().String())
	assert.Equal(t, 2, code)
	assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line: %q", errOut)
	assert.Contains(t, errOut, "cannot listen on "+ln.Addr().String())
	assert.NotContains(t, out+errOut, "building the site", "no build before the address is checked")
}

// serve without dist/ builds into a temporary directory and removes it when
// stopped by SIGTERM (a service manager's stop) or SIGHUP (its terminal
// closed), as by Ctrl+C.
func TestServeRemovesItsTemporarySiteOnSIGTERM(t *testing.T) {
	if os.Getenv("SIZEWISE_SERVE_CHILD") == "1" {
		brotliQuality = 1 // what is built does not matter here, only that it goes
		os.Exit(run([]string{"serve", "-addr", "127.0.0.1:0"}, os.Stdin, os.Stdout, os.Stderr))
	}
	if testing.Short() {
		t.Skip("builds the site")
	}
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			tmp := t.TempDir()
			cmd := exec.Command(os.Args[0], "-test.run", "^TestServeRemovesItsTemporarySiteOnSIGTERM$")
			cmd.Dir = tmp // no dist/ here
			cmd.Env = append(os.Environ(), "SIZEWISE_SERVE_CHILD=1")
			out, err := cmd.StdoutPipe()
			require.NoError(t, err)
			require.NoError(t, cmd.Start())
			sc := bufio.NewScanner(out)
			served, site := false, ""
			for sc.Scan() {
				line := sc.Text()
				if _, rest, ok := strings.Cut(line, "building the site into "); ok {
					site, _, _ = strings.Cut(rest, " ")
				}
				if strings.HasPrefix(line, "Sizewise is served on") {
					served = true
					break
				}
			}
			require.True(t, served, "serve did not start")
			require.NotEmpty(t, site, "serve did not say where it builds")
			_, err = os.Stat(site)
			require.NoError(t, err, "the temporary site")
			require.NoError(t, cmd.Process.Signal(sig))
			require.NoError(t, cmd.Wait())
			_, err = os.Stat(site)
			assert.True(t, os.IsNotExist(err), "the temporary site %s is left behind", site)
		})
	}
}

// serve and build take flags only: a stray argument is refused, not
// ignored.
func TestServeAndBuildRefuseArguments(t *testing.T) {
	for _, args := range [][]string{{"serve", "-dir", t.TempDir(), "extra"}, {"build", "-o", t.TempDir(), "junk"}} {
		code, out, errOut := runCLI(t, "", args...)
		assert.Equal(t, 2, code, "%v", args)
		assert.Empty(t, out)
		assert.Equal(t, "sizewise "+args[0]+": unexpected argument \""+args[3]+"\" (it takes flags only; see sizewise "+args[0]+" -h)\n", errOut)
	}
}

// evalAllocated runs eval with args and returns its exit code, output and
// the bytes it allocated.
func evalAllocated(t *testing.T, args ...string) (int, string, uint64) {
	t.Helper()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	code, out, errOut := runCLI(t, "", append([]string{"eval"}, args...)...)
	runtime.ReadMemStats(&after)
	assert.Empty(t, errOut)
	return code, out, after.TotalAlloc - before.TotalAlloc
}

// A file larger than the document limit is refused with the same error as
// stdin gets, exit 2, in bounded memory: eval read the whole file before
// checking (1 GB file: 1.06 GB; /dev/zero: 2 GB in 4 s, then out of memory).
func TestEvalOversizeFile(t *testing.T) {
	const want = `"message": "the document is larger than 16 MiB"`
	sparse := filepath.Join(t.TempDir(), "big.json")
	f, err := os.Create(sparse)
	require.NoError(t, err)
	require.NoError(t, f.Truncate(1<<30)) // 1 GiB, no blocks on disk
	require.NoError(t, f.Close())
	code, out, alloc := evalAllocated(t, sparse)
	assert.Equal(t, 2, code)
	assert.Contains(t, out, want)
	assert.Less(t, alloc, uint64(1<<20), "a regular file too large is refused unread")

	if _, err := os.Stat("/dev/zero"); err == nil {
		code, out, alloc = evalAllocated(t, "/dev/zero")
		assert.Equal(t, 2, code)
		assert.Contains(t, out, want)
		assert.Less(t, alloc, uint64(96<<20), "/dev/zero is read only as far as the limit")
	}

	// At the limit, a byte order mark does not count.
	doc := `{"calculator":"stretched-bandwidth"}`
	exact := filepath.Join(t.TempDir(), "exact.json")
	require.NoError(t, os.WriteFile(exact, []byte("\xef\xbb\xbf"+doc+strings.Repeat(" ", calc.MaxDocument-len(doc))), 0o644))
	code, out, _ = evalAllocated(t, exact)
	assert.Equal(t, 0, code, out)
	require.NoError(t, os.WriteFile(exact, []byte(doc+strings.Repeat(" ", calc.MaxDocument-len(doc)+1)), 0o644))
	code, out, _ = evalAllocated(t, exact)
	assert.Equal(t, 2, code)
	assert.Contains(t, out, want)
}

// syncBuffer is a bytes.Buffer safe for a writer and a reader at once.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// startServe runs serve on a free port over a one-page site with timeouts
// t until the test ends, and returns its address.
func startServe(t *testing.T, timeouts serveTimeouts) string {
	t.Helper()
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html><title>x</title>"), 0o644))
	ctx, cancel := context.WithCancel(context.Background())
	var out, errOut syncBuffer
	done := make(chan int, 1)
	go func() { done <- serveWith(ctx, []string{"-addr", "127.0.0.1:0", "-dir", dir}, &out, &errOut, timeouts) }()
	t.Cleanup(func() {
		cancel()
		assert.Equal(t, 0, <-done, errOut.String())
	})
	addr := regexp.MustCompile(`served on http://(\S+)`)
	for {
		if m := addr.FindStringSubmatch(out.String()); m != nil {
			return m[1]
		}
		select {
		case code := <-done:
			done <- code // for the cleanup
			t.Fatalf("serve ended (%d) before it said where it serves: %s %s", code, out.String(), errOut.String())
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// closedWithin reports how long the server took to close conn (reading
// until EOF), or fails when it holds it beyond limit.
func closedWithin(t *testing.T, conn net.Conn, limit time.Duration) time.Duration {
	t.Helper()
	start := time.Now()
	require.NoError(t, conn.SetReadDeadline(start.Add(limit)))
	_, err := io.Copy(io.Discard, conn)
	d := time.Since(start)
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		t.Fatalf("the connection was still open after %v", limit)
	}
	return d
}

// serve's own timeouts close a connection that sends nothing within
// ReadHeader (5 s): an idle or slow client held one for 70 s.
func TestServeClosesSilentConnection(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for the 5 s header timeout")
	}
	assert.Equal(t, serveTimeouts{ReadHeader: 5 * time.Second, Read: 10 * time.Second, Write: 2 * time.Minute, Idle: 30 * time.Second}, defaultServeTimeouts)
	srv := newHTTPServer(http.NotFoundHandler(), defaultServeTimeouts)
	assert.Equal(t, defaultServeTimeouts.ReadHeader, srv.ReadHeaderTimeout)
	assert.Equal(t, defaultServeTimeouts.Idle, srv.IdleTimeout)
	assert.Equal(t, 64<<10, srv.MaxHeaderBytes)
	addr := startServe(t, defaultServeTimeouts)
	conn, err := net.Dial("tcp", addr)
	require.NoError(t, err)
	defer conn.Close()
	// (the limits leave a loaded machine 10 s of slack: the defect they
	// guard against held a connection for 70 s)
	d := closedWithin(t, conn, defaultServeTimeouts.ReadHeader+10*time.Second)
	assert.GreaterOrEqual(t, d, defaultServeTimeouts.ReadHeader-500*time.Millisecond, "closed before the timeout")
}

// With short timeouts, each is seen at work: a connection that sends
// nothing, one that sends half a request line and stops, and one idle
// after a request are all closed within their timeout.
func TestServeTimeouts(t *testing.T) {
	short := serveTimeouts{ReadHeader: 300 * time.Millisecond, Read: time.Second, Write: time.Second, Idle: 500 * time.Millisecond}
	addr := startServe(t, short)
	dial := func() net.Conn {
		conn, err := net.Dial("tcp", addr)
		require.NoError(t, err)
		t.Cleanup(func() { conn.Close() })
		return conn
	}
	t.Run("silent", func(t *testing.T) {
		closedWithin(t, dial(), short.ReadHeader+10*time.Second)
	})
	t.Run("slow headers", func(t *testing.T) {
		conn := dial()
		_, err := conn.Write([]byte("GET / HTTP/1.1\r\nHost: x\r\n"))
		require.NoError(t, err)
		closedWithin(t, conn, short.ReadHeader+10*time.Second)
	})
	t.Run("idle after a request", func(t *testing.T) {
		conn := dial()
		_, err := conn.Write([]byte("GET / HTTP/1.1\r\nHost: x\r\n\r\n"))
		require.NoError(t, err)
		res, err := http.ReadResponse(bufio.NewReader(conn), nil)
		require.NoError(t, err)
		assert.Equal(t, 200, res.StatusCode)
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		d := closedWithin(t, conn, short.Idle+10*time.Second)
		assert.GreaterOrEqual(t, d, short.Idle-200*time.Millisecond, "closed before the idle timeout")
	})
}

// SIGTERM during serve's start-up build stops it at once (it was ignored
// until brotli finished, about 90 s) and removes the temporary site; the
// compression cache keeps no partial copy.
func TestServeStopsDuringItsBuild(t *testing.T) {
	if os.Getenv("SIZEWISE_SERVE_CHILD") == "build" {
		brotliQuality = 11 // the slow build of a first start
		os.Exit(run([]string{"serve", "-addr", "127.0.0.1:0"}, os.Stdin, os.Stdout, os.Stderr))
	}
	if testing.Short() {
		t.Skip("starts a build")
	}
	if _, err := fs.Stat(web.FS, "app.wasm"); err != nil {
		t.Fatal("web/app.wasm was not built into this binary: run `make wasm` (make test-unit does)")
	}
	tmp := t.TempDir() // the child's TMPDIR: its site, and a cache that holds nothing yet
	cmd := exec.Command(os.Args[0], "-test.run", "^TestServeStopsDuringItsBuild$")
	cmd.Dir = t.TempDir() // no dist/ here
	cmd.Env = append(os.Environ(), "SIZEWISE_SERVE_CHILD=build", "TMPDIR="+tmp)
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	sc := bufio.NewScanner(out)
	site := ""
	for sc.Scan() {
		if _, rest, ok := strings.Cut(sc.Text(), "building the site into "); ok {
			site, _, _ = strings.Cut(rest, " ")
			break
		}
	}
	require.NotEmpty(t, site, "serve did not say where it builds")
	go func() { _, _ = io.Copy(io.Discard, out) }()
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	// Into the build's compression: the first file brotli finished is in
	// the cache (what is waited on is that effect, not a time).
	for compressing := false; !compressing; {
		select {
		case err := <-exited:
			t.Fatalf("serve ended before it compressed anything: %v", err)
		case <-time.After(20 * time.Millisecond):
		}
		done, _ := filepath.Glob(filepath.Join(tmp, "sizewise-compress-cache", "*.br"))
		compressing = len(done) > 0
	}
	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
	start := time.Now()
	select {
	case err := <-exited:
		require.NoError(t, err)
	case <-time.After(30 * time.Second):
		_ = cmd.Process.Kill()
		t.Fatal("serve was still building 30 s after SIGTERM (it stopped after brotli's 90 s)")
	}
	t.Logf("stopped %v after SIGTERM", time.Since(start))
	_, err = os.Stat(site)
	assert.True(t, os.IsNotExist(err), "the temporary site %s is left behind", site)
	left, _ := filepath.Glob(filepath.Join(tmp, "sizewise-site-*"))
	assert.Empty(t, left)
	partial, _ := filepath.Glob(filepath.Join(tmp, "sizewise-compress-cache", ".tmp-*"))
	assert.Empty(t, partial, "a partial cache file")
}

// `make fuzz` runs this package's fuzz targets too (FuzzEval, the CLI's
// reading of any document; FuzzStaticServer), not only the engine's.
func TestMakeFuzzRunsWasm(t *testing.T) {
	b, err := os.ReadFile("../Makefile")
	require.NoError(t, err)
	_, recipe, ok := strings.Cut(string(b), "\nfuzz:")
	require.True(t, ok, "the Makefile has no fuzz target")
	recipe, _, _ = strings.Cut(recipe, "\n\n")
	assert.Regexp(t, `list [^;]*\./wasm\b`, recipe, "make fuzz does not list ./wasm")
}

// Any path gets the site or a 404 page, never a file outside it, a dot-file
// or a panic.
func FuzzStaticServer(f *testing.F) {
	dir := f.TempDir()
	for name, body := range map[string]string{"index.html": "home", "404.html": "lost", "embed/404.html": "embed lost",
		"embed/x.html": "embed", ".env": "TOKEN", "web/a.css": "css"} {
		require.NoError(f, os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755))
		require.NoError(f, os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644))
	}
	site, err := newStaticServer(dir)
	require.NoError(f, err)
	for _, p := range []string{"/", "/embed/x", "/embed/nope", "/.env", "/../.env", "/web/a.css", "//%2e%65nv", "/embed/../.env"} {
		f.Add(p)
	}
	f.Fuzz(func(t *testing.T, p string) {
		req := httptest.NewRequest(http.MethodGet, "http://x/", nil)
		req.URL.Path = p
		rec := httptest.NewRecorder()
		site.ServeHTTP(rec, req)
		body := rec.Body.String()
		switch rec.Code {
		case http.StatusOK, http.StatusNotFound, http.StatusNotModified, http.StatusRequestedRangeNotSatisfiable:
		default:
			t.Fatalf("%q: status %d", p, rec.Code)
		}
		if strings.Contains(body, "TOKEN") {
			t.Fatalf("%q served the dot-file", p)
		}
		if rec.Code == http.StatusNotFound && strings.HasPrefix(path.Clean("/"+p), "/embed/") && body != "embed lost" {
			t.Fatalf("%q: an /embed/ path got %q, not the embed's 404", p, body)
		}
	})
}
