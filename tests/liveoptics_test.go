package tests

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/sizewise/sizewise/engine/liveoptics/liveopticstest"
)

// A consultant picks a Live Optics VMware export on the plans page: the
// engine worker recognises and reads it, the preview shows what was
// measured and what is left out of the sizing (the vCLS agent), the target
// host can be described; "Create plan" saves it, and the plan's report
// shows the measured figures and each cluster's stretched link sized from
// its measured peak writes, with no assumption warning.
func TestLiveOpticsImport(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1366, 900)
	book := filepath.Join(t.TempDir(), "LiveOptics_1_VMWARE.xlsx")
	if err := os.WriteFile(book, liveopticstest.Sample().Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var source string
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/plans"),
		waitReady(),
		chromedp.SetUploadFiles(chromedp.CSS("#sw-rv-file"), []string{book}),
		waitVisible("#sw-rv-preview"),
		waitVisible("#sw-rv-inventory-measured"),
		textOf("#sw-rv-inventory .sw-inventory-source", &source),
	)
	if source != "Live Optics 27.2.2.273 · vCenter VMware vCenter Server 8.0.3 build-25197330 · exported 2026-06-01 · LiveOptics_1_VMWARE.xlsx" {
		t.Errorf("source %q", source)
	}
	for _, tt := range []struct{ js, want string }{
		// Σ of the hosts' Peak IOPS: 4000 + 2000 + 1000 + 500
		{cellJS("#sw-rv-inventory-measured", "name", "peak_iops"), "Peak IOPS (hosts' peaks) | 7,500 IOPS"},
		// Σ over hosts of min(peak throughput, Σ VMs' peak writes):
		// 300 + 40 + 100 + 60 + 10
		{cellJS("#sw-rv-inventory-measured", "name", "peak_write_mib_per_s"), "Peak write throughput (hosts' peaks) | 510 MiB/s"},
		{cellJS("#sw-rv-inventory-measured", "name", "vm_peak_write_mib_per_s"), "Σ of the VMs' write peaks (never at once) | 580 MiB/s"},
		{cellJS("#sw-rv-inventory-measured", "name", "peak_cpu_ghz"), "Peak CPU (hosts' peaks) | 36 GHz"},
		// 72,000 MiB / 1024
		{cellJS("#sw-rv-inventory-measured", "name", "consumed_memory_mib"), "Memory consumed by the VMs | 70.31 GiB"},
		{`document.querySelector("#sw-rv-inventory-excluded li")?.textContent ?? ""`, "vCLS and other system VMs (vSphere recreates them): 1 VM (Кластер-А / vCLS-7e3a)"},
	} {
		var got string
		b.run(t, loadTimeout, into(chromedp.Evaluate[string](tt.js), &got))
		if got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
	var notes string
	b.run(t, loadTimeout, textOf("#sw-rv-scenarios", &notes))
	for _, want := range []string{
		"“Write IOPS” (write_iops) × “Write size” (write_size_kb) = the cluster's measured peak writes",
		"Host-level peaks are taken, not the sum of the VMs' peaks",
		"“Write load is an assumption” (write_load_assumed) = false",
		"“Architecture” (architecture) = esa, “Storage pool devices per host” (devices_per_host) = 5",
	} {
		if !strings.Contains(notes, want) {
			t.Errorf("the preview lacks %q", want)
		}
	}
	// The target host: 8 devices of 3,840 GB, read again.
	b.run(t, 2*loadTimeout,
		chromedp.SetValue(chromedp.CSS("#sw-rv-host-devices"), "8"),
		waitJS("change", `(document.querySelector("#sw-rv-host-devices").dispatchEvent(new Event("change", {bubbles: true})), true)`),
		waitJS("re-read for 8 devices", `!!document.querySelector("#sw-rv-scenarios")?.textContent.includes("“Storage pool devices per host” (devices_per_host) = 8")`),
		waitText("#sw-rv-inventory-target", "Target host: 32 cores at 2.4 GHz, 512 GiB of memory, vSAN ESA (NVMe storage pool): 8 × 3,200 GB capacity devices"),
		screenshot("liveoptics-preview-1366-en"),
		click("#sw-rv-create"),
		waitJS("the plan's report", `location.pathname === "/plans" && location.search.startsWith("?id=")`),
		waitVisible("#sw-inventory-measured"),
		waitJS("computed", `document.querySelectorAll(".sw-report-entry").length > 0 &&
			document.querySelectorAll(".sw-report-entry .sw-computing").length === 0`),
		screenshot("liveoptics-report-1366-en"),
	)
	var measured, links, warned string
	b.run(t, loadTimeout,
		into(chromedp.Evaluate[string](cellJS("#sw-inventory-measured", "name", "peak_write_mib_per_s")), &measured),
		// each stretched entry's inter-site bandwidth and write bandwidth
		into(chromedp.Evaluate[string](`[...document.querySelectorAll(".sw-report-entry")].filter(e => e.querySelector("#out-intersite_mbps"))
			.map(e => e.querySelector("#out-write_bandwidth_mbps")?.textContent.trim() + " → " + e.querySelector("#out-intersite_mbps").textContent.trim()).join("; ")`), &links),
		into(chromedp.Evaluate[string](`[...document.querySelectorAll(".sw-report-entry .sw-warnings li")].map(l => l.textContent).filter(t => t.includes("is an assumption, not a measurement")).join("; ")`), &warned),
	)
	if measured != "Peak write throughput (hosts' peaks) | 510 MiB/s" {
		t.Errorf("measured on the plan %q", measured)
	}
	// Cluster B: 160 MiB/s = 167.772 MB/s = 1,342.18 Mbps; × 1.4 × 1.25 =
	// 2,348.81 Mbps. Кластер-А: 340 MiB/s = 356.516 MB/s = 2,852.13 Mbps →
	// 4,991.22 Mbps.
	if !strings.Contains(links, "1,342.18") || !strings.Contains(links, "2,348.81") || !strings.Contains(links, "2,852.13") || !strings.Contains(links, "4,991.22") {
		t.Errorf("stretched links %q", links)
	}
	if warned != "" {
		t.Errorf("a measured load warned as an assumption: %s", warned)
	}
	b.noFault(t, "Live Optics import")
}
