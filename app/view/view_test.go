package view_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	_ "github.com/sizewise/sizewise/app/i18n" // the legacy catalogue
	"github.com/sizewise/sizewise/app/view"
	_ "github.com/sizewise/sizewise/engine/all"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

func evaluate(t *testing.T, id, inputs string) *calc.Evaluation {
	t.Helper()
	c, ok := calc.Lookup(id)
	if !ok {
		t.Fatalf("no calculator %s", id)
	}
	ev, errs := c.Evaluate(json.RawMessage(inputs))
	if len(errs) > 0 {
		t.Fatalf("%s %s: %v", id, inputs, errs)
	}
	return ev
}

func value(t *testing.T, vs []view.Value, name string) view.Value {
	t.Helper()
	for _, v := range vs {
		if v.Name == name {
			return v
		}
	}
	t.Fatalf("no value %s in %+v", name, vs)
	return view.Value{}
}

// The guide's example (vmgu.ru's summary of VMware's bandwidth sizing
// guidance): 20,000 write IOPS × 4 KB → 640 Mbps → 1,120 Mbps, shown with
// the unit in each language and the raw number kept for exports.
func TestHeadlineInBothLanguages(t *testing.T) {
	ev := evaluate(t, "stretched-bandwidth", `{"write_iops": 20000}`)
	en, ru := view.Of(ev, msg.EN), view.Of(ev, msg.RU)
	if v := value(t, en.Headline, "intersite_mbps"); v.Text != "1,120" || v.Unit != "Mbps" || v.Raw != 1120.0 || v.Label != "Inter-site bandwidth" {
		t.Errorf("en headline %+v", v)
	}
	if v := value(t, ru.Headline, "intersite_mbps"); v.Text != "1\u00a0120" || v.Unit != "Мбит/с" || v.WithUnit() != "1\u00a0120 Мбит/с" {
		t.Errorf("ru headline %+v", v)
	}
	if v := value(t, en.Details, "write_bandwidth_mbps"); v.WithUnit() != "640 Mbps" {
		t.Errorf("details %+v", v)
	}
	// Steps as a line "formula = value unit".
	if s := en.Steps[0]; s.Line() != "20,000 IOPS × 4 KB = 80 MB/s × 8 = 640 Mbps" {
		t.Errorf("step %q", s.Line())
	}
	if s := ru.Steps[0]; s.Line() != "20\u00a0000 IOPS × 4 КБ = 80 МБ/с × 8 = 640 Мбит/с" {
		t.Errorf("ru step %q", s.Line())
	}
	// Inputs: the chosen option's fields, with units; the other option's
	// absent inputs are left out.
	in := map[string]string{}
	for _, v := range en.Inputs {
		in[v.Name] = v.WithUnit()
	}
	if in["write_iops"] != "20,000 IOPS" || in["write_size_kb"] != "4 KB" {
		t.Errorf("inputs %v", in)
	}
	if _, ok := in["total_iops"]; ok {
		t.Errorf("inputs hold the unchosen option: %v", in)
	}
	if en.Chart == nil || en.Chart.Title == "" || ru.Chart.Title == en.Chart.Title {
		t.Errorf("chart titles %q / %q", en.Chart.Title, ru.Chart.Title)
	}
}

// A record list is a table with the Output's columns, in order, with
// numbers marked and formatted (SIOC's four-VM example of VMware's SIOC
// posts: 1,600 / 4,000 / 800 / 1,600 when all are busy).
func TestTable(t *testing.T) {
	ev := evaluate(t, "sioc", `{"datastore_iops": 8000, "vms": [
		{"name":"VM1","host":"esx1","shares":1000},{"name":"VM2","host":"esx1","shares":2500,"limit_iops":5000},
		{"name":"VM3","host":"esx2","shares":500},{"name":"VM4","host":"esx2","shares":1000}]}`)
	r := view.Of(ev, msg.EN)
	var vms *view.Table
	for i := range r.Tables {
		if r.Tables[i].Name == "vms" {
			vms = &r.Tables[i]
		}
	}
	if vms == nil || len(vms.Rows) != 4 {
		t.Fatalf("no vms table: %+v", r.Tables)
	}
	if vms.Columns[0].Name != "name" || vms.Columns[1].Name != "host" {
		t.Errorf("columns %+v", vms.Columns)
	}
	alloc := -1
	for j, c := range vms.Columns {
		if c.Name == "allocated_iops" {
			alloc = j
		}
	}
	var got []string
	for _, row := range vms.Rows {
		got = append(got, row[alloc].Text)
		if !row[alloc].Numeric {
			t.Errorf("allocated_iops not numeric: %+v", row[alloc])
		}
	}
	if strings.Join(got, " ") != "1,600 4,000 800 1,600" {
		t.Errorf("allocated %v", got)
	}
}

// Absent values are a dash, without a unit ("— USD" was shown before).
func TestAbsentValue(t *testing.T) {
	ev := evaluate(t, "vsa", `{}`)
	r := view.Of(ev, msg.EN)
	for _, vs := range [][]view.Value{r.Headline, r.Details} {
		for _, v := range vs {
			if v.Raw == nil && (v.Text != "—" || v.WithUnit() != "—") {
				t.Errorf("absent %s shows %q", v.Name, v.WithUnit())
			}
		}
	}
}

// A "send to" link opens the other calculator with dot-decimal inputs, and
// says it was written under the current rules revision: a link without
// one opens as made before revision 2 (calc.Revision).
func TestLinkHref(t *testing.T) {
	got := view.LinkHref(calc.Link{Calculator: "stretched-bandwidth", Inputs: map[string]any{"write_iops": 8960.5, "write_size_kb": 4}})
	if got != "/stretched-bandwidth?write_iops=8960.5&write_size_kb=4&rules_revision=2" {
		t.Errorf("href %q", got)
	}
}

// A ratio is shown as a percentage ("0.81 ratio" was shown before); the raw
// value stays the fraction.
func TestRatioAsPercent(t *testing.T) {
	ev := evaluate(t, "cache-sim", `{"ios": 2000, "warmup_ios": 0}`)
	r := view.Of(ev, msg.EN)
	v := value(t, r.Headline, "read_hit_ratio")
	if v.Unit != "%" || v.Raw.(float64) > 1 || strings.Contains(v.Text, "0.") && v.Raw.(float64) > 0.01 {
		t.Errorf("read hit ratio shown %q %q (raw %v)", v.Text, v.Unit, v.Raw)
	}
}

// Numbers is what a calculator page paints as a key is typed, before it
// draws the rest (Of): its values must be Of's, for every calculator and
// both languages, and it must leave the rest out.
func TestNumbersAreOfs(t *testing.T) {
	for _, c := range calc.All() {
		id := c.Meta().ID
		for _, lang := range []msg.Lang{msg.EN, msg.RU} {
			ev := evaluate(t, id, "{}")
			all, nums := view.Of(ev, lang), view.Numbers(ev, lang)
			if len(all.Headline)+len(all.Details) == 0 {
				t.Errorf("%s: no headline or details to compare", id)
			}
			if !reflect.DeepEqual(all.Headline, nums.Headline) || !reflect.DeepEqual(all.Details, nums.Details) {
				t.Errorf("%s %s: Numbers differs from Of:\n%+v %+v\n%+v %+v", id, lang, nums.Headline, nums.Details, all.Headline, all.Details)
			}
			if nums.Steps != nil || nums.Tables != nil || nums.Inputs != nil {
				t.Errorf("%s %s: Numbers drew more than the numbers", id, lang)
			}
		}
	}
}

// A report lists the inputs that apply (issue 30): an ESA cluster's has
// its storage pool and no disk groups, an OSA cluster's the other way
// round; both the calculator and the cluster-sizing calculator say so; the
// stretched cluster type reads as what it is, not as an instruction.
func TestInputsThatApply(t *testing.T) {
	names := func(vs []view.Value) string {
		var out []string
		for _, v := range vs {
			out = append(out, v.Name)
		}
		return " " + strings.Join(out, " ") + " "
	}
	esa := view.Of(evaluate(t, "vsan-capacity", `{"rules":"vsan8-esa","architecture":"esa","all_flash":true,"cluster_type":"stretched","devices_per_host":6}`), msg.EN)
	if n := names(esa.Inputs); strings.Contains(n, " disk_groups_per_host ") || strings.Contains(n, " capacity_disks_per_group ") || !strings.Contains(n, " devices_per_host ") {
		t.Errorf("ESA inputs: %s", n)
	}
	for _, v := range esa.Inputs {
		if v.Name == "cluster_type" && v.Text != "Stretched: the inputs describe one site" {
			t.Errorf("cluster type printed as %q", v.Text)
		}
	}
	osa := view.Of(evaluate(t, "vsan-capacity", `{"rules":"classic","architecture":"osa"}`), msg.RU)
	if n := names(osa.Inputs); !strings.Contains(n, " disk_groups_per_host ") || strings.Contains(n, " devices_per_host ") {
		t.Errorf("OSA inputs: %s", n)
	}
	cs := view.Of(evaluate(t, "cluster-sizing", `{"architecture":"esa"}`), msg.EN)
	if n := names(cs.Inputs); strings.Contains(n, " disk_groups_per_host ") || !strings.Contains(n, " devices_per_host ") {
		t.Errorf("cluster-sizing ESA inputs: %s", n)
	}
	ext := view.Of(evaluate(t, "cluster-sizing", `{"architecture":"external","rules":"vcf9"}`), msg.EN)
	if n := names(ext.Inputs); strings.Contains(n, " device_size_tb ") || strings.Contains(n, " policy ") || !strings.Contains(n, " host_memory_gb ") {
		t.Errorf("cluster-sizing external inputs: %s", n)
	}
	// every input is still there to read a change against
	c, _ := calc.Lookup("vsan-capacity")
	in, _, _ := c.Resolve(json.RawMessage(`{"rules":"vsan8-esa","architecture":"esa","all_flash":true}`), calc.Strict)
	if n := names(view.AllInputs(c.Meta(), in.Value(), msg.EN)); !strings.Contains(n, " disk_groups_per_host ") {
		t.Errorf("AllInputs: %s", n)
	}
}
