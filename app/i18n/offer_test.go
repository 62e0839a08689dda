package i18n

import "testing"

// A language the site offers a catalogue for is one a page may be in (by
// ?lang=, a remembered choice or the browser's preference); the switch
// still lists the product's.
func TestOffer(t *testing.T) {
	t.Cleanup(func() { offered = nil })
	if Choose("qps", "") != EN || Valid("qps") {
		t.Fatal("qps is a language before it is offered")
	}
	Offer("qps", "ru", "")
	if got := Choose("qps", ""); got != "qps" {
		t.Errorf("Choose(qps) = %s, want qps", got)
	}
	if got := Choose("", "", "de-DE", "qps;q=0.5"); got != "qps" {
		t.Errorf("Choose(browser qps) = %s, want qps", got)
	}
	if !Valid("qps") || len(offered) != 1 || len(Langs) != 2 {
		t.Errorf("offered %v, Langs %v", offered, Langs)
	}
}
