package office

import (
	"sync"

	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Memo remembers the evaluations of the last Size distinct scenarios (by
// calculator and inputs, as typed): the engine worker keeps one, so that
// the PowerPoint summary made after the Word document of the same plan
// (or a document made after the plan's report was drawn) does not run a
// cache simulation again. The engine is deterministic, so a remembered
// evaluation is the one the scenario would give again. Safe for
// concurrent use.
type Memo struct {
	Size  int
	mu    sync.Mutex
	evals map[string]memoEntry
	order []string // oldest first
}

type memoEntry struct {
	ev   *calc.Evaluation
	errs scenario.Errors
}

// Evaluate is plans.Evaluate, remembered.
func (m *Memo) Evaluate(e plans.Entry) (*calc.Evaluation, scenario.Errors) {
	key := e.Scenario.Calculator + "\x00" + string(e.Scenario.Inputs)
	m.mu.Lock()
	if got, ok := m.evals[key]; ok {
		m.mu.Unlock()
		return got.ev, got.errs
	}
	m.mu.Unlock()
	ev, errs := plans.Evaluate(e)
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.evals == nil {
		m.evals = map[string]memoEntry{}
	}
	if _, ok := m.evals[key]; !ok {
		m.order = append(m.order, key)
		for len(m.order) > max(m.Size, 1) {
			delete(m.evals, m.order[0])
			m.order = m.order[1:]
		}
	}
	m.evals[key] = memoEntry{ev, errs}
	return ev, errs
}
