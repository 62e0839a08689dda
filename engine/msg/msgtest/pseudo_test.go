package msgtest

import "testing"

// Bypasses finds English outside the brackets, reads a clipped label
// ("⟦Usable after a ho…") as closed and a text's own ellipsis as text.
func TestBypasses(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"⟦Hosts required⟧", ""},
		{"Hosts required", "Hosts required"},
		{"⟦After a host failure (not re-protected)⟧ ⟦Raw⟧", ""},
		{"⟦Usable after a ho… ⟦VM data⟧ 20,000", ""},
		{"⟦What the customer said, next steps… (saved in the plan)⟧", ""},
		{"⟦Raw⟧ free memory ⟦MB⟧", "free memory"},
		{"see https://www.usenix.org/conference/fast-03", ""},
	} {
		if got := Bypasses(tc.in); got != tc.want {
			t.Errorf("Bypasses(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
