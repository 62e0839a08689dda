package plans

import (
	"errors"
	"fmt"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

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
