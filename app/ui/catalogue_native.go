//go:build !js

package ui

import "github.com/sizewise/sizewise/app/i18n"

// catalogueFile is the catalogue of l the page loaded from the site: none
// outside the browser (the prerender is in English).
func catalogueFile(i18n.Lang) string { return "" }
