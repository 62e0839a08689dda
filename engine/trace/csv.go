package trace

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strconv"

	"github.com/sizewise/sizewise/engine/msg"
)

// CSVHeader is the header AppendCSV's lines go under.
const CSVHeader = "time,op,size,lbn\n"

// csvState is the column layout of a CSV trace and the current line number.
type csvState struct {
	col  [4]int // index of time, op, size, lbn
	need int    // columns a line must have: max(col) + 1
	line int64
}

var csvNames = [4]string{"time", "op", "size", "lbn"}

// looksCSV reports whether the first line is a header naming the four
// columns (one twice included: then reading it says so).
func looksCSV(head []byte) bool {
	line, _, _ := bytes.Cut(head, []byte("\n"))
	_, err := csvColumns(line)
	return err.IsZero() || err.Key() == errCSVTwice // a CSV trace, said wrongly
}

// csvColumns finds the four columns in a header line, or says what is wrong
// (a zero Message when nothing is).
func csvColumns(line []byte) ([4]int, msg.Message) {
	line = bytes.TrimPrefix(line, []byte("\xef\xbb\xbf")) // UTF-8 byte order mark
	line = bytes.TrimRight(line, "\r\n")
	var col = [4]int{-1, -1, -1, -1}
	for i, f := range bytes.Split(line, []byte(",")) {
		f = bytes.ToLower(bytes.TrimSpace(f))
		for j, name := range csvNames {
			if string(f) == name {
				if col[j] >= 0 {
					// Two "lbn" columns: which one is meant is not ours to guess.
					return col, errCSVTwice.With(msg.Code(strconv.Quote(name)), msg.Int(col[j]+1), msg.Int(i+1))
				}
				col[j] = i
			}
		}
	}
	for j, c := range col {
		if c < 0 {
			return col, errCSVNoColumn.With(msg.Code(strconv.Quote(csvNames[j])))
		}
	}
	return col, msg.Message{}
}

// readLine returns the next line without its end of line, or io.EOF.
func (r *Reader) readLine() ([]byte, error) {
	line, err := r.br.ReadSlice('\n')
	r.offset += int64(len(line))
	r.csv.line++
	switch {
	case errors.Is(err, bufio.ErrBufferFull):
		k, field := errCSVLongLine, ""
		if r.csv.line == 1 {
			k, field = errCSVLongHeader, FieldHeader
		}
		return nil, &Error{Line: r.csv.line, Record: r.records + 1, Offset: -1, Field: field, Msg: k.With(digits(bufSize))}
	case errors.Is(err, io.EOF):
		if len(line) == 0 {
			return nil, io.EOF
		}
	case err != nil:
		return nil, &Error{Line: r.csv.line, Record: r.records + 1, Offset: -1, Msg: errReadError.With(msg.Str(err.Error())), Err: err}
	}
	return bytes.TrimRight(line, "\r\n"), nil
}

func (r *Reader) readHeader() error {
	line, err := r.readLine()
	if err == io.EOF {
		return &Error{Line: 1, Record: 1, Offset: -1, Msg: errEmpty.With()}
	}
	if err != nil {
		return err
	}
	col, m := csvColumns(line)
	if !m.IsZero() {
		return &Error{Line: 1, Record: 1, Offset: -1, Field: FieldHeader, Msg: m}
	}
	r.csv.col = col
	r.csv.need = max(col[0], col[1], col[2], col[3]) + 1
	return nil
}

func (r *Reader) nextCSV() (Request, error) {
	var line []byte
	for {
		l, err := r.readLine()
		if err != nil {
			return Request{}, err
		}
		if len(bytes.TrimSpace(l)) > 0 {
			line = l
			break
		}
	}
	fail := func(field string, m msg.Message) (Request, error) {
		return Request{}, &Error{Line: r.csv.line, Record: r.records + 1, Offset: -1, Field: field, Msg: m}
	}
	var fields [4][]byte
	n := 0
	for i := 0; n < r.csv.need; i++ {
		f, rest, found := bytes.Cut(line, []byte(","))
		for j, c := range r.csv.col {
			if c == i {
				fields[j] = bytes.TrimSpace(f)
			}
		}
		n++
		line = rest
		if !found {
			break
		}
	}
	if n < r.csv.need {
		return fail(FieldColumns, errCSVColumns.With(digits(n), digits(r.csv.need)))
	}
	var req Request
	t, ok := parseUint(fields[0], 10)
	if !ok {
		x, err := strconv.ParseFloat(string(fields[0]), 64)
		if err != nil || !(x >= 0 && x < 1<<63) {
			return fail(FieldTime, errCSVTime.With(quoted(fields[0])))
		}
		t = uint64(x)
	}
	req.Time = t
	op := bytes.TrimPrefix(bytes.TrimPrefix(fields[1], []byte("0x")), []byte("0X"))
	cmd, ok := parseUint(op, 16)
	if !ok || cmd > 0xFFFF {
		return fail(FieldOp, errCSVOp.With(quoted(fields[1])))
	}
	req.Cmd = uint16(cmd)
	req.Op = OpOf(req.Cmd)
	size, ok := parseUint(fields[2], 10)
	if !ok || size > MaxSize {
		return fail(FieldSize, errCSVSize.With(quoted(fields[2])))
	}
	req.Size = int64(size)
	if err := r.checkSize(req.Size, r.records+1, -1, r.csv.line); err != nil {
		return Request{}, err
	}
	lbnField := fields[3]
	base := uint64(10)
	if bytes.HasPrefix(lbnField, []byte("0x")) || bytes.HasPrefix(lbnField, []byte("0X")) {
		lbnField, base = lbnField[2:], 16
	}
	lbn, ok := parseUint(lbnField, base)
	if !ok || lbn > MaxLBN {
		return fail(FieldLBN, errCSVLBN.With(quoted(fields[3])))
	}
	req.LBN = lbn
	return req, nil
}

// parseUint parses an unsigned integer without allocating.
func parseUint(b []byte, base uint64) (uint64, bool) {
	if len(b) == 0 || len(b) > 20 {
		return 0, false
	}
	var v uint64
	for _, c := range b {
		var d uint64
		switch {
		case c >= '0' && c <= '9':
			d = uint64(c - '0')
		case base == 16 && c >= 'a' && c <= 'f':
			d = uint64(c-'a') + 10
		case base == 16 && c >= 'A' && c <= 'F':
			d = uint64(c-'A') + 10
		default:
			return 0, false
		}
		if d >= base || v > (1<<64-1-d)/base {
			return 0, false
		}
		v = v*base + d
	}
	return v, true
}

// clip shortens a field for a message.
func clip(b []byte) string {
	if len(b) > 40 {
		return string(b[:40]) + "…"
	}
	return string(b)
}

// AppendCSV appends r as a line under CSVHeader.
func AppendCSV(dst []byte, r Request) []byte {
	dst = strconv.AppendUint(dst, r.Time, 10)
	dst = append(dst, ',')
	dst = strconv.AppendUint(dst, uint64(r.Cmd), 16)
	dst = append(dst, ',')
	dst = strconv.AppendInt(dst, r.Size, 10)
	dst = append(dst, ',')
	dst = strconv.AppendUint(dst, r.LBN, 10)
	return append(dst, '\n')
}
