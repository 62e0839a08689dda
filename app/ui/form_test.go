package ui

import (
	"encoding/json"
	"math"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

func testForm(t *testing.T, id string) *form {
	t.Helper()
	c, ok := calc.Lookup(id)
	if !ok {
		t.Fatalf("calculator %q is not registered", id)
	}
	return newForm(c, msg.EN)
}

func results(t *testing.T, ev *calc.Evaluation) map[string]any {
	t.Helper()
	if ev == nil {
		t.Fatal("no evaluation")
	}
	b, err := json.Marshal(ev.Results)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// evalURL reads a link into the form (as the page does) and evaluates it.
func evalURL(f *form, q url.Values) (*calc.Evaluation, scenario.Errors) {
	in, problems := f.fromURL(q)
	ev, errs := in.Evaluate()
	return ev, append(problems, errs...)
}

// evalForm evaluates what the form holds, strictly.
func evalForm(f *form) (*calc.Evaluation, scenario.Errors) {
	in, errs := f.resolve()
	if len(errs) > 0 {
		return nil, errs
	}
	return in.Evaluate()
}

type wantErr struct{ Field, Message string }

type wantErrs []wantErr

func asWant(errs scenario.Errors) wantErrs {
	if errs == nil {
		return nil
	}
	out := make(wantErrs, len(errs))
	for i, e := range errs {
		out[i] = wantErr{e.Field, e.Message()}
	}
	return out
}

func mustQuery(t *testing.T, s string) url.Values {
	t.Helper()
	q, err := url.ParseQuery(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

func TestFormOpensOnDefaults(t *testing.T) {
	f := testForm(t, "stretched-bandwidth")
	ev, errs := evalURL(f, nil)
	if errs != nil {
		t.Fatalf("fromURL(nil) problems = %v", errs)
	}
	if got := results(t, ev)["intersite_mbps"]; got != 560.0 {
		t.Errorf("intersite_mbps = %v, want 560", got)
	}
	wantRaw := map[string]string{
		"write_iops": "10000", "total_iops": "", "write_pct": "", "write_size_kb": "4", "components": "0",
		"hosts_per_site": "1", "link_mbps": "", "witness_link_mbps": "", "data_multiplier": "1.4", "resync_multiplier": "1.25",
		"rules": "classic", "esa_compression_ratio": "1", "changed_data_gb": "", "write_load_assumed": "",
		"rules_revision": "2", // every link Sizewise writes from revision 2 on says so (engine/rules.RevisionInput)
	}
	if !reflect.DeepEqual(f.raw, wantRaw) {
		t.Errorf("raw =\n %v\nwant\n %v", f.raw, wantRaw)
	}
	if f.choice["load"] != 0 {
		t.Errorf("choice[load] = %d, want 0 (write IOPS)", f.choice["load"])
	}
	if got, want := f.query(), "write_iops=10000&write_size_kb=4&components=0&hosts_per_site=1&rules=classic&esa_compression_ratio=1&data_multiplier=1.4&resync_multiplier=1.25&rules_revision=2"; got != want {
		t.Errorf("query() = %q, want %q", got, want)
	}
	ev, errs = evalForm(f)
	if errs != nil || results(t, ev)["intersite_mbps"] != 560.0 {
		t.Errorf("eval() of the loaded defaults = %v, %v; want 560", ev, errs)
	}
}

func TestFormEval(t *testing.T) {
	tests := []struct {
		name          string
		set           map[string]string
		choice        int
		wantIntersite float64
		wantErrs      wantErrs
	}{
		{"typed with separators", map[string]string{"write_iops": "20,000"}, 0, 1120, nil},
		{"typed with spaces", map[string]string{"write_iops": " 20 000 "}, 0, 1120, nil},
		{"decimal comma", map[string]string{"write_size_kb": "8,0"}, 0, 1120, nil},
		{"total and write pct", map[string]string{"total_iops": "100000", "write_pct": "70"}, 1, 3920, nil},
		{"hidden option ignored", map[string]string{"write_iops": "1", "total_iops": "100000", "write_pct": "70"}, 1, 3920, nil},
		{"empty required field", map[string]string{"write_size_kb": "  "}, 0, 0, wantErrs{
			{Field: "inputs.write_size_kb", Message: "is empty; enter a value"}}},
		{"empty chosen option", map[string]string{"write_iops": ""}, 0, 0, wantErrs{
			{Field: "inputs.write_iops", Message: "is empty; enter a value"}}},
		{"empty other option", map[string]string{"total_iops": "", "write_pct": ""}, 1, 0, wantErrs{
			{Field: "inputs.total_iops", Message: "is empty; enter a value"}}},
		{"empty optional field", map[string]string{"link_mbps": ""}, 0, 560, nil},
		{"not a number", map[string]string{"write_iops": "abc"}, 0, 0, wantErrs{
			{Field: "inputs.write_iops", Message: "must be a number"}}},
		{"out of range", map[string]string{"hosts_per_site": "0"}, 0, 0, wantErrs{
			{Field: "inputs.hosts_per_site", Message: "must be 1 or more"}}},
		{"every problem", map[string]string{"write_size_kb": "", "components": "1.5", "write_iops": "x"}, 0, 0, wantErrs{
			{Field: "inputs.write_size_kb", Message: "is empty; enter a value"},
			{Field: "inputs.components", Message: "must be a whole number"},
			{Field: "inputs.write_iops", Message: "must be a number"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := testForm(t, "stretched-bandwidth")
			evalURL(f, nil)
			for k, v := range tc.set {
				f.raw[k] = v
			}
			f.choice["load"] = tc.choice
			ev, errs := evalForm(f)
			if !reflect.DeepEqual(asWant(errs), tc.wantErrs) {
				t.Errorf("eval() errors\n got  %#v\n want %#v", errs, tc.wantErrs)
			}
			if tc.wantErrs != nil {
				if ev != nil {
					t.Error("eval() computed a result despite errors")
				}
				return
			}
			if got := results(t, ev)["intersite_mbps"].(float64); math.Abs(got-tc.wantIntersite) > 1e-9 {
				t.Errorf("intersite_mbps = %v, want %v", got, tc.wantIntersite)
			}
		})
	}
}

// Switching an Alternative's option drops the other option's fields from
// values() (and so from the link), but keeps their text for switching back.
func TestFormSwitchAlternative(t *testing.T) {
	f := testForm(t, "stretched-bandwidth")
	evalURL(f, nil)
	f.raw["total_iops"], f.raw["write_pct"] = "100000", "70"

	f.choice["load"] = 1
	v := f.values()
	if v.Has("write_iops") {
		t.Errorf("option 1: values() = %v still holds write_iops", v)
	}
	if v.Get("total_iops") != "100000" || v.Get("write_pct") != "70" {
		t.Errorf("option 1: values() = %v, want total_iops and write_pct", v)
	}
	if !f.active("total_iops") || f.active("write_iops") || !f.active("write_size_kb") {
		t.Error("option 1: active() wrong")
	}
	if q := f.query(); !strings.HasPrefix(q, "total_iops=100000&write_pct=70&write_size_kb=4") {
		t.Errorf("option 1: query() = %q", q)
	}

	f.choice["load"] = 0
	v = f.values()
	if v.Has("total_iops") || v.Has("write_pct") {
		t.Errorf("option 0: values() = %v still holds the total option", v)
	}
	if v.Get("write_iops") != "10000" {
		t.Errorf("option 0: write_iops = %q, want the text kept (10000)", v.Get("write_iops"))
	}
	if f.raw["total_iops"] != "100000" {
		t.Errorf("switching back lost the other option's text: %q", f.raw["total_iops"])
	}
}

func TestFormFromURL(t *testing.T) {
	tests := []struct {
		name          string
		query         string
		wantProblems  []string // fields
		wantIntersite float64
		wantRaw       map[string]string
		wantChoice    int
	}{
		{"bad value and unknown parameter", "write_iops=abc&bogus=1", []string{"inputs.bogus", "inputs.write_iops"}, 560,
			map[string]string{"write_iops": "10000"}, 0},
		{"good link", "write_iops=20000&components=600", nil, 1120, map[string]string{"write_iops": "20000", "components": "600"}, 0},
		{"total option", "total_iops=100000&write_pct=70", nil, 3920,
			map[string]string{"write_iops": "", "total_iops": "100000", "write_pct": "70"}, 1},
		{"page parameters ignored", "lang=en&wasm=1&theme=dark&write_iops=5000", nil, 280, map[string]string{"write_iops": "5000"}, 0},
		{"out of range falls back", "write_iops=20000&hosts_per_site=0", []string{"inputs.hosts_per_site"}, 1120,
			map[string]string{"write_iops": "20000", "hosts_per_site": "1"}, 0},
		{"misspelt parameter", "write_iop=5", []string{"inputs.write_iop"}, 560, map[string]string{"write_iops": "10000"}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := testForm(t, "stretched-bandwidth")
			ev, problems := evalURL(f, mustQuery(t, tc.query))
			var fields []string
			for _, p := range problems {
				fields = append(fields, p.Field)
				if p.Message() == "" {
					t.Errorf("problem without message: %#v", p)
				}
			}
			if !reflect.DeepEqual(fields, tc.wantProblems) {
				t.Errorf("fromURL(%s) problems at %v, want %v (%v)", tc.query, fields, tc.wantProblems, problems)
			}
			if got := results(t, ev)["intersite_mbps"].(float64); math.Abs(got-tc.wantIntersite) > 1e-9 {
				t.Errorf("intersite_mbps = %v, want %v", got, tc.wantIntersite)
			}
			for k, want := range tc.wantRaw {
				if f.raw[k] != want {
					t.Errorf("raw[%s] = %q, want %q (the inputs used)", k, f.raw[k], want)
				}
			}
			if f.choice["load"] != tc.wantChoice {
				t.Errorf("choice[load] = %d, want %d", f.choice["load"], tc.wantChoice)
			}
			// What the form shows evaluates strictly to what the page shows.
			ev2, errs := evalForm(f)
			if errs != nil {
				t.Fatalf("eval() of the loaded form: %v", errs)
			}
			if a, b := results(t, ev2)["intersite_mbps"], results(t, ev)["intersite_mbps"]; a != b {
				t.Errorf("eval() after fromURL = %v, want %v", a, b)
			}
		})
	}
	// The messages of the contract's example.
	f := testForm(t, "stretched-bandwidth")
	_, problems := evalURL(f, mustQuery(t, "write_iops=abc&write_iop=5"))
	if got := problems.For("inputs.write_iops"); got != "must be a number" {
		t.Errorf("write_iops problem = %q", got)
	}
	if got := problems.For("inputs.write_iop"); got != `unknown parameter "write_iop"; did you mean "write_iops"?` {
		t.Errorf("write_iop problem = %q", got)
	}
}

func TestFormSIOCList(t *testing.T) {
	f := testForm(t, "sioc")
	ev, errs := evalURL(f, nil)
	if errs != nil {
		t.Fatalf("fromURL(nil) problems = %v", errs)
	}
	wantLines := "VM1,esx1,1000,,,10\nVM2,esx1,2500,,5000,\nVM3,esx2,500,,,\nVM4,esx2,1000,,,"
	if f.raw["vms"] != wantLines {
		t.Errorf("raw[vms] =\n%s\nwant\n%s", f.raw["vms"], wantLines)
	}
	if got := len(f.values()["vms"]); got != 4 {
		t.Errorf("values()[vms] has %d lines, want 4", got)
	}
	if got := results(t, ev)["unallocated_iops"]; got == nil {
		t.Errorf("results lack unallocated_iops: %v", results(t, ev))
	}

	// One VM per line; blank lines and surrounding space are dropped.
	f.raw["vms"] = "a,h1,high\n\n  b,h2,500  \n"
	if got, want := f.values()["vms"], []string{"a,h1,high", "b,h2,500"}; !reflect.DeepEqual(got, want) {
		t.Errorf("values()[vms] = %q, want %q", got, want)
	}
	if got, want := f.query(), "datastore_iops=8000&vms=a%2Ch1%2Chigh&vms=b%2Ch2%2C500&rules=classic&rules_revision=2"; got != want {
		t.Errorf("query() = %q, want %q", got, want)
	}
	ev, errs = evalForm(f)
	if errs != nil {
		t.Fatalf("eval() errors = %v", errs)
	}
	vms := results(t, ev)["vms"].([]any)
	if len(vms) != 2 {
		t.Fatalf("%d VMs in the results, want 2", len(vms))
	}
	// high (2000) against 500 shares of 8,000 IOPS.
	if got := vms[0].(map[string]any)["allocated_iops"]; got != 6400.0 {
		t.Errorf("a allocated_iops = %v, want 6400", got)
	}

	tests := []struct {
		name, vms, field, msg string
	}{
		{"bad shares", "a,h1,lots", "inputs.vms", `VM line 1, column 3 (shares): must be a number of shares or "low", "normal" or "high"`},
		{"line numbers count blank lines", "a,h1\n\nb,h2,1,x", "inputs.vms", "VM line 3, column 4 (reservation_iops): must be a number"},
		{"duplicate names", "a,h1\na,h2", "inputs.vms[1].name", "duplicates the name of VM 1; give each VM its own name"},
		{"no VMs", "", "inputs.vms", "is empty; enter a value"},
		{"only blank lines", " \n \n", "inputs.vms", "is empty; enter a value"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := testForm(t, "sioc")
			evalURL(f, nil)
			f.raw["vms"] = tc.vms
			ev, errs := evalForm(f)
			if ev != nil {
				t.Error("eval() computed a result despite errors")
			}
			if got := errs.For(tc.field); got != tc.msg {
				t.Errorf("eval() %s = %q, want %q (all: %v)", tc.field, got, tc.msg, errs)
			}
		})
	}
}

// A link with a problem inside the list falls back to the default VMs instead
// of panicking (EvaluateLenient compared slices with reflect.Value.Equal).
func TestFormSIOCFromURLBadList(t *testing.T) {
	tests := []struct {
		name, query, field string
	}{
		{"duplicate names", "datastore_iops=9000&vms=a,h&vms=a,h", "inputs.vms[1].name"},
		{"reservation above limit", "datastore_iops=9000&vms=a,h,1000,500,100", "inputs.vms[0].reservation_iops"},
		{"unparsable line", "datastore_iops=9000&vms=a,h,lots", "inputs.vms"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := testForm(t, "sioc")
			var ev *calc.Evaluation
			var problems scenario.Errors
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("fromURL(%s) panicked: %v", tc.query, r)
					}
				}()
				ev, problems = evalURL(f, mustQuery(t, tc.query))
			}()
			if problems.For(tc.field) == "" {
				t.Errorf("problems = %v, want one at %s", problems, tc.field)
			}
			if f.raw["datastore_iops"] != "9000" {
				t.Errorf("datastore_iops = %q, want the valid 9000 kept", f.raw["datastore_iops"])
			}
			if n := len(results(t, ev)["vms"].([]any)); n != 4 {
				t.Errorf("%d VMs in the result, want the 4 defaults", n)
			}
		})
	}
}

// Every calculator: the default form round-trips through its own link.
func TestFormEveryCalculator(t *testing.T) {
	for _, c := range calc.All() {
		m := c.Meta()
		if strings.HasPrefix(m.ID, "test-only-") || m.ID == "cache-sim" {
			continue // cache-sim: 0.4 s per evaluation; covered by engine tests
		}
		t.Run(m.ID, func(t *testing.T) {
			f := newForm(c, msg.EN)
			ev, errs := evalURL(f, nil)
			if errs != nil {
				t.Fatalf("fromURL(nil) problems = %v", errs)
			}
			ev2, errs := evalForm(f)
			if errs != nil {
				t.Fatalf("eval() of the defaults: %v", errs)
			}
			a, _ := json.Marshal(ev.Document(msg.EN))
			b, _ := json.Marshal(ev2.Document(msg.EN))
			if string(a) != string(b) {
				t.Errorf("eval() after load differs from fromURL:\n %s\n %s", b, a)
			}
			g := newForm(c, msg.EN)
			ev3, errs := evalURL(g, mustQuery(t, f.query()))
			if errs != nil {
				t.Fatalf("fromURL(%s) problems = %v", f.query(), errs)
			}
			if c, _ := json.Marshal(ev3.Document(msg.EN)); string(c) != string(a) {
				t.Errorf("fromURL(query()) differs:\n %s\n %s", c, a)
			}
			if !reflect.DeepEqual(g.raw, f.raw) || !reflect.DeepEqual(g.choice, f.choice) {
				t.Errorf("form after its own link differs: %v %v vs %v %v", g.raw, g.choice, f.raw, f.choice)
			}
		})
	}
}

func TestLinkHref(t *testing.T) {
	tests := []struct {
		name string
		link calc.Link
		want string
	}{
		{"stretched", calc.Link{Calculator: "stretched-bandwidth", Inputs: map[string]any{"write_iops": 70000.0, "components": 600}},
			"/stretched-bandwidth?write_iops=70000&components=600&rules_revision=2"}, // written now: the current rules revision (calc.Revision)
		{"field order, not map order", calc.Link{Calculator: "snapshot", Inputs: map[string]any{"write_iops": 2, "read_iops": 1}},
			"/snapshot?read_iops=1&write_iops=2"},
		{"choice value", calc.Link{Calculator: "vsan-capacity", Inputs: map[string]any{"hosts": 3, "policy": "raid1-ftt1"}},
			"/vsan-capacity?hosts=3&policy=raid1-ftt1&rules_revision=2"},
		{"unknown inputs dropped", calc.Link{Calculator: "stretched-bandwidth", Inputs: map[string]any{"write_iops": 1, "nope": 2}},
			"/stretched-bandwidth?write_iops=1&rules_revision=2"},
		{"no revision input", calc.Link{Calculator: "snapshot", Inputs: map[string]any{"read_iops": 1}}, "/snapshot?read_iops=1"},
		{"unknown calculator", calc.Link{Calculator: "nope", Inputs: map[string]any{"a": 1}}, "/nope"},
		{"inputs that do not marshal", calc.Link{Calculator: "stretched-bandwidth", Inputs: map[string]any{"write_iops": math.NaN()}},
			"/stretched-bandwidth"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := view.LinkHref(tc.link); got != tc.want {
				t.Errorf("linkHref(%+v) = %q, want %q", tc.link, got, tc.want)
			}
		})
	}
}

// The links a calculator offers open cleanly on their target page.
func TestLinksOpenCleanly(t *testing.T) {
	for _, c := range calc.All() {
		if strings.HasPrefix(c.Meta().ID, "test-only-") || c.Meta().ID == "cache-sim" {
			continue
		}
		ev, errs := c.Evaluate(nil)
		if errs != nil {
			t.Fatalf("%s: %v", c.Meta().ID, errs)
		}
		for _, l := range ev.Links {
			href := view.LinkHref(l)
			u, err := url.Parse(href)
			if err != nil {
				t.Errorf("%s: link %q does not parse: %v", c.Meta().ID, href, err)
				continue
			}
			if u.Path != "/"+l.Calculator {
				t.Errorf("%s: link %q goes to %q", c.Meta().ID, href, u.Path)
			}
			f := testForm(t, l.Calculator)
			if _, problems := evalURL(f, u.Query()); problems != nil {
				t.Errorf("%s: link %q (%s) opens with problems: %v", c.Meta().ID, href, l.Label, problems)
			}
		}
	}
}

// TestRussianNumberEntry: in Russian "2,125" KB is 2.125 KB, the URL carries
// 2.125, and the form shows the URL's numbers with a decimal comma.
func TestRussianNumberEntry(t *testing.T) {
	c, _ := calc.Lookup("stretched-bandwidth")
	for _, tc := range []struct {
		lang  msg.Lang
		typed string
		url   string
		mbps  float64
	}{
		{msg.RU, "2,125", "2.125", 10000 * 2.125 * 8 / 1000 * 1.4 * 1.25},
		{msg.EN, "2,125", "2125", 10000 * 2125 * 8 / 1000 * 1.4 * 1.25},
		{msg.EN, "2.125", "2.125", 10000 * 2.125 * 8 / 1000 * 1.4 * 1.25},
		{msg.RU, "2 125", "2125", 10000 * 2125 * 8 / 1000 * 1.4 * 1.25},
	} {
		f := newForm(c, tc.lang)
		f.fromURL(nil)
		f.raw["write_size_kb"] = tc.typed
		if got := f.values().Get("write_size_kb"); got != tc.url {
			t.Errorf("%s %q: URL value %q, want %q", tc.lang, tc.typed, got, tc.url)
		}
		ev, errs := evalForm(f)
		if len(errs) > 0 {
			t.Fatalf("%s %q: %v", tc.lang, tc.typed, errs)
		}
		if got := results(t, ev)["intersite_mbps"].(float64); math.Abs(got-tc.mbps) > 1e-6*tc.mbps {
			t.Errorf("%s %q: intersite %v Mbps, want %v", tc.lang, tc.typed, got, tc.mbps)
		}
	}
	// A Russian page opened on ?write_size_kb=2.125 shows "2,125".
	f := newForm(c, msg.RU)
	f.fromURL(url.Values{"write_size_kb": {"2.125"}})
	if got := f.raw["write_size_kb"]; got != "2,125" {
		t.Errorf("ru form shows %q for 2.125", got)
	}
	// "1,000,000" does not read in Russian, and must not be read by the URL's
	// English rules instead.
	f.raw["write_iops"] = "1,000,000"
	if _, errs := evalForm(f); errs.For("inputs.write_iops") == "" {
		t.Errorf("ru 1,000,000 accepted")
	}
}
