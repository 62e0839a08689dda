package tests

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// downloaded is a file the page offered for download.
type downloaded struct {
	Name string // the name the page suggested
	Data []byte
}

// clickDownload clicks sel and waits for the download it starts; the file is
// read back from disk, as a user would open it.
func (b *browser) clickDownload(tb testing.TB, sel string) downloaded {
	tb.Helper()
	dir := tb.TempDir()
	ctx, cancel := context.WithTimeout(b.ctx, loadTimeout)
	defer cancel()
	// The download's events in the order they come (its name first): the
	// listener only queues them.
	var (
		mu     sync.Mutex
		events []any
		more   = make(chan struct{}, 1)
	)
	if err := chromedp.Listen(ctx, func(ev any) {
		switch ev.(type) {
		case *cdpbrowser.EventDownloadWillBegin, *cdpbrowser.EventDownloadProgress:
			mu.Lock()
			events = append(events, ev)
			mu.Unlock()
			select {
			case more <- struct{}{}:
			default:
			}
		}
	}); err != nil {
		tb.Fatal(err)
	}
	err := chromedp.Do(ctx,
		chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
				Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllowAndName, DownloadPath: dir, EventsEnabled: ptr(true),
				BrowserContextID: b.browserContext(),
			})
			return err
		}),
		click(sel),
	)
	if err != nil {
		tb.Fatalf("clicking %s: %v\nconsole:\n%s", sel, err, b.logs())
	}
	var name, guid string
	for {
		mu.Lock()
		queue := events
		events = nil
		mu.Unlock()
		for _, ev := range queue {
			switch e := ev.(type) {
			case *cdpbrowser.EventDownloadWillBegin:
				if guid == "" {
					name, guid = e.SuggestedFilename, e.GUID
				}
			case *cdpbrowser.EventDownloadProgress:
				if e.GUID != guid {
					continue
				}
				switch e.State {
				case cdpbrowser.DownloadProgressStateCanceled:
					tb.Fatalf("the download from %s was cancelled", sel)
				case cdpbrowser.DownloadProgressStateCompleted:
					data, err := os.ReadFile(filepath.Join(dir, e.GUID))
					if err != nil {
						tb.Fatalf("reading the download from %s: %v", sel, err)
					}
					return downloaded{Name: name, Data: data}
				}
			}
		}
		select {
		case <-more:
		case <-ctx.Done():
			tb.Fatalf("no download from %s: %v\nconsole:\n%s", sel, ctx.Err(), b.logs())
		}
	}
}

func ptr[T any](v T) *T { return &v }

// grantClipboard lets the page at origin read and write the clipboard.
func (b *browser) grantClipboard(tb testing.TB, origin string) {
	tb.Helper()
	for _, name := range []string{"clipboard-read", "clipboard-write"} {
		if _, err := chromedp.CallBrowser(b.ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
			Permission:       &cdpbrowser.PermissionDescriptor{Name: name, AllowWithoutSanitization: name == "clipboard-write"},
			Setting:          cdpbrowser.PermissionSettingGranted,
			Origin:           origin,
			BrowserContextID: b.browserContext(),
		}); err != nil {
			tb.Fatalf("granting %s: %v", name, err)
		}
	}
}

// media emulates a CSS media type ("print", or "" for the screen).
func media(m string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: m})
		return err
	})
}

// read evaluates expr into out, and again when the page went away
// meanwhile: a press that reloads it (the language) may do so a moment
// after the page said it had settled.
func read[T any](what, expr string, out *T) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		return poll(ctx, what, func() (bool, error) {
			v, err := chromedp.Evaluate[T](expr)(ctx, t)
			if err == nil {
				*out = v
			}
			return err == nil, err
		})
	})
}

// noFault fails when the page shows the fault banner or the console says the
// Go program panicked or exited.
func (b *browser) noFault(tb testing.TB, where string) {
	tb.Helper()
	logs := b.logs()
	for _, bad := range []string{"panic:", "Go program has already exited", "recovered from a fault"} {
		if strings.Contains(logs, bad) {
			tb.Fatalf("%s: the console says %q:\n%s", where, bad, logs)
		}
	}
	var banner bool
	b.run(tb, loadTimeout, read("the fault banner", `document.querySelector("#sw-fault") !== null`, &banner))
	if banner {
		tb.Fatalf("%s: the page shows the fault banner\nconsole:\n%s", where, logs)
	}
}

// evalCLI runs `bin/sizewise eval` on doc and returns its stdout; a document
// it refuses fails the test.
func evalCLI(tb testing.TB, doc []byte, args ...string) []byte {
	tb.Helper()
	cmd := exec.Command(binPath, append([]string{"eval"}, args...)...)
	cmd.Stdin = bytes.NewReader(doc)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		tb.Fatalf("sizewise eval refused the document: %v\n%s\n%s\ndocument:\n%s", err, out, stderr.String(), doc)
	}
	return out
}

// setLang makes the next page loads use lang (the remembered choice).
func setLang(lang string) chromedp.Action[chromedp.Void] {
	return waitJS("lang "+lang, fmt.Sprintf(`(localStorage.setItem("sizewise.lang", %q), true)`, lang))
}

// createPlan opens the plans page at base and creates a plan called name,
// as a user does, then waits until its report (empty yet) shows.
func createPlan(base, name string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.Navigate(base+"/plans"),
		waitReady(),
		typeInto("#sw-new-name", name),
		click("#sw-create-plan"),
		waitVisible(".sw-report"),
	)
}

// openPalette opens the search palette as a user does, with Ctrl+K, and
// waits until its input has the focus. The key is pressed again until the
// palette shows: its listener is registered as the app mounts.
func openPalette() chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		waitJS("Ctrl+K to open the palette", `(() => {
			const open = () => { const i = document.querySelector("#sw-search-input"); return !!i && i.offsetParent !== null; };
			if (!open()) document.dispatchEvent(new KeyboardEvent("keydown", {key: "k", ctrlKey: true, bubbles: true}));
			return open();
		})()`),
		waitJS("the palette's input focused", `document.activeElement?.id === "sw-search-input"`),
	)
}
