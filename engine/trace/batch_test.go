package trace_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/trace"
)

// oneByteReader hands out one byte per Read, so that records straddle every
// refill of the read buffer.
type oneByteReader struct{ b []byte }

func (o *oneByteReader) Read(p []byte) (int, error) {
	if len(o.b) == 0 {
		return 0, io.EOF
	}
	if len(p) == 0 {
		return 0, nil
	}
	p[0] = o.b[0]
	o.b = o.b[1:]
	return 1, nil
}

// readNext reads every request with Next; readBatch with ReadBatch in
// batches of k. Both return the requests and the final error.
func readNext(t *testing.T, r *trace.Reader) ([]trace.Request, error) {
	var out []trace.Request
	for {
		req, err := r.Next()
		if err != nil {
			return out, err
		}
		out = append(out, req)
	}
}

func readBatch(t *testing.T, r *trace.Reader, k int) ([]trace.Request, error) {
	var out []trace.Request
	buf := make([]trace.Request, k)
	for {
		n, err := r.ReadBatch(buf)
		out = append(out, buf[:n]...)
		if err != nil {
			return out, err
		}
		if n != k {
			t.Fatalf("short batch %d of %d without an error", n, k)
		}
	}
}

// TestReadBatchEqualsNext: bulk decoding gives the requests and the error of
// record-by-record reading, whatever the batch size and the source's read
// sizes, on intact, truncated and corrupt traces of every format, with and
// without a size limit.
func TestReadBatchEqualsNext(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for _, tc := range []struct {
		f       trace.Format
		version int
	}{{trace.VSCSI, 1}, {trace.VSCSI, 2}, {trace.OracleGeneral, 0}, {trace.CSV, 0}} {
		for trial := range 12 {
			data := encode(tc.f, tc.version, randomRequests(uint64(trial), 3000+trial))
			switch trial % 4 {
			case 1:
				data = data[:len(data)-1-rng.IntN(30)] // truncated
			case 2:
				if tc.f == trace.VSCSI {
					data[64*len(data)/(64*3)/32*32+14+1] = 9 // a corrupt version byte
				}
			}
			limit := int64(0)
			if trial%3 == 0 {
				limit = 1 << 20
			}
			for _, k := range []int{1, 7, 1000, 5000} {
				for _, slow := range []bool{false, true} {
					name := fmt.Sprintf("%s/v%d/%d/k=%d/slow=%v", tc.f, tc.version, trial, k, slow)
					open := func() *trace.Reader {
						var src io.Reader = bytes.NewReader(data)
						if slow {
							src = &oneByteReader{b: data}
						}
						r, err := trace.NewReader(src, tc.f)
						if err != nil {
							t.Fatalf("%s: %v", name, err)
						}
						if limit > 0 {
							r.LimitSize(limit, msg.Fixed(msg.Same("a test request")))
						}
						return r
					}
					r1, r2 := open(), open()
					want, werr := readNext(t, r1)
					got, gerr := readBatch(t, r2, k)
					if len(got) != len(want) || fmt.Sprint(werr) != fmt.Sprint(gerr) {
						t.Fatalf("%s: batch %d requests (%v), next %d (%v)", name, len(got), gerr, len(want), werr)
					}
					for i := range got {
						if got[i] != want[i] {
							t.Fatalf("%s: request %d %+v, want %+v", name, i, got[i], want[i])
						}
					}
					if r2.Records() != r1.Records() || r2.Offset() != r1.Offset() {
						t.Fatalf("%s: records/offset %d/%d, want %d/%d", name, r2.Records(), r2.Offset(), r1.Records(), r1.Offset())
					}
					if _, err := r2.ReadBatch(make([]trace.Request, 3)); fmt.Sprint(err) != fmt.Sprint(gerr) {
						t.Fatalf("%s: error not sticky: %v", name, err)
					}
				}
			}
		}
	}
}

// TestLimitSize: a request longer than the limit is an error naming its
// record (vSAN mode limits requests so that replay cost follows the file).
func TestLimitSize(t *testing.T) {
	reqs := []trace.Request{{Cmd: 0x28, Size: 4096}, {Cmd: 0x28, LBN: 8, Size: 32 << 20}, {Cmd: 0x28, LBN: 8, Size: 32<<20 + 1}}
	for _, tc := range []struct {
		f       trace.Format
		version int
		want    string
	}{
		{trace.VSCSI, 1, "record 3 (byte 64): length 33554433 bytes is more than the 32 MiB (33554432 bytes) a vSAN-mode request may span (corrupt trace?)"},
		{trace.VSCSI, 2, "record 3 (byte 80): length 33554433 bytes is more than the 32 MiB (33554432 bytes) a vSAN-mode request may span (corrupt trace?)"},
		{trace.CSV, 0, "line 4 (record 3): length 33554433 bytes is more than the 32 MiB (33554432 bytes) a vSAN-mode request may span (corrupt trace?)"},
	} {
		r, err := trace.NewReader(bytes.NewReader(encode(tc.f, tc.version, reqs)), tc.f)
		if err != nil {
			t.Fatal(err)
		}
		r.LimitSize(32<<20, msg.Fixed(msg.Same("a vSAN-mode request")))
		got, err := readBatch(t, r, 10)
		if len(got) != 2 || err == nil || err.Error() != tc.want {
			t.Fatalf("%s v%d: %d requests, error %v\nwant %s", tc.f, tc.version, len(got), err, tc.want)
		}
		var te *trace.Error
		if !errors.As(err, &te) || te.Record != 3 {
			t.Fatalf("error %#v", err)
		}
	}
}

// TestLongCSVHeader: a header longer than 4 KiB (many extra columns before
// the four the trace needs) is recognised by auto-detection and read.
func TestLongCSVHeader(t *testing.T) {
	var extra []string
	for i := range 1000 {
		extra = append(extra, fmt.Sprintf("extra_column_%d", i))
	}
	header := strings.Join(extra, ",") + ",time,op,size,lbn\n" // about 17 KB
	line := strings.Repeat("x,", 1000) + "7,28,4096,16\n"
	data := []byte(header + line + line)
	if len(header) < 16<<10 {
		t.Fatalf("header of %d bytes", len(header))
	}
	f, err := trace.Detect(data[:min(len(data), 64<<10)])
	if err != nil || f != trace.CSV {
		t.Fatalf("Detect = %v, %v", f, err)
	}
	r, err := trace.NewReader(bytes.NewReader(data), trace.Auto)
	if err != nil {
		t.Fatal(err)
	}
	reqs, err := readNext(t, r)
	if err != io.EOF || len(reqs) != 2 || reqs[0] != (trace.Request{Time: 7, Op: trace.Read, Cmd: 0x28, LBN: 16, Size: 4096}) {
		t.Fatalf("requests %+v, error %v", reqs, err)
	}
}

// FuzzReadBatch: for any bytes and format, ReadBatch gives exactly Next's
// requests and error.
func FuzzReadBatch(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, format := range []trace.Format{trace.Auto, trace.VSCSI, trace.OracleGeneral, trace.CSV} {
			r1, err1 := trace.NewReader(bytes.NewReader(data), format)
			r2, err2 := trace.NewReader(bytes.NewReader(data), format)
			if fmt.Sprint(err1) != fmt.Sprint(err2) {
				t.Fatalf("NewReader %v vs %v", err1, err2)
			}
			if err1 != nil {
				continue
			}
			r1.LimitSize(1<<20, msg.Fixed(msg.Same("a fuzzed request")))
			r2.LimitSize(1<<20, msg.Fixed(msg.Same("a fuzzed request")))
			want, werr := readNext(t, r1)
			got, gerr := readBatch(t, r2, 5)
			if len(got) != len(want) || fmt.Sprint(werr) != fmt.Sprint(gerr) {
				t.Fatalf("%s: batch %d (%v), next %d (%v)", format, len(got), gerr, len(want), werr)
			}
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("%s: request %d differs", format, i)
				}
			}
		}
	})
}
