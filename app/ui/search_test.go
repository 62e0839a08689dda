package ui

import (
	"testing"
)

func TestSearchFind(t *testing.T) {
	index := searchIndex()
	tests := []struct {
		name, query, wantFirst string
	}{
		{"calculator by word", "bandwidth", "/stretched-bandwidth"},
		{"typo", "bandwith", "/stretched-bandwidth"},
		{"two words", "memory states", "/memory-states"},
		{"by id", "sioc", "/sioc"},
		{"input", "write size", "/stretched-bandwidth#in-write_size_kb"},
		{"typo in input", "compnents", "/stretched-bandwidth#in-components"},
		{"documentation page", "hosting", "/docs/hosting"},
		{"methodology", "methodology sioc", "/docs/sioc"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hits := searchFind(index, tt.query, 10)
			if len(hits) == 0 {
				t.Fatalf("%q: no hits", tt.query)
			}
			if hits[0].Href != tt.wantFirst {
				t.Errorf("%q: first hit %s (%s), want %s", tt.query, hits[0].Href, hits[0].Title.EN, tt.wantFirst)
			}
		})
	}
	if hits := searchFind(index, "zzqqxx", 10); len(hits) != 0 {
		t.Errorf("nonsense matched %v", hits)
	}
	if hits := searchFind(index, "", 10); hits != nil {
		t.Errorf("empty query matched %v", hits)
	}
}

func TestSearchTranslations(t *testing.T) {
	index := searchIndex()
	hits := searchFind(index, "растянутого", 5)
	if len(hits) == 0 || hits[0].Href != "/stretched-bandwidth" {
		t.Fatalf("Russian name not found: %v", hits)
	}
}
