// Package scenario defines the documents of the Sizewise contract
// (docs/contract.md sections 2 and 3) and the one decoding pipeline every
// calculator uses:
//
//   - Document is a scenario: {"calculator": id, "version": 1, "inputs": {...}};
//     a Plan gathers several.
//   - Result is what a calculator answers: the inputs with defaults filled, the
//     results in the units their names say, the worked Steps, Warnings and Sources.
//   - Errors is a list of FieldError, each keyed by the JSON path of the
//     offending value ("inputs.write_iops", "inputs.vms[2].shares") with a
//     message safe to show a user.
//
// DecodeObject decodes JSON strictly into a struct that already holds the
// defaults: every unknown field is reported with a "did you mean" suggestion
// (Levenshtein distance), every value of the wrong type is reported at its path,
// and a field that fails keeps its default so one bad value never hides the
// others. Validate checks the struct's `validate` tags (the notation of
// go-playground/validator, read and checked here: see Rules) and reports
// each broken rule in the same FieldError form.
//
// The package does no I/O: callers hand it bytes.
package scenario
