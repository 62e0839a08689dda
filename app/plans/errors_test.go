package plans

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
	"github.com/sizewise/sizewise/engine/trace"
)

// english finds the words of an English sentence left in a Russian text.
var english = regexp.MustCompile(`\b(?i:is|the|not|must|cannot|could|was|has|have|given|twice|object|required|upgraded|unknown|stored|value|aside|left|written|newer|reads|known)\b`)

// russian checks that m reads as Russian: Cyrillic in it and no English
// sentence words outside the quoted values (paths, keys, the user's text).
func russian(t *testing.T, where string, m msg.Message) {
	t.Helper()
	if m.Code() == "" {
		t.Errorf("%s: a message without a code: %q", where, m.In(msg.RU, nil))
	}
	ru := m.In(msg.RU, nil)
	bare := regexp.MustCompile(`«[^»]*»|"[^"]*"|[A-Za-z_.]*\[[0-9]+\][A-Za-z_.\[\]0-9]*|[a-z]+\.[a-z_.]+`).ReplaceAllString(ru, "")
	if !regexp.MustCompile(`\p{Cyrillic}`).MatchString(ru) || english.MatchString(bare) {
		t.Errorf("%s: not Russian: %q (English %q)", where, ru, m.String())
	}
}

// Every problem of a stored value is a coded message at a field, worded in
// Russian as well as English; the Problem the page shows is one message.
func TestStoredProblemsAreTranslated(t *testing.T) {
	values := []string{
		`{"schema":1,"plan":`, `[1]`, `null`, `{"schema":99,"plan":{}}`, `{"schema":-1,"plan":{}}`, `{"schema":1}`,
		`{"schema":1,"plan":null}`, `{"schema":1,"plan":{"name":5,"scenarios":[]}}`,
		`{"schema":1,"plan":{"name":"x","colour":"red","scenarios":[]}}`, `{"schema":1,"plan":{"name":"x"},"extra":1}`,
		`{"schema":1,"plan":{"name":"x","created":"yesterday","scenarios":[]}}`,
		`{"schema":1,"plan":{"name":"x","scenarios":[{"id":"e","scenario":{"calculator":"warp-drive"}}]}}`,
		`{"schema":1,"plan":{"name":"x","scenarios":[{"id":"e","scenario":{"calculator":"sioc"}},{"id":"e","scenario":{"calculator":"sioc"}}]}}`,
		`{"schema":1,"plan":{"name":"x","scenarios":[{"id":"e","scenario":{"calculator":"vsa","calculator":"sioc"}}]}}`,
		`{"plan":"x","scenarios":"all of them"}`, `{"calculator":"sioc"}`, `{"plan":"x","plan":"y","scenarios":[]}`,
	}
	for _, v := range values {
		s := NewMemStore()
		s.M[PlanPrefix+"k"] = v
		s.M[TrashKey] = `{"schema":1,"plan":{"name":"x","scenarios":[]}}` // no id
		problems := New(s, Options{NewID: Counter("n"), Now: fakeClock()}).Load()
		if len(problems) != 2 {
			t.Fatalf("%s: problems %v", v, problems)
		}
		for _, pr := range problems {
			russian(t, v, pr.Message)
			if len(pr.Errors) == 0 {
				t.Errorf("%s: a problem without its errors", v)
			}
			for _, e := range pr.Errors {
				russian(t, v+" at "+e.Field, e.Msg)
			}
		}
		// The same value as a backup file: the problems the page lists.
		if strings.Contains(v, `"schema"`) {
			_, err := ImportJSON([]byte(v))
			for _, e := range AsErrors(err) {
				russian(t, "backup "+v+" at "+e.Field, e.Msg)
			}
		}
	}

	// No id after the prefix, and a value that cannot be set aside.
	s := NewMemStore()
	s.M[PlanPrefix] = good
	s.M[PlanPrefix+"full"] = "garbage"
	s.Limit = 1
	for _, pr := range New(s, Options{NewID: Counter("n"), Now: fakeClock()}).Load() {
		russian(t, pr.Key, pr.Message)
	}
}

// The library's own errors, a store's refusal and an error the library did
// not expect are all coded and worded in Russian.
func TestLibraryErrorsAreTranslated(t *testing.T) {
	s := NewMemStore()
	s.M[QuarantinePrefix+"junk"] = `{"schema":1,"plan":{"name":"a","name":"b"}}`
	l := newLib(t, s)
	_, err := l.Restore(QuarantinePrefix + "junk")
	if !errors.Is(err, ErrUnreadable) || !strings.Contains(err.Error(), `plan.name: is given twice ("name")`) {
		t.Errorf("Restore: %v", err)
	}
	russian(t, "restore", Message(err))

	refusing := &refusingStore{MemStore: NewMemStore()}
	l = newLib(t, refusing)
	_, err = l.Create("x", "")
	if !errors.Is(err, ErrStoreRefused) {
		t.Errorf("Create on a refusing store: %v", err)
	}
	russian(t, "store", Message(err))
	if got := Message(err).In(msg.RU, nil); !strings.Contains(got, "QuotaExceededError") {
		t.Errorf("the store's own words are lost: %q", got)
	}

	other := errors.New("boom")
	if m := Message(other); m.Code() != ErrUnexpected.Code() || !strings.Contains(m.In(msg.RU, nil), "boom") {
		t.Errorf("Message(other) = %q", m.In(msg.RU, nil))
	}
	russian(t, "unexpected", Message(other))
	if errs := AsErrors(other); len(errs) != 1 || errs[0].Code() != ErrUnexpected.Code() {
		t.Errorf("AsErrors(other) = %v", errs)
	}
	var doc scenario.Errors
	doc.Report("plan.name", scenario.MsgString)
	doc.Report("", scenario.MsgObject)
	if got := Message(doc).String(); got != "plan.name: must be a string; must be an object" {
		t.Errorf("Message(errors) = %q", got)
	}
	russian(t, "errors", Message(doc))
}

// refusingStore fails every Set the way app/ui's store does when the
// browser throws.
type refusingStore struct{ *MemStore }

func (s *refusingStore) Set(string, string) error {
	return errors.New("QuotaExceededError")
}

// An engine error that reaches the library (a trace that cannot be read,
// wrapped on its way) is told in its own words and code in every
// language, not as "unexpected".
func TestEngineErrorsKeepTheirWords(t *testing.T) {
	_, err := trace.ParseFormat("pcap")
	if err == nil {
		t.Fatal("ParseFormat accepted pcap")
	}
	wrapped := fmt.Errorf("attaching the trace: %w", err)
	m := Message(wrapped)
	if m.Code() == ErrUnexpected.Code() || m.Code() != err.(msg.Error).Code() {
		t.Errorf("the trace's error became %q", m.Code())
	}
	for _, lang := range []msg.Lang{msg.EN, msg.RU} {
		if got, want := m.In(lang, nil), err.(msg.Error).Message().In(lang, nil); got != want || got == "" {
			t.Errorf("%s: %q, want the trace's own %q", lang, got, want)
		}
	}
}
