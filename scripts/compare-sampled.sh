#!/usr/bin/env bash
# compare-sampled.sh: sampled hit-ratio curves side by side (issue 31):
# `sizewise cachesim --sample RATE` against libCacheSim's mrcProfiler
# MINISIM passes (scripts/libcachesim/minisim.c: count the requests, sample
# spatially, simulate caches of size × rate, scale the misses), on the same
# oracleGeneral trace, ARC at 20 sizes; exact replay (`--sample 1`, equal to
# libCacheSim's cachesim miss for miss: scripts/compare-libcachesim.sh) is
# the truth. The runs take turns; wall and CPU time and peak RSS from
# /usr/bin/time, then each tool's mean and largest absolute miss-ratio error.
#
#   MINISIM=/path/to/minisim scripts/compare-sampled.sh
#
# Environment:
#   MINISIM   the minisim driver: copy scripts/libcachesim/minisim.c to
#             libCacheSim/bin/minisim/main.c of a libCacheSim checkout
#             (aa0fc40 measured), add to libCacheSim/bin/CMakeLists.txt
#               add_subdirectory(minisim)
#             with libCacheSim/bin/minisim/CMakeLists.txt
#               add_executable(minisim main.c ../cli_reader_utils.c)
#               target_link_libraries(minisim ${ALL_MODULES} ${LIBS} ${CMAKE_THREAD_LIBS_INIT} utils)
#             and build Release as libCacheSim's README says
#   TRACE     the trace (default: the sample repeated COPIES times,
#             generated with scripts/gentrace into WORK)
#   COPIES    878 (100 M requests, 2.4 GB)
#   RATE      0.01;  RUNS 3;  POLICY arc;  WORK ${TMPDIR:-/tmp}
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
WORK=${WORK:-${TMPDIR:-/tmp}}
COPIES=${COPIES:-878}
RATE=${RATE:-0.01}
RUNS=${RUNS:-3}
POLICY=${POLICY:-arc}
die() { echo "compare-sampled: $*" >&2; exit 2; }
[ -n "${MINISIM:-}" ] && [ -x "$MINISIM" ] || die "set MINISIM to the minisim driver (see the comment at the top)"
[ -x /usr/bin/time ] || die "/usr/bin/time is missing (Debian package: time)"
TRACE=${TRACE:-$WORK/sample-x$COPIES.oracleGeneral}
[ -f "$TRACE" ] || (cd "$here" && go run ./scripts/gentrace -copies "$COPIES" -format oracle-general -o "$TRACE")
sw=$WORK/sizewise-sampled
(cd "$here" && go build -o "$sw" ./wasm)
SIZES=$(python3 -c "
lo, hi = 16 << 20, 4 << 30
print(','.join(str(int(round(lo * (hi / lo) ** (i / 19)))) for i in range(20)))")
out=$WORK/compare-sampled
mkdir -p "$out"
uptime
run() { # name cmd...
	local name=$1; shift
	/usr/bin/time -f "%e s wall, %U s user, %S s sys, %M KB peak RSS" -o "$out/$name.time" "$@" >"$out/$name.out" 2>"$out/$name.err"
	echo "$name: $(cat "$out/$name.time")"
}
[ -f "$out/exact.out" ] || run exact "$sw" cachesim --trace "$TRACE" --format oracle-general --policy "$POLICY" --cache-size "$SIZES" --sample 1
for i in $(seq "$RUNS"); do
	run "sizewise-$i" "$sw" cachesim --trace "$TRACE" --format oracle-general --policy "$POLICY" --cache-size "$SIZES" --sample "$RATE"
	run "libcachesim-$i" "$MINISIM" "$TRACE" oracleGeneral "$POLICY" "$RATE" "$SIZES" 2
done
uptime
python3 - "$out" "$RUNS" <<'PY'
import json, sys
out, runs = sys.argv[1], int(sys.argv[2])
def sizewise(f):
    return {r["cache_size_bytes"]: 1 - r["hit_ratio"] for r in json.load(open(f))["results"]}
def libcachesim(f):
    got = {}
    for line in open(f):
        p = line.split("\t")
        if len(p) == 3 and p[0].endswith("B"):
            got[int(p[0][:-1])] = float(p[1])
    return got
truth = sizewise(f"{out}/exact.out")
for name, read in (("sizewise", sizewise), ("libcachesim", libcachesim)):
    for i in range(1, runs + 1):
        got = read(f"{out}/{name}-{i}.out")
        errs = [abs(got[s] - truth[s]) for s in sorted(truth)]
        print(f"{name}-{i}: mean abs error {sum(errs) / len(errs):.4f}, max {max(errs):.4f} ({len(errs)} sizes)")
PY
