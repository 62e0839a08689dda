package ui

import (
	"testing"

	"github.com/sizewise/sizewise/engine/xlsx"
)

// The page refuses the workbooks the reader would refuse, before reading.
func TestMaxWorkbookIsTheReadersLimit(t *testing.T) {
	if maxWorkbook != xlsx.DefaultLimits.MaxFile {
		t.Errorf("the page refuses workbooks over %d bytes, the reader over %d", maxWorkbook, xlsx.DefaultLimits.MaxFile)
	}
}
