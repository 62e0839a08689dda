package plans

import (
	"encoding/json"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

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
