package xlsx

import (
	"bytes"
	"strconv"
	"strings"
)

// isDateStyle reports whether cell style index i has a date format.
func (wb *Workbook) isDateStyle(i int) bool {
	return i >= 0 && i < len(wb.dateXF) && wb.dateXF[i]
}

// parseDateStyles reads styles.xml: for each cell format (cellXfs/xf),
// whether its number format shows a date or time.
func parseDateStyles(data []byte) []bool {
	custom := map[string]bool{}
	var xfs []bool
	tk := newTokenizer(bytes.NewReader(data))
	inXfs := false
	for {
		k, err := tk.next()
		if err != nil {
			break
		}
		switch {
		case k == tokStart && string(tk.name) == "numFmt":
			custom[string(tk.attr("numFmtId"))] = IsDateFormat(string(tk.attr("formatCode")))
		case k == tokStart && string(tk.name) == "cellXfs":
			inXfs = true
		case k == tokEnd && string(tk.name) == "cellXfs":
			inXfs = false
		case k == tokStart && string(tk.name) == "xf" && inXfs:
			id := string(tk.attr("numFmtId"))
			if id == "" {
				id = "0"
			}
			date, ok := custom[id]
			if !ok {
				n, _ := strconv.Atoi(id)
				date = builtinDate(n)
			}
			xfs = append(xfs, date)
			if len(xfs) > 1<<20 {
				return xfs
			}
		}
	}
	return xfs
}

// builtinDate reports whether a built-in number format id (ECMA-376 Part 1
// §18.8.30, and the East Asian ids Excel also uses) is a date or time.
func builtinDate(id int) bool {
	return (id >= 14 && id <= 22) || (id >= 27 && id <= 36) || (id >= 45 && id <= 47) || (id >= 50 && id <= 58)
}

// IsDateFormat reports whether a number format code shows a date or time:
// it has a d, m, y, h or s outside quoted text, escapes and [brackets]
// (colours, locales and conditions), other than in "General" and the
// exponent E. Elapsed-time brackets ([h], [mm], [ss]) count as time.
func IsDateFormat(code string) bool {
	if i := strings.IndexByte(code, ';'); i >= 0 {
		code = code[:i] // the positive section decides
	}
	lower := strings.ToLower(code)
	for i := 0; i < len(lower); i++ {
		switch c := lower[i]; c {
		case '"':
			j := strings.IndexByte(lower[i+1:], '"')
			if j < 0 {
				return false
			}
			i += j + 1
		case '\\', '_', '*':
			i++
		case '[':
			j := strings.IndexByte(lower[i+1:], ']')
			if j < 0 {
				return false
			}
			inner := lower[i+1 : i+1+j]
			if inner != "" && strings.Trim(inner, "hms") == "" {
				return true
			}
			i += j + 1
		case 'g':
			if strings.HasPrefix(lower[i:], "general") {
				i += len("general") - 1
			}
		case 'd', 'm', 'y', 'h', 's':
			return true
		}
	}
	return false
}
