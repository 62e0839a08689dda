package calc

import (
	"strings"

	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// The helpers below carry a calculator that still writes finished English
// sentences (steps, warnings, sources, chart labels) into an Outcome; the
// sentences are translated by matching when they are read (msg.Legacy).
// They go when the last calculator writes keys.

// LegacySteps wraps English worked steps.
func LegacySteps(steps []scenario.Step) []Step {
	out := make([]Step, len(steps))
	for i, s := range steps {
		out[i] = Step{Label: msg.LegacyMessage(s.Label), Formula: msg.LegacyMessage(s.Formula), Value: s.Value, Unit: msg.Unit(s.Unit)}
	}
	return out
}

// LegacyTexts wraps English sentences.
func LegacyTexts(ss []string) []msg.Message {
	out := make([]msg.Message, len(ss))
	for i, s := range ss {
		out[i] = msg.LegacyMessage(s)
	}
	return out
}

// LegacyChart wraps a chart drawn in English.
func LegacyChart(d *chart.Drawing) *chart.Chart {
	if d == nil {
		return nil
	}
	m := msg.LegacyMessage
	c := &chart.Chart{Kind: d.Kind, Title: m(d.Title),
		X: chart.Axis{Label: m(d.X.Label), Unit: msg.Unit(d.X.Unit)},
		Y: chart.Axis{Label: m(d.Y.Label), Unit: msg.Unit(d.Y.Unit)}}
	for _, s := range d.Series {
		c.Series = append(c.Series, chart.Series{Name: m(s.Name), Points: s.Points})
	}
	for _, g := range d.Groups {
		cg := chart.Group{Label: m(g.Label)}
		for _, b := range g.Bars {
			cg.Bars = append(cg.Bars, chart.Bar{Name: m(b.Name), Value: b.Value})
		}
		c.Groups = append(c.Groups, cg)
	}
	for _, b := range d.Bands {
		c.Bands = append(c.Bands, chart.Band{From: b.From, To: b.To, Label: m(b.Label)})
	}
	if d.Marker != nil {
		c.Marker = &chart.Marker{Point: d.Marker.Point, Label: m(d.Marker.Label)}
	}
	for _, r := range d.Rules {
		c.Rules = append(c.Rules, chart.Rule{Value: r.Value, Label: m(r.Label)})
	}
	return c
}

// LegacyLinks wraps links labelled in English.
func LegacyLinks(links []LegacyLink) []Link {
	out := make([]Link, len(links))
	for i, l := range links {
		out[i] = Link{Calculator: l.Calculator, Label: msg.LegacyMessage(l.Label), Inputs: l.Inputs}
	}
	return out
}

// LegacyLink is a Link labelled in English.
type LegacyLink struct {
	Calculator string
	Label      string
	Inputs     map[string]any
}

// LegacyChoices labels choice values with themselves, in English (until the
// calculator names them).
func LegacyChoices(values ...string) map[string]msg.Text {
	out := make(map[string]msg.Text, len(values))
	for _, v := range values {
		out[v] = msg.Legacy(v)
	}
	return out
}

// LegacyColumns are columns headed by their JSON names made into words.
func LegacyColumns(names ...string) []Column {
	out := make([]Column, len(names))
	for i, n := range names {
		out[i] = Column{Name: n, Label: msg.Legacy(ColumnWords(n)), Unit: legacyUnit(n)}
	}
	return out
}

// ColumnWords turns a JSON name into an English heading: "entitlement_iops"
// → "Entitlement IOPS".
func ColumnWords(k string) string {
	words := strings.Split(k, "_")
	for i, w := range words {
		switch w {
		case "vm":
			words[i] = "VM"
		case "vms":
			words[i] = "VMs"
		case "iops", "gb", "mb", "kb", "tb", "rtt", "hdd", "cpu":
			words[i] = strings.ToUpper(w)
		case "gib", "mib":
			words[i] = strings.ToUpper(w[:1]) + "i" + strings.ToUpper(w[2:])
		case "mbps":
			words[i] = "Mbps"
		case "ms":
			words[i] = "ms"
		case "pct":
			words[i] = "%"
		default:
			if i == 0 && w != "" {
				words[i] = strings.ToUpper(w[:1]) + w[1:]
			}
		}
	}
	return strings.Join(words, " ")
}

// legacyUnit infers a column's unit from its name's suffix (the old rule,
// until the calculator declares its columns' units).
func legacyUnit(name string) msg.Unit {
	for _, s := range []struct {
		suffix string
		unit   msg.Unit
	}{{"_iops", msg.IOPSUnit}, {"_pct", msg.Percent}, {"_mbps", msg.Mbps}, {"_gb", msg.GB}, {"_mb", msg.MB}, {"_ms", msg.Ms}} {
		if strings.HasSuffix(name, s.suffix) {
			return s.unit
		}
	}
	return msg.None
}
