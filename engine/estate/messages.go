package estate

import (
	"fmt"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

// Numbers in notes are written in the reader's conventions (msg.Dec:
// "5,573.548" in English, "5 573,548" in Russian), with the decimals the
// note promises (3 for a figure read from a sheet or derived from one, none
// for a count), never FormatNum's 2: a note says what was read and worked
// out, and its figures must match the inputs they explain. msg.ParseNumber
// reads them back in the same language, so they can still be copied into a
// calculator. A cluster or host name is quoted in the templates.

// noteDecimals is the most decimals a note writes a float64 with.
const noteDecimals = 3

// Count is a number of things whose noun agrees with it in the template
// ({0|host|hosts}); it is written the reader's way (1,500 / 1 500).
type Count int

// Note is message k with its arguments: a string is text, an int a whole
// number and a float64 a number of at most noteDecimals decimals, both in
// the reader's conventions, a Count a number the template's word forms agree
// with, a msg.Text a phrase in the reader's language, a msg.Arg as it is.
func Note(k *msg.Key, args ...any) msg.Message {
	a := make([]msg.Arg, len(args))
	for j, x := range args {
		switch v := x.(type) {
		case string:
			a[j] = msg.Str(v)
		case int:
			a[j] = msg.Dec(float64(v), 0)
		case float64:
			a[j] = msg.Dec(v, noteDecimals)
		case Count:
			a[j] = msg.Int(int(v))
		case msg.Text:
			a[j] = msg.Txt(v)
		case msg.Arg:
			a[j] = v
		default:
			a[j] = msg.Str(fmt.Sprint(v))
		}
	}
	return k.With(a...)
}

// Error is an import that cannot be done, with its one-line message in
// either language.
type Error struct {
	Msg msg.Message
	// Err is the reader's error behind it, if any.
	Err error
}

func (e *Error) Error() string { return e.Msg.In(msg.EN, nil) }

// Code is the message key's id ("estate.err.no-vms").
func (e *Error) Code() string { return e.Msg.Code() }

// Message is what is wrong.
func (e *Error) Message() msg.Message { return e.Msg }

var _ msg.Error = (*Error)(nil)

// In is the message in lang.
func (e *Error) In(lang msg.Lang) string { return e.Msg.In(lang, nil) }

func (e *Error) Unwrap() error { return e.Err }

// Errors of the planning (one line each; the CLI prefixes "sizewise import: ").
var (
	errNoVMs = msg.NewKey("estate.err.no-vms",
		"{0}: {1} lists no VM (no row has a VM name)")
	errUnknownCluster = msg.NewKey("estate.err.unknown-cluster",
		"no cluster “{0}” in {1}; its {2} {2|cluster is|clusters are}: {3}")
	errTooManyScenarios = msg.NewKey("estate.err.too-many-scenarios",
		"{0}: its {1} {1|cluster gives|clusters give} more than the {2} {2|scenario|scenarios} a plan holds (at least {3}): import a few clusters at a time (--cluster, or the cluster filter on the Plans page)")
	errPlanTooLarge = msg.NewKey("estate.err.plan-too-large",
		"{0}: the plan would be {1} MB, more than the {2} MiB a plan document may be (eval and the Plans page refuse larger ones): import a few clusters at a time (--cluster, or the cluster filter on the Plans page)")
	errScenario = msg.NewKey("estate.err.scenario",
		"{0}: a scenario cannot be written ({1})")
	errBadPolicy = msg.NewKey("estate.err.policy",
		"policy “{0}” is not one of: {1}")
	errBadHost = msg.NewKey("estate.err.host",
		"the target host is not one a cluster can have: {0} (cores 1 to {1}, 0.1 to {2} GHz, memory 1 to {3} GiB, 1 to {4} devices of 1 to {5} GB; ESA takes at most 32 devices and is all-flash)")
)

// maxNamesListed bounds the cluster names an error lists.
const maxNamesListed = 20

// Plan notes: what the planning assumed or left out for the whole estate.
var (
	noteFilter = msg.NewKey("estate.note.filter",
		"Only cluster “{0}” was kept; the totals are its own.")
	noteNoHosts = msg.NewKey("estate.note.no-hosts",
		"Cluster “{0}” has no hosts in “{1}”: no “{2}” scenario for it.")
	noteSmallHosts = msg.NewKey("estate.note.small-hosts",
		"Cluster “{0}”: hosts whose memory is under 1 GB or over 64 TB, left out of the “{2}” scenarios: {1}.")
	noteRulesSkipped = msg.NewKey("estate.note.rules-skipped",
		"{0} has no rule-set input yet: its scenarios under the {1} rules were not made.")
	noteStandalone = msg.NewKey("estate.note.standalone",
		"{0}: {1} {1|VM|VMs} and {2} {2|host|hosts} belong to no cluster (standalone hosts): they count in the totals and get “{3}” scenarios for their hosts, but no cluster is sized for them.")
	noteEmptyCluster = msg.NewKey("estate.note.empty-cluster",
		"Cluster “{0}” runs no VM that is sized: no storage or link scenario for it.")
	noteFactors = msg.NewKey("estate.note.factors",
		"VMs on vSAN datastores: their “{0}” counts the replicas or parity of their source storage policy, which is removed before sizing: {1}.")
	noteFactor = msg.NewKey("estate.note.factor",
		"“{0}” ({1} {1|VM|VMs}): median Provisioned / (disk capacity + swap) of {2} of them = {3} → ×{4}{5}")
	noteFactorAssumed = msg.NewKey("estate.note.factor-assumed",
		"“{0}” ({1} {1|VM|VMs}): no VM with disk capacity and without snapshots to measure the factor by → ×2, vSAN's default policy (RAID-1 FTT=1)")
	factorSnapped   = msg.T(", the nearest vSAN policy factor")
	factorRaw       = msg.T(", no vSAN policy factor within 10 %: the median itself (held to 1–4)")
	noteCacheBudget = msg.NewKey("estate.note.cache-budget",
		"“{0}” scenarios were made for the first {1} hybrid clusters only: each simulates hundreds of thousands of I/Os, and a plan may ask for at most {2} {2|unit|units} of work.")
	noteNoMeasured = msg.NewKey("estate.note.no-measured",
		"{0} carries no I/O statistics: the “{1}” scenarios size an assumed write load, and say so on their results; no “{2}” scenario is made.")
)

// Notes of the vsan-capacity scenarios. A note names the inputs it
// explains with input (the label and the JSON name), passed after its
// numbers, and quotes a column or sheet as the export writes it.
var (
	capHosts = msg.NewKey("estate.cap.hosts",
		"{2} = {0}: the hosts of cluster “{1}” in “{3}”.")
	capHostsMin = msg.NewKey("estate.cap.hosts-min",
		"{4} = {0}: cluster “{1}” has {2} {2|host|hosts} in “{5}”, fewer than the {0} that {3} needs, so {0} are sized.")
	capTwoNode = msg.NewKey("estate.cap.two-node",
		"{3} = 2: cluster “{0}” has {1} {1|host|hosts} in “{2}”: it is sized as a 2-node cluster (two data hosts with RAID-1 mirroring, a witness appliance elsewhere as the third fault domain), the smallest vSAN cluster that survives the loss of a host.")
	capHostsMax = msg.NewKey("estate.cap.hosts-max",
		"{3} = {0}: cluster “{1}” has {2} {2|host|hosts} in “{4}”, more than a vSAN cluster's {0}.")
	capNoHosts = msg.NewKey("estate.cap.no-hosts",
		"{2} = {0}: “{1}” lists no host of this cluster, so the policy's minimum is sized.")
	capData = msg.NewKey("estate.cap.data",
		"{5} = Σ “{6}” of the {1} of cluster “{2}” ({0} {0|VM|VMs}) × 1.048576 / 1000 = {3} MiB × 1.048576 / 1000 = {4} GB (1 GB = 10^9 bytes, the unit of the devices below).")
	capDataVSAN = msg.NewKey("estate.cap.data-vsan",
		"Of these, {0} {0|VM|VMs} live on vSAN datastores, whose “{1}” counts the source policy's replicas or parity: their {2} MiB are divided by their datastore's factor to {3} MiB (the factor is the median over the datastore's VMs of Provisioned / (disk capacity + swap), rounded to the nearest vSAN policy factor: {4}), so the target policy below is not applied on top of the source's.")
	capProvisioned = msg.NewKey("estate.cap.provisioned",
		"For comparison, “{2}” of the same VMs is {0} MiB = {1} GB: the data if every thin disk filled up.")
	capPolicyDefault = msg.NewKey("estate.cap.policy-default",
		"{1} = {0}: vSAN's default storage policy (RAID-1 mirroring, FTT=1); change it on the scenario to size another.")
	capPolicyESA = msg.NewKey("estate.cap.policy-esa",
		"{1} = {0}: ESA's adaptive RAID-5 (2+1 on 3 to 5 hosts, 4+1 from 6), tolerating one failure as the classic scenario's RAID-1 does; VMware's ESA design guidance: “Unless the cluster is 2 node, never use RAID 1… there is actually a performance advantage to RAID 5 over RAID 1” (Design and Sizing for vSAN ESA clusters, VMware, 2023).")
	capPolicyTwoNode = msg.NewKey("estate.cap.policy-2node",
		"{1} = {0}: a 2-node cluster mirrors its data between its two hosts (RAID-1, FTT=1).")
	capPolicyChosen = msg.NewKey("estate.cap.policy-chosen",
		"{1} = {0}: chosen for the import.")
	capHostESA = msg.NewKey("estate.cap.host-esa",
		"{3} = esa, {4} = {0}, {5} = {1}: the target host's storage pool, {0} NVMe {0|device|devices} of {1} GB ({2}). Devices are decimal GB as drives are sold, the unit of the VM data (a 3.84 TB device is 3840 GB; vSphere shows it as 3576 GB, which are GiB). The result's “{6}” says how many such hosts the data needs; {7} keeps the cluster's own count.")
	capHostOSA = msg.NewKey("estate.cap.host-osa",
		"{4} = osa, {5} = {0}, {6} = {1}, {7} = {2}: the target host's {3} capacity {3|device|devices} ({8}) in as few disk groups as hold them (at most 7 capacity devices a group; each group also has a cache device, which adds no capacity). Devices are decimal GB as drives are sold, the unit of the VM data. The result's “{9}” says how many such hosts the data needs; {10} keeps the cluster's own count.")
	capAllFlash = msg.NewKey("estate.cap.all-flash",
		"{1} = {0}: the target host is {2}.")
	hostGiven   = msg.T("the host described for the import")
	hostDefault = msg.T("the default target host, a vSAN ESA ReadyNode of profile AF-2 (Duncan Epping, Yellow Bricks, 2023): describe the planned host to size for it")
	flashAll    = msg.T("all-flash")
	flashHybrid = msg.T("hybrid (SSD cache, HDD capacity)")
	capRules    = msg.NewKey("estate.cap.rules",
		"{2} = {0}: the same cluster sized under the current vendor rules ({1}), beside its classic scenario.")
	capClassicESAHost = msg.NewKey("estate.cap.classic-esa-host",
		"The classic rules know no ESA: under them the same devices are sized as OSA capacity disks.")
	capSlackFallback = msg.NewKey("estate.cap.slack-fallback",
		"{1} = {2}: the operations and host rebuild reserves do not fit on hosts of these devices ({0}), so the classic slack is kept.")
	capDefaultsCurrent = msg.NewKey("estate.cap.defaults-current",
		"{2} = {0}, {3} = {4}: the calculator's defaults under these rules (the operations reserve and the host rebuild reserve where vSAN supports them, else {5} = {1}; no data reduction assumed).")
	capDefaults = msg.NewKey("estate.cap.defaults",
		"{2} = {0}, {3} = {1}: the calculator's defaults (VMware's 25–30 % slack; no data reduction assumed).")
	capDataCapped = msg.NewKey("estate.cap.data-capped",
		"{2} = {0}, the calculator's maximum; the workbook's sum was {1} GB.")
)

// Notes of the memory-states scenarios.
var (
	memSize = msg.NewKey("estate.mem.size",
		"{5} = {0} MiB / 1024 = {1} GB (ESXi: 1 GB = 1024 MB): “{6}” of {2} {2|host|hosts} of cluster “{3}” with this memory in “{7}” ({4}).")
	memRange = msg.NewKey("estate.mem.range",
		"Their memory differs by less than 2 % ({0} to {1} MiB: firmware and devices reserve a little of the same DIMMs), so they are one host size, sized at the smallest.")
	memV6 = msg.NewKey("estate.mem.v6",
		"{1} = 6: “{2}” reads “{0}” (vSphere 6.0 and later keep the 6.x memory states).")
	memV5 = msg.NewKey("estate.mem.v5",
		"{1} = 5: “{2}” reads “{0}”.")
	memV7 = msg.NewKey("estate.mem.v7",
		"{2} = {1}: “{3}” reads “{0}” (minFree and the memory state thresholds are those of 6.x).")
	memVLater = msg.NewKey("estate.mem.v-later",
		"{1} = 9: “{2}” reads “{0}”, later than the calculator knows; it is sized as 9 (the 6.x thresholds).")
	memVUnknown = msg.NewKey("estate.mem.v-unknown",
		"{1} = 6, the calculator's default: “{2}” gives no version these hosts can be read by (“{0}”).")
	memFree = msg.NewKey("estate.mem.free",
		"{4} = {0} MiB × (1 − {1} %) = {2} MB: the least free memory of these hosts, {5} (“{3}”).")
	memAtExport = msg.T("when the export was taken, a point-in-time value, not a peak")
	memAtPeak   = msg.T("at the peak of the collection period")
	memN1       = msg.NewKey("estate.mem.n1",
		"After the loss of one host (N+1): cluster “{0}” has {1} {1|host|hosts} using {2} MiB of memory in all (each host's memory × its use); vSphere HA restarts the lost host's VMs on the others, so the {3} {3|host|hosts} left (the largest one lost: {4} MiB of memory) hold it at {5} % each. {7} = {6} MiB × (1 − {5} %) = {8} MB on the smallest host; {9} = {10} MiB / 1024.")
	memN1Full = msg.NewKey("estate.mem.n1-full",
		"The memory in use does not fit on the hosts left ({0} % of their memory): after the loss of a host not every VM can restart, and those that do balloon, compress and swap.")
	memN1Alloc = msg.NewKey("estate.mem.n1-alloc",
		"For comparison, the powered-on VMs are configured with {0} MiB: {1} % of the memory of the hosts left ({2} % of all {3} {3|host|hosts}).")
)

// Notes of the stretched-bandwidth scenarios.
var (
	strComponents = msg.NewKey("estate.str.components",
		"{13} = {0}: the vSAN data components of the VMs of cluster “{2}” ({1} {1|VM|VMs}) under {3}, as the vSAN stretched cluster bandwidth guide counts them for the witness link: (FTT+1) {4|component|components} an object up to 255 GB × stripes (“100 VMs * 3 components/VM * 2 (FTT+1) * 1 (stripe width)” = 600). Objects → components: VM home namespaces {5} → {6}; virtual disks {7} → {8}; swap of powered-on VMs (memory − reservation) {9} → {10}; snapshot deltas (each snapshot × each disk it covers) {11} → {12}. Objects over 255 GB are split into components of at most 255 GB. An estimate from the inventory: vSAN's own count (“vSAN health”, RVC “vsan.check_limits”) is exact.")
	strWitness = msg.NewKey("estate.str.witness",
		"The witness appliance holds one witness component per object, not the data components: {0} {0|object|objects} → {1}. The result's witness appliance size is read against {2} and may come out larger than needed.")
	strFromCount = msg.NewKey("estate.str.from-count",
		"VMs without disk rows, whose disks came from their own count and capacity ({1}): {0}.")
	strCapped = msg.NewKey("estate.str.capped",
		"{2} = {0}, the calculator's maximum; the estimate was {1}.")
	strHosts = msg.NewKey("estate.str.hosts",
		"{2} = ⌈{0} / 2⌉ = {1}: the cluster's hosts split evenly between the two sites.")
	strNoHosts = msg.NewKey("estate.str.no-hosts",
		"{1} = 1: “{2}” lists no host in cluster “{0}”.")
	strAssumed = msg.NewKey("estate.str.assumed",
		"{4} = {0}, {5} = {1}, {6} = {2}, {7} = {3}: the calculator's defaults ({0} write IOPS of {1} KB is the sizing guide's worked example), an assumption and not this cluster's writes: {8} has no I/O statistics. {9} = true makes the result itself say so. Replace {4} and {5} with the cluster's measured peak writes (a Live Optics export of the same estate has them) and set {9} to false.")
	strMeasured = msg.NewKey("estate.str.measured",
		"{10} × {11} = the cluster's measured peak writes: Σ over its {0} measured {0|host|hosts} of the least of the host's “Peak Throughput MB/s” and the sum of its VMs' “Peak Write MB/s” = {1} MiB/s = {2} MB/s (MB/s as Live Optics writes it is read as MiB/s: vCenter's throughput counters count KB of 1024 bytes; taking MiB sizes the link 4.9 % larger, the safe side). Host-level peaks are taken, not the sum of the VMs' peaks ({3} MiB/s): each VM's peak is its own busiest interval, and they never all coincide, while a host's peak is the busiest interval of all its VMs together. Live Optics gives no write-only host peak, so each host's is bounded by both its total peak and its VMs' write peaks; the hosts' peaks need not coincide either, so the sum errs on the safe side. {11} = {4} KB: the VMs' average write at their peaks, Σ “Peak Write MB/s” / Σ “Peak Write IOPS” = {5} MiB/s / {6} IOPS; {10} = {2} MB/s / {4} KB = {7}. {12} = {8}, {13} = {9}: the calculator's defaults.")
	strMeasuredSize = msg.NewKey("estate.str.measured-size",
		"{0} = {1} KB, the calculator's default: the VMs report no write IOPS at their peaks; {2} = {3} MB/s / {1} KB = {4}.")
	strPartial = msg.NewKey("estate.str.partial",
		"Hosts of the cluster without performance rows, not in the measured peak: {0} of {1}; their writes are missing from it.")
	strAssumedFlag = msg.NewKey("estate.str.assumed-flag",
		"{0} = false: the write load above is measured.")
)

// Notes of the cache-sim scenarios.
var (
	csIntro = msg.NewKey("estate.cs.intro",
		"Cluster “{0}” is sized on hybrid hosts (SSD cache, HDD capacity): this simulation replays a synthetic workload with the cluster's measured I/O through one disk group's read cache.")
	csDevice = msg.NewKey("estate.cs.device",
		"{1} = {0}: the target host's cache device ({2}).")
	csIOPS = msg.NewKey("estate.cs.iops",
		"{5} = {0} / ({1} {1|host|hosts} × {2} disk {2|group|groups}) = {3}: the cluster's measured peak IOPS (Σ of its hosts' “Peak IOPS”) shared by its disk groups; {4}.")
	csRead = msg.NewKey("estate.cs.read",
		"{1} = {0} %: the share of reads in the cluster's I/O, the hosts' “Average Read/Write Ratio” weighted by their “Average IOPS”.")
	csSize = msg.NewKey("estate.cs.size",
		"{3} = {0} MiB/s × 1048.576 / {1} IOPS = {2} KB: the cluster's average I/O size, Σ “Avg Throughput MB/s” / Σ “Average IOPS” of its hosts.")
	csSizeDefault = msg.NewKey("estate.cs.size-default",
		"{1} = {0} KB, the calculator's default: the hosts report no average throughput.")
	csWorkingSet = msg.NewKey("estate.cs.working-set",
		"{3} = {0} GB / {1} disk {1|group|groups} = {2} GB: an assumption: each disk group serves its share of the cluster's VM data as the address space the I/Os touch, skewed by the calculator's default distribution; Live Optics measures no working set.")
	csPeakNote = msg.T("a peak, so the HDD IOPS the result derives are those of the busiest interval")
)

// NoteOtherInputs lists the inputs left at the calculator's defaults.
var (
	noteOtherInputs = msg.NewKey("estate.other-inputs",
		"Other inputs at the calculator's defaults: {0}.")
	// inputRef is an input of the scenario's calculator in a note: its
	// label in the reader's language (the notes are rendered in that
	// calculator's context), with its JSON name.
	inputRef = msg.NewKey("estate.input", "{0} ({1})")
	inputIs  = msg.NewKey("estate.input-is", "{0} = {1}")
	// dsFactor is a vSAN datastore and the factor of its policy.
	dsFactor = msg.NewKey("estate.ds-factor", "{0} ×{1}")
)

// input is the input name of the scenario's calculator, named by inputRef.
func input(name string) msg.Arg { return msg.Sub(inputRef.With(msg.Field(name), msg.Code(name))) }

// inputNamed is the text by which a rendered note names input name (the
// JSON name inputRef writes): unexplained looks for it, followed by " = ".
func inputNamed(name string) string { return "(" + name + ") = " }

// Title is the title of calculator id in the reader's language.
func Title(id string) msg.Arg {
	c, ok := calc.Lookup(id)
	if !ok {
		return msg.Code(id)
	}
	return msg.Txt(c.Meta().Title)
}

// outputLabel is the label of output name of calculator id in the reader's
// language.
func outputLabel(id, name string) msg.Arg {
	if c, ok := calc.Lookup(id); ok {
		if o, ok := c.Meta().Output(name); ok {
			return msg.Txt(o.Label)
		}
	}
	return msg.Code(name)
}

// Which VMs the data sums (capData's {1}).
var (
	whichAll         = msg.T("VMs (powered-on, powered-off and suspended VMs and templates: everything stored today)")
	whichNoOff       = msg.T("powered-on VMs and templates (powered-off and suspended VMs left out)")
	whichNoTemplates = msg.T("VMs, powered on or off (templates left out)")
	whichOn          = msg.T("powered-on VMs (powered-off and suspended VMs and templates left out)")
)
