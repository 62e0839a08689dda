// Package tracetest gives tests the real VMware vSCSI trace committed with
// the repository: testdata/cloudPhysicsIO.vscsi, the CloudPhysics trace as
// distributed with libCacheSim (113,872 requests, vSCSI version 1; 46,974
// reads and 66,898 writes; SHA-256 3e67d66a…7439b9). Tests in any package
// find it here, so none depends on a file outside the repository.
package tracetest

import (
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/sizewise/sizewise/engine/trace"
)

// Sample facts of the committed trace.
const (
	SampleRequests = 113_872
	SampleReads    = 46_974
	SampleWrites   = 66_898
	SampleBytes    = 3_643_904
)

// SamplePath is the absolute path of the committed sample trace, found from
// the module's root: the nearest directory holding go.mod at or above the
// working directory (go test runs a test in its package's directory, in
// the checkout). Not from this file's compiled path, which -trimpath
// (make test's builds) leaves relative to the module.
func SamplePath() string {
	dir, err := os.Getwd()
	if err != nil {
		return filepath.Join(sampleDir, sampleName)
	}
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return filepath.Join(d, sampleDir, sampleName)
		}
		if filepath.Dir(d) == d {
			return filepath.Join(dir, sampleDir, sampleName)
		}
	}
}

// The sample's place in the module.
const (
	sampleDir  = "engine/trace/tracetest/testdata"
	sampleName = "cloudPhysicsIO.vscsi"
)

// Repeat is the sample repeated copies times, streamed (two copies of the
// sample in memory at most, whatever copies is), in format:
//
//   - trace.VSCSI: the sample's records (version 1) with each copy's LBNs
//     shifted by 2^30 sectors (512 GiB) past the previous copy's, as
//     scripts/compare-libcachesim.sh builds its vSCSI trace;
//   - trace.OracleGeneral: libCacheSim's oracleGeneral form of the sample
//     (object id = LBN, size = the object's first length, time = µs / 10^6,
//     next access = the 1-based number of the object's next request, -1 for
//     none; one copy is byte for byte libCacheSim's
//     cloudPhysicsIO.oracleGeneral.bin), each copy's ids shifted past the
//     previous copy's and its times after them, as the comparison script
//     builds its big trace.
//
// Copies touch disjoint data, so the trace's miss-ratio curve is the
// sample's, and its footprint grows with copies: a test of a sampled
// replay over many requests with an exact answer to compare against.
func Repeat(copies int, format trace.Format) (io.Reader, error) {
	data, err := os.ReadFile(SamplePath())
	if err != nil {
		return nil, err
	}
	switch format {
	case trace.VSCSI:
		return &repeat{copies: copies, one: data, patch: func(b []byte, k uint64) {
			for i := 0; i+32 <= len(b); i += 32 {
				le.PutUint64(b[i+16:], le.Uint64(data[i+16:])+k<<30)
			}
		}}, nil
	case trace.OracleGeneral:
		one, maxID := oracleGeneral(data)
		n := uint64(len(one) / 24)
		span := uint32(le.Uint32(one[len(one)-24:]) - le.Uint32(one) + 1)
		return &repeat{copies: copies, one: one, patch: func(b []byte, k uint64) {
			for i := 0; i+24 <= len(b); i += 24 {
				le.PutUint32(b[i:], le.Uint32(one[i:])+uint32(k)*span)
				le.PutUint64(b[i+4:], le.Uint64(one[i+4:])+k*(maxID+1))
				if next := int64(le.Uint64(one[i+16:])); next >= 0 {
					le.PutUint64(b[i+16:], uint64(next)+k*n)
				}
			}
		}}, nil
	}
	return nil, fmt.Errorf("tracetest: Repeat writes vscsi or oracle-general, not %s", format)
}

// RepeatBytes is the length of Repeat(copies, format).
func RepeatBytes(copies int, format trace.Format) int64 {
	if format == trace.OracleGeneral {
		return int64(copies) * SampleRequests * 24
	}
	return int64(copies) * SampleBytes
}

var le = binary.LittleEndian

// repeat streams copies of one, each patched for its copy number.
type repeat struct {
	copies int
	one    []byte
	patch  func(b []byte, copy uint64)
	buf    []byte // the current copy
	pos    int
	k      int // copies started
}

func (r *repeat) Read(p []byte) (int, error) {
	if r.pos == len(r.buf) {
		if r.k == r.copies {
			return 0, io.EOF
		}
		if r.buf == nil {
			r.buf = make([]byte, len(r.one))
		}
		copy(r.buf, r.one)
		r.patch(r.buf, uint64(r.k))
		r.k++
		r.pos = 0
	}
	n := copy(p, r.buf[r.pos:])
	r.pos += n
	return n, nil
}

// oracleGeneral is the sample (vSCSI version 1 records) as oracleGeneral
// records, and its largest object id.
func oracleGeneral(data []byte) ([]byte, uint64) {
	type rec struct {
		ts   uint32
		id   uint64
		size uint32
	}
	var rs []rec
	var maxID uint64
	first := map[uint64]uint32{}
	for i := 0; i+32 <= len(data); i += 32 {
		b := data[i:]
		x := rec{uint32(le.Uint64(b[24:]) / 1e6), le.Uint64(b[16:]), le.Uint32(b[4:])}
		if s, ok := first[x.id]; ok {
			x.size = s
		} else {
			first[x.id] = x.size
		}
		rs = append(rs, x)
		maxID = max(maxID, x.id)
	}
	next := make([]int64, len(rs))
	last := map[uint64]int{}
	for i := len(rs) - 1; i >= 0; i-- {
		next[i] = -1
		if j, ok := last[rs[i].id]; ok {
			next[i] = int64(j) + 1
		}
		last[rs[i].id] = i
	}
	out := make([]byte, 24*len(rs))
	for i, x := range rs {
		b := out[24*i:]
		le.PutUint32(b, x.ts)
		le.PutUint64(b[4:], x.id)
		le.PutUint32(b[12:], x.size)
		le.PutUint64(b[16:], uint64(next[i]))
	}
	return out, maxID
}
