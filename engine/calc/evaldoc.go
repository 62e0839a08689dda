package calc

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// EvalDocument evaluates a scenario document or a plan document strictly
// (docs/contract.md §2): every problem, unknown names included, is an error. It
// returns a scenario.Result or a scenario.PlanResult in lang, or every
// problem found, keyed by JSON path ("inputs.write_iops",
// "scenarios[1].calculator").
func EvalDocument(data []byte, lang msg.Lang) (any, scenario.Errors) {
	doc, ps := ParseDocument(data)
	errs := ps.Errors(Unknown)
	// Resolve every scenario first: the problems of all of them at once,
	// and the work of the whole document known before any is computed.
	ins := make([]Inputs, len(doc.Scenarios))
	work := 0.0
	for i, s := range doc.Scenarios {
		in, e, ok := s.Calculator.Resolve(s.Inputs, Strict)
		errs.Append(e.Prefixed(s.Path))
		if ok {
			ins[i] = in
			work += in.Work()
		}
	}
	if len(errs) == 0 && work > MaxWork {
		errs.Put("", msgTooMuchWork.With(msg.Num(work), msg.Num(MaxWork), msg.Num(WorkPerItem)))
	}
	var results []scenario.Result
	for i, s := range doc.Scenarios {
		if len(errs) > 0 {
			break
		}
		ev, e := ins[i].Evaluate()
		errs.Append(e.Prefixed(s.Path))
		if ev != nil {
			results = append(results, ev.Document(lang))
		}
	}
	if len(errs) > 0 {
		sortByScenario(errs)
		return nil, errs
	}
	if doc.IsPlan {
		if results == nil {
			results = []scenario.Result{}
		}
		return scenario.PlanResult{Plan: doc.Plan, Results: results}, nil
	}
	return &results[0], nil
}

// sortByScenario orders problems by the scenario they are in (the
// document's own first), keeping their order within one; the count of the
// problems left out stays last.
func sortByScenario(errs scenario.Errors) {
	index := func(fe scenario.FieldError) int {
		if fe.IsMore() {
			return math.MaxInt32
		}
		for _, list := range []string{"scenarios[", "results["} {
			if rest, ok := strings.CutPrefix(fe.Field, list); ok {
				if n, err := strconv.Atoi(rest[:max(strings.IndexByte(rest, ']'), 0)]); err == nil {
					return n
				}
			}
		}
		return -1
	}
	sort.SliceStable(errs, func(i, j int) bool { return index(errs[i]) < index(errs[j]) }) // not slices: one sort less in app.wasm
}

// jsonProblem says why data is not a JSON object, with the line, column and
// byte of a syntax error.
func jsonProblem(data []byte, err error) msg.Message {
	t := bytes.TrimSpace(data)
	if len(t) == 0 {
		return msgEmptyDoc.With()
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		if se.Error() == "unexpected end of JSON input" {
			line, col := position(data, int64(len(data)))
			return msgTruncated.With(msg.Int(line), msg.Int(col+1), msg.Int(len(data)))
		}
		line, col := position(data, se.Offset)
		return msgSyntax.With(msg.Int(line), msg.Int(col), msg.Int(se.Offset), msg.Code(se.Error()))
	}
	switch t[0] {
	case '[':
		return msgNotObject.With(msg.Txt(kindList))
	case '"':
		return msgNotObject.With(msg.Txt(kindString))
	case 'n':
		return msgNotObject.With(msg.Txt(kindNull))
	case 't', 'f':
		return msgNotObject.With(msg.Txt(kindBool))
	}
	return msgNotObject.With(msg.Txt(kindNumber))
}

// position is the 1-based line and column of the byte that ends the first
// off bytes of data (encoding/json's SyntaxError.Offset counts the bytes
// read, the offending one included).
func position(data []byte, off int64) (line, col int) {
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line = bytes.Count(before, []byte("\n")) + 1
	col = int(off) - bytes.LastIndexByte(before, '\n') - 1
	return line, col
}
