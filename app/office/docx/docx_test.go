package docx_test

import (
	"encoding/json"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/app/office"
	"github.com/sizewise/sizewise/app/office/docx"
	"github.com/sizewise/sizewise/app/office/officetest"
	"github.com/sizewise/sizewise/app/office/opc"
	"github.com/sizewise/sizewise/engine/msg"
)

func write(t testing.TB, lang msg.Lang) (*office.Report, []byte) {
	t.Helper()
	r, err := office.Build(officetest.Plan8(), office.Options{Lang: lang, Author: "Jane Doe", Version: "07fef85", Date: officetest.Date})
	if err != nil {
		t.Fatal(err)
	}
	data, err := docx.Write(r)
	if err != nil {
		t.Fatal(err)
	}
	return r, data
}

var (
	pStyle = regexp.MustCompile(`<w:pStyle w:val="([A-Za-z0-9]+)"/>`)
	instr  = regexp.MustCompile(`<w:instrText xml:space="preserve"> ([^<]*) </w:instrText>`)
)

// The document is real Word structure: built-in heading, title, caption,
// list and table styles; a TOC field; SEQ captions; numbered lists that
// restart; PAGE and NUMPAGES in the footer; native charts with their
// workbooks; no text box and no picture.
func TestWordStructure(t *testing.T) {
	r, data := write(t, msg.EN)
	pkg := officetest.Check(t, data)
	doc := string(pkg.Parts["word/document.xml"])
	if got := pkg.Types["word/document.xml"]; got != opc.TypeDocument {
		t.Errorf("document.xml is %q", got)
	}
	count := map[string]int{}
	for _, m := range pStyle.FindAllStringSubmatch(doc, -1) {
		count[m[1]]++
	}
	// Summary, Inventory, Comparisons, Scenarios; each comparison and
	// scenario a Heading 2, and the inventory's clusters, exclusions and
	// notes; their parts Heading 3.
	if count["Heading1"] != 4 || count["Heading2"] != 1+8+3 || count["Heading3"] < 8*5 || count["Title"] != 1 || count["Subtitle"] != 1 {
		t.Errorf("styles used: %v", count)
	}
	if count["ListNumber"] == 0 || count["ListBullet"] == 0 || count["Caption"] == 0 || count["Quote"] != 8 {
		t.Errorf("styles used: %v", count)
	}
	var fields []string
	for _, m := range instr.FindAllStringSubmatch(doc, -1) {
		fields = append(fields, m[1])
	}
	all := strings.Join(fields, "|")
	for _, f := range []string{`TOC \o "1-2" \h \z \u`, `SEQ Table \* ARABIC`, `SEQ Figure \* ARABIC`, `AUTHOR`} {
		if !strings.Contains(all, f) {
			t.Errorf("no %s field in %q", f, all)
		}
	}
	if n := strings.Count(all, "SEQ Figure"); n != 8 {
		t.Errorf("%d figure captions, want 8 (one per chart)", n)
	}
	footer := string(pkg.Parts["word/footer1.xml"])
	if !strings.Contains(footer, `w:instr=" PAGE "`) || !strings.Contains(footer, `w:instr=" NUMPAGES "`) {
		t.Errorf("footer: %s", footer)
	}
	styles := string(pkg.Parts["word/styles.xml"])
	for _, name := range []string{"heading 1", "heading 2", "heading 3", "Title", "Subtitle", "caption", "List Number", "List Bullet", "Table Grid", "TOC Heading", "toc 1", "Quote", "footer"} {
		if !strings.Contains(styles, `<w:name w:val="`+name+`"/>`) {
			t.Errorf("no built-in style %q", name)
		}
	}
	if !strings.Contains(styles, `w:asciiTheme="minorHAnsi"`) || !strings.Contains(styles, `w:asciiTheme="majorHAnsi"`) {
		t.Error("the styles do not take the theme's fonts")
	}
	for _, bad := range []string{"txbxContent", "v:textbox", "wps:txbx", "<pic:pic", "a:blip"} {
		if strings.Contains(doc, bad) {
			t.Errorf("the document holds %s (a text box or a picture)", bad)
		}
	}
	// numbered lists restart: one num per list, each starting at 1
	numbering := string(pkg.Parts["word/numbering.xml"])
	if n := strings.Count(numbering, `<w:startOverride w:val="1"/>`); n < 16 {
		t.Errorf("%d list instances", n)
	}
	charts := pkg.Targets("word/document.xml", opc.RelChart)
	if len(charts) != 8 {
		t.Fatalf("%d charts, want 8", len(charts))
	}
	for i, c := range charts {
		books := pkg.Targets(c, opc.RelPackage)
		if len(books) != 1 || pkg.Types[books[0]] != opc.TypeXLSX {
			t.Fatalf("%s: workbooks %v", c, books)
		}
		got := officetest.ReadChart(t, pkg.Parts[c], pkg.Parts[books[0]])
		if want := r.Scenarios[i].Result.Chart.Title; got.Title != want {
			t.Errorf("chart %d is %q, want %q", i+1, got.Title, want)
		}
	}
	core := string(pkg.Parts["docProps/core.xml"])
	if !strings.Contains(core, "<dc:creator>Jane Doe</dc:creator>") || !strings.Contains(core, "<dc:language>en-US</dc:language>") {
		t.Errorf("core properties: %s", core)
	}
	text := officetest.Text(pkg.Parts["word/document.xml"])
	for _, w := range []string{"Acme DR design", "Acme Corporation", "Jane Doe", "2026-12-04", "Prepared with Sizewise 07fef85", "Contents", "Left out of the sizing", "vCLS-1, vCLS-2, vCLS-3"} {
		if !strings.Contains(text, w) {
			t.Errorf("the document lacks %q", w)
		}
	}
}

// Russian: the document's words are Russian, its language ru-RU (spelling,
// hyphenation), its numbers and dates in the Russian form.
func TestWordRussian(t *testing.T) {
	_, data := write(t, msg.RU)
	pkg := officetest.Check(t, data)
	text := officetest.Text(pkg.Parts["word/document.xml"])
	for _, w := range []string{"Проектный документ", "Заказчик", "04.12.2026", "Содержание", "Сводка", "Исходные данные", "Ход расчёта", "Источники", "Таблица", "Рисунок", "52 хоста"} {
		if !strings.Contains(text, w) {
			t.Errorf("the Russian document lacks %q", w)
		}
	}
	// (the sources are cited in their own words: "… Page Sharing …")
	for _, w := range []string{"Inputs", "Worked steps", "Summary", "Table 1", "Figure 1", "Design document", "Customer"} {
		if strings.Contains(text, w) {
			t.Errorf("the Russian document says %q", w)
		}
	}
	if footer := officetest.Text(pkg.Parts["word/footer1.xml"]); !strings.Contains(footer, "Страница") || strings.Contains(footer, "Page") {
		t.Errorf("the Russian footer: %q", footer)
	}
	if !strings.Contains(string(pkg.Parts["word/styles.xml"]), `<w:lang w:val="ru-RU"`) {
		t.Error("the document's language is not ru-RU")
	}
	if !strings.Contains(text, "2\u00a0509,19 Мбит/с") {
		t.Error("a Russian number is not in the Russian form (2 509,19 Мбит/с)")
	}
}

// python-docx, a second reader, finds the headings by their built-in
// styles, the tables and the charts.
func TestWordPythonDocx(t *testing.T) {
	py := officetest.DocxPython(t)
	r, data := write(t, msg.EN)
	path := t.TempDir() + "/plan.docx"
	if err := writeFile(path, data); err != nil {
		t.Fatal(err)
	}
	const script = `
import json, sys, docx
from docx.enum.shape import WD_INLINE_SHAPE
d = docx.Document(sys.argv[1])
out = {
  "headings": [[p.style.name, p.text] for p in d.paragraphs if p.style.name.startswith("Heading") or p.style.name == "Title"],
  "tables": [[c.text for c in t.rows[0].cells] for t in d.tables],
  "table_rows": [len(t.rows) for t in d.tables],
  "charts": sum(1 for s in d.inline_shapes if s.type == WD_INLINE_SHAPE.CHART),
  "chart_parts": sorted(str(r.target_part.partname) for r in d.part.rels.values() if r.reltype.endswith("/chart")),
  "author": d.core_properties.author,
  "page": [d.sections[0].page_width, d.sections[0].page_height],
}
print(json.dumps(out))
`
	out, err := exec.Command(py, "-c", script, path).CombinedOutput()
	if err != nil {
		t.Fatalf("python-docx: %v\n%s", err, out)
	}
	var got struct {
		Headings   [][2]string
		Tables     [][]string
		TableRows  []int `json:"table_rows"`
		Charts     int
		ChartParts []string `json:"chart_parts"`
		Author     string
		Page       [2]int
	}
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	want := [][2]string{{"Title", "Acme DR design"}, {"Heading 1", "Summary"}, {"Heading 1", "Inventory"}}
	for i, w := range want {
		if i >= len(got.Headings) || got.Headings[i] != w {
			t.Errorf("heading %d: %v, want %v", i, got.Headings[i], w)
		}
	}
	var h2 []string
	for _, h := range got.Headings {
		if h[0] == "Heading 2" {
			h2 = append(h2, h[1])
		}
	}
	for _, s := range r.Scenarios {
		if !contains(h2, s.Heading) {
			t.Errorf("no Heading 2 %q among %q", s.Heading, h2)
		}
	}
	if got.Charts != 8 || len(got.ChartParts) != 8 {
		t.Errorf("python-docx finds %d charts, %d chart parts", got.Charts, len(got.ChartParts))
	}
	if len(got.Tables) < 8*2+3 || strings.Join(got.Tables[0], "|") != "Scenario|Answer|Deciding warning" || got.TableRows[0] != 9 {
		t.Errorf("tables: %d, the first %q with %d rows", len(got.Tables), got.Tables[0], got.TableRows[0])
	}
	if got.Author != "Jane Doe" || got.Page != [2]int{11906 * 635, 16838 * 635} {
		t.Errorf("author %q, page %v (A4: 7560310 × 10692130 EMU)", got.Author, got.Page)
	}
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}
