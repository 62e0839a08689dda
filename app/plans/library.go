package plans

import (
	"cmp"
	"sort"
	"strings"
	"sync"
	"time"

	_ "github.com/sizewise/sizewise/engine/all" // every calculator, so no stored plan looks foreign
	"github.com/sizewise/sizewise/engine/msg"
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
