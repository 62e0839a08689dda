package xlsx

import (
	"io"
)

// sstLoader reads the shared-string table in steps.
type sstLoader struct {
	pr   *partReader
	tk   *tokenizer
	inSI bool
	inT  bool
	rph  int // depth inside <rPh> (phonetic runs, not part of the text)
	buf  []byte
}

// StringsLoaded reports whether the shared strings are read.
func (wb *Workbook) StringsLoaded() bool { return wb.sstDone }

// StringsProgress is the fraction of the shared-string table read.
func (wb *Workbook) StringsProgress() float64 {
	switch {
	case wb.sstDone:
		return 1
	case wb.sst == nil:
		return 0
	}
	return wb.sst.pr.progress()
}

// StringsSize is the uncompressed size of the shared-string table (0 when
// there is none).
func (wb *Workbook) StringsSize() int64 {
	if wb.sstPart == "" {
		return 0
	}
	return int64(min(wb.parts[partKey(wb.sstPart)].size, 1<<62))
}

// LoadStrings reads about n shared strings and reports whether the table is
// complete; call it until done (or let Rows read it all at once).
func (wb *Workbook) LoadStrings(n int) (done bool, err error) {
	if wb.sstDone {
		return true, nil
	}
	if wb.sst == nil {
		pr, err := wb.open(wb.sstPart, wb.lim.MaxPart)
		if err != nil {
			return false, err
		}
		if pr == nil {
			wb.sstDone = true
			return true, nil
		}
		wb.sst = &sstLoader{pr: pr, tk: newTokenizer(pr)}
	}
	s := wb.sst
	stop := func(err error) (bool, error) {
		s.pr.Close()
		wb.sst = nil
		return false, err
	}
	start := len(wb.strings)
	for len(wb.strings)-start < max(n, 1) {
		k, err := s.tk.next()
		if err == io.EOF {
			s.pr.Close()
			wb.sst, wb.sstDone = nil, true
			return true, nil
		}
		if err != nil {
			return stop(s.pr.fail(err))
		}
		switch k {
		case tokStart:
			switch string(s.tk.name) {
			case "si":
				s.inSI, s.buf = true, s.buf[:0]
			case "t":
				s.inT = s.inSI && s.rph == 0
			case "rPh":
				s.rph++
			}
		case tokEnd:
			switch string(s.tk.name) {
			case "si":
				if int64(len(wb.strings)) >= wb.lim.MaxStrings {
					return stop(tooLarge("strings", s.pr.name, wb.lim.MaxStrings, 0))
				}
				wb.strings = append(wb.strings, unescapeX(string(s.buf)))
				s.inSI = false
			case "t":
				s.inT = false
			case "rPh":
				s.rph = max(s.rph-1, 0)
			}
		case tokText:
			if s.inT {
				if int64(len(s.buf)+len(s.tk.text)) > wb.lim.MaxCell {
					return stop(tooLarge("cell", s.pr.name, wb.lim.MaxCell, 0))
				}
				s.buf = append(s.buf, s.tk.text...)
			}
		}
	}
	return false, nil
}
