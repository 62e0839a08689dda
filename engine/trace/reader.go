package trace

import (
	"bufio"
	"encoding/binary"
	"errors"
	"io"
	"strconv"

	"github.com/sizewise/sizewise/engine/msg"
)

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
