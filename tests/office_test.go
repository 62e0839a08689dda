package tests

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/sizewise/sizewise/app/office/officetest"
	"github.com/sizewise/sizewise/app/plans"
)

// The Word and PowerPoint buttons (issue 29): on a plan's page and on a
// calculator's page each downloads a document named after the plan (or
// calculator) and the date, made by the engine worker; LibreOffice opens
// it, and every number the page shows is in it, in English and in
// Russian.
func TestOfficeButtons(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	b := newBrowser(t, chrome, 1280, 900)
	backup, err := plans.ExportBackupJSON(officetest.Plan8())
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "acme.sizewise.json")
	if err := os.WriteFile(path, backup, 0o644); err != nil {
		t.Fatal(err)
	}
	b.run(t, 2*loadTimeout,
		chromedp.Navigate(srv.URL+"/plans"),
		waitReady(),
		chromedp.SetUploadFiles(chromedp.CSS("#sw-import"), []string{path}),
		waitJS("the plan imported", `document.querySelectorAll(".sw-plan-card").length === 1`),
		chromedp.Click(chromedp.CSS(".sw-plan-card h2 a")),
	)
	today := time.Now().Format("2006-01-02")
	docs := map[string][]byte{}
	shown := map[string][]string{}
	for _, lang := range []string{"en", "ru"} {
		b.run(t, 2*loadTimeout, setLang(lang), chromedp.Reload(), waitReady(),
			waitJS("every entry computed", `document.querySelectorAll(".sw-report-entry").length === 8 && document.querySelectorAll(".sw-report-entry .sw-metric-value").length > 20 && !document.querySelector(".sw-computing")`))
		var values []string
		b.run(t, loadTimeout, into(chromedp.Evaluate[[]string](`[...document.querySelectorAll(".sw-report-entry .sw-metric-value")].map(e => e.textContent.trim())`), &values))
		shown[lang] = values
		for _, f := range []string{"docx", "pptx"} {
			d := b.clickDownload(t, "#sw-export-"+f)
			if want := "Acme DR design " + today + "." + f; d.Name != want {
				t.Errorf("%s %s: the file is named %q, want %q", lang, f, d.Name, want)
			}
			docs["plan-"+lang+"."+f] = d.Data
		}
		b.run(t, loadTimeout, waitJS("the status says downloaded", `/(Downloaded|Скачан файл) Acme DR design/.test(document.querySelector("#sw-status")?.textContent || "")`))
	}
	// A calculator page: the one scenario shown, named after the calculator.
	calcShown := map[string]string{}
	for _, lang := range []string{"en", "ru"} {
		want := map[string]string{"en": "1,120", "ru": "1\u00a0120"}[lang]
		b.run(t, 2*loadTimeout, setLang(lang), chromedp.Navigate(srv.URL+"/stretched-bandwidth?write_iops=20000"), waitReady(),
			waitText("#out-intersite_mbps .sw-metric-value", want),
			chromedp.WaitVisible(chromedp.CSS("#sw-export-docx")))
		calcShown[lang] = want
		title := map[string]string{"en": "Stretched-cluster bandwidth", "ru": "Каналы растянутого кластера"}[lang]
		for _, f := range []string{"docx", "pptx"} {
			d := b.clickDownload(t, "#sw-export-"+f)
			if !strings.HasSuffix(d.Name, " "+today+"."+f) || !strings.HasPrefix(d.Name, title+" ") {
				t.Errorf("%s calculator %s: the file is named %q", lang, f, d.Name)
			}
			docs["calc-"+lang+"."+f] = d.Data
		}
	}
	b.run(t, loadTimeout, setLang("en"))
	b.noFault(t, "office buttons")

	pdfs := officetest.ToPDF(t, docs)
	for name, pdf := range pdfs {
		text := officetest.Flat(officetest.PDFText(t, pdf))
		lang := strings.TrimSuffix(strings.SplitN(name, "-", 2)[1], filepath.Ext(name))
		if strings.HasPrefix(name, "calc-") {
			if want := officetest.Flat(calcShown[lang]); !strings.Contains(text, want) {
				t.Errorf("%s lacks the page's %q:\n%s", name, want, text)
			}
			continue
		}
		for _, v := range shown[lang] {
			if !strings.Contains(text, officetest.Flat(v)) {
				t.Errorf("%s lacks the page's number %q", name, v)
			}
		}
		for _, w := range map[string][]string{"en": {"Acme DR design", "Acme Corporation"}, "ru": {"Acme DR design", "Заказчик"}}[lang] {
			if !strings.Contains(text, w) {
				t.Errorf("%s lacks %q", name, w)
			}
		}
	}
}
