// Package rules names the rule sets a scenario can be sized by: the
// classic rules of the sources (vSAN 6/7, vSphere 5/6, the default of every
// existing document and link) and the current vendor rules (vSAN 8 ESA on
// vSphere 8, VMware Cloud Foundation 9 with vSAN 9). A calculator that
// depends on them has an input `rules` (validate:"oneof=classic vsan8-esa
// vcf9") labelled with Labels, and names the rule set in every step and
// source it changes.
package rules

import "github.com/sizewise/sizewise/engine/msg"

// Set is a rule set's id, as documents and URLs carry it.
type Set = string

// The rule sets.
const (
	// Classic: vSAN 6/7 original storage architecture (hybrid and all-flash
	// disk groups), 25–30 % slack, vSphere 5/6 memory states, SIOC as the
	// sources describe them.
	Classic Set = "classic"
	// VSAN8ESA: vSAN 8 Express Storage Architecture on vSphere 8: NVMe
	// all-flash storage pools, adaptive RAID-5, compression by policy, the
	// log-structured file system's overhead, operations and host-rebuild
	// reserves.
	VSAN8ESA Set = "vsan8-esa"
	// VCF9: VMware Cloud Foundation 9 with vSAN 9 ESA: the vSAN 8 ESA rules
	// with global deduplication, and VCF 9's design requirements (10 Gbps
	// between stretched sites, 200 ms to the witness, NVMe memory tiering,
	// SIOC deprecated).
	VCF9 Set = "vcf9"
)

// Tag is the validate rule of a `rules` input.
const Tag = "oneof=classic vsan8-esa vcf9"

// Labels are the rule sets' names for a choice field.
var Labels = map[string]msg.Text{
	Classic:  msg.T("Classic: vSAN 6/7 (VMware's 2015–2020 guidance)"),
	VSAN8ESA: msg.T("vSAN 8 ESA (vSphere 8)"),
	VCF9:     msg.T("VCF 9 with vSAN 9 ESA"),
}

// Hint is the hint of a `rules` input.
var Hint = msg.T("Which vendor rules size the scenario: the classic vSAN 6/7 rules, or the current ESA / VCF 9 rules. Existing links and plans keep the classic rules.")

// Label is the label of a `rules` input.
var Label = msg.T("Rule set")

// Current reports whether set uses the current (ESA) rules.
func Current(set Set) bool { return set == VSAN8ESA || set == VCF9 }
