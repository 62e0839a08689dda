package estate

import "github.com/sizewise/sizewise/engine/inventory"

// exclusions gathers the VMs left out of the sizing, by reason.
type exclusions struct {
	by map[string]*inventory.Exclusion
}

func newExclusions() *exclusions { return &exclusions{by: map[string]*inventory.Exclusion{}} }

func (x *exclusions) add(reason, cluster string, v *VM) {
	e := x.by[reason]
	if e == nil {
		e = &inventory.Exclusion{Reason: reason, Names: []string{}}
		x.by[reason] = e
	}
	e.VMs++
	if len(e.Names) < inventory.MaxExcludedNames {
		name := Clip(v.Name)
		if cluster != "" && cluster != NoCluster {
			name = Clip(cluster) + " / " + name
		}
		e.Names = append(e.Names, name)
	} else {
		e.More++
	}
}

// list is the exclusions in a fixed order: system VMs, templates,
// powered off.
func (x *exclusions) list() []inventory.Exclusion {
	var out []inventory.Exclusion
	for _, r := range []string{inventory.ExcludedSystem, inventory.ExcludedTemplate, inventory.ExcludedPoweredOff} {
		if e := x.by[r]; e != nil {
			out = append(out, *e)
		}
	}
	return out
}

// reason is why v is left out of the sizing ("" when it counts): system
// VMs always, templates unless counted, powered-off and suspended VMs
// unless counted.
func (p *planner) reason(v *VM) string {
	switch {
	case IsSystem(v):
		return inventory.ExcludedSystem
	case v.Template && p.opt.ExcludeTemplates:
		return inventory.ExcludedTemplate
	case !v.Template && v.Power != PoweredOn && p.opt.ExcludePoweredOff:
		return inventory.ExcludedPoweredOff
	}
	return ""
}

// counts reports whether v is sized.
func (p *planner) counts(v *VM) bool { return p.reason(v) == "" }

// sized is the VMs of vms that are sized, the others recorded in x (nil:
// not recorded).
func (p *planner) sized(vms []*VM, x *exclusions, cluster string) []*VM {
	out := make([]*VM, 0, len(vms))
	for _, v := range vms {
		if r := p.reason(v); r != "" {
			if x != nil {
				x.add(r, cluster, v)
			}
			continue
		}
		out = append(out, v)
	}
	return out
}
