package plans

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

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
