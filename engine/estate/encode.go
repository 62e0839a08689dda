package estate

import (
	"encoding/json"
	"sort"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/limits"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
)

// hasInput reports whether calculator id has an input called name.
func hasInput(id, name string) bool {
	c, ok := calc.Lookup(id)
	if !ok {
		return false
	}
	_, ok = c.Meta().Field(name)
	return ok
}

// scenarios derives the scenarios of one cluster, rendering notes in
// lang.
func (p *planner) scenarios(c *clusterData, lang msg.Lang) ([]Scenario, error) {
	var out []Scenario
	if p.skipped == nil {
		p.skipped = map[string]bool{}
	}
	for _, b := range scenarioSet {
		withRules := hasInput(b.calculator, "rules")
		if b.rules != rules.Classic && !withRules {
			if k := b.calculator + "/" + b.rules; !p.skipped[k] {
				p.skipped[k] = true
				p.notes = append(p.notes, Note(noteRulesSkipped, b.calculator, b.rules))
			}
			continue
		}
		for _, d := range b.build(p, c, variant{rules: b.rules, withRules: withRules}) {
			sc, err := encode(b, withRules, d, scenarioTitle(c.name, b, d, lang), lang)
			if err != nil {
				return nil, err
			}
			out = append(out, sc)
		}
	}
	return out, nil
}

// scenarioTitle is the title of the scenarios builder b derives for cluster: the
// cluster's name ("VMs outside clusters" for NoCluster), with the rule set
// when the calculator is sized under more than one ("NR-Eng, vSAN 8 ESA
// rules"), so that a report and a comparison tell them apart (issue 30:
// 26 scenarios of a 4-cluster import were named by their calculator only).
func scenarioTitle(cluster string, b builder, d draft, lang msg.Lang) string {
	t := titleCluster.With(msg.Str(Clip(cluster)))
	if cluster == NoCluster {
		t = titleNoCluster.With()
	}
	n := 0
	for _, o := range scenarioSet {
		if o.calculator == b.calculator {
			n++
		}
	}
	if n > 1 {
		t = titleRules.With(msg.Sub(t), msg.Sub(rulesShort[b.rules].With()))
	}
	if d.title != nil {
		t = titleRules.With(msg.Sub(t), msg.Sub(*d.title))
	}
	return t.In(lang, nil)
}

// encode is draft d of builder b as a scenario titled title, its notes in
// lang and the inputs no note explains listed at their values.
func encode(b builder, withRules bool, d draft, title string, lang msg.Lang) (Scenario, error) {
	var meta msg.Context
	if calculator, ok := calc.Lookup(b.calculator); ok {
		meta = calculator.Meta()
	}
	inputs, err := inputMap(d.inputs)
	if err != nil {
		return Scenario{}, err
	}
	if withRules {
		inputs["rules"] = b.rules
	} else {
		delete(inputs, "rules")
	}
	sc := Scenario{Calculator: b.calculator, Title: title, Inputs: inputs, Notes: make([]string, len(d.notes))}
	for j, m := range d.notes {
		sc.Notes[j] = m.In(lang, meta) // inputs named by their labels
	}
	if rest := unexplained(inputs, sc.Notes); len(rest) > 0 {
		sc.Notes = append(sc.Notes, noteOtherInputs.With(msg.List(rest...)).In(lang, meta))
	}
	return sc, nil
}

// unexplained lists the inputs no note explains (no note names it before
// " = ", as input writes it), sorted, each with its value (a number in the
// reader's conventions, other values as JSON writes them): the
// calculator's defaults, including inputs added to a calculator after this
// import was written.
func unexplained(inputs map[string]any, notes []string) []msg.Arg {
	var rest []msg.Arg
	keys := make([]string, 0, len(inputs))
	for k := range inputs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		said := false
		for _, n := range notes {
			if strings.Contains(n, inputNamed(k)) {
				said = true
				break
			}
		}
		if !said {
			v, _ := json.Marshal(inputs[k])
			val := msg.Code(strings.Trim(string(v), `"`))
			if x, err := strconv.ParseFloat(string(v), 64); err == nil {
				val = msg.Dec(x, -1) // a number as the calculator takes it, every digit, the reader's way
			}
			rest = append(rest, msg.Sub(inputIs.With(input(k), val)))
		}
	}
	return rest
}

// limitHosts is the largest vSAN cluster under a rule set, as
// engine/limits cites it (64 hosts).
func limitHosts(set rules.Set) (int, bool) {
	v := limits.For(set).VSANHosts.Value
	return v, v > 0
}
