package scenario_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Errors lists MaxReported problems and counts the rest in one last entry,
// which every way of adding keeps last and Document adds up.
func TestErrorsCap(t *testing.T) {
	var e scenario.Errors
	for i := 0; i < scenario.MaxReported+40; i++ {
		e.Report(fmt.Sprint("f", i), scenario.MsgNumber)
	}
	if len(e) != scenario.MaxReported+1 || !e[len(e)-1].IsMore() || e.Listed() != scenario.MaxReported || e.Total() != scenario.MaxReported+40 {
		t.Fatalf("len %d, listed %d, total %d, last %+v", len(e), e.Listed(), e.Total(), e[len(e)-1])
	}
	if got := e[len(e)-1].Message(); got != "and 40 more problems" {
		t.Errorf("the count reads %q", got)
	}
	if !e.Full() {
		t.Error("a full Errors says it is not")
	}
	e.Skip(10)
	e.Put("x", scenario.MsgNumber.With())
	if e.Total() != scenario.MaxReported+51 || len(e) != scenario.MaxReported+1 {
		t.Errorf("after Skip and Put: len %d, total %d", len(e), e.Total())
	}

	// Appending two capped lists adds their counts; Prefixed leaves the
	// count at no field.
	var sum scenario.Errors
	sum.Report("a", scenario.MsgNumber)
	sum.Append(e.Prefixed("inputs"))
	if sum.Total() != e.Total()+1 || len(sum) != scenario.MaxReported+1 || sum[len(sum)-1].Field != "" {
		t.Errorf("appended: len %d, total %d, last %+v", len(sum), sum.Total(), sum[len(sum)-1])
	}
	if sum[1].Field != "inputs.f0" {
		t.Errorf("Prefixed: %q", sum[1].Field)
	}

	// A plain append (as a caller may write) still renders one count.
	raw := append(append(scenario.Errors{}, e...), e...)
	d := raw.Document(msg.EN, nil)
	if len(d.Errors) != scenario.MaxReported+1 || d.Errors[scenario.MaxReported].Message != fmt.Sprintf("and %d more problems", 2*e.Total()-scenario.MaxReported) {
		t.Errorf("document of a plain append: %d entries, last %+v", len(d.Errors), d.Errors[len(d.Errors)-1])
	}
	ru := raw.Document(msg.RU, nil)
	if !strings.HasPrefix(ru.Errors[scenario.MaxReported].Message, "и ещё ") {
		t.Errorf("Russian count: %q", ru.Errors[scenario.MaxReported].Message)
	}

	// Below the cap nothing changes.
	var few scenario.Errors
	few.Report("a", scenario.MsgNumber)
	few.Append(scenario.Errors{{Field: "b", Msg: scenario.MsgBool.With()}})
	if len(few) != 2 || few.Total() != 2 || few.Listed() != 2 || few.Full() || few[1].IsMore() {
		t.Errorf("few: %+v", few)
	}
}

// manyFields has as many inputs as a calculator (the "known:" list of an
// unknown name is as long as a real one).
type manyFields struct {
	A float64 `json:"alpha"`
	B *struct {
		C int `json:"c"`
	} `json:"beta"`
	F1, F2, F3, F4, F5, F6, F7, F8, F9, F10, F11, F12 float64
}

// A document of many unknown keys costs a count, not a message each: at most
// MaxReported are listed (the first by name, as a sort would give), the
// rest counted, and decoding them allocates about what reading them does.
func TestDecodeManyUnknownKeys(t *testing.T) {
	const n = 200_000
	var b bytes.Buffer
	b.WriteString(`{"alpha": 1, "beta": {"c": 2, "zz": 1}`)
	for i := n - 1; i >= 0; i-- {
		fmt.Fprintf(&b, `, "k%07d": 1`, i)
	}
	b.WriteString("}")
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	start := time.Now()
	var d manyFields
	errs := scenario.DecodeObject("inputs", b.Bytes(), &d)
	elapsed := time.Since(start)
	runtime.ReadMemStats(&after)
	if errs.Total() != n+1 || errs.Listed() != scenario.MaxReported {
		t.Fatalf("total %d, listed %d; want %d and %d", errs.Total(), errs.Listed(), n+1, scenario.MaxReported)
	}
	// beta (and its zz) first, then the k's in order.
	if errs[0].Field != "inputs.beta.zz" || errs[1].Field != "inputs.k0000000" || errs[scenario.MaxReported-1].Field != fmt.Sprintf("inputs.k%07d", scenario.MaxReported-2) {
		t.Errorf("listed %s, %s … %s, want the first names in order", errs[0].Field, errs[1].Field, errs[scenario.MaxReported-1].Field)
	}
	if d.A != 1 {
		t.Errorf("the known field was not read: %+v", d)
	}
	// The nested problem is counted, so beta (which has one) is not set.
	if d.B != nil {
		t.Errorf("beta was set though it had a problem: %+v", d.B)
	}
	// Before the cap every key built a message with a sorted list of the
	// known names: about 1.5 KB a key (300 MB here), and ~4 GB at 16 MiB.
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 100<<20 {
		t.Errorf("decoding %d unknown keys allocated %d MB", n, alloc>>20)
	}
	t.Logf("%d unknown keys: %v, %d MB allocated", n, elapsed, (after.TotalAlloc-before.TotalAlloc)>>20)
}

// The suggestion of a huge unknown name is not computed against names it
// cannot be close to, and the message quotes only its start.
func TestUnknownHugeName(t *testing.T) {
	name := strings.Repeat("w", 4<<20)
	var m msg.Message
	// a Levenshtein row of a 4 MB name is 32 MB, per known name
	if alloc := allocated(func() { m = scenario.Unknown(scenario.Field, name, []string{"write_iops", "write_size_kb"}) }); alloc > 1<<20 {
		t.Errorf("Unknown of a 4 MB name allocated %d KB: it was compared with the known names", alloc>>10)
	}
	if s := m.String(); len(s) > 300 || !strings.Contains(s, "…") {
		t.Errorf("message of %d bytes: %.100q", len(s), s)
	}
	if got := scenario.Suggest("write_iop", []string{"write_iops"}); got != "write_iops" {
		t.Errorf("Suggest still suggests: %q", got)
	}
	if got := scenario.ShortName("ключ"); got != "ключ" {
		t.Errorf("ShortName of a short name: %q", got)
	}
	if got := []rune(scenario.ShortName(strings.Repeat("я", 100))); len(got) != 64 || got[63] != '…' {
		t.Errorf("ShortName: %q", string(got))
	}
}

// Object reads what encoding/json reads (the last of repeated keys,
// escaped keys unescaped, invalid UTF-8 as U+FFFD) and lists each repeated
// key once, however often it repeats.
func TestObjectMatchesEncodingJSON(t *testing.T) {
	for _, s := range []string{
		`{}`, ` { } `, `{"a":1}`, `{"a":1,"a":2,"a":3,"b":[1,{"a":"}"}],"c":"x\"y"}`,
		`{"\u0061":1,"a":2}`, "{\"\xff\":1,\"\\ufffd\":2}", `{"n":null,"t":true,"f":false,"x":-1.5e3}`,
		"{\n\t\"a\" :\r\n {\"b\" : [ ]} , \"c\":\"\\\\\"}",
	} {
		obj, dups, err := scenario.Object([]byte(s))
		var want map[string]json.RawMessage
		if werr := json.Unmarshal([]byte(s), &want); werr != nil || err != nil {
			t.Fatalf("%s: %v / %v", s, err, werr)
		}
		if !reflect.DeepEqual(obj, want) {
			t.Errorf("Object(%s) = %q, want %q", s, obj, want)
		}
		_ = dups
	}
	_, dups, _ := scenario.Object([]byte(`{"a":1,"a":2,"a":3,"b":1,"b":2}`))
	if !reflect.DeepEqual(dups, []string{"a", "b"}) {
		t.Errorf("dups = %q", dups)
	}
	for _, s := range []string{`[1]`, `"x"`, `null`, `5`} {
		if obj, _, err := scenario.Object([]byte(s)); obj != nil || err != nil {
			t.Errorf("Object(%s) = %v, %v; want not an object", s, obj, err)
		}
	}
	for _, s := range []string{``, `{`, `{"a":}`, `{"a":1,}`, `{"a" 1}`} {
		_, _, err := scenario.Object([]byte(s))
		var want map[string]any
		werr := json.Unmarshal([]byte(s), &want)
		if err == nil || err.Error() != werr.Error() {
			t.Errorf("Object(%q) error %v, want encoding/json's %v", s, err, werr)
		}
	}
	// Many distinct repeated keys: each listed once, in linear time (the
	// list was searched for each one: quadratic).
	var b strings.Builder
	b.WriteString("{")
	const n = 400_000
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, `"k%d":1,"k%d":2,`, i, i)
	}
	b.WriteString(`"end":0}`)
	text := []byte(b.String())
	start := time.Now()
	alloc := allocated(func() { _, dups, _ = scenario.Object(text) })
	if len(dups) != n {
		t.Errorf("%d repeated keys listed", len(dups))
	}
	// the keys and their values once, and the list of repeats: linear in
	// the document
	if alloc > 128<<20 {
		t.Errorf("%d repeated keys allocated %d MB", n, alloc>>20)
	}
	// A generous bound, for a machine under any load: searching the list
	// for each key (quadratic, as it was) takes minutes at this size, the
	// linear reading well under a second.
	if d := time.Since(start); d > 30*time.Second {
		t.Errorf("%d repeated keys took %v", n, d)
	}
}

// allocated is how many bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

func FuzzObject(f *testing.F) {
	for _, s := range []string{`{}`, `{"a":1,"a":2}`, `{"\u0061":[{"}":"{"}]}`, `[1]`, `{"a":"\ud800"}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		obj, _, err := scenario.Object(data)
		if (err == nil) != json.Valid(data) {
			t.Fatalf("Object(%q) error %v, but json.Valid says %v", data, err, json.Valid(data))
		}
		var want map[string]json.RawMessage
		if json.Unmarshal(data, &want) != nil {
			want = nil // valid, not an object
		}
		if err == nil && !reflect.DeepEqual(obj, want) {
			t.Fatalf("Object(%q) = %q, encoding/json %q", data, obj, want)
		}
	})
}

// SortedKeys gives every known key and the first n others, in order.
func TestSortedKeys(t *testing.T) {
	obj := map[string]json.RawMessage{}
	for _, k := range []string{"z", "calculator", "b", "a", "y", "inputs", "c"} {
		obj[k] = json.RawMessage("1")
	}
	known := func(k string) bool { return k == "calculator" || k == "inputs" || k == "z" }
	keys, rest := scenario.SortedKeys(obj, known, 2)
	if !reflect.DeepEqual(keys, []string{"a", "b", "calculator", "inputs", "z"}) || rest != 2 {
		t.Errorf("SortedKeys = %q, %d", keys, rest)
	}
	if keys, rest := scenario.SortedKeys(obj, known, 0); len(keys) != 3 || rest != 4 {
		t.Errorf("SortedKeys(0) = %q, %d", keys, rest)
	}
}
