// Package stretched sizes the network links of a vSAN stretched cluster: the
// inter-site link that carries every write to the other site, and the link
// to the witness host. It registers the "stretched-bandwidth" calculator.
//
// Model (VMware, "vSAN Stretched Cluster Bandwidth Sizing Guidance"):
//
//	Wb = write IOPS × write size × 8          (bit/s; reads stay local: read locality)
//	B  = Wb × md × mr                         (md = 1.4 metadata, mr = 1.25 resync)
//	W  = 1138 B × 8 × components / 5 s × 1.1  (witness, +10 % overhead)
//
// Worked example (shared/reference/000, the guide's own): 10,000 write IOPS ×
// 4 KB = 40 MB/s = 320 Mbps, B = 320 × 1.4 × 1.25 = 560 Mbps. Witness: 600
// components need about 1.2 Mbps; about 2 Mbps per 1,000 components.
//
// Round-trip limits (VMware, "vSAN Stretched Cluster Guide"): inter-site
// RTT < 5 ms; witness RTT < 500 ms with 1 host per site, < 200 ms with up to
// 10 hosts per site, < 100 ms with 11–15 hosts per site.
//
// Sizes are decimal (1 KB = 1000 bytes) and rates are 10^6 bit/s per Mbps, as
// the guide computes them.
package stretched
