package stretched_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/rules"
	"github.com/sizewise/sizewise/engine/stretched"
)

// The December 2026 audit against VMware's current documents (issue 28,
// points 1 and 2; issue 30, item 3).

// Issue 28, point 1. VMware Cloud Foundation 9.0, "Bandwidth and Latency
// Requirements" (vSAN network design): site to witness "Less than 200 ms
// latency RTT for up to 10 hosts per site", "Less than 100 ms latency RTT
// for 11-15 hosts per site"; "Physical NIC Requirements": "Less than 100 ms
// RTT. 11–15 hosts per site."; "Configure Network Interface for Witness
// Traffic": "vSAN stretched clusters with 11 or more hosts per site must
// have less than 100 ms RTT". A 12+12+1 design under vcf9 gets 100 ms, not
// the 200 ms of VCF-VSAN-SC-REQD-CFG-003, which is the ceiling.
func TestVCF9WitnessRTTFollowsTheVSANPages(t *testing.T) {
	for _, tt := range []struct {
		name  string
		hosts int
		want  float64 // ms
		step  string
	}{
		{"2-node: the vSAN documents' 500 ms", 1, 500, "RTT limit for a 2-node cluster"},
		{"3+3+1: 200 ms", 3, 200, "RTT limit for 3 hosts per site (2–10): less than 200 ms in VCF 9.0's vSAN pages"},
		{"10+10+1: 200 ms", 10, 200, "(2–10)"},
		{"11+11+1: 100 ms", 11, 100, "RTT limit for 11 hosts per site (11–15): VCF 9.0's vSAN pages ask less than 100 ms"},
		{"12+12+1: 100 ms", 12, 100, "stricter than the 200 ms of its design (VCF-VSAN-SC-REQD-CFG-003)"},
		{"15+15+1: 100 ms", 15, 100, "(11–15)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ev := evaluation(t, `{"write_iops":1000,"rules":"vcf9","hosts_per_site":`+itoa(tt.hosts)+`}`)
			assert.Equal(t, tt.want, ev.Results.(stretched.Results).WitnessRTTMaxMs)
			var f string
			for _, s := range ev.Document(msg.EN).Steps {
				if s.Label == "Witness round-trip time limit" {
					f = s.Formula
				}
			}
			assert.Contains(t, f, tt.step)
		})
	}
	// The pages are cited under vcf9.
	src := strings.Join(evaluation(t, `{"write_iops":1000,"rules":"vcf9","hosts_per_site":12}`).Document(msg.EN).Sources, "\n")
	for _, want := range []string{
		`"Bandwidth and Latency Requirements (vSAN Network Design, VMware Cloud Foundation 9.0)", Broadcom, 2025`,
		`"Physical NIC Requirements (vSAN Network Design, VMware Cloud Foundation 9.0)"`,
		`"vSAN stretched clusters with 11 or more hosts per site must have less than 100 ms RTT"`,
	} {
		assert.Contains(t, src, want)
	}
}

// Issue 28, point 2. VMware Cloud Foundation 9.0, "Deploying a vSAN Witness
// Appliance": "Tiny supports up to 750 components (10 virtual machines or
// fewer). vSAN ESA does not support tiny witness appliance." The vSphere
// 8.0 page lists Tiny without that note, but vSAN 8 ships a separate ESA
// appliance: Sizewise applies the statement under both current rule sets
// and shows the chosen appliance's vCPUs and memory, labelled by what they
// rest on.
func TestESAHasNoTinyWitness(t *testing.T) {
	for _, set := range []rules.Set{rules.VSAN8ESA, rules.VCF9} {
		t.Run(set, func(t *testing.T) {
			ev := evaluation(t, `{"write_iops":1000,"rules":"`+set+`","hosts_per_site":3,"components":600}`)
			r := ev.Results.(stretched.Results)
			assert.Equal(t, "medium", r.WitnessAppliance)
			require.NotNil(t, r.WitnessApplianceVCPUs)
			assert.Equal(t, 4.0, *r.WitnessApplianceVCPUs)     // ESA Medium: 4 vCPU (third-party summary)
			assert.Equal(t, 16.0, *r.WitnessApplianceMemoryGB) // and 16 GB
			doc := ev.Document(msg.EN)
			var f string
			for _, s := range doc.Steps {
				if s.Label == "Witness appliance size" {
					f = s.Formula
				}
			}
			assert.Equal(t, `600 components would fit Tiny (up to 750), which the ESA witness appliance does not have (VCF 9.0: "vSAN ESA does not support tiny witness appliance") → Medium: 4 vCPUs, 16 GB of memory (vCPUs and memory rest on a third-party summary of a Broadcom article)`, f)
			assert.Contains(t, strings.Join(doc.Sources, "\n"), `"vSAN ESA does not support tiny witness appliance"`)
			ru := ev.Document(msg.RU)
			for _, s := range ru.Steps {
				if s.Label == "Размер виртуального модуля свидетеля" {
					assert.Contains(t, s.Formula, "600 компонентов поместились бы в «Tiny»")
					assert.Contains(t, s.Formula, "4 виртуальных ЦП, память 16 ГБ")
				}
			}
		})
	}
	// The classic (OSA) appliance keeps Tiny, with VMware's figures (VCF 4.5
	// design: Tiny 2 vCPU, 8 GB).
	r := eval(t, `{"write_iops":1000,"components":600}`)
	assert.Equal(t, "tiny", r.WitnessAppliance)
	assert.Equal(t, 2.0, *r.WitnessApplianceVCPUs)
	assert.Equal(t, 8.0, *r.WitnessApplianceMemoryGB)
}

// Issue 30, item 3: a stretched scenario cites the vendor's own documents;
// the third-party witness summary is cited only where a figure shown rests
// on it, under an English title, labelled as a third-party summary; a
// vendor employee's blog and a partner page appear only beside VMware's own
// page, labelled.
func TestStretchedSourcesAreTheVendors(t *testing.T) {
	for _, tt := range []struct {
		name, inputs string
		summary      bool
	}{
		{"default page", `{}`, false},
		{"classic with components", `{"components":600}`, false},
		{"VCF 9, no components", `{"rules":"vcf9","hosts_per_site":4}`, false},
		{"VCF 9 with components", `{"rules":"vcf9","hosts_per_site":4,"components":600}`, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for _, lang := range []msg.Lang{msg.EN, msg.RU} {
				src := strings.Join(evaluation(t, tt.inputs).Document(lang).Sources, "\n")
				assert.Equal(t, tt.summary, strings.Contains(src, "semanticed"), "%s: %s", lang, src)
				assert.NotContains(t, src, "Требования к памяти")
				assert.NotContains(t, src, "partly sourced")
				assert.NotContains(t, src, "the Broadcom article was not found")
				if tt.summary {
					assert.Contains(t, src, "[Memory and CPU requirements of the witness VM in VMware vSAN ESA and OSA]")
				}
			}
		})
	}
	src := strings.Join(evaluation(t, `{"rules":"vcf9","hosts_per_site":4,"components":600}`).Document(msg.EN).Sources, "\n")
	assert.Contains(t, src, `semanticed.online/pc-hardware-infrastructure/требования-к-памяти-и-cpu-для-witness-vm-в-vmware-vsan-esa-и-osa-eaf21cc5 (third-party summary)`)
	assert.Contains(t, src, `"Characteristics of vSAN (VMware Cloud Foundation 9.0)", Broadcom, 2025`)
	assert.Contains(t, src, `Yellow Bricks, 2022, https://www.yellow-bricks.com/2022/10/24/vsan-8-0-esa-and-compression-by-default/ (a vendor employee's blog, not vendor documentation): beside VMware's page`)
	assert.Contains(t, src, `(partner documentation): beside VMware's page`)
	ru := strings.Join(evaluation(t, `{"rules":"vcf9","hosts_per_site":4,"components":600}`).Document(msg.RU).Sources, "\n")
	assert.Contains(t, ru, "(сторонний пересказ)")
	assert.Contains(t, ru, "(блог сотрудника вендора, не документация вендора)")
}

// A share link Sizewise wrote before revision 2 carries every input, the
// multipliers among them, and no rules_revision: it opens, with today's
// figures, and says what changed since (200 → 100 ms; Tiny → Medium). So
// does a shorter link, trimmed or written by hand: without rules_revision it
// cannot be dated, and what it says is true of its inputs. The same link
// written today (with rules_revision=2), one whose figures did not change,
// and a JSON document written by hand (not every input), say nothing.
func TestLinksMadeBeforeTheAudit(t *testing.T) {
	c, _ := calc.Lookup(stretched.ID)
	open := func(query string) *calc.Evaluation {
		t.Helper()
		q, err := url.ParseQuery(query)
		require.NoError(t, err)
		in, errs, ok := c.ResolveValues(q, calc.ParseNumber, calc.Strict)
		require.True(t, ok, "%v", errs)
		ev, errs := in.Evaluate()
		require.Empty(t, errs)
		return ev
	}
	const old = "write_iops=20000&write_size_kb=4&components=600&hosts_per_site=12&rules=vcf9&esa_compression_ratio=1&data_multiplier=1.4&resync_multiplier=1.25"
	ev := open(old)
	r := ev.Results.(stretched.Results)
	assert.Equal(t, rules.Revision1, ev.Inputs.(stretched.Inputs).RulesRevision)
	assert.Equal(t, 100.0, r.WitnessRTTMaxMs)
	assert.Equal(t, "medium", r.WitnessAppliance)
	w := strings.Join(ev.Document(msg.EN).Warnings, "\n")
	assert.Contains(t, w, "Rules revised since this link or plan was made (Sizewise revision 2, December 2026): the witness RTT limit was 200 ms, now 100 ms. VCF 9.0's vSAN pages ask less than 100 ms to the witness with 11–15 hosts per site")
	assert.Contains(t, w, "the witness appliance was Tiny, now Medium. VCF 9.0: \"vSAN ESA does not support tiny witness appliance\"")
	wru := strings.Join(ev.Document(msg.RU).Warnings, "\n")
	assert.Contains(t, wru, "предел RTT до свидетеля — было 200 мс, теперь 100 мс")
	assert.Contains(t, wru, "модуль свидетеля — было «Tiny», теперь «Medium»")

	hand := open("write_iops=20000&components=600&hosts_per_site=12&rules=vcf9")
	assert.Equal(t, rules.Revision1, hand.Inputs.(stretched.Inputs).RulesRevision)
	assert.Contains(t, strings.Join(hand.Document(msg.EN).Warnings, "\n"), "the witness RTT limit was 200 ms, now 100 ms")
	for _, q := range []string{
		old + "&rules_revision=2", // written today
		"write_iops=20000&write_size_kb=4&components=6000&hosts_per_site=8&rules=vcf9&esa_compression_ratio=1&data_multiplier=1.4&resync_multiplier=1.25", // unchanged figures
	} {
		assert.NotContains(t, strings.Join(open(q).Document(msg.EN).Warnings, "\n"), "Rules revised", q)
	}
	byHand := evaluation(t, `{"write_iops":20000,"components":600,"hosts_per_site":12,"rules":"vcf9"}`)
	assert.Equal(t, rules.CurrentRevision, byHand.Inputs.(stretched.Inputs).RulesRevision)
	assert.NotContains(t, strings.Join(byHand.Document(msg.EN).Warnings, "\n"), "Rules revised")
	// The page's own defaults are today's.
	assert.Equal(t, rules.CurrentRevision, stretched.Defaults().RulesRevision)
}
