package source

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sizewise/sizewise/engine/msg"
)

var idPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// TestEveryDocIsComplete checks the fields every citation needs.
func TestEveryDocIsComplete(t *testing.T) {
	docs := All()
	if len(docs) < 40 {
		t.Fatalf("All() has %d documents, want the full list (≥ 40)", len(docs))
	}
	for _, d := range docs {
		t.Run(d.ID, func(t *testing.T) {
			if !idPattern.MatchString(d.ID) {
				t.Errorf("ID %q is not kebab-case", d.ID)
			}
			if strings.TrimSpace(d.Title) == "" {
				t.Error("Title is empty")
			}
			if strings.TrimSpace(d.Publisher) == "" {
				t.Error("Publisher is empty")
			}
			if d.Year < 1990 && d.ID != MattsonStackDistance.ID || d.Year > 2026 {
				t.Errorf("Year %d outside 1990..2026", d.Year)
			}
			if d.URL != "" && !strings.HasPrefix(d.URL, "https://") && !strings.HasPrefix(d.URL, "http://") {
				t.Errorf("URL %q is neither empty nor http(s)://", d.URL)
			}
			if strings.ContainsAny(d.URL, " \t\n") {
				t.Errorf("URL %q contains white space", d.URL)
			}
			if d.Lang != "en" && d.Lang != "ru" {
				t.Errorf("Lang %q, want en or ru", d.Lang)
			}
			if !utf8.ValidString(d.Title) || !utf8.ValidString(d.Author) {
				t.Error("Title or Author is not valid UTF-8")
			}
			if !strings.HasSuffix(d.ID, "-"+strconv.Itoa(d.Year)) {
				t.Errorf("ID %q does not end in its year %d", d.ID, d.Year)
			}
		})
	}
}

// TestMattsonIsTheOnlyPre1990Doc keeps the year exception above honest: the
// 1970 stack-distance paper is the one document older than 1990.
func TestMattsonIsTheOnlyPre1990Doc(t *testing.T) {
	for _, d := range All() {
		if d.Year < 1990 && d.ID != MattsonStackDistance.ID {
			t.Errorf("%s: year %d before 1990", d.ID, d.Year)
		}
	}
	if MattsonStackDistance.Year != 1970 {
		t.Errorf("Mattson et al. year = %d, want 1970", MattsonStackDistance.Year)
	}
}

func TestIDsAndURLsAreUnique(t *testing.T) {
	ids := map[string]bool{}
	urls := map[string]string{}
	for _, d := range All() {
		if ids[d.ID] {
			t.Errorf("duplicate ID %q", d.ID)
		}
		ids[d.ID] = true
		if d.URL == "" {
			continue
		}
		if other, ok := urls[d.URL]; ok {
			t.Errorf("%s and %s share URL %s", d.ID, other, d.URL)
		}
		urls[d.URL] = d.ID
	}
}

// TestNoRepositoryPathsInCitations: a user never sees a repository path or an
// issue number as a source.
func TestNoRepositoryPathsInCitations(t *testing.T) {
	forbidden := []string{"shared/", "reference/", ".md", "Issue", "issue #", "PRODUCT"}
	for _, d := range All() {
		s := d.String()
		for _, f := range forbidden {
			if strings.Contains(s, f) {
				t.Errorf("%s: citation %q contains %q", d.ID, s, f)
			}
		}
	}
}

func TestDocString(t *testing.T) {
	tests := []struct {
		name string
		doc  Doc
		want string
	}{
		{
			name: "author, publisher, year and URL",
			doc:  EppingBreakingLargePages,
			want: `Duncan Epping, "vSphere 6.0: Breaking Large Pages…", Yellow Bricks, 2015, http://www.yellow-bricks.com/2015/02/17/vsphere-60-breaking-large-pages/`,
		},
		{
			name: "no author",
			doc:  StretchedBandwidthGuide,
			want: `"VMware Virtual SAN Stretched Cluster Bandwidth Sizing Guidance", VMware, 2015, https://core.vmware.com/resource/vsan-stretched-cluster-bandwidth-sizing`,
		},
		{
			name: "no URL",
			doc:  VSAPerformancePaper,
			want: `Todd Muirhead, "Performance of VSA in VMware vSphere 5", VMware, 2011`,
		},
		{
			name: "neither author nor URL",
			doc:  VSANCachingAlgorithms,
			want: `"An overview of VMware Virtual SAN caching algorithms", VMware, 2015`,
		},
		{
			name: "Russian document",
			doc:  NubesVSAN7Test,
			want: `Евгений Литовка, "Как мы тестировали VMware vSAN 7", Nubes, 2020`,
		},
		{
			name: "two authors",
			doc:  ARCPaper,
			want: `Nimrod Megiddo, Dharmendra S. Modha, "ARC: A Self-Tuning, Low Overhead Replacement Cache", USENIX, 2nd Conference on File and Storage Technologies (FAST '03), 2003, https://www.usenix.org/conference/fast-03/arc-self-tuning-low-overhead-replacement-cache`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.doc.String(); got != tt.want {
				t.Errorf("String() =\n %s\nwant\n %s", got, tt.want)
			}
		})
	}
}

func TestCiteString(t *testing.T) {
	tests := []struct {
		name string
		cite Cite
		want string
	}{
		{
			name: "with detail",
			cite: Cite{Doc: StretchedBandwidthGuide, Detail: "B = Wb × md × mr, md = 1.4, mr = 1.25"},
			want: `"VMware Virtual SAN Stretched Cluster Bandwidth Sizing Guidance", VMware, 2015, https://core.vmware.com/resource/vsan-stretched-cluster-bandwidth-sizing: B = Wb × md × mr, md = 1.4, mr = 1.25`,
		},
		{
			name: "without detail",
			cite: Cite{Doc: ZandboerSnapshots},
			want: `Erik Zandboer, "Performance impact when using VMware snapshots", vmdamentals.com, 2009, https://www.vmdamentals.com/?p=332`,
		},
		{
			name: "detail on a document without URL",
			cite: Cite{Doc: VSAPerformancePaper, Detail: "usable = 1/4 of raw"},
			want: `Todd Muirhead, "Performance of VSA in VMware vSphere 5", VMware, 2011: usable = 1/4 of raw`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.cite.String(); got != tt.want {
				t.Errorf("String() =\n %s\nwant\n %s", got, tt.want)
			}
		})
	}
}

func TestLookup(t *testing.T) {
	for _, d := range All() {
		got, ok := Lookup(d.ID)
		if !ok {
			t.Errorf("Lookup(%q) not found", d.ID)
			continue
		}
		if got != d {
			t.Errorf("Lookup(%q) = %+v, want %+v", d.ID, got, d)
		}
	}
	for _, id := range []string{"", "shared/reference/000", "VMWARE-VSA-PERFORMANCE-2011", "vmware-vsa-performance-2011 "} {
		if d, ok := Lookup(id); ok || d != (Doc{}) {
			t.Errorf("Lookup(%q) = %+v, %v; want zero Doc, false", id, d, ok)
		}
	}
}

// TestAllReturnsACopy: callers cannot change the package's list.
func TestAllReturnsACopy(t *testing.T) {
	a := All()
	a[0].Title = "changed"
	a[0] = Doc{}
	b := All()
	if b[0] != StretchedBandwidthGuide {
		t.Errorf("All()[0] = %+v after mutating an earlier result", b[0])
	}
}

// TestEveryVariableIsListed: each exported Doc appears in All exactly once
// (catches a variable added without being listed).
func TestEveryVariableIsListed(t *testing.T) {
	exported := []Doc{
		StretchedBandwidthGuide, StretchedBandwidthSizingCurrent, StretchedClusterGuide,
		VSANNetworkDesignGuide, VSANWitnessAppliance, VCF9StretchedStorageCluster,
		VCF9VSANBandwidthLatency, VCF9VSANPhysicalNIC, VCF9WitnessTrafficInterface,
		VCF9WitnessAppliance, VCF9StretchedHCICluster,
		VSANStretchedClusterAPI, VSANTwoNodeClusters, VSANTwoNodeDirectConnect,
		VSANAdministering65, VSANClusterCharacteristics, VSANReservedCapacity,
		VSANMonitoringReservedCapacity, VCF9StorageClusterModel,
		VCF9VSANCharacteristics, VCF9DedupeDesign, VCF9MonitorCapacity, VCF9PlanningCapacity, VCF9ProvidingMemory,
		ESASpaceUtilizationKB,
		ESACapacityOverheads, ESAAdaptiveRAID5, ESACompression, ESAGlobalDedup,
		ESAScalability8U2, NubesVSAN7Test, VSANCachingAlgorithms, EssentialVSAN, ARCPaper,
		MattsonStackDistance, ZipfRejectionInversion, VSAPerformancePaper,
		VSAAdministration, ZandboerSnapshots, HagoortVSAN6Benchmark,
		VSANSnapshotPerformance, SnapshotPerformance2021, SnapshotPerformanceBlog2021,
		ESANativeSnapshots, EppingESASnapshots, VMGuruSIOC, SIOCDistributionPart2,
		SIOCPerformanceVariance, SIOCTechnicalOverview, VSphereResourceManagement,
		StorageIOAllocationInfo, EppingDiskLimitsMClock, SIOCDeprecation, VCF45ManagementDomainSIOC,
		EppingBreakingLargePages, EppingMemoryStates, DennemanMinFreeSlidingScale,
		RunningSystemMemoryStates, VMGuruLargePagesTPS, TPSSaltingKB,
		MemoryTieringGA, MemoryTieringSizing, VSphereOverheadMemory65, RDSHPerformancePaper, BootstormDemo,
		VCenter6ClusterPerformance,
	}
	exported = append(exported, sizingExported...) // sizing_test.go
	if len(exported) != len(All()) {
		t.Errorf("%d exported documents, All() has %d", len(exported), len(All()))
	}
	for _, d := range exported {
		if got, ok := Lookup(d.ID); !ok || got != d {
			t.Errorf("%s missing from All()", d.ID)
		}
	}
}

// TestRussianDocsAreMarked: documents with Cyrillic titles are Lang "ru",
// and the VM Guru articles are Russian.
func TestRussianDocsAreMarked(t *testing.T) {
	cyrillic := regexp.MustCompile(`\p{Cyrillic}`)
	for _, d := range All() {
		if cyrillic.MatchString(d.Title) && d.Lang != "ru" {
			t.Errorf("%s: Cyrillic title but Lang %q", d.ID, d.Lang)
		}
		if strings.HasPrefix(d.Publisher, "VM Guru") && d.Lang != "ru" {
			t.Errorf("%s: VM Guru article with Lang %q", d.ID, d.Lang)
		}
	}
}

// FuzzLookup: Lookup never panics and only ever returns a listed document
// whose ID is exactly the key asked for.
func FuzzLookup(f *testing.F) {
	for _, d := range All() {
		f.Add(d.ID)
	}
	f.Add("")
	f.Add("shared/reference/000")
	f.Fuzz(func(t *testing.T, id string) {
		d, ok := Lookup(id)
		if !ok {
			if d != (Doc{}) {
				t.Fatalf("Lookup(%q) returned %+v with ok = false", id, d)
			}
			return
		}
		if d.ID != id {
			t.Fatalf("Lookup(%q) returned ID %q", id, d.ID)
		}
	})
}

// TestCitationsSayWhatTheyRestOn (issue 30, item 3): a citation of anything
// but the vendor's documentation names what it is, in the reader's
// language, so a customer sees that a figure rests on a staff blog or a
// third-party test; the vendor's documentation is cited plainly.
func TestCitationsSayWhatTheyRestOn(t *testing.T) {
	detail := msg.T("a point")
	tests := []struct {
		name   string
		doc    Doc
		en, ru string // the label, "" for none
	}{
		{"VCF 9.0 documentation", VCF9VSANBandwidthLatency, "", ""},
		{"Broadcom KB", ESASpaceUtilizationKB, "", ""},
		{"peer-reviewed paper", ARCPaper, "", ""},
		{"VMware blog", ESACapacityOverheads, "vendor blog post", "публикация в блоге вендора"},
		{"VMware employee's blog", ESAAdaptiveRAID5, "a vendor employee's blog, not vendor documentation", "блог сотрудника вендора, не документация вендора"},
		{"provider's test", NubesVSAN7Test, "one third-party measurement", "одно стороннее измерение"},
		{"home-lab test", HagoortVSAN6Benchmark, "one third-party measurement", "одно стороннее измерение"},
		{"Russian summary", VMGuruSIOC, "third-party summary", "сторонний пересказ"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, m := range []msg.Message{tt.doc.Msg(detail), tt.doc.Msg(msg.Text{})} {
				en, ru := m.In(msg.EN, nil), m.In(msg.RU, nil)
				if !strings.HasPrefix(en, tt.doc.String()) || !strings.HasPrefix(ru, tt.doc.String()) {
					t.Errorf("citation %q does not start with the document %q", en, tt.doc.String())
				}
				if tt.en == "" {
					if strings.Contains(en, "(") && strings.Contains(strings.TrimPrefix(en, tt.doc.String()), "(") {
						t.Errorf("vendor documentation labelled: %q", en)
					}
					continue
				}
				if !strings.Contains(en, "("+tt.en+")") || !strings.Contains(ru, "("+tt.ru+")") {
					t.Errorf("citation\n %q\n %q\nlacks its label (%s / %s)", en, ru, tt.en, tt.ru)
				}
			}
		})
	}
}

// TestEveryBasisIsLabelledInBothLanguages: each basis a document can have
// has a label in English and Russian.
func TestEveryBasisIsLabelledInBothLanguages(t *testing.T) {
	for _, d := range All() {
		l := d.Basis.Label()
		if l.IsZero() || l.In(msg.EN) == "" || l.In(msg.RU) == "" || l.In(msg.EN) == l.In(msg.RU) {
			t.Errorf("%s: basis %d has no label in both languages", d.ID, d.Basis)
		}
	}
}
