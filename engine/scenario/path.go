package scenario

import "strconv"

// Path is a JSON path under construction, as a walk over a value descends
// into fields and list elements ("inputs", "vms", [3], "name" is
// "inputs.vms[3].name", as Join writes it). Its text is built only when it
// is read (String), which a walk that finds nothing wrong never does: a
// keystroke on a page with 50 VMs validates and guards some 600 values.
type Path struct {
	root string
	segs []pathSeg
}

// pathSeg is a field name, or with index ≥ 0 a list element.
type pathSeg struct {
	name  string
	index int
}

// NewPath returns the path of root.
func NewPath(root string) *Path { return &Path{root: root} }

// Field descends into the field (or map key) name.
func (p *Path) Field(name string) { p.segs = append(p.segs, pathSeg{name: name, index: -1}) }

// Index descends into list element i.
func (p *Path) Index(i int) { p.segs = append(p.segs, pathSeg{index: i}) }

// Pop goes back up one step.
func (p *Path) Pop() { p.segs = p.segs[:len(p.segs)-1] }

// String is the path's text.
func (p *Path) String() string {
	s := p.root
	for _, seg := range p.segs {
		if seg.index >= 0 {
			s += "[" + strconv.Itoa(seg.index) + "]"
		} else {
			s = Join(s, seg.name)
		}
	}
	return s
}
