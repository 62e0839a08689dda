package i18n

import (
	"encoding/json"
	"maps"
	"slices"
	"sync"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

var (
	idsOnce sync.Once
	idList  []string
)

// ids lists the identifiers of the registered calculators: ids, field
// names, choice values, Alternative names, output and column names, and
// the keys of a list input's records (sioc's limit_iops).
func ids() []string {
	idsOnce.Do(func() {
		for _, c := range calc.All() {
			m := c.Meta()
			idList = append(idList, m.ID)
			for _, f := range m.Fields {
				idList = append(idList, f.Name)
				idList = append(idList, f.Values()...)
			}
			for _, a := range m.Alts {
				idList = append(idList, a.Name)
			}
			for _, o := range m.Outputs {
				idList = append(idList, o.Name)
				for _, col := range o.Columns {
					idList = append(idList, col.Name)
				}
			}
			var in map[string]any
			if json.Unmarshal(c.Defaults().JSON(), &in) == nil {
				for _, v := range in {
					idList = append(idList, recordKeys(v)...)
				}
			}
		}
		slices.Sort(idList)
		idList = slices.Compact(idList)
	})
	return idList
}

// recordKeys lists the keys of the objects in a list value.
func recordKeys(v any) []string {
	var out []string
	if list, ok := v.([]any); ok {
		for _, item := range list {
			if obj, ok := item.(map[string]any); ok {
				out = append(out, slices.Collect(maps.Keys(obj))...)
			}
		}
	}
	return out
}

// TestEngineCoverage is the "no untranslated text" guarantee: every text
// the registered calculators show a reader (the corpus: metadata, steps,
// warnings, sources, chart texts, link labels and problems of good, bad and
// linked inputs and of documents), rendered in Russian, keeps no English
// word but units, product names and what it quotes (the names the user
// gave, a document's keys, the documents it cites), and no identifier of a
// field or choice in either language.
func TestEngineCoverage(t *testing.T) {
	all := uniqueStrings(sharedCorpus(t))
	var found []finding
	for _, s := range all {
		found = append(found, judge(s)...)
	}
	report(t, found, "shown", false)
	t.Logf("texts: %d distinct from %d calculators; %d findings", len(all), len(calc.All()), len(found))
}

// TestLatinLeftFindsEnglish: the checks TestEngineCoverage relies on find
// English words left in a Russian text and identifiers in either language
// (a field's or a choice's id is not its label), and let units, product
// names, acronyms, glosses and what a message quotes through.
func TestLatinLeftFindsEnglish(t *testing.T) {
	if got := latinLeft("Канал 100 Mbps is below the required", nil); !slices.Equal(got, []string{"Mbps", "is", "below", "the", "required"}) {
		t.Errorf("latinLeft = %v", got)
	}
	if got := latinLeft("vSAN вытесняет строки по ARC; IOPS, RAID-5, VM1", []string{"VM1"}); len(got) > 0 {
		t.Errorf("latinLeft flags allowed words: %v", got)
	}
	for _, ru := range []string{"прогрев warmup_ios слишком велик", "политика raid5-ftt1 требует 4 хоста", "правила vsan8-esa", "политика lru"} {
		if s := (engineString{text: "x", ru: ru}); len(judge(s)) == 0 {
			t.Errorf("an identifier in Russian passes: %q", ru)
		}
	}
	for _, en := range []string{"warmup_ios is too large", "raid5-ftt1 needs 4 hosts", "under vsan8-esa"} {
		if s := (engineString{text: en, ru: "по-русски"}); len(judge(s)) == 0 {
			t.Errorf("an identifier in English passes: %q", en)
		}
	}
	// What a message writes as it is given, a quoted value and a gloss pass.
	unknownField := scenario.Unknown(scenario.Field, "warmup_io", []string{"warmup_ios", "ios"})
	if s, _ := textOf(t, "x", nil, nil, unknownField); len(judge(s)) > 0 {
		t.Errorf("a document's own names are flagged: %v", judge(s))
	}
	for _, ru := range []string{`ожидается объект JSON, например {"calculator": "vsan-capacity"}`, "Доли (shares) — число", "политика «RAID-5, FTT=1 (erasure coding)»"} {
		if s := (engineString{text: "{x}", ru: ru}); len(judge(s)) > 0 {
			t.Errorf("a quoted value or a gloss is flagged: %v", judge(s))
		}
	}
	// English passed through as one Code argument is still read.
	english := msg.NewKey("i18n.test-pass-through", "failed: {0}").With(msg.Code("the disk is full"))
	if s, _ := textOf(t, "x", nil, nil, english); len(judge(s)) == 0 {
		t.Error("English in a Code argument passes")
	}
}
