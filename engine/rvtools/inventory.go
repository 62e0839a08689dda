package rvtools

import (
	"sort"
	"strings"
	"time"

	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/xlsx"
)

// source builds the inventory's Source from vMetaData (and the VMs'
// vCenters when vMetaData names none). ambiguous is the vMetaData header
// whose number cell the version was read from, where 4.10 and 4.1 look the
// same ("" when none was).
func (m *model) source(file, units string) (s inventory.Source, ambiguous string) {
	s = inventory.Source{Tool: "RVTools", File: file, Units: units}
	md := &m.meta
	md.parse()
	full := ""
	if md.hasVersion {
		full = strings.TrimSpace(md.version.String())
		if md.version.Type == xlsx.Number {
			ambiguous = "RVTools version"
		}
	}
	major := ""
	if md.hasMajor {
		major = strings.TrimSpace(md.major.String())
	}
	switch {
	case full != "":
		s.Version = full
		parts := strings.SplitN(full, ".", 3)
		if len(parts) >= 2 {
			s.MajorVersion = parts[0] + "." + parts[1]
		} else {
			s.MajorVersion = full
		}
	case major != "":
		s.Version, s.MajorVersion = major, major
		if md.major.Type == xlsx.Number && strings.Contains(major, ".") {
			ambiguous = "RVTools major version"
		}
	}
	if md.hasServer {
		s.VCenter = strings.TrimSpace(md.server.String())
	}
	if s.VCenter == "" {
		servers := append([]string(nil), m.servers...)
		sort.Strings(servers)
		s.VCenter = strings.Join(servers, ", ")
	}
	if md.hasCreated {
		s.Exported = exportTime(md.created)
	}
	return s, ambiguous
}

// exportLayouts are the text forms of vMetaData's creation time in 3.x
// exports (as the exporting machine's locale wrote them).
var exportLayouts = []string{
	"2006-01-02 15:04:05", "2006-01-02 15:04", "2006-01-02T15:04:05", "2006-01-02",
	"1/2/2006 3:04:05 PM", "1/2/2006 15:04:05", "1/2/2006 15:04", "1/2/06 15:04", "1/2/2006",
	"02.01.2006 15:04:05", "02.01.2006 15:04", "02.01.2006",
	"02/01/2006 15:04:05", "02-01-2006 15:04:05",
}

// exportTime renders the creation time: a date cell in ISO 8601, a text
// date parsed by the layouts above (day first for dotted dates, month first
// for slashed ones, as RVTools' US and European machines write them), other
// text as written.
func exportTime(c xlsx.Cell) string {
	if c.Type == xlsx.Date {
		return c.Text
	}
	txt := strings.TrimSpace(c.String())
	for _, l := range exportLayouts {
		if t, err := time.Parse(l, txt); err == nil {
			if t.Hour() == 0 && t.Minute() == 0 && t.Second() == 0 {
				return t.Format("2006-01-02")
			}
			return t.Format("2006-01-02T15:04:05")
		}
	}
	return txt
}
