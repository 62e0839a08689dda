package office

import (
	"bytes"
	"encoding/json"
	"sort"
	"strings"

	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/msg"
)

// Inventory is the inventory summary of an imported plan: what
// engine/inventory knows of it, and whatever else its JSON holds (a newer
// import's figures and exclusion report), as tables.
type Inventory struct {
	Source string
	Filter string
	Totals []Fact
	// ClusterColumns head Clusters (the cluster, then its facts).
	ClusterColumns []string
	Clusters       [][]string
	Units          string
	Notes          []string
	// Extra holds what the inventory's JSON has beyond engine/inventory's
	// fields, each as facts or a table.
	Extra []Extra
}

// Fact is a labelled value.
type Fact struct{ Label, Text string }

// Extra is one more part of an inventory: a heading, and facts or a table
// (Columns and Rows), and a line saying rows were left out, if any.
type Extra struct {
	Heading string
	Facts   []Fact
	Columns []string
	Rows    [][]string
	More    string
}

// inventoryOf reads the inventory summary of an imported plan; nil for
// other plans, or one whose inventory does not read.
func inventoryOf(p plans.Plan, l msg.Lang) *Inventory {
	var inv inventory.Inventory
	if len(p.Inventory) == 0 || json.Unmarshal(p.Inventory, &inv) != nil {
		return nil
	}
	out := &Inventory{Source: clip(l, inv.Source.Line(l))}
	if inv.ClusterFilter != "" {
		out.Filter = inventory.FilterNote.With(msg.Str(clip(l, inventory.ClusterName(l, inv.ClusterFilter)))).In(l, nil)
	}
	for _, f := range inventory.Facts(inv.Totals) {
		out.Totals = append(out.Totals, Fact{Label: f.Label.In(l), Text: f.Text(l)})
	}
	if len(inv.Clusters) > 0 {
		out.ClusterColumns = []string{inventory.Cluster.In(l)}
		for _, f := range inventory.Pick(inventory.Facts(inv.Totals), inventory.ClusterColumns) {
			out.ClusterColumns = append(out.ClusterColumns, f.Label.In(l))
		}
		for i, c := range inv.Clusters {
			if i == MaxRows {
				break
			}
			row := []string{clip(l, inventory.ClusterName(l, c.Name))}
			for _, f := range inventory.Pick(inventory.Facts(c.Totals), inventory.ClusterColumns) {
				row = append(row, f.Text(l))
			}
			out.Clusters = append(out.Clusters, row)
		}
	}
	units := inv.Source.Units
	if units == "" {
		units = "MiB"
	}
	out.Units = inventory.UnitsNote.With(msg.Str(oneLine(units))).In(l, nil)
	for i, n := range p.Notes {
		if i == MaxNotes {
			out.Notes = append(out.Notes, moreRows.With(msg.Int(len(p.Notes)-MaxNotes)).In(l, nil))
			break
		}
		out.Notes = append(out.Notes, clip(l, n))
	}
	out.Extra = extras(p.Inventory, l)
	return out
}

// known are the inventory's JSON fields engine/inventory reads (shown as
// its facts and clusters).
var known = map[string]bool{"source": true, "clusters": true, "cluster_filter": true,
	"vms": true, "powered_on": true, "templates": true, "vcpus": true, "memory_mib": true,
	"provisioned_mib": true, "in_use_mib": true, "disks": true, "disk_capacity_mib": true,
	"snapshots": true, "snapshot_mib": true, "hosts": true, "host_cores": true, "host_memory_mib": true,
	"powered_on_vcpus": true, "powered_on_memory_mib": true, "vcpu_per_core": true, "vram_per_ram": true}

// extras renders the inventory's other fields, in the order of their
// names: a number, text or yes/no as a fact of the "Other figures" table,
// an object as a table of its members, a list of objects as a table (a
// column per member), a list of values as one line.
func extras(raw json.RawMessage, l msg.Lang) []Extra {
	var top map[string]json.RawMessage
	if json.Unmarshal(raw, &top) != nil {
		return nil
	}
	keys := make([]string, 0, len(top))
	for k := range top {
		if !known[k] {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var out []Extra
	other := Extra{Heading: otherFigures.In(l)}
	for _, k := range keys {
		v := top[k]
		switch first(v) {
		case '{':
			var obj map[string]json.RawMessage
			if json.Unmarshal(v, &obj) != nil {
				continue
			}
			e := Extra{Heading: words(k, l)}
			for _, m := range sortedKeys(obj) {
				e.Facts = append(e.Facts, Fact{Label: words(m, l), Text: scalar(obj[m], l)})
				if len(e.Facts) == MaxRows {
					break
				}
			}
			out = append(out, e)
		case '[':
			var list []json.RawMessage
			if json.Unmarshal(v, &list) != nil || len(list) == 0 {
				continue
			}
			if first(list[0]) == '{' {
				out = append(out, tableOf(k, list, l))
				continue
			}
			var items []string
			for i, it := range list {
				if i == MaxRows {
					items = append(items, moreRows.With(msg.Int(len(list)-MaxRows)).In(l, nil))
					break
				}
				items = append(items, scalar(it, l))
			}
			other.Facts = append(other.Facts, Fact{Label: words(k, l), Text: clip(l, strings.Join(items, ", "))})
		default:
			other.Facts = append(other.Facts, Fact{Label: words(k, l), Text: scalar(v, l)})
		}
	}
	if len(other.Facts) > 0 {
		out = append([]Extra{other}, out...)
	}
	return out
}

// tableOf is a list of objects as a table: a column per member name (in
// the order first seen), a row per object.
func tableOf(k string, list []json.RawMessage, l msg.Lang) Extra {
	e := Extra{Heading: words(k, l)}
	var cols []string
	index := map[string]int{}
	var objs []map[string]json.RawMessage
	for i, it := range list {
		if i == MaxRows {
			e.More = moreRows.With(msg.Int(len(list)-MaxRows)).In(l, nil)
			break
		}
		var obj map[string]json.RawMessage
		if json.Unmarshal(it, &obj) != nil {
			continue
		}
		for _, m := range orderedKeys(it) {
			if _, ok := index[m]; !ok && len(cols) < 12 {
				index[m] = len(cols)
				cols = append(cols, m)
			}
		}
		objs = append(objs, obj)
	}
	for _, c := range cols {
		e.Columns = append(e.Columns, words(c, l))
	}
	for _, obj := range objs {
		row := make([]string, len(cols))
		for j, c := range cols {
			if v, ok := obj[c]; ok {
				row[j] = scalar(v, l)
			}
		}
		e.Rows = append(e.Rows, row)
	}
	return e
}

// orderedKeys lists an object's member names in the order written.
func orderedKeys(raw json.RawMessage) []string {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil
	}
	var out []string
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return out
		}
		k, _ := t.(string)
		out = append(out, k)
		var skip json.RawMessage
		if dec.Decode(&skip) != nil {
			return out
		}
	}
	return out
}

func sortedKeys(m map[string]json.RawMessage) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// first is the first byte of a JSON value.
func first(v json.RawMessage) byte {
	v = bytes.TrimSpace(v)
	if len(v) == 0 {
		return 0
	}
	return v[0]
}

// scalar writes a JSON value as the reader reads it: a number in the
// reader's form, yes or no, a text as it is (shortened past MaxText), a
// list joined by commas, an object as its members.
func scalar(v json.RawMessage, l msg.Lang) string {
	switch first(v) {
	case '"':
		var s string
		_ = json.Unmarshal(v, &s)
		return clip(l, oneLine(s))
	case 't':
		return yes.In(l)
	case 'f':
		return no.In(l)
	case 'n', 0:
		return "—"
	case '[':
		var list []json.RawMessage
		_ = json.Unmarshal(v, &list)
		var parts []string
		for i, it := range list {
			if i == 50 {
				parts = append(parts, moreRows.With(msg.Int(len(list)-50)).In(l, nil))
				break
			}
			parts = append(parts, scalar(it, l))
		}
		return clip(l, strings.Join(parts, ", "))
	case '{':
		var obj map[string]json.RawMessage
		_ = json.Unmarshal(v, &obj)
		var parts []string
		for _, k := range sortedKeys(obj) {
			parts = append(parts, words(k, l)+": "+scalar(obj[k], l))
		}
		return clip(l, strings.Join(parts, "; "))
	}
	var x float64
	if json.Unmarshal(v, &x) != nil {
		return "—"
	}
	return msg.FormatNum(l, x)
}

// words is a JSON member name as a label: its translation when it is one
// an inventory is known to use, else the name itself (a data name, as the
// file writes it).
func words(k string, l msg.Lang) string {
	if t, ok := memberWords[k]; ok {
		return t.In(l)
	}
	return k
}
