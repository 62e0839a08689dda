package calc

import (
	"testing"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// A number field's range sentence is derived from its validate rules, in
// each of its forms, with the upper end in the field's unit.
func TestRangeOf(t *testing.T) {
	for _, tc := range []struct {
		name, tag string
		unit      msg.Unit
		want      string
	}{
		{"a range", "gte=1,lte=16", msg.None, "1 to 16."},
		{"in a unit", "finite,gte=0.5,lte=1024", msg.KB, "0.5 to 1,024 KB."},
		{"a ratio has no unit", "finite,gte=1,lte=10", msg.Times, "1 to 10."},
		{"none, or measurable", "finite,zeroorleast,gte=0,lte=1000000000", msg.IOPSUnit, "0, or 0.01 to 1,000,000,000 IOPS."},
		{"a share", "finite,share,gte=0,lte=100", msg.Percent, "0, 100, or 0.01 to 99.99 %."},
		{"more than", "finite,gt=0,lte=1000000", msg.GB, "More than 0, up to 1,000,000 GB."},
		{"no upper end", "gte=0", msg.None, "0 or more."},
		{"no lower end", "lte=5", msg.None, ""},
		{"optional", "omitempty,finite,gte=1,lte=8", msg.None, "1 to 8."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := scenario.ParseRules(tc.tag)
			if err != nil {
				t.Fatal(err)
			}
			if got := rangeOf("test", "x", r, tc.unit).In(msg.EN, nil); got != tc.want {
				t.Errorf("%s: %q, want %q", tc.tag, got, tc.want)
			}
		})
	}
}

// Help is the hint, then the range; either alone when the other is empty.
func TestHelp(t *testing.T) {
	r, _ := scenario.ParseRules("gte=1,lte=16")
	rng := rangeOf("test", "x", r, msg.None)
	for _, tc := range []struct {
		name string
		f    Field
		want string
	}{
		{"both", Field{Hint: msg.T("Sockets per host."), Range: rng}, "Sockets per host. 1 to 16."},
		{"the range alone", Field{Range: rng}, "1 to 16."},
		{"the hint alone", Field{Hint: msg.T("Sockets per host.")}, "Sockets per host."},
	} {
		if got := tc.f.Help(msg.EN); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}
