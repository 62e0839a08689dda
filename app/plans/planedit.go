package plans

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/sizewise/sizewise/engine/msg"
)

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
