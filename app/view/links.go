package view

import (
	"math"
	"strconv"

	"github.com/sizewise/sizewise/engine/calc"
)

// LinkHref is the URL (path and query) a link opens: the inputs it sends,
// in the form's order, as the URL carries them (dot-decimal numbers); names
// that are no input of the target and values that are not finite are left
// out, so the target's defaults apply to them.
func LinkHref(l calc.Link) string {
	c, ok := calc.Lookup(l.Calculator)
	if !ok {
		return "/" + l.Calculator
	}
	m := c.Meta()
	q := map[string][]string{}
	for k, v := range l.Inputs {
		if _, ok := m.Field(k); !ok {
			continue
		}
		if x, ok := v.(float64); ok && (math.IsNaN(x) || math.IsInf(x, 0)) {
			continue
		}
		if s := plain(v); s != "" {
			q[k] = []string{s}
		}
	}
	// The link is written now, under the current rules: it says so, or the
	// page would read it as a link made before its rules revision
	// (calc.Revision).
	if r := m.RevisionInput; r != "" && len(q) > 0 && q[r] == nil {
		if cur := calc.Values(c.Defaults()).Get(r); cur != "" {
			q[r] = []string{cur}
		}
	}
	if s := calc.EncodeQuery(m, q); s != "" {
		return "/" + l.Calculator + "?" + s
	}
	return "/" + l.Calculator
}

// plain writes a link's input value as URL text.
func plain(v any) string {
	switch x := v.(type) {
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	case int:
		return strconv.Itoa(x)
	case bool:
		if x {
			return "true"
		}
		return "false"
	case string:
		return x
	}
	return ""
}
