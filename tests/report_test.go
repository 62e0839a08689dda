package tests

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// The printed plan report is a customer report (issue 30 item 2): a plan
// of four scenarios, two of them compared (a stretched vSAN cluster under
// the classic rules and its copy under the current rules, which is ESA),
// printed to A4 in English and Russian. Page 1 holds the summary with every
// scenario's name; no page is more than half empty except the one before a
// chapter and the last; the comparison's columns are headed by the
// scenarios' names; the ESA scenario's inputs do not list disk groups, and
// the cluster type is not printed as an instruction. A scenario folded on
// the screen is printed whole. Before this change the same plan printed on
// 9 (English) and 10 (Russian) A4 pages, with pages 35 % and 15 % full
// (tests/out/report-*.pdf, and the PNGs of its pages, for a person to read).
func TestReportPrinted(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1366, 900)
	planWithComparison(t, b, srv.URL)

	for _, lang := range []string{"en", "ru"} {
		b.run(t, 2*loadTimeout,
			setLang(lang),
			chromedp.Navigate(srv.URL+"/plans"),
			waitReady(),
			chromedp.Click(chromedp.CSS(".sw-plan-card h2 a")),
			waitJS("four computed entries", `document.querySelectorAll(".sw-report-entry .sw-metric-value").length >= 4 && !document.querySelector(".sw-computing")`),
			waitJS("the comparison", `!!document.querySelector(".sw-compare table")`),
		)
		var names, heads []string
		var esaInputs, cluster string
		b.run(t, loadTimeout,
			// scenario 1 folded on the screen: paper shows it whole
			chromedp.Click(chromedp.CSS(".sw-report-entry .sw-entry-toggle")),
			waitJS("scenario 1 folded", `document.querySelector(".sw-report-entry").classList.contains("sw-folded")`),
			media("print"),
			waitJS("scenario 1 printed whole", `getComputedStyle(document.querySelector(".sw-report-entry .sw-fold-body")).display !== "none"`),
			into(chromedp.Evaluate[[]string](`[...document.querySelectorAll(".sw-summary-table th[scope=row]")].map(e => e.textContent.trim())`), &names),
			into(chromedp.Evaluate[[]string](`[...document.querySelectorAll(".sw-compare-table thead th")].slice(1).map(e => e.textContent.trim())`), &heads),
			into(chromedp.Evaluate[string](`[...document.querySelectorAll(".sw-report-entry")[3].querySelectorAll(".sw-inputs th")].map(e => e.textContent).join(" | ")`), &esaInputs),
			into(chromedp.Evaluate[string](`[...document.querySelectorAll(".sw-report-entry")[2].querySelectorAll(".sw-inputs tr")].map(e => e.textContent).filter(s => /Cluster type|Тип кластера/.test(s)).join("")`), &cluster),
		)
		var pdf []byte
		b.run(t, loadTimeout, into(chromedp.PrintToPDF(chromedp.PDFPaper(chromedp.PaperA4)), &pdf), media(""),
			chromedp.Click(chromedp.CSS(".sw-report-entry .sw-entry-toggle")),
			waitJS("scenario 1 unfolded", `!document.querySelector(".sw-report-entry").classList.contains("sw-folded")`))
		path := filepath.Join(outDir, "report-"+lang+".pdf")
		if err := os.MkdirAll(outDir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, pdf, 0o644); err != nil {
			t.Fatal(err)
		}
		pages := pdfPages(t, path)
		pngs(t, path, "report-"+lang)
		t.Logf("%s: %d pages, filled %s", lang, len(pages), fills(pages))

		// Four scenarios, a comparison and the appendix: the summary and
		// the comparison on pages 1–2, the scenarios on 3–5, the
		// appendix on 6–7 (measured: 7 in English, 7 in Russian); 8 leaves
		// room for a longer Russian line, not for a stranded heading.
		if len(pages) > 8 || len(pages) < 5 {
			t.Errorf("%s: %d pages, want 5 to 8", lang, len(pages))
		}
		if len(names) != 4 || len(heads) != 3 {
			t.Fatalf("%s: summary names %q, comparison heads %q", lang, names, heads)
		}
		first := squash(pages[0].text)
		for _, n := range names {
			if !strings.Contains(first, squash(n)) {
				t.Errorf("%s: page 1 lacks the scenario %q:\n%s", lang, n, pages[0].text)
			}
		}
		// the comparison's columns: "3. Classic: vSAN 6/7 …", "4. vSAN 8 ESA …"
		wantHeads := regexp.MustCompile(`^3\. \S.*$|^4\. \S.*$`)
		if !wantHeads.MatchString(heads[0]) || !wantHeads.MatchString(heads[1]) || strings.Contains(heads[0], "Scenario") || strings.Contains(heads[0], "Сценарий") {
			t.Errorf("%s: comparison heads %q, want the scenarios' names", lang, heads)
		}
		all := squash(joinText(pages))
		if !strings.Contains(all, squash(strings.TrimPrefix(heads[0], "3. "))) {
			t.Errorf("%s: the printed comparison lacks the head %q", lang, heads[0])
		}
		if esaInputs == "" || strings.Contains(esaInputs, "Disk groups") || strings.Contains(esaInputs, "дисковых групп") || strings.Contains(esaInputs, "Дисковых групп") {
			t.Errorf("%s: the ESA scenario's printed inputs: %s", lang, esaInputs)
		}
		if strings.Contains(all, "enter one site") || strings.Contains(all, "вводите одну площадку") || cluster == "" {
			t.Errorf("%s: the cluster type printed as %q", lang, cluster)
		}
		// page 1 starts the summary; the scenarios and the appendix each
		// start a page; no other page is more than half empty
		chapters := map[string]bool{"Scenarios": true, "Сценарии": true, "Appendix:": true, "Приложение:": true}
		for i, p := range pages {
			before := i+1 < len(pages) && chapters[pages[i+1].firstWord]
			if i < len(pages)-1 && !before && p.fill < 0.5 {
				t.Errorf("%s: page %d is %.0f %% full (%q…)", lang, i+1, 100*p.fill, p.firstWord)
			}
		}
		if !strings.Contains(squash(pages[0].text), map[string]string{"en": "Summary", "ru": "Сводка"}[lang]) {
			t.Errorf("%s: page 1 does not hold the summary", lang)
		}
	}
	b.noFault(t, "report printed")
}

// planWithComparison makes the plan of TestReportPrinted: a stretched link,
// SIOC, and a stretched vSAN cluster compared with its copy under the
// current rules (scenarios 3 and 4, named by their rule sets).
func planWithComparison(t *testing.T, b *browser, base string) {
	t.Helper()
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(base+"/plans"),
		waitReady(),
		typeInto("#sw-new-name", "Print test"),
		chromedp.Click(chromedp.CSS("#sw-create-plan")),
		chromedp.WaitVisible(chromedp.CSS(".sw-report")),
	)
	for n, p := range []string{"/stretched-bandwidth?write_iops=20000", "/sioc"} {
		b.run(t, loadTimeout,
			chromedp.Navigate(base+p),
			waitReady(),
			chromedp.WaitVisible(chromedp.CSS("#sw-save-plan")),
			chromedp.Click(chromedp.CSS("#sw-save-plan")),
			waitJS("saved", fmt.Sprintf(`Object.keys(localStorage).filter(k => k.startsWith("sizewise.plan.")).some(k => JSON.parse(localStorage[k]).plan.scenarios.length === %d)`, n+1)),
		)
	}
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(base+"/vsan-capacity?cluster_type=stretched&hosts=4&disk_groups_per_host=2&capacity_disks_per_group=5&capacity_disk_gb=1920&policy=raid1-ftt1&all_flash=true&vm_data_gb=10000&rules_revision=2"),
		waitReady(),
		waitText("#out-usable_gb .sw-metric-value", "26,880"),
		chromedp.Click(chromedp.CSS("#sw-compare-rules")),
		waitJS("the comparison", `location.pathname === "/plans" && document.querySelector(".sw-compare table") !== null && document.querySelectorAll(".sw-report-entry").length === 4`),
	)
}

// pdfPage is one printed page: its text, its first word and how far down
// its content reaches.
type pdfPage struct {
	text      string
	firstWord string
	// fill is how far down the page's text reaches, as a share of the
	// printable height (the page's margins, @page in web/sizewise.css:
	// 16 mm top, 18 mm bottom, where the page number is): 1 is the foot.
	fill float64
}

// pdfPages reads a PDF's pages: their text (pdftotext) and the extent of
// their words (pdftotext -bbox), the page number in the bottom margin left
// out.
func pdfPages(tb testing.TB, path string) []pdfPage {
	tb.Helper()
	out, err := exec.Command("pdftotext", "-bbox", path, "-").Output()
	if err != nil {
		tb.Fatalf("pdftotext -bbox %s: %v (make test installs poppler-utils)", path, err)
	}
	const mm = 72 / 25.4
	top, bottom := 16*mm, 18*mm
	var pages []pdfPage
	var height float64
	pageRe := regexp.MustCompile(`<page width="([\d.]+)" height="([\d.]+)">`)
	wordRe := regexp.MustCompile(`<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)</word>`)
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		line := sc.Text()
		if m := pageRe.FindStringSubmatch(line); m != nil {
			height, _ = strconv.ParseFloat(m[2], 64)
			pages = append(pages, pdfPage{})
			continue
		}
		m := wordRe.FindStringSubmatch(line)
		if m == nil || len(pages) == 0 {
			continue
		}
		p := &pages[len(pages)-1]
		yMax, _ := strconv.ParseFloat(m[2], 64)
		if yMax > height-bottom+1 {
			continue // the page number
		}
		if p.firstWord == "" {
			p.firstWord = htmlText(m[3])
		}
		p.fill = max(p.fill, (yMax-top)/(height-top-bottom))
	}
	text, err := exec.Command("pdftotext", path, "-").Output()
	if err != nil {
		tb.Fatal(err)
	}
	for i, s := range strings.Split(string(text), "\f") {
		if i < len(pages) {
			pages[i].text = s
		}
	}
	return pages
}

// htmlText undoes pdftotext -bbox's escapes.
func htmlText(s string) string {
	return strings.NewReplacer("&amp;", "&", "&lt;", "<", "&gt;", ">", "&quot;", `"`, "&apos;", "'").Replace(s)
}

// pngs renders a PDF's pages as PNGs under tests/out (name-1.png, …) for a
// person to look at.
func pngs(tb testing.TB, path, name string) {
	tb.Helper()
	if err := exec.Command("pdftoppm", "-png", "-r", "50", path, filepath.Join(outDir, name)).Run(); err != nil {
		tb.Logf("pdftoppm: %v", err)
	}
}

func fills(pages []pdfPage) string {
	var s []string
	for _, p := range pages {
		s = append(s, fmt.Sprintf("%.0f%%", 100*p.fill))
	}
	return strings.Join(s, " ")
}

func joinText(pages []pdfPage) string {
	var b strings.Builder
	for _, p := range pages {
		b.WriteString(p.text)
		b.WriteString("\n")
	}
	return b.String()
}

// squash is s with its runs of white space as one space.
func squash(s string) string { return strings.Join(strings.Fields(s), " ") }
