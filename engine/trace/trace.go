package trace

import (
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/msg"
)

// Op is what a request does.
type Op uint8

// Request operations.
const (
	Other Op = iota // any SCSI command that is neither a read nor a write
	Read
	Write
)

// String names the operation.
func (o Op) String() string {
	switch o {
	case Read:
		return "read"
	case Write:
		return "write"
	}
	return "other"
}

// OpOf classifies a SCSI command: READ(6/10/12/16) 0x08, 0x28, 0xA8, 0x88;
// WRITE(6/10/12/16) 0x0A, 0x2A, 0xAA, 0x8A.
func OpOf(cmd uint16) Op {
	switch cmd {
	case 0x08, 0x28, 0xA8, 0x88:
		return Read
	case 0x0A, 0x2A, 0xAA, 0x8A:
		return Write
	}
	return Other
}

// Request is one trace record.
type Request struct {
	// Time is the timestamp as recorded: µs for vscsi, the trace's clock
	// (usually seconds) for oracle-general, the time column for csv.
	Time uint64
	// Op is Read, Write or Other (from Cmd; always Read for oracle-general).
	Op Op
	// Cmd is the SCSI command (0x28 for oracle-general).
	Cmd uint16
	// LBN is the first 512-byte sector (vscsi, csv) or the object id
	// (oracle-general).
	LBN uint64
	// Size is the length in bytes.
	Size int64
}

// Sector is the size of a logical block (LBN unit), in bytes.
const Sector = 512

// MaxLBN is the largest LBN a block trace may carry: 2^53 sectors (4 EiB),
// so that LBN × 512 plus any request length fits in an int64 byte offset.
const MaxLBN = 1<<53 - 1

// Offset is the byte offset of a block request: LBN × 512.
func (r Request) Offset() int64 { return int64(r.LBN) * Sector }

// Format is a trace format.
type Format string

// The formats (docs/contract.md §4 --format).
const (
	Auto          Format = "auto"
	VSCSI         Format = "vscsi"
	OracleGeneral Format = "oracle-general"
	CSV           Format = "csv"
)

// Formats lists the concrete formats.
var Formats = []Format{VSCSI, OracleGeneral, CSV}

// ParseFormat reads a format name ("auto", "vscsi", "oracle-general" or
// "csv"; "oraclegeneral" is accepted too), case-insensitively.
func ParseFormat(s string) (Format, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "auto", "":
		return Auto, nil
	case "vscsi":
		return VSCSI, nil
	case "oracle-general", "oraclegeneral", "oracle_general":
		return OracleGeneral, nil
	case "csv":
		return CSV, nil
	}
	return "", &Error{Field: FieldFormat, Msg: errUnknownFormat.With(msg.Code(strconv.Quote(s)))}
}

// Addressed reports whether the format's requests carry block addresses
// (LBN in sectors), which the vSAN line model needs; oracle-general carries
// object ids.
func (f Format) Addressed() bool { return f == VSCSI || f == CSV }
