package sioc

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Columns are the positions of a VM line in a URL or the VM text box.
var Columns = []string{"name", "host", "shares", "reservation_iops", "limit_iops", "demand_iops"}

// ColumnLabels label the Columns in the reader's language, as the Spec
// labels the columns of its "Per VM" output: what a message says when it
// names a column of a VM line (the hint names them by the Columns, the
// syntax of a line).
var ColumnLabels = map[string]msg.Text{
	"name":             msg.T("VM"),
	"host":             msg.T("Host"),
	"shares":           msg.T("Shares"),
	"reservation_iops": msg.T("Reservation"),
	"limit_iops":       msg.T("Limit"),
	"demand_iops":      msg.T("Demand"),
}

// VMCodec is the URL form of the vms list: one query value per VM, the
// columns name,host,shares,reservation_iops,limit_iops,demand_iops separated
// by commas, an empty column meaning absent, as in
//
//	vms=VM2,esx1,2500,,5000,
//
// shares is a number or low/normal/high. A name with a comma, a quote or
// leading space is quoted as in CSV ("VM, prod"). The web form shows the same
// text, one VM per line; a value holding several lines is read line by line,
// and blank lines are skipped (but counted, so messages name the line the user
// sees).
type VMCodec struct{}

var _ calc.QueryCodec = VMCodec{}

// Problems of a VM line.
var (
	msgLineCell    = msg.NewKey("sioc.vm-line.cell", "VM line {0}, column {1} ({2}): {3}")
	msgLineCSV     = msg.NewKey("sioc.vm-line.csv", `VM line {0}, column {1}: {2}; quote a name with commas as "VM, prod"`)
	msgLineColumns = msg.NewKey("sioc.vm-line.columns", "VM line {0}: has {1} columns; expected at most {2}: {3}")
	msgLineOther   = msg.NewKey("sioc.vm-line.other", "VM line {0}: {1}")
	msgBareQuote   = msg.NewKey("sioc.csv.bare-quote", `bare " in non-quoted-field`)
	msgQuote       = msg.NewKey("sioc.csv.quote", `extraneous or missing " in quoted-field`)
)

// FromQuery builds the JSON list of VMs. Its errors (scenario.UserError)
// name the VM line (1-based, across all values) and the column.
func (VMCodec) FromQuery(values []string) (json.RawMessage, error) {
	out := []map[string]any{}
	line := 0
	for _, v := range values {
		for _, text := range strings.Split(strings.ReplaceAll(v, "\r\n", "\n"), "\n") {
			line++
			if strings.TrimSpace(text) == "" {
				continue
			}
			vm, problem := parseLine(text, msg.Code(strconv.Itoa(line)))
			if !problem.IsZero() {
				return nil, scenario.UserError{Msg: problem}
			}
			out = append(out, vm)
		}
	}
	b, err := json.Marshal(out)
	if err != nil {
		panic("sioc: VMCodec.FromQuery: " + err.Error())
	}
	return b, nil
}

// parseLine reads one VM line; line is its number, for the problem.
func parseLine(text string, line msg.Arg) (map[string]any, msg.Message) {
	r := csv.NewReader(strings.NewReader(text))
	r.FieldsPerRecord = -1
	r.TrimLeadingSpace = true
	rec, err := r.Read()
	if err != nil {
		var pe *csv.ParseError
		if errors.As(err, &pe) {
			what := msg.Str(pe.Err.Error())
			switch {
			case errors.Is(pe.Err, csv.ErrBareQuote):
				what = msg.Sub(msgBareQuote.With())
			case errors.Is(pe.Err, csv.ErrQuote):
				what = msg.Sub(msgQuote.With())
			}
			return nil, msgLineCSV.With(line, msg.Code(strconv.Itoa(pe.Column)), what)
		}
		return nil, msgLineOther.With(line, msg.Str(err.Error()))
	}
	if len(rec) > len(Columns) {
		return nil, msgLineColumns.With(line, msg.Int(len(rec)), msg.Int(len(Columns)), msg.Code(strings.Join(Columns, ",")))
	}
	vm := map[string]any{}
	for i, cell := range rec {
		cell = strings.TrimSpace(cell)
		if cell == "" {
			continue
		}
		col, name := msg.Code(strconv.Itoa(i+1)), msg.Code(Columns[i])
		switch Columns[i] {
		case "name", "host":
			vm[Columns[i]] = cell
		case "shares":
			if l, ok := Level(cell); ok {
				vm["shares"] = l.Name()
				continue
			}
			n, err := calc.ParseNumber(cell)
			if err != nil {
				return nil, msgLineCell.With(line, col, name, msg.Sub(msgShares.With()))
			}
			vm["shares"] = n
		default:
			n, err := calc.ParseNumber(cell)
			if err != nil {
				return nil, msgLineCell.With(line, col, name, msg.Sub(problemOf(err)))
			}
			vm[Columns[i]] = n
		}
	}
	return vm, msg.Message{}
}

// problemOf is the message of a parse error.
func problemOf(err error) msg.Message {
	var ue scenario.UserError
	if errors.As(err, &ue) {
		return ue.Msg
	}
	return scenario.MsgNumber.With()
}

// ToQuery renders the JSON list of VMs as one value per VM, every column
// present ("VM2,esx1,2500,,5000,"). It renders what the JSON holds, valid or
// not, so that a form shows the user's text back; a value that is not a list
// of objects renders as nothing.
func (VMCodec) ToQuery(raw json.RawMessage) []string {
	var items []map[string]json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil
	}
	out := make([]string, 0, len(items))
	for _, item := range items {
		cells := make([]string, len(Columns))
		for i, col := range Columns {
			cells[i] = cellText(item[col])
		}
		out = append(out, formatCells(cells))
	}
	return out
}

// cellText is a JSON value as typed in a column: strings unquoted, null or
// absent empty, anything else as its JSON text.
func cellText(v json.RawMessage) string {
	var s string
	if json.Unmarshal(v, &s) == nil {
		return s
	}
	if v == nil || string(v) == "null" {
		return ""
	}
	return string(v)
}

// FormatLine is the text line of vm: name,host,shares,reservation_iops,
// limit_iops,demand_iops.
func FormatLine(vm VM) string {
	shares := vm.Shares.String()
	if vm.Shares == (Shares{}) {
		shares = "" // absent: normal
	}
	return formatCells([]string{vm.Name, vm.Host, shares, num(vm.ReservationIOPS), num(vm.LimitIOPS), num(vm.DemandIOPS)})
}

func formatCells(cells []string) string {
	var b strings.Builder
	w := csv.NewWriter(&b)
	if err := w.Write(cells); err != nil {
		panic("sioc: formatCells: " + err.Error())
	}
	w.Flush()
	return strings.TrimRight(b.String(), "\n")
}

func num(p *float64) string {
	if p == nil {
		return ""
	}
	return strconv.FormatFloat(*p, 'g', -1, 64)
}
