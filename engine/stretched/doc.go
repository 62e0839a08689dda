// Package stretched sizes the network links of a vSAN stretched cluster: the
// inter-site link that carries every write to the other site, and the link
// to the witness host; it also picks the witness appliance size and
// estimates the resynchronisation after a site outage. It registers the
// "stretched-bandwidth" calculator.
//
// Formulas (VMware, "vSAN Stretched Cluster Bandwidth Sizing Guidance",
// 2015; k is the ESA compression ratio under the vsan8-esa and vcf9 rules,
// 1 under classic):
//
//	Wb    = write IOPS × write size × 8          (bit/s; reads stay local)
//	B     = Wb / k × md × mr                     (md = 1.4 metadata, mr = 1.25 resync)
//	W     = 1138 B × 8 × components / 5 s × 1.1  (witness, +10 % overhead)
//	hours = changed GB × 8000 Mbit/GB × md / k / (link − Wb / k × md) / 3600
//
// The recommended inter-site link is B rounded up to a standard link rate,
// at least 10 Gbps under the current rules. Sizes are decimal (1 KB = 1000
// bytes) and 1 Mbps = 10^6 bit/s, as the guide computes them.
//
// The methodology, with the RTT limits, 2-node clusters, the witness
// appliance sizes, rules revision 2, worked examples and sources:
// docs/stretched-bandwidth.md (Russian: docs/ru/stretched-bandwidth.md).
package stretched
