package i18n

import (
	"strings"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/scenario"
)

// countUnits are the units that count things; Russian needs the word form
// that agrees with the number (1 хост, 2 хоста, 5 хостов).
var countUnits = map[string][3]string{
	"hosts":       {"хост", "хоста", "хостов"},
	"desktops":    {"десктоп", "десктопа", "десктопов"},
	"sessions":    {"сеанс", "сеанса", "сеансов"},
	"shares":      {"доля", "доли", "долей"},
	"lines":       {"строка кэша", "строки кэша", "строк кэша"},
	"reads":       {"чтение", "чтения", "чтений"},
	"accesses":    {"обращение", "обращения", "обращений"},
	"misses":      {"промах", "промаха", "промахов"},
	"chunks":      {"чанк", "чанка", "чанков"},
	"queue slots": {"слот очереди", "слота очереди", "слотов очереди"},
	"write IOPS":  {"IOPS записи", "IOPS записи", "IOPS записи"},
}

// Unit translates a unit shown after value: for Russian, a unit that counts
// things takes the word form agreeing with value ("2 хоста", "5 хостов");
// any other unit is Text(lang, unit) ("Мбит/с").
func Unit(lang Lang, unit string, value float64) string {
	if lang == RU {
		if f, ok := countUnits[unit]; ok {
			return Plural(RU, value, f[0], f[1], f[2])
		}
	}
	return Text(lang, unit)
}

// Quantity is a value with its unit, as a result or a step shows it:
// FormatNumber(value) and Unit ("1 234,5 Мбит/с"); just the number when unit
// is "".
func Quantity(lang Lang, value float64, unit string) string {
	n := FormatNumber(lang, value)
	if unit == "" {
		return n
	}
	return n + " " + Unit(lang, unit, value)
}

// Meta returns a copy of m with every text in lang: title, question, field
// labels, hints and units, Alternative and Option labels, output labels and
// units. Ids, JSON names and Choices stay as they are.
func Meta(lang Lang, m calc.Meta) calc.Meta {
	if lang != RU {
		return m
	}
	m.Title = Text(lang, m.Title)
	m.Question = Text(lang, m.Question)
	fields := make([]calc.Field, len(m.Fields))
	for i, f := range m.Fields {
		f.Label, f.Hint, f.Unit = Text(lang, f.Label), Text(lang, f.Hint), Text(lang, f.Unit)
		fields[i] = f
	}
	m.Fields = fields
	alts := make([]calc.Alternative, len(m.Alts))
	for i, a := range m.Alts {
		a.Label = Text(lang, a.Label)
		opts := make([]calc.Option, len(a.Options))
		for j, o := range a.Options {
			o.Label = Text(lang, o.Label)
			opts[j] = o
		}
		a.Options = opts
		alts[i] = a
	}
	m.Alts = alts
	outs := make([]calc.Output, len(m.Outputs))
	for i, o := range m.Outputs {
		o.Label, o.Unit = Text(lang, o.Label), Text(lang, o.Unit)
		outs[i] = o
	}
	m.Outputs = outs
	return m
}

// Steps returns a copy of the worked steps with labels, formulas and units
// in lang (Value untouched: format it with FormatNumber, its unit with
// Unit(lang, s.Unit, s.Value) on the original step, or use StepLine).
func Steps(lang Lang, steps []scenario.Step) []scenario.Step {
	if lang != RU || steps == nil {
		return steps
	}
	out := make([]scenario.Step, len(steps))
	for i, s := range steps {
		out[i] = scenario.Step{Label: Text(lang, s.Label), Formula: Text(lang, s.Formula), Value: s.Value, Unit: Unit(lang, s.Unit, s.Value)}
	}
	return out
}

// StepLine is the formula line of an (untranslated) step as the calculator
// page shows it: "formula = value unit", in lang.
func StepLine(lang Lang, s scenario.Step) string {
	return Text(lang, s.Formula) + " = " + Quantity(lang, s.Value, s.Unit)
}

// Errors returns a copy of errs with every Message in lang; the Field paths
// (JSON names) stay as they are.
func Errors(lang Lang, errs scenario.Errors) scenario.Errors {
	if lang != RU || errs == nil {
		return errs
	}
	out := make(scenario.Errors, len(errs))
	for i, e := range errs {
		out[i] = scenario.FieldError{Field: e.Field, Message: Text(lang, e.Message)}
	}
	return out
}

// Links returns a copy of the "send to" links with their labels in lang.
func Links(lang Lang, links []calc.Link) []calc.Link {
	if lang != RU || links == nil {
		return links
	}
	out := make([]calc.Link, len(links))
	for i, l := range links {
		l.Label = Text(lang, l.Label)
		out[i] = l
	}
	return out
}

// Chart returns a deep copy of c with its title, axis labels and units,
// series names, group labels, bar names, band labels, marker and rule labels
// in lang; the numbers are untouched. Names the user gave (a VM called
// "VM1") pass through unchanged. nil stays nil.
func Chart(lang Lang, c *chart.Chart) *chart.Chart {
	if c == nil || lang != RU {
		return c
	}
	t := func(s string) string { return Text(lang, s) }
	out := *c
	out.Title = t(c.Title)
	out.X = chart.Axis{Label: t(c.X.Label), Unit: t(c.X.Unit)}
	out.Y = chart.Axis{Label: t(c.Y.Label), Unit: t(c.Y.Unit)}
	out.Series = make([]chart.Series, len(c.Series))
	for i, s := range c.Series {
		out.Series[i] = chart.Series{Name: t(s.Name), Points: s.Points}
	}
	out.Groups = make([]chart.Group, len(c.Groups))
	for i, g := range c.Groups {
		bars := make([]chart.Bar, len(g.Bars))
		for j, b := range g.Bars {
			bars[j] = chart.Bar{Name: t(b.Name), Value: b.Value}
		}
		out.Groups[i] = chart.Group{Label: t(g.Label), Bars: bars}
	}
	out.Bands = make([]chart.Band, len(c.Bands))
	for i, b := range c.Bands {
		b.Label = t(b.Label)
		out.Bands[i] = b
	}
	if c.Marker != nil {
		m := *c.Marker
		m.Label = t(m.Label)
		out.Marker = &m
	}
	out.Rules = make([]chart.Rule, len(c.Rules))
	for i, r := range c.Rules {
		r.Label = t(r.Label)
		out.Rules[i] = r
	}
	return &out
}

// Column is the heading of a column of a record table (a list-of-objects
// output such as sioc's "vms") from its JSON name: en "Entitlement IOPS" as
// app/ui's columnLabel writes it, ru "Гарантированная доля, IOPS".
func Column(lang Lang, name string) string {
	en := columnLabel(name)
	if lang != RU {
		return en
	}
	return Text(lang, en)
}

// columnLabel turns a JSON name into an English heading: "entitlement_iops"
// → "Entitlement IOPS", "vms" → "VMs". app/plans uses it through Column.
func columnLabel(k string) string {
	words := strings.Split(k, "_")
	for i, w := range words {
		switch w {
		case "vm":
			words[i] = "VM"
		case "vms":
			words[i] = "VMs"
		case "iops", "gb", "mb", "kb", "tb", "gib", "mib", "rtt", "hdd", "cpu":
			words[i] = strings.ToUpper(w)
			if w == "gib" || w == "mib" {
				words[i] = strings.ToUpper(w[:1]) + "i" + strings.ToUpper(w[2:])
			}
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
