//go:build !js

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/app/ui"
	"github.com/sizewise/sizewise/engine/scenario"
)

func runCLI(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestEvalContractExample(t *testing.T) {
	// CONTRACT.md §2–3: 10,000 write IOPS × 4 KB → 560 Mbps (shared/reference/000).
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
	assert.Contains(t, errOut, "missing.json")

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
		t.Skip("web/app.wasm is not built: run `make wasm`")
	}
	s, err := newSite("../web")
	require.NoError(t, err)
	dir := t.TempDir()
	require.NoError(t, s.build(dir, "", filepath.Join(os.TempDir(), "sizewise-test-compress-cache")))
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
		assert.NotContains(t, html, "127.0.0.1", name)
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

	wasms, _ := filepath.Glob(filepath.Join(dir, "web", "app.*.wasm"))
	require.Len(t, wasms, 1, "one versioned app.wasm")
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
// (CONTRACT.md §1); a wrong language is one line and exit 2.
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
	start := time.Now()
	code, _, errOut := runCLI(t, "", "serve", "-addr", ln.Addr().String())
	assert.Equal(t, 2, code)
	assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line: %q", errOut)
	assert.Contains(t, errOut, "cannot listen on "+ln.Addr().String())
	assert.Less(t, time.Since(start), 2*time.Second, "no build before the address is checked")
}

// serve without dist/ builds into a temporary directory and removes it when
// stopped by SIGTERM (a service manager's stop), as by Ctrl+C.
func TestServeRemovesItsTemporarySiteOnSIGTERM(t *testing.T) {
	if os.Getenv("SIZEWISE_SERVE_CHILD") == "1" {
		brotliQuality = 1 // what is built does not matter here, only that it goes
		os.Exit(run([]string{"serve", "-addr", "127.0.0.1:0"}, os.Stdin, os.Stdout, os.Stderr))
	}
	if testing.Short() {
		t.Skip("builds the site")
	}
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
	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
	require.NoError(t, cmd.Wait())
	_, err = os.Stat(site)
	assert.True(t, os.IsNotExist(err), "the temporary site %s is left behind", site)
}
