// Package vsancap sizes the capacity of a vSAN cluster under a storage
// policy: how much VM data fits with free space kept for rebuilds, how full
// the datastore will be, and whether the data still fits, re-protected,
// after a host failure. It registers the "vsan-capacity" calculator, under
// the classic (vSAN 6/7, slack), vsan8-esa and vcf9 (vSAN's reserves) rule
// sets, for OSA hybrid, OSA all-flash and ESA clusters.
//
// Formulas, capacities in GB as entered for the capacity devices:
//
//	h               = disk groups × capacity disks × disk size (OSA), devices × disk size (ESA)
//	raw_gb          = hosts × h
//	k               = layout multiplier × (1 + ESA overhead)      raw per GB of stored data
//	r               = compression × deduplication applied
//	s               = vSAN's own metadata as a share of raw (OSA dedupe 5 %, ESA 10 %, else 0)
//	after_slack_gb  = raw_gb / k × (1 − slack_pct / 100 − s)       (slack)
//	                = (raw_gb − host rebuild − operations − s × raw_gb) / k   (reserves)
//	usable_gb       = after_slack_gb × r
//	consumed_raw_gb = vm_data_gb × k / r
//	fill_pct        = (consumed_raw_gb + s × raw_gb) / raw_gb × 100
//	after_failure_usable_gb = min(usable_gb, ((n − 1) × h − operations − s × (n − 1) × h) / k' × r)
//
// The methodology, with the layouts, the reserves, the after-failure
// readings, rules revision 2, the warnings, worked examples and sources:
// docs/vsan-capacity.md (Russian: docs/ru/vsan-capacity.md).
package vsancap
