package rvtools

import "github.com/sizewise/sizewise/engine/xlsx/table"

// Functions the tests check directly.
var (
	IsTotalLabel = table.IsTotalLabel
	ParseNumber  = table.ParseNumber
)
