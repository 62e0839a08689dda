package trace

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
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

// bufSize is the read buffer; memory per reader is this plus a record. A
// CSV line (the header included) must fit in it.
const bufSize = 64 << 10

// MaxSize is the largest request length a reader returns, in bytes: 2^32 − 1,
// the largest a vSCSI or oracle-general record can hold (CSV is held to it
// too).
const MaxSize = 1<<32 - 1

// Reader streams Requests from an io.Reader.
type Reader struct {
	br      *bufio.Reader
	format  Format
	version int // vscsi version (1 or 2)
	recSize int
	records int64 // records returned so far
	offset  int64 // bytes consumed
	buf     [40]byte
	csv     csvState
	err     error // sticky error (io.EOF at the end)
	maxSize int64 // requests longer than this are an error (0: MaxSize)
	what    msg.Message
}

// LimitSize makes a request longer than n bytes (n ≥ 1) an *Error naming its
// record; what says whose limit it is, worded to follow "the 32 MiB … may
// span" in English and "допустимых для …" in Russian ("a vSAN-mode
// request", "запроса в режиме vSAN"). Without it the limit is MaxSize.
func (r *Reader) LimitSize(n int64, what msg.Message) {
	r.maxSize, r.what = n, what
}

// checkSize is the error for a request of size bytes at record rec, or nil.
func (r *Reader) checkSize(size int64, rec, at, line int64) error {
	if r.maxSize <= 0 || size <= r.maxSize {
		return nil
	}
	return &Error{Record: rec, Offset: at, Line: line, Field: FieldLength,
		Msg: errLengthOver.With(digits(size), sizeArg(r.maxSize), digits(r.maxSize), msg.Sub(r.what))}
}

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

// NewReader returns a Reader of format f over r (Auto detects it from the
// first bytes). It fails with an *Error when the input is empty or is not in
// the format.
func NewReader(r io.Reader, f Format) (*Reader, error) {
	br := bufio.NewReaderSize(r, bufSize)
	head, err := br.Peek(headLen)
	if err != nil && len(head) == 0 && !errors.Is(err, io.EOF) {
		return nil, &Error{Record: 1, Offset: 0, Msg: errCannotRead.With(msg.Str(err.Error())), Err: err}
	}
	// A read error after some bytes recurs (and is reported at its record)
	// when Next reads on.
	if len(head) == 0 {
		return nil, &Error{Record: 1, Offset: 0, Msg: errEmpty.With()}
	}
	if f == Auto {
		f, err = Detect(head)
		if err != nil {
			return nil, err
		}
	}
	rd := &Reader{br: br, format: f}
	switch f {
	case VSCSI:
		v := vscsiVersion(head)
		if v == 0 {
			if err := compressedError(head); err != nil {
				return nil, err
			}
			return nil, &Error{Record: 1, Offset: 0, Field: FieldVersion, Msg: errNotVSCSI.With(describeVersions(head))}
		}
		rd.version = v
		rd.recSize = 32
		if v == 2 {
			rd.recSize = 40
		}
	case OracleGeneral:
		rd.recSize = 24
		if len(head) >= 24 && !plausibleNext(int64(binary.LittleEndian.Uint64(head[16:]))) {
			if err := compressedError(head); err != nil {
				return nil, err
			}
		}
	case CSV:
		if err := rd.readHeader(); err != nil {
			if cerr := compressedError(head); cerr != nil {
				return nil, cerr
			}
			return nil, err
		}
	default:
		panic("trace: unknown format " + string(f))
	}
	return rd, nil
}

// HeadMeanSize is the mean length of the first requests, decoded from the
// bytes already buffered (up to 64 KiB of binary records) without
// consuming them, or 0 for CSV, after the first request, or with no whole
// record buffered: a sampled replay's guess at the objects' size.
func (r *Reader) HeadMeanSize() int64 {
	if r.format == CSV || r.records > 0 || r.recSize == 0 {
		return 0
	}
	b, _ := r.br.Peek(min(r.br.Buffered(), headLen))
	n := len(b) / r.recSize
	if n == 0 {
		return 0
	}
	at := 12 // oracle-general: u32 size at byte 12
	switch {
	case r.format == VSCSI && r.version == 1:
		at = 4
	case r.format == VSCSI:
		at = 8
	}
	var sum int64
	for i := range n {
		sum += int64(binary.LittleEndian.Uint32(b[i*r.recSize+at:]))
	}
	return sum / int64(n)
}

// Format is the format being read.
func (r *Reader) Format() Format { return r.format }

// Version is the vSCSI version (1 or 2), or 0 for other formats.
func (r *Reader) Version() int { return r.version }

// Records is the number of requests returned so far.
func (r *Reader) Records() int64 { return r.records }

// Offset is the number of bytes consumed so far (for progress).
func (r *Reader) Offset() int64 { return r.offset }

// Next returns the next request, io.EOF after the last one, or an *Error.
// After an error every call returns it again.
func (r *Reader) Next() (Request, error) {
	if r.err != nil {
		return Request{}, r.err
	}
	var req Request
	var err error
	if r.format == CSV {
		req, err = r.nextCSV()
	} else {
		req, err = r.nextBinary()
	}
	if err != nil {
		r.err = err
		return Request{}, err
	}
	r.records++
	return req, nil
}

func (r *Reader) nextBinary() (Request, error) {
	b := r.buf[:r.recSize]
	n, err := io.ReadFull(r.br, b)
	rec := r.records + 1
	at := r.offset
	r.offset += int64(n)
	switch {
	case err == io.EOF:
		return Request{}, io.EOF
	case err == io.ErrUnexpectedEOF:
		return Request{}, &Error{Record: rec, Offset: at, Msg: errTruncated.With(digits(n), digits(r.recSize))}
	case err != nil:
		return Request{}, &Error{Record: rec, Offset: at, Msg: errReadError.With(msg.Str(err.Error())), Err: err}
	}
	return r.decode(b, rec, at)
}

// decode is one binary record b (recSize bytes), record number rec at byte
// offset at.
func (r *Reader) decode(b []byte, rec, at int64) (Request, error) {
	le := binary.LittleEndian
	var req Request
	switch r.format {
	case OracleGeneral:
		req = Request{Time: uint64(le.Uint32(b[0:])), Op: Read, Cmd: 0x28,
			LBN: le.Uint64(b[4:]), Size: int64(le.Uint32(b[12:]))}
		if next := int64(le.Uint64(b[16:])); !plausibleNext(next) {
			return Request{}, &Error{Record: rec, Offset: at, Field: FieldNext, Msg: errNext.With(msg.Code(strconv.FormatInt(next, 10)))}
		}
	case VSCSI:
		var ver uint16
		if r.version == 1 {
			ver = le.Uint16(b[14:])
			req = Request{Size: int64(le.Uint32(b[4:])), Cmd: le.Uint16(b[12:]),
				LBN: le.Uint64(b[16:]), Time: le.Uint64(b[24:])}
		} else {
			ver = le.Uint16(b[2:])
			req = Request{Cmd: le.Uint16(b[0:]), Size: int64(le.Uint32(b[8:])),
				LBN: le.Uint64(b[16:]), Time: le.Uint64(b[24:])}
		}
		if int(ver>>8) != r.version {
			return Request{}, &Error{Record: rec, Offset: at, Field: FieldVersion,
				Msg: errVersion.With(hex16(ver), digits(r.version))}
		}
		if req.LBN > MaxLBN {
			return Request{}, &Error{Record: rec, Offset: at, Field: FieldLBN, Msg: errLBN.With(digits(req.LBN))}
		}
		req.Op = OpOf(req.Cmd)
	default:
		panic("trace: unreachable")
	}
	if err := r.checkSize(req.Size, rec, at, 0); err != nil {
		return Request{}, err
	}
	return req, nil
}

// ReadBatch reads up to len(dst) requests into dst and returns how many. At
// the end of the trace it returns the requests left and io.EOF (n may be 0);
// on a bad record, the requests before it and the *Error. After an error
// every call returns it again. Binary records are decoded in bulk straight
// from the read buffer: same requests and errors as Next, faster.
func (r *Reader) ReadBatch(dst []Request) (int, error) {
	if r.err != nil {
		return 0, r.err
	}
	if r.format == CSV {
		for i := range dst {
			req, err := r.Next()
			if err != nil {
				return i, err
			}
			dst[i] = req
		}
		return len(dst), nil
	}
	n := 0
	for n < len(dst) {
		avail := r.br.Buffered() / r.recSize
		if avail == 0 {
			// Refill: Peek reads at least one record (or finds the end);
			// Next reports the end, a truncated record or a read error.
			if _, err := r.br.Peek(r.recSize); err != nil {
				req, err := r.Next()
				if err != nil {
					return n, err
				}
				dst[n] = req
				n++
				continue
			}
			avail = r.br.Buffered() / r.recSize
		}
		k := min(avail, len(dst)-n)
		buf, _ := r.br.Peek(k * r.recSize)
		for i := range k {
			rec := r.records + 1
			req, err := r.decode(buf[i*r.recSize:(i+1)*r.recSize], rec, r.offset)
			if err != nil { // consumed, as Next consumes a bad record
				r.br.Discard((i + 1) * r.recSize)
				r.offset += int64(r.recSize)
				r.err = err
				return n, err
			}
			dst[n] = req
			n++
			r.records++
			r.offset += int64(r.recSize)
		}
		r.br.Discard(k * r.recSize)
	}
	return n, nil
}

// headLen is how many bytes detection looks at: two version-2 vSCSI records
// and the first line of a CSV, up to the whole read buffer (a CSV header of
// up to 64 KiB is recognised; a longer first line is not a trace header).
const headLen = bufSize

// Detect names the format of a trace from its first bytes (ideally at least
// 80, more for CSV): a CSV header naming time, op, size and lbn; else a vSCSI
// version in the first two records; else oracle-general records with a
// plausible next-access field.
func Detect(head []byte) (Format, error) {
	if len(head) == 0 {
		return "", &Error{Record: 1, Offset: 0, Msg: errEmpty.With()}
	}
	if looksCSV(head) {
		return CSV, nil
	}
	if vscsiVersion(head) != 0 {
		return VSCSI, nil
	}
	if looksOracle(head) {
		return OracleGeneral, nil
	}
	if err := compressedError(head); err != nil {
		return "", err
	}
	return "", &Error{Record: 1, Offset: 0, Field: FieldFormat, Msg: errUnrecognised.With(describeVersions(head))}
}

// compressions are the magic numbers of the compressed files a trace may
// come as (libCacheSim distributes its traces zstd-compressed).
var compressions = []struct {
	name  string
	magic string
}{
	{"zstd", "\x28\xb5\x2f\xfd"},
	{"gzip", "\x1f\x8b"},
	{"xz", "\xfd7zXZ\x00"},
	{"bzip2", "BZh"},
}

// compressedError is the error for a compressed file, or nil: Sizewise
// reads uncompressed traces only (no decoder for zstd is in Go's standard
// library or the dependencies the project allows).
func compressedError(head []byte) error {
	for _, c := range compressions {
		if strings.HasPrefix(string(head), c.magic) {
			return &Error{Record: 1, Offset: 0, Field: FieldFormat, Msg: errCompressed.With(msg.Code(c.name))}
		}
	}
	return nil
}

// vscsiVersion returns 2 when the complete version-2 records among the first
// two (at least one) all say version 2, else 1 likewise for version 1, else 0.
func vscsiVersion(head []byte) int {
	check := func(size, at, want int) bool {
		n := min(len(head)/size, 2)
		if n == 0 {
			return false
		}
		for i := range n {
			if int(head[i*size+at+1]) != want { // high byte of the u16 version
				return false
			}
		}
		return true
	}
	switch {
	case check(40, 2, 2):
		return 2
	case check(32, 14, 1):
		return 1
	}
	return 0
}

// describeVersions says what the vSCSI version fields of head hold.
func describeVersions(head []byte) msg.Arg {
	le := binary.LittleEndian
	var parts []msg.Arg
	if len(head) >= 40 {
		parts = append(parts, msg.Sub(version2Field.With(hex16(le.Uint16(head[2:])))))
	}
	if len(head) >= 32 {
		parts = append(parts, msg.Sub(version1Field.With(hex16(le.Uint16(head[14:])))))
	} else {
		parts = append(parts, msg.Sub(tooShort.With(msg.Int(len(head)))))
	}
	return msg.List(parts...)
}

// MaxNextAccess bounds an oracle-general record's next-access field: a
// request number below 2^48 (a trace of 281 trillion requests), as
// detection assumes too.
const MaxNextAccess = 1 << 48

// plausibleNext reports whether next is an oracle-general next-access
// value: -1 or MaxInt64 (no next access, as libCacheSim writes and reads
// them) or a request number from 1 to MaxNextAccess − 1. Request numbers
// are not checked against the record's own (a trace joined from two with
// cat restarts them), but 0, other negative values and larger numbers are
// never written: a stream of zeros (/dev/zero) or of random bytes
// (/dev/urandom) stops at its first record instead of being replayed
// forever.
func plausibleNext(next int64) bool {
	return next == -1 || next == math.MaxInt64 || (next >= 1 && next < MaxNextAccess)
}

// looksOracle checks up to the first 16 complete 24-byte records: each
// next-access value is -1, MaxInt64 or a later request number below 2^48, and
// timestamps do not decrease.
func looksOracle(head []byte) bool {
	le := binary.LittleEndian
	n := min(len(head)/24, 16)
	if n == 0 {
		return false
	}
	var prev uint32
	for i := range n {
		rec := head[i*24:]
		ts := le.Uint32(rec)
		next := int64(le.Uint64(rec[16:]))
		if i > 0 && ts < prev {
			return false
		}
		prev = ts
		if !plausibleNext(next) || (next != -1 && next != math.MaxInt64 && next <= int64(i)) {
			return false
		}
	}
	return true
}

// AppendVSCSI appends r as a vSCSI record of version 1 or 2 (serial,
// scatter-gather count and response time 0). It panics on another version.
func AppendVSCSI(dst []byte, version int, r Request) []byte {
	le := binary.LittleEndian
	var b [40]byte
	switch version {
	case 1:
		le.PutUint32(b[4:], uint32(r.Size))
		le.PutUint16(b[12:], r.Cmd)
		le.PutUint16(b[14:], 0x0100)
		le.PutUint64(b[16:], r.LBN)
		le.PutUint64(b[24:], r.Time)
		return append(dst, b[:32]...)
	case 2:
		le.PutUint16(b[0:], r.Cmd)
		le.PutUint16(b[2:], 0x0200)
		le.PutUint32(b[8:], uint32(r.Size))
		le.PutUint64(b[16:], r.LBN)
		le.PutUint64(b[24:], r.Time)
		return append(dst, b[:40]...)
	}
	panic(fmt.Sprintf("trace: vSCSI version %d is not 1 or 2", version))
}

// AppendOracleGeneral appends r as an oracle-general record (object id =
// r.LBN, next access -1).
func AppendOracleGeneral(dst []byte, r Request) []byte {
	le := binary.LittleEndian
	var b [24]byte
	le.PutUint32(b[0:], uint32(r.Time))
	le.PutUint64(b[4:], r.LBN)
	le.PutUint32(b[12:], uint32(r.Size))
	le.PutUint64(b[16:], math.MaxUint64) // -1
	return append(dst, b[:]...)
}
