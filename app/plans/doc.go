// Package plans keeps a consultant's plans: named collections of calculator
// scenarios for one customer (the plan document of docs/contract.md §2),
// stored in the browser's localStorage, imported and exported as the same JSON
// documents `sizewise eval` reads, and exported as CSV and Markdown for a
// design document.
//
// The package is pure Go (no go-app, no syscall/js): storage is reached
// through the Store interface, which the UI implements over localStorage and
// tests implement with MemStore. Identifiers and time come from functions
// given in Options, so every test is deterministic.
//
// # Storage schema
//
// Keys (everything else in the store is left alone):
//
//	sizewise.plan.<id>         one plan, as an envelope {"schema": N, "plan": {...}}
//	sizewise.trash             the last deleted plan, same envelope plus "deleted"
//	sizewise.quarantine.<key>  a value that could not be read, moved aside untouched
//
// The schema 1 payload is the JSON form of Plan:
//
//	{"id": "p1", "name": "ACME DR", "customer": "ACME",
//	 "created": "2026-01-02T03:04:05Z", "updated": "2026-01-02T03:04:05Z",
//	 "scenarios": [{"id": "e1", "title": "VDI", "note": "...", "from": "",
//	                "scenario": {"calculator": "vdi-density", "inputs": {...}}}]}
//
// Times are RFC 3339. "from" names the entry a scenario was chained from
// (VDI → stretched-cluster bandwidth), so a plan keeps the chain; it is an
// entry id, not an index, so reordering keeps it. "scenario" is exactly a
// scenario document (docs/contract.md §2), kept as the user typed it (inputs that fail
// validation are kept and flagged, never dropped).
//
// Schema 0 is the bare plan document (docs/contract.md §2) a user may have saved by hand
// under a plan key, with no envelope: {"plan": "name", "scenarios": [doc, ...]}.
//
// Schema 2 adds the plan's comparisons, entries of one calculator the report
// shows side by side, the first the baseline:
//
//	"comparisons": [{"id": "c1", "entries": ["e1", "e2"]}]
//
// Schema 3 adds what an inventory import (docs/contract.md §5) says of the
// whole plan: its inventory summary as the import wrote it, and its notes:
//
//	"inventory": {"source": {...}, "vms": 19, ..., "clusters": [...]},
//	"notes": ["..."]
//
// Schema 4 adds an entry's optional "results": results computed elsewhere
// that the entry keeps as the page showed them, at most 64 KiB — a
// cache-sim trace replay, whose file stays on the user's disk, so the
// report and the exports explain the trace's answer (calc.Inputs.Explain)
// rather than the synthetic workload's:
//
//	{"id": "e2", "scenario": {"calculator": "cache-sim", "inputs": {...}},
//	 "results": {"read_hit_ratio": 0.4452, ..., "trace": {"file": "a.vscsi", ...}}}
//
// A plan is written in the oldest schema that holds it: schema 1 when it has
// no comparisons (so its stored value and backup are byte for byte what
// earlier builds wrote, and they still read it), schema 2 when it has some
// (an earlier build then sets it aside as written by a newer Sizewise instead
// of misreading it). The library keeps comparisons consistent with the
// entries: removing an entry removes it from its comparisons, and a
// comparison left with one entry goes.
//
// # Migrations
//
// A stored value of schema N < Schema is upgraded by running migrations[N],
// migrations[N+1], ... in order; migrations[N] turns a schema N payload into a
// schema N+1 payload (for schema 0 the payload is the whole stored value, as
// it has no envelope). After a successful upgrade the value is written back
// in the current schema. The rules for whoever changes the stored shape:
//
//   - Any change to the stored JSON shape bumps Schema and appends one
//     Migration; existing migrations are never edited (old values in the wild
//     still depend on them).
//   - A migration is a pure function of its input: no clock, no ids, no
//     registry look-ups. Values it cannot know (ids, times) are left out and
//     filled when the plan is loaded.
//   - A migration that cannot make sense of its input returns an error; the
//     value is then set aside, not guessed at.
//
// # Corrupt and foreign values
//
// Library.Load never fails and never panics. A value that is not JSON, has a
// schema newer than this build knows, does not have the shape above, gives a
// key twice (anywhere but among a scenario's inputs, which are kept and
// flagged like any invalid input), or holds a scenario with a missing or
// unknown calculator is reported as a Problem (a coded message and its
// problems at their JSON paths, worded in either language) and
// moved to "sizewise.quarantine.<key>" byte for byte (a suffix "~2", "~3"...
// is added when that key is taken), so nothing a user saved is lost and the
// other plans load normally. Library.Restore retries a quarantined value
// (for example after an update that added the calculator it names).
//
// # The browser Store
//
// Values are stored as raw strings. go-app's ctx.LocalStorage().Set
// JSON-encodes what it is given (a string would be stored quoted, and Get
// cannot read back a value a user saved by hand), so the UI's Store should
// call window.localStorage's getItem, setItem (which throws when the quota is
// exceeded: return that as an error), removeItem, length and key(i) directly.
// Two tabs writing the same plan are not reconciled: the last write wins.
//
// # Documents
//
// ExportPlanJSON writes exactly the plan document (docs/contract.md §2); calc.EvalDocument
// and `sizewise eval` read it. The plan's customer, titles, notes and chain
// do not fit in that document (eval rejects unknown fields), so
// ExportBackupJSON writes the full stored envelope for moving a plan between
// browsers; ImportJSON reads all three forms: a plan document, a single
// scenario document, and a backup envelope.
package plans
