package msg

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// Key is a registered message: an id and its English template; other
// languages' templates come from their catalogues (Load), by id. Define
// keys once, as package variables, next to the code that uses them:
//
//	var linkBelow = msg.NewKey("stretched.link-below",
//		"The inter-site link of {0} is below the {1} required.")
//
// then linkBelow.With(msg.Qty(500, msg.Mbps), msg.Qty(560, msg.Mbps)).
// The Russian is in engine/msg/catalog/ru.json under "keys" (Verify and
// the catalogue's tests check that every key has it, with the same
// arguments).
type Key struct {
	id string
	en string
}

var (
	keysMu sync.RWMutex
	keys   = map[string]*Key{}
)

// NewKey registers a message. It panics on a programming error: an empty or
// duplicate id, or no English.
func NewKey(id, en string) *Key {
	if id == "" || en == "" {
		panic(fmt.Sprintf("msg: key %q needs an id and its English", id))
	}
	k := &Key{id: id, en: en}
	keysMu.Lock()
	defer keysMu.Unlock()
	if _, dup := keys[id]; dup {
		panic("msg: duplicate key " + id)
	}
	keys[id] = k
	return k
}

// ID is the key's id ("stretched.link-below"): the code of an error.
func (k *Key) ID() string { return k.id }

// Template is the key's template in lang: its catalogue's, or the English
// when lang has none.
func (k *Key) Template(lang Lang) string {
	if lang != EN {
		if s, ok := lookup(lang, sectionKeys, k.id); ok {
			return s
		}
	}
	return k.en
}

// Text is the key as a fixed Text (a key without arguments): for a text
// whose English reads the same as another's but whose translation differs.
func (k *Key) Text() Text { return Text{EN: k.en, key: k.id} }

// With returns the message of k with args.
func (k *Key) With(args ...Arg) Message { return Message{key: k, args: args} }

// Keys lists every registered key, sorted by id.
func Keys() []*Key {
	keysMu.RLock()
	defer keysMu.RUnlock()
	out := make([]*Key, 0, len(keys))
	for _, k := range keys {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].id < out[j].id })
	return out
}

// Lookup returns the key with id.
func Lookup(id string) (*Key, bool) {
	keysMu.RLock()
	defer keysMu.RUnlock()
	k, ok := keys[id]
	return k, ok
}

// Message is a Key with its arguments: what the engine says, before a
// language is chosen. The zero Message is empty.
type Message struct {
	key  *Key
	args []Arg
	text Text // a fixed text instead of a key (Fixed)
}

// Fixed is a Message that is a fixed Text.
func Fixed(t Text) Message { return Message{text: t} }

// Key is the message's key, or nil for a Fixed message.
func (m Message) Key() *Key { return m.key }

// Code is the key's id, or "" for a Fixed message.
func (m Message) Code() string {
	if m.key == nil {
		return ""
	}
	return m.key.id
}

// Args are the message's arguments.
func (m Message) Args() []Arg { return m.args }

// IsZero reports whether m is empty.
func (m Message) IsZero() bool { return m.key == nil && m.text.IsZero() }

// In renders m in lang; field and choice references are named by ctx (nil:
// by their JSON names).
func (m Message) In(lang Lang, ctx Context) string {
	if m.key == nil {
		return m.text.In(lang)
	}
	return render(m.key.Template(lang), m.args, lang, ctx)
}

// String renders m in English without a context.
func (m Message) String() string { return m.In(EN, nil) }

// Context names what messages refer to: the inputs of the calculator a
// message is about, and their choices.
type Context interface {
	// FieldLabel is the label of the input field with JSON name name.
	FieldLabel(name string) (Text, bool)
	// ChoiceLabel is the label of value of the choice field name.
	ChoiceLabel(name, value string) (Text, bool)
}

// Arg is a typed argument of a message.
type Arg struct {
	kind  argKind
	num   float64
	dec   int // Dec's decimals
	unit  Unit
	s     string // Str, Code, Field name
	value string // Choice value
	text  Text
	sub   *Message
	list  []Arg
}

type argKind uint8

const (
	argNum argKind = iota + 1
	argQty
	argStr
	argCode
	argField
	argChoice
	argText
	argSub
	argList
	argDec
)

// Num is a number, written in the reader's conventions.
func Num(x float64) Arg { return Arg{kind: argNum, num: x} }

// Dec is a number written in the reader's conventions with at most
// decimals decimals (FormatDec; a negative decimals: every digit that makes
// it exact): a figure whose precision the text promises, such as a value
// read from a spreadsheet's cell, "5,573.548" / "5 573,548", which Num would
// round to 2 decimals.
func Dec(x float64, decimals int) Arg { return Arg{kind: argDec, num: x, dec: decimals} }

// Int is a whole number.
func Int[T ~int | ~int64 | ~int32](n T) Arg { return Num(float64(n)) }

// Qty is a number with its unit ("560 Mbps", "5 хостов").
func Qty(x float64, u Unit) Arg { return Arg{kind: argQty, num: x, unit: u} }

// Str is text given by the user (a VM name), written as it is.
func Str(s string) Arg { return Arg{kind: argStr, s: s} }

// Code is a name from a document or the code (a JSON key, a calculator id),
// written as it is.
func Code(s string) Arg { return Arg{kind: argCode, s: s} }

// Field refers to an input field by its JSON name; it is written as the
// field's label in the reader's language.
func Field(name string) Arg { return Arg{kind: argField, s: name} }

// Choice is a value of the choice field name, written as its label.
func Choice(name, value string) Arg { return Arg{kind: argChoice, s: name, value: value} }

// Txt is a fixed text.
func Txt(t Text) Arg { return Arg{kind: argText, text: t} }

// Sub is a message inside a message.
func Sub(m Message) Arg { return Arg{kind: argSub, sub: &m} }

// List is several arguments written one after another, separated by ", ".
func List(args ...Arg) Arg { return Arg{kind: argList, list: args} }

// Codes is a List of Code arguments.
func Codes(names []string) Arg {
	args := make([]Arg, len(names))
	for i, n := range names {
		args[i] = Code(n)
	}
	return List(args...)
}

// Number is the argument's number and whether it has one (Num, Qty, Dec);
// a Dec's is rounded to its decimals, the number its words agree with
// ("1 host" for 1.0004 written "1").
func (a Arg) Number() (float64, bool) {
	if a.kind == argDec && a.dec >= 0 && math.Abs(a.num) < SciFrom {
		p := math.Pow10(min(a.dec, 15))
		if r := math.Round(a.num*p) / p; r != 0 {
			return r, true
		}
	}
	return a.num, a.kind == argNum || a.kind == argQty || a.kind == argDec
}

// In renders a in lang.
func (a Arg) In(lang Lang, ctx Context) string {
	switch a.kind {
	case argNum:
		return FormatNum(lang, a.num)
	case argDec:
		return FormatDec(lang, a.num, a.dec)
	case argQty:
		n := FormatNum(lang, a.num)
		if u := a.unit.In(lang, a.num); u != "" {
			return n + " " + u
		}
		return n
	case argStr, argCode:
		return a.s
	case argField:
		if ctx != nil {
			if t, ok := ctx.FieldLabel(a.s); ok {
				return quote(lang, t.In(lang))
			}
		}
		return a.s
	case argChoice:
		if ctx != nil {
			if t, ok := ctx.ChoiceLabel(a.s, a.value); ok {
				return t.In(lang)
			}
		}
		return a.value
	case argText:
		return a.text.In(lang)
	case argSub:
		return a.sub.In(lang, ctx)
	case argList:
		parts := make([]string, len(a.list))
		for i, x := range a.list {
			parts[i] = x.In(lang, ctx)
		}
		return strings.Join(parts, ", ")
	}
	return ""
}

// quote marks a field label inside a sentence: “Write IOPS”, «IOPS записи».
func quote(lang Lang, s string) string {
	if lang == RU {
		return "«" + s + "»"
	}
	return "“" + s + "”"
}

// render fills template t: {n} is argument n; {n|a|b} (English: one,
// other) and {n|a|b|c} (Russian: one, few, many) are the word form agreeing
// with argument n's number. Anything else in braces is text.
func render(t string, args []Arg, lang Lang, ctx Context) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			b.WriteString(t)
			return b.String()
		}
		j := strings.IndexByte(t[i:], '}')
		if j < 0 {
			b.WriteString(t)
			return b.String()
		}
		n, forms, ok := parsePlaceholder(t[i+1 : i+j])
		if !ok || n >= len(args) {
			b.WriteString(t[:i+1])
			t = t[i+1:]
			continue
		}
		b.WriteString(t[:i])
		if forms == nil {
			b.WriteString(args[n].In(lang, ctx))
		} else {
			x, _ := args[n].Number()
			p := Plural(lang, x)
			if len(forms) == 2 { // English: one, other
				p = min(p, 1)
			}
			b.WriteString(forms[min(p, len(forms)-1)])
		}
		t = t[i+j+1:]
	}
}

// parsePlaceholder reads "0" or "0|a|b(|c)".
func parsePlaceholder(s string) (n int, forms []string, ok bool) {
	num, rest, hasForms := strings.Cut(s, "|")
	if num == "" || len(num) > 2 || strings.Trim(num, "0123456789") != "" {
		return 0, nil, false
	}
	n, _ = strconv.Atoi(num)
	if !hasForms {
		return n, nil, true
	}
	forms = strings.Split(rest, "|")
	if len(forms) < 2 || len(forms) > 3 {
		return 0, nil, false
	}
	return n, forms, true
}

// placeholders lists the argument numbers t uses, as a set string.
func placeholders(t string) string {
	seen := map[int]bool{}
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			break
		}
		j := strings.IndexByte(t[i:], '}')
		if j < 0 {
			break
		}
		if n, _, ok := parsePlaceholder(t[i+1 : i+j]); ok {
			seen[n] = true
			t = t[i+j+1:]
			continue
		}
		t = t[i+1:]
	}
	var ns []int
	for n := range seen {
		ns = append(ns, n)
	}
	sort.Ints(ns)
	return fmt.Sprint(ns)
}

// Localized is an error that can say itself in a language: the engine's
// errors (a message key with its arguments) are.
type Localized interface {
	error
	In(lang Lang) string
}

// ErrorIn is err in lang: by its own In when it (or an error it wraps) is
// Localized, else its Error(), the words of whatever raised it.
func ErrorIn(err error, lang Lang) string {
	if m, ok := ErrorOf(err); ok {
		return m.In(lang, nil)
	}
	var l Localized
	if errors.As(err, &l) {
		return l.In(lang)
	}
	return err.Error()
}
