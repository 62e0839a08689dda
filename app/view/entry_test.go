package view_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// runEntry steps an entry to its end, as the worker and the page do.
func runEntry(t *testing.T, id, inputs, results string, lang msg.Lang) view.Entry {
	t.Helper()
	var res json.RawMessage
	if results != "" {
		res = json.RawMessage(results)
	}
	r := view.StartEntry(id, json.RawMessage(inputs), res, lang)
	for steps := 0; !r.Step(2048); steps++ {
		if p := r.Progress(); p < 0 || p > 1 {
			t.Fatalf("%s: progress %v", id, p)
		}
		if steps > 1e7 {
			t.Fatalf("%s: no end", id)
		}
	}
	return r.Answer()
}

// An entry's answer is the same view the calculator page shows, or the
// problems of its inputs with the inputs as far as they read.
func TestStartEntry(t *testing.T) {
	for _, c := range []struct {
		name, id, inputs, results string
		lang                      msg.Lang
		check                     func(t *testing.T, e view.Entry)
	}{
		{"computed", "stretched-bandwidth", `{"write_iops":20000}`, "", msg.EN, func(t *testing.T, e view.Entry) {
			// 20,000 × 4 KB × 8 = 640 Mbps × 1.75 = 1,120 Mbps (VMware Virtual SAN
			// Stretched Cluster Bandwidth Sizing Guidance: B = Wb × 1.4 × 1.25)
			if e.View == nil || len(e.Problems) > 0 {
				t.Fatalf("%+v", e)
			}
			if v := value(t, e.View.Headline, "intersite_mbps"); v.Text != "1,120" {
				t.Errorf("intersite_mbps %q, want 1,120", v.Text)
			}
			if !reflect.DeepEqual(e.Inputs, e.View.Inputs) {
				t.Error("the entry's inputs are not its view's")
			}
		}},
		{"in Russian", "stretched-bandwidth", `{"write_iops":20000}`, "", msg.RU, func(t *testing.T, e view.Entry) {
			if v := value(t, e.View.Headline, "intersite_mbps"); v.Text != "1\u00a0120" || v.Unit != "Мбит/с" {
				t.Errorf("intersite_mbps %q %q, want 1 120 Мбит/с", v.Text, v.Unit)
			}
		}},
		{"invalid inputs", "stretched-bandwidth", `{"write_iops":-5}`, "", msg.EN, func(t *testing.T, e view.Entry) {
			if e.View != nil || len(e.Problems) != 1 || e.Problems[0].Field != "inputs.write_iops" || e.Problems[0].Text != "must be 0 or more" {
				t.Fatalf("%+v", e)
			}
			// the other inputs are still shown, as they read
			if v := value(t, e.Inputs, "write_size_kb"); v.Text != "4" {
				t.Errorf("write_size_kb %q", v.Text)
			}
		}},
		{"unknown calculator", "no-such", `{}`, "", msg.EN, func(t *testing.T, e view.Entry) {
			if e.View != nil || len(e.Problems) != 1 || e.Problems[0].Field != "calculator" || e.Problems[0].Text != "no-such" {
				t.Fatalf("%+v", e)
			}
		}},
		{"kept results are explained", "cache-sim", `{"ios":20000,"warmup_ios":0}`, "", msg.EN, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := runEntry(t, c.id, c.inputs, c.results, c.lang)
			if c.check != nil {
				c.check(t, e)
				return
			}
			// a simulation's results, kept with the entry, are explained
			// to the same view without simulating again
			ev := evaluate(t, c.id, c.inputs)
			res, _ := json.Marshal(ev.Results)
			kept := runEntry(t, c.id, c.inputs, string(res), c.lang)
			if e.View == nil || kept.View == nil || !reflect.DeepEqual(e.View.Headline, kept.View.Headline) {
				t.Fatalf("computed %+v, explained %+v", e.View, kept.View)
			}
		})
	}
}

// The worker answers an entry as JSON; what the page decodes draws the same
// texts as the page's own evaluation, for every calculator in both
// languages, and numbers stay numbers (a comparison subtracts them).
func TestEntryCrossesTheWorker(t *testing.T) {
	for _, id := range calc.IDs() {
		for _, lang := range []msg.Lang{msg.EN, msg.RU} {
			t.Run(fmt.Sprintf("%s/%s", id, lang), func(t *testing.T) {
				e := runEntry(t, id, `{}`, "", lang)
				if e.View == nil {
					t.Fatalf("the defaults do not evaluate: %+v", e.Problems)
				}
				b, err := json.Marshal(e)
				if err != nil {
					t.Fatal(err)
				}
				var got view.Entry
				if err := json.Unmarshal(b, &got); err != nil {
					t.Fatal(err)
				}
				texts := func(e view.Entry) string {
					var sb strings.Builder
					for _, vs := range [][]view.Value{e.Inputs, e.View.Headline, e.View.Details} {
						for _, v := range vs {
							fmt.Fprintf(&sb, "%s|%s|%s|%s|%T\n", v.Name, v.Label, v.Text, v.Unit, number(v.Raw))
						}
					}
					for _, tb := range e.View.Tables {
						fmt.Fprintf(&sb, "%+v\n", tb)
					}
					chart, _ := json.Marshal(e.View.Chart)
					fmt.Fprintf(&sb, "%+v\n%q\n%q\n%s\n%+v\n", e.View.Steps, e.View.Warnings, e.View.Sources, chart, e.View.Links)
					return sb.String()
				}
				if want, have := texts(e), texts(got); want != have {
					t.Errorf("decoded answer differs:\n%s\nwant\n%s", have, want)
				}
			})
		}
	}
}

// number is x if it is a number (any numeric kind becomes float64 in JSON),
// else its kind's zero value.
func number(x any) any {
	switch x.(type) {
	case float64, float32, int, int64:
		return 0.0
	case nil:
		return nil
	}
	return ""
}
