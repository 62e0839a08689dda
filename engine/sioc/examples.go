package sioc

import (
	"strings"

	"github.com/sizewise/sizewise/engine/calc"
)

// examples are the calculator's corpus (calc.Examples): inputs over the
// defaults that reach every step, warning, chart and link branch of
// Compute, inputs that fail every Check branch and a rule of every kind of
// field, and share-link queries with problems.
var examples = calc.Examples{
	Good: []string{
		`{"vms": [{"name": "db", "host": "esx1", "shares": "high", "reservation_iops": 3000}, {"name": "web", "host": "esx1", "shares": "low", "limit_iops": 500}, {"name": "app", "host": "esx2", "demand_iops": 100, "reservation_iops": 200}, {"name": "batch", "host": "esx2", "shares": 4000}]}`,
		`{"datastore_iops": 1000, "vms": [{"name": "a", "host": "h1", "reservation_iops": 800}, {"name": "b", "host": "h2", "reservation_iops": 700}]}`,
		`{"datastore_iops": 100000, "vms": [{"name": "a", "host": "h1", "demand_iops": 100}, {"name": "b", "host": "h2", "limit_iops": 200}]}`,
		`{"datastore_iops": 5000, "vms": [{"name": "a", "host": "h1", "reservation_iops": 3000}, {"name": "b", "host": "h2", "shares": "normal"}, {"name": "c", "host": "h2", "shares": 200}]}`,
		`{"datastore_iops": 5000, "vms": [{"name": "solo", "host": "h1"}]}`,
		`{"vms": [{"name": "v", "host": "h1"}, {"name": "v2", "host": "h1"}, {"name": "v3", "host": "h1"}, {"name": "v4", "host": "h1"}, {"name": "v5", "host": "h2"}, {"name": "v6", "host": "h2"}, {"name": "v7", "host": "h2"}, {"name": "v8", "host": "h2"}, {"name": "v9", "host": "h2"}, {"name": "v10", "host": "h2"}]}`,
		`{"datastore_iops": 5000, "vms": [{"name": "a", "host": "h1", "limit_iops": 0, "demand_iops": 0}, {"name": "b", "host": "h1"}]}`,
	},
	Bad: []string{
		`{"vms": []}`,
		`{"vms": [{"name": "", "host": " h"}, {"name": "a\nb", "host": "h"}]}`,
		`{"vms": [{"name": "a", "host": "h"}, {"name": "a", "host": "h"}]}`,
		`{"vms": [{"name": "a", "host": "h", "shares": "abc"}]}`,
		`{"vms": [{"name": "a", "host": "h", "shares": 0}]}`,
		`{"vms": [{"name": "a", "host": "h", "shares": -1}]}`,
		`{"vms": [{"name": "a", "host": "h", "shares": 2000000}]}`,
		`{"vms": [{"name": "a", "host": "h", "reservation_iops": 500, "limit_iops": 100}]}`,
		`{"vms": [{"name": "a", "host": "h", "limit_iops": -5}]}`,
		`{"vms": [{"name": "` + strings.Repeat("x", 101) + `", "host": "h"}]}`,
		`{"vms": {"name": "a"}}`,
		`{"vms": [1]}`,
		`{"vms": [{"name": "a", "host": "h", "colour": "red"}]}`,
		`{"datastore_iops": 0}`,
		`{"vms": [{"name": "a", "host": "h", "shares": true}]}`,
		`{"vms": [` + strings.Repeat(`{"name": "x", "host": "h"}, `, 1000) + `{"name": "y", "host": "h"}]}`,
	},
	BadQueries: []string{
		"vms=VM1,esx1,abc",
		"vms=VM1,esx1,100,x",
		"vms=a,b,c,d,e,f,g",
		`vms=a"b,esx1`,
		`vms="a,esx1`,
		"vms=VM1,esx1,100,,,&vms=,,",
		"vms=VM1,esx1,100,200,100",
		"vms=VM1,esx1,100&vms=VM1,esx2",
	},
}
