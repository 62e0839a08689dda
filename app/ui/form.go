package ui

import (
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

// parse reads a number typed in the form's language.
func (f *form) parse(s string) (float64, error) { return msg.ParseNumber(f.lang, s) }

// canonical is the URL form of a number field's text: plain dot-decimal when
// it reads as a number in the form's language, else the text as typed (so a
// link reproduces the problem the page shows).
func (f *form) canonical(fd calc.Field, text string) string {
	if !isNumber(fd) {
		return text
	}
	x, err := f.parse(text)
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

// load sets the raw texts from resolved inputs, and picks each
// Alternative's option from the fields they give.
func (f *form) load(in calc.Inputs) {
	q := calc.Values(in)
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

// texts are the active, non-empty fields as typed (trimmed; a list's lines
// one value each, blank lines dropped).
func (f *form) texts() url.Values {
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
		q.Set(fd.Name, v)
	}
	return q
}

// values are texts with numbers written as a URL carries them.
func (f *form) values() url.Values {
	q := f.texts()
	for name, v := range q {
		if fd, ok := f.meta.Field(name); ok && isNumber(fd) {
			q[name] = []string{f.canonical(fd, v[0])}
		}
	}
	return q
}

// query is the share-link query string, in form order.
func (f *form) query() string { return calc.EncodeQuery(f.meta, f.values()) }

// resolve reads what the user typed, strictly: any problem is returned keyed
// by "inputs.<name>" and the inputs are not valid.
func (f *form) resolve() (calc.Inputs, scenario.Errors) {
	q := f.texts()
	// An active, required field left empty is a problem, not a default (an
	// empty list too: absent, it would silently be the default list).
	var errs scenario.Errors
	for _, fd := range f.meta.Fields {
		text := strings.TrimSpace(f.raw[fd.Name])
		if f.active(fd.Name) && !fd.Optional && text == "" {
			errs.Report("inputs."+fd.Name, scenario.MsgEmpty)
		}
		// A list goes to its codec as one text, blank lines kept, so its
		// messages name the line the user sees.
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
			errs.Report(path, scenario.MsgEmpty)
		}
	}
	in, rerrs, ok := f.c.ResolveValues(q, f.parse, calc.Strict)
	errs = append(errs, rerrs...)
	if len(errs) > 0 || !ok {
		return calc.Inputs{}, errs
	}
	return in, nil
}

// fromURL reads a link leniently into the form: bad or unknown parameters
// are reported and fall back to their defaults, and the form shows the
// inputs actually used.
func (f *form) fromURL(q url.Values) (calc.Inputs, scenario.Errors) {
	vals := url.Values{}
	for k, v := range q {
		if !slices.Contains(ignoredParams, k) {
			vals[k] = v
		}
	}
	in, errs, _ := f.c.ResolveValues(vals, calc.ParseNumber, calc.Lenient)
	f.load(in)
	return in, errs
}

// ignoredParams are query parameters that belong to the page, not the
// calculator (go-app's own "wasm" switch among them).
var ignoredParams = []string{"wasm", "lang", "theme", planParam, entryParam, fromParam}
