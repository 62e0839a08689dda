package tests

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// Typing fast: each keystroke's headline number is on the page as the key
// is handled (the frame after it shows it), and once typing pauses the rest
// of the page (the URL, the VM table, the worked steps) follows the last
// value typed, with nothing left over from an earlier key.
func TestFastTypingThenPause(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	// Five keys in one task, as fast as they can come; after each, the
	// headline as it stands then.
	const keys = `(() => {
		const el = document.querySelector("#in-datastore_iops");
		const out = [];
		for (const v of ["9", "90", "900", "9000", "12345"]) {
			el.value = v;
			el.dispatchEvent(new Event("input", { bubbles: true }));
			out.push(document.querySelector("#out-allocated_iops .sw-metric-value").textContent.trim());
		}
		return out.join(" | ");
	})()`
	var during, url, vm3, steps string
	b.run(t, loadTimeout,
		chromedp.Navigate(srv.URL+"/sioc?lang=en"),
		waitReady(),
		into(chromedp.Evaluate[string](keys), &during),
		// the default VMs (sioc's defaults): VM1 demands 10 IOPS, VM2 is
		// limited to 5,000, VM3 and VM4 share the rest 500:1000, so at
		// 12,345 IOPS VM3 gets (12,345 − 10 − 5,000) / 3 = 2,445
		waitJS("the URL after the pause", `location.search.includes("datastore_iops=12345")`),
		waitJS("VM3's allocation", `[...document.querySelectorAll("#out-vms tbody tr")].some(r => r.textContent.includes("VM3") && r.textContent.includes("2,445"))`),
		into(chromedp.Evaluate[string](`location.search`), &url),
		into(chromedp.Evaluate[string](`[...document.querySelectorAll("#out-vms tbody tr")].find(r => r.textContent.includes("VM3")).textContent`), &vm3),
		into(chromedp.Evaluate[string](`document.querySelector(".sw-steps") ? document.querySelector(".sw-steps").textContent : ""`), &steps),
	)
	if want := "9 | 90 | 900 | 9,000 | 12,345"; during != want {
		t.Errorf("headline as each key was handled: %q, want %q", during, want)
	}
	if !strings.Contains(url, "datastore_iops=12345") || strings.Contains(url, "datastore_iops=9000") {
		t.Errorf("URL after the pause: %q", url)
	}
	if !strings.Contains(vm3, "2,445") {
		t.Errorf("VM3 after the pause: %q", vm3)
	}
	if !strings.Contains(steps, "12,345") {
		t.Errorf("the worked steps after the pause do not use 12,345: %.300q", steps)
	}
	b.noFault(t, "fast typing")
}
