package estate

import (
	"bytes"
	"encoding/json"
	"math"
	"path"
	"sort"
	"strings"

	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/clustersizing"
	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/memstate"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/stretched"
	"github.com/sizewise/sizewise/engine/vsancap"
	"github.com/sizewise/sizewise/engine/xlsx/table"
)

// Plan is the plan document an import writes: a plan with its inventory.
type Plan struct {
	Plan      string              `json:"plan"`
	Inventory inventory.Inventory `json:"inventory"`
	Scenarios []Scenario          `json:"scenarios"`
	// Notes say what the import skipped or assumed for the whole workbook.
	Notes []string `json:"notes,omitempty"`
}

// Scenario is one scenario document of the plan (as `sizewise eval` reads
// it): the calculator, its inputs (every one, derived or default) and notes
// that explain each derived input with its numbers.
type Scenario struct {
	Calculator string `json:"calculator"`
	// Title names the scenario in a report and a comparison: its cluster,
	// and the rule set when one calculator is sized under two (scenarioTitle).
	Title  string         `json:"title,omitempty"`
	Inputs map[string]any `json:"inputs"`
	Notes  []string       `json:"notes"`
}

// Planning derives a plan from an estate in steps: NewPlanning sums the
// inventory, then each Step builds one cluster's scenarios (a few
// milliseconds in WebAssembly), then the plan is checked against the
// document limits.
type Planning struct {
	opt      Options
	file     string
	words    Words
	plan     *Plan
	clusters []*clusterData
	p        *planner
	notes    []msg.Message
	next     int
	done     bool
	err      error
}

// round rounds x to d decimals.
func round(x float64, d int) float64 {
	p := math.Pow(10, float64(d))
	return math.Round(x*p) / p
}

// PlanName derives a readable plan name from a file name: the base name
// without its extension, underscores as spaces ("RVTools_export_all_2026-
// 11-30.xlsx" → "RVTools export all 2026-11-30"); fallback when that
// leaves nothing.
func PlanName(fileName, fallback string) string {
	base := path.Base(strings.ReplaceAll(fileName, "\\", "/"))
	if ext := path.Ext(base); ext != "" && len(ext) <= 5 {
		base = strings.TrimSuffix(base, ext)
	}
	base = strings.Join(strings.Fields(strings.ReplaceAll(base, "_", " ")), " ")
	if base == "" || base == "." || base == "/" {
		return fallback
	}
	return base
}

// PolicyNames are the storage policies an import can size for.
func PolicyNames() []string {
	names := make([]string, len(vsancap.Policies))
	for i, p := range vsancap.Policies {
		names[i] = p.Name
	}
	return names
}

// CheckOptions refuses an unknown policy or a target host no cluster can
// have, before a workbook is read.
func CheckOptions(opt Options) error {
	if opt.Policy != "" {
		if _, ok := vsancap.PolicyNamed(opt.Policy); !ok {
			return &Error{Msg: Note(errBadPolicy, opt.Policy, strings.Join(PolicyNames(), ", "))}
		}
	}
	if opt.Host != (inventory.HostProfile{}) && !opt.Host.Valid() {
		return &Error{Msg: Note(errBadHost, opt.Host.Line(msg.EN), inventory.MaxHostCores, inventory.MaxHostCoreGHz,
			inventory.MaxHostMemoryGiB, inventory.MaxHostDevices, inventory.MaxDeviceGB)}
	}
	return nil
}

// NewPlanning sums the inventory of e (its source src, the reader's notes
// on the workbook) and prepares the scenarios. It fails when the estate has
// no VM, the cluster asked for is not there, or the clusters would give more
// scenarios than a plan holds.
func NewPlanning(e *Estate, src inventory.Source, w Words, readNotes []msg.Message, fileName string, opt Options) (*Planning, error) {
	if opt.Lang == "" {
		opt.Lang = msg.EN
	}
	if err := CheckOptions(opt); err != nil {
		return nil, err
	}
	if len(e.VMs) == 0 {
		return nil, &Error{Msg: Note(errNoVMs, fileName, w.VMSheet)}
	}
	host := opt.Host
	if host == (inventory.HostProfile{}) {
		host = inventory.DefaultHostProfile()
	} else {
		host.Given = true
	}
	if host.Architecture == vsancap.OSA && host.CacheDeviceGB == 0 {
		host.CacheDeviceGB = inventory.DefaultCacheDeviceGB
	}
	notes := append([]msg.Message(nil), readNotes...)
	factors := e.estimateFactors()
	clusters := e.byCluster()
	if opt.Cluster != "" {
		c, err := pickCluster(clusters, opt.Cluster, fileName)
		if err != nil {
			return nil, err
		}
		clusters = []*clusterData{c}
		notes = append(notes, Note(noteFilter, c.name))
	}
	// Bounded before the work: every cluster that runs VMs gives at
	// least three scenarios (vsan-capacity twice, stretched-bandwidth).
	if least := 3 * sizedClusters(clusters); least > calc.MaxScenarios {
		return nil, &Error{Msg: Note(errTooManyScenarios, fileName, Count(len(clusters)), calc.MaxScenarios, least)}
	}
	if len(factors) > 0 {
		notes = append(notes, factorNote(factors, w))
	}
	pol, layout := policyOf(opt.Policy)
	p := &planner{opt: opt, words: w, host: host, policy: pol, layout: layout, hasReservations: hasReservations(e)}
	inv := inventory.Inventory{Source: src, Clusters: []inventory.ClusterSummary{}, TargetHost: &host}
	if opt.Cluster != "" {
		inv.ClusterFilter = clusters[0].name
	}
	var allVMs, sizedVMs []*VM
	var allHosts []*Host
	excl := newExclusions()
	for _, c := range clusters {
		t := c.totals()
		sized := p.sized(c.vms, excl, c.name)
		m := measured(c.hosts, c.vms)
		cs := inventory.ClusterSummary{Name: c.name, Totals: t, Measured: m, Workload: workload(c.hosts, sized, m)}
		c.work = cs.Workload
		inv.Clusters = append(inv.Clusters, cs)
		inv.Totals.Add(t)
		allVMs = append(allVMs, c.vms...)
		sizedVMs = append(sizedVMs, sized...)
		allHosts = append(allHosts, c.hosts...)
	}
	inv.Measured = measured(allHosts, allVMs)
	inv.Workload = workload(allHosts, sizedVMs, inv.Measured)
	inv.Excluded = excl.list()
	for _, c := range clusters {
		if c.name == NoCluster && (len(c.vms) > 0 || len(c.hosts) > 0) {
			notes = append(notes, Note(noteStandalone, NoCluster, Count(len(c.vms)), Count(len(c.hosts)), Title(memstate.ID)))
		}
	}
	if !w.Measured {
		notes = append(notes, Note(noteNoMeasured, w.Tool, Title(stretched.ID), Title(cachesim.ID)))
	}
	name := opt.Name
	if strings.TrimSpace(name) == "" {
		name = PlanName(fileName, w.Tool+" import")
	}
	return &Planning{opt: opt, file: fileName, words: w, clusters: clusters, p: p, notes: notes,
		plan: &Plan{Plan: name, Inventory: inv, Scenarios: []Scenario{}}}, nil
}

// sizedClusters counts the clusters that get storage scenarios: those
// with VMs, standalone hosts not counted.
func sizedClusters(cs []*clusterData) int {
	n := 0
	for _, c := range cs {
		if c.name != NoCluster && len(c.vms) > 0 {
			n++
		}
	}
	return n
}

func hasReservations(e *Estate) bool {
	for _, v := range e.VMs {
		if v.HasReservation {
			return true
		}
	}
	return false
}

// policyOf is the policy and components layout of an import (DefaultPolicy
// when none was chosen).
func policyOf(name string) (vsancap.Policy, Layout) {
	if name == "" {
		name = DefaultPolicy
	}
	pol, _ := vsancap.PolicyNamed(name)
	layout, _ := LayoutOf(name)
	return pol, layout
}

// factorNote says how the vSAN datastores' factors were found.
func factorNote(fs []Factor, w Words) msg.Message {
	var parts []msg.Arg
	for _, f := range fs {
		if f.Assumed {
			parts = append(parts, msg.Sub(Note(noteFactorAssumed, f.Name, Count(f.VMs))))
			continue
		}
		how := factorRaw
		if f.Snapped {
			how = factorSnapped
		}
		parts = append(parts, msg.Sub(Note(noteFactor, f.Name, Count(f.VMs), f.Sampled, round(f.Median, 3), factorText(f.Value), how)))
	}
	return Note(noteFactors, w.InUse, msg.List(parts...))
}

// factorText writes a factor as the policy writes it (4/3, not 1.333).
func factorText(f float64) msg.Arg {
	if math.Abs(f-4.0/3) < 1e-9 {
		return msg.Code("4/3")
	}
	return msg.Dec(f, noteDecimals)
}

// pickCluster finds the cluster asked for: exactly, else ignoring case
// when one cluster matches so; else an error listing at most
// maxNamesListed of the clusters.
func pickCluster(clusters []*clusterData, want, file string) (*clusterData, error) {
	want = strings.TrimSpace(want)
	for _, c := range clusters {
		if c.name == want {
			return c, nil
		}
	}
	var folded []*clusterData
	for _, c := range clusters {
		if strings.EqualFold(c.name, want) {
			folded = append(folded, c)
		}
	}
	if len(folded) == 1 {
		return folded[0], nil
	}
	names := make([]string, 0, len(clusters))
	for _, c := range clusters {
		names = append(names, Clip(c.name))
	}
	sort.Strings(names)
	n := len(names)
	if n > maxNamesListed {
		names = append(names[:maxNamesListed], "…")
	}
	return nil, &Error{Msg: Note(errUnknownCluster, Clip(want), file, Count(n), strings.Join(names, ", "))}
}

// Clip bounds a text quoted in a message to 64 characters, as documents
// quote values.
func Clip(s string) string { return ClipTo(s, 64) }

// ClipTo bounds a quoted text to one line of at most most characters.
func ClipTo(s string, most int) string {
	s = table.OneLine(s)
	r := []rune(s)
	if len(r) <= most {
		return s
	}
	return string(r[:most]) + "…"
}

// Done reports whether the planning is over.
func (pl *Planning) Done() bool { return pl.done }

// Step builds one cluster's scenarios, or ends the planning; it reports
// whether the planning is over.
func (pl *Planning) Step() bool {
	if pl.done {
		return true
	}
	if pl.next < len(pl.clusters) {
		scen, err := pl.p.scenarios(pl.clusters[pl.next], pl.opt.Lang)
		if err != nil {
			pl.fail(&Error{Msg: Note(errScenario, pl.file, err.Error()), Err: err})
			return true
		}
		pl.plan.Scenarios = append(pl.plan.Scenarios, scen...)
		pl.next++
		if n := len(pl.plan.Scenarios); n > calc.MaxScenarios {
			// eval and the plans library would refuse the plan
			pl.fail(&Error{Msg: Note(errTooManyScenarios, pl.file, Count(len(pl.clusters)), calc.MaxScenarios, n)})
		}
		return pl.done
	}
	// the whole estate's hosts, beside each cluster's
	sized := 0
	for _, c := range pl.clusters {
		if c.name != NoCluster && c.work != nil && c.work.VMs > 0 {
			sized++
		}
	}
	if d, ok := pl.p.estateSizing(pl.plan.Inventory.Workload, sized); ok && len(pl.plan.Scenarios) < calc.MaxScenarios {
		b := builder{calculator: clustersizing.ID, rules: rules.VCF9}
		sc, err := encode(b, true, d, titleEstate.With().In(pl.opt.Lang, nil), pl.opt.Lang)
		if err != nil {
			pl.fail(&Error{Msg: Note(errScenario, pl.file, err.Error()), Err: err})
			return true
		}
		pl.plan.Scenarios = append(pl.plan.Scenarios, sc)
	}
	for _, m := range append(pl.notes, pl.p.notes...) {
		pl.plan.Notes = append(pl.plan.Notes, m.In(pl.opt.Lang, nil))
	}
	// The plan must be a document eval and the Plans page read.
	if data, err := json.Marshal(pl.plan); err != nil || len(data) > calc.MaxDocument {
		pl.fail(&Error{Msg: Note(errPlanTooLarge, pl.file, round(float64(len(data))/1e6, 1), calc.MaxDocument>>20), Err: err})
		return true
	}
	pl.done = true
	return true
}

func (pl *Planning) fail(err error) {
	pl.err, pl.done = err, true
}

// Progress is the fraction of the clusters planned.
func (pl *Planning) Progress() float64 {
	if pl.done || len(pl.clusters) == 0 {
		return 1
	}
	return float64(pl.next) / float64(len(pl.clusters)+1)
}

// Result is the plan, or why there is none, once Step has returned true.
func (pl *Planning) Result() (*Plan, error) {
	if pl.err != nil {
		return nil, pl.err
	}
	return pl.plan, nil
}

// inputMap encodes a calculator's typed inputs as the document's inputs
// object, numbers kept as written.
func inputMap(in any) (map[string]any, error) {
	data, err := json.Marshal(in)
	if err != nil {
		return nil, err
	}
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	m := map[string]any{}
	if err := d.Decode(&m); err != nil {
		return nil, err
	}
	return m, nil
}
