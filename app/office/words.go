package office

import "github.com/sizewise/sizewise/engine/msg"

// The words of the deliverables, in both languages. The writers (docx,
// pptx) use the exported ones; Build the others.
var (
	DesignDocument = msg.T("Design document")
	SummaryDeck    = msg.T("Sizing summary")
	Customer       = msg.T("Customer")
	Author         = msg.T("Author")
	Date           = msg.T("Date")
	Prepared       = msg.NewKey("office.prepared", "Prepared with Sizewise {0}")
	ScenarioCount  = msg.NewKey("office.scenarios", "{0} {0|scenario|scenarios}")
	Contents       = msg.T("Contents")
	ContentsHint   = msg.T("Update the table of contents to fill in its page numbers (in Word: right-click it, Update Field).")
	Summary        = msg.T("Summary")
	ScenarioCol    = msg.T("Scenario")
	Answer         = msg.T("Answer")
	Deciding       = msg.T("Deciding warning")
	Comparisons    = msg.T("Comparisons")
	Scenarios      = msg.T("Scenarios")
	Inputs         = msg.T("Inputs")
	InputsThat     = msg.T("Inputs that differ")
	Input          = msg.T("Input")
	Value          = msg.T("Value")
	Results        = msg.T("Results")
	Result         = msg.T("Result")
	Chart          = msg.T("Chart")
	Steps          = msg.T("Worked steps")
	Warnings       = msg.T("Warnings")
	Notes          = msg.T("Notes")
	Sources        = msg.T("Sources")
	Problems       = msg.T("Problems")
	NotYet         = msg.T("Not computed until these inputs are corrected:")
	ShareLink      = msg.T("Share link")
	Table          = msg.T("Table")
	Figure         = msg.T("Figure")
	Page           = msg.T("Page")
	Of             = msg.T("of")
	NoChart        = msg.T("No chart: its numbers are in the tables.")
	InputsOf       = msg.NewKey("office.inputs-of", "Inputs of scenario {0}")
	ResultsOf      = msg.NewKey("office.results-of", "Results of scenario {0}")
	InputsCmp      = msg.NewKey("office.inputs-cmp", "Inputs that differ, comparison {0}")
	ResultsCmp     = msg.NewKey("office.results-cmp", "Results side by side, comparison {0}")
	SummaryCap     = msg.T("Each scenario's answer and the warning that decides it")
	Totals         = msg.T("Inventory totals")
	SourcesMore    = msg.NewKey("office.sources-more", "Sources ({0} of {1})")
	Headline       = msg.T("Headline results")
	Quantity       = msg.T("Quantity")
	MoreResults    = msg.NewKey("office.more-results", "{0} more {0|result|results} in the design document.")
)

// Words of Build.
var (
	untitled     = msg.T("Untitled plan")
	unknownCalc  = msg.T("Unknown calculator")
	chained      = msg.NewKey("office.chained", "Chained from scenario {0} ({1}).")
	notComputed  = msg.T("not computed: its inputs need correcting")
	noWarning    = msg.T("none")
	cmpHeading   = msg.NewKey("office.compare.heading", "Comparison {0}: {1}")
	cmpOf        = msg.NewKey("office.compare.of", "Scenarios {0} side by side; each difference is from scenario {1}.")
	cmpMissing   = msg.NewKey("office.compare.missing", "Not compared until their inputs are corrected: scenarios {0}.")
	cmpTooFew    = msg.T("Fewer than two of these scenarios compute, so there is nothing to set side by side.")
	cmpScenario  = msg.NewKey("office.compare.scenario", "Scenario {0}")
	cmpDiff      = msg.NewKey("office.compare.diff", "Difference {0} − {1}")
	cmpSame      = msg.T("The scenarios have the same inputs.")
	and          = msg.T("and")
	yes          = msg.T("yes")
	no           = msg.T("no")
	otherFigures = msg.T("Other figures")
	moreRows     = msg.NewKey("office.more-rows", "and {0} more")
	shortened    = msg.NewKey("office.shortened", "(shortened: {0} characters in all)")
)

// memberWords name the inventory members a newer import writes (measured
// figures, the exclusion report) that engine/inventory does not know yet.
var memberWords = map[string]msg.Text{
	"excluded":         msg.T("Left out of the sizing"),
	"exclusions":       msg.T("Left out of the sizing"),
	"reason":           msg.T("Reason"),
	"name":             msg.T("Name"),
	"names":            msg.T("Names"),
	"count":            msg.T("Count"),
	"vms":              msg.T("VMs"),
	"cluster":          msg.T("Cluster"),
	"measured":         msg.T("Measured"),
	"peak_iops":        msg.T("Peak IOPS"),
	"peak_write_mbps":  msg.T("Peak write throughput, MB/s"),
	"peak_write_mb_s":  msg.T("Peak write throughput, MB/s"),
	"peak_cpu_ghz":     msg.T("Peak CPU, GHz"),
	"consumed_mem_mib": msg.T("Consumed memory, MiB"),
}
