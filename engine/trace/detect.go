package trace

import (
	"encoding/binary"
	"math"
	"strings"

	"github.com/sizewise/sizewise/engine/msg"
)

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
