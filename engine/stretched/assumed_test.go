package stretched_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/stretched"
)

// An assumed write load says so in the result's first warning, in both
// languages; a measured or typed one does not.
func TestWriteLoadAssumed(t *testing.T) {
	c, _ := calc.Lookup(stretched.ID)
	for _, tc := range []struct {
		in   string
		want string
	}{
		{`{"write_iops":10000,"write_load_assumed":true}`, "The write load (10,000 write IOPS of 4 KB) is an assumption, not a measurement of this cluster"},
		{`{"total_iops":20000,"write_pct":50,"write_size_kb":8,"write_load_assumed":true}`, "The write load (10,000 write IOPS of 8 KB) is an assumption"},
		{`{"write_iops":10000,"write_load_assumed":false}`, ""},
		{`{"write_iops":10000}`, ""},
	} {
		ev, errs := c.Evaluate(json.RawMessage(tc.in))
		if len(errs) > 0 {
			t.Fatalf("%s: %v", tc.in, errs)
		}
		w := calc.Texts(ev.Warnings, msg.EN, c.Meta())
		first := ""
		if len(w) > 0 {
			first = w[0]
		}
		if tc.want == "" {
			if strings.Contains(strings.Join(w, " "), "is an assumption, not a measurement") {
				t.Errorf("%s: %q", tc.in, w)
			}
			continue
		}
		if !strings.HasPrefix(first, tc.want) || !strings.Contains(first, "untick “Write load is an assumption”") {
			t.Errorf("%s: first warning %q", tc.in, first)
		}
		if ru := calc.Texts(ev.Warnings, msg.RU, c.Meta())[0]; !strings.HasPrefix(ru, "Нагрузка записи (10") || !strings.Contains(ru, "— допущение, а не измерение") {
			t.Errorf("%s: %q", tc.in, ru)
		}
	}
}
