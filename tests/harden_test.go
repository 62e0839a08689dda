package tests

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// These tests attack the boundaries as a hostile page or a broken browser
// would: a foreign site framing the calculator, storage the browser denies,
// corrupt stored plans.

// A page of another site frames /embed/vdi-density. Navigation that starts
// in the frame never shows the site: "send to" links open a tab of their
// own, and a route that is not an embed (the plans, with their Delete)
// draws only a way out when framed.
func TestFramedNavigationStaysEmbed(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html><head><title>Docs</title></head>
<body><iframe id="calc" style="width:1000px;height:900px" src="%s/embed/vdi-density"></iframe></body></html>`, srv.URL)
	}))
	defer host.Close()
	hostURL := strings.Replace(host.URL, "127.0.0.1", "localhost", 1)
	b := newBrowser(t, chrome, 1280, 1000)
	b.run(t, loadTimeout, chromedp.Navigate(hostURL+"/"))
	frame := b.frame(t, "/embed/vdi-density")
	var targets, plansShown, way string
	frame.run(t, 2*loadTimeout,
		waitReady(),
		waitVisible(".sw-links a"),
		into(chromedp.Evaluate[string](`Array.from(document.querySelectorAll(".sw-links a")).map(a => a.target + "|" + a.rel).join(",")`), &targets),
		// An in-app link to the plans, followed inside the frame (go-app
		// routes it without a page load, where frame-ancestors would apply).
		waitJS("an in-app link to /plans followed", `(() => {
			const a = document.createElement("a");
			a.href = "/plans"; a.id = "sw-test-plans"; a.textContent = "plans";
			document.querySelector("main").appendChild(a);
			a.click();
			return true;
		})()`),
		waitVisible("#sw-open-top"),
		into(chromedp.Evaluate[string](`String(document.querySelector("#sw-create-plan") !== null || document.querySelector(".sw-plan-card") !== null || document.querySelector(".sw-header") !== null)`), &plansShown),
		into(chromedp.Evaluate[string](`document.querySelector("#sw-open-top").target`), &way),
	)
	for _, tg := range strings.Split(targets, ",") {
		if tg != "_blank|noopener" {
			t.Errorf("a send-to link in the frame opens in %q, want a new tab (%s)", tg, targets)
		}
	}
	if plansShown != "false" || way != "_blank" {
		t.Errorf("framed /plans shows the site (%s) or no way out (%q)", plansShown, way)
	}
	b.noFault(t, "framed navigation")
}

// A browser that denies storage (a cross-site frame with third-party
// storage blocked) throws SecurityError on window.localStorage: the
// calculators still start and compute, and the plans page says why plans
// are unavailable.
func TestStorageDenied(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	deny := `Object.defineProperty(window, "localStorage", {configurable: true, get() { throw new DOMException("The operation is insecure.", "SecurityError"); }});`
	b.run(t, loadTimeout, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: deny})
		return err
	}))
	var plansText string
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/embed/sioc"),
		waitReady(),
		waitText("#out-unallocated_iops .sw-metric-value", "0"),
		typeInto("#in-datastore_iops", "9000"),
		waitJS("recomputed", `document.querySelector("#out-allocated_iops .sw-metric-value").textContent.includes("9")`),
		chromedp.Navigate(srv.URL+"/plans"),
		waitReady(),
		textOf("main", &plansText),
	)
	if !strings.Contains(plansText, "not available here") {
		t.Errorf("plans page without storage says %q", plansText)
	}
	b.noFault(t, "storage denied")
}

// A corrupt stored plan is set aside with its exact text: a leading byte
// order mark and a lone surrogate (UTF-16 that Go would read as U+FFFD)
// are kept.
func TestQuarantineKeepsTheExactText(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	var same bool
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/"),
		waitReady(),
		waitJS("a corrupt plan stored", `(localStorage.setItem("sizewise.plan.odd", "\uFEFF{\"schema\": 1, \"plan\": \"\uD800 not json"), true)`),
		chromedp.Navigate(srv.URL+"/plans"),
		waitReady(),
		waitJS("set aside", `localStorage.getItem("sizewise.quarantine.sizewise.plan.odd") !== null`),
		into(chromedp.Evaluate[bool](`localStorage.getItem("sizewise.quarantine.sizewise.plan.odd") === "\uFEFF{\"schema\": 1, \"plan\": \"\uD800 not json"`), &same),
	)
	if !same {
		t.Error("the quarantined text differs from what was stored")
	}
	b.noFault(t, "quarantine")
}

// An unknown /embed/ path in a frame shows the embed's own 404, which the
// server lets a documentation page frame, and nothing of the site.
func TestEmbedNotFoundInAFrame(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	var text string
	var header bool
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/embed/no-such-calculator"),
		waitReady(),
		textOf("main", &text),
		into(chromedp.Evaluate[bool](`document.querySelector(".sw-header") !== null`), &header),
	)
	if !strings.Contains(text, "no such calculator") || header {
		t.Errorf("embed 404 shows %q (site header: %v)", text, header)
	}
}

// Extreme inputs in a link are answered with numbers a person can read:
// write_iops=1e-300 drew 300-digit decimals in the worked steps (653-character
// formula lines). Whether a calculator takes the value (written 1 × 10⁻³⁰⁰)
// or refuses it (the notice quotes 1e-300), no number on the page is longer
// than 30 characters, in English and Russian.
func TestExtremeNumbersAreWrittenCompactly(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	// a language's pages one after the other, as links the app follows
	for _, lang := range []string{"en", "ru"} {
		for _, page := range []string{
			"/stretched-bandwidth?write_iops=1e-300",
			"/memory-states?free_memory_mb=1e-300",
			"/vsan-capacity?vm_data_gb=1e-300",
			"/sioc?datastore_iops=1e-300",
			"/cache-sim?frontend_iops=1e-300&ios=2000&warmup_ios=0",
		} {
			var long string
			b.run(t, 2*loadTimeout,
				visit(srv.URL, page+"&lang="+lang),
				waitReady(),
				waitJS(page+" answered", `document.body.textContent.includes("10⁻³⁰⁰") || document.body.textContent.includes("1e-300")`),
				// Text node by text node (a chart's tick labels are
				// adjacent nodes, not one number).
				into(chromedp.Evaluate[string](`(() => {
					const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
					for (let n = w.nextNode(); n; n = w.nextNode()) {
						const m = n.data.match(/\d[\d.,\u00a0]{29,}/);
						if (m) return m[0];
					}
					return "";
				})()`), &long),
			)
			if long != "" {
				t.Errorf("%s (%s): a %d-character number on the page: %.80q", page, lang, len(long), long)
			}
			b.noFault(t, page+" ("+lang+")")
		}
	}
}

// The crash, from a link and from a saved plan: shares of 1e-300
// (a result of +Inf that ended the app) are refused under the VM list, the
// page keeps computing its defaults, and opening a plan that
// holds the scenario shows its problem in place of results.
func TestExtremeSharesFromALinkAndAPlan(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	doc := `{"plan":"Edge","scenarios":[{"calculator":"sioc","inputs":{"datastore_iops":1e9,"vms":[{"name":"a","host":"h","shares":1e-300}]}}]}`
	path := filepath.Join(t.TempDir(), "edge.json")
	if err := os.WriteFile(path, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/sioc?datastore_iops=1e9&vms=a,h,1e-300"),
		waitReady(),
		// sioc: shares are whole numbers of at least 1; the link's VMs are
		// said to be refused and the form keeps its defaults
		waitJS("the VM list refused", `document.querySelector(".sw-notice")?.textContent.includes("must be 1 or more") === true`),
		waitJS("the default example computed", `/\d/.test(document.querySelector("#out-unallocated_iops .sw-metric-value")?.textContent || "")`),
		chromedp.Navigate(srv.URL+"/plans"),
		waitReady(),
		chromedp.SetUploadFiles(chromedp.CSS("#sw-import"), []string{path}),
		// imported as it is (nothing a user saved is lost), its problem said
		waitJS("imported, with its problem", `(document.querySelector("main")?.textContent || "").includes("scenarios[0].inputs.vms[0].shares: must be 1 or more")`),
		click(".sw-plan-card h2 a"),
		waitVisible(".sw-report-entry"),
		waitJS("the problem shown in the entry", `document.querySelector(".sw-report-entry .sw-notice")?.textContent.includes("vms[0].shares") === true`),
	)
	b.noFault(t, "shares of 1e-300")
}

// A link with a problem, then the cache simulation by a link in the page:
// the simulation runs and the app lives. The notice that went away moved
// the page's layout up one place, and go-app mounted the simulation's run
// bar a second time: the app ended with "already mounted" (found when
// TestExtremeNumbersAreWrittenCompactly began to follow links instead of
// loading each page). Both ways: into the simulation with the notice gone,
// and out of it to a page with one.
func TestNoticeGoneThenTheSimulation(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/stretched-bandwidth?write_iops=lots"),
		waitReady(),
		waitJS("the link's problem said", `(document.querySelector(".sw-notice")?.textContent || "").includes("lots")`),
		visit(srv.URL, "/cache-sim?ios=2000&warmup_ios=0"),
		waitJS("no notice", `document.querySelector(".sw-notice") === null`),
		waitJS("the simulation answered", `/\d/.test(document.querySelector("#out-read_hit_ratio .sw-metric-value")?.textContent || "")`),
		visit(srv.URL, "/cache-sim?ios=lots"),
		waitJS("the new link's problem said", `(document.querySelector(".sw-notice")?.textContent || "").includes("lots")`),
		visit(srv.URL, "/stretched-bandwidth?write_iops=20000"),
		// 20,000 × 4 KB × 8 × 1.75 = 1,120 Mbps
		waitText("#out-intersite_mbps .sw-metric-value", "1,120"),
	)
	b.noFault(t, "a link's problem, then the simulation")
}
