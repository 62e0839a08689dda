package tests

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// nubesQuery is the test bed of "Как мы тестировали VMware vSAN 7" (Евгений
// Литовка, Nubes, 2020) as a share link: 4 hosts, one disk group of 7 ×
// 932 GB, RAID-5 FTT=1 all-flash, 9,786 GB of VM data.
const nubesQuery = "hosts=4&disk_groups_per_host=1&capacity_disks_per_group=7&capacity_disk_gb=932&policy=raid5-ftt1&all_flash=true&vm_data_gb=9786"

// rowJS reads the cells of the comparison row named name in the k-th
// comparison (from 0) as "a | b | c", or "" while it is not there.
func rowJS(k int, name string) string {
	return fmt.Sprintf(`(() => {
		const s = document.querySelectorAll(".sw-compare")[%d];
		const r = s && s.querySelector('tr[data-name=%q]');
		return r ? [...r.children].map(c => c.textContent.trim()).join(" | ") : "";
	})()`, k, name)
}

// waitRow waits until the row reads want.
func waitRow(k int, name, want string) chromedp.Action[chromedp.Void] {
	return waitJS(fmt.Sprintf("comparison %d row %s = %q", k, name, want), rowJS(k, name)+" === "+fmt.Sprintf("%q", want))
}

// A consultant opens the Nubes bed, presses "Compare with current rules",
// and lands on the plan's report at the comparison: both scenarios side by
// side, the rule set, the architecture and the storage pool as the inputs
// that differ (the copy is the same hosts on ESA, issue 30.1: it kept the
// OSA disk groups before, and a stretched cluster's rows were identical),
// the usable capacity under each and the difference. Ticking scenarios and "Compare
// selected" adds a comparison of three; the CSV and Markdown carry them; on
// a phone the table scrolls in its own box; in Russian everything reads in
// Russian.
func TestCompare(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1366, 900)
	var loc, status, note string
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/vsan-capacity?"+nubesQuery),
		waitReady(),
		waitText("#out-usable_gb .sw-metric-value", "13,700.4"),
		waitVisible("#sw-compare-rules"),
		waitText("#sw-compare-rules", "Compare with current rules"),
		// no plan yet: the new plan needs a name, as for Save to plan
		typeInto("#sw-new-plan-name", "Nubes bed"),
		click("#sw-compare-rules"),
		waitJS("the report", `location.pathname === "/plans" && location.hash.startsWith("#compare-")`),
		waitJS("the comparison", `document.querySelector(".sw-compare table") !== null`),
		// classic: 26,096 GB raw / (4/3) × 0.7 = 13,700.4 GB; the copy, the
		// same hosts' 7 capacity devices as an ESA pool under the vSAN 8
		// ESA rules (engine/vsancap.Variant): (26,096 − 6,524 host rebuild
		// − 2,324.8 operations − 2,609.6 ESA metadata, 10 % of raw) /
		// (1.5 × 1.131) = 8,628.12 GB
		waitRow(0, "usable_gb", "Usable for VM data | 13,700.4 GB | 8,628.12 GB | −5,072.28 GB (−37.02 %)"),
		into(chromedp.Location(), &loc),
		textOf("#sw-status", &status),
		textOf(".sw-report-entry:nth-of-type(2) .sw-note textarea", &note),
	)
	if !strings.HasPrefix(status, "Saved to “Nubes bed”: scenario 1 and its copy under “vSAN 8 ESA (vSphere 8)”") {
		t.Errorf("status %q", status)
	}
	var head, entries string
	b.run(t, loadTimeout,
		into(chromedp.Evaluate[string](`[...document.querySelectorAll(".sw-compare thead th")].map(c => c.textContent.trim()).join(" | ")`), &head),
		into(chromedp.Evaluate[string](`String(document.querySelectorAll(".sw-report-entry").length)`), &entries),
		into(chromedp.Evaluate[string](`(document.querySelectorAll(".sw-report-entry")[1].querySelector("textarea") || {}).value || ""`), &note),
	)
	// the columns are named by what sets them apart, their rule sets
	// (plans.Compared.Names), not "Scenario 1 | Scenario 2" (issue 30)
	if head != "Quantity | 1. Classic: vSAN 6/7 (VMware's 2015–2020 guidance) | 2. vSAN 8 ESA (vSphere 8) | Difference 2 − 1" || entries != "2" {
		t.Errorf("head %q, %s entries", head, entries)
	}
	// On a laptop the whole table is in view: the difference column was
	// cut off when a long value (an architecture) widened its column.
	var overflow int
	b.run(t, loadTimeout, into(chromedp.Evaluate[int](`(w => w.scrollWidth - w.clientWidth)(document.querySelector(".sw-compare-wrap"))`), &overflow))
	if overflow > 1 {
		t.Errorf("the comparison is %d px wider than its box at 1366 px", overflow)
	}
	if !strings.HasPrefix(note, "Copy of scenario 1 under vSAN 8 ESA (vSphere 8), to compare with it.") {
		t.Errorf("the copy's note %q", note)
	}
	for _, tt := range []struct{ name, want string }{
		{"rules", "Rule set | Classic: vSAN 6/7 (VMware's 2015–2020 guidance) | vSAN 8 ESA (vSphere 8) | changed"},
		{"headroom", "Headroom kept | Slack (a share of raw kept free) | Operations and host rebuild reserves | changed"},
		{"raw_gb", "Raw capacity | 26,096 GB | 26,096 GB | "},
		{"host_rebuild_reserve_gb", "Host rebuild reserve | 0 GB | 6,524 GB | +6,524 GB"},
	} {
		var got string
		b.run(t, loadTimeout, into(chromedp.Evaluate[string](rowJS(0, tt.name)), &got))
		if got != tt.want {
			t.Errorf("row %s: %q, want %q", tt.name, got, tt.want)
		}
	}
	// Only the inputs that differ where they apply: the rule set and the
	// architecture (the storage pool's devices are not an OSA cluster's,
	// so they do not differ; the rules revision is not compared).
	var inputs string
	b.run(t, loadTimeout, into(chromedp.Evaluate[string](`[...document.querySelectorAll(".sw-compare tbody:first-of-type tr[data-name]")].map(r => r.dataset.name).join(" ")`), &inputs))
	if inputs != "rules architecture" {
		t.Errorf("inputs that differ: %q", inputs)
	}
	b.run(t, loadTimeout, screenshot("compare-1366-en"))

	// A third scenario: the same hosts' 8 NVMe devices as an ESA storage
	// pool under the vSAN 8 ESA rules, saved into the plan from its page.
	planID := strings.TrimPrefix(strings.SplitN(strings.SplitN(loc, "?id=", 2)[1], "#", 2)[0], "")
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/vsan-capacity?rules=vsan8-esa&architecture=esa&"+nubesQuery+"&plan="+planID),
		waitReady(),
		// (29,824 − 7,456 − 2,511.2 − 2,982.4 ESA metadata) / (1.5 × 1.131)
		// = 9,946.6 GB (11,704.57 before rules revision 2)
		waitText("#out-usable_gb .sw-metric-value", "9,946.6"),
		waitText("#sw-compare-rules", "Compare with classic rules"),
		click("#sw-save-plan"),
		waitJS("saved", `(document.querySelector("#sw-status")?.textContent || "") === "Saved to “Nubes bed”"`),
		chromedp.Navigate(srv.URL+"/plans?id="+planID),
		waitReady(),
		waitJS("three entries", `document.querySelectorAll(".sw-report-entry").length === 3`),
		waitJS("compare disabled", `document.querySelector("#sw-compare-go").disabled === true`),
		click(`.sw-report-entry:nth-of-type(1) .sw-compare-box`),
		waitJS("still disabled with one", `document.querySelector("#sw-compare-go").disabled === true`),
	)
	b.run(t, 2*loadTimeout,
		waitJS("tick 2 and 3", `(() => { const bs = document.querySelectorAll(".sw-compare-box"); bs[1].click(); bs[2].click(); return true })()`),
		waitJS("enabled with three", `document.querySelector("#sw-compare-go").disabled === false`),
		waitText("#sw-compare-hint", "3 scenarios ticked."),
		click("#sw-compare-go"),
		waitJS("a second comparison", `document.querySelectorAll(".sw-compare").length === 2`),
		waitRow(1, "usable_gb", "Usable for VM data | 13,700.4 GB | 8,628.12 GB | −5,072.28 GB (−37.02 %) | 9,946.6 GB | −3,753.8 GB (−27.4 %)"),
		waitRow(1, "architecture", "Architecture | OSA: disk groups (hybrid or all-flash) | ESA: storage pools, NVMe all-flash (vSAN 8 and later) | changed | ESA: storage pools, NVMe all-flash (vSAN 8 and later) | changed"),
		// (9,786 × 1.6965 + 2,609.6) / 26,096 = 73.62 %; (9,786 × 1.6965 +
		// 2,982.4) / 29,824 = 65.67 %
		waitRow(1, "fill_pct", "Datastore fill | 50 % | 73.62 % | +23.62 pp (+47.24 %) | 65.67 % | +15.67 pp (+31.33 %)"),
		waitJS("boxes cleared", `[...document.querySelectorAll(".sw-compare-box")].every(b => !b.checked)`),
	)
	b.run(t, loadTimeout, into(chromedp.Evaluate[int](`Math.max(...[...document.querySelectorAll(".sw-compare-wrap")].map(w => w.scrollWidth - w.clientWidth))`), &overflow))
	if overflow > 1 {
		t.Errorf("a comparison of three scenarios is %d px wider than its box at 1366 px", overflow)
	}
	b.run(t, loadTimeout, screenshot("compare-three-1366-en"))

	// The exports carry both comparisons.
	csv := b.clickDownload(t, "#sw-export-csv")
	for _, want := range []string{
		"Nubes bed,2,vsan-capacity,compare[0].usable_gb.diff,Comparison 1 · Usable for VM data · difference from scenario 1,-5072.28",
		"Nubes bed,1,vsan-capacity,compare[0].inputs.rules,Comparison 1 · Rule set,classic,",
		"Nubes bed,3,vsan-capacity,compare[1].inputs.architecture,Comparison 2 · Architecture,esa,",
	} {
		if !strings.Contains(string(csv.Data), want) {
			t.Errorf("the CSV lacks %q", want)
		}
	}
	md := b.clickDownload(t, "#sw-export-md")
	for _, want := range []string{
		"## Comparison 1: vSAN policy capacity",
		"| Usable for VM data | 13,700.4 GB | 8,628.12 GB | −5,072.28 GB (−37.02 %) |",
		"## Comparison 2: vSAN policy capacity",
		"| Usable for VM data | 13,700.4 GB | 8,628.12 GB | −5,072.28 GB (−37.02 %) | 9,946.6 GB | −3,753.8 GB (−27.4 %) |",
	} {
		if !strings.Contains(string(md.Data), want) {
			t.Errorf("the Markdown lacks %q", want)
		}
	}
	backup := b.clickDownload(t, "#sw-export-backup")
	if !strings.Contains(string(backup.Data), `"comparisons"`) || !strings.Contains(string(backup.Data), `"schema": 2`) {
		t.Errorf("the backup lacks the comparisons:\n%s", backup.Data)
	}

	// Printed, the comparison is there.
	var printed bool
	b.run(t, loadTimeout,
		media("print"),
		into(chromedp.Evaluate[bool](`getComputedStyle(document.querySelector(".sw-compare")).display !== "none" && getComputedStyle(document.querySelector(".sw-compare table")).display !== "none"`), &printed),
		media(""),
	)
	if !printed {
		t.Error("the comparison is hidden in print")
	}

	// A phone, in both languages: the page is not wider than the screen;
	// the table scrolls in its own box.
	for _, lang := range []string{"en", "ru"} {
		var sw, iw, wrapW, wrapScroll float64
		want := "Usable for VM data | 13,700.4 GB | 8,628.12 GB | −5,072.28 GB (−37.02 %)"
		if lang == "ru" {
			want = "Полезно для данных ВМ | 13\u00a0700,4 ГБ | 8\u00a0628,12 ГБ | −5\u00a0072,28 ГБ (−37,02 %)"
		}
		b.run(t, 2*loadTimeout,
			setLang(lang),
			chromedp.EmulateViewport(390, 844),
			chromedp.Navigate(srv.URL+"/plans?id="+planID),
			waitReady(),
			waitRow(0, "usable_gb", want),
			painted(),
			into(chromedp.Evaluate[float64](`document.documentElement.scrollWidth`), &sw),
			into(chromedp.Evaluate[float64](`window.innerWidth`), &iw),
			into(chromedp.Evaluate[float64](`document.querySelector(".sw-compare-wrap").getBoundingClientRect().right`), &wrapW),
			into(chromedp.Evaluate[float64](`(() => { const w = document.querySelector(".sw-compare-wrap"); return w.scrollWidth - w.clientWidth })()`), &wrapScroll),
			waitJS("scroll", `(document.querySelector(".sw-compare").scrollIntoView(), true)`),
			screenshot("compare-390-"+lang),
		)
		if sw > iw || wrapW > iw {
			t.Errorf("%s at 390 px: the page is %v px wide, the comparison ends at %v px (screen %v)", lang, sw, wrapW, iw)
		}
		if wrapScroll <= 0 {
			t.Errorf("%s at 390 px: the comparison table does not scroll in its box", lang)
		}
		if lang == "ru" {
			var heading, diffHead string
			b.run(t, loadTimeout,
				textOf(".sw-compare h2", &heading),
				textOf(".sw-compare thead th:nth-child(4)", &diffHead),
				chromedp.EmulateViewport(1366, 900),
				painted(),
				screenshot("compare-1366-ru"),
			)
			if heading != "Сравнение: Ёмкость vSAN по политике хранения" || diffHead != "Разница 2 − 1" {
				t.Errorf("Russian heading %q, %q", heading, diffHead)
			}
		}
	}
	b.run(t, loadTimeout, setLang("en"), chromedp.EmulateViewport(1366, 900))

	// Removing a comparison keeps its scenarios.
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/plans?id="+planID),
		waitReady(),
		waitJS("two comparisons", `document.querySelectorAll(".sw-compare").length === 2`),
		click(".sw-compare .sw-remove-compare"),
		waitJS("one left", `document.querySelectorAll(".sw-compare").length === 1 && document.querySelectorAll(".sw-report-entry").length === 3`),
		waitText("#sw-status", "Comparison removed; its scenarios stay in the plan."),
	)
	b.noFault(t, "compare")
}

// Issue 30, item 1: on a stretched cluster "Compare with current rules"
// copied the OSA disk groups under the vSAN 8 ESA rules, and every row of
// the comparison was identical (26,880 GB usable either way: a stretched
// cluster keeps slack under every rule set) with nothing saying why. The
// copy is now the same hosts on ESA, its note says so, and the rows differ:
// 4 hosts a site × 2 disk groups × 5 × 1,920 GB = 76,800 GB raw; classic
// 76,800 / 2 × 0.7 = 26,880 GB; ESA, 10 devices a host, the same raw:
// 76,800 × (1 − 0.30 − 0.10 ESA metadata) / (2 × 1.131) = 20,371.35 GB.
func TestCompareStretchedIsARealVariant(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1366, 900)
	var note string
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/vsan-capacity?cluster_type=stretched&hosts=4&disk_groups_per_host=2&capacity_disks_per_group=5&capacity_disk_gb=1920&policy=raid1-ftt1&all_flash=true&vm_data_gb=10000&rules_revision=2"),
		waitReady(),
		waitText("#out-usable_gb .sw-metric-value", "26,880"),
		typeInto("#sw-new-plan-name", "Stretched"),
		click("#sw-compare-rules"),
		waitJS("the comparison", `location.pathname === "/plans" && document.querySelector(".sw-compare table") !== null`),
		waitRow(0, "usable_gb", "Usable for VM data | 26,880 GB | 20,371.35 GB | −6,508.65 GB (−24.21 %)"),
		waitRow(0, "architecture", "Architecture | OSA: disk groups (hybrid or all-flash) | ESA: storage pools, NVMe all-flash (vSAN 8 and later) | changed"),
		into(chromedp.Evaluate[string](`(document.querySelectorAll(".sw-report-entry")[1].querySelector("textarea") || {}).value || ""`), &note),
	)
	if !strings.Contains(note, "each host's 10 capacity devices of 1,920 GB form its storage pool, the same raw capacity") {
		t.Errorf("the copy's note does not say what it became: %q", note)
	}
	b.noFault(t, "compare stretched")
}
