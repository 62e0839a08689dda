package rvtools

// Internal functions the tests check directly.
var (
	IsTotalLabel = isTotalLabel
	ParseNumber  = parseNumber
)
