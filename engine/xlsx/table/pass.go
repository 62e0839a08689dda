package table

import "github.com/sizewise/sizewise/engine/xlsx"

// Stage is one sheet a Pass reads: with a Reader, its rows are classified
// and each data row handed to Data; without, each row is handed raw to
// Raw, which returns false to stop reading the sheet.
type Stage struct {
	Sheet xlsx.Sheet
	R     *Reader
	Data  func(r *Reader)
	Raw   func(r *xlsx.Row) bool
}

// Pass reads the sheets of a workbook one row a step unit: the shared
// strings first (four a unit), then each stage in order. A stage whose
// header is not in its first HeaderScan rows stops early (its Reader has
// no header); a value out of bounds stops the pass (Err).
type Pass struct {
	wb     *xlsx.Workbook
	stages []Stage
	cur    int
	rows   *xlsx.Rows
	total  float64
	done   float64
	err    error
	range_ *OutOfRange
	over   bool
}

// NewPass prepares the reading of stages from wb.
func NewPass(wb *xlsx.Workbook, stages []Stage) *Pass {
	p := &Pass{wb: wb, stages: stages, total: float64(wb.StringsSize())}
	for _, st := range stages {
		p.total += float64(st.Sheet.Size)
	}
	return p
}

// Step reads about n rows (or 4n shared strings) and reports whether the
// pass is over; then Err says whether it failed.
func (p *Pass) Step(n int) bool {
	if p.over {
		return true
	}
	n = max(n, 1)
	if !p.wb.StringsLoaded() {
		if _, err := p.wb.LoadStrings(4 * n); err != nil {
			p.fail(err)
		}
		return p.over
	}
	for budget := n; budget > 0; {
		if p.cur >= len(p.stages) {
			p.over = true
			return true
		}
		st := &p.stages[p.cur]
		if p.rows == nil {
			rows, err := p.wb.Rows(st.Sheet.Name)
			if err != nil {
				p.fail(err)
				return true
			}
			p.rows = rows
		}
		for ; budget > 0; budget-- {
			if !p.rows.Next() {
				if err := p.rows.Err(); err != nil {
					p.fail(err)
					return true
				}
				p.endStage()
				break
			}
			if !p.consume(st, p.rows.Row()) {
				p.endStage()
				break
			}
			if st.R != nil && st.R.Err != nil {
				p.range_ = st.R.Err
				p.fail(nil)
				return true
			}
		}
	}
	return false
}

// consume takes one row of the current stage; false stops the sheet.
func (p *Pass) consume(st *Stage, r *xlsx.Row) bool {
	if st.R == nil {
		return st.Raw(r)
	}
	sr := st.R
	if !sr.HasHeader {
		if len(r.Cells) == 0 {
			return true
		}
		if sr.FindHeader(r) {
			return true
		}
		sr.Scanned++
		return sr.Scanned < HeaderScan
	}
	if sr.Read(r) == RowData {
		st.Data(sr)
	}
	return true
}

func (p *Pass) endStage() {
	p.rows.Close()
	p.rows = nil
	p.done += float64(p.stages[p.cur].Sheet.Size)
	p.cur++
}

func (p *Pass) fail(err error) {
	if p.err == nil {
		p.err = err
	}
	p.over = true
	if p.rows != nil {
		p.rows.Close()
		p.rows = nil
	}
}

// Err is the reader's error that stopped the pass (an *xlsx.Error), if
// any.
func (p *Pass) Err() error { return p.err }

// OutOfRange is the value out of bounds that stopped the pass, if any.
func (p *Pass) OutOfRange() *OutOfRange { return p.range_ }

// Progress is the fraction of the workbook read (by the uncompressed
// sizes of the shared strings and the sheets), below 1 until the end.
func (p *Pass) Progress() float64 {
	if p.over {
		return 1
	}
	if p.total <= 0 {
		return 0
	}
	got := p.done + p.wb.StringsProgress()*float64(p.wb.StringsSize())
	if p.rows != nil {
		got += p.rows.Progress() * float64(p.stages[p.cur].Sheet.Size)
	}
	return min(got/p.total, 0.999)
}
