package cachesim

import (
	"strconv"

	"github.com/sizewise/sizewise/engine/msg"
)

// Error is a replay that cannot be set up (a setting out of range, a trace
// the mode cannot use) or cannot go on (its work budget is spent): Field
// names the setting at fault and Msg says what is wrong, as a registered
// key with typed arguments, so that each reader sees it in its language.
// Errors of the trace itself (a corrupt record) are *trace.Error.
type Error struct {
	// Field is the setting at fault: FieldMode, FieldPolicy, FieldCacheSize,
	// FieldLine, FieldChunk, FieldFill, FieldUnitSize, FieldSample, or
	// FieldTrace (the trace does not suit the replay).
	Field string
	// Record is the trace record the replay had read when it stopped (a
	// spent budget), else 0.
	Record int64
	// Msg says what is wrong; Msg.Code() is the error's code.
	Msg msg.Message
}

// The settings an Error may name (the CLI's flags without their dashes).
const (
	FieldMode      = "mode"
	FieldPolicy    = "policy"
	FieldCacheSize = "cache-size"
	FieldLine      = "line"
	FieldChunk     = "chunk"
	FieldFill      = "fill"
	FieldUnitSize  = "unit-size"
	FieldTrace     = "trace"
	FieldSample    = "sample"
)

// Code is the message key's id ("cache-sim.replay.line-budget").
func (e *Error) Code() string { return e.Msg.Code() }

// Message is what is wrong.
func (e *Error) Message() msg.Message { return e.Msg }

// In is the message in lang.
func (e *Error) In(lang msg.Lang) string { return e.Msg.In(lang, nil) }

func (e *Error) Error() string { return e.In(msg.EN) }

var _ msg.Error = (*Error)(nil)

func problem(field string, k *msg.Key, args ...msg.Arg) *Error {
	return &Error{Field: field, Msg: k.With(args...)}
}

// digits writes n in plain digits: sizes in bytes as given, exact.
func digits(n int64) msg.Arg { return msg.Code(strconv.FormatInt(n, 10)) }

// sizeArg is n bytes with a binary unit when it is a whole number of one.
func sizeArg(n int64) msg.Arg {
	for _, u := range []struct {
		unit  msg.Unit
		bytes int64
	}{{msg.GiB, 1 << 30}, {msg.MiB, 1 << 20}, {msg.KiB, 1 << 10}} {
		if n%u.bytes == 0 {
			return msg.Qty(float64(n/u.bytes), u.unit)
		}
	}
	return msg.Qty(float64(n), msg.Bytes)
}

// The replay's messages (the calculator's are in check.go and explain.go).
var (
	vsanRequest = msg.NewKey("cache-sim.replay.vsan-request", "a vSAN-mode request")

	errNeedsAddresses = msg.NewKey("cache-sim.replay.needs-addresses",
		"vSAN mode needs block addresses, and {0} traces carry object ids: use object mode")
	errUnitSizeVSAN = msg.NewKey("cache-sim.replay.unit-size-vsan",
		"unit size applies to object mode only (vSAN mode counts lines)")
	errLineChunk = msg.NewKey("cache-sim.replay.line-chunk",
		"line {0} and chunk {1} bytes: need 1 ≤ chunk ≤ line")
	errLineBelowMin = msg.NewKey("cache-sim.replay.line-below-min",
		"line {0} bytes is less than the {1} (4 KiB) a replay accepts")
	errChunksPerLineGeo = msg.NewKey("cache-sim.replay.chunks-per-line",
		"line {0} bytes is {1} chunks of {2} bytes, more than {3}: use a chunk of at least line/{3}")
	errUnknownMode   = msg.NewKey("cache-sim.replay.unknown-mode", "unknown mode {0}; one of: object, vsan")
	errNoPolicy      = msg.NewKey("cache-sim.replay.no-policy", "no policy")
	errNoSize        = msg.NewKey("cache-sim.replay.no-size", "no cache size")
	errTooManyModels = msg.NewKey("cache-sim.replay.too-many-models", "{0} {0|policy|policies} at {1} {1|size|sizes} make {2} caches to simulate, more than the {3} one replay simulates: give fewer sizes or policies, or replay twice")
	errNegative      = msg.NewKey("cache-sim.replay.negative-size", "cache size {0} is negative")
	errUnknownFill   = msg.NewKey("cache-sim.replay.unknown-fill", "unknown fill {0}; one of: needed, line")
	errWorkBudget    = msg.NewKey("cache-sim.replay.work-budget",
		"by record {0} the reads have made {1} cache accesses (line accesses of {2} replayed at {3} cache {3|size|sizes}), more than the {4} a replay of this trace may make ({5} per byte of the file, plus {6}): use larger lines, fewer sizes or a sampled replay")
)
