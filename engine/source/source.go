package source

import (
	"strconv"

	"github.com/sizewise/sizewise/engine/msg"
)

// Doc is one published document Sizewise cites.
//
// ID is a stable kebab-case key (publisher or author, subject, year). Title,
// Publisher and Year are always set; Author is empty when the document names
// no author; URL is empty when no address could be verified. Lang is the
// document's language: "en" or "ru".
type Doc struct {
	ID        string
	Title     string
	Author    string
	Publisher string
	Year      int
	URL       string
	Lang      string
	// Basis is what the document's figures rest on: the vendor's own
	// documentation (the zero value) or something weaker, which every
	// citation of it says.
	Basis Basis
}

// Basis says what a cited document is, from the vendor's own documentation
// down to a third party's summary. Citations of anything but the vendor's
// documentation (and peer-reviewed papers) name it, so a reader sees what a
// figure rests on (Doc.Msg).
type Basis int

// The bases, strongest first.
const (
	// Vendor: the vendor's documentation, design guides, knowledge base,
	// API reference and technical papers.
	Vendor Basis = iota
	// Academic: a peer-reviewed paper (the algorithms the simulator
	// implements).
	Academic
	// VendorBlog: a post on the vendor's own blog.
	VendorBlog
	// StaffBlog: a vendor employee's own blog, not the vendor's
	// documentation.
	StaffBlog
	// Partner: an OEM partner's documentation (Dell's VxRail pages).
	Partner
	// Measurement: one test published by a third party (a lab, a service
	// provider).
	Measurement
	// ThirdParty: a third party's summary or article.
	ThirdParty
)

// Labelled reports whether citations of a document of basis b name it.
func (b Basis) Labelled() bool { return b > Academic }

// Label names basis b for a reader.
func (b Basis) Label() msg.Text {
	return basisLabels[b]
}

var basisLabels = map[Basis]msg.Text{
	Vendor:      msg.T("vendor documentation"),
	Academic:    msg.T("peer-reviewed paper"),
	VendorBlog:  msg.T("vendor blog post"),
	StaffBlog:   msg.T("a vendor employee's blog, not vendor documentation"),
	Partner:     msg.T("partner documentation"),
	Measurement: msg.T("one third-party measurement"),
	ThirdParty:  msg.T("third-party summary"),
}

// String renders the citation shown to users:
//
//	Author, "Title", Publisher, Year, URL
//
// The author is left out when unknown and the URL when unknown; the
// publisher and year are always shown.
func (d Doc) String() string {
	s := ""
	if d.Author != "" {
		s = d.Author + ", "
	}
	s += "\"" + d.Title + "\", " + d.Publisher + ", " + strconv.Itoa(d.Year)
	if d.URL != "" {
		s += ", " + d.URL
	}
	return s
}

// Cite is a citation of Doc for one specific point: a formula, a figure, a
// measured value or a worked example, given in Detail.
type Cite struct {
	Doc    Doc
	Detail string
}

// String renders the document's citation followed by ": " and the detail;
// with no detail it is the document's citation alone.
func (c Cite) String() string {
	if c.Detail == "" {
		return c.Doc.String()
	}
	return c.Doc.String() + ": " + c.Detail
}

var all = append([]Doc{
	StretchedBandwidthGuide,
	StretchedBandwidthSizingCurrent,
	StretchedClusterGuide,
	VSANNetworkDesignGuide,
	VSANWitnessAppliance,
	VCF9StretchedStorageCluster,
	VCF9VSANBandwidthLatency,
	VCF9VSANPhysicalNIC,
	VCF9WitnessTrafficInterface,
	VCF9WitnessAppliance,
	VCF9StretchedHCICluster,
	VSANStretchedClusterAPI,
	VSANTwoNodeClusters,
	VSANTwoNodeDirectConnect,
	VSANAdministering65,
	VSANClusterCharacteristics,
	VSANReservedCapacity,
	VSANMonitoringReservedCapacity,
	VCF9StorageClusterModel,
	VCF9VSANCharacteristics,
	VCF9DedupeDesign,
	VCF9MonitorCapacity,
	VCF9PlanningCapacity,
	VCF9ProvidingMemory,
	ESASpaceUtilizationKB,
	ESACapacityOverheads,
	ESAAdaptiveRAID5,
	ESACompression,
	ESAGlobalDedup,
	ESAScalability8U2,
	NubesVSAN7Test,
	VSANCachingAlgorithms,
	EssentialVSAN,
	ARCPaper,
	MattsonStackDistance,
	ZipfRejectionInversion,
	VSAPerformancePaper,
	VSAAdministration,
	ZandboerSnapshots,
	HagoortVSAN6Benchmark,
	VSANSnapshotPerformance,
	SnapshotPerformance2021,
	SnapshotPerformanceBlog2021,
	ESANativeSnapshots,
	EppingESASnapshots,
	VMGuruSIOC,
	SIOCDistributionPart2,
	SIOCPerformanceVariance,
	SIOCTechnicalOverview,
	VSphereResourceManagement,
	StorageIOAllocationInfo,
	EppingDiskLimitsMClock,
	SIOCDeprecation,
	VCF45ManagementDomainSIOC,
	EppingBreakingLargePages,
	EppingMemoryStates,
	DennemanMinFreeSlidingScale,
	RunningSystemMemoryStates,
	VMGuruLargePagesTPS,
	TPSSaltingKB,
	MemoryTieringGA,
	MemoryTieringSizing,
	VSphereOverheadMemory65,
	RDSHPerformancePaper,
	BootstormDemo,
	VCenter6ClusterPerformance,
}, sizing...) // sizing.go's documents

// byID indexes all by ID.
var byID = func() map[string]Doc {
	m := make(map[string]Doc, len(all))
	for _, d := range all {
		m[d.ID] = d
	}
	return m
}()

// All returns every document Sizewise cites, each once, in a fixed order.
// The slice is a copy: changing it does not change the package's data.
func All() []Doc {
	out := make([]Doc, len(all))
	copy(out, all)
	return out
}

// Lookup returns the document with the given ID and true, or the zero Doc
// and false when no document has that ID. IDs are case-sensitive.
func Lookup(id string) (Doc, bool) {
	d, ok := byID[id]
	return d, ok
}

// Msg is the citation of d for a point, as a message: the document's
// citation (the same in every language: a document is cited by its own
// title) followed by ": " and detail in the reader's language.
//
// A document that is not the vendor's documentation is labelled with what
// it is (Basis): `Duncan Epping, "…", Yellow Bricks, 2022, https://… (a
// vendor employee's blog, not vendor documentation): …`.
func (d Doc) Msg(detail msg.Text) msg.Message {
	switch {
	case d.Basis.Labelled() && detail.IsZero():
		return citeBasisKey.With(msg.Str(d.String()), msg.Txt(d.Basis.Label()))
	case d.Basis.Labelled():
		return citeBasisDetailKey.With(msg.Str(d.String()), msg.Txt(d.Basis.Label()), msg.Txt(detail))
	case detail.IsZero():
		return msg.Fixed(msg.Same(d.String()))
	}
	return citeKey.With(msg.Str(d.String()), msg.Txt(detail))
}

var (
	citeKey            = msg.NewKey("source.cite", "{0}: {1}")
	citeBasisKey       = msg.NewKey("source.cite-basis", "{0} ({1})")
	citeBasisDetailKey = msg.NewKey("source.cite-basis-detail", "{0} ({1}): {2}")
)
