package office

import (
	"errors"
	"time"

	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Bounds of a deliverable (see the package comment).
const (
	// MaxText is the most characters of one text a user typed (a plan
	// name, a customer, a note), as the plan library keeps a note
	// (plans.MaxNoteLen).
	MaxText = plans.MaxNoteLen
	// MaxNotes is the most import notes shown.
	MaxNotes = 500
	// MaxRows is the most rows of an inventory table.
	MaxRows = 2000
)

// ErrTooLarge refuses a plan past the bounds: more scenarios or
// comparisons than a plan may hold.
var ErrTooLarge = errors.New("office: the plan has more scenarios or comparisons than a document holds")

// Options say for whom and how a deliverable is made.
type Options struct {
	Lang msg.Lang
	// Author is who prepared it (the title page and the document's
	// properties); may be empty.
	Author string
	// Version is the Sizewise version named on the title page.
	Version string
	// Date is the document's date (the title page, the file name).
	Date time.Time
	// BaseURL, when not empty, makes each scenario's share link absolute
	// ("https://sizewise.example/…"); without it no link is written (a
	// link to this laptop's sizewise serve means nothing to a customer).
	BaseURL string
	// Evaluate computes an entry (plans.Evaluate when nil): the engine
	// worker passes one that remembers its answers, so the PowerPoint
	// summary made after the Word document simulates nothing again.
	Evaluate func(plans.Entry) (*calc.Evaluation, scenario.Errors)
}

// Report is a plan as its deliverables show it, in Lang.
type Report struct {
	Lang     msg.Lang
	Title    string // the plan's name
	Customer string
	Author   string
	Version  string
	Date     time.Time
	// DateText is Date as the reader writes it (2026-12-04, 04.12.2026).
	DateText    string
	Summary     []SummaryRow
	Inventory   *Inventory
	Comparisons []Comparison
	Scenarios   []Scenario
	// Sources are the documents every scenario cites, each once, in the
	// order they are first cited: the deck's reference list.
	Sources []string
}

// SummaryRow is one scenario in the summary: its heading, its answer (the
// headline results) and the warning that decides it.
type SummaryRow struct {
	Heading  string
	Answer   string
	Deciding string
}

// Scenario is one scenario of the plan.
type Scenario struct {
	N          int    // its number in the plan, from 1
	Heading    string // "1. Stretched-cluster bandwidth: Site A"
	Calculator string // the calculator's id
	Title      string // the calculator's title
	Question   string
	Chain      string // "Chained from scenario 1 (VDI density)."
	Note       string
	Inputs     []view.Value
	// Problems are the inputs to correct before it computes (then Result
	// is nil), each "path: message".
	Problems []string
	Result   *view.Result
	// Deciding is the warning that decides the answer: the calculator's
	// first (calculators give the one about the answer itself first).
	Deciding string
	// Link is the scenario's share link (empty without Options.BaseURL).
	Link string
}

// Comparison is a comparison of the plan, as tables.
type Comparison struct {
	Heading string // "Comparison 1: vSAN capacity"
	Intro   string // which scenarios, the difference from which
	Missing string // the scenarios left out, when some are
	// OK is false when fewer than two of its scenarios compute; Intro and
	// Missing then say why there is no table.
	OK bool
	// Columns head both tables: the quantity, then per scenario its value
	// and (after the first) the difference from the first.
	Columns []string
	// Inputs are the rows of the inputs that differ (none: Same says so),
	// Results the rows of every result.
	Inputs  [][]string
	Same    string
	Results [][]string
	// Headline marks the Results rows of the headline results.
	Headline []bool
	// Numbers are the scenarios compared, as the plan numbers them.
	Numbers []int
}
