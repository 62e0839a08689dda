//go:build !js

package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"regexp"
	"runtime/pprof"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/trace"
)

const cachesimUsage = `usage: sizewise cachesim --trace FILE [--format auto|vscsi|oracle-general|csv]
    [--policy arc|lru|fifo[,...]] [--mode object|vsan] [--unit-size]
    --cache-size SIZE[,SIZE...] [--line 1MiB] [--chunk 64KiB] [--fill needed|line]
    [--sample auto|RATE]  (0 < RATE ≤ 1: estimate every result from a spatial sample
                      of the keys, SHARDS with miniature simulations; 1: exact;
                      auto, the default: exact below 1 GiB of trace, 0.01 above)
    [--cpuprofile FILE]  (a CPU profile of the replay: scripts/compare-libcachesim.sh pgo
                          merges such profiles into wasm/default.pgo)`

// cmdCachesim is `sizewise cachesim` (docs/contract.md §4): it replays a block-I/O
// trace through cache models and writes one JSON report on stdout. Bad flags,
// an unreadable file or a bad record give one line on stderr (naming the file
// and the record) and exit 2.
func cmdCachesim(args []string, stdout, stderr io.Writer) int {
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "sizewise cachesim: "+format+"\n", a...)
		return 2
	}
	fs := flag.NewFlagSet("sizewise cachesim", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	tracePath := fs.String("trace", "", "trace file")
	formatName := fs.String("format", "auto", "trace format: auto, vscsi, oracle-general or csv")
	policies := fs.String("policy", "arc", "replacement policies, comma-separated: arc, lru, fifo")
	modeName := fs.String("mode", "object", "object or vsan")
	unit := fs.Bool("unit-size", false, "every object has size 1 (object mode)")
	sizes := fs.String("cache-size", "", "cache sizes, comma-separated (bytes or KiB/MiB/GiB/TiB; objects with --unit-size)")
	lineFlag := fs.String("line", "1MiB", "vSAN cache line")
	chunkFlag := fs.String("chunk", "64KiB", "vSAN HDD read chunk")
	fillFlag := fs.String("fill", "needed", "vSAN line fill on a miss: needed or line")
	sampleFlag := fs.String("sample", "auto", "sampling rate: auto, or 0 < RATE ≤ 1 (1: every request, exact)")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the replay to this file (for wasm/default.pgo)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stdout, cachesimUsage)
			return 0
		}
		return fail("%v (%s)", err, "run with -h for usage")
	}
	if fs.NArg() > 0 {
		return fail("unexpected argument %q; flags only (see -h)", fs.Arg(0))
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })

	if *tracePath == "" {
		return fail("--trace FILE is required")
	}
	format, err := trace.ParseFormat(*formatName)
	if err != nil {
		return fail("--format: %v", err)
	}
	var cfg cachesim.ReplayConfig
	switch strings.ToLower(*modeName) {
	case "object":
		cfg.Mode = cachesim.ObjectMode
	case "vsan":
		cfg.Mode = cachesim.VSANMode
	default:
		return fail("--mode: unknown mode %q; one of: object, vsan", *modeName)
	}
	for _, p := range strings.Split(*policies, ",") {
		pol, err := cache.ParsePolicy(p)
		if err != nil {
			return fail("--policy: %v", err)
		}
		cfg.Policies = append(cfg.Policies, pol)
	}
	cfg.UnitSize = *unit
	if cfg.UnitSize && cfg.Mode != cachesim.ObjectMode {
		return fail("--unit-size applies to --mode object only (vsan mode counts lines)")
	}
	if (set["line"] || set["chunk"] || set["fill"]) && cfg.Mode != cachesim.VSANMode {
		return fail("--line, --chunk and --fill apply to --mode vsan only")
	}
	if !set["cache-size"] || strings.TrimSpace(*sizes) == "" {
		return fail("--cache-size is required: one size or a comma-separated list such as 128MiB,256MiB")
	}
	for _, s := range strings.Split(*sizes, ",") {
		n, err := parseCacheSize(s, cfg.UnitSize)
		if err != nil {
			return fail("--cache-size: %v", err)
		}
		cfg.Sizes = append(cfg.Sizes, n)
	}
	if cfg.Mode == cachesim.VSANMode {
		line, err := parseCacheSize(*lineFlag, false)
		if err != nil || line < 1 {
			return fail("--line: %v", orPositive(err, *lineFlag))
		}
		chunk, err := parseCacheSize(*chunkFlag, false)
		if err != nil || chunk < 1 {
			return fail("--chunk: %v", orPositive(err, *chunkFlag))
		}
		if chunk > line {
			return fail("--chunk %s is larger than --line %s", *chunkFlag, *lineFlag)
		}
		cfg.Geometry = cachesim.Geometry{Line: line, Chunk: chunk}
		if n := cfg.Geometry.ChunksPerLine(); n > cachesim.MaxChunksPerLine {
			return fail("--chunk %s makes %d chunks a --line of %s, more than %d: use a chunk of at least the line / %d",
				*chunkFlag, n, *lineFlag, cachesim.MaxChunksPerLine, cachesim.MaxChunksPerLine)
		}
		if cfg.Fill, err = cachesim.ParseFill(*fillFlag); err != nil {
			return fail("--fill: %v", err)
		}
	}

	auto := strings.EqualFold(strings.TrimSpace(*sampleFlag), "auto")
	if !auto {
		rate, err := strconv.ParseFloat(strings.TrimSpace(*sampleFlag), 64)
		if err != nil {
			return fail("--sample: %q is not a number; give auto or a rate above 0 and at most 1, such as 0.01", *sampleFlag)
		}
		if err := cachesim.CheckSampleRate(rate); err != nil {
			return fail("--sample: %v", err)
		}
		if rate < 1 {
			cfg.Sample = rate
		}
	}
	if err := cfg.Validate(); err != nil {
		return fail("%v", err) // before the file is read: the flags are wrong
	}
	f, err := os.Open(*tracePath)
	if err != nil {
		return fail("%s", readProblem(msg.EN, *tracePath, err))
	}
	defer f.Close()
	var size int64
	if st, err := f.Stat(); err == nil {
		if st.IsDir() {
			return fail("%s", readProblem(msg.EN, *tracePath, errIsDir))
		}
		size = st.Size()
	}
	r, err := trace.NewReader(f, format)
	if err != nil {
		return fail("%s: %v", *tracePath, err)
	}
	if auto {
		cfg.Sample = cachesim.AutoSampleNative(size)
	}
	cfg.MeanSize = r.HeadMeanSize()
	rp, err := cachesim.NewReplay(&cachesim.TraceSource{R: r, Size: size}, cfg)
	if err != nil {
		return fail("%s: %v", *tracePath, err)
	}
	// Natively the replay is a pipeline over the cores; a short trace runs
	// in one goroutine, where the hand-offs would cost more than they save.
	rp.Parallel = size == 0 || size >= parallelMinBytes
	if *cpuProfile != "" {
		pf, err := os.Create(*cpuProfile)
		if err != nil {
			return fail("--cpuprofile: %v", err)
		}
		defer pf.Close()
		if err := pprof.StartCPUProfile(pf); err != nil {
			return fail("--cpuprofile: %v", err)
		}
		defer pprof.StopCPUProfile()
	}
	if err := rp.Run(); err != nil {
		return fail("%s: %v", *tracePath, err)
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(cachesimOutput(*tracePath, r.Format(), r.Version(), rp.Report())); err != nil {
		return fail("cannot write the report: %v", err)
	}
	return 0
}

// parallelMinBytes is the trace size from which a replay runs as a
// parallel pipeline: 8 MiB, about 20 batches of records.
const parallelMinBytes = 8 << 20

// cachesimOutput orders the report's fields: requests first, as in
// docs/contract.md §4, then the trace's description, then the results.
func cachesimOutput(path string, f trace.Format, version int, rep cachesim.Report) any {
	return struct {
		Requests     int64                  `json:"requests"`
		Reads        int64                  `json:"reads"`
		Writes       int64                  `json:"writes"`
		Trace        string                 `json:"trace"`
		Format       trace.Format           `json:"format"`
		VSCSIVersion int                    `json:"vscsi_version,omitempty"`
		Mode         cachesim.Mode          `json:"mode"`
		Sampling     *cachesim.SamplingInfo `json:"sampling,omitempty"`
		Results      []any                  `json:"results"`
	}{rep.Requests, rep.Reads, rep.Writes, path, f, version, rep.Mode, rep.Sampling, rep.Results}
}

func orPositive(err error, s string) error {
	if err != nil {
		return err
	}
	return fmt.Errorf("%q must be at least 1 byte", s)
}

// parseCacheSize reads "268435456", "256MiB", "1.5GiB", "1e9" (KiB, MiB,
// GiB, TiB, case-insensitive; a bare number is bytes, or objects with unit)
// exactly, as a decimal: the size must be a whole number of bytes (or
// objects) from 1 to 2^62 (4 EiB), and anything else is refused, never
// rounded (a float64 would turn 4611686018427387905 into …904). With unit
// the size must be a bare whole number of objects.
func parseCacheSize(s string, unit bool) (int64, error) {
	t := strings.TrimSpace(s)
	mult := int64(1)
	lower := strings.ToLower(t)
	for _, suf := range []struct {
		name string
		m    int64
	}{{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30}, {"tib", 1 << 40}} {
		if strings.HasSuffix(lower, suf.name) {
			if unit {
				return 0, fmt.Errorf("%q: with --unit-size a cache size is a number of objects, without a suffix", s)
			}
			mult = suf.m
			t = strings.TrimSpace(t[:len(t)-len(suf.name)])
			break
		}
	}
	what, whole := "bytes or a size with KiB, MiB, GiB or TiB", "a whole number of bytes"
	if unit {
		what, whole = "a number of objects", "a whole number of objects"
	}
	x, ok := exactDecimal(t)
	if !ok {
		return 0, fmt.Errorf("%q is not %s", s, what)
	}
	x.Mul(x, new(big.Rat).SetInt64(mult))
	if !x.IsInt() {
		return 0, fmt.Errorf("%q is not %s", s, whole)
	}
	if x.Cmp(new(big.Rat).SetInt64(maxCacheSize)) > 0 {
		return 0, fmt.Errorf("%q is more than 2^62 (4 EiB), the largest cache size", s)
	}
	v := x.Num().Int64()
	if v < 1 {
		return 0, fmt.Errorf("%q: a cache size must be at least 1", s)
	}
	return v, nil
}

// maxCacheSize is the largest cache size accepted: 2^62 bytes (4 EiB) or
// objects.
const maxCacheSize = 1 << 62

// decimalRE is a non-negative decimal number: digits with an optional
// fraction and an exponent of at most three digits (so that its value stays
// cheap to compute exactly).
var decimalRE = regexp.MustCompile(`^\+?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]{1,3})?$`)

// exactDecimal is the exact value of a decimal number t, or false.
func exactDecimal(t string) (*big.Rat, bool) {
	if !decimalRE.MatchString(t) {
		return nil, false
	}
	x, ok := new(big.Rat).SetString(strings.TrimPrefix(t, "+"))
	return x, ok
}
