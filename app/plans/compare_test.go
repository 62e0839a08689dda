package plans

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// nubes is the test bed of "Как мы тестировали VMware vSAN 7" (Евгений
// Литовка, Nubes, 2020): 4 hosts, one disk group of 7 × 932 GB capacity
// disks, RAID-5 FTT=1 all-flash, 9,786 GB of VM data.
const nubes = `"hosts":4,"disk_groups_per_host":1,"capacity_disks_per_group":7,"capacity_disk_gb":932,"policy":"raid5-ftt1","all_flash":true,"vm_data_gb":9786`

func nubesEntry(extra string) Entry {
	return NewEntry("vsan-capacity", json.RawMessage(`{`+extra+nubes+`}`))
}

// envelopeSchema is the schema a stored value says it has.
func envelopeSchema(t *testing.T, v string) int {
	t.Helper()
	var env envelope
	if err := json.Unmarshal([]byte(v), &env); err != nil {
		t.Fatal(err)
	}
	return env.Schema
}

func TestComparisonLifecycle(t *testing.T) {
	s := NewMemStore()
	l := newLib(t, s)
	p := mustCreate(t, l, "Nubes")
	classic := mustAdd(t, l, p.ID, nubesEntry(""))
	esa := mustAdd(t, l, p.ID, nubesEntry(`"rules":"vsan8-esa",`))
	other := mustAdd(t, l, p.ID, stretched())
	key := PlanPrefix + p.ID
	if envelopeSchema(t, s.M[key]) != 1 {
		t.Fatalf("a plan without comparisons is stored as schema 1: %s", s.M[key])
	}
	for _, tt := range []struct {
		name string
		ids  []string
		want error
	}{
		{"one", []string{classic.ID}, ErrCompareFew},
		{"one twice", []string{classic.ID, classic.ID}, ErrCompareFew},
		{"two calculators", []string{classic.ID, other.ID}, ErrCompareMixed},
		{"no such entry", []string{classic.ID, "nope"}, ErrNoEntry},
	} {
		before := s.M[key]
		if _, err := l.AddComparison(p.ID, tt.ids); !errors.Is(err, tt.want) {
			t.Errorf("%s: err %v, want %v", tt.name, err, tt.want)
		}
		if s.M[key] != before {
			t.Errorf("%s: a refused comparison changed the plan", tt.name)
		}
	}
	if _, err := l.AddComparison("nope", []string{classic.ID, esa.ID}); !errors.Is(err, ErrNotFound) {
		t.Errorf("no such plan: %v", err)
	}
	c, err := l.AddComparison(p.ID, []string{classic.ID, esa.ID})
	if err != nil || c.ID == "" || strings.Join(c.Entries, ",") != classic.ID+","+esa.ID {
		t.Fatalf("AddComparison = %+v, %v", c, err)
	}
	if envelopeSchema(t, s.M[key]) != 2 || !strings.Contains(s.M[key], `"comparisons":[{"id":"`+c.ID+`","entries":["`+classic.ID+`","`+esa.ID+`"]}]`) {
		t.Errorf("stored comparison: %s", s.M[key])
	}
	// The same comparison again is the one there.
	if again, err := l.AddComparison(p.ID, []string{classic.ID, esa.ID}); err != nil || again.ID != c.ID {
		t.Errorf("repeat: %+v, %v", again, err)
	}
	// A fresh library reads it back, without rewriting it.
	stored := s.M[key]
	q, ok := newLib(t, s).Get(p.ID)
	if !ok || len(q.Comparisons) != 1 || q.Comparisons[0].ID != c.ID || s.M[key] != stored {
		t.Errorf("reloaded %+v", q.Comparisons)
	}
	// Removing a compared entry removes the comparison it leaves with one
	// entry, and the plan goes back to schema 1.
	if err := l.RemoveScenario(p.ID, esa.ID); err != nil {
		t.Fatal(err)
	}
	if q, _ := l.Get(p.ID); len(q.Comparisons) != 0 || envelopeSchema(t, s.M[key]) != 1 {
		t.Errorf("after removing an entry: %+v, %s", q.Comparisons, s.M[key])
	}
	// RemoveComparison keeps the entries.
	esa = mustAdd(t, l, p.ID, nubesEntry(`"rules":"vsan8-esa",`))
	c, _ = l.AddComparison(p.ID, []string{esa.ID, classic.ID})
	if err := l.RemoveComparison(p.ID, c.ID); err != nil {
		t.Fatal(err)
	}
	if q, _ := l.Get(p.ID); len(q.Comparisons) != 0 || len(q.Scenarios) != 3 {
		t.Errorf("after RemoveComparison: %+v", q)
	}
	if err := l.RemoveComparison(p.ID, c.ID); !errors.Is(err, ErrNoComparison) {
		t.Errorf("removing it twice: %v", err)
	}
}

// SaveCompared stores the scenario shown (updating the entry it came from)
// and its copy, and compares them, in one write; nothing is stored when
// any of it fails.
func TestSaveCompared(t *testing.T) {
	s := NewMemStore()
	l := newLib(t, s)
	p := mustCreate(t, l, "Nubes")
	from := mustAdd(t, l, p.ID, nubesEntry(""))
	shown := nubesEntry("")
	shown.ID = from.ID
	shown.Scenario.Inputs = json.RawMessage(strings.Replace(string(shown.Scenario.Inputs), `"hosts":4`, `"hosts":5`, 1))
	cp := nubesEntry(`"rules":"vsan8-esa",`)
	cp.Note = "a copy"
	es, c, err := l.SaveCompared(p.ID, []Entry{shown, cp})
	if err != nil {
		t.Fatal(err)
	}
	q, _ := l.Get(p.ID)
	if len(q.Scenarios) != 2 || es[0].ID != from.ID || es[1].ID == "" || es[1].Note != "a copy" ||
		!strings.Contains(string(q.Scenarios[0].Scenario.Inputs), `"hosts":5`) ||
		len(q.Comparisons) != 1 || strings.Join(q.Comparisons[0].Entries, ",") != from.ID+","+es[1].ID || q.Comparisons[0].ID != c.ID {
		t.Errorf("after SaveCompared: %+v", q)
	}
	before := s.Clone()
	bad := NewEntry("no-such-calculator", nil)
	if _, _, err := l.SaveCompared(p.ID, []Entry{nubesEntry(""), bad}); err == nil {
		t.Error("an unknown calculator was saved")
	}
	if _, _, err := l.SaveCompared(p.ID, []Entry{nubesEntry("")}); !errors.Is(err, ErrCompareFew) {
		t.Errorf("one entry: %v", err)
	}
	if s.M[PlanPrefix+p.ID] != before.M[PlanPrefix+p.ID] {
		t.Error("a failed SaveCompared changed the plan")
	}
}

// Duplicate, backup and import keep a plan's comparisons, on the copy's
// own entry ids.
func TestComparisonsTravel(t *testing.T) {
	l := newLib(t, NewMemStore())
	p := mustCreate(t, l, "Nubes")
	es, _, err := l.SaveCompared(p.ID, []Entry{nubesEntry(""), nubesEntry(`"rules":"vsan8-esa",`)})
	if err != nil {
		t.Fatal(err)
	}
	check := func(name string, q Plan) {
		t.Helper()
		if len(q.Comparisons) != 1 || len(q.Scenarios) != 2 ||
			strings.Join(q.Comparisons[0].Entries, ",") != q.Scenarios[0].ID+","+q.Scenarios[1].ID {
			t.Errorf("%s: comparisons %+v of %s", name, q.Comparisons, entryIDs(q))
		}
	}
	d, err := l.Duplicate(p.ID)
	if err != nil {
		t.Fatal(err)
	}
	check("duplicate", d)
	if d.Scenarios[0].ID == es[0].ID {
		t.Errorf("the copy reuses entry ids")
	}
	p, _ = l.Get(p.ID)
	b, err := ExportBackupJSON(p)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b, []byte(`"schema": 2`)) || !bytes.Contains(b, []byte(`"comparisons"`)) {
		t.Errorf("backup:\n%s", b)
	}
	imp, err := ImportJSON(b)
	if err != nil {
		t.Fatal(err)
	}
	check("backup read", imp.Plan)
	in, err := l.Import(imp.Plan)
	if err != nil {
		t.Fatal(err)
	}
	check("imported", in)
	// The plan document (docs/contract.md §2) stays the bare scenarios.
	doc, _ := ExportPlanJSON(p)
	if bytes.Contains(doc, []byte("comparisons")) {
		t.Errorf("plan document holds comparisons:\n%s", doc)
	}
}

// Plans stored before comparisons existed load unchanged and are not
// rewritten; a plan without comparisons is still written as schema 1 (its
// backup too), so older builds read it; a plan with comparisons is
// schema 2, which an older build (migrations up to schema 1) sets aside as
// "written by a newer Sizewise" rather than misreading it.
func TestSchema2Compatibility(t *testing.T) {
	s := NewMemStore()
	s.M[PlanPrefix+"good"] = good
	l := newLib(t, s)
	if s.M[PlanPrefix+"good"] != good {
		t.Errorf("a schema 1 plan was rewritten: %s", s.M[PlanPrefix+"good"])
	}
	p, _ := l.Get("good")
	b, _ := ExportBackupJSON(p)
	if !bytes.HasPrefix(b, []byte("{\n  \"schema\": 1,\n")) {
		t.Errorf("backup of a plan without comparisons:\n%s", b)
	}
	e := mustAdd(t, l, "good", stretched())
	if _, err := l.AddComparison("good", []string{"e1", e.ID}); err != nil {
		t.Fatal(err)
	}
	v := s.M[PlanPrefix+"good"]
	if _, err := readStored([]byte(v), migrations[:1]); err == nil || !strings.Contains(err.Error(), "newer Sizewise (schema 2") {
		t.Errorf("an older build reading schema 2: %v", err)
	}
	// A schema 1 value a user edited to hold a comparison is read, and
	// written back as schema 2.
	s2 := NewMemStore()
	s2.M[PlanPrefix+"hand"] = strings.Replace(good, `]}}`, `,{"id":"e2","scenario":{"calculator":"stretched-bandwidth"}}],"comparisons":[{"id":"c","entries":["e1","e2"]}]}}`, 1)
	q, ok := newLib(t, s2).Get("hand")
	if !ok || len(q.Comparisons) != 1 || envelopeSchema(t, s2.M[PlanPrefix+"hand"]) != 2 {
		t.Errorf("hand-made comparison: %+v, %s", q.Comparisons, s2.M[PlanPrefix+"hand"])
	}
}

func TestTidy(t *testing.T) {
	plan := func(cs ...Comparison) Plan {
		return Plan{Scenarios: []Entry{
			{ID: "a", Scenario: nubesEntry("").Scenario},
			{ID: "b", Scenario: nubesEntry("").Scenario},
			{ID: "c", Scenario: nubesEntry("").Scenario},
			{ID: "s", Scenario: stretched().Scenario},
		}, Comparisons: cs}
	}
	tests := []struct {
		name    string
		in      []Comparison
		want    string // comparisons as "id:e,e id:e,e"
		changed bool
	}{
		{"consistent", []Comparison{{"1", []string{"a", "b"}}, {"2", []string{"b", "a", "c"}}}, "1:a,b 2:b,a,c", false},
		{"dangling id", []Comparison{{"1", []string{"a", "x", "b"}}}, "1:a,b", true},
		{"left alone", []Comparison{{"1", []string{"a", "x"}}}, "", true},
		{"repeated entry", []Comparison{{"1", []string{"a", "a", "b"}}}, "1:a,b", true},
		{"other calculator", []Comparison{{"1", []string{"a", "s", "b"}}}, "1:a,b", true},
		{"repeated comparison", []Comparison{{"1", []string{"a", "b"}}, {"2", []string{"a", "b"}}}, "1:a,b", true},
		{"repeated id", []Comparison{{"1", []string{"a", "b"}}, {"1", []string{"a", "c"}}}, "1:a,b", true},
		{"empty entry id", []Comparison{{"1", []string{"", "a", "b"}}}, "1:a,b", true},
	}
	for _, tt := range tests {
		p := plan(tt.in...)
		changed := tidy(&p)
		var got []string
		for _, c := range p.Comparisons {
			got = append(got, c.ID+":"+strings.Join(c.Entries, ","))
		}
		if strings.Join(got, " ") != tt.want || changed != tt.changed {
			t.Errorf("%s: %v (changed %v), want %q (changed %v)", tt.name, got, changed, tt.want, tt.changed)
		}
	}
}

// comparedPlan is the Nubes bed under the classic rules and under the
// vSAN 8 ESA rules (same OSA disk groups), compared.
func comparedPlan(t *testing.T) Plan {
	t.Helper()
	l := New(NewMemStore(), Options{NewID: Counter("g"), Now: fakeClock()})
	l.Load()
	p, err := l.Create("Nubes vSAN 7 bed", "Nubes")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := l.SaveCompared(p.ID, []Entry{nubesEntry(""), nubesEntry(`"rules":"vsan8-esa",`)}); err != nil {
		t.Fatal(err)
	}
	p, _ = l.Get(p.ID)
	return p
}

// The CSV of a compared plan is the CSV of the same plan without the
// comparison, then the comparison's rows: the inputs that differ (each
// scenario's raw value) and each result's difference from scenario 1.
// Classic usable 13,700.4 GB; vSAN 8 ESA rules 12,935.4 GB: −765 GB,
// −5.58 %; headroom slack → reserves.
func TestCompareCSV(t *testing.T) {
	p := comparedPlan(t)
	b, err := ExportCSV(p, msg.EN)
	if err != nil {
		t.Fatal(err)
	}
	plain := p.Clone()
	plain.Comparisons = nil
	without, _ := ExportCSV(plain, msg.EN)
	if !bytes.HasPrefix(b, without) || len(b) == len(without) {
		t.Fatalf("the comparison's rows are not after the plan's own")
	}
	rows, err := csv.NewReader(bytes.NewReader(b[len(without):])).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	find := func(n, field string) []string {
		for _, r := range rows {
			if r[1] == n && r[3] == field {
				return r
			}
		}
		return nil
	}
	tests := []struct {
		n, field, label, value, unit string
	}{
		{"1", "compare[0].inputs.rules", "Comparison 1 · Rule set", "classic", ""},
		{"2", "compare[0].inputs.rules", "Comparison 1 · Rule set", "vsan8-esa", ""},
		{"2", "compare[0].usable_gb.diff", "Comparison 1 · Usable for VM data · difference from scenario 1", "-765", "GB"},
		{"2", "compare[0].headroom.changed", "Comparison 1 · Headroom kept · changed from scenario 1", "reserves", ""},
		{"2", "compare[0].headroom_pct.diff", "Comparison 1 · Headroom share of raw · difference from scenario 1", "3.90864500307", "pp"},
	}
	for _, tt := range tests {
		r := find(tt.n, tt.field)
		if r == nil {
			t.Errorf("no row %s %s in\n%s", tt.n, tt.field, b[len(without):])
			continue
		}
		if r[0] != p.Name || r[2] != "vsan-capacity" || r[4] != tt.label || r[5] != tt.value || r[6] != tt.unit {
			t.Errorf("%s %s: %q", tt.n, tt.field, r)
		}
	}
	// −765 / 13,700.4 = −5.5838 %
	if r := find("2", "compare[0].usable_gb.diff_pct"); r == nil || r[6] != "%" {
		t.Errorf("usable %% row %q", r)
	} else if x, err := strconv.ParseFloat(r[5], 64); err != nil || x > -5.5837 || x < -5.5839 {
		t.Errorf("usable %% %q", r[5])
	}
	for _, r := range rows {
		if r[1] == "1" && !strings.HasPrefix(r[3], "compare[0].inputs.") {
			t.Errorf("the baseline has a difference row %q", r)
		}
		if strings.Contains(r[3], "raw_gb") || strings.Contains(r[3], "inputs.hosts") {
			t.Errorf("a row for what does not differ: %q", r)
		}
	}
}

var updateCompare = flag.Bool("update-compare", false, "rewrite testdata/nubes-compared.md")

// The Markdown of a compared plan: the comparison's section before the
// scenarios, and otherwise the Markdown of the plan without it.
func TestCompareMarkdown(t *testing.T) {
	p := comparedPlan(t)
	got := ExportMarkdown(p, MarkdownOptions{BaseURL: "https://sizewise.example", Version: "1.0.0"})
	golden := filepath.Join("testdata", "nubes-compared.md")
	if *updateCompare {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (go test -update-compare writes it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("Markdown differs from %s (go test -update-compare rewrites it):\n%s", golden, got)
	}
	for _, s := range []string{
		"## Comparison 1: vSAN policy capacity\n\nScenarios 1 and 2 side by side; each difference is from scenario 1.\n\n### Inputs that differ\n\n" +
			"| Input | Scenario 1 | Scenario 2 | Difference 2 − 1 |\n| --- | ---: | ---: | ---: |\n" +
			"| Rule set | Classic: vSAN 6/7 (VMware's 2015–2020 guidance) | vSAN 8 ESA (vSphere 8) | changed |\n",
		"| Usable for VM data | 13,700.4 GB | 12,935.4 GB | −765 GB (−5.58 %) |\n",
		"| Raw capacity | 26,096 GB | 26,096 GB |  |\n",
		"| Headroom kept | Slack (a share of raw kept free) | Operations and host rebuild reserves | changed |\n",
	} {
		if !bytes.Contains(got, []byte(s)) {
			t.Errorf("Markdown lacks %q", s)
		}
	}
	plain := p.Clone()
	plain.Comparisons = nil
	without := string(ExportMarkdown(plain, MarkdownOptions{BaseURL: "https://sizewise.example", Version: "1.0.0"}))
	start := strings.Index(string(got), "\n## Comparison 1")
	end := strings.Index(string(got), "\n## 1. ")
	if start < 0 || end < start || string(got[:start])+string(got[end:]) != without {
		t.Error("outside its section, the Markdown is not the plan's without the comparison")
	}
	ru := string(ExportMarkdown(p, MarkdownOptions{Lang: msg.RU}))
	for _, s := range []string{
		"## Сравнение 1: Ёмкость vSAN по политике хранения",
		"| Параметр | Сценарий 1 | Сценарий 2 | Разница 2 − 1 |",
		"| Полезно для данных ВМ | 13\u00a0700,4 ГБ | 12\u00a0935,4 ГБ | −765 ГБ (−5,58 %) |",
	} {
		if !strings.Contains(ru, s) {
			t.Errorf("Russian Markdown lacks %q", s)
		}
	}
}

// A compared scenario whose inputs have problems is named, and the others
// are still compared; with fewer than two left, nothing is.
func TestCompareWithProblems(t *testing.T) {
	p := comparedPlan(t)
	bad := nubesEntry("")
	bad.ID = "bad"
	bad.Scenario.Inputs = json.RawMessage(`{"hosts":-1}`)
	p.Scenarios = append(p.Scenarios, bad)
	p.Comparisons[0].Entries = append(p.Comparisons[0].Entries, "bad")
	md := string(ExportMarkdown(p, MarkdownOptions{}))
	if !strings.Contains(md, "Not compared until their inputs are corrected: Scenario 3.") ||
		!strings.Contains(md, "| Usable for VM data | 13,700.4 GB | 12,935.4 GB | −765 GB (−5.58 %) |") {
		t.Errorf("Markdown:\n%s", md)
	}
	p.Comparisons[0].Entries = []string{p.Scenarios[0].ID, "bad"}
	md = string(ExportMarkdown(p, MarkdownOptions{}))
	if !strings.Contains(md, "Fewer than two of these scenarios compute") {
		t.Errorf("Markdown:\n%s", md)
	}
	b, err := ExportCSV(p, msg.EN)
	if err != nil || bytes.Contains(b, []byte("compare[0]")) {
		t.Errorf("CSV with nothing to compare: %v\n%s", err, b)
	}
}

// TestVariant: "Compare with current rules" makes a real variant (issue 30,
// item 1): an OSA scenario's copy under the vSAN 8 ESA rules is the same
// hosts on ESA (their capacity devices form the storage pool, the same raw
// capacity), not the OSA inputs under another name, which on a stretched
// cluster answered exactly as before; each input the calculator adapted
// says why. Back from ESA to the classic rules the devices become OSA disk
// groups; what the classic rules refuse besides (a storage cluster) goes
// back to its default, and the change says why.
func TestVariant(t *testing.T) {
	v, changes, err := Variant(nubesEntry(""), RulesInput, "vsan8-esa", msg.EN)
	if err != nil || !strings.Contains(string(v.Scenario.Inputs), `"rules":"vsan8-esa"`) ||
		!strings.Contains(string(v.Scenario.Inputs), `"architecture":"esa"`) || !strings.Contains(string(v.Scenario.Inputs), `"devices_per_host":7`) ||
		!strings.Contains(string(v.Scenario.Inputs), `"rules_revision":"2"`) || v.ID != "" {
		t.Errorf("classic → vSAN 8 ESA: %s, %v", v.Scenario.Inputs, err)
	}
	if len(changes) != 2 || changes[0].Field != "architecture" || changes[1].Field != "devices_per_host" ||
		changes[1].From != "8" || changes[1].To != "7" ||
		changes[0].Reason != "ESA instead of OSA disk groups: each host's 7 capacity devices of 932 GB form its storage pool, the same raw capacity; the cache devices are left out, as ESA has no cache tier" {
		t.Errorf("changes %+v", changes)
	}
	ev, errs := Evaluate(v)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	// The same 26,096 GB raw on ESA: RAID-5 2+1 × 1.131, reserves and the
	// ESA metadata: (26,096 − 6,524 − 2,324.8 − 2,609.6) / 1.6965 =
	// 8,628.12 GB usable, against the OSA copy's 13,700.4.
	if b, _ := json.Marshal(ev.Results); !bytes.Contains(b, []byte(`"raw_gb":26096,`)) || !bytes.Contains(b, []byte(`"usable_gb":8628.116710875333,`)) {
		t.Errorf("the copy's results %s", b)
	}
	if same := Same(nubesEntry(""), v, msg.EN); same != "" {
		t.Errorf("a real variant says %q", same)
	}
	// The case: a stretched cluster (slack either way) answered the
	// same under both rule sets; its ESA copy does not.
	stretched := nubesEntry(`"cluster_type":"stretched",`)
	v, _, err = Variant(stretched, RulesInput, "vsan8-esa", msg.EN)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := Evaluate(stretched)
	b, _ := Evaluate(v)
	if ra, rb := a.Results.(interface{}), b.Results.(interface{}); fmt.Sprint(ra) == fmt.Sprint(rb) {
		t.Errorf("stretched: the copy answers as the original")
	}
	if Same(stretched, v, msg.EN) != "" {
		t.Errorf("stretched: a real variant says it is the same")
	}
	esa := nubesEntry(`"rules":"vsan8-esa","architecture":"esa",`)
	v, changes, err = Variant(esa, RulesInput, "classic", msg.EN)
	if err != nil || len(changes) != 3 {
		t.Fatalf("ESA → classic: %+v, %v", changes, err)
	}
	ch := changes[0]
	if ch.Field != "architecture" || ch.Label != "Architecture" || ch.From != "ESA: storage pools, NVMe all-flash (vSAN 8 and later)" ||
		ch.To != "OSA: disk groups (hybrid or all-flash)" || !strings.HasPrefix(ch.Reason, "OSA disk groups instead of the ESA storage pool: the classic rules have no ESA, so each host's 8 devices become 2 disk groups of 4 capacity devices") {
		t.Errorf("change %+v", ch)
	}
	if changes[1].Field != "disk_groups_per_host" || changes[1].To != "2" || changes[2].Field != "capacity_disks_per_group" || changes[2].To != "4" {
		t.Errorf("changes %+v", changes[1:])
	}
	if !strings.Contains(string(v.Scenario.Inputs), `"architecture":"osa"`) || !strings.Contains(string(v.Scenario.Inputs), `"rules":"classic"`) {
		t.Errorf("copy %s", v.Scenario.Inputs)
	}
	note := VariantNote(1, "Classic: vSAN 6/7 (VMware's 2015–2020 guidance)", changes, msg.EN)
	if !strings.HasPrefix(note, "Copy of scenario 1 under Classic: vSAN 6/7 (VMware's 2015–2020 guidance), to compare with it. Also changed, because these rules require it: Architecture: ESA: storage pools, NVMe all-flash (vSAN 8 and later) → OSA: disk groups (hybrid or all-flash) (") {
		t.Errorf("note %q", note)
	}
	// A vSAN storage cluster under the classic rules: ESA goes (vSAN 6/7 has
	// none), its devices become disk groups, and the storage cluster, which
	// runs on ESA only, goes back to HCI with the calculator's reason.
	maxEntry := nubesEntry(`"rules":"vcf9","architecture":"esa","deployment":"storage-cluster",`)
	v, changes, err = Variant(maxEntry, RulesInput, "classic", msg.EN)
	if err != nil || len(changes) != 4 || changes[0].Field != "architecture" || changes[1].Field != "deployment" ||
		changes[1].To != "vSAN HCI: the cluster runs its VMs" || !strings.Contains(changes[1].Reason, "the classic rules are vSAN 6/7, which has no storage clusters") {
		t.Fatalf("storage cluster → classic: %+v, %v", changes, err)
	}
	if _, errs := Evaluate(v); len(errs) > 0 || !strings.Contains(string(v.Scenario.Inputs), `"deployment":"hci"`) {
		t.Errorf("the classic copy %s: %v", v.Scenario.Inputs, errs)
	}
	// Where the rule sets do not move a result, the copy says so, and why:
	// SIOC without an I/O size (only warnings and sources differ).
	sioc := NewEntry("sioc", nil)
	v, _, err = Variant(sioc, RulesInput, "vsan8-esa", msg.EN)
	if err != nil {
		t.Fatal(err)
	}
	if got := Same(sioc, v, msg.EN); got != "Both rule sets give these inputs the same results; what differs is only in the steps, warnings and sources." {
		t.Errorf("SIOC: %q", got)
	}
	if got := Same(sioc, v, msg.RU); !strings.HasPrefix(got, "Оба набора правил дают") {
		t.Errorf("SIOC in Russian: %q", got)
	}
	ru := VariantNote(1, "vSAN 8 ESA (vSphere 8)", nil, msg.RU)
	if ru != "Копия сценария 1 по правилам «vSAN 8 ESA (vSphere 8)» для сравнения с ним." {
		t.Errorf("ru note %q", ru)
	}
	for _, tt := range []struct {
		name      string
		e         Entry
		input, to string
		want      error
	}{
		{"no rules input", NewEntry("memory-states", nil), RulesInput, "vsan8-esa", ErrVariantInput},
		{"not a choice", nubesEntry(""), "hosts", "5", ErrVariantInput},
		{"unknown value", nubesEntry(""), RulesInput, "vsan9", ErrVariantInput},
		{"invalid scenario", NewEntry("vsan-capacity", json.RawMessage(`{"hosts":-1}`)), RulesInput, "vsan8-esa", ErrVariantInvalid},
	} {
		if _, _, err := Variant(tt.e, tt.input, tt.to, msg.EN); !errors.Is(err, tt.want) {
			t.Errorf("%s: %v, want %v", tt.name, err, tt.want)
		}
	}
}

func TestOtherRules(t *testing.T) {
	for _, tt := range []struct{ calc, inputs, want string }{
		{"vsan-capacity", `{}`, "vsan8-esa"},
		{"vsan-capacity", `{"rules":"vsan8-esa"}`, "classic"},
		{"stretched-bandwidth", `{"rules":"vcf9"}`, "classic"},
		{"sioc", `{}`, "vsan8-esa"},
		{"memory-states", `{}`, ""},
	} {
		c, _ := calc.Lookup(tt.calc)
		in, _, ok := c.Resolve(json.RawMessage(tt.inputs), calc.Strict)
		if !ok {
			t.Fatalf("%s %s", tt.calc, tt.inputs)
		}
		if got := OtherRules(in); got != tt.want {
			t.Errorf("%s %s: %q, want %q", tt.calc, tt.inputs, got, tt.want)
		}
	}
}
