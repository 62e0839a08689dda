package trace_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/trace"
	"github.com/sizewise/sizewise/engine/trace/tracetest"
)

// samplePath is the committed sample trace (tracetest).
func samplePath(t testing.TB) string { return tracetest.SamplePath() }

func readAll(t testing.TB, r *trace.Reader) []trace.Request {
	t.Helper()
	var out []trace.Request
	for {
		req, err := r.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatalf("after %d records: %v", len(out), err)
		}
		out = append(out, req)
	}
}

// TestSampleTrace: the issue's figures for the real VMware trace: 113,872
// requests, 46,974 reads and 66,898 writes, vSCSI version 1.
func TestSampleTrace(t *testing.T) {
	f, err := os.Open(samplePath(t))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := trace.NewReader(f, trace.Auto)
	if err != nil {
		t.Fatal(err)
	}
	if r.Format() != trace.VSCSI || r.Version() != 1 {
		t.Fatalf("detected %s v%d, want vscsi v1", r.Format(), r.Version())
	}
	var n, reads, writes int
	for {
		req, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		n++
		switch req.Op {
		case trace.Read:
			reads++
		case trace.Write:
			writes++
		}
		if req.Size <= 0 || req.Size%trace.Sector != 0 {
			t.Fatalf("record %d: size %d", n, req.Size)
		}
	}
	if n != 113_872 || reads != 46_974 || writes != 66_898 {
		t.Fatalf("%d requests, %d reads, %d writes; want 113,872, 46,974, 66,898", n, reads, writes)
	}
	if r.Records() != int64(n) || r.Offset() != 113_872*32 {
		t.Fatalf("Records %d Offset %d", r.Records(), r.Offset())
	}
}

func randomRequests(seed uint64, n int) []trace.Request {
	rng := rand.New(rand.NewPCG(seed, 1))
	cmds := []uint16{0x28, 0x2a, 0x08, 0x0a, 0xa8, 0xaa, 0x88, 0x8a, 0x00, 0x12}
	out := make([]trace.Request, n)
	var ts uint64
	for i := range out {
		ts += rng.Uint64N(1000)
		c := cmds[rng.IntN(len(cmds))]
		out[i] = trace.Request{Time: ts, Cmd: c, Op: trace.OpOf(c), LBN: rng.Uint64N(1 << 40),
			Size: int64(rng.Uint32N(1 << 20))}
	}
	return out
}

func encode(f trace.Format, version int, reqs []trace.Request) []byte {
	var b []byte
	if f == trace.CSV {
		b = append(b, "Time,Op,Size,LBN,extra\n"...)
	}
	for _, r := range reqs {
		switch f {
		case trace.VSCSI:
			b = trace.AppendVSCSI(b, version, r)
		case trace.OracleGeneral:
			b = trace.AppendOracleGeneral(b, r)
		case trace.CSV:
			b = trace.AppendCSV(b[:len(b)], r)
			b = append(b[:len(b)-1], ",ignored\n"...)
		}
	}
	return b
}

func TestRoundTripEveryFormat(t *testing.T) {
	reqs := randomRequests(7, 3000)
	cases := []struct {
		f       trace.Format
		version int
	}{{trace.VSCSI, 1}, {trace.VSCSI, 2}, {trace.OracleGeneral, 0}, {trace.CSV, 0}}
	for _, c := range cases {
		for _, given := range []trace.Format{trace.Auto, c.f} {
			t.Run(fmt.Sprintf("%s-v%d/%s", c.f, c.version, given), func(t *testing.T) {
				data := encode(c.f, c.version, reqs)
				r, err := trace.NewReader(bytes.NewReader(data), given)
				if err != nil {
					t.Fatal(err)
				}
				if r.Format() != c.f || r.Version() != c.version {
					t.Fatalf("format %s v%d", r.Format(), r.Version())
				}
				got := readAll(t, r)
				if len(got) != len(reqs) {
					t.Fatalf("%d records, want %d", len(got), len(reqs))
				}
				for i, want := range reqs {
					if c.f == trace.OracleGeneral {
						want = trace.Request{Time: uint64(uint32(want.Time)), Op: trace.Read, Cmd: 0x28, LBN: want.LBN, Size: want.Size}
					}
					if got[i] != want {
						t.Fatalf("record %d: %+v, want %+v", i+1, got[i], want)
					}
				}
				if r.Offset() != int64(len(data)) {
					t.Fatalf("Offset %d, want %d", r.Offset(), len(data))
				}
			})
		}
	}
}

func TestCSVDetails(t *testing.T) {
	data := "\xef\xbb\xbf lbn , size,OP,time\r\n" +
		"100,4096,0x28,5\r\n" +
		"\r\n" +
		"0x10,512,2A,6.9\n" +
		"7,0,12,7" // no final newline
	r, err := trace.NewReader(strings.NewReader(data), trace.Auto)
	if err != nil {
		t.Fatal(err)
	}
	got := readAll(t, r)
	want := []trace.Request{
		{Time: 5, Op: trace.Read, Cmd: 0x28, LBN: 100, Size: 4096},
		{Time: 6, Op: trace.Write, Cmd: 0x2a, LBN: 16, Size: 512},
		{Time: 7, Op: trace.Other, Cmd: 0x12, LBN: 7, Size: 0},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("got %+v\nwant %+v", got, want)
	}
}

func TestErrorsNameTheRecord(t *testing.T) {
	v1 := encode(trace.VSCSI, 1, randomRequests(1, 10))
	v2 := encode(trace.VSCSI, 2, randomRequests(1, 10))
	corrupt := bytes.Clone(v1)
	corrupt[4*32+15] = 7 // record 5's version byte
	og := encode(trace.OracleGeneral, 0, randomRequests(1, 10))
	tests := []struct {
		name   string
		data   []byte
		format trace.Format
		want   string // the whole message
		code   string // its code
		field  string // the field at fault
	}{
		{"empty auto", nil, trace.Auto, "record 1 (byte 0): the trace is empty", "trace.empty", ""},
		{"empty vscsi", nil, trace.VSCSI, "record 1 (byte 0): the trace is empty", "trace.empty", ""},
		{"empty csv", nil, trace.CSV, "record 1 (byte 0): the trace is empty", "trace.empty", ""},
		{"truncated v1", v1[:len(v1)-5], trace.Auto, "record 10 (byte 288): truncated: 27 of 32 bytes (the file ends inside a record)", "trace.truncated", ""},
		{"truncated v2", v2[:len(v2)-39], trace.VSCSI, "record 10 (byte 360): truncated: 1 of 40 bytes (the file ends inside a record)", "trace.truncated", ""},
		{"truncated oracle", og[:len(og)-1], trace.OracleGeneral, "record 10 (byte 216): truncated: 23 of 24 bytes (the file ends inside a record)", "trace.truncated", ""},
		{"corrupt version", corrupt, trace.Auto, "record 5 (byte 128): version field 0x0700 is not vSCSI version 1 like the first records (corrupt or not a vscsi trace)", "trace.version-mismatch", "version"},
		{"vscsi-looking garbage", []byte("\x89PNG\r\n\x1a\n" + strings.Repeat("\x00\x01", 60)), trace.Auto,
			"record 1 (byte 0): LBN 72058693566333184 is beyond 2^53 sectors (corrupt or not a vscsi trace)", "trace.lbn-beyond", "lbn"},
		{"foreign png", []byte("\x89PNG\r\n\x1a\n" + strings.Repeat("\x00", 120)), trace.Auto,
			"record 1 (byte 0): unrecognised trace format: not CSV (no time,op,size,lbn header), not vSCSI (version-2 field 0x474e, version-1 field 0x0000), not oracle-general; name the format explicitly", "trace.unrecognised", "format"},
		{"text not csv", []byte("hello, world\n"), trace.Auto,
			"record 1 (byte 0): unrecognised trace format: not CSV (no time,op,size,lbn header), not vSCSI (only 13 bytes, less than one 32-byte record), not oracle-general; name the format explicitly", "trace.unrecognised", "format"},
		{"oracle as vscsi", og, trace.VSCSI, "record 1 (byte 0): not a vSCSI trace: version-2 field 0x0000, version-1 field 0x0007", "trace.not-vscsi", "version"},
		{"csv without lbn", []byte("time,op,size\n1,28,512\n"), trace.CSV,
			`line 1 (record 1): the CSV header has no "lbn" column (expected a header time,op,size,lbn)`, "trace.csv-no-column", "header"},
		{"csv lbn twice", []byte("time,op,size,lbn,LBN\n0,28,512,99,0\n"), trace.Auto,
			`line 1 (record 1): the CSV header names the "lbn" column twice (columns 4 and 5): keep one`, "trace.csv-column-twice", "header"},
		{"csv bad op", []byte("time,op,size,lbn\n1,28,512,0\n2,zz,512,0\n"), trace.Auto,
			`line 3 (record 2): op "zz" is not a SCSI command in hex (such as 28 for READ(10), 2a for WRITE(10))`, "trace.csv-op", "op"},
		{"csv short line", []byte("time,op,size,lbn\n1,28\n"), trace.Auto, "line 2 (record 1): 2 columns, the header needs 4", "trace.csv-columns", "columns"},
		{"csv negative size", []byte("time,op,size,lbn\n1,28,-5,0\n"), trace.Auto,
			`line 2 (record 1): size "-5" is not a whole number of bytes (0 to 2^32 − 1)`, "trace.csv-size", "size"},
		{"csv huge lbn", []byte("time,op,size,lbn\n1,28,5,99999999999999999999\n"), trace.Auto,
			`line 2 (record 1): lbn "99999999999999999999" is not a sector number (0 to 2^53)`, "trace.csv-lbn", "lbn"},
		{"csv bad time", []byte("time,op,size,lbn\nNaN,28,5,1\n"), trace.Auto,
			`line 2 (record 1): time "NaN" is not a number of 0 or more`, "trace.csv-time", "time"},
		{"csv endless line", append([]byte("time,op,size,lbn\n"), bytes.Repeat([]byte("1"), 70_000)...), trace.Auto,
			"line 2 (record 1): line is longer than 65536 bytes (64 KiB; not a CSV trace?)", "trace.csv-long-line", ""},
		{"csv endless header", append([]byte("time,op,size,lbn"), bytes.Repeat([]byte(",x"), 40_000)...), trace.CSV,
			"line 1 (record 1): the CSV header line is longer than 65536 bytes (64 KiB; not a CSV trace?)", "trace.csv-long-header", "header"},
		{"csv size above 2^32", []byte("time,op,size,lbn\n1,28,4294967296,0\n"), trace.Auto,
			`line 2 (record 1): size "4294967296" is not a whole number of bytes (0 to 2^32 − 1)`, "trace.csv-size", "size"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := readErr(tt.data, tt.format)
			var te *trace.Error
			if !errors.As(err, &te) {
				t.Fatalf("error %v (%T), want a *trace.Error", err, err)
			}
			if err.Error() != tt.want {
				t.Fatalf("error\n %q\nwant\n %q", err.Error(), tt.want)
			}
			if te.Record < 1 {
				t.Fatalf("record %d", te.Record)
			}
			if te.Code() != tt.code || te.Field != tt.field {
				t.Errorf("code %q field %q, want %q %q", te.Code(), te.Field, tt.code, tt.field)
			}
			if _, ok := msg.Lookup(te.Code()); !ok {
				t.Errorf("code %q is not a registered key", te.Code())
			}
			// The same error in Russian: translated, with the same numbers.
			ru := te.In(msg.RU)
			if ru == err.Error() || untranslated(ru) != "" {
				t.Errorf("Russian %q (English word %q)", ru, untranslated(ru))
			}
			for _, n := range digitRuns.FindAllString(err.Error(), -1) {
				if !strings.Contains(ru, n) {
					t.Errorf("Russian %q lacks %s of %q", ru, n, err.Error())
				}
			}
		})
	}
}

// readErr reads data to the end and returns the first error other than EOF.
func readErr(data []byte, f trace.Format) error {
	r, err := trace.NewReader(bytes.NewReader(data), f)
	if err != nil {
		return err
	}
	for {
		if _, err := r.Next(); err != nil {
			if err == io.EOF {
				return nil
			}
			if _, again := r.Next(); again != err {
				return fmt.Errorf("error not sticky: %v then %v", err, again)
			}
			return err
		}
	}
}

type failingReader struct{ n int }

func (f *failingReader) Read(p []byte) (int, error) {
	if f.n <= 0 {
		return 0, errors.New("disk on fire")
	}
	k := min(len(p), f.n)
	clear(p[:k])
	f.n -= k
	return k, nil
}

func TestReadErrorIsWrapped(t *testing.T) {
	data := encode(trace.VSCSI, 1, randomRequests(2, 4))
	r, err := trace.NewReader(io.MultiReader(bytes.NewReader(data), &failingReader{}), trace.VSCSI)
	if err != nil {
		t.Fatal(err)
	}
	var last error
	for range 10 {
		if _, last = r.Next(); last != nil {
			break
		}
	}
	if last == nil || !strings.Contains(last.Error(), "record 5 (byte 128): read error: disk on fire") {
		t.Fatalf("error %v", last)
	}
}

func TestNextAllocatesNothing(t *testing.T) {
	for _, f := range []trace.Format{trace.VSCSI, trace.OracleGeneral, trace.CSV} {
		data := encode(f, 2, randomRequests(3, 5000))
		r, err := trace.NewReader(bytes.NewReader(data), f)
		if err != nil {
			t.Fatal(err)
		}
		if a := testing.AllocsPerRun(4000, func() {
			if _, err := r.Next(); err != nil {
				t.Fatal(err)
			}
		}); a != 0 {
			t.Errorf("%s: %v allocations per record", f, a)
		}
	}
}

func TestParseFormat(t *testing.T) {
	for in, want := range map[string]trace.Format{"auto": trace.Auto, "VSCSI": trace.VSCSI, "oracleGeneral": trace.OracleGeneral,
		"oracle-general": trace.OracleGeneral, " csv ": trace.CSV} {
		if got, err := trace.ParseFormat(in); err != nil || got != want {
			t.Errorf("ParseFormat(%q) = %v, %v", in, got, err)
		}
	}
	if _, err := trace.ParseFormat("blktrace"); err == nil {
		t.Error("blktrace accepted")
	}
	if !trace.VSCSI.Addressed() || trace.OracleGeneral.Addressed() {
		t.Error("Addressed")
	}
}

func fuzzSeeds(f *testing.F) {
	f.Add(encode(trace.VSCSI, 1, randomRequests(1, 3)))
	f.Add(encode(trace.VSCSI, 2, randomRequests(1, 3)))
	f.Add(encode(trace.OracleGeneral, 0, randomRequests(1, 3)))
	f.Add(encode(trace.CSV, 0, randomRequests(1, 3)))
	f.Add([]byte("time,op,size,lbn\n1,0x28,4096,8\n"))
	f.Add([]byte{})
}

// fuzzRead reads data as format to the end: no panic, errors are *Error at
// the record being read, no request has a negative size or an LBN past
// MaxLBN, and the loop ends.
func fuzzRead(t *testing.T, data []byte, format trace.Format) {
	r, err := trace.NewReader(bytes.NewReader(data), format)
	if err != nil {
		var te *trace.Error
		if !errors.As(err, &te) || te.Record != 1 {
			t.Fatalf("NewReader error %v", err)
		}
		return
	}
	for i := 0; ; i++ {
		req, err := r.Next()
		if err == io.EOF {
			return
		}
		if err != nil {
			var te *trace.Error
			if !errors.As(err, &te) || te.Record != int64(i+1) || te.Msg.IsZero() {
				t.Fatalf("record %d: error %#v", i+1, err)
			}
			return
		}
		if req.Size < 0 || (r.Format().Addressed() && req.LBN > trace.MaxLBN) {
			t.Fatalf("record %d: %+v", i+1, req)
		}
		if i > len(data) {
			t.Fatalf("more records than bytes")
		}
	}
}

func FuzzAuto(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) { fuzzRead(t, data, trace.Auto) })
}

func FuzzVSCSI(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) { fuzzRead(t, data, trace.VSCSI) })
}

func FuzzOracleGeneral(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) { fuzzRead(t, data, trace.OracleGeneral) })
}

func FuzzCSV(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) { fuzzRead(t, data, trace.CSV) })
}

func ExampleNewReader() {
	data := "time,op,size,lbn\n1,28,4096,0\n2,2a,8192,8\n"
	r, _ := trace.NewReader(strings.NewReader(data), trace.Auto)
	for {
		req, err := r.Next()
		if err != nil {
			break
		}
		fmt.Println(req.Op, req.Offset(), req.Size)
	}
	// Output:
	// read 0 4096
	// write 4096 8192
}

// endless is an endless stream of one byte value, or of pseudo-random bytes
// when random (/dev/zero, /dev/urandom).
type endless struct {
	b      byte
	random bool
	x      uint64
}

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		if e.random {
			e.x = e.x*6364136223846793005 + 1442695040888963407
			p[i] = byte(e.x >> 56)
		} else {
			p[i] = e.b
		}
	}
	return len(p), nil
}

// TestEndlessStreamsStop: oracle-general read from /dev/zero or
// /dev/urandom stops at once with one message naming the record and its
// next-access field (issue 32 item 7: it ran until killed, where the other
// formats stop at the first record). A million records were read without
// an error before.
func TestEndlessStreamsStop(t *testing.T) {
	for _, tt := range []struct {
		name   string
		src    io.Reader
		format trace.Format
		want   string
	}{
		{"zero oracle", &endless{}, trace.OracleGeneral,
			"record 1 (byte 0): next access 0 is neither -1 (none) nor a request number from 1 to 2^48 (corrupt or not an oracle-general trace)"},
		{"random oracle", &endless{random: true, x: 1}, trace.OracleGeneral, "is neither -1 (none) nor a request number from 1 to 2^48"},
		{"zero vscsi", &endless{}, trace.VSCSI, "not a vSCSI trace"},
		{"zero csv", &endless{}, trace.CSV, "the CSV header line is longer than 65536 bytes"},
		{"zero auto", &endless{}, trace.Auto, "unrecognised trace format"},
		{"random auto", &endless{random: true, x: 7}, trace.Auto, "unrecognised trace format"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r, err := trace.NewReader(tt.src, tt.format)
			batch := make([]trace.Request, 4096)
			for n := 0; err == nil && n < 1_000_000; n += len(batch) {
				_, err = r.ReadBatch(batch)
			}
			var te *trace.Error
			if !errors.As(err, &te) {
				t.Fatalf("a million records and no error: %v", err)
			}
			if !strings.Contains(te.Error(), tt.want) {
				t.Errorf("got %q, want %q", te.Error(), tt.want)
			}
			if te.Record > 100 {
				t.Errorf("stopped at record %d, not at once", te.Record)
			}
			if tt.format == trace.OracleGeneral && te.Field != trace.FieldNext {
				t.Errorf("field %q, want %q", te.Field, trace.FieldNext)
			}
		})
	}
	// Real next-access values pass: -1, MaxInt64, later request numbers
	// (1-based as libCacheSim writes them) and numbers from a joined trace.
	var data []byte
	for i, next := range []int64{-1, math.MaxInt64, 3, 1, 1<<48 - 1} {
		b := trace.AppendOracleGeneral(nil, trace.Request{Time: uint64(i), LBN: uint64(i), Size: 4096})
		binary.LittleEndian.PutUint64(b[16:], uint64(next))
		data = append(data, b...)
	}
	r, err := trace.NewReader(bytes.NewReader(data), trace.OracleGeneral)
	if err != nil {
		t.Fatal(err)
	}
	n, err := r.ReadBatch(make([]trace.Request, 10))
	if n != 5 || err != io.EOF {
		t.Errorf("read %d records, %v; want 5 and EOF", n, err)
	}
}

// TestCompressedTraces: a zstd-compressed trace (as libCacheSim distributes
// them), or a gzip, xz or bzip2 one, is named as such with what to do, in
// auto detection and for an explicit format: Sizewise reads uncompressed
// traces (Go's standard library has no zstd decoder, and no dependency
// the project allows has one).
func TestCompressedTraces(t *testing.T) {
	for name, head := range map[string]string{
		"zstd": "\x28\xb5\x2f\xfd\x24\x00\x01\x02", "gzip": "\x1f\x8b\x08\x00", "xz": "\xfd7zXZ\x00\x00\x04", "bzip2": "BZh91AY&SY",
	} {
		data := []byte(head + strings.Repeat("\x00\x7f", 40))
		for _, f := range []trace.Format{trace.Auto, trace.VSCSI, trace.OracleGeneral, trace.CSV} {
			_, err := trace.NewReader(bytes.NewReader(data), f)
			var te *trace.Error
			if !errors.As(err, &te) || te.Code() != "trace.compressed" {
				t.Errorf("%s as %s: %v", name, f, err)
				continue
			}
			if want := "record 1 (byte 0): the file is " + name + "-compressed: decompress it first (zstd -d FILE.zst, or zstdcat FILE.zst | sizewise cachesim --trace /dev/stdin); Sizewise reads uncompressed traces"; te.Error() != want {
				t.Errorf("%s as %s: %q", name, f, te.Error())
			}
		}
	}
}
