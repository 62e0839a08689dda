package tests

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// The browser tests drive real headless Chromium against `bin/sizewise serve`
// of the built dist/. `make test` builds both and sets SIZEWISE_BROWSER=1,
// which turns a missing prerequisite into a failure instead of a skip.

// SIZEWISE_BIN and SIZEWISE_DIST point them at another build (make's BIN
// and DIST), so that two builds of one checkout can be tested side by side.
var (
	repoRoot = func() string { d, _ := filepath.Abs(".."); return d }()
	binPath  = envOr("SIZEWISE_BIN", filepath.Join(repoRoot, "bin", "sizewise"))
	distDir  = envOr("SIZEWISE_DIST", filepath.Join(repoRoot, "dist"))
	outDir   = filepath.Join(repoRoot, "tests", "out")
)

func envOr(name, def string) string {
	if v := os.Getenv(name); v != "" {
		if abs, err := filepath.Abs(v); err == nil {
			return abs
		}
		return v
	}
	return def
}

// need makes a browser test run under make test and make test-browser
// (SIZEWISE_BROWSER=1), where a missing built site or browser fails it, and
// skip in `go test ./...` (make test-unit, the edit-test loop). A test that
// runs runs in parallel with the others (each has a tab of its own in a
// browser context of its own: nothing is shared but the server and the
// Chromium process); a benchmark runs alone.
func need(tb testing.TB) string {
	tb.Helper()
	if os.Getenv("SIZEWISE_BROWSER") == "" {
		tb.Skip("a browser test: make test or make test-browser runs it (SIZEWISE_BROWSER=1)")
	}
	miss := func(format string, args ...any) {
		tb.Helper()
		tb.Fatalf(format, args...)
	}
	if _, err := os.Stat(binPath); err != nil {
		miss("browser tests need %s: run `make build`", binPath)
	}
	if _, err := os.Stat(filepath.Join(distDir, "index.html")); err != nil {
		miss("browser tests need the built site in %s: run `make build`", distDir)
	}
	for _, c := range []string{os.Getenv("CHROME_PATH"), "chromium", "chromium-browser", "google-chrome"} {
		if c == "" {
			continue
		}
		if p, err := exec.LookPath(c); err == nil {
			if t, ok := tb.(*testing.T); ok {
				t.Parallel()
			}
			return p
		}
	}
	miss("browser tests need Chromium: `sudo apt-get install chromium` or set CHROME_PATH")
	return ""
}

// TestMain stops what the browser tests share (the server, Chromium) once
// every test is done.
func TestMain(m *testing.M) {
	code := m.Run()
	shared.stop()
	os.Exit(code)
}

// shared holds the one server and the one Chromium of a run of the tests,
// started by the first test that asks for them.
var shared sharedState

type sharedState struct {
	mu      sync.Mutex
	srv     *server
	chrome  context.Context // the browser's first tab, kept open
	closers []func()
}

func (s *sharedState) stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := len(s.closers) - 1; i >= 0; i-- {
		s.closers[i]()
	}
	s.closers = nil
}

// server is a running `sizewise serve` on a free loopback port.
type server struct {
	URL    string
	cmd    *exec.Cmd
	mu     sync.Mutex
	shared bool
}

// startServer returns the run's server (started once). A test that stops
// its server (to go offline) takes one of its own: startOwnServer.
func startServer(tb testing.TB) *server {
	tb.Helper()
	shared.mu.Lock()
	defer shared.mu.Unlock()
	if shared.srv == nil {
		s, err := launchServer()
		if err != nil {
			tb.Fatal(err)
		}
		s.shared = true
		shared.srv = s
		shared.closers = append(shared.closers, s.kill)
	}
	return shared.srv
}

// startOwnServer starts a server for tb alone, stopped when tb ends.
func startOwnServer(tb testing.TB) *server {
	tb.Helper()
	s, err := launchServer()
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(s.kill)
	return s
}

func launchServer() (*server, error) { return launchServerIn(distDir) }

// launchServerIn starts `sizewise serve` on the site in dir.
func launchServerIn(dir string) (*server, error) {
	cmd := exec.Command(binPath, "serve", "-addr", "127.0.0.1:0", "-dir", dir)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s: %v", binPath, err)
	}
	s := &server{cmd: cmd}
	lines := bufio.NewScanner(stdout)
	re := regexp.MustCompile(`http://127\.0\.0\.1:\d+`)
	found := make(chan string, 1)
	go func() {
		defer close(found)
		for lines.Scan() {
			if m := re.FindString(lines.Text()); m != "" {
				found <- m
				break
			}
		}
		_, _ = io.Copy(io.Discard, stdout)
	}()
	// The server prints its address once it listens; it is gone when
	// the pipe closes first.
	u, ok := <-found
	if !ok {
		s.kill()
		return nil, fmt.Errorf("sizewise serve ended without printing its address")
	}
	s.URL = u
	return s, nil
}

// Stop ends the server (the offline test calls it mid-test). The run's
// shared server is not the test's to stop.
func (s *server) Stop() {
	if s.shared {
		panic("a test stops the shared server: use startOwnServer")
	}
	s.kill()
}

func (s *server) kill() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cmd != nil && s.cmd.Process != nil {
		_ = s.cmd.Process.Kill()
		_ = s.cmd.Wait()
		s.cmd = nil
	}
}

// browser is one tab of headless Chromium, in a browser context of its own
// (its own storage, cache, service workers and permissions, as a fresh
// profile has).
type browser struct {
	ctx      context.Context
	mu       sync.Mutex
	requests []string
	console  []string
}

// chromeOptions are the flags Chromium runs with: no network but loopback,
// nothing in the background.
func chromeOptions(chrome string, dataDir string) []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chrome),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.UserDataDir(dataDir),
		chromedp.WindowSize(1366, 900),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("no-default-browser-check", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		// Chromium builds its omnibox popups as WebUI pages in every
		// browser context, headless too, where nothing shows them: two
		// renderers a test, about a third of the CPU of a fresh page load
		// (measured on vsan-capacity: 9.0 s of CPU a load with them, 6.0 s
		// without). Puppeteer turns them off too.
		chromedp.Flag("disable-features", "WebUIOmniboxPopup,WebUIOmniboxAimPopup"),
		// V8 compiles a WebAssembly function again with its optimising
		// compiler (TurboFan) once it has run for a budget; a hundred
		// times the default budget (1,800,000) keeps the app's start-up
		// code, run a few times a page, on its first compile, while the
		// engine's hot loops (the simulations, the imports) still get
		// optimised. Measured on six tests run alone (Compare,
		// PlanActionsHitTheirRow, ExtremeNumbers, NumberEntryByLanguage,
		// SearchPalette, the gigabyte trace), twice each way: 176 and
		// 181 s of CPU with the default, 155 and 161 s with this.
		chromedp.Flag("js-flags", "--wasm-tiering-budget=180000000"),
		// tabs of parallel tests are all in the foreground: none is
		// throttled for being hidden behind another
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
	}
}

// chromium is the run's Chromium, started once.
func chromium(tb testing.TB, chrome string) context.Context {
	tb.Helper()
	shared.mu.Lock()
	defer shared.mu.Unlock()
	if shared.chrome == nil {
		dir, err := os.MkdirTemp("", "sizewise-chromium-")
		if err != nil {
			tb.Fatal(err)
		}
		actx, cancelA := chromedp.NewExecAllocator(context.Background(), chromeOptions(chrome, dir)...)
		ctx, cancelC := chromedp.NewContext(actx)
		if err := chromedp.Do(ctx); err != nil {
			cancelC()
			cancelA()
			tb.Fatalf("starting Chromium: %v", err)
		}
		shared.chrome = ctx
		shared.closers = append(shared.closers, func() { cancelC(); cancelA(); _ = os.RemoveAll(dir) })
	}
	return shared.chrome
}

// newBrowser opens a tab of width × height CSS pixels for tb, in a new
// browser context of the run's Chromium; a benchmark gets a Chromium of its
// own, so what it measures (a first load) is not shared.
func newBrowser(tb testing.TB, chrome string, width, height int) *browser {
	tb.Helper()
	b := &browser{}
	var ctx context.Context
	if _, bench := tb.(*testing.B); bench {
		actx, cancelA := chromedp.NewExecAllocator(context.Background(), chromeOptions(chrome, tb.TempDir())...)
		c, cancelC := chromedp.NewContext(actx, chromedp.WithListener(b.listen))
		tb.Cleanup(func() { cancelC(); cancelA() })
		ctx = c
	} else {
		c, cancel := chromedp.NewContext(chromium(tb, chrome), chromedp.WithNewBrowserContext(), chromedp.WithListener(b.listen))
		tb.Cleanup(cancel)
		ctx = c
	}
	b.ctx = ctx
	// The first Do opens the tab and binds it to the context it is given:
	// the tab's own, not a run's timeout.
	if err := chromedp.Do(ctx); err != nil {
		tb.Fatalf("opening a tab: %v", err)
	}
	// Each tab is a screen of its own: width × height (a phone's below
	// 500 px, as its viewport tag applies), focused as the window a user
	// types in is, whatever other tabs do meanwhile.
	b.run(tb, loadTimeout,
		screen(width, height),
		chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: true})
			return err
		}),
	)
	return b
}

// screen makes the tab a screen width × height px (a phone's below 500 px,
// as its viewport tag applies). Changing it keeps the page: the layout
// follows, as on a phone turned or a window resized.
func screen(width, height int) chromedp.Action[chromedp.Void] {
	var vp []chromedp.EmulateViewportOption
	if width < 500 {
		vp = append(vp, chromedp.EmulateMobile)
	}
	return chromedp.EmulateViewport(int64(width), int64(height), vp...)
}

// browserContext is the id of the tab's browser context ("" for a
// benchmark's own browser: its default context).
func (b *browser) browserContext() cdp.BrowserContextID {
	if c := chromedp.FromContext(b.ctx); c != nil {
		return c.BrowserContextID
	}
	return ""
}

// listen records the tab's requests and what its page prints.
func (b *browser) listen(ev any) {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch e := ev.(type) {
	case *network.EventRequestWillBeSent:
		b.requests = append(b.requests, e.Request.URL)
	case *runtime.EventConsoleAPICalled:
		var parts []string
		for _, a := range e.Args {
			parts = append(parts, strings.Trim(string(a.Value), `"`)+a.Description)
		}
		b.console = append(b.console, string(e.Type)+": "+strings.Join(parts, " "))
	case *runtime.EventExceptionThrown:
		b.console = append(b.console, "exception: "+e.ExceptionDetails.Text+" "+exceptionText(e.ExceptionDetails))
	case *log.EventEntryAdded:
		b.console = append(b.console, string(e.Entry.Level)+": "+e.Entry.Text+" ("+e.Entry.URL+")")
	}
}

func exceptionText(d *runtime.ExceptionDetails) string {
	if d.Exception != nil {
		return d.Exception.Description
	}
	return ""
}

// logs returns what the page printed so far.
func (b *browser) logs() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return strings.Join(b.console, "\n")
}

func (b *browser) run(tb testing.TB, timeout time.Duration, steps ...chromedp.Action[chromedp.Void]) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, timeout)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		tb.Fatalf("browser: %v\npage:\n%s\nconsole:\n%s", err, b.page(), b.logs())
	}
}

// page is what the tab shows when a step failed: its URL and the start of
// its visible text, so a failure says what the user saw instead.
func (b *browser) page() string {
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	var s string
	err := chromedp.Do(ctx, into(chromedp.Evaluate[string](`location.href + "\n" + (document.body ? document.body.innerText : "").replace(/\s+/g, " ").slice(0, 1500)`), &s))
	if err != nil {
		return "(unreadable: " + err.Error() + ")"
	}
	return s
}

// into runs a value-returning action and stores its value.
// reportComputed is true once no part of a plan's report waits for its
// answer (the engine worker evaluates the entries one after the other).
const reportComputed = `!document.querySelector(".sw-computing") && !document.querySelector("#sw-plan-progress")`

func into[T any](a chromedp.Action[T], out *T) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		v, err := a(ctx, t)
		*out = v
		return err
	})
}

// visit opens base+path in the tab as a reader moving through the site
// does: when the app already runs there, by a click on a link to it, which
// the app follows in the page (go-app routes every link of its origin, no
// reload); otherwise by loading it. A load is also what opens an embed or
// leaves one (a page of its own, made for a frame) and what changes the
// language (?lang= is read when the app starts). It returns once the page
// is ready and has drawn what the link led to. A warm reload costs about
// 1.8 s of CPU and a fresh one 6 s (measured with the probe of 5 December
// 2026); a link followed in the page, a fraction of that.
func visit(base, path string) chromedp.Action[chromedp.Void] {
	to := base + path
	js := fmt.Sprintf(`(() => {
		if (document.documentElement.getAttribute("data-wasm") !== "ready" || !window.sizewiseSettled) return false;
		const to = new URL(%q, location.href);
		const embed = (p) => p.startsWith("/embed/");
		if (to.origin !== location.origin || embed(location.pathname) || embed(to.pathname)) return false;
		const lang = to.searchParams.get("lang");
		if (lang && lang !== document.documentElement.lang) return false;
		const a = document.createElement("a");
		a.href = to.href;
		a.hidden = true;
		document.body.appendChild(a);
		a.click();
		a.remove();
		return true;
	})()`, to)
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		inPage, err := chromedp.Evaluate[bool](js)(ctx, t)
		if err != nil && !navigating(err) {
			return err
		}
		if err != nil || !inPage {
			_, err := chromedp.Navigate(to)(ctx, t)
			if err != nil {
				return err
			}
			_, err = waitReady()(ctx, t)
			return err
		}
		for _, step := range []chromedp.Action[chromedp.Void]{
			waitJS("the address of "+path, fmt.Sprintf(`(() => { const u = new URL(%q, location.href); return location.pathname === u.pathname })()`, to)),
			settled(),
		} {
			if _, err := step(ctx, t); err != nil {
				return err
			}
		}
		return nil
	})
}

// waitReady waits until the WebAssembly app has mounted.
func waitReady() chromedp.Action[chromedp.Void] {
	return waitJS("the app to start", `document.documentElement.getAttribute("data-wasm") === "ready"`)
}

// waitVisible waits until the element sel selects is on the page and takes
// space (offsetWidth, offsetHeight or a client rect: the test
// chromedp.WaitVisible makes), looked for in the page (see inPage), not
// every 5 ms through the DevTools protocol as chromedp's queries do.
func waitVisible(sel string) chromedp.Action[chromedp.Void] {
	return waitJS(sel+" to show", fmt.Sprintf(`(() => { const e = document.querySelector(%q); return !!e && !!(e.offsetWidth || e.offsetHeight || e.getClientRects().length) })()`, sel))
}

// click clicks the element sel selects once it shows, as a user does: a
// mouse press and release at its centre, scrolled into view.
func click(sel string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(waitVisible(sel), chromedp.Click(chromedp.CSS(sel)))
}

// painted waits until what the page holds now is on the screen: its fonts
// are loaded, no animation runs and two frames have been drawn since (the
// first takes the change, the second shows it).
func painted() chromedp.Action[chromedp.Void] {
	return waitJS("the page painted", `(async () => {
		await document.fonts.ready;
		await Promise.all(document.getAnimations().map(a => a.finished.catch(() => {})));
		await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
		return true;
	})()`)
}

// textOf reads the trimmed text content of the first element matching sel.
func textOf(sel string, out *string) chromedp.Action[chromedp.Void] {
	return into(chromedp.Evaluate[string](fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e ? e.textContent.trim() : "" })()`, sel)), out)
}

// waitURL waits until the page's URL carries query parameter name with a
// value other than old (a calculator page writes its URL once typing
// pauses).
func waitURL(name, old string) chromedp.Action[chromedp.Void] {
	return waitJS("the URL's "+name, fmt.Sprintf(`(() => { const v = new URLSearchParams(location.search).get(%q); return v !== null && v !== %q })()`, name, old))
}

// waitJS polls a JavaScript expression (a promise is awaited) until it is
// true. An evaluation that throws (the page is being replaced by a
// navigation or a reload, and has no document yet) is tried again; when the
// time is up, the last exception is in the error.
func waitJS(what, expr string) chromedp.Action[chromedp.Void] {
	js := inPage(expr, `v => !!v`)
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		return poll(ctx, what, func() (bool, error) {
			got, err := chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise)(ctx, t)
			if err == nil && strings.HasPrefix(got, "exception: ") {
				return false, thrown(got)
			}
			return got == "ok", err
		})
	})
}

// inPage is a script that evaluates expr (a promise is awaited) in the page
// every pollEvery until done(value) is true or inPageFor has passed, and
// returns "ok", "" (not yet, the value in its second line) or "exception:
// " and the exception. Looking again in the page is a timer; from the test,
// a round trip through the DevTools protocol, which costs the browser and
// the test about a millisecond of CPU each: a wait polled from the test
// every 20 ms cost a tab 6 % of a core while it lasted.
func inPage(expr, done string) string {
	return fmt.Sprintf(`(async () => {
	const end = performance.now() + %d, done = (%s);
	for (;;) {
		let v;
		try { v = await (%s); } catch (e) { return "exception: " + e; }
		if (done(v)) return "ok";
		if (performance.now() >= end) return "\n" + v;
		await new Promise(r => setTimeout(r, %d));
	}
})()`, inPageFor.Milliseconds(), done, expr, pollEvery.Milliseconds())
}

// inPageFor is how long one evaluation of inPage looks before it answers,
// so that the test sees its deadline and a navigation within that time.
const inPageFor = time.Second

// thrown is an exception a waited-for expression threw: not final (see
// navigating).
type thrown string

func (e thrown) Error() string { return string(e) }

// poll calls check until it reports true, every pollEvery; an error that
// says the page went away while it was evaluated is not final.
func poll(ctx context.Context, what string, check func() (bool, error)) error {
	var last error
	for {
		ok, err := check()
		switch {
		case err == nil && ok:
			return nil
		case err != nil && !navigating(err):
			return fmt.Errorf("waiting for %s: %w", what, err)
		}
		last = err
		select {
		case <-ctx.Done():
			if last != nil {
				return fmt.Errorf("waiting for %s: %w (last: %v)", what, ctx.Err(), last)
			}
			return fmt.Errorf("waiting for %s: %w", what, ctx.Err())
		case <-time.After(pollEvery):
		}
	}
}

// pollEvery is how often a wait looks again at the page.
const pollEvery = 20 * time.Millisecond

// navigating reports whether err is an evaluation cut short by the page
// going away (a navigation or reload in progress).
func navigating(err error) bool {
	if _, ok := err.(thrown); ok {
		// except the app's end: nothing on the page will change again
		return !strings.Contains(err.Error(), "Go program has already exited")
	}
	s := err.Error()
	for _, m := range []string{"Execution context was destroyed", "Cannot find context", "Inspected target navigated", "uniqueContextId not found", "context with specified id"} {
		if strings.Contains(s, m) {
			return true
		}
	}
	return false
}

// settled waits until the page says it shows everything done so far
// (window.sizewiseSettled: every event handled and drawn, no redraw held
// back while typing).
func settled() chromedp.Action[chromedp.Void] {
	return waitJS("the page to settle", `(async () => {
		if (document.documentElement.getAttribute("data-wasm") !== "ready" || !window.sizewiseSettled) return false;
		await window.sizewiseSettled();
		return true;
	})()`)
}

// waitText waits until the element's trimmed text equals want.
func waitText(sel, want string) chromedp.Action[chromedp.Void] {
	js := inPage(fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e ? e.textContent.trim() : "<missing>" })()`, sel),
		fmt.Sprintf(`v => v === %q`, want))
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		var got string
		err := poll(ctx, "the text of "+sel, func() (bool, error) {
			r, err := chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise)(ctx, t)
			if err == nil && strings.HasPrefix(r, "exception: ") {
				return false, thrown(r)
			}
			if r == "ok" {
				got = want
			} else if err == nil {
				got = strings.TrimPrefix(r, "\n")
			}
			return r == "ok", err
		})
		if err != nil {
			return fmt.Errorf("text of %s: got %q, want %q: %w", sel, got, want, err)
		}
		return nil
	})
}

// typeInto replaces the text of an input as a user would: focus, select all,
// type.
func typeInto(sel, text string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.Focus(chromedp.CSS(sel)),
		chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := chromedp.Evaluate[bool](fmt.Sprintf(`(document.querySelector(%q).select(), true)`, sel))(ctx, t)
			return err
		}),
		chromedp.SendKeys(chromedp.CSS(sel), text),
	)
}

// shooting is whether the run saves screenshots (SIZEWISE_SCREENSHOTS=1,
// `make screenshots`). They are for a person to look at, not checks, and
// cost a full-page render each, so `make test` does not make them.
var shooting = os.Getenv("SIZEWISE_SCREENSHOTS") != ""

// screenshot saves a full-page PNG under tests/out when the run is
// shooting, and does nothing otherwise. Chromium encodes it for speed (a
// larger file, the same pixels: TestScreenshots took 102 s of CPU so
// against 120 s at the default compression).
func screenshot(name string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if !shooting {
			return nil
		}
		yes := true
		r, err := cdp.Call(ctx, t, page.CaptureScreenshot, page.CaptureScreenshotParams{
			Format:                page.CaptureScreenshotFormatPng,
			CaptureBeyondViewport: &yes,
			FromSurface:           &yes,
			OptimizeForSpeed:      &yes,
		})
		if err != nil {
			return err
		}
		buf := r.Data
		if err := os.MkdirAll(outDir, 0o755); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(outDir, name+".png"), buf, 0o644)
	})
}
