#!/usr/bin/env bash
# compare-libcachesim.sh: `sizewise cachesim` against libCacheSim's cachesim,
# the field's reference simulator, on the same traces, in one interleaved
# series (the programs take turns run by run; medians are reported), with
# miss counts and miss bytes checked identical at every size.
#
#   scripts/compare-libcachesim.sh            # build what is missing, then compare
#   scripts/compare-libcachesim.sh pgo        # regenerate wasm/default.pgo (below)
#
# Environment:
#   LIBCACHESIM_BIN     libCacheSim's cachesim (required), built from its public
#                       repository (github.com/1a1a11a/libCacheSim) as its
#                       README says, Release build; the figures in the notes
#                       are of commit aa0fc40
#   BASELINE            another sizewise binary (an older build) run in the same
#                       interleaved series, for before/after figures
#   SIZEWISE            the sizewise binary (default: built from this checkout
#                       into $WORK/sizewise-compare, with wasm/default.pgo if present)
#   TRACES              the directory of cloudPhysicsIO.vscsi (../shared/traces)
#   WORK                scratch directory for the generated trace and the runs'
#                       outputs ($TMPDIR or /tmp; libCacheSim writes its result/
#                       folder there)
#   REPEAT              copies of the sample in the big trace (440: 50,103,680 requests)
#   RUNS                interleaved runs per case (5)
#   CASES               "policy:count ..." (default "lru:1 lru:8 arc:1 arc:8")
#   SIZE1, SIZES8       the one size and the eight sizes, in bytes
#
# libCacheSim prints miss ratios (and, at several sizes, byte miss ratios)
# rounded to 4 digits; each of Sizewise's results is checked against them,
# line by line in size order, at that precision.
#
# The big trace is the oracleGeneral form of the sample cloudPhysicsIO.vscsi
# (object id = LBN, size = the object's first length, time in seconds, next
# access as libCacheSim writes it: one copy is byte-identical to libCacheSim's
# data/cloudPhysicsIO.oracleGeneral.bin) repeated REPEAT times with object ids
# shifted past the previous copy's. Sizes are given to libCacheSim in plain
# bytes: it reads "128MiB" as 128 bytes.
#
# Peak RSS is /usr/bin/time -v's "Maximum resident set size"; CPU is user +
# system time (all threads), a steadier figure than wall time on a shared
# machine. The load average is printed before and after.
#
# `pgo` rebuilds wasm/default.pgo, the profile `go build ./wasm` uses for
# profile-guided optimisation: it builds sizewise with -pgo=off, replays
# PGO_REPEAT (100) copies of the sample with ARC and LRU at one size and at
# the eight, and 50 copies of the vSCSI sample in vSAN mode (ARC and LRU at
# four sizes), each with --cpuprofile, and merges the profiles. Regenerate
# it after changing the replay's hot paths (engine/cache, engine/cachesim,
# engine/trace); a stale profile only loses its benefit.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-compare}
WORK=${WORK:-${TMPDIR:-/tmp}}
TRACES=${TRACES:-$here/../shared/traces}
REPEAT=${REPEAT:-440}
RUNS=${RUNS:-5}
CASES=${CASES:-"lru:1 lru:8 arc:1 arc:8"}
MiB=$((1 << 20))
SIZE1=${SIZE1:-$((512 * MiB))}
SIZES8=${SIZES8:-$(for m in 16 32 64 128 256 512 1024 2048; do printf '%s,' $((m * MiB)); done | sed 's/,$//')}

die() { echo "compare-libcachesim: $*" >&2; exit 2; }
[ -x /usr/bin/time ] || die "/usr/bin/time is missing (Debian package: time)"
command -v python3 >/dev/null || die "python3 is needed to read the outputs"

# --- traces -----------------------------------------------------------------
vscsi=$TRACES/cloudPhysicsIO.vscsi
[ -f "$vscsi" ] || die "no sample trace $vscsi (set TRACES)"
# generate OUT COPIES [vscsi]: the sample repeated (see the generator).
gen=
generate() {
	[ -f "$1" ] && return
	if [ -z "$gen" ]; then
		gen=$(mktemp -d)
		trap 'rm -rf "$gen"' EXIT
		write_generator "$gen"
	fi
	(cd "$gen" && go run . "$vscsi" "$1.tmp" "$2" ${3:-}) || die "could not generate $1"
	mv "$1.tmp" "$1"
}
write_generator() {
	cat >"$1/main.go" <<'EOF'
// Command gen writes an oracleGeneral trace from a vSCSI trace: id = LBN,
// size = the object's first length, time = µs / 10^6, next access = the
// 1-based index of the object's next request (-1: none), repeated n times
// with ids shifted past the previous copy's and times after it. With a
// fourth argument "vscsi" it writes the vSCSI records themselves, repeated
// with LBNs shifted by 2^30 sectors (512 GiB) a copy.
package main

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"os"
	"strconv"
)

func main() {
	data, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	n, _ := strconv.Atoi(os.Args[3])
	le := binary.LittleEndian
	rec := 32
	if len(data) >= 40 && data[3] == 2 {
		rec = 40
	}
	if len(os.Args) > 4 && os.Args[4] == "vscsi" {
		out := make([]byte, 0, len(data)*n)
		for k := range n {
			for i := 0; i+rec <= len(data); i += rec {
				b := append([]byte(nil), data[i:i+rec]...)
				le.PutUint64(b[16:], le.Uint64(b[16:])+uint64(k)<<30)
				out = append(out, b...)
			}
		}
		if err := os.WriteFile(os.Args[2], out, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	type r struct {
		ts   uint32
		id   uint64
		size uint32
	}
	var rs []r
	var maxID uint64
	for i := 0; i+rec <= len(data); i += rec {
		b := data[i : i+rec]
		x := r{uint32(le.Uint64(b[24:]) / 1e6), le.Uint64(b[16:]), le.Uint32(b[4:])}
		if rec == 40 {
			x.size = le.Uint32(b[8:])
		}
		rs = append(rs, x)
		maxID = max(maxID, x.id)
	}
	size := map[uint64]uint32{}
	for i := range rs {
		if s, ok := size[rs[i].id]; ok {
			rs[i].size = s
		} else {
			size[rs[i].id] = rs[i].size
		}
	}
	next := make([]int64, len(rs))
	last := map[uint64]int64{}
	for i := len(rs) - 1; i >= 0; i-- {
		next[i] = -1
		if j, ok := last[rs[i].id]; ok {
			next[i] = j + 1
		}
		last[rs[i].id] = int64(i)
	}
	span := rs[len(rs)-1].ts - rs[0].ts + 1
	f, err := os.Create(os.Args[2])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	var b [24]byte
	for k := range n {
		for i, x := range rs {
			le.PutUint32(b[0:], x.ts+uint32(k)*span)
			le.PutUint64(b[4:], x.id+uint64(k)*(maxID+1))
			le.PutUint32(b[12:], x.size)
			nx := next[i]
			if nx >= 0 {
				nx += int64(k) * int64(len(rs))
			}
			le.PutUint64(b[16:], uint64(nx))
			w.Write(b[:])
		}
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := f.Close(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
EOF
	printf 'module gen\ngo 1.24\n' >"$1/go.mod"
}

if [ "$mode" = pgo ]; then
	nopgo=$WORK/sizewise-nopgo
	(cd "$here" && go build -trimpath -pgo=off -o "$nopgo" ./wasm) || die "go build ./wasm failed"
	og=$WORK/cloudPhysicsIO.x${PGO_REPEAT:-100}.oracleGeneral
	vs=$WORK/cloudPhysicsIO.x50.vscsi
	generate "$og" "${PGO_REPEAT:-100}"
	generate "$vs" 50 vscsi
	prof=$(mktemp -d)
	k=0
	for run in "arc $SIZE1" "arc $SIZES8" "lru $SIZE1" "lru $SIZES8"; do
		set -- $run
		k=$((k + 1))
		"$nopgo" cachesim --trace "$og" --format oracle-general --policy "$1" --cache-size "$2" --cpuprofile "$prof/$k.prof" >/dev/null
	done
	"$nopgo" cachesim --trace "$vs" --mode vsan --policy arc,lru --cache-size $((1 << 30)),$((2 << 30)),$((4 << 30)),$((8 << 30)) \
		--cpuprofile "$prof/vsan.prof" >/dev/null
	go tool pprof -proto "$prof"/*.prof >"$here/wasm/default.pgo" 2>/dev/null || die "go tool pprof could not merge the profiles"
	rm -rf "$prof"
	echo "wrote $here/wasm/default.pgo ($(stat -c %s "$here/wasm/default.pgo") bytes)"
	exit 0
fi

# --- libCacheSim ------------------------------------------------------------
lcs=${LIBCACHESIM_BIN:-}
[ -n "$lcs" ] || die "set LIBCACHESIM_BIN to a libCacheSim cachesim binary (built as its README says)"
[ -x "$lcs" ] || die "no libCacheSim binary at $lcs"

# --- Sizewise ---------------------------------------------------------------
sw=${SIZEWISE:-}
if [ -z "$sw" ]; then
	sw=$WORK/sizewise-compare
	(cd "$here" && go build -trimpath -o "$sw" ./wasm) || die "go build ./wasm failed"
fi
[ -x "$sw" ] || die "no sizewise binary at $sw"

big=$WORK/cloudPhysicsIO.x$REPEAT.oracleGeneral
generate "$big" "$REPEAT"
requests=$(($(stat -c %s "$big") / 24))

# --- runs -------------------------------------------------------------------
out=$WORK/compare-libcachesim.$$
mkdir -p "$out"
progs="sw lcs"
echo "sizewise:    $sw"
if [ -n "${BASELINE:-}" ]; then
	[ -x "$BASELINE" ] || die "no baseline binary at $BASELINE"
	progs="base sw lcs"
	echo "baseline:    $BASELINE"
fi
echo "libCacheSim: $lcs ($(ldd "$lcs" 2>/dev/null | grep -q tcmalloc && echo tcmalloc || echo glibc malloc))"
echo "trace:       $big ($requests requests)"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"

# run_one NAME OUTFILE CMD...: runs CMD under /usr/bin/time -v.
run_one() {
	local name=$1 o=$2
	shift 2
	/usr/bin/time -v -o "$o.time" "$@" >"$o.out" 2>"$o.err" || {
		echo "compare-libcachesim: $name failed:" >&2
		tail -5 "$o.err" >&2
		exit 1
	}
}

# run_prog PROG OUTFILE TRACE FORMAT POLICY SIZES
run_prog() {
	case $1 in
	# --sample 1: exact replay (the default, auto, samples traces of 1 GiB or more)
	sw) run_one sizewise "$2" "$sw" cachesim --trace "$3" --format "$4" --policy "$5" --cache-size "$6" --sample 1 ;;
	base) run_one baseline "$2" "$BASELINE" cachesim --trace "$3" --format "$4" --policy "$5" --cache-size "$6" ;;
	lcs)
		local f=$4
		[ "$f" = oracle-general ] && f=oracleGeneral
		(cd "$out" && run_one libCacheSim "$2" "$lcs" "$3" "$f" "$5" "$6")
		;;
	esac
}

# Miss check on the sample vSCSI trace itself (lengths vary per request there,
# and some objects are larger than the smaller caches).
for pol in lru arc; do
	for p in $progs; do
		run_prog "$p" "$out/check-$pol-$p" "$vscsi" vscsi "$pol" "$SIZES8"
	done
done

for run in $(seq 1 "$RUNS"); do
	for c in $CASES; do
		pol=${c%%:*}
		n=${c##*:}
		sizes=$SIZE1
		[ "$n" = 1 ] || sizes=$(echo "$SIZES8" | cut -d, -f1-"$n")
		# Rotate which goes first, so that none always follows another.
		set -- $progs
		for _ in $(seq 1 $(((run - 1) % $#))); do
			set -- "$@" "$1"
			shift
		done
		for p in "$@"; do
			run_prog "$p" "$out/$pol-$n-$p-$run" "$big" oracle-general "$pol" "$sizes"
		done
	done
done
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"

python3 - "$out" "$RUNS" "$requests" "$CASES" "$progs" <<'EOF'
import json, re, statistics, sys
out, runs, requests, cases, progs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4].split(), sys.argv[5].split()

def timing(path):
    t = open(path + ".time").read()
    m = re.search(r"Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)", t)
    h, mi, s = m.groups()
    secs = int(h or 0) * 3600 + int(mi) * 60 + float(s)
    cpu = float(re.search(r"User time \(seconds\): ([\d.]+)", t).group(1)) + \
        float(re.search(r"System time \(seconds\): ([\d.]+)", t).group(1))
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", t).group(1))
    return secs, cpu, rss

def sw_misses(path):
    doc = json.load(open(path + ".out"))
    return {(r["policy"], r["cache_size_bytes"]): (r["misses"], r["miss_bytes"]) for r in doc["results"]}

def lcs_ratios(path):
    # libCacheSim's lines, in size order: "... miss ratio 0.1234[, byte miss ratio 0.2345]..."
    res = []
    for line in open(path + ".out"):
        m = re.search(r"miss ratio ([\d.]+)", line)
        if m and "req" in line:
            b = re.search(r"byte miss ratio ([\d.]+)", line)
            res.append((m.group(1), b.group(1) if b else None))
    return res

def sw_ratios(path):
    doc = json.load(open(path + ".out"))
    res = []
    for r in sorted(doc["results"], key=lambda r: r["cache_size_bytes"]):
        req = doc["requests"]
        res.append((f"{r['misses'] / req:.4f}", r["miss_bytes"], r["cache_size_bytes"]))
    return res, doc

bad = []
def check(what, p, path, ref_path):
    got, doc = sw_ratios(path)
    ref = lcs_ratios(ref_path)
    ok = len(got) == len(ref) and len(got) > 0
    for g, r in zip(got, ref):
        if g[0] != r[0]:
            ok = False
    if not ok:
        bad.append(f"{what} ({p})")
        print(f"MISMATCH {what} ({p}):\n  got         {[g[0] for g in got]}\n  libCacheSim {[r[0] for r in ref]}")

for pol in ("lru", "arc"):
    for p in progs:
        if p != "lcs":
            check(f"sample vscsi {pol}", p, f"{out}/check-{pol}-{p}", f"{out}/check-{pol}-lcs")

def mib(kb): return f"{kb / 1024:,.0f} MiB"
def rate(s): return f"{requests / s / 1e6:.2f} M"
base = "base" in progs
print()
head = "| trace | policy | sizes |"
if base:
    head += " baseline req/s |"
head += " Sizewise req/s | libCacheSim req/s | ratio | Sizewise CPU s | libCacheSim CPU s | CPU ratio |"
if base:
    head += " baseline RSS |"
head += " Sizewise RSS | libCacheSim RSS | RSS ratio |"
print(head)
print("|" + "---|" * (head.count("|") - 1))
for c in cases:
    pol, n = c.split(":")
    med = {}
    for p in progs:
        t, u, r = zip(*(timing(f"{out}/{pol}-{n}-{p}-{run}") for run in range(1, runs + 1)))
        med[p] = (statistics.median(t), statistics.median(u), statistics.median(r))
    for run in range(1, runs + 1):
        for p in progs:
            if p != "lcs":
                check(f"{pol} x{n} run {run}", p, f"{out}/{pol}-{n}-{p}-{run}", f"{out}/{pol}-{n}-lcs-{run}")
    row = f"| big oracleGeneral | {pol.upper()} | {n} |"
    if base:
        row += f" {rate(med['base'][0])} |"
    row += (f" {rate(med['sw'][0])} | {rate(med['lcs'][0])} | {med['lcs'][0] / med['sw'][0]:.2f} |"
            f" {med['sw'][1]:.1f} | {med['lcs'][1]:.1f} | {med['lcs'][1] / med['sw'][1]:.2f} |")
    if base:
        row += f" {mib(med['base'][2])} |"
    row += f" {mib(med['sw'][2])} | {mib(med['lcs'][2])} | {med['sw'][2] / med['lcs'][2]:.3f} |"
    print(row)
print()
print(f"medians of {runs} interleaved runs; req/s = requests / wall time (all sizes at once); CPU = user + system "
      "seconds; ratio = libCacheSim time / Sizewise time; RSS = peak resident set, RSS ratio = Sizewise / libCacheSim")
if bad:
    print("miss ratios DIFFER:", ", ".join(bad))
    sys.exit(1)
print("miss ratios equal to libCacheSim's (its 4 printed digits) at every size, policy and run, "
      "and on the sample vSCSI trace at the eight sizes")
EOF
