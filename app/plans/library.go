package plans

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	_ "github.com/sizewise/sizewise/engine/all" // every calculator, so no stored plan looks foreign
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Storage keys (see the package documentation).
const (
	PlanPrefix       = "sizewise.plan."
	TrashKey         = "sizewise.trash"
	QuarantinePrefix = "sizewise.quarantine."
)

// Limits on what a user types.
const (
	MaxNameLen = 200   // plan name, customer and entry title, in characters
	MaxNoteLen = 10000 // entry note, in characters
	// MaxResultsLen bounds an entry's kept results (Entry.Results), in
	// bytes: a trace replay's are about 2 KB.
	MaxResultsLen = 64 << 10
)

// Options configure a Library. Zero fields take the defaults.
type Options struct {
	// NewID returns a fresh id (letters, digits, '-' and '_', at most 64
	// characters). Ids already in use are skipped. Default: RandomIDs seeded
	// from Now.
	NewID func() string
	// Now is the clock. Default: time.Now.
	Now func() time.Time
	// Lang is the language of the names the library gives plans ("Untitled
	// plan", "… (copy)"). Default: English. SetLang changes it.
	Lang msg.Lang
}

// Library is the set of plans in a Store. Its methods are safe for
// concurrent use. Returned Plans are copies.
type Library struct {
	mu    sync.Mutex
	lang  msg.Lang // of the names it gives
	store Store
	newID func() string
	now   func() time.Time
	plans map[string]*Plan
	// raw is each plan's stored text as this library last read or wrote
	// it: a different text in the store was written by another tab.
	raw     map[string]string
	trash   *Plan // the last deleted plan, for Undo
	deleted time.Time
}

// New returns a Library over store. Call Load before using it.
func New(store Store, o Options) *Library {
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.NewID == nil {
		o.NewID = RandomIDs(uint64(o.Now().UnixNano()))
	}
	if o.Lang == "" {
		o.Lang = msg.EN
	}
	return &Library{store: store, newID: o.NewID, now: o.Now, lang: o.Lang, plans: map[string]*Plan{}, raw: map[string]string{}}
}

// SetLang sets the language of the names the library gives plans from now
// on (the reader switched language); names given stay as they are.
func (l *Library) SetLang(lang msg.Lang) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.lang = lang
}

// The names the library gives plans, in its language.
var (
	nameUntitled = msg.NewKey("plans.name.untitled", "Untitled plan")
	nameImported = msg.NewKey("plans.name.imported", "Imported plan")
	nameCopy     = msg.NewKey("plans.name.copy", "{0} (copy)")
	nameCopyN    = msg.NewKey("plans.name.copy-n", "{0} (copy {1})")
)

func (l *Library) clock() time.Time { return l.now().UTC().Round(0) }

// Load (re)reads every plan and the trash from the store. Values it cannot
// read are set aside under QuarantinePrefix and reported; values of an older
// schema are upgraded and written back. Load never fails.
func (l *Library) Load() []Problem {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.plans = map[string]*Plan{}
	l.raw = map[string]string{}
	l.trash = nil
	l.deleted = time.Time{}
	var problems []Problem
	keys := l.store.Keys()
	slices.Sort(keys)
	for _, k := range keys {
		if !strings.HasPrefix(k, PlanPrefix) {
			continue
		}
		v, ok := l.store.Get(k)
		if !ok {
			continue
		}
		id := strings.TrimPrefix(k, PlanPrefix)
		if id == "" {
			var errs scenario.Errors
			errs.Report("", msgNoPlanID, msg.Code(PlanPrefix))
			problems = append(problems, l.setAside(k, v, errs))
			continue
		}
		s, errs := readStored([]byte(v), migrations)
		if len(errs) > 0 {
			problems = append(problems, l.setAside(k, v, errs))
			continue
		}
		p := s.plan
		p.ID = id
		filled, err := l.fill(&p)
		if err != nil {
			problems = append(problems, Problem{Key: k, Message: msgNotOpened.With(msg.Sub(Message(err)))})
			continue
		}
		// A value is written back when it gained something: ids or times
		// (filled), or a schema it lacked. A schema 1 plan read through the
		// schema 2 migration is left as it is: it is written as schema 1.
		if (s.upgraded && s.from < schemaOf(p)) || filled {
			if err := l.put(p); err != nil {
				problems = append(problems, Problem{Key: k, Message: msgNotSaved.With(msg.Sub(Message(err)))})
			}
		} else {
			l.raw[id] = v
		}
		l.plans[id] = &p
	}
	if v, ok := l.store.Get(TrashKey); ok {
		s, errs := readStored([]byte(v), migrations)
		if len(errs) == 0 && s.plan.ID == "" {
			errs.Report("", msgTrashNoID)
		}
		if len(errs) > 0 {
			problems = append(problems, l.setAside(TrashKey, v, errs))
		} else {
			p := s.plan
			if _, err := l.fill(&p); err == nil {
				l.trash, l.deleted = &p, s.deleted
			}
		}
	}
	return problems
}

// setAside moves the value of key, whose problems are errs, to a free
// quarantine key, untouched. When it cannot be written there, it stays
// where it is.
func (l *Library) setAside(key, value string, errs scenario.Errors) Problem {
	q := l.quarantineKey(key)
	var err error
	if m, ok := l.store.(Mover); ok {
		err = m.Move(key, q) // the value as stored, not as Go read it
	} else {
		err = l.store.Set(q, value)
	}
	what := ErrorsMessage(errs)
	if err != nil {
		return Problem{Key: key, Message: msgLeftInPlace.With(msg.Sub(what), msg.Sub(Message(storeError(err)))), Errors: errs}
	}
	l.store.Remove(key)
	return Problem{Key: key, Message: what, Errors: errs, MovedTo: q}
}

func (l *Library) quarantineKey(key string) string {
	base := QuarantinePrefix + key
	q := base
	for n := 2; ; n++ {
		if _, taken := l.store.Get(q); !taken {
			return q
		}
		q = base + "~" + strconv.Itoa(n)
	}
}

// fill completes a plan read from storage or a document: entry ids, times and
// a name. It reports whether it changed anything.
func (l *Library) fill(p *Plan) (bool, error) {
	changed := false
	if strings.TrimSpace(p.Name) == "" {
		p.Name, changed = nameUntitled.With().In(l.lang, nil), true
	}
	if p.Created.IsZero() {
		p.Created, changed = l.clock(), true
	}
	if p.Updated.IsZero() {
		p.Updated, changed = p.Created, true
	}
	if p.Scenarios == nil {
		p.Scenarios = []Entry{}
	}
	for i := range p.Scenarios {
		if p.Scenarios[i].ID != "" {
			continue
		}
		id, err := l.freshID(func(id string) bool { return p.Index(id) >= 0 })
		if err != nil {
			return changed, err
		}
		p.Scenarios[i].ID, changed = id, true
	}
	if tidy(p) {
		changed = true
	}
	for i := range p.Comparisons {
		if p.Comparisons[i].ID != "" {
			continue
		}
		id, err := l.freshID(func(id string) bool { return p.comparison(id) >= 0 })
		if err != nil {
			return changed, err
		}
		p.Comparisons[i].ID, changed = id, true
	}
	return changed, nil
}

// freshID returns a valid id from the generator for which taken is false.
func (l *Library) freshID(taken func(string) bool) (string, error) {
	for range 1000 {
		id := l.newID()
		if validID(id) && !taken(id) {
			return id, nil
		}
	}
	return "", ErrIDs
}

func validID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

func (l *Library) planIDTaken(id string) bool {
	if _, ok := l.plans[id]; ok {
		return true
	}
	if l.trash != nil && l.trash.ID == id {
		return true
	}
	_, ok := l.store.Get(PlanPrefix + id)
	return ok
}

// put writes p under its key.
func (l *Library) put(p Plan) error {
	b, err := encodeStored(p, nil)
	if err != nil {
		return unexpected(err)
	}
	if err := storeError(l.store.Set(PlanPrefix+p.ID, string(b))); err != nil {
		return err
	}
	l.raw[p.ID] = string(b)
	return nil
}

// Several tabs (or windows) share one store: each keeps its own Library,
// and another tab may have written a plan since this one read it. Every
// change therefore starts from the plan as stored now (sync), not from the
// copy read earlier, so it changes only its own part and keeps the other
// tab's (a note on another entry, a rename, a scenario saved there); a
// change to the very text another tab changed meanwhile (a note, an
// entry) is refused with what that tab wrote (ErrEditedElsewhere), and a
// change to a plan another tab deleted with ErrGoneElsewhere. Refresh
// brings one plan up to date when the browser says its key changed (the
// storage event).

// sync brings the plan with id up to the store and returns it with the
// copy this library held before (nil when it held none). A plan read back
// that cannot be read any more is left as it was held.
func (l *Library) sync(id string) (cur, before *Plan, err error) {
	before = l.plans[id]
	v, ok := l.store.Get(PlanPrefix + id)
	if !ok {
		if before != nil {
			delete(l.plans, id)
			delete(l.raw, id)
			return nil, before, ErrGoneElsewhere
		}
		return nil, nil, ErrNotFound
	}
	if before != nil && v == l.raw[id] {
		return before, before, nil
	}
	s, errs := readStored([]byte(v), migrations)
	if len(errs) > 0 {
		if before == nil {
			return nil, nil, ErrNotFound
		}
		return before, before, nil
	}
	p := s.plan
	p.ID = id
	if _, err := l.fill(&p); err != nil {
		return nil, before, err
	}
	l.plans[id], l.raw[id] = &p, v
	return &p, before, nil
}

// Refresh re-reads the plan stored under key (a key of the store another
// tab changed) and reports whether what this library holds changed: a plan
// added, changed or removed, or the trash. Other keys change nothing.
func (l *Library) Refresh(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if key == TrashKey || key == "" {
		return true // the trash, or the whole store cleared: the caller reloads
	}
	id, ok := strings.CutPrefix(key, PlanPrefix)
	if !ok || id == "" {
		return false
	}
	v, stored := l.store.Get(key)
	if stored && v == l.raw[id] {
		return false
	}
	_, held := l.plans[id]
	_, _, err := l.sync(id)
	return err == nil || held
}

// List returns every plan, most recently updated first (then by name and id).
func (l *Library) List() []Plan {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := make([]Plan, 0, len(l.plans))
	for _, p := range l.plans {
		out = append(out, p.Clone())
	}
	sort.Slice(out, func(i, j int) bool { return planOrder(out[i], out[j]) < 0 })
	return out
}

// Summary is what a list of plans shows of one: its identity and name.
type Summary struct{ ID, Name string }

// Summaries lists the plans as List orders them, without copying their
// scenarios: a calculator page's toolbar asks on every redraw.
func (l *Library) Summaries() []Summary {
	l.mu.Lock()
	defer l.mu.Unlock()
	ps := make([]*Plan, 0, len(l.plans))
	for _, p := range l.plans {
		ps = append(ps, p)
	}
	// sort.Slice, not slices.SortFunc, here and in List: each generic sort
	// adds its own copy of the sorting code to app.wasm (20–28 KB a type)
	sort.Slice(ps, func(i, j int) bool { return planOrder(*ps[i], *ps[j]) < 0 })
	out := make([]Summary, len(ps))
	for i, p := range ps {
		out[i] = Summary{ID: p.ID, Name: p.Name}
	}
	return out
}

// planOrder is the list's order: the latest updated first, then by name
// (ignoring case), then by id.
func planOrder(a, b Plan) int {
	if c := b.Updated.Compare(a.Updated); c != 0 {
		return c
	}
	if c := cmp.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)); c != 0 {
		return c
	}
	return cmp.Compare(a.ID, b.ID)
}

// Get returns the plan with id.
func (l *Library) Get(id string) (Plan, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	p, ok := l.plans[id]
	if !ok {
		return Plan{}, false
	}
	return p.Clone(), true
}

func cleanName(s string) (string, error) {
	if !utf8.ValidString(s) {
		return "", ErrNotText
	}
	s = strings.Join(strings.Fields(s), " ")
	if s == "" {
		return "", ErrEmptyName
	}
	if utf8.RuneCountInString(s) > MaxNameLen {
		return "", ErrTooLong.with(msg.Int(MaxNameLen))
	}
	return s, nil
}

func cleanText(s string, limit int) (string, error) {
	if !utf8.ValidString(s) {
		return "", ErrNotText
	}
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) > limit {
		return "", ErrTooLong.with(msg.Int(limit))
	}
	return s, nil
}

// Create adds an empty plan.
func (l *Library) Create(name, customer string) (Plan, error) {
	name, err := cleanName(name)
	if err != nil {
		return Plan{}, err
	}
	if customer, err = cleanText(customer, MaxNameLen); err != nil {
		return Plan{}, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.clock()
	return l.add(Plan{Name: name, Customer: customer, Created: now, Updated: now, Scenarios: []Entry{}})
}

// add stores p as a new plan under a fresh id.
func (l *Library) add(p Plan) (Plan, error) {
	id, err := l.freshID(l.planIDTaken)
	if err != nil {
		return Plan{}, err
	}
	p.ID = id
	if err := l.put(p); err != nil {
		return Plan{}, err
	}
	l.plans[id] = &p
	return p.Clone(), nil
}

// update applies f to a copy of the plan with id, stamps it and writes it;
// the library changes only when the write succeeds.
func (l *Library) update(id string, f func(p *Plan) error) (Plan, error) {
	return l.updateSince(id, func(p, _ *Plan) error { return f(p) })
}

// updateSince is update whose f also sees the plan as this library held it
// before bringing it up to the store (nil when it held none), to tell a
// change made in another tab meanwhile.
func (l *Library) updateSince(id string, f func(p, before *Plan) error) (Plan, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	cur, before, err := l.sync(id)
	if err != nil {
		return Plan{}, err
	}
	p := cur.Clone()
	if err := f(&p, before); err != nil {
		return Plan{}, err
	}
	tidy(&p) // comparisons follow removed and changed entries
	p.Updated = l.clock()
	if err := l.put(p); err != nil {
		return Plan{}, err
	}
	l.plans[id] = &p
	return p.Clone(), nil
}

// Rename changes the plan's name.
func (l *Library) Rename(id, name string) (Plan, error) {
	name, err := cleanName(name)
	if err != nil {
		return Plan{}, err
	}
	return l.update(id, func(p *Plan) error { p.Name = name; return nil })
}

// SetCustomer changes the plan's customer.
func (l *Library) SetCustomer(id, customer string) (Plan, error) {
	customer, err := cleanText(customer, MaxNameLen)
	if err != nil {
		return Plan{}, err
	}
	return l.update(id, func(p *Plan) error { p.Customer = customer; return nil })
}

// Duplicate copies the plan under a new id and the name "<name> (copy)"; the
// copy's entries get new ids and keep their chain.
func (l *Library) Duplicate(id string) (Plan, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	cur, ok := l.plans[id]
	if !ok {
		return Plan{}, ErrNotFound
	}
	p, err := l.renumber(cur.Clone())
	if err != nil {
		return Plan{}, err
	}
	p.Name = l.copyName(cur.Name)
	p.Created = l.clock()
	p.Updated = p.Created
	return l.add(p)
}

func (l *Library) copyName(name string) string {
	taken := map[string]bool{}
	for _, p := range l.plans {
		taken[p.Name] = true
	}
	base := nameCopy.With(msg.Str(name)).In(l.lang, nil)
	if r := []rune(base); len(r) > MaxNameLen {
		base = string(r[:MaxNameLen])
	}
	c := base
	for n := 2; taken[c]; n++ {
		c = nameCopyN.With(msg.Str(name), msg.Int(n)).In(l.lang, nil)
	}
	return c
}

// renumber gives every entry of p a new id, keeping the chain.
func (l *Library) renumber(p Plan) (Plan, error) {
	ids := map[string]string{}
	used := map[string]bool{}
	for i, e := range p.Scenarios {
		id, err := l.freshID(func(id string) bool { return used[id] })
		if err != nil {
			return Plan{}, err
		}
		used[id] = true
		if e.ID != "" {
			ids[e.ID] = id
		}
		p.Scenarios[i].ID = id
	}
	for i, e := range p.Scenarios {
		p.Scenarios[i].From = ids[e.From] // "" when the parent is not in the plan
	}
	used = map[string]bool{}
	for i, c := range p.Comparisons {
		for j, id := range c.Entries {
			p.Comparisons[i].Entries[j] = ids[id] // "" (dropped by tidy) when not in the plan
		}
		id, err := l.freshID(func(id string) bool { return used[id] })
		if err != nil {
			return Plan{}, err
		}
		used[id] = true
		p.Comparisons[i].ID = id
	}
	tidy(&p)
	return p, nil
}

// Delete removes the plan, keeping it as the trash (in memory and under
// TrashKey) so Undo can bring it back, even after a reload. A second Delete
// replaces the trash.
func (l *Library) Delete(id string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	p, _, err := l.sync(id) // the trash keeps what another tab saved meanwhile
	if err != nil {
		return err
	}
	now := l.clock()
	b, err := encodeStored(*p, &now)
	if err != nil {
		return unexpected(err)
	}
	if err := l.store.Set(TrashKey, string(b)); err != nil {
		return storeError(err)
	}
	l.store.Remove(PlanPrefix + id)
	delete(l.plans, id)
	delete(l.raw, id)
	l.trash, l.deleted = p, now
	return nil
}

// Deleted returns the plan Undo would bring back and when it was deleted.
func (l *Library) Deleted() (Plan, time.Time, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.trash == nil {
		return Plan{}, time.Time{}, false
	}
	return l.trash.Clone(), l.deleted, true
}

// Undo brings back the last deleted plan (under its old id when it is free)
// and empties the trash.
func (l *Library) Undo() (Plan, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.trash == nil {
		return Plan{}, ErrNothingToUndo
	}
	p := l.trash.Clone()
	if _, taken := l.plans[p.ID]; taken || !validID(p.ID) {
		id, err := l.freshID(func(id string) bool { return id == p.ID || l.planIDTaken(id) })
		if err != nil {
			return Plan{}, err
		}
		p.ID = id
	}
	if err := l.put(p); err != nil {
		return Plan{}, err
	}
	l.store.Remove(TrashKey)
	l.plans[p.ID] = &p
	l.trash, l.deleted = nil, time.Time{}
	return p.Clone(), nil
}

// MaxExplanationLen bounds an entry's explanation, its lines together: an
// import's notes on one scenario run to about 2,000-6,000 characters (the
// Live Optics stretched-cluster notes are the longest), 40,000 is several
// times that.
const MaxExplanationLen = 40000

// cleanExplanation bounds an entry's explanation (MaxExplanationLen) and
// checks that each line is text.
func cleanExplanation(lines []string) error {
	total := 0
	for i, l := range lines {
		c, err := cleanText(l, MaxExplanationLen)
		if err != nil {
			return err
		}
		lines[i] = c
		total += len([]rune(c))
		if total > MaxExplanationLen {
			return ErrTooLong.with(msg.Int(MaxExplanationLen))
		}
	}
	return nil
}

// checkEntry validates what a caller gives for an entry of p (other than
// the entry at self, when updating).
func checkEntry(p *Plan, e *Entry, self string) error {
	var err error
	if e.Title, err = cleanText(e.Title, MaxNameLen); err != nil {
		return err
	}
	if e.Note, err = cleanText(e.Note, MaxNoteLen); err != nil {
		return err
	}
	if err = cleanExplanation(e.Explanation); err != nil {
		return err
	}
	if errs := checkDocument("", e.Scenario); len(errs) > 0 {
		return errs
	}
	e.Scenario.Inputs = normalInputs(e.Scenario.Inputs)
	if len(e.Results) > 0 {
		if len(e.Results) > MaxResultsLen {
			return ErrResultsTooLong.with(msg.Int(MaxResultsLen))
		}
		if !json.Valid(e.Results) {
			return ErrUnreadable.with(msg.Str("results"))
		}
		e.Results = normalInputs(e.Results)
	}
	if e.From == "" {
		return nil
	}
	// Walk up the chain from e.From: it must exist and must not reach self.
	seen := map[string]bool{}
	for at := e.From; at != ""; {
		if self != "" && at == self {
			return ErrChain
		}
		i := p.Index(at)
		if i < 0 {
			if at == e.From {
				return ErrNoEntry
			}
			break
		}
		if seen[at] {
			break
		}
		seen[at] = true
		at = p.Scenarios[i].From
	}
	return nil
}

// AddScenario appends e to the plan under a new entry id (e.ID is ignored)
// and returns the stored entry. e.From, when set, must name an entry of the
// plan. Inputs are kept as given even when they fail validation (see Check);
// the calculator must be known and the inputs an object.
func (l *Library) AddScenario(planID string, e Entry) (Entry, error) {
	var out Entry
	_, err := l.update(planID, func(p *Plan) error {
		if len(p.Scenarios) >= calc.MaxScenarios {
			return ErrTooMany.with(msg.Int(calc.MaxScenarios))
		}
		if err := checkEntry(p, &e, ""); err != nil {
			return err
		}
		id, err := l.freshID(func(id string) bool { return p.Index(id) >= 0 })
		if err != nil {
			return err
		}
		e.ID = id
		p.Scenarios = append(p.Scenarios, e)
		out = e
		return nil
	})
	return out, err
}

// UpdateScenario replaces the title, note, chain and scenario document of the
// entry with entryID by those of e (e.ID is ignored).
func (l *Library) UpdateScenario(planID, entryID string, e Entry) (Entry, error) {
	var out Entry
	_, err := l.updateSince(planID, func(p, before *Plan) error {
		i := p.Index(entryID)
		if i < 0 {
			return ErrNoEntry
		}
		if err := checkEntry(p, &e, entryID); err != nil {
			return err
		}
		e.ID = entryID
		if other, ok := editedElsewhere(p, before, entryID, e, sameEntry); ok {
			return ErrEditedElsewhere.with(msg.Str(other.Title + " · " + other.Scenario.Calculator))
		}
		e.ID = entryID
		p.Scenarios[i] = e
		out = e
		return nil
	})
	return out, err
}

// SetNote replaces the note of the entry with entryID (the text a consultant
// writes next to a scenario; Backup exports keep it).
func (l *Library) SetNote(planID, entryID, note string) (Entry, error) {
	return l.setText(planID, entryID, note, noteField)
}

// SetTitle replaces the title of the entry with entryID: the scenario's
// name, which the report, the comparisons and the documents show beside
// its calculator ("Site A", "vSAN 8 ESA"); empty leaves it unnamed.
func (l *Library) SetTitle(planID, entryID, title string) (Entry, error) {
	return l.setText(planID, entryID, strings.TrimSpace(title), titleField)
}

// entryText is a text an entry carries that a user edits in place: where it
// is in an Entry and how long it may be.
type entryText struct {
	max int
	get func(*Entry) *string
}

var (
	noteField  = entryText{MaxNoteLen, func(e *Entry) *string { return &e.Note }}
	titleField = entryText{MaxNameLen, func(e *Entry) *string { return &e.Title }}
)

// setText replaces the field f of the entry with entryID by text, unless
// another tab changed it since this one read it (ErrEditedElsewhere, with
// the text stored there).
func (l *Library) setText(planID, entryID, text string, f entryText) (Entry, error) {
	text, err := cleanText(text, f.max)
	if err != nil {
		return Entry{}, err
	}
	var out Entry
	_, err = l.updateSince(planID, func(p, before *Plan) error {
		i := p.Index(entryID)
		if i < 0 {
			return ErrNoEntry
		}
		want := p.Scenarios[i]
		*f.get(&want) = text
		same := func(a, b Entry) bool { return *f.get(&a) == *f.get(&b) }
		if other, ok := editedElsewhere(p, before, entryID, want, same); ok {
			return ErrEditedElsewhere.with(msg.Str(quoteCut(*f.get(&other), quoteNoteLen)))
		}
		*f.get(&p.Scenarios[i]) = text
		out = p.Scenarios[i]
		return nil
	})
	return out, err
}

// editedElsewhere reports whether the entry with id was changed in another
// tab since this one last read it (the stored entry of p is not the one
// held before, by same) to something other than want; it returns the
// stored entry.
func editedElsewhere(p, before *Plan, id string, want Entry, same func(a, b Entry) bool) (Entry, bool) {
	if before == nil || before == p {
		return Entry{}, false
	}
	i, j := p.Index(id), before.Index(id)
	if i < 0 || j < 0 {
		return Entry{}, false
	}
	stored, held := p.Scenarios[i], before.Scenarios[j]
	if same(stored, held) || same(stored, want) {
		return Entry{}, false
	}
	return stored, true
}

// sameEntry compares what a user edits of an entry: title, note, chain
// and scenario document.
func sameEntry(a, b Entry) bool {
	return a.Title == b.Title && a.Note == b.Note && a.From == b.From &&
		a.Scenario.Calculator == b.Scenario.Calculator && string(a.Scenario.Inputs) == string(b.Scenario.Inputs)
}

// quoteNoteLen is how much of another tab's note a message quotes.
const quoteNoteLen = 200

// quoteCut is s cut to n characters, "…" marking the cut.
func quoteCut(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n]) + "…"
}

// RemoveScenario removes the entry; entries chained from it are chained from
// its own parent instead, so the chain stays whole.
func (l *Library) RemoveScenario(planID, entryID string) error {
	_, err := l.update(planID, func(p *Plan) error {
		i := p.Index(entryID)
		if i < 0 {
			return ErrNoEntry
		}
		parent := p.Scenarios[i].From
		p.Scenarios = slices.Delete(p.Scenarios, i, i+1)
		for j := range p.Scenarios {
			if p.Scenarios[j].From == entryID {
				p.Scenarios[j].From = parent
			}
		}
		return nil
	})
	return err
}

// MoveScenario moves the entry to position to (0-based) in the plan.
func (l *Library) MoveScenario(planID, entryID string, to int) error {
	_, err := l.update(planID, func(p *Plan) error {
		i := p.Index(entryID)
		if i < 0 {
			return ErrNoEntry
		}
		if to < 0 || to >= len(p.Scenarios) {
			return ErrBadIndex
		}
		e := p.Scenarios[i]
		p.Scenarios = slices.Insert(slices.Delete(p.Scenarios, i, i+1), to, e)
		return nil
	})
	return err
}

// Import stores p (typically Import.Plan from ImportJSON) as a new plan: a
// new plan id, new entry ids (the chain is kept), Updated now, Created kept
// when set. Every scenario must name a known calculator; invalid inputs are
// kept as typed.
func (l *Library) Import(p Plan) (Plan, error) {
	p = p.Clone()
	errs := checkLimits(&p)
	for i, e := range p.Scenarios {
		errs = append(errs, checkDocument(fmt.Sprintf("scenarios[%d]", i), e.Scenario)...)
		p.Scenarios[i].Scenario.Inputs = normalInputs(e.Scenario.Inputs)
	}
	if len(errs) > 0 {
		return Plan{}, errs
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	var err error
	if p, err = l.renumber(p); err != nil {
		return Plan{}, err
	}
	if name, err := cleanName(p.Name); err == nil {
		p.Name = name
	} else {
		p.Name = nameImported.With().In(l.lang, nil)
	}
	p.Updated = l.clock()
	if p.Created.IsZero() {
		p.Created = p.Updated
	}
	return l.add(p)
}

// checkLimits holds an imported plan to what the editor lets a user type
// (MaxNameLen, MaxNoteLen, calc.MaxScenarios, MaxComparisons, text that is
// UTF-8), cleaning what it keeps as the editor does; each problem is at its
// JSON path. An empty or unreadable name is not one: the plan is then
// named for its import.
func checkLimits(p *Plan) scenario.Errors {
	var errs scenario.Errors
	report := func(field string, err error) {
		var pe *Error
		if errors.As(err, &pe) {
			errs = append(errs, scenario.FieldError{Field: field, Msg: pe.Message()})
		}
	}
	if name, err := cleanName(p.Name); err == nil {
		p.Name = name
	} else if errors.Is(err, ErrTooLong) {
		report("plan", err)
	}
	var err error
	if p.Customer, err = cleanText(p.Customer, MaxNameLen); err != nil {
		report("customer", err)
	}
	if n := len(p.Scenarios); n > calc.MaxScenarios {
		report("scenarios", ErrTooMany.with(msg.Int(calc.MaxScenarios)))
	}
	if n := len(p.Comparisons); n > MaxComparisons {
		report("comparisons", ErrTooManyComps.with(msg.Int(MaxComparisons)))
	}
	for i := range p.Scenarios {
		e := &p.Scenarios[i]
		if e.Title, err = cleanText(e.Title, MaxNameLen); err != nil {
			report(fmt.Sprintf("scenarios[%d].title", i), err)
		}
		if e.Note, err = cleanText(e.Note, MaxNoteLen); err != nil {
			report(fmt.Sprintf("scenarios[%d].note", i), err)
		}
		if err = cleanExplanation(e.Explanation); err != nil {
			report(fmt.Sprintf("scenarios[%d].explanation", i), err)
		}
		if len(errs) >= maxImportProblems {
			break
		}
	}
	return errs
}

// maxImportProblems is how many problems of limits an import reports.
const maxImportProblems = 20

// Quarantined lists the keys of values set aside, sorted.
func (l *Library) Quarantined() []string {
	var out []string
	for _, k := range l.store.Keys() {
		if strings.HasPrefix(k, QuarantinePrefix) {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}

// Restore tries again to read a quarantined value (for example after an
// update that added the calculator it names). When it reads, it becomes a
// plan (a new one, keeping its times) and the quarantined key is removed.
func (l *Library) Restore(key string) (Plan, error) {
	if !strings.HasPrefix(key, QuarantinePrefix) {
		return Plan{}, ErrNotQuarantine
	}
	v, ok := l.store.Get(key)
	if !ok {
		return Plan{}, ErrNotFound
	}
	s, errs := readStored([]byte(v), migrations)
	if len(errs) > 0 {
		return Plan{}, ErrUnreadable.with(msg.Sub(ErrorsMessage(errs)))
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	p := s.plan
	if _, err := l.fill(&p); err != nil {
		return Plan{}, err
	}
	p, err := l.add(p)
	if err != nil {
		return Plan{}, err
	}
	l.store.Remove(key)
	return p, nil
}

// Discard deletes a quarantined value for good (the user's choice).
func (l *Library) Discard(key string) error {
	if !strings.HasPrefix(key, QuarantinePrefix) {
		return ErrNotQuarantine
	}
	l.store.Remove(key)
	return nil
}
