package calc_test

import (
	"math"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

type guardRow struct {
	Name  string  `json:"name"`
	Value float64 `json:"value"`
	Count uint32  `json:"count"`
}

type guardResults struct {
	Ratio    float64            `json:"ratio"`
	Delta    float64            `json:"delta"`
	Hosts    int                `json:"hosts"`
	Bytes    uint64             `json:"bytes"`
	Rows     []guardRow         `json:"rows"`
	Nested   [][]float64        `json:"nested"`
	ByName   map[string]float64 `json:"by_name"`
	Optional *float64           `json:"optional,omitempty"`
	Inner    struct {
		Deep []guardRow `json:"deep"`
	} `json:"inner"`
	hidden float64 // not exported: not a result
	Skip   float64 `json:"-"`
}

func ptr(x float64) *float64 { return &x }

// Guard refuses every number that cannot leave Compute, wherever it is in
// the results, at its JSON path; the rest passes untouched.
func TestGuard(t *testing.T) {
	tests := []struct {
		name   string
		set    func(r *guardResults)
		signed []string
		field  string // "" : no problem
		says   string
	}{
		{"valid", func(r *guardResults) {}, nil, "", ""},
		{"NaN", func(r *guardResults) { r.Ratio = math.NaN() }, nil, "results.ratio", "has no finite value"},
		{"+Inf", func(r *guardResults) { r.Ratio = math.Inf(1) }, nil, "results.ratio", "has no finite value"},
		{"-Inf signed", func(r *guardResults) { r.Delta = math.Inf(-1) }, []string{"delta"}, "results.delta", "has no finite value"},
		{"tiny negative", func(r *guardResults) { r.Ratio = -1.66e-316 }, nil, "results.ratio", "would be negative (-1.66 × 10⁻³¹⁶)"},
		{"small negative", func(r *guardResults) { r.Ratio = -0.0001 }, nil, "results.ratio", "would be negative (-0.0001)"},
		{"negative zero is zero", func(r *guardResults) { r.Ratio = math.Copysign(0, -1) }, nil, "", ""},
		{"negative allowed when signed", func(r *guardResults) { r.Delta = -5 }, []string{"delta"}, "", ""},
		{"signed still bounded", func(r *guardResults) { r.Delta = -2e15 }, []string{"delta"}, "results.delta", "would be -2 × 10¹⁵"},
		{"at MaxResult", func(r *guardResults) { r.Ratio = calc.MaxResult }, nil, "", ""},
		{"over MaxResult", func(r *guardResults) { r.Ratio = 1.5e15 }, nil, "results.ratio", "would be 1.5 × 10¹⁵ for these inputs (), beyond any real system (at most 1 × 10¹⁵)"},
		{"negative int", func(r *guardResults) { r.Hosts = -1 }, nil, "results.hosts", "would be negative (-1)"},
		{"unsigned overflow", func(r *guardResults) { r.Bytes = math.MaxUint64 }, nil, "results.bytes", "would be 1.84 × 10¹⁹"},
		{"unsigned in a list", func(r *guardResults) { r.Rows[1].Count = math.MaxUint32 }, nil, "", ""},
		{"NaN in a list of records", func(r *guardResults) { r.Rows[1].Value = math.NaN() }, nil, "results.rows[1].value", "rows has no finite value"},
		{"nested lists", func(r *guardResults) { r.Nested[1][0] = -3 }, nil, "results.nested[1][0]", "nested would be negative (-3)"},
		{"map", func(r *guardResults) { r.ByName["b"] = math.Inf(1) }, nil, "results.by_name.b", "has no finite value"},
		{"pointer", func(r *guardResults) { r.Optional = ptr(math.NaN()) }, nil, "results.optional", "has no finite value"},
		{"deep in an object", func(r *guardResults) { r.Inner.Deep = []guardRow{{Value: -1e-9}} }, nil, "results.inner.deep[0].value", "inner would be negative (-1 × 10⁻⁹)"},
		{"unexported and skipped fields are not results", func(r *guardResults) { r.hidden, r.Skip = math.NaN(), math.NaN() }, nil, "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := guardResults{Ratio: 0.5, Hosts: 3, Bytes: 1 << 40, Rows: []guardRow{{"a", 1, 2}, {"b", 2, 3}},
				Nested: [][]float64{{1}, {2}}, ByName: map[string]float64{"a": 1, "b": 2}}
			tc.set(&r)
			errs := calc.Guard("guard-test", r, tc.signed, nil)
			if tc.field == "" {
				if len(errs) > 0 {
					t.Fatalf("problems %v", errs)
				}
				return
			}
			if len(errs) != 1 || errs[0].Field != tc.field || !strings.Contains(errs[0].Message(), tc.says) {
				t.Fatalf("problems %v, want one at %s saying %q", errs, tc.field, tc.says)
			}
		})
	}
}

// Every bad number is reported, each at its path, in a stable order; a
// registered calculator's result is named by its label, in both languages.
func TestGuardEveryProblemLabelled(t *testing.T) {
	r := guardResults{Ratio: math.NaN(), Hosts: -2, ByName: map[string]float64{"z": -1, "a": -1, "m": -1}}
	errs := calc.Guard("guard-test", r, nil, nil)
	var fields []string
	for _, e := range errs {
		fields = append(fields, e.Field)
	}
	if got := strings.Join(fields, " "); got != "results.ratio results.hosts results.by_name.a results.by_name.m results.by_name.z" {
		t.Errorf("fields %s", got)
	}
	type stretchedLike struct {
		IntersiteMbps float64 `json:"intersite_mbps"`
	}
	errs = calc.Guard("stretched-bandwidth", stretchedLike{math.Inf(1)}, nil, nil)
	if len(errs) != 1 || !strings.HasPrefix(errs[0].Message(), "Inter-site bandwidth has no finite value") {
		t.Errorf("problems %v", errs)
	}
	if ru := errs[0].In(msg.RU, nil); !strings.Contains(ru, "нет конечного значения") {
		t.Errorf("in Russian: %q", ru)
	}
}

// The value of every worked step is checked as a result is, but may be
// negative (a shortfall); a problem is named by the step's label.
func TestGuardSteps(t *testing.T) {
	label := msg.NewKey("guardtest.step", "Free space")
	steps := []calc.Step{
		{Label: label.With(), Value: 5},
		{Label: label.With(), Value: -5},
		{Label: label.With(), Value: math.NaN()},
		{Label: label.With(), Value: 1e300},
		{Label: label.With(), Value: -1e-300},
	}
	errs := calc.GuardSteps("guard-test", steps, nil)
	if len(errs) != 2 || errs[0].Field != "steps[2]" || errs[1].Field != "steps[3]" {
		t.Fatalf("problems %v, want steps[2] and steps[3]", errs)
	}
	if !strings.HasPrefix(errs[0].Message(), "Free space has no finite value") || !strings.Contains(errs[1].Message(), "would be 1 × 10³⁰⁰") {
		t.Errorf("messages %q", errs.Texts())
	}
}
