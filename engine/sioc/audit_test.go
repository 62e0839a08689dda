package sioc_test

import (
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/sioc"
)

// Issue 28, point 5. Since vSphere 5.5 the host's disk scheduler counts a
// large I/O in 32 KB units against a limit: "If you set a limit of 100 IOPS
// but your app is doing 64KB IOs than you will see your VM being limited to
// 50 IOPS ... ceil(IO Size / 32)" (Duncan Epping, "vSphere 5.5 and disk
// limits (mClock scheduler caveat)", 2014); "Large IO sizes are considered
// as multiple IOs using a chunk size of 32 KB as default" (vSphere API,
// StorageIOAllocationInfo). The classic rules cover vSphere 5.5 and 6, so
// they count so too.
func TestClassicLimitsCountIn32KB(t *testing.T) {
	for _, tt := range []struct {
		name string
		kb   float64
		want float64 // IOPS of the VM's own I/O size
	}{
		{"4 KB: one each", 4, 100},
		{"32 KB: one each", 32, 100},
		{"40 KB: two each, not 1.25", 40, 50},
		{"64 KB: two each (Epping's example)", 64, 50},
		{"256 KB: eight each", 256, 12.5},
	} {
		t.Run(tt.name, func(t *testing.T) {
			in := `{"io_size_kb":` + strconv.FormatFloat(tt.kb, 'g', -1, 64) + `,"datastore_iops":8000,"vms":[{"name":"app","host":"esx1","limit_iops":100}]}`
			r := results(t, in)
			assert.InDelta(t, tt.want, r.VMs[0].AllocatedIOPS, 1e-9)
			assert.Equal(t, rules.Classic, evaluate(t, in).Inputs.(sioc.Inputs).Rules)
		})
	}
}

// A SIOC link Sizewise wrote before revision 2 (it carries the rule set but
// no rules_revision) with 64 KB I/Os under the classic rules opens with the
// allocations counted in 32 KB I/Os and a warning per VM that moved.
func TestSIOCLinksMadeBeforeTheAudit(t *testing.T) {
	c, _ := calc.Lookup(sioc.ID)
	const old = "datastore_iops=8000&vms=VM1,esx1,1000,,,10&vms=VM2,esx1,2500,,5000,&vms=VM3,esx2,500,,,&vms=VM4,esx2,1000,,,&rules=classic&io_size_kb=64"
	q, err := url.ParseQuery(old)
	require.NoError(t, err)
	in, errs, ok := c.ResolveValues(q, calc.ParseNumber, calc.Strict)
	require.True(t, ok, "%v", errs)
	ev, errs := in.Evaluate()
	require.Empty(t, errs)
	assert.Equal(t, rules.Revision1, ev.Inputs.(sioc.Inputs).RulesRevision)
	w := strings.Join(ev.Document(msg.EN).Warnings, "\n")
	// VM Guru's idle example with 64 KB I/Os: VM2's 5,000 IOPS limit now
	// admits 2,500; esx2 gets the rest (VM3 996.67 → 1,830, VM4 1,993.33 →
	// 3,660).
	assert.Contains(t, w, "Rules revised since this link or plan was made (Sizewise revision 2, December 2026): the allocation of VM2 was 5,000 IOPS, now 2,500 IOPS. I/Os of 64 KB now count as 2 I/Os of 32 KB against limits and reservations under the classic rules too")
	assert.Contains(t, w, "the allocation of VM3 was 996.67 IOPS, now 1,830 IOPS")
	assert.NotContains(t, w, "the allocation of VM1", "VM1 is at its demand either way")
	ru := strings.Join(ev.Document(msg.RU).Warnings, "\n")
	assert.Contains(t, ru, "как 2 операции по 32 КБ")
	q.Set("rules_revision", "2")
	in, _, _ = c.ResolveValues(q, calc.ParseNumber, calc.Strict)
	ev, _ = in.Evaluate()
	assert.NotContains(t, strings.Join(ev.Document(msg.EN).Warnings, "\n"), "Rules revised")
}
