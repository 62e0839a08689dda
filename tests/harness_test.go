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

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
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

// need skips (or, under make test, fails) when the built site or a browser is
// missing.
func need(tb testing.TB) string {
	tb.Helper()
	required := os.Getenv("SIZEWISE_BROWSER") != ""
	miss := func(format string, args ...any) {
		tb.Helper()
		if required {
			tb.Fatalf(format, args...)
		}
		tb.Skipf(format+" (run `make test`)", args...)
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
			return p
		}
	}
	miss("browser tests need Chromium: `sudo apt-get install chromium` or set CHROME_PATH")
	return ""
}

// server is a running `sizewise serve` on a free loopback port.
type server struct {
	URL string
	cmd *exec.Cmd
	mu  sync.Mutex
}

func startServer(tb testing.TB) *server {
	tb.Helper()
	cmd := exec.Command(binPath, "serve", "-addr", "127.0.0.1:0", "-dir", distDir)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		tb.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		tb.Fatalf("starting %s: %v", binPath, err)
	}
	s := &server{cmd: cmd}
	tb.Cleanup(s.Stop)
	lines := bufio.NewScanner(stdout)
	re := regexp.MustCompile(`http://127\.0\.0\.1:\d+`)
	found := make(chan string, 1)
	go func() {
		for lines.Scan() {
			if m := re.FindString(lines.Text()); m != "" {
				found <- m
				break
			}
		}
		_, _ = io.Copy(io.Discard, stdout)
	}()
	select {
	case s.URL = <-found:
	case <-time.After(15 * time.Second):
		tb.Fatal("sizewise serve did not print its address")
	}
	return s
}

// Stop ends the server (the offline test calls it mid-test).
func (s *server) Stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cmd != nil && s.cmd.Process != nil {
		_ = s.cmd.Process.Kill()
		_ = s.cmd.Wait()
		s.cmd = nil
	}
}

// browser is one headless Chromium with its own empty profile.
type browser struct {
	ctx      context.Context
	mu       sync.Mutex
	requests []string
	console  []string
}

func newBrowser(tb testing.TB, chrome string, width, height int) *browser {
	tb.Helper()
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chrome),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.UserDataDir(tb.TempDir()),
		chromedp.WindowSize(width, height),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("no-default-browser-check", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-dev-shm-usage", true),
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelC := chromedp.NewContext(actx)
	tb.Cleanup(func() { cancelC(); cancelA() })
	b := &browser{ctx: ctx}
	err := chromedp.Listen(ctx, func(ev any) {
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
	})
	if err != nil {
		tb.Fatalf("starting Chromium: %v", err)
	}
	// Headless Chromium keeps its window at least 500 px wide, so a phone's
	// screen is emulated (device metrics, as a phone: its viewport tag
	// applies); the tab keeps it across navigations.
	var vp []chromedp.EmulateViewportOption
	if width < 500 {
		vp = append(vp, chromedp.EmulateMobile)
	}
	b.run(tb, loadTimeout, chromedp.EmulateViewport(int64(width), int64(height), vp...))
	return b
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
		tb.Fatalf("browser: %v\nconsole:\n%s", err, b.logs())
	}
}

// into runs a value-returning action and stores its value.
func into[T any](a chromedp.Action[T], out *T) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		v, err := a(ctx, t)
		*out = v
		return err
	})
}

// waitReady waits until the WebAssembly app has mounted.
func waitReady() chromedp.Action[chromedp.Void] {
	return chromedp.WaitVisible(chromedp.CSS(`html[data-wasm="ready"]`))
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

// waitJS polls a JavaScript expression until it is true.
func waitJS(what, expr string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		for {
			ok, err := chromedp.Evaluate[bool](expr, chromedp.EvalAwaitPromise)(ctx, t)
			if err != nil {
				return err
			}
			if ok {
				return nil
			}
			select {
			case <-ctx.Done():
				return fmt.Errorf("waiting for %s: %w", what, ctx.Err())
			case <-time.After(20 * time.Millisecond):
			}
		}
	})
}

// waitText waits until the element's trimmed text equals want.
func waitText(sel, want string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		js := fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e ? e.textContent.trim() : "<missing>" })()`, sel)
		for {
			got, err := chromedp.Evaluate[string](js)(ctx, t)
			if err != nil {
				return err
			}
			if got == want {
				return nil
			}
			select {
			case <-ctx.Done():
				return fmt.Errorf("text of %s: got %q, want %q", sel, got, want)
			case <-time.After(20 * time.Millisecond):
			}
		}
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

// screenshot saves a full-page PNG under tests/out.
func screenshot(name string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		buf, err := chromedp.FullScreenshot(100)(ctx, t)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(outDir, 0o755); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(outDir, name+".png"), buf, 0o644)
	})
}
