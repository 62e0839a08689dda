package i18n

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"
)

// Issue 28, point 11: vdi-density wrote «{0} десктопа на хост» whatever the
// number («500 десктопа», «1 001 десктопа»), and its pages mixed "CPU" and
// "ЦП". Every count that meets a noun agrees with it ({0|one|few|many}), and
// the Russian texts call a processor "ЦП" (a virtual one "виртуальный ЦП"),
// never "CPU", "vCPU" or "процессор": one word on every page.

// countedNouns are the nouns Sizewise's Russian texts count, as their
// nominative forms for one, few and many (the forms msg.Plural picks: 1, 21;
// 2–4, 22; 0, 5–20, 25). A word form that is none of the three (a dative
// «хостам», an instrumental «хостами») is not judged.
var countedNouns = [][3]string{
	{"хост", "хоста", "хостов"},
	{"десктоп", "десктопа", "десктопов"},
	{"сеанс", "сеанса", "сеансов"},
	{"компонент", "компонента", "компонентов"},
	{"диск", "диска", "дисков"},
	{"устройство", "устройства", "устройств"},
	{"ядро", "ядра", "ядер"},
	{"сокет", "сокета", "сокетов"},
	{"узел", "узла", "узлов"},
	{"снапшот", "снапшота", "снапшотов"},
	{"раз", "раза", "раз"},
	{"пользователь", "пользователя", "пользователей"},
	{"виртуальный ЦП", "виртуальных ЦП", "виртуальных ЦП"},
	{"дисковая группа", "дисковые группы", "дисковых групп"},
	{"домен", "домена", "доменов"},
	{"строка", "строки", "строк"},
	{"объект", "объекта", "объектов"},
	{"сценарий", "сценария", "сценариев"},
	{"день", "дня", "дней"},
	{"минута", "минуты", "минут"},
	{"секунда", "секунды", "секунд"},
	{"единица", "единицы", "единиц"},
	{"операция", "операции", "операций"},
	{"чтение", "чтения", "чтений"},
}

// countRE is a whole number (digits grouped by spaces, as Russian writes
// 1 001) followed by a space and a word or two; a decimal is not a count
// («1,5 хоста» is right).
var countRE = regexp.MustCompile(`(?:^|[^\d,./])(\d{1,3}(?:[\x{00a0}\x{202f} ]\d{3})*|\d+)[\x{00a0} ]([\p{Cyrillic}]+(?: [\p{Cyrillic}A-Za-z]+)?)`)

// wrongCount reports a count in the Russian text ru whose noun is in a form
// no case allows for it: a form of one after 2–4 or 5–20 («500 десктопа»,
// «3 хост»), a form of few after 5–20 («5 хоста»), the genitive plural of
// many after 1, 21 («21 хостов»).
func wrongCount(ru string) []string {
	var out []string
	for _, ix := range countRE.FindAllStringSubmatchIndex(ru, -1) {
		m := []string{ru[ix[0]:ix[1]], ru[ix[2]:ix[3]], ru[ix[4]:ix[5]]}
		if strings.HasPrefix(ru[ix[1]:], "/") {
			continue // a unit, not a count: «756 366 операций/с»
		}
		digits := strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return r
			}
			return -1
		}, m[1])
		n, err := strconv.ParseFloat(digits, 64)
		if err != nil {
			continue
		}
		want := msg.Plural(msg.RU, n) // 0 one, 1 few, 2 many
		for _, forms := range countedNouns {
			got := -1
			for i, f := range forms {
				if m[2] == f || strings.HasPrefix(m[2], f+" ") {
					got = i
					// the longest matching form wins (виртуальных ЦП over a one-word noun)
				}
			}
			if got < 0 || forms[got] == forms[want] {
				continue
			}
			// Cases other than the nominative take other forms: «из 2
			// хостов», «из 21 хоста», «больше 5 хостов». Only the forms no
			// case allows are wrong.
			wrong := false
			switch want {
			case 0: // 1, 21: nominative one, genitive one (= few's form)
				wrong = got == 2 && forms[2] != forms[1]
			case 1: // 2–4: nominative few, genitive many
				wrong = got == 0 && forms[0] != forms[1] && forms[0] != forms[2]
			case 2: // 5–20: nominative and genitive many
				wrong = forms[got] != forms[2]
			}
			if wrong {
				out = append(out, fmt.Sprintf("«%s %s»", m[1], m[2]))
			}
		}
	}
	return out
}

// cpuWordRE finds the words for a processor other than «ЦП».
var cpuWordRE = regexp.MustCompile(`(?i)\bv?CPUs?\b|процессор`)

// otherCPUWord reports "CPU", "vCPU" or «процессор» in a Russian text (its
// cited documents and user-given names taken out by masked).
func otherCPUWord(ru string) []string {
	return cpuWordRE.FindAllString(ru, -1)
}

// bareCountRE is a Russian template's placeholder without word forms, then
// a counted noun: «{0} десктопа на хост» agrees with no number but some.
var bareCountRE = regexp.MustCompile(`\{[0-9]{1,2}\}[\x{00a0} ]([\p{Cyrillic}]+(?: [\p{Cyrillic}A-Za-z]+)?)`)

// bareCount reports the counted nouns of a Russian template that follow a
// placeholder without word forms. Reads and operations are left out: a
// template shares them out by a percentage («{1} чтения» is «70 % чтения»),
// and a unit is no count («{1} операций/с»).
func bareCount(ru string) []string {
	var out []string
	for _, ix := range bareCountRE.FindAllStringSubmatchIndex(ru, -1) {
		m := []string{ru[ix[0]:ix[1]], ru[ix[2]:ix[3]]}
		if strings.HasPrefix(ru[ix[1]:], "/") {
			continue
		}
		for _, forms := range countedNouns {
			if forms[0] == "чтение" || forms[0] == "операция" {
				continue
			}
			for _, f := range forms {
				if m[1] == f || strings.HasPrefix(m[1], f+" ") {
					out = append(out, m[0])
				}
			}
		}
	}
	return out
}

func TestWrongCount(t *testing.T) {
	for _, tc := range []struct {
		ru   string
		want int
	}{
		{"500 десктопа на хост", 1},        // the bug of point 11
		{"1\u00a0001 десктопа на хост", 0}, // genitive singular: «из 1 001 десктопа»
		{"1\u00a0001 десктоп на хост", 0},  // nominative
		{"3 хост", 1},                  // one after few
		{"из 3 хостов", 0},             // genitive plural after few
		{"5 хоста", 1},                 // few after many
		{"21 хостов", 1},               // many after one
		{"12 десктопов", 0},            // many
		{"1,5 хоста", 0},               // a decimal is no count
		{"2 виртуальный ЦП", 1},        // one after few
		{"2 виртуальных ЦП", 0},        //
		{"в 2 раза", 0},                //
		{"в 5 раза", 1},                //
		{"11 хост", 1},                 // 11 takes many
		{"по 4 устройства ёмкости", 0}, //
		{"2 дисковые группы по 4 устройства", 0}, //
		{"5 дисковые группы", 1},                 //
		{"RAID 1/0 хоста", 0},                    // no count
		{"756 366 операций/с", 0},                // a unit
	} {
		if got := wrongCount(tc.ru); len(got) != tc.want {
			t.Errorf("wrongCount(%q) = %v, want %d finding(s)", tc.ru, got, tc.want)
		}
	}
	if got := bareCount("{0} десктопа на хост"); len(got) != 1 {
		t.Errorf("bareCount of the point-11 template: %v", got)
	}
	if got := bareCount("{0} {0|десктоп|десктопа|десктопов} на хост, {1} ГБ"); len(got) != 0 {
		t.Errorf("bareCount of a plural template: %v", got)
	}
	for _, s := range []string{"Резерв процессора", "2 vCPU / 8 ГБ", "загрузка CPU"} {
		if len(otherCPUWord(s)) == 0 {
			t.Errorf("otherCPUWord(%q) finds nothing", s)
		}
	}
	if got := otherCPUWord("Предел по ЦП; 2 виртуальных ЦП"); len(got) != 0 {
		t.Errorf("otherCPUWord flags ЦП: %v", got)
	}
}
