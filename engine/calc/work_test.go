package calc_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// siocVMs is a sioc scenario of n VMs.
func siocVMs(n int) string {
	vms := make([]string, n)
	for i := range vms {
		vms[i] = fmt.Sprintf(`{"name":"vm%d","host":"h%d","shares":%d,"reservation_iops":10,"demand_iops":%d}`, i, i%10, 1000+i, 100+i)
	}
	return `{"calculator":"sioc","inputs":{"datastore_iops":50000,"vms":[` + strings.Join(vms, ",") + `]}}`
}

// Every calculator's work is honest: at least WorkPerScenario, and a list
// input adds WorkPerItem per element, so sioc grows with its VMs (it counted
// 1 whatever it held).
func TestWorkOfEveryCalculator(t *testing.T) {
	for _, c := range realCalculators() {
		in := c.Defaults()
		if w := in.Work(); w < calc.WorkPerScenario {
			t.Errorf("%s: the defaults cost %v units, less than WorkPerScenario", c.Meta().ID, w)
		}
	}
	c, _ := calc.Lookup("sioc")
	var doc struct{ Inputs json.RawMessage }
	_ = json.Unmarshal([]byte(siocVMs(1000)), &doc)
	in, errs, ok := c.Resolve(doc.Inputs, calc.Strict)
	if !ok {
		t.Fatal(errs)
	}
	if got, want := in.Work(), float64(calc.WorkPerScenario+1000*calc.WorkPerItem); got != want {
		t.Errorf("sioc with 1,000 VMs: %v units, want %v", got, want)
	}
	// cache-sim counts its own work, which is more.
	cs, _ := calc.Lookup("cache-sim")
	if w := cs.Defaults().Work(); w < 1e6 {
		t.Errorf("cache-sim defaults: %v units", w)
	}
}

// The document budget bounds every calculator: a plan of 150 sioc
// scenarios of 1,000 VMs (16 MB) took 13.6 s and 670 MB and wrote 113 MB; it
// is refused before anything is computed. A plan at the budget is answered
// in a few seconds with a result of at most 32 MiB.
func TestWorkBudgetBoundsLists(t *testing.T) {
	one := siocVMs(1000)
	perScenario := float64(calc.WorkPerScenario + 1000*calc.WorkPerItem)
	fit := int(calc.MaxWork / perScenario)
	plan := func(n int) []byte {
		return []byte(`{"plan":"p","scenarios":[` + strings.TrimSuffix(strings.Repeat(one+",", n), ",") + `]}`)
	}
	start := time.Now()
	doc := plan(150)
	var errs scenario.Errors
	// Refused before anything is computed: reading 150,000 VMs allocates,
	// evaluating them allocated over 670 MB (a generous bound of 400 MB).
	alloc := allocated(func() { _, errs = calc.EvalDocument(doc, msg.EN) })
	if len(errs) != 1 || errs[0].Code() != "doc.too-much-work" {
		t.Fatalf("150 scenarios of 1,000 VMs: %v", errs)
	}
	if !strings.Contains(errs[0].Message(), "each list entry counts 1,000") {
		t.Errorf("message %q", errs[0].Message())
	}
	t.Logf("refusing 150 scenarios of 1,000 VMs: %v, %d MB allocated", time.Since(start), alloc>>20)
	if alloc > 400<<20 {
		t.Errorf("refusing allocated %d MB: the plan was evaluated before it was refused", alloc>>20)
	}
	if _, errs := calc.EvalDocument(plan(fit+1), msg.EN); len(errs) != 1 || errs[0].Code() != "doc.too-much-work" {
		t.Errorf("%d scenarios: %v", fit+1, errs)
	}
	if testing.Short() {
		t.Skip("evaluates a plan at the budget")
	}
	res, errs := calc.EvalDocument(plan(fit), msg.EN)
	if len(errs) > 0 {
		t.Fatalf("%d scenarios: %v", fit, errs)
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	if err := enc.Encode(res); err != nil {
		t.Fatal(err)
	}
	if b.Len() > 32<<20 {
		t.Errorf("a plan at the budget wrote %d MB", b.Len()>>20)
	}
	t.Logf("%d scenarios of 1,000 VMs: %v, %.1f MB", fit, time.Since(start), float64(b.Len())/(1<<20))
}
