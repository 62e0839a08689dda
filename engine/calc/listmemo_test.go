package calc_test

import (
	"net/url"
	"reflect"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/sioc"
)

// A List field read twice from the same lines is read from memory the
// second time (listmemo.go): the value must be the one a first reading
// gives, and must share nothing with it, so that changing one reading's
// VMs (as a caller may) cannot change the next.
func TestListMemoGivesPrivateCopies(t *testing.T) {
	c, ok := calc.Lookup(sioc.ID)
	if !ok {
		t.Fatal("sioc is not registered")
	}
	q := url.Values{
		"datastore_iops": {"4000"},
		"vms":            {"a,h1,high,100,,\nb,h1,500,,2000,\nc,h2,,,,50"},
	}
	read := func() sioc.Inputs {
		t.Helper()
		in, errs, ok := c.ResolveValues(q, calc.ParseNumber, calc.Strict)
		if len(errs) > 0 || !ok {
			t.Fatalf("resolve: %v", errs)
		}
		return in.Value().(sioc.Inputs)
	}
	first := read()
	second := read() // from the memo
	if !reflect.DeepEqual(first, second) {
		t.Fatalf("remembered reading differs:\n%+v\n%+v", first, second)
	}
	*second.VMs[0].ReservationIOPS = 999
	second.VMs[1].Name = "changed"
	third := read()
	if !reflect.DeepEqual(first, third) {
		t.Fatalf("a change to one reading reached the next:\n%+v\n%+v", first, third)
	}
	// Other lines are read afresh, and a bad line is reported every time.
	q.Set("vms", "a,h1,high,100,,\nb,h1,lots,,,")
	for range 2 {
		if _, errs, _ := c.ResolveValues(q, calc.ParseNumber, calc.Strict); errs.For("inputs.vms") == "" {
			t.Fatalf("bad shares on line 2: no problem at inputs.vms, got %v", errs)
		}
	}
}

// The lines a value is written as (ValuesOf) are the same from memory.
func TestListMemoValuesOf(t *testing.T) {
	c, _ := calc.Lookup(sioc.ID)
	in := c.Defaults().Value()
	a := calc.ValuesOf(c.Meta(), in)["vms"]
	b := calc.ValuesOf(c.Meta(), in)["vms"]
	if len(a) == 0 || !reflect.DeepEqual(a, b) {
		t.Fatalf("ValuesOf vms: %q then %q", a, b)
	}
	b[0] = "changed"
	if c := calc.ValuesOf(c.Meta(), in)["vms"]; !reflect.DeepEqual(a, c) {
		t.Fatalf("a change to returned lines reached the memo: %q", c)
	}
}
