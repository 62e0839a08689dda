package rvtools

import "github.com/sizewise/sizewise/engine/vsancap"

// Internal functions the tests check directly.
var (
	IsTotalLabel = isTotalLabel
	ParseNumber  = parseNumber
)

// WithCapacityRules adds the vsan-capacity scenario under another rule set,
// the one-line change of scenarioSet, until the returned function is
// called.
func WithCapacityRules(set string) (restore func()) {
	saved := scenarioSet
	scenarioSet = append(append([]builder(nil), scenarioSet...), builder{vsancap.ID, set, (*planner).vsanCapacity})
	return func() { scenarioSet = saved }
}
