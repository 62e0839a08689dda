package trace

import (
	"strconv"

	"github.com/sizewise/sizewise/engine/msg"
)

// Error is a problem with the trace at one record: where (Record, and Line
// or Offset), which field of the record (Field, when one is at fault) and
// what is wrong (Msg: a registered key with typed arguments, so that a
// reader sees it in its own language). Error() is the English line, for
// example "record 1001 (byte 32000): truncated: 7 of 32 bytes (the file
// ends inside a record)".
type Error struct {
	// Record is the 1-based number of the record at fault (0 for a problem
	// that is not about a record: an unknown format name).
	Record int64
	// Line is the 1-based line (csv only, else 0).
	Line int64
	// Offset is the byte offset of the record (binary formats; -1 for csv).
	Offset int64
	// Field names the field at fault: FieldLength, FieldVersion, FieldLBN,
	// FieldTime, FieldOp, FieldSize, FieldColumns, FieldHeader, FieldFormat,
	// FieldNext, or "" (the record as a whole, or the file).
	Field string
	// Msg says what is wrong; Msg.Code() is the error's code.
	Msg msg.Message
	// Err is an underlying read error, if any.
	Err error
}

// The fields an Error may name.
const (
	FieldLength  = "length"  // a request's length in bytes (vscsi, oracle-general size, csv size)
	FieldVersion = "version" // the vSCSI version field
	FieldLBN     = "lbn"     // the first sector (vscsi, csv)
	FieldTime    = "time"    // csv time
	FieldOp      = "op"      // csv op (the SCSI command)
	FieldSize    = "size"    // csv size
	FieldColumns = "columns" // a csv line's column count
	FieldHeader  = "header"  // the csv header line
	FieldFormat  = "format"  // the format name (ParseFormat) or the file's format (Detect)
	FieldNext    = "next"    // the oracle-general next-access field
)

// Code is the message key's id ("trace.truncated"): what went wrong, for a
// program.
func (e *Error) Code() string { return e.Msg.Code() }

// Message is the whole message: where (the record, and its line or byte
// offset) and what is wrong.
func (e *Error) Message() msg.Message {
	switch {
	case e.Record <= 0:
		return e.Msg
	case e.Line > 0:
		return atLine.With(digits(e.Line), digits(e.Record), msg.Sub(e.Msg))
	}
	return atRecord.With(digits(e.Record), digits(max(e.Offset, 0)), msg.Sub(e.Msg))
}

// In is the message in lang.
func (e *Error) In(lang msg.Lang) string { return e.Message().In(lang, nil) }

func (e *Error) Error() string { return e.In(msg.EN) }

var _ msg.Error = (*Error)(nil)

func (e *Error) Unwrap() error { return e.Err }

// digits writes n in plain digits, in every language: record numbers, byte
// offsets and lengths are positions and exact counts a reader may look up
// in the file, not amounts to read at a glance.
func digits[T ~int | ~int64 | ~uint64](n T) msg.Arg {
	if n < 0 {
		return msg.Code(strconv.FormatInt(int64(n), 10))
	}
	return msg.Code(strconv.FormatUint(uint64(n), 10))
}

// quoted is a field's text as read, in Go quotes, clipped.
func quoted(b []byte) msg.Arg { return msg.Code(strconv.Quote(clip(b))) }

// hex16 is a 16-bit field in hexadecimal: 0x0100.
func hex16(v uint16) msg.Arg {
	s := strconv.FormatUint(uint64(v), 16)
	for len(s) < 4 {
		s = "0" + s
	}
	return msg.Code("0x" + s)
}

// The messages of the package. Russian texts follow the English ones
// argument for argument; "байт" after a plain-digit count is the unit's
// genitive plural ("из 32 байт"), so the phrases avoid agreement with
// numbers written as digits.
var (
	atRecord = msg.NewKey("trace.at-record", "record {0} (byte {1}): {2}")
	atLine   = msg.NewKey("trace.at-line", "line {0} (record {1}): {2}")

	errEmpty      = msg.NewKey("trace.empty", "the trace is empty")
	errCannotRead = msg.NewKey("trace.cannot-read", "cannot read the trace: {0}")
	errReadError  = msg.NewKey("trace.read-error", "read error: {0}")
	errTruncated  = msg.NewKey("trace.truncated", "truncated: {0} of {1} bytes (the file ends inside a record)")
	errVersion    = msg.NewKey("trace.version-mismatch",
		"version field {0} is not vSCSI version {1} like the first records (corrupt or not a vscsi trace)")
	errLBN  = msg.NewKey("trace.lbn-beyond", "LBN {0} is beyond 2^53 sectors (corrupt or not a vscsi trace)")
	errNext = msg.NewKey("trace.next-access",
		"next access {0} is neither -1 (none) nor a request number from 1 to 2^48 (corrupt or not an oracle-general trace)")
	errCompressed = msg.NewKey("trace.compressed",
		"the file is {0}-compressed: decompress it first (zstd -d FILE.zst, or zstdcat FILE.zst | sizewise cachesim --trace /dev/stdin); Sizewise reads uncompressed traces")
	errNotVSCSI     = msg.NewKey("trace.not-vscsi", "not a vSCSI trace: {0}")
	errUnrecognised = msg.NewKey("trace.unrecognised",
		"unrecognised trace format: not CSV (no time,op,size,lbn header), not vSCSI ({0}), not oracle-general; name the format explicitly")
	version2Field = msg.NewKey("trace.version2-field", "version-2 field {0}")
	version1Field = msg.NewKey("trace.version1-field", "version-1 field {0}")
	tooShort      = msg.NewKey("trace.too-short", "only {0} bytes, less than one 32-byte record")
	errLengthOver = msg.NewKey("trace.length-over",
		"length {0} bytes is more than the {1} ({2} bytes) {3} may span (corrupt trace?)")
	errUnknownFormat = msg.NewKey("trace.unknown-format", "unknown trace format {0}; one of: auto, vscsi, oracle-general, csv")

	errCSVNoColumn   = msg.NewKey("trace.csv-no-column", "the CSV header has no {0} column (expected a header time,op,size,lbn)")
	errCSVTwice      = msg.NewKey("trace.csv-column-twice", "the CSV header names the {0} column twice (columns {1} and {2}): keep one")
	errCSVLongLine   = msg.NewKey("trace.csv-long-line", "line is longer than {0} bytes (64 KiB; not a CSV trace?)")
	errCSVLongHeader = msg.NewKey("trace.csv-long-header", "the CSV header line is longer than {0} bytes (64 KiB; not a CSV trace?)")
	errCSVColumns    = msg.NewKey("trace.csv-columns", "{0} columns, the header needs {1}")
	errCSVTime       = msg.NewKey("trace.csv-time", "time {0} is not a number of 0 or more")
	errCSVOp         = msg.NewKey("trace.csv-op", "op {0} is not a SCSI command in hex (such as 28 for READ(10), 2a for WRITE(10))")
	errCSVSize       = msg.NewKey("trace.csv-size", "size {0} is not a whole number of bytes (0 to 2^32 − 1)")
	errCSVLBN        = msg.NewKey("trace.csv-lbn", "lbn {0} is not a sector number (0 to 2^53)")
)
