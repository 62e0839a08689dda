package calc

import (
	"github.com/sizewise/sizewise/engine/chart"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Evaluation is a computed scenario: its typed inputs (defaults filled) and
// the Outcome, whose words are still data. Document renders it in a
// language as the contract's result document.
type Evaluation struct {
	meta   Meta
	Inputs any
	Outcome
}

// Meta describes the calculator that answered.
func (ev *Evaluation) Meta() Meta { return ev.meta }

// ID is the calculator's id.
func (ev *Evaluation) ID() string { return ev.meta.ID }

// Context names the calculator's inputs and choices in messages.
func (ev *Evaluation) Context() msg.Context { return ev.meta }

// Document is the result document (docs/contract.md §3) with every text in lang;
// the numbers are the same in every language.
func (ev *Evaluation) Document(lang msg.Lang) scenario.Result {
	ctx := ev.Context()
	steps := make([]scenario.Step, len(ev.Steps))
	for i, s := range ev.Steps {
		steps[i] = scenario.Step{Label: s.Label.In(lang, ctx), Formula: s.Formula.In(lang, ctx), Value: s.Value, Unit: s.Unit.In(lang, s.Value)}
	}
	return scenario.Result{
		Calculator: ev.meta.ID,
		Inputs:     ev.Inputs,
		Results:    ev.Results,
		Steps:      steps,
		Warnings:   Texts(ev.Warnings, lang, ctx),
		Sources:    Texts(ev.Sources, lang, ctx),
	}
}

// Drawing is the chart with its words in lang, or nil.
func (ev *Evaluation) Drawing(lang msg.Lang) *chart.Drawing {
	if ev.Outcome.Chart == nil {
		return nil
	}
	return ev.Outcome.Chart.In(lang, ev.Context())
}

// Texts renders messages in lang (never nil).
func Texts(ms []msg.Message, lang msg.Lang, ctx msg.Context) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.In(lang, ctx)
	}
	return out
}
