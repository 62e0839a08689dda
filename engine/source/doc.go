// Package source names the documents Sizewise cites: every figure, formula
// and worked example a calculator shows comes from one of them, and every
// source a user sees is rendered from a Doc here, never from a repository
// path or an issue number.
//
// A Doc is one published document: title, author (when the document names
// one), publisher or site, year and URL (when one is known). A Cite is a Doc
// plus the point it is cited for, for example
//
//	Cite{Doc: StretchedBandwidthGuide, Detail: "B = Wb × md × mr, md = 1.4, mr = 1.25"}
//
// which renders as
//
//	"VMware Virtual SAN Stretched Cluster Bandwidth Sizing Guidance", VMware,
//	2015, https://core.vmware.com/resource/vsan-stretched-cluster-bandwidth-sizing:
//	B = Wb × md × mr, md = 1.4, mr = 1.25
//
// Fields were checked against stored copies of the documents (or, where the
// document itself was not reachable, against pages that quote it). Where a
// field could not be verified the variable's comment says so and gives the
// best evidence; an unknown URL is left empty rather than guessed. A title in
// square brackets is a description supplied by us because the page's own
// headline was not visible in the copy we could read (the bibliographic
// convention for a supplied title).
//
// The package is pure data: no I/O, deterministic, safe for concurrent use.
package source
