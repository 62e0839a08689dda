package ui

import (
	"encoding/json"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// form is the state of a calculator's inputs as the user sees them: the raw
// text of each field and the chosen option of each Alternative. It has no
// go-app dependency so it is tested natively.
//
// Numbers are typed in the page's language (lang: "2,125" is 2.125 in
// Russian, 2125 in English) and shown in it; the URL and the documents always
// carry plain dot-decimal numbers.
type form struct {
	c      calc.Calculator
	meta   calc.Meta
	lang   msg.Lang
	raw    map[string]string
	choice map[string]int // Alternative name -> chosen option index
}

func newForm(c calc.Calculator, lang msg.Lang) *form {
	return &form{c: c, meta: c.Meta(), lang: lang, raw: map[string]string{}, choice: map[string]int{}}
}

// isNumber reports whether fd is typed as a number.
func isNumber(fd calc.Field) bool { return fd.Kind == calc.Number || fd.Kind == calc.Integer }

// canonical is the URL form of a number field's text: plain dot-decimal when
// it reads as a number in the form's language, else the text as typed (so a
// link reproduces the problem the page shows).
func (f *form) canonical(fd calc.Field, text string) string {
	if !isNumber(fd) {
		return text
	}
	x, err := msg.ParseNumber(f.lang, text)
	if err != nil {
		return text
	}
	return strconv.FormatFloat(x, 'g', -1, 64)
}

// display is how a number field shows a canonical (URL) value: in the form's
// language.
func (f *form) display(fd calc.Field, v string) string {
	if !isNumber(fd) || v == "" {
		return v
	}
	x, err := calc.ParseNumber(v)
	if err != nil {
		return v
	}
	return msg.FormatInput(f.lang, x)
}

// load sets the raw texts from an inputs JSON object (the effective inputs
// of an evaluation), and picks each Alternative's option from the fields given.
func (f *form) load(inputs json.RawMessage) {
	q := calc.ToQuery(f.meta, inputs)
	f.raw = map[string]string{}
	for _, fd := range f.meta.Fields {
		if fd.Kind == calc.List {
			f.raw[fd.Name] = strings.Join(q[fd.Name], "\n")
			continue
		}
		f.raw[fd.Name] = f.display(fd, q.Get(fd.Name))
	}
	for _, alt := range f.meta.Alts {
		f.choice[alt.Name] = 0
	choose:
		for i, opt := range alt.Options {
			for _, name := range opt.Fields {
				if q.Has(name) {
					f.choice[alt.Name] = i
					break choose
				}
			}
		}
	}
}

// altOf returns the Alternative and option index a field belongs to.
func (f *form) altOf(name string) (calc.Alternative, int, bool) {
	for _, alt := range f.meta.Alts {
		for i, opt := range alt.Options {
			if slices.Contains(opt.Fields, name) {
				return alt, i, true
			}
		}
	}
	return calc.Alternative{}, 0, false
}

// chosen returns the option of alt the user picked.
func (f *form) chosen(alt calc.Alternative) (calc.Option, bool) {
	i := f.choice[alt.Name]
	if i < 0 || i >= len(alt.Options) {
		return calc.Option{}, false
	}
	return alt.Options[i], true
}

// active reports whether a field is in use: not part of an unchosen option.
func (f *form) active(name string) bool {
	alt, i, ok := f.altOf(name)
	return !ok || f.choice[alt.Name] == i
}

// values are the active, non-empty fields as URL query values.
func (f *form) values() url.Values {
	q := url.Values{}
	for _, fd := range f.meta.Fields {
		if !f.active(fd.Name) {
			continue
		}
		v := strings.TrimSpace(f.raw[fd.Name])
		if v == "" {
			continue
		}
		if fd.Kind == calc.List {
			for _, line := range strings.Split(v, "\n") {
				if line = strings.TrimSpace(line); line != "" {
					q.Add(fd.Name, line)
				}
			}
			continue
		}
		q.Set(fd.Name, f.canonical(fd, v))
	}
	return q
}

// query is the share-link query string, in form order.
func (f *form) query() string { return calc.EncodeQuery(f.meta, f.values()) }

// eval evaluates what the user typed, strictly: any problem is returned keyed
// by "inputs.<name>" and no result is computed.
func (f *form) eval() (*calc.Evaluation, scenario.Errors) {
	raw, errs := f.inputs()
	if len(errs) > 0 {
		return nil, errs
	}
	return f.c.Evaluate(raw)
}

// inputs converts what the user typed to the JSON inputs object, or returns
// the problems with it (decoding only: validation is the calculator's).
func (f *form) inputs() (json.RawMessage, scenario.Errors) {
	q := f.values()
	// An active, required field left empty is a problem, not a default (an
	// empty list too: absent, it would silently be the default list).
	var errs, numErrs scenario.Errors
	for _, fd := range f.meta.Fields {
		text := strings.TrimSpace(f.raw[fd.Name])
		if f.active(fd.Name) && !fd.Optional && text == "" {
			errs.Add("inputs."+fd.Name, "is empty; enter a value")
		}
		// A number is read in the page's language here; what does not read
		// must not be read again by the URL's rules ("1,000,000" in Russian).
		if f.active(fd.Name) && isNumber(fd) && text != "" {
			if _, err := msg.ParseNumber(f.lang, text); err != nil {
				numErrs.Add("inputs."+fd.Name, "must be a number")
				delete(q, fd.Name)
			}
		}
		// A list goes to its codec as one text, blank lines kept (values()
		// drops them), so its messages name the line the user sees.
		if fd.Kind == calc.List && q.Has(fd.Name) {
			lines := strings.Split(f.raw[fd.Name], "\n")
			for i, l := range lines {
				lines[i] = strings.TrimSpace(l)
			}
			q[fd.Name] = []string{strings.Join(lines, "\n")}
		}
	}
	// The fields of an Alternative are Optional (only one option is given),
	// but the chosen option needs one of them: left empty, the calculator
	// would silently use the other option's hidden default.
	for _, alt := range f.meta.Alts {
		opt, ok := f.chosen(alt)
		if !ok || len(opt.Fields) == 0 {
			continue
		}
		given := false
		for _, name := range opt.Fields {
			given = given || strings.TrimSpace(f.raw[name]) != ""
		}
		if path := "inputs." + opt.Fields[0]; !given && errs.For(path) == "" {
			errs.Add(path, "is empty; enter a value")
		}
	}
	raw, qerrs := calc.FromQuery(f.meta, q)
	errs = append(append(errs, qerrs...), numErrs...)
	if len(errs) > 0 {
		return nil, errs
	}
	return raw, nil
}

// fromURL evaluates a link leniently: bad or unknown parameters are reported
// and fall back to defaults, and the form shows the inputs actually used.
func (f *form) fromURL(q url.Values) (*calc.Evaluation, scenario.Errors) {
	in, errs := f.urlInputs(q)
	ev, more := f.c.Evaluate(in)
	if len(more) > 0 {
		panic("ui: lenient inputs do not evaluate: " + more.Error())
	}
	return ev, errs
}

// urlInputs reads a link leniently into the form and returns the valid
// inputs to compute with, and the problems of the link.
func (f *form) urlInputs(q url.Values) (json.RawMessage, scenario.Errors) {
	raw, qerrs := calc.FromQuery(f.meta, q, ignoredParams...)
	in, errs := f.c.Lenient(raw)
	f.load(in)
	return in, append(qerrs, errs...)
}

// ignoredParams are query parameters that belong to the page, not the
// calculator (go-app's own "wasm" switch among them).
var ignoredParams = []string{"wasm", "lang", "theme", planParam, entryParam, fromParam}

// resultValues returns the results object as a map by JSON name.
func resultValues(ev *calc.Evaluation) map[string]any {
	b, err := json.Marshal(ev.Result.Results)
	if err != nil {
		panic("ui: results do not marshal: " + err.Error())
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		panic("ui: results are not an object: " + err.Error())
	}
	return m
}

// linkHref is the URL of a "send to" link.
func linkHref(l calc.Link) string {
	c, ok := calc.Lookup(l.Calculator)
	if !ok {
		return "/" + l.Calculator
	}
	b, err := json.Marshal(l.Inputs)
	if err != nil {
		return "/" + l.Calculator
	}
	m := c.Meta()
	return "/" + l.Calculator + "?" + calc.EncodeQuery(m, calc.ToQuery(m, b))
}
