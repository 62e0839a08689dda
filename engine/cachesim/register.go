package cachesim

import (
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// Labels of the choices.
var (
	policyLabels = map[string]msg.Text{
		"arc":  msg.T("ARC (what vSAN uses)"),
		"lru":  msg.T("LRU (for comparison)"),
		"fifo": msg.T("FIFO (for comparison)"),
	}
	distributionLabels = map[string]msg.Text{
		"uniform": msg.T("Uniform"),
		"zipf":    msg.T("Zipf (a few blocks very hot)"),
		"hotspot": msg.T("Hot spot"),
	}
	fillLabels = map[string]msg.Text{
		"needed": msg.T("Only the chunks the read needs (vSAN)"),
		"line":   msg.T("The whole line"),
	}
)

func init() {
	calc.Register(calc.Spec[Inputs, Results]{
		ID:       ID,
		Rank:     60,
		Title:    msg.T("vSAN read-cache simulation"),
		Question: msg.T("How big must each disk group's cache SSD be for this workload, and how many HDD reads are left?"),
		Fields: []calc.Field{
			{Name: "cache_device_gb", Label: msg.T("Cache device per disk group"), Unit: msg.GB, Step: 1,
				Hint: msg.T("The SSD of one hybrid disk group.")},
			{Name: "read_cache_pct", Label: msg.T("Read cache share"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("vSAN hybrid uses 70 % of the cache SSD as read cache, 30 % as write buffer.")},
			{Name: "policy", Label: msg.T("Replacement policy"), ChoiceLabels: policyLabels,
				Hint: msg.T("vSAN uses ARC; LRU and FIFO for comparison.")},
			{Name: "working_set_gb", Label: msg.T("Working set"), Unit: msg.GB, Step: 1,
				Hint: msg.T("The data the workload touches (per disk group).")},
			{Name: "io_size_kb", Label: msg.T("I/O size"), Unit: msg.KB, Step: 0.5,
				Hint: msg.T("Every I/O has this size (1 KB = 1000 bytes).")},
			{Name: "read_pct", Label: msg.T("Reads"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("Writes go to the write buffer and do not touch the read cache.")},
			{Name: "distribution", Label: msg.T("Access pattern"), ChoiceLabels: distributionLabels,
				Hint: msg.T("Uniform, Zipf (a few blocks very hot), or a hot spot.")},
			{Name: "zipf_theta", Label: msg.T("Zipf θ"), Step: 0.01,
				Hint: msg.T("Skew of the Zipf pattern: 0 is uniform, 0.9–1 is typical.")},
			{Name: "hot_io_pct", Label: msg.T("Hot-spot I/Os"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("Share of I/Os going to the hot spot.")},
			{Name: "hot_data_pct", Label: msg.T("Hot-spot data"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("Share of the working set that is hot.")},
			{Name: "frontend_iops", Label: msg.T("Workload IOPS"), Unit: msg.IOPSUnit, Step: 1,
				Hint: msg.T("Per disk group, reads and writes; turns chunk reads into HDD IOPS.")},
			{Name: "target_hit_ratio_pct", Label: msg.T("Target read hit ratio"), Unit: msg.Percent, Step: 1,
				Hint: msg.T("The recommendation is the smallest cache reaching it (90 % by default).")},
			{Name: "ios", Label: msg.T("Measured I/Os"), Step: 1, Advanced: true,
				Hint: msg.T("Length of the measured simulation.")},
			{Name: "warmup_ios", Label: msg.T("Warm-up I/Os"), Step: 1, Advanced: true,
				Hint: msg.T("I/Os run first and not counted, so the cache starts warm.")},
			{Name: "seed", Label: msg.T("Random seed"), Step: 1, Advanced: true,
				Hint: msg.T("Same seed, same workload, same answer.")},
			{Name: "line_kb", Label: msg.T("Cache line"), Unit: msg.KiB, Step: 1, Advanced: true,
				Hint: msg.T("vSAN: 1 MB, binary: 1024 KiB.")},
			{Name: "chunk_kb", Label: msg.T("HDD read chunk"), Unit: msg.KiB, Step: 1, Advanced: true,
				Hint: msg.T("vSAN: 64 KB, binary: 64 KiB.")},
			{Name: "fill", Label: msg.T("Line fill on a miss"), ChoiceLabels: fillLabels, Advanced: true,
				Hint: msg.T("What a line miss reads from the HDD: only the chunks the read needs, as vSAN does, or the whole line.")},
		},
		Outputs: []calc.Output{
			{Name: "read_hit_ratio", Label: msg.T("Read hit ratio"), Unit: msg.Ratio, Primary: true},
			{Name: "hdd_read_iops", Label: msg.T("HDD read IOPS"), Unit: msg.IOPSUnit, Primary: true},
			// 0 only when no size reaches the target (the smallest size that
			// does holds at least one line): it reads as such, not as 0 GB.
			{Name: "recommended_cache_gb", Label: msg.T("Smallest cache device reaching the target"), Unit: msg.GB, Primary: true,
				Values: map[string]msg.Text{"0": noneReaches}},
			{Name: "hdd_chunk_reads", Label: msg.T("HDD chunk reads"), Unit: msg.Chunk},
			{Name: "read_ios", Label: msg.T("Read I/Os measured"), Unit: msg.Read},
			{Name: "read_cache_gb", Label: msg.T("Read cache"), Unit: msg.GB},
			{Name: "cache_lines", Label: msg.T("Read-cache lines"), Unit: msg.Line},
			{Name: "hdd_chunk_reads_per_read", Label: msg.T("HDD chunk reads per read"), Unit: msg.Chunk},
			{Name: "cold_misses", Label: msg.T("First-touch misses"), Unit: msg.Miss},
			{Name: "line_hit_ratio", Label: msg.T("Line hit ratio"), Unit: msg.Ratio},
			{Name: "chunk_hit_ratio", Label: msg.T("Chunk hit ratio"), Unit: msg.Ratio},
			{Name: "chunk_misses", Label: msg.T("Chunk misses"), Unit: msg.Chunk},
		},
		Work:     Work,
		Defaults: Defaults,
		Check:    Check,
		Compute:  Compute,
		Examples: examples,
		Start:    func(in Inputs) calc.Job { return NewRun(in) },
		Explain:  Explain,
	})
}
