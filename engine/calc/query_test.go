package calc_test

import (
	"encoding/json"
	"errors"
	"math"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/scenario"
)

func TestParseNumber(t *testing.T) {
	tests := []struct {
		in   string
		want float64
	}{
		{"10000", 10000},
		{"10 000", 10000},
		{"10,000", 10000},
		{"1,000,000", 1e6},
		{"10,000.5", 10000.5},
		{"1,5", 1.5},
		{"1.5", 1.5},
		{"1e4", 1e4},
		{"1E4", 1e4},
		{"1\u00a0000", 1000},
		{"1\u202f000", 1000},
		{"1_000", 1000},
		{"1'000", 1000},
		{"  42  ", 42},
		{"-7", -7},
		{"+7", 7},
		{"-1,5", -1.5},
		{"-10,000", -10000},
		{".5", 0.5},
		{"0", 0},
		{"1,234", 1234}, // three digits after one comma: thousands
		// A decimal comma, though three digits follow it:
		{"0,125", 0.125},
		{",500", 0.5},
		{"1234,567", 1234.567},
		{"1,5e3", 1500},
		// European grouping with a decimal comma.
		{"1.000,5", 1000.5},
		{"1.234.567,89", 1234567.89},
		{"1e-400", 0}, // underflow is 0, not an error
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			got, err := calc.ParseNumber(tc.in)
			if err != nil {
				t.Fatalf("ParseNumber(%q) error %v, want %v", tc.in, err, tc.want)
			}
			if got != tc.want {
				t.Errorf("ParseNumber(%q) = %v, want %v", tc.in, got, tc.want)
			}
		})
	}
}

func TestParseNumberRejects(t *testing.T) {
	for _, in := range []string{
		"", " ", "abc", "NaN", "nan", "Inf", "+Inf", "-inf", "Infinity", "1e400", "-1e400",
		"1,2,3.4.5", "1.2.3", "1..5", "10 IOPS", "--1", "1e", "0x", "٣", "1.000,5,3", "1,000.000,5",
	} {
		t.Run(in, func(t *testing.T) {
			got, err := calc.ParseNumber(in)
			if err == nil {
				t.Fatalf("ParseNumber(%q) = %v, want an error", in, got)
			}
			if err.Error() != "must be a number" {
				t.Errorf("ParseNumber(%q) error %q, want %q", in, err, "must be a number")
			}
			var ue scenario.UserError
			if !errors.As(err, &ue) {
				t.Errorf("ParseNumber(%q) error is %T, want scenario.UserError", in, err)
			}
		})
	}
}

// Every finite float64, formatted the way ToQuery and strconv write it,
// parses back exactly.
func FuzzParseNumber(f *testing.F) {
	for _, x := range []float64{0, 1, 10000, 0.125, 1.5, 1e21, -3.25, 5e-324, math.MaxFloat64} {
		f.Add(x, "")
	}
	f.Add(0.0, "1,000.5")
	f.Add(0.0, "1.000,5")
	f.Fuzz(func(t *testing.T, x float64, s string) {
		if got, err := calc.ParseNumber(s); err == nil && (math.IsNaN(got) || math.IsInf(got, 0)) {
			t.Fatalf("ParseNumber(%q) = %v", s, got)
		}
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return
		}
		for _, text := range []string{strconv.FormatFloat(x, 'g', -1, 64), strconv.FormatFloat(x, 'f', -1, 64), strconv.FormatFloat(x, 'e', -1, 64)} {
			got, err := calc.ParseNumber(text)
			if err != nil || got != x {
				t.Fatalf("ParseNumber(%q) = %v, %v; want %v", text, got, err, x)
			}
		}
	})
}

func stretchedMeta(t *testing.T) calc.Meta { return lookup(t, "stretched-bandwidth").Meta() }

func TestFromQuery(t *testing.T) {
	stretchedKnown := "components, data_multiplier, hosts_per_site, link_mbps, resync_multiplier, total_iops, witness_link_mbps, write_iops, write_pct, write_size_kb"
	tests := []struct {
		name     string
		calc     string
		query    string
		ignore   []string
		wantJSON string
		wantErrs scenario.Errors
	}{
		{"empty", "stretched-bandwidth", "", nil, `{}`, nil},
		{"numbers", "stretched-bandwidth", "write_iops=10000&write_size_kb=4", nil, `{"write_iops":10000,"write_size_kb":4}`, nil},
		{"separators", "stretched-bandwidth", "write_iops=10%2C000&write_size_kb=1%2C5", nil, `{"write_iops":10000,"write_size_kb":1.5}`, nil},
		{"spaces and plus", "stretched-bandwidth", "write_iops=10+000", nil, `{"write_iops":10000}`, nil},
		{"large number", "stretched-bandwidth", "write_iops=1e21", nil, `{"write_iops":1e+21}`, nil},
		{"last value wins", "stretched-bandwidth", "write_iops=1&write_iops=2", nil, `{"write_iops":2}`, nil},
		{"integer", "stretched-bandwidth", "components=600", nil, `{"components":600}`, nil},
		{"integer with exponent", "stretched-bandwidth", "components=6e2", nil, `{"components":600}`, nil},
		{"integer fraction", "stretched-bandwidth", "components=1.5", nil, `{}`, scenario.Errors{
			{Field: "inputs.components", Message: "must be a whole number"}}},
		{"not a number", "stretched-bandwidth", "write_iops=abc", nil, `{}`, scenario.Errors{
			{Field: "inputs.write_iops", Message: "must be a number"}}},
		{"NaN", "stretched-bandwidth", "write_iops=NaN", nil, `{}`, scenario.Errors{
			{Field: "inputs.write_iops", Message: "must be a number"}}},
		{"empty optional is absent", "stretched-bandwidth", "link_mbps=", nil, `{}`, nil},
		{"blank optional is absent", "stretched-bandwidth", "link_mbps=+", nil, `{}`, nil},
		{"empty required", "stretched-bandwidth", "write_size_kb=", nil, `{}`, scenario.Errors{
			{Field: "inputs.write_size_kb", Message: "is empty; enter a value"}}},
		{"unknown parameter with suggestion", "stretched-bandwidth", "write_iop=5", nil, `{}`, scenario.Errors{
			{Field: "inputs.write_iop", Message: `unknown parameter "write_iop"; did you mean "write_iops"?`}}},
		{"unknown parameter", "stretched-bandwidth", "bogus=1", nil, `{}`, scenario.Errors{
			{Field: "inputs.bogus", Message: `unknown parameter "bogus"; known: ` + stretchedKnown}}},
		{"ignored parameters", "stretched-bandwidth", "lang=en&wasm=1&write_iops=5", []string{"lang", "wasm"}, `{"write_iops":5}`, nil},
		{"every problem, sorted", "stretched-bandwidth", "write_iops=x&bogus=1&components=0.5&hosts_per_site=2", nil, `{"hosts_per_site":2}`, scenario.Errors{
			{Field: "inputs.bogus", Message: `unknown parameter "bogus"; known: ` + stretchedKnown},
			{Field: "inputs.components", Message: "must be a whole number"},
			{Field: "inputs.write_iops", Message: "must be a number"}}},
		{"choice any case", "memory-states", "vsphere_version=6", nil, `{"vsphere_version":"6"}`, nil},
		{"choice canonical case", "vsan-capacity", "policy=RAID5-FTT1", nil, `{"policy":"raid5-ftt1"}`, nil},
		{"bad choice", "vsan-capacity", "policy=raid7", nil, `{}`, scenario.Errors{
			{Field: "inputs.policy", Message: "must be one of: raid1-ftt1, raid5-ftt1, raid1-ftt2, raid6-ftt2, raid1-ftt3"}}},
		{"bool yes", "vsan-capacity", "all_flash=yes", nil, `{"all_flash":true}`, nil},
		{"bool off", "vsan-capacity", "all_flash=OFF", nil, `{"all_flash":false}`, nil},
		{"bool 1", "vsan-capacity", "all_flash=1", nil, `{"all_flash":true}`, nil},
		{"bad bool", "vsan-capacity", "all_flash=maybe", nil, `{}`, scenario.Errors{
			{Field: "inputs.all_flash", Message: "must be true or false"}}},
		{"list", "sioc", "vms=VM1,esx1,high&vms=VM2,esx2,500,,,10", nil,
			`{"vms":[{"host":"esx1","name":"VM1","shares":"high"},{"demand_iops":10,"host":"esx2","name":"VM2","shares":500}]}`, nil},
		{"list error", "sioc", "vms=VM1,esx1,lots", nil, `{}`, scenario.Errors{
			{Field: "inputs.vms", Message: `VM line 1, column 3 (shares): must be a number of shares or "low", "normal" or "high"`}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := lookup(t, tc.calc).Meta()
			q, err := url.ParseQuery(tc.query)
			if err != nil {
				t.Fatal(err)
			}
			raw, errs := calc.FromQuery(m, q, tc.ignore...)
			if string(raw) != tc.wantJSON {
				t.Errorf("FromQuery(%s) = %s, want %s", tc.query, raw, tc.wantJSON)
			}
			if !reflect.DeepEqual(errs, tc.wantErrs) {
				t.Errorf("FromQuery(%s) errors\n got  %#v\n want %#v", tc.query, errs, tc.wantErrs)
			}
		})
	}
}

// url.Values built in Go can hold a key with no values; that used to panic.
func TestFromQueryEmptyValueList(t *testing.T) {
	m := stretchedMeta(t)
	raw, errs := calc.FromQuery(m, url.Values{"write_size_kb": nil, "link_mbps": {}, "vms": nil})
	if string(raw) != `{}` {
		t.Errorf("FromQuery = %s, want {}", raw)
	}
	if errs.For("inputs.write_size_kb") != "is empty; enter a value" {
		t.Errorf("errors = %v, want write_size_kb empty", errs)
	}
	if errs.For("inputs.link_mbps") != "" {
		t.Errorf("errors = %v, want none for the optional link_mbps", errs)
	}
}

func TestToQuery(t *testing.T) {
	m := stretchedMeta(t)
	tests := []struct {
		name, inputs, want string
	}{
		{"defaults, in field order", `{"write_iops":10000,"write_size_kb":4,"data_multiplier":1.4,"resync_multiplier":1.25,"components":0,"hosts_per_site":1}`,
			"write_iops=10000&write_size_kb=4&components=0&hosts_per_site=1&data_multiplier=1.4&resync_multiplier=1.25"},
		{"null and absent left out", `{"write_iops":null,"total_iops":5}`, "total_iops=5"},
		{"unknown names left out", `{"bogus":1,"write_iops":2}`, "write_iops=2"},
		{"not an object", `[1,2]`, ""},
		{"invalid JSON", `{`, ""},
		{"string value unquoted", `{"write_iops":"a b&c"}`, "write_iops=a+b%26c"},
		{"big number kept as JSON", `{"write_iops":1e+21}`, "write_iops=1e%2B21"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			q := calc.ToQuery(m, json.RawMessage(tc.inputs))
			if got := calc.EncodeQuery(m, q); got != tc.want {
				t.Errorf("EncodeQuery(ToQuery(%s)) = %q, want %q", tc.inputs, got, tc.want)
			}
		})
	}
	// Choice, Bool and List fields.
	vsan := lookup(t, "vsan-capacity").Meta()
	q := calc.ToQuery(vsan, json.RawMessage(`{"policy":"raid1-ftt1","all_flash":false}`))
	if q.Get("policy") != "raid1-ftt1" || q.Get("all_flash") != "false" {
		t.Errorf("ToQuery(vsan-capacity) = %v", q)
	}
	sioc := lookup(t, "sioc").Meta()
	q = calc.ToQuery(sioc, json.RawMessage(`{"datastore_iops":8000,"vms":[{"name":"VM, prod","host":"esx1","shares":"high"},{"name":"b","host":"h","shares":500,"limit_iops":5}]}`))
	if want := []string{`"VM, prod",esx1,high,,,`, "b,h,500,,5,"}; !reflect.DeepEqual(q["vms"], want) {
		t.Errorf("ToQuery(sioc) vms = %q, want %q", q["vms"], want)
	}
}

func TestEncodeQuery(t *testing.T) {
	m := stretchedMeta(t)
	q := url.Values{
		"hosts_per_site": {"2"},
		"write_iops":     {"10 000"},
		"bogus":          {"1"},
		"components":     {"a&b=c", "d"},
	}
	if got, want := calc.EncodeQuery(m, q), "write_iops=10+000&components=a%26b%3Dc&components=d&hosts_per_site=2"; got != want {
		t.Errorf("EncodeQuery = %q, want %q (field order, escaped, unknown names dropped)", got, want)
	}
	if got := calc.EncodeQuery(m, nil); got != "" {
		t.Errorf("EncodeQuery(nil) = %q, want empty", got)
	}
	// Encode then parse gives the values back.
	back, err := url.ParseQuery(calc.EncodeQuery(m, q))
	if err != nil {
		t.Fatal(err)
	}
	delete(q, "bogus")
	if !reflect.DeepEqual(back, q) {
		t.Errorf("ParseQuery(EncodeQuery(q)) = %v, want %v", back, q)
	}
}

// For every calculator, its defaults survive the URL: ToQuery(DefaultInputs)
// → EncodeQuery → ParseQuery → FromQuery → Evaluate is Evaluate(nil).
func TestQueryRoundTripEveryCalculator(t *testing.T) {
	for _, c := range realCalculators() {
		m := c.Meta()
		t.Run(m.ID, func(t *testing.T) {
			want, errs := c.Evaluate(nil)
			if errs != nil {
				t.Fatalf("Evaluate(nil) errors = %v", errs)
			}
			q := calc.ToQuery(m, c.DefaultInputs())
			enc := calc.EncodeQuery(m, q)
			parsed, err := url.ParseQuery(enc)
			if err != nil {
				t.Fatalf("ParseQuery(%q): %v", enc, err)
			}
			raw, qerrs := calc.FromQuery(m, parsed)
			if qerrs != nil {
				t.Fatalf("FromQuery(%s) errors = %v", enc, qerrs)
			}
			got, errs := c.Evaluate(raw)
			if errs != nil {
				t.Fatalf("Evaluate(FromQuery(%s)) errors = %v", enc, errs)
			}
			if g, w := resultJSON(t, got), resultJSON(t, want); g != w {
				t.Errorf("round trip through %s\n got  %s\n want %s", enc, g, w)
			}
			// And the evaluated inputs go round again to the same query.
			in, _ := json.Marshal(got.Result.Inputs)
			if again := calc.EncodeQuery(m, calc.ToQuery(m, in)); again != enc {
				t.Errorf("query of the evaluated inputs = %q, want %q", again, enc)
			}
			for _, f := range m.Fields {
				if !f.Optional && !q.Has(f.Name) {
					t.Errorf("required field %q is not in the default query %s", f.Name, enc)
				}
			}
		})
	}
}

// FuzzFromQueryEvaluate: any query string, for any calculator, never panics;
// a successful evaluation marshals (so holds no NaN or Inf), and the lenient
// evaluation of the same link always gives a result.
func FuzzFromQueryEvaluate(f *testing.F) {
	cs := realCalculators()
	for i, c := range cs {
		m := c.Meta()
		f.Add(uint8(i), calc.EncodeQuery(m, calc.ToQuery(m, c.DefaultInputs())))
		for _, fd := range m.Fields {
			for _, v := range []string{"0", "1e300", "x"} {
				f.Add(uint8(i), url.QueryEscape(fd.Name)+"="+url.QueryEscape(v))
			}
		}
	}
	f.Add(uint8(0), "write_iops=abc&bogus=1")
	f.Add(uint8(0), "total_iops=100000&write_pct=70&write_size_kb=0.001")
	f.Add(uint8(0), "%zz")
	f.Fuzz(func(t *testing.T, which uint8, query string) {
		c := cs[int(which)%len(cs)]
		m := c.Meta()
		q, err := url.ParseQuery(query)
		if err != nil {
			return
		}
		if m.ID == "cache-sim" {
			// Its simulation runs ios + warmup_ios I/Os (400 ms at the
			// defaults): keep every run short.
			q["ios"], q["warmup_ios"] = []string{"2000"}, []string{"0"}
		}
		raw, qerrs := calc.FromQuery(m, q)
		if !json.Valid(raw) {
			t.Fatalf("FromQuery(%q) = %s: not JSON", query, raw)
		}
		for _, e := range qerrs {
			if !strings.HasPrefix(e.Field, "inputs.") || e.Message == "" {
				t.Fatalf("FromQuery(%q): bad error %#v", query, e)
			}
		}
		ev, errs := c.Evaluate(raw)
		if len(errs) == 0 {
			if ev == nil {
				t.Fatalf("%s: Evaluate(%s) gave neither result nor errors", m.ID, raw)
			}
			if _, err := json.Marshal(ev.Result); err != nil {
				t.Fatalf("%s: Evaluate(%s) result does not marshal: %v", m.ID, raw, err)
			}
		}
		for _, e := range errs {
			if e.Field == "" || e.Message == "" {
				t.Fatalf("%s: Evaluate(%s): bad error %#v", m.ID, raw, e)
			}
		}
		lev, _ := c.EvaluateLenient(raw)
		if lev == nil {
			t.Fatalf("%s: EvaluateLenient(%s) gave no result", m.ID, raw)
		}
		if _, err := json.Marshal(lev.Result); err != nil {
			t.Fatalf("%s: EvaluateLenient(%s) result does not marshal: %v", m.ID, raw, err)
		}
	})
}
