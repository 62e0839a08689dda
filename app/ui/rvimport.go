package ui

import (
	"encoding/json"
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/msg"
)

// RVToolsImport turns an inventory workbook the user picks, an RVTools
// export or a Dell Live Optics VMware export (recognised by its sheets),
// into a new plan (a plan document with its inventory, the one `sizewise
// import` writes). The engine worker reads it (the importers are not in
// the page's binary) with progress; the page previews what the plan will
// hold (the inventory and what was measured, one row per cluster, what is
// left out of the sizing and why, the scenarios with the notes that
// explain each derived input) and lets the user keep one cluster, leave
// powered-off VMs or templates out, describe the target host, then create
// the plan or discard it. Nothing is saved until "Create plan".
type RVToolsImport struct {
	app.Compo

	file    app.Value // the File picked
	name    string
	cluster string // "" all
	// offVMs and templates count powered-off VMs and templates (the
	// importer's default: what is stored today is counted).
	offVMs, templates bool
	// clusters are the workbook's clusters, from its unfiltered import.
	clusters []inventory.ClusterSummary
	// host is the target host (Given once the user edits it); hostErr
	// says a value it cannot take.
	host    inventory.HostProfile
	hostErr string

	reading task
	preview *plans.Import // the plan document the worker answered, read
	inv     inventory.Inventory
	err     string
}

// OnMount sets the defaults.
func (ri *RVToolsImport) OnMount(ctx app.Context) {
	defer hook("mount")
	ri.offVMs, ri.templates = true, true
	ri.host = inventory.DefaultHostProfile()
}

// OnDismount stops a reading in flight.
func (ri *RVToolsImport) OnDismount() {
	defer hook("dismount")
	ri.reading.stop()
}

func (ri *RVToolsImport) onFile(ctx app.Context, e app.Event) {
	files := ctx.JSSrc().Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	file := files.Index(0)
	name := file.Get("name").String()
	if size := file.Get("size").Float(); size > maxWorkbook {
		// Refused before a byte is read (the importer would refuse it too,
		// after the worker had read it all).
		ri.reading.stop()
		ri.reset()
		ri.err = t("rv.too_large", name, num(size/(1<<20)), num(maxWorkbook/(1<<20)))
		return
	}
	ri.file, ri.name = file, name
	ri.preview = nil
	ri.cluster, ri.clusters = "", nil
	ri.offVMs, ri.templates = true, true
	ri.host, ri.hostErr = inventory.DefaultHostProfile(), ""
	ri.read(ctx)
}

// maxWorkbook is the largest .xlsx the import reads, in bytes: the
// workbook reader's own limit (xlsx.DefaultLimits.MaxFile, which a test
// keeps equal; the reader is not in the page's binary).
const maxWorkbook = 64 << 20

// read runs the import of the picked file with the current choices. The
// preview in place stays until the new one replaces it (greyed while the
// workbook is read again), so the control that asked for it stays mounted:
// go-app drops what is dispatched through an element no longer there.
func (ri *RVToolsImport) read(ctx app.Context) {
	ri.err = ""
	ri.reading.begin("sw-rv-progress", t("rv.reading", ri.name))
	job := map[string]any{"job": "import", "kind": "", "file": ri.file, "lang": string(lang),
		"cluster": ri.cluster, "powered_off": ri.offVMs, "templates": ri.templates}
	if ri.host.Given {
		if b, err := json.Marshal(ri.host); err == nil {
			job["host"] = string(b)
		}
	}
	ok := offload(ctx, &ri.reading.runner, job, 0, ri.reading.progress,
		func(ctx app.Context, res json.RawMessage) { ri.answered(res) },
		func(ctx app.Context, err error) {
			ri.reading.running, ri.preview = false, nil
			if err == errEngineLost {
				ri.err = t("rv.no_worker")
				return
			}
			ri.err = t("rv.failed", ri.name, err.Error())
		})
	if !ok {
		ri.reading.running, ri.err = false, t("rv.no_worker")
	}
}

// answered previews the plan document the worker wrote.
func (ri *RVToolsImport) answered(res json.RawMessage) {
	ri.reading.running = false
	imp, err := plans.ImportJSON(res)
	if err != nil {
		ri.preview = nil
		ri.err = t("rv.failed", ri.name, planError(err))
		return
	}
	ri.preview = &imp
	ri.inv, _ = decodeInventory(imp.Plan.Inventory)
	if ri.cluster == "" {
		ri.clusters = choosable(ri.inv.Clusters)
	}
}

// choosable are the clusters the filter offers: standalone hosts with no
// VM ("(no cluster) · 0 VMs") are no cluster to import.
func choosable(cs []inventory.ClusterSummary) []inventory.ClusterSummary {
	out := make([]inventory.ClusterSummary, 0, len(cs))
	for _, c := range cs {
		if c.Name != inventory.NoCluster || c.VMs > 0 {
			out = append(out, c)
		}
	}
	return out
}

// onHost reads the target host's field name and imports again with it.
func (ri *RVToolsImport) onHost(name string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		h := ri.host
		src := ctx.JSSrc()
		v := strings.TrimSpace(src.Get("value").String())
		x, err := msg.ParseNumber(lang, v)
		switch name {
		case "architecture":
			h.Architecture, err = v, nil
			if v == "esa" {
				h.AllFlash = true
			}
		case "all_flash":
			h.AllFlash, err = src.Get("checked").Bool(), nil
		case "cores":
			h.Cores = int(x)
		case "core_ghz":
			h.CoreGHz = x
		case "memory_gib":
			h.MemoryGiB = x
		case "devices":
			h.Devices = int(x)
		case "device_gb":
			h.DeviceGB = x
		case "cache_device_gb":
			h.CacheDeviceGB = x
		}
		if h.Architecture == "osa" && h.CacheDeviceGB == 0 {
			h.CacheDeviceGB = inventory.DefaultCacheDeviceGB
		}
		if h.Architecture == "esa" {
			h.CacheDeviceGB = 0
		}
		h.Given = true
		if err != nil || !h.Valid() {
			ri.hostErr = t("rv.host_invalid")
			return
		}
		ri.host, ri.hostErr = h, ""
		ri.read(ctx)
	}
}

func (ri *RVToolsImport) onCluster(ctx app.Context, e app.Event) {
	ri.cluster = ctx.JSSrc().Get("value").String()
	ri.read(ctx)
}

func (ri *RVToolsImport) onPoweredOff(ctx app.Context, e app.Event) {
	ri.offVMs = ctx.JSSrc().Get("checked").Bool()
	ri.read(ctx)
}

func (ri *RVToolsImport) onTemplates(ctx app.Context, e app.Event) {
	ri.templates = ctx.JSSrc().Get("checked").Bool()
	ri.read(ctx)
}

// create saves the previewed plan and opens it.
func (ri *RVToolsImport) create(ctx app.Context, e app.Event) {
	if ri.preview == nil || ri.reading.running {
		return
	}
	l := library()
	if l == nil {
		return
	}
	p, err := l.Import(ri.preview.Plan)
	if err != nil {
		ri.err = t("rv.failed", ri.name, planError(err))
		return
	}
	planFlash = t("rv.created", p.Name, ri.name, len(p.Scenarios))
	// The report replaces this form; the button must stay mounted until
	// then, or go-app drops the navigation it dispatched.
	ctx.Navigate(PlansPath + "?id=" + url.QueryEscape(p.ID))
}

func (ri *RVToolsImport) discard(ctx app.Context, e app.Event) {
	ri.reading.stop()
	ri.reset()
	ri.err = t("rv.discarded")
}

func (ri *RVToolsImport) reset() {
	ri.file, ri.name, ri.preview, ri.clusters, ri.cluster, ri.reading.running, ri.err =
		app.Null(), "", nil, nil, "", false, ""
	if input := app.Window().GetElementByID("sw-rv-file"); input.Truthy() {
		input.Set("value", "")
	}
}

// Render draws the picker, the progress, and the preview.
func (ri *RVToolsImport) Render() app.UI { return guardRender(ri, "rvimport", ri.render) }

func (ri *RVToolsImport) render() app.UI {
	cls := "sw-form sw-rv-import sw-no-print"
	if ri.preview != nil {
		cls += " sw-rv-wide" // the preview's tables take the page's width
	}
	return app.Section().ID("sw-rv").Class(cls).Body(
		app.H2().Text(t("rv.heading")),
		app.Div().Class("sw-field").Body(
			app.Label().For("sw-rv-file").Text(t("rv.pick")),
			filePicker("sw-rv-file", ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", ri.name, ri.onFile, "rv-file"),
			app.P().Class("sw-hint").Text(t("rv.hint")),
		),
		// Each part keeps its place whether it shows or not, so the
		// preview's controls stay mounted while the workbook is read again
		// (go-app drops what is dispatched through an element replaced).
		app.Div().Class("sw-rv-run").Body(
			ri.reading.shown(),
		),
		app.Div().Class("sw-rv-said").Body(
			app.If(ri.err != "", app.P().ID("sw-rv-status").Class("sw-notice").Role("alert").Text(ri.err)),
		),
		ri.renderPreview(),
	)
}

func (ri *RVToolsImport) renderPreview() app.UI {
	if ri.preview == nil {
		return nil
	}
	p := ri.preview.Plan
	clusters := ri.clusters
	cls := "sw-rv-preview"
	if ri.reading.running {
		cls += " sw-stale"
	}
	return app.Div().ID("sw-rv-preview").Class(cls).Aria("busy", ri.reading.running).Body(
		app.H3().Text(t("rv.preview", p.Name)),
		app.FieldSet().Class("sw-rv-options").Body(
			app.Legend().Class("sw-visually-hidden").Text(t("rv.heading")),
			app.If(len(clusters) > 1, app.Div().Class("sw-field").Body(
				app.Label().For("sw-rv-cluster").Text(t("rv.cluster")),
				app.Select().ID("sw-rv-cluster").Class("sw-select").OnChange(on(ri.onCluster), "rv-cluster").Body(
					app.Option().Value("").Selected(ri.cluster == "").Text(t("rv.all_clusters", inventory.RealClusters(clusters))),
					app.Range(clusters).Slice(func(i int) app.UI {
						c := clusters[i]
						return app.Option().Value(c.Name).Selected(ri.cluster == c.Name).
							Text(inventory.ClusterName(lang, c.Name) + " · " + inventory.Facts(c.Totals)[0].Text(lang))
					}),
				),
			)),
			app.Label().Class("sw-check").Body(
				app.Input().Type("checkbox").ID("sw-rv-powered-off").Checked(ri.offVMs).OnChange(on(ri.onPoweredOff), "rv-off"),
				app.Text(" "+t("rv.powered_off")),
			),
			app.Label().Class("sw-check").Body(
				app.Input().Type("checkbox").ID("sw-rv-templates").Checked(ri.templates).OnChange(on(ri.onTemplates), "rv-templates"),
				app.Text(" "+t("rv.templates")),
			),
			app.P().Class("sw-hint").Text(t("rv.counted_hint")),
		),
		ri.renderHost(),
		inventoryView("sw-rv-inventory", ri.inv, p.Notes),
		app.H3().Text(t("rv.scenarios", len(p.Scenarios))),
		app.Ol().ID("sw-rv-scenarios").Class("sw-rv-scenarios").Body(app.Range(p.Scenarios).Slice(func(i int) app.UI {
			e := p.Scenarios[i]
			title := e.Scenario.Calculator
			if c, ok := calc.Lookup(title); ok {
				title = c.Meta().Title.In(lang)
			}
			if e.Title != "" {
				title += ": " + e.Title // what tells it apart: its cluster, its rules
			}
			lines := e.Explanation
			return app.Li().DataSet("calculator", e.Scenario.Calculator).Body(
				app.Strong().Text(title),
				app.Ul().Class("sw-rv-notes").Body(app.Range(lines).Slice(func(j int) app.UI { return app.Li().Text(lines[j]) })),
			)
		})),
		app.Div().Class("sw-toolbar").Body(
			app.Button().ID("sw-rv-create").Class("sw-btn").Type("button").Disabled(ri.reading.running).Text(t("rv.create")).OnClick(on(ri.create), "rv-create"),
			app.Button().ID("sw-rv-discard").Class("sw-btn sw-btn-ghost").Type("button").Text(t("rv.discard")).OnClick(on(ri.discard), "rv-discard"),
		),
	)
}

// renderHost is the target host's form: what the scenarios are sized for.
func (ri *RVToolsImport) renderHost() app.UI {
	h := ri.host
	field := func(name, label string, value float64, step string) app.UI {
		id := "sw-rv-host-" + strings.ReplaceAll(name, "_", "-")
		return app.Div().Class("sw-field").Body(
			app.Label().For(id).Text(label),
			app.Input().Type("text").ID(id).Attr("inputmode", "decimal").Value(num(value)).Attr("data-step", step).
				OnChange(on(ri.onHost(name)), "rv-host", name),
		)
	}
	osa := h.Architecture == "osa"
	return app.FieldSet().ID("sw-rv-host").Class("sw-rv-options sw-rv-host").Body(
		app.Legend().Text(t("rv.host")),
		app.P().Class("sw-hint").Text(t("rv.host_hint")),
		field("cores", t("rv.host_cores"), float64(h.Cores), "1"),
		field("core_ghz", t("rv.host_ghz"), h.CoreGHz, "0.1"),
		field("memory_gib", t("rv.host_memory"), h.MemoryGiB, "1"),
		app.Div().Class("sw-field").Body(
			app.Label().For("sw-rv-host-architecture").Text(t("rv.host_architecture")),
			app.Select().ID("sw-rv-host-architecture").Class("sw-select").OnChange(on(ri.onHost("architecture")), "rv-host", "architecture").Body(
				app.Option().Value("esa").Selected(!osa).Text(t("rv.host_esa")),
				app.Option().Value("osa").Selected(osa).Text(t("rv.host_osa")),
			),
		),
		app.If(osa, app.Label().Class("sw-check").Body(
			app.Input().Type("checkbox").ID("sw-rv-host-all-flash").Checked(h.AllFlash).OnChange(on(ri.onHost("all_flash")), "rv-host", "all_flash"),
			app.Text(" "+t("rv.host_all_flash")),
		)),
		field("devices", t("rv.host_devices"), float64(h.Devices), "1"),
		field("device_gb", t("rv.host_device_gb"), h.DeviceGB, "1"),
		app.If(osa, field("cache_device_gb", t("rv.host_cache_gb"), h.CacheDeviceGB, "1")),
		app.If(ri.hostErr != "", app.P().ID("sw-rv-host-error").Class("sw-notice").Role("alert").Text(ri.hostErr)),
	)
}
