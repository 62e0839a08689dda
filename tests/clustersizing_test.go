package tests

import (
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// metric waits until the headline output name reads want.
func metric(name, want string) chromedp.Action[chromedp.Void] {
	return waitText("#out-"+name+" .sw-metric-value", want)
}

// A consultant sizes an estate on "Hosts for a workload": types the
// customer's workload (800 VMs, 3,200 vCPUs, 12,800 GB, 120,000 GB) and a
// host of 2 × 16 cores with 1 TB, and reads that CPU decides, 32 hosts + 1
// spare; saves it to a plan; opens the same workload on 2 × 32 cores (17
// hosts, fewer hosts but more cores licensed) and saves that too; halves the
// memory and sees memory decide (29 + 1); typing 0 cores is refused at the
// field with what was typed kept; then compares the two profiles on the
// plan's report through Compare: hosts, cores licensed and vSAN TiB side by
// side, only the cores per CPU differing.
func TestClusterSizing(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1366, 900)
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/cluster-sizing"),
		waitReady(),
		// the defaults: ⌈1,375 / 4 / 25.6⌉ = 14 + 1
		metric("hosts", "15"),
		metric("deciding_resource", "CPU"),
		typeInto("#in-vms", "800"),
		typeInto("#in-vcpus", "3200"),
		typeInto("#in-memory_gb", "12800"),
		typeInto("#in-storage_gb", "120000"),
		typeInto("#in-host_memory_gb", "1024"),
		// CPU: 3,200 / 4 = 800 cores / 25.6 = 31.25 → 32 + 1; memory:
		// 12,800 / ((1,024 − 10.84) × 0.9) = 14.04 → 15
		metric("hosts", "33"),
		metric("deciding_resource", "CPU"),
		metric("hosts_for_cpu", "32"),
		metric("hosts_for_memory", "15"),
		metric("licensed_cores", "1,056"),
		waitJS("the deciding resource in words", `document.body.textContent.includes("What decides the count: CPU: 32 hosts for the cores plus 1 spare; memory would need 15 hosts")`),
		waitJS("the runway", `document.querySelectorAll("#out-runway tbody tr").length === 4`),
		typeInto("#sw-new-plan-name", "Estate"),
		click("#sw-save-plan"),
		waitJS("saved", `(document.querySelector("#sw-status")?.textContent || "") === "Saved to “Estate”"`),
	)
	var loc string
	b.run(t, loadTimeout, into(chromedp.Location(), &loc))
	u, err := url.Parse(loc)
	if err != nil || u.Query().Get("plan") == "" {
		t.Fatalf("after saving, the page is at %q", loc)
	}
	planID := u.Query().Get("plan")
	q := u.Query()
	q.Del("entry")
	q.Set("cores_per_socket", "32")
	b.run(t, 2*loadTimeout,
		// the same workload on 2 × 32 cores, into the same plan
		chromedp.Navigate(srv.URL+"/cluster-sizing?"+q.Encode()),
		waitReady(),
		// CPU: 800 / 51.2 = 15.6 → 16 + 1; 17 × 64 = 1,088 cores licensed
		metric("hosts", "17"),
		metric("deciding_resource", "CPU"),
		metric("licensed_cores", "1,088"),
		click("#sw-save-plan"),
		waitJS("saved the second", `(document.querySelector("#sw-status")?.textContent || "") === "Saved to “Estate”"`),
		// half the memory: (512 − 5.72) × 0.9 = 455.65; 12,800 / 455.65 = 28.1 → 29 + 1
		typeInto("#in-host_memory_gb", "512"),
		metric("hosts", "30"),
		metric("deciding_resource", "memory"),
		metric("hosts_for_memory", "29"),
		typeInto("#in-cores_per_socket", "0"),
		waitJS("0 cores refused at the field", `(() => {
			const e = document.querySelector("#in-cores_per_socket-err");
			return !!e && e.textContent.includes("must be 1 or more") &&
				document.querySelector("#in-cores_per_socket").value === "0" &&
				document.querySelector("#in-host_memory_gb").value === "512";
		})()`),
	)
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/plans?id="+planID),
		waitReady(),
		waitJS("two entries", `document.querySelectorAll(".sw-report-entry").length === 2`),
		waitJS("tick both", `(() => { const bs = document.querySelectorAll(".sw-compare-box"); bs[0].click(); bs[1].click(); return true })()`),
		waitJS("compare enabled", `document.querySelector("#sw-compare-go").disabled === false`),
		click("#sw-compare-go"),
		waitJS("the comparison", `document.querySelector(".sw-compare table") !== null`),
		waitRow(0, "hosts", "Hosts to buy, spares included | 33 hosts | 17 hosts | −16 hosts (−48.48 %)"),
		waitRow(0, "licensed_cores", "Cores to license | 1,056 cores | 1,088 cores | +32 cores (+3.03 %)"),
		waitRow(0, "deciding_resource", "Deciding resource | CPU | CPU | "),
	)
	var inputs, report string
	b.run(t, loadTimeout,
		into(chromedp.Evaluate[string](`[...document.querySelectorAll(".sw-compare tbody:first-of-type tr[data-name]")].map(r => r.dataset.name).join(" ")`), &inputs),
		into(chromedp.Evaluate[string](`document.querySelector(".sw-report").textContent`), &report),
		screenshot("cluster-sizing-compare-1366-en"),
	)
	if inputs != "cores_per_socket" {
		t.Errorf("inputs that differ: %q, want cores_per_socket", inputs)
	}
	for _, want := range []string{"Hosts for a workload", "Runway: hosts year by year", "Cores to license", "KB 313548"} {
		if !strings.Contains(report, want) {
			t.Errorf("the report lacks %q", want)
		}
	}
	b.noFault(t, "cluster-sizing")
}

// In Russian the deciding resource, the host count and the steps read in
// Russian, with Russian plural forms.
func TestClusterSizingRussian(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1366, 900)
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/cluster-sizing?lang=ru&host_memory_gb=256"),
		waitReady(),
		// memory: 3,750 / ((256 − 3.16) × 0.9) = 16.5 → 17 + 1
		metric("hosts", "18"),
		metric("deciding_resource", "память"),
		waitJS("the words in Russian", `document.body.textContent.includes("Что определяет число хостов: память: 17 хостов по памяти плюс 1 в резерве")`),
	)
	b.noFault(t, "cluster-sizing in Russian")
}
