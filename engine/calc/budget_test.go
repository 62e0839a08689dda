package calc_test

import (
	"bytes"
	"fmt"
	"runtime"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// unknownKeys is a JSON object of n unknown keys, "prefix" members first.
func unknownKeys(prefix string, n int) []byte {
	var b bytes.Buffer
	b.WriteString("{" + prefix)
	for i := 0; i < n; i++ {
		if i > 0 || prefix != "" {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `"k%07d":1`, i)
	}
	b.WriteString("}")
	return b.Bytes()
}

// allocated is what f allocates, in bytes.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// A document of many unknown keys (at the top, inside inputs, in a plan's
// scenario) is refused with MaxReported problems and the count of the rest,
// for about what reading it costs: a 16 MiB document of 1.3 M keys took 17 s
// and 1.9 GB at the top level and 54 s and 5 GB inside inputs, every problem
// built with its own sorted list of known names.
func TestEvalDocumentManyUnknownKeys(t *testing.T) {
	const n = 200_000
	docs := map[string][]byte{
		"top":    unknownKeys(`"calculator":"stretched-bandwidth"`, n),
		"inputs": []byte(`{"calculator":"stretched-bandwidth","inputs":` + string(unknownKeys("", n)) + `}`),
		"plan":   []byte(`{"plan":"p","scenarios":[{"calculator":"vsa","inputs":{"x":1}},{"calculator":"stretched-bandwidth","inputs":` + string(unknownKeys("", n)) + `},{"calculator":"vsa","inputs":{"y":1}}]}`),
	}
	for name, doc := range docs {
		t.Run(name, func(t *testing.T) {
			var errs scenario.Errors
			alloc := allocated(func() { _, errs = calc.EvalDocument(doc, msg.EN) })
			want := n
			if name == "plan" {
				want = n + 2
			}
			if errs.Total() != want || errs.Listed() != scenario.MaxReported || !errs[len(errs)-1].IsMore() {
				t.Fatalf("total %d, listed %d, want %d and %d", errs.Total(), errs.Listed(), want, scenario.MaxReported)
			}
			d := errs.Document(msg.EN, nil)
			if len(d.Errors) != scenario.MaxReported+1 || d.Errors[scenario.MaxReported].Message != "and "+msg.FormatNum(msg.EN, float64(want-scenario.MaxReported))+" more problems" {
				t.Errorf("document: %d entries, last %+v", len(d.Errors), d.Errors[len(d.Errors)-1])
			}
			if name == "plan" && errs[0].Field != "scenarios[0].inputs.x" {
				t.Errorf("the first scenario's problem is not first: %v", errs[0])
			}
			if alloc > 150<<20 {
				t.Errorf("%d unknown keys allocated %d MB", n, alloc>>20)
			}
			t.Logf("%s: %d MB allocated", name, alloc>>20)
		})
	}
}

// A fatal problem is not lost among many unknown names: an import, which
// keeps unknown names out, must still refuse a wrong version.
func TestParseDocumentFatalAfterManyUnknown(t *testing.T) {
	doc := unknownKeys(`"calculator":"vsa","version":2`, 50_000)
	_, ps := calc.ParseDocument(doc)
	fatal := ps.Errors(calc.Fatal)
	if len(fatal) != 1 || fatal[0].Field != "version" {
		t.Errorf("fatal problems: %v", fatal)
	}
	unknown := ps.Errors(calc.Unknown)
	if unknown.Total() != 50_001 || unknown.Listed() != scenario.MaxReported {
		t.Errorf("unknown: total %d, listed %d", unknown.Total(), unknown.Listed())
	}
}

// hostileList is a 16 MiB document whose list (at the path the template's
// %s stands for) holds elem repeated until the document is full.
func hostileList(template, elem string) []byte {
	head, tail, _ := bytes.Cut([]byte(template), []byte("%s"))
	n := (calc.MaxDocument - len(head) - len(tail)) / (len(elem) + 1)
	var b bytes.Buffer
	b.Grow(calc.MaxDocument)
	b.Write(head)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(elem)
	}
	b.Write(tail)
	return b.Bytes()
}

// Hostile 16 MiB lists are counted while they are read and refused at the
// limit, before anything is built of their elements (issue 32: 8.4 M list
// elements took 25 s and 1.4 GB before the count applied; a plan of 8.4 M
// scenarios 14 s and 850 MB; lists of [], "" or {} 17–23 s and about 1 GB).
// Refusing such a document now allocates a few megabytes, whatever the
// machine.
func TestHostileListsAreCountedNotRead(t *testing.T) {
	for _, tc := range []struct {
		name, template, elem, field, code string
	}{
		{"8 M zeros as VMs", `{"calculator":"sioc","inputs":{"vms":[%s]}}`, "0", "inputs.vms", "type.list-too-long"},
		{"empty lists as VMs", `{"calculator":"sioc","inputs":{"vms":[%s]}}`, "[]", "inputs.vms", "type.list-too-long"},
		{"empty strings as VMs", `{"calculator":"sioc","inputs":{"vms":[%s]}}`, `""`, "inputs.vms", "type.list-too-long"},
		{"empty objects as VMs", `{"calculator":"sioc","inputs":{"vms":[%s]}}`, "{}", "inputs.vms", "type.list-too-long"},
		{"8 M zero scenarios", `{"plan":"p","scenarios":[%s]}`, "0", "scenarios", "doc.too-many"},
		{"empty scenarios", `{"plan":"p","scenarios":[%s]}`, "{}", "scenarios", "doc.too-many"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc := hostileList(tc.template, tc.elem)
			var errs scenario.Errors
			alloc := allocated(func() { _, errs = calc.EvalDocument(doc, msg.EN) })
			if len(errs) == 0 || errs[0].Code() != tc.code || errs[0].Field != tc.field {
				t.Fatalf("errors %v, want %s at %s", errs, tc.code, tc.field)
			}
			// the document once (16 MiB) and its top-level object: reading
			// the elements cost 850 MB to 1.4 GB
			if alloc > 64<<20 {
				t.Errorf("refusing allocated %d MB", alloc>>20)
			}
			t.Logf("%s: %s; %d MB allocated", tc.name, errs[0].Message(), alloc>>20)
		})
	}
}
