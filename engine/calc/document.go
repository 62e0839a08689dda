package calc

import (
	"bytes"
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// MaxDocument bounds a document: a plan of many scenarios is a few
// kilobytes; 16 MiB leaves room and stops runaway input. Callers read at
// most MaxDocument+1 bytes before parsing.
const MaxDocument = 16 << 20

// MaxScenarios bounds the scenarios of a plan: a consultant's plan holds a
// few dozen; 200 keeps a report readable and its evaluation bounded.
const MaxScenarios = 200

// MaxWork bounds the work of one document (every scenario together), in
// units of about 70-100 ns of native work, the units calculators count
// their work in (Spec.Work; the cache simulation: I/Os and line accesses):
// 60 million is one full cache simulation, a few seconds natively and
// several in a browser.
const MaxWork = 60_000_000

// The work of a calculation, in units of MaxWork, when its calculator does
// not count more itself (Spec.Work):
//
//   - WorkPerScenario for evaluating it and writing out its result: 5,000
//     units, about 0.5 ms natively, as the slowest of the one-step
//     calculators measures (vsan-capacity, steps and result written out);
//   - WorkPerItem more for each element of a list input (at any depth):
//     1,000 units, as sioc measures per VM (allocated, explained and
//     written out: about 70 µs and 455 bytes of result).
//
// So a document of 200 one-step scenarios is 1 M units, and the budget
// admits about 60,000 list elements in all (60 sioc scenarios of 1,000
// VMs, a few seconds and about 30 MB of result): a plan of 150 such
// scenarios took 13.6 s, 670 MB and wrote 113 MB when a calculator that did
// not count its work counted 1.
const (
	WorkPerScenario = 5_000
	WorkPerItem     = 1_000
)

// Severities.
const (
	// Fatal problems stop everything: the document cannot be read.
	Fatal Severity = iota
	// Unknown marks names the document should not hold: eval refuses them
	// (docs/contract.md §1), an import leaves them out and says so.
	Unknown
	// Ignored marks what is known but not read: the results, steps,
	// warnings and sources of a result document given back as a scenario.
	Ignored
)

// Document is a scenario or plan document (docs/contract.md §2), read but not
// yet evaluated.
type Document struct {
	// IsPlan says the document was a plan ({"plan": ..., "scenarios": ...}).
	IsPlan bool
	Plan   string
	// Scenarios holds the plan's scenarios, or the scenario document alone.
	Scenarios []DocScenario
	// Inventory is a plan's inventory summary (docs/contract.md §5), as given.
	Inventory json.RawMessage
	Notes     []string
}

// DocScenario is one scenario of a Document.
type DocScenario struct {
	// Path is its JSON path in the document ("" or "scenarios[2]").
	Path       string
	Calculator Calculator
	Inputs     json.RawMessage
	Notes      []string
	// Title names the scenario in a plan (a report's heading, a
	// comparison's column), "" when it has none.
	Title string
	// Version is the document's version when it gave one (1), else 0.
	Version int
}

// Document messages.
var (
	msgTooLarge     = msg.NewKey("doc.too-large", "the document is larger than {0} MiB")
	msgEmptyDoc     = msg.NewKey("doc.empty", `the document is empty; expected a JSON object such as {"calculator": "stretched-bandwidth", "inputs": {}}`)
	msgSyntax       = msg.NewKey("doc.syntax", "not valid JSON at line {0}, column {1} (byte {2}): {3}")
	msgTruncated    = msg.NewKey("doc.truncated", "the document ends early at line {0}, column {1} (byte {2}): is the file complete?")
	msgNotObject    = msg.NewKey("doc.not-object", `expected a JSON object such as {"calculator": ..., "inputs": {...}}, not {0}`)
	msgPlanName     = msg.NewKey("doc.plan-name", "must be a string (the plan's name)")
	msgNoScenarios  = msg.NewKey("doc.no-scenarios", "is required: a list of scenario documents")
	msgScenarioList = msg.NewKey("doc.scenario-list", "must be a list of scenario documents")
	msgScenarioObj  = msg.NewKey("doc.scenario-object", "must be a scenario object")
	msgNoCalculator = msg.NewKey("doc.no-calculator", "is required; one of: {0}")
	msgCalcString   = msg.NewKey("doc.calculator-string", "must be a string; one of: {0}")
	msgVersion      = msg.NewKey("doc.version", "must be {0} (the only document version)")
	msgInputsObject = msg.NewKey("doc.inputs-object", "must be an object of inputs")
	msgNotes        = msg.NewKey("doc.notes", "must be a list of texts")
	msgTitle        = msg.NewKey("doc.title", "must be one line of text of at most {0} characters")
	msgTooMany      = msg.NewKey("doc.too-many", "holds {0} scenarios; a plan holds at most {1}: split it")
	msgTooMuchWork  = msg.NewKey("doc.too-much-work", "the scenarios together ask for {0} units of work, more than the {1} one document may do: split the plan, or shorten its simulations and lists (each list entry counts {2})")
	msgResultKey    = msg.NewKey("doc.result-key", "belongs to a result document; it was not read (the inputs were)")
)

// What a JSON value is, for msgNotObject.
var (
	kindList   = msg.T("a list")
	kindString = msg.T("a string")
	kindNull   = msg.T("null")
	kindBool   = msg.T("true or false")
	kindNumber = msg.T("a number")
)

// The keys of the documents.
var (
	planKeys     = []string{"plan", "scenarios", "version", "inventory", "notes"}
	scenarioKeys = []string{"calculator", "version", "title", "inputs", "notes"}
	resultKeys   = []string{"results", "steps", "warnings", "sources"}
)

// TooLarge is the problem of a document larger than MaxDocument, for a
// reader that knows the size before reading (a file's): what ParseDocument
// answers once it has the bytes, without reading them.
func TooLarge() scenario.Errors {
	var errs scenario.Errors
	errs.Report("", msgTooLarge, msg.Int(MaxDocument>>20))
	return errs
}

// MaxRead is how many bytes a reader of a document needs at most to tell
// it is too large: MaxDocument, a byte order mark and one byte more.
const MaxRead = MaxDocument + len(bom) + 1

// bom is the UTF-8 byte order mark a document may start with.
const bom = "\xef\xbb\xbf"

// ParseDocument reads a scenario or plan document, the one reading every
// caller shares (eval, import, the plans library), and returns it with its
// problems, each with a severity: what the caller stops on is its own
// choice. A leading UTF-8 byte order mark is allowed (editors on Windows
// write one). A plan answered by eval ({"plan", "results": [...]}) and a
// scenario's result document are read back as the plan and scenario they
// answered.
func ParseDocument(data []byte) (Document, Problems) {
	var doc Document
	var r reader
	data = bytes.TrimPrefix(data, []byte(bom))
	if len(data) > MaxDocument {
		r.add(Fatal, "", msgTooLarge.With(msg.Int(MaxDocument>>20)))
		return doc, r.problems()
	}
	top, dups, err := scenario.Object(data)
	if err != nil || top == nil {
		r.add(Fatal, "", jsonProblem(data, err))
		return doc, r.problems()
	}
	for _, d := range dups {
		r.add(Fatal, d, scenario.MsgDuplicateKey.With(msg.Code(scenario.ShortName(d))))
	}
	_, hasPlan := top["plan"]
	_, hasScenarios := top["scenarios"]
	_, hasCalc := top["calculator"]
	_, hasResults := top["results"]
	if hasPlan || hasScenarios || (hasResults && !hasCalc) {
		doc.IsPlan = true
		readPlan(top, &doc, &r)
		return doc, r.problems()
	}
	if s, ok := readScenario("", top, &r); ok {
		doc.Scenarios = []DocScenario{s}
	}
	return doc, r.problems()
}

func readPlan(top map[string]json.RawMessage, doc *Document, ps *reader) {
	list := "scenarios"
	if _, ok := top["scenarios"]; !ok {
		if _, ok := top["results"]; ok {
			list = "results" // eval's answer to a plan
		}
	}
	isKnown := func(k string) bool { return k == list || slices.Contains(planKeys, k) }
	keys, rest := scenario.SortedKeys(top, isKnown, scenario.MaxReported)
	ps.more[Unknown] += rest
	for _, k := range keys {
		switch {
		case k == "plan":
			if err := json.Unmarshal(top[k], &doc.Plan); err != nil {
				// eval refuses it; an import keeps the scenarios, unnamed
				ps.add(Unknown, "plan", msgPlanName.With())
			}
		case k == "inventory":
			doc.Inventory = top[k]
		case k == "notes":
			readNotes("notes", top[k], &doc.Notes, ps)
		case k == "version":
			checkVersion("version", top[k], ps)
		case k == list:
		default:
			ps.unknown(Unknown, k, k, planKeys)
		}
	}
	var items []json.RawMessage
	if raw, ok := top[list]; !ok {
		ps.add(Fatal, "scenarios", msgNoScenarios.With())
	} else if n := scenario.Count(raw, math.MaxInt-1); n < 0 {
		ps.add(Fatal, list, msgScenarioList.With())
	} else if n > MaxScenarios {
		// counted, not read: 8 million scenarios took 14 s and 850 MB
		// to read before they were counted
		ps.add(Fatal, list, msgTooMany.With(msg.Int(n), msg.Int(MaxScenarios)))
		return
	} else {
		_, _ = scenario.Elements(raw, func(_ int, v []byte) bool {
			items = append(items, v)
			return true
		})
	}
	for i, item := range items {
		path := list + "[" + strconv.Itoa(i) + "]"
		obj, dups, err := scenario.Object(item)
		if err != nil || obj == nil {
			ps.add(Fatal, path, msgScenarioObj.With())
			continue
		}
		for _, d := range dups {
			ps.add(Fatal, scenario.Join(path, d), scenario.MsgDuplicateKey.With(msg.Code(scenario.ShortName(d))))
		}
		if s, ok := readScenario(path, obj, ps); ok {
			doc.Scenarios = append(doc.Scenarios, s)
		}
	}
}

func readScenario(path string, top map[string]json.RawMessage, ps *reader) (DocScenario, bool) {
	s := DocScenario{Path: path}
	isKnown := func(k string) bool { return slices.Contains(scenarioKeys, k) || slices.Contains(resultKeys, k) }
	keys, rest := scenario.SortedKeys(top, isKnown, scenario.MaxReported)
	ps.more[Unknown] += rest
	for _, k := range keys {
		switch {
		case k == "version":
			if checkVersion(scenario.Join(path, k), top[k], ps) {
				s.Version = scenario.Version
			}
		case k == "notes":
			readNotes(scenario.Join(path, k), top[k], &s.Notes, ps)
		case k == "title":
			readTitle(scenario.Join(path, k), top[k], &s.Title, ps)
		case slices.Contains(scenarioKeys, k):
		case slices.Contains(resultKeys, k):
			ps.add(Ignored, scenario.Join(path, k), msgResultKey.With())
		default:
			ps.unknown(Unknown, scenario.Join(path, k), k, scenarioKeys)
		}
	}
	raw, ok := top["calculator"]
	if !ok {
		ps.add(Fatal, scenario.Join(path, "calculator"), msgNoCalculator.With(msg.Codes(Names())))
		return s, false
	}
	var id string
	if err := json.Unmarshal(raw, &id); err != nil {
		ps.add(Fatal, scenario.Join(path, "calculator"), msgCalcString.With(msg.Codes(Names())))
		return s, false
	}
	if strings.TrimSpace(id) == "" {
		ps.add(Fatal, scenario.Join(path, "calculator"), msgNoCalculator.With(msg.Codes(Names())))
		return s, false
	}
	c, ok := Lookup(id)
	if !ok {
		ps.add(Fatal, scenario.Join(path, "calculator"), scenario.Unknown(scenario.Calculator, id, IDs()))
		return s, false
	}
	s.Calculator = c
	if in := bytes.TrimSpace(top["inputs"]); len(in) > 0 && string(in) != "null" {
		// The document is valid JSON, so a value that opens with { is an
		// object (its members are read, duplicates included, by Resolve).
		if in[0] != '{' {
			ps.add(Fatal, scenario.Join(path, "inputs"), msgInputsObject.With())
			return s, false
		}
		s.Inputs = in
	}
	return s, true
}

func readNotes(path string, raw json.RawMessage, out *[]string, ps *reader) {
	if err := json.Unmarshal(raw, out); err != nil {
		*out = nil
		ps.add(Unknown, path, msgNotes.With())
	}
}

// MaxTitle is the longest scenario title, in characters (the plan
// editor's bound on a name).
const MaxTitle = 200

// readTitle reads a scenario's title: one line of text of at most
// MaxTitle characters, else it is left out with a problem.
func readTitle(path string, raw json.RawMessage, out *string, ps *reader) {
	var t string
	if err := json.Unmarshal(raw, &t); err != nil || strings.ContainsAny(t, "\r\n") || utf8.RuneCountInString(t) > MaxTitle {
		ps.add(Unknown, path, msgTitle.With(msg.Int(MaxTitle)))
		return
	}
	*out = t
}

// checkVersion reports whether raw is the only version, 1.
func checkVersion(path string, raw json.RawMessage, ps *reader) bool {
	var v float64
	err := json.Unmarshal(raw, &v)
	if err == nil {
		// 1.0000000000000001 reads as 1, but is not what was meant
		if _, bad := scenario.IntegerProblem(string(raw), v); bad {
			v = 0
		}
	}
	if err != nil || v != scenario.Version {
		ps.add(Fatal, path, msgVersion.With(msg.Int(scenario.Version)))
		return false
	}
	return true
}
