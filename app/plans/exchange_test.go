package plans

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"flag"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"

	_ "github.com/sizewise/sizewise/engine/all"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/scenario"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// compact returns raw without insignificant space.
func compact(t *testing.T, raw json.RawMessage) string {
	t.Helper()
	if len(raw) == 0 {
		return ""
	}
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		t.Fatalf("compact %s: %v", raw, err)
	}
	return b.String()
}

func sameDocuments(t *testing.T, got, want scenario.Plan) {
	t.Helper()
	if got.Plan != want.Plan || len(got.Scenarios) != len(want.Scenarios) {
		t.Fatalf("plan %q with %d scenarios, want %q with %d", got.Plan, len(got.Scenarios), want.Plan, len(want.Scenarios))
	}
	for i := range got.Scenarios {
		g, w := got.Scenarios[i], want.Scenarios[i]
		if g.Calculator != w.Calculator || g.Version != w.Version || compact(t, g.Inputs) != compact(t, w.Inputs) {
			t.Errorf("scenario %d: %+v, want %+v", i, g, w)
		}
	}
}

func TestImportJSON(t *testing.T) {
	tests := []struct {
		name      string
		doc       string
		kind      string
		planName  string
		scenarios int
		problems  []string // field paths
		fatal     []string // field paths of a failed import
		title     string   // of the first entry
	}{
		{name: "plan", doc: `{"plan":"ACME","scenarios":[{"calculator":"vdi-density"},{"calculator":"stretched-bandwidth","inputs":{"write_iops":10000}}]}`,
			kind: KindPlan, planName: "ACME", scenarios: 2},
		{name: "scenario", doc: `{"calculator":"stretched-bandwidth","inputs":{"write_iops":10000,"write_size_kb":4}}`,
			kind: KindScenario, planName: "Stretched-cluster bandwidth", scenarios: 1},
		{name: "scenario with version", doc: `{"calculator":"sioc","version":1}`, kind: KindScenario, planName: "Storage I/O Control allocation", scenarios: 1},
		{name: "empty plan", doc: `{"plan":"empty","scenarios":[]}`, kind: KindPlan, planName: "empty", scenarios: 0},
		{name: "field problems are flagged, not dropped",
			doc:  `{"plan":"p","scenarios":[{"calculator":"vdi-density"},{"calculator":"stretched-bandwidth","inputs":{"write_iops":-1,"write_iop":3}}]}`,
			kind: KindPlan, planName: "p", scenarios: 2,
			problems: []string{"scenarios[1].inputs.write_iop", "scenarios[1].inputs.write_iops"}},
		{name: "scenario problems use the scenario's paths", doc: `{"calculator":"stretched-bandwidth","inputs":{"write_size_kb":"big"}}`,
			kind: KindScenario, planName: "Stretched-cluster bandwidth", scenarios: 1, problems: []string{"inputs.write_size_kb"}},
		{name: "unknown fields are reported", doc: `{"plan":"p","customer":"x","scenarios":[{"calculator":"sioc","titel":"t"}]}`,
			kind: KindPlan, planName: "p", scenarios: 1, problems: []string{"customer", "scenarios[0].titel"}},
		{name: "a title is the entry's", doc: `{"plan":"p","scenarios":[{"calculator":"sioc","title":"Cluster A"}]}`,
			kind: KindPlan, planName: "p", scenarios: 1, title: "Cluster A"},
		{name: "a title on two lines is left out", doc: `{"plan":"p","scenarios":[{"calculator":"sioc","title":"a\nb"}]}`,
			kind: KindPlan, planName: "p", scenarios: 1, problems: []string{"scenarios[0].title"}},
		{name: "a title too long is left out", doc: `{"plan":"p","scenarios":[{"calculator":"sioc","title":"` + strings.Repeat("x", 201) + `"}]}`,
			kind: KindPlan, planName: "p", scenarios: 1, problems: []string{"scenarios[0].title"}},
		{name: "name not a string", doc: `{"plan":5,"scenarios":[]}`, kind: KindPlan, scenarios: 0, problems: []string{"plan"}},
		{name: "backup", doc: good, kind: KindBackup, planName: "Good plan", scenarios: 1},
		{name: "not JSON", doc: `{"plan":`, fatal: []string{""}},
		{name: "a list", doc: `[]`, fatal: []string{""}},
		{name: "empty", doc: ``, fatal: []string{""}},
		{name: "unknown calculator", doc: `{"plan":"p","scenarios":[{"calculator":"vdi-density"},{"calculator":"stretched-bandwith"}]}`,
			fatal: []string{"scenarios[1].calculator"}},
		{name: "scenario not an object", doc: `{"plan":"p","scenarios":[3]}`, fatal: []string{"scenarios[0]"}},
		{name: "scenarios not a list", doc: `{"plan":"p","scenarios":{}}`, fatal: []string{"scenarios"}},
		{name: "no calculator", doc: `{"inputs":{}}`, fatal: []string{"calculator"}},
		{name: "calculator not a string", doc: `{"calculator":7}`, fatal: []string{"calculator"}},
		{name: "inputs not an object", doc: `{"calculator":"sioc","inputs":[1]}`, fatal: []string{"inputs"}},
		{name: "bad version", doc: `{"calculator":"sioc","version":2}`, fatal: []string{"version"}},
		{name: "future backup", doc: `{"schema":7,"plan":{}}`, fatal: []string{"schema"}},
		// A key given twice is refused wherever a backup has one: encoding/json
		// would keep the last and import sioc as if the file said so.
		{name: "backup: calculator twice", doc: `{"schema":1,"plan":{"name":"x","scenarios":[{"id":"e","scenario":{"calculator":"vsa","calculator":"sioc"}}]}}`,
			fatal: []string{"plan.scenarios[0].scenario.calculator"}},
		{name: "backup: name twice", doc: `{"schema":1,"plan":{"name":"first","name":"second","scenarios":[]}}`, fatal: []string{"plan.name"}},
		{name: "backup: schema twice", doc: `{"schema":1,"schema":3,"plan":{"name":"x","scenarios":[]}}`, fatal: []string{"schema"}},
		{name: "backup: entry key twice", doc: `{"schema":1,"plan":{"name":"x","scenarios":[{"id":"a","id":"b","scenario":{"calculator":"sioc"}}]}}`, fatal: []string{"plan.scenarios[0].id"}},
		{name: "backup: comparison key twice", doc: `{"schema":2,"plan":{"name":"x","scenarios":[],"comparisons":[{"id":"c","entries":[],"entries":[]}]}}`, fatal: []string{"plan.comparisons[0].entries"}},
		{name: "backup: inventory key twice", doc: `{"schema":3,"plan":{"name":"x","scenarios":[],"inventory":{"source":"a","clusters":[{"name":"c","name":"d"}]}}}`, fatal: []string{"plan.inventory.clusters[0].name"}},
		{name: "backup: inputs key twice are flagged", doc: `{"schema":1,"plan":{"name":"x","scenarios":[{"id":"e","scenario":{"calculator":"vsa","inputs":{"hosts":2,"hosts":3}}}]}}`,
			kind: KindBackup, planName: "x", scenarios: 1, problems: []string{"scenarios[0].inputs.hosts"}},
		{name: "plan: calculator twice", doc: `{"plan":"p","scenarios":[{"calculator":"vsa","calculator":"sioc"}]}`, fatal: []string{"scenarios[0].calculator"}},
		{name: "plan: inventory key twice", doc: `{"plan":"p","scenarios":[],"inventory":{"source":"a","source":"b"}}`, fatal: []string{"inventory.source"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			imp, err := ImportJSON([]byte(tt.doc))
			if tt.fatal != nil {
				errs := AsErrors(err)
				if err == nil || len(errs) < len(tt.fatal) {
					t.Fatalf("err %v, want problems at %v", err, tt.fatal)
				}
				for i, f := range tt.fatal {
					if errs[i].Field != f {
						t.Errorf("problem %d at %q, want %q (%v)", i, errs[i].Field, f, errs)
					}
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if imp.Kind != tt.kind || imp.Plan.Name != tt.planName || len(imp.Plan.Scenarios) != tt.scenarios {
				t.Errorf("import %s %q with %d scenarios", imp.Kind, imp.Plan.Name, len(imp.Plan.Scenarios))
			}
			var paths []string
			for _, p := range imp.Problems {
				paths = append(paths, p.Field)
			}
			if strings.Join(paths, " ") != strings.Join(tt.problems, " ") {
				t.Errorf("problems %v, want paths %v", imp.Problems, tt.problems)
			}
			if len(imp.Plan.Scenarios) > 0 && imp.Plan.Scenarios[0].Title != tt.title {
				t.Errorf("title %q, want %q", imp.Plan.Scenarios[0].Title, tt.title)
			}
			// Whatever ImportJSON accepts, the Library stores.
			l := newLib(t, NewMemStore())
			p, err := l.Import(imp.Plan)
			if err != nil || len(p.Scenarios) != tt.scenarios || p.Name == "" {
				t.Errorf("Library.Import = %+v, %v", p, err)
			}
		})
	}
}

func TestImportKeepsInputsAsTyped(t *testing.T) {
	imp, err := ImportJSON([]byte(`{"calculator":"stretched-bandwidth","inputs":{"write_iops": -1, "write_size_kb": "big"}}`))
	if err != nil {
		t.Fatal(err)
	}
	if got := compact(t, imp.Plan.Scenarios[0].Scenario.Inputs); got != `{"write_iops":-1,"write_size_kb":"big"}` {
		t.Errorf("inputs %s", got)
	}
}

func TestExportImportRoundTrip(t *testing.T) {
	l := newLib(t, NewMemStore())
	p := mustCreate(t, l, `ACME "DR" | phase 2`)
	vdi := mustAdd(t, l, p.ID, Entry{Title: "Desktops", Scenario: NewEntry("vdi-density", json.RawMessage(`{"desktops": 1200}`)).Scenario})
	mustAdd(t, l, p.ID, Entry{From: vdi.ID, Note: "from VDI", Scenario: scenario.Document{Calculator: "stretched-bandwidth", Version: 1, Inputs: json.RawMessage(`{"total_iops": 12000, "write_pct": 70}`)}})
	mustAdd(t, l, p.ID, NewEntry("sioc", nil))
	mustAdd(t, l, p.ID, NewEntry("stretched-bandwidth", json.RawMessage(`{"write_iops": -3}`))) // invalid, kept
	p, _ = l.Get(p.ID)

	b, err := ExportPlanJSON(p)
	if err != nil {
		t.Fatal(err)
	}
	// Exactly the plan document (docs/contract.md §2).
	var top map[string]json.RawMessage
	json.Unmarshal(b, &top)
	if len(top) != 2 || top["plan"] == nil || top["scenarios"] == nil {
		t.Errorf("export has fields %v, want plan and scenarios", top)
	}
	imp, err := ImportJSON(b)
	if err != nil {
		t.Fatal(err)
	}
	if imp.Kind != KindPlan || len(imp.Problems) != 1 || imp.Problems[0].Field != "scenarios[3].inputs.write_iops" {
		t.Errorf("import %s, problems %v", imp.Kind, imp.Problems)
	}
	sameDocuments(t, imp.Plan.Document(), p.Document())
	q, err := l.Import(imp.Plan)
	if err != nil {
		t.Fatal(err)
	}
	sameDocuments(t, q.Document(), p.Document())
	b2, _ := ExportPlanJSON(q)
	if !bytes.Equal(b, b2) {
		t.Errorf("second export differs:\n%s\n%s", b, b2)
	}

	// A single scenario.
	sb, err := ExportScenarioJSON(p.Scenarios[1])
	if err != nil {
		t.Fatal(err)
	}
	si, err := ImportJSON(sb)
	if err != nil || si.Kind != KindScenario || len(si.Plan.Scenarios) != 1 {
		t.Fatalf("scenario import %+v, %v", si, err)
	}
	sameDocuments(t, si.Plan.Document(), scenario.Plan{Plan: "Stretched-cluster bandwidth", Scenarios: []scenario.Document{p.Scenarios[1].Scenario}})

	// A backup keeps everything (ids and update time aside).
	bb, err := ExportBackupJSON(p)
	if err != nil {
		t.Fatal(err)
	}
	bi, err := ImportJSON(bb)
	if err != nil || bi.Kind != KindBackup {
		t.Fatalf("backup import %+v, %v", bi, err)
	}
	if !reflect.DeepEqual(bi.Plan, p) {
		t.Errorf("backup read back\n%+v\nwant\n%+v", bi.Plan, p)
	}
	r, err := l.Import(bi.Plan)
	if err != nil {
		t.Fatal(err)
	}
	if r.Customer != "ACME" || r.Scenarios[0].Title != "Desktops" || r.Scenarios[1].Note != "from VDI" ||
		r.Scenarios[1].From != r.Scenarios[0].ID || r.ID == p.ID || !r.Created.Equal(p.Created) {
		t.Errorf("restored backup %+v", r)
	}
}

func TestExportIsEvaluable(t *testing.T) {
	plans := []Plan{allDefaults(), {Name: "stretched", Scenarios: []Entry{stretched()}}, {Name: "none", Scenarios: []Entry{}}}
	for _, p := range plans {
		b, err := ExportPlanJSON(p)
		if err != nil {
			t.Fatal(err)
		}
		out, errs := calc.EvalDocument(b, msg.EN)
		if len(errs) > 0 {
			t.Fatalf("EvalDocument(%s): %v", b, errs)
		}
		pr, ok := out.(scenario.PlanResult)
		if !ok || pr.Plan != p.Name || len(pr.Results) != len(p.Scenarios) {
			t.Fatalf("EvalDocument gave %#v", out)
		}
		for i, e := range p.Scenarios {
			sb, _ := ExportScenarioJSON(e)
			if _, errs := calc.EvalDocument(sb, msg.EN); len(errs) > 0 {
				t.Errorf("scenario %d: %v", i, errs)
			}
		}
	}
	if n := len(allDefaults().Scenarios); n < 8 {
		t.Errorf("only %d calculators registered", n)
	}
	b, _ := ExportPlanJSON(plans[1])
	pr, _ := calc.EvalDocument(b, msg.EN)
	if got := pr.(scenario.PlanResult).Results[0].Results; !strings.Contains(mustJSON(t, got), `"intersite_mbps":560`) {
		t.Errorf("stretched default: %s", mustJSON(t, got))
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestCSV(t *testing.T) {
	p := allDefaults()
	p.Name = `Plan, "quoted"` + "\nline"
	p.Scenarios = append(p.Scenarios, NewEntry("stretched-bandwidth", json.RawMessage(`{"write_iops":-1}`)))
	b, err := ExportCSV(p, msg.EN)
	if err != nil {
		t.Fatal(err)
	}
	// Excel reads the Cyrillic of a CSV as UTF-8 only after a byte order mark
	if !bytes.HasPrefix(b, []byte(UTF8BOM)) {
		t.Errorf("no UTF-8 byte order mark: %q", b[:min(len(b), 8)])
	}
	rows, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(b, []byte(UTF8BOM)))).ReadAll()
	if err != nil {
		t.Fatalf("CSV does not parse back: %v", err)
	}
	if !reflect.DeepEqual(rows[0], CSVHeader) {
		t.Errorf("header %v", rows[0])
	}
	seen := map[string]bool{}
	find := func(scenarioN, field string) []string {
		for _, r := range rows[1:] {
			if r[1] == scenarioN && r[3] == field {
				return r
			}
		}
		return nil
	}
	for _, r := range rows[1:] {
		if len(r) != len(CSVHeader) || r[0] != p.Name {
			t.Fatalf("row %q", r)
		}
		seen[r[2]] = true
	}
	for _, e := range p.Scenarios {
		if !seen[e.Scenario.Calculator] {
			t.Errorf("no rows for %s", e.Scenario.Calculator)
		}
	}
	n := func(id string) string {
		for i, e := range p.Scenarios {
			if e.Scenario.Calculator == id {
				return strconv.Itoa(i + 1)
			}
		}
		return ""
	}
	checks := []struct {
		calc, field, label, value, unit string
	}{
		{"stretched-bandwidth", "intersite_mbps", "Inter-site bandwidth", "560", "Mbps"},
		{"stretched-bandwidth", "write_bandwidth_mbps", "Write bandwidth Wb", "320", "Mbps"},
		{"sioc", "vms[1].allocated_iops", "Per VM 2 (VM2) · Allocated", "5000", "IOPS"},
		{"sioc", "vms[2].allocated_iops", "Per VM 3 (VM3) · Allocated", "996.6666666666666", "IOPS"},
		{"sioc", "hosts[0].share_pct", "Per host 1 (esx1) · Share of all shares", "70", "%"},
		{"memory-states", "minfree_mb", "minFree", "1925.12", "MB"},
		{"memory-states", "thresholds_mb.soft", "Thresholds · Soft", "1232.0768", "MB"},
	}
	for _, c := range checks {
		r := find(n(c.calc), c.field)
		if r == nil {
			t.Errorf("no row %s %s", c.calc, c.field)
			continue
		}
		if r[4] != c.label || r[5] != c.value || r[6] != c.unit {
			t.Errorf("%s %s: %q, want label %q value %q unit %q", c.calc, c.field, r, c.label, c.value, c.unit)
		}
	}
	last := strconv.Itoa(len(p.Scenarios))
	if r := find(last, "error"); r == nil || r[4] != "inputs.write_iops" || r[5] == "" {
		t.Errorf("invalid scenario row %q", r)
	}
}

func itoa(i int) string {
	return strings.TrimSpace(strings.Replace(string(rune('0'+i/10))+string(rune('0'+i%10)), "0", " ", 1))
}

func TestMarkdownGolden(t *testing.T) {
	now := fakeClock()
	l := New(NewMemStore(), Options{NewID: Counter("g"), Now: now})
	l.Load()
	p, err := l.Create("ACME stretched cluster", "ACME Corp")
	if err != nil {
		t.Fatal(err)
	}
	mustAdd(t, l, p.ID, Entry{Title: "Site A ↔ Site B", Note: "Default worked example: 10,000 write IOPS × 4 KB.", Scenario: stretched().Scenario})
	p, _ = l.Get(p.ID)
	got := ExportMarkdown(p, MarkdownOptions{BaseURL: "https://sizewise.example", Version: "1.0.0"})
	golden := filepath.Join("testdata", "stretched-default.md")
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("Markdown differs from %s (go test -update rewrites it):\n%s", golden, got)
	}
	for _, s := range []string{
		"| Inter-site bandwidth | 560 | Mbps |",
		"2. Inter-site bandwidth B = Wb × md × mr: 320 Mbps × 1.4 × 1.25 = 560 Mbps",
		"| Write IOPS | 10,000 | IOPS |",
		"(https://sizewise.example/stretched-bandwidth?write_iops=10000&write_size_kb=4&",
	} {
		if !bytes.Contains(got, []byte(s)) {
			t.Errorf("Markdown lacks %q", s)
		}
	}
}

func TestMarkdownEveryCalculator(t *testing.T) {
	p := allDefaults()
	p.Scenarios = append(p.Scenarios, NewEntry("stretched-bandwidth", json.RawMessage(`{"write_iops":-1}`)))
	p.Scenarios[1].From = "x"
	p.Scenarios[0].ID = "x"
	md := string(ExportMarkdown(p, MarkdownOptions{}))
	for _, e := range p.Scenarios[:len(p.Scenarios)-1] {
		c, _ := calc.Lookup(e.Scenario.Calculator)
		if !strings.Contains(md, c.Meta().Title.In(msg.EN)) || !strings.Contains(md, "("+ShareLink(e)+")") {
			t.Errorf("Markdown lacks %s or its link", e.Scenario.Calculator)
		}
	}
	if !strings.Contains(md, "### Problems") || !strings.Contains(md, "`inputs.write_iops`") {
		t.Error("invalid scenario not reported")
	}
	if !strings.Contains(md, "Chained from scenario 1") {
		t.Error("chain not shown")
	}
	// The share link reopens the same inputs.
	for _, e := range p.Scenarios[:len(p.Scenarios)-1] {
		c, _ := calc.Lookup(e.Scenario.Calculator)
		link := ShareLink(e)
		_, query, _ := strings.Cut(link, "?")
		q, err := parseQuery(query)
		if err != nil {
			t.Fatal(err)
		}
		inputs, errs, ok := c.ResolveValues(q, calc.ParseNumber, calc.Strict)
		if !ok {
			t.Errorf("%s: link %s: %v", e.Scenario.Calculator, link, errs)
			continue
		}
		a, _ := c.Evaluate(e.Scenario.Inputs)
		b, errs := inputs.Evaluate()
		if len(errs) > 0 || mustJSON(t, a.Document(msg.EN)) != mustJSON(t, b.Document(msg.EN)) {
			t.Errorf("%s: link %s does not reproduce the result (%v)", e.Scenario.Calculator, link, errs)
		}
	}
}

func TestMarkdownEscapesUserText(t *testing.T) {
	p := Plan{Name: "<script>alert(1)</script> | # *x*", Customer: "a\nb", Scenarios: []Entry{}}
	md := string(ExportMarkdown(p, MarkdownOptions{}))
	if strings.Contains(md, "<script>") || !strings.Contains(md, `\<script\>`) || strings.Contains(md, "a\nb") {
		t.Errorf("not escaped:\n%s", md)
	}
}

func parseQuery(s string) (map[string][]string, error) {
	return url.ParseQuery(s)
}

// An imported plan's scenario notes are the entries' explanation, not
// their note (issue 30 item 6: the note box came pre-filled with the
// import's text, shown again below it, so writing a note meant deleting
// it first); the Markdown and the CSV for Excel carry it under its own
// heading, once.
func TestImportNotesAreTheExplanation(t *testing.T) {
	doc := `{"plan":"Imported","notes":["3 VMs left out"],"scenarios":[{"calculator":"sioc","notes":["“Datastore IOPS” (datastore_iops) = 8000: measured", "Other inputs at the calculator's defaults"],"inputs":{"datastore_iops":8000}}]}`
	imp, err := ImportJSON([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	e := imp.Plan.Scenarios[0]
	if e.Note != "" || len(e.Explanation) != 2 || e.Explanation[0] != "“Datastore IOPS” (datastore_iops) = 8000: measured" {
		t.Fatalf("note %q, explanation %q", e.Note, e.Explanation)
	}
	e.Note = "the customer's own words"
	imp.Plan.Scenarios[0] = e
	md := string(ExportMarkdown(imp.Plan, MarkdownOptions{Lang: msg.EN}))
	if strings.Count(md, "= 8000: measured") != 1 || !strings.Contains(md, "How the inputs were derived:\n\n- “Datastore IOPS”") ||
		!strings.Contains(md, "the customer's own words") {
		t.Errorf("Markdown:\n%s", md)
	}
	csv, err := ExportSheetCSV(imp.Plan, msg.RU)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(csv), "Как получены исходные данные;") || strings.Count(string(csv), "(datastore_iops) = 8000: measured") != 1 {
		t.Errorf("CSV:\n%s", csv)
	}
}
