// Command gentrace writes big block-I/O traces for tests, benchmarks and
// comparisons, streamed (constant memory whatever their size), so that no
// big trace is ever committed:
//
//	go run ./scripts/gentrace -copies 878 -format vscsi -o /tmp/sample-x878.vscsi
//	go run ./scripts/gentrace -copies 878 -format oracle-general -o /tmp/sample-x878.oracleGeneral
//	go run ./scripts/gentrace -zipf -requests 100000000 -working-set 1TiB -o /tmp/zipf.vscsi
//
// -copies N repeats the committed sample trace (engine/trace/tracetest) N
// times with each copy's block numbers or object ids shifted past the
// previous copy's (tracetest.Repeat: 113,872 requests and 3,643,904 vSCSI
// bytes a copy; one oracle-general copy is byte for byte libCacheSim's
// cloudPhysicsIO.oracleGeneral.bin). -zipf writes a synthetic vSCSI trace
// of 4 KiB I/Os whose blocks follow a Zipf law (cachesim.WorkloadTrace:
// rejection-inversion sampling, ranks scattered by a seeded permutation).
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/trace"
	"github.com/sizewise/sizewise/engine/trace/tracetest"
)

func main() {
	out := flag.String("o", "", "output file (required)")
	copies := flag.Int("copies", 0, "repeat the sample trace this many times")
	format := flag.String("format", "vscsi", "format of -copies: vscsi or oracle-general")
	zipf := flag.Bool("zipf", false, "write a synthetic Zipf trace (vSCSI) instead")
	requests := flag.Int64("requests", 100_000_000, "-zipf: requests")
	ws := flag.String("working-set", "1TiB", "-zipf: working set (KiB, MiB, GiB, TiB)")
	theta := flag.Float64("theta", 0.9, "-zipf: skew θ")
	readPct := flag.Float64("read-pct", 70, "-zipf: share of reads, %")
	ioSize := flag.Int64("io-size", 4096, "-zipf: I/O size, bytes (a multiple of 512)")
	seed := flag.Uint64("seed", 7, "-zipf: seed")
	flag.Parse()
	if *out == "" || (*copies <= 0) == !*zipf {
		fmt.Fprintln(os.Stderr, "gentrace: give -o FILE and either -copies N or -zipf (see the package documentation)")
		os.Exit(2)
	}
	var src io.Reader
	if *zipf {
		size, err := parseSize(*ws)
		if err != nil || size < *ioSize || *ioSize%trace.Sector != 0 {
			fmt.Fprintf(os.Stderr, "gentrace: working set %q or I/O size %d: %v\n", *ws, *ioSize, err)
			os.Exit(2)
		}
		src = cachesim.WorkloadTrace(cachesim.Workload{WorkingSet: size, IOSize: *ioSize, ReadPct: *readPct, Distribution: cachesim.Zipf,
			ZipfTheta: *theta, IOs: *requests, Seed: *seed})
	} else {
		f, err := trace.ParseFormat(*format)
		if err == nil {
			src, err = tracetest.Repeat(*copies, f)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "gentrace:", err)
			os.Exit(2)
		}
	}
	f, err := os.Create(*out)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gentrace:", err)
		os.Exit(1)
	}
	w := bufio.NewWriterSize(f, 4<<20)
	n, err := io.Copy(w, src)
	if err == nil {
		err = w.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gentrace:", err)
		os.Exit(1)
	}
	fmt.Printf("gentrace: wrote %s (%d bytes)\n", *out, n)
}

// parseSize reads "1TiB", "64GiB", "4096".
func parseSize(s string) (int64, error) {
	mult := int64(1)
	for _, u := range []struct {
		suffix string
		m      int64
	}{{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30}, {"tib", 1 << 40}} {
		if strings.HasSuffix(strings.ToLower(s), u.suffix) {
			s, mult = s[:len(s)-len(u.suffix)], u.m
			break
		}
	}
	n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	return n * mult, err
}
