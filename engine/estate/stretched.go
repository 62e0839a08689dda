package estate

import (
	"encoding/json"
	"math"

	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/stretched"
	"github.com/sizewise/sizewise/engine/vsancap"
)

// applianceSizes are the witness appliance sizes by the witness components
// they hold (the stretched-bandwidth calculator's labels).
var applianceSizes = []struct {
	most int
	name msg.Text
}{
	{750, msg.T("Tiny (up to 750 components)")},
	{21833, msg.T("Medium (up to 21,833 components)")},
	{45000, msg.T("Large (up to 45,000 components)")},
	{64000, msg.T("Extra Large (up to 64,000 components)")},
}

func applianceFor(witness int) msg.Text {
	for _, s := range applianceSizes {
		if witness <= s.most {
			return s.name
		}
	}
	return msg.T("beyond Extra Large (more than 64,000 components)")
}

// mbPerMiB converts MiB/s to the calculator's decimal MB/s.
const mbPerMiB = 1.048576

// stretchedBandwidth is the cluster's stretched-bandwidth scenario: the
// data components of its VMs' objects, its hosts split over two sites, and
// its measured peak writes, or without them the calculator's example load
// marked as an assumption (write_load_assumed), which the result states.
func (p *planner) stretchedBandwidth(c *clusterData, _ variant) []draft {
	vms := p.sizedOf(c)
	if c.name == NoCluster || len(vms) == 0 {
		return nil
	}
	in := stretched.Defaults()
	var objs []VMObjects
	fromCount := 0
	for _, v := range vms {
		o, fc := objectsOf(v)
		if fc {
			fromCount++
		}
		objs = append(objs, o)
	}
	est := EstimateComponents(objs, p.layout, MaxComponentMiB)
	in.Components = min(est.Total.Components, maxComponents)
	notes := []msg.Message{Note(strComponents, est.Total.Components, Count(len(objs)), c.name, p.layout.Policy, Count(p.layout.Legs),
		est.Namespaces.Objects, est.Namespaces.Components, est.Disks.Objects, est.Disks.Components, est.Swap.Objects, est.Swap.Components,
		est.Deltas.Objects, est.Deltas.Components, input("components")),
		Note(strWitness, Count(est.Total.Objects), applianceFor(est.Total.Objects), input("components"))}
	if est.Total.Components > maxComponents {
		notes = append(notes, Note(strCapped, maxComponents, est.Total.Components, input("components")))
	}
	if fromCount > 0 {
		notes = append(notes, Note(strFromCount, fromCount, p.words.DiskCount))
	}
	if h := len(c.hosts); h > 0 {
		in.HostsPerSite = (h + 1) / 2
		notes = append(notes, Note(strHosts, h, in.HostsPerSite, input("hosts_per_site")))
	} else {
		in.HostsPerSite = 1
		notes = append(notes, Note(strNoHosts, c.name, input("hosts_per_site"), p.words.HostSheet))
	}
	w := peakWrites(c.hosts, c.vms)
	assumedFlag := hasInput(stretched.ID, "write_load_assumed")
	inputs, _ := inputMap(in)
	if w.ok && w.mibps > 0 {
		mbps := w.mibps * mbPerMiB
		if w.vmWriteIOPS > 0 && w.vmMiBps > 0 {
			exact := min(max(w.vmMiBps*mbPerMiB*1000/w.vmWriteIOPS, 0.5), 4096)
			size, iops := round(exact, 6), round(mbps*1000/exact, 3)
			inputs["write_size_kb"], inputs["write_iops"] = size, iops
			// the size as the input holds it (6 decimals), not the note's usual 3
			notes = append(notes, Note(strMeasured, w.hosts, round(w.mibps, 3), round(mbps, 3), round(w.vmMiBps, 3), msg.Dec(size, 6),
				round(w.vmMiBps, 3), round(w.vmWriteIOPS, 3), iops, in.DataMultiplier, in.ResyncMultiplier,
				input("write_iops"), input("write_size_kb"), input("data_multiplier"), input("resync_multiplier")))
		} else {
			iops := round(mbps*1000/in.WriteSizeKB, 3)
			inputs["write_iops"] = iops
			notes = append(notes, Note(strMeasured, w.hosts, round(w.mibps, 3), round(mbps, 3), round(w.vmMiBps, 3), in.WriteSizeKB,
				round(w.vmMiBps, 3), round(w.vmWriteIOPS, 3), iops, in.DataMultiplier, in.ResyncMultiplier,
				input("write_iops"), input("write_size_kb"), input("data_multiplier"), input("resync_multiplier")),
				Note(strMeasuredSize, input("write_size_kb"), in.WriteSizeKB, input("write_iops"), round(mbps, 3), iops))
		}
		if w.hosts < w.hostsAll {
			notes = append(notes, Note(strPartial, w.hostsAll-w.hosts, w.hostsAll))
		}
		if assumedFlag {
			inputs["write_load_assumed"] = false
			notes = append(notes, Note(strAssumedFlag, input("write_load_assumed")))
		}
	} else {
		flag := msg.Arg(msg.Code("write_load_assumed"))
		if assumedFlag {
			inputs["write_load_assumed"] = true
			flag = input("write_load_assumed")
		}
		wi := 0.0
		if in.WriteIOPS != nil {
			wi = *in.WriteIOPS
		}
		notes = append(notes, Note(strAssumed, wi, in.WriteSizeKB, in.DataMultiplier, in.ResyncMultiplier,
			input("write_iops"), input("write_size_kb"), input("data_multiplier"), input("resync_multiplier"), p.words.Tool, flag))
	}
	return []draft{{inputs: inputs, notes: notes}}
}

// cacheBudget is the share of a plan's work the cache-sim scenarios may
// take (calc.MaxWork for the whole document).
const cacheBudget = calc.MaxWork / 2

// cacheSim is the cluster's cache-sim scenario when the target host is
// hybrid (OSA, HDD capacity) and the file measured the cluster's I/O: a
// synthetic workload at the measured peak IOPS and read share, through one
// disk group's read cache.
func (p *planner) cacheSim(c *clusterData, _ variant) []draft {
	if p.host.Architecture != vsancap.OSA || p.host.AllFlash || c.name == NoCluster {
		return nil
	}
	vms := p.sizedOf(c)
	m := measured(c.hosts, c.vms)
	if len(vms) == 0 || m == nil || m.PeakIOPS == nil || *m.PeakIOPS <= 0 {
		return nil
	}
	in := cachesim.Defaults()
	hosts := max(len(c.hosts), 1)
	groups, _ := groupsOf(p.host.Devices)
	dgs := hosts * groups
	notes := []msg.Message{Note(csIntro, c.name)}
	in.CacheDeviceGB = p.host.CacheDeviceGB
	notes = append(notes, Note(csDevice, in.CacheDeviceGB, input("cache_device_gb"), p.hostLine()))
	in.FrontendIOPS = round(*m.PeakIOPS/float64(dgs), 3)
	notes = append(notes, Note(csIOPS, *m.PeakIOPS, hosts, Count(groups), in.FrontendIOPS, csPeakNote, input("frontend_iops")))
	if r, ok := readPctOf(c.hosts); ok {
		in.ReadPct = round(min(max(r, 0), 100), 3)
		notes = append(notes, Note(csRead, in.ReadPct, input("read_pct")))
	}
	var avgMiBps, avgIOPS float64
	for _, h := range c.hosts {
		if hp := h.Perf; hp != nil && hp.Has&HasAvgThroughput != 0 && hp.Has&HasAvgIOPS != 0 {
			avgMiBps += hp.AvgMiBps
			avgIOPS += hp.AvgIOPS
		}
	}
	if avgMiBps > 0 && avgIOPS > 0 {
		in.IOSizeKB = round(min(max(avgMiBps*mbPerMiB*1000/avgIOPS, 0.5), 1024), 3)
		notes = append(notes, Note(csSize, round(avgMiBps, 3), round(avgIOPS, 3), in.IOSizeKB, input("io_size_kb")))
	} else {
		notes = append(notes, Note(csSizeDefault, in.IOSizeKB, input("io_size_kb")))
	}
	var used float64
	for _, v := range vms {
		used += v.UsedMiB()
	}
	data := round(MiBToGB(used), 3)
	in.WorkingSetGB = math.Max(round(data/float64(dgs), 3), in.IOSizeKB/1e6*2)
	notes = append(notes, Note(csWorkingSet, data, Count(dgs), in.WorkingSetGB, input("working_set_gb")))
	// the work budget of the plan
	work := workOf(cachesim.ID, in)
	if work <= 0 || p.cacheWork+work > cacheBudget {
		if !p.cacheSkipped {
			p.cacheSkipped = true
			p.notes = append(p.notes, Note(noteCacheBudget, Title(cachesim.ID), p.cacheMade, calc.MaxWork))
		}
		return nil
	}
	p.cacheWork += work
	p.cacheMade++
	return []draft{{inputs: in, notes: notes}}
}

// workOf is the work of a scenario of calculator id (0 when the
// calculator refuses the inputs).
func workOf(id string, in any) float64 {
	c, ok := calc.Lookup(id)
	if !ok {
		return 0
	}
	raw, err := json.Marshal(in)
	if err != nil {
		return 0
	}
	r, _, ok := c.Resolve(raw, calc.Strict)
	if !ok {
		return 0
	}
	return max(r.Work(), calc.WorkPerScenario)
}
