package i18n

import "github.com/sizewise/sizewise/engine/msg"

// countUnits are the units that count things; Russian needs the word form
// that agrees with the number (1 хост, 2 хоста, 5 хостов).
var countUnits = map[string][3]string{
	"hosts":       {"хост", "хоста", "хостов"},
	"desktops":    {"десктоп", "десктопа", "десктопов"},
	"sessions":    {"сеанс", "сеанса", "сеансов"},
	"shares":      {"доля", "доли", "долей"},
	"lines":       {"строка кэша", "строки кэша", "строк кэша"},
	"reads":       {"чтение", "чтения", "чтений"},
	"accesses":    {"обращение", "обращения", "обращений"},
	"misses":      {"промах", "промаха", "промахов"},
	"chunks":      {"чанк", "чанка", "чанков"},
	"queue slots": {"слот очереди", "слота очереди", "слотов очереди"},
	"write IOPS":  {"IOPS записи", "IOPS записи", "IOPS записи"},
}

// Unit translates a unit shown after value: for Russian, a unit that counts
// things takes the word form agreeing with value ("2 хоста", "5 хостов");
// any other unit is Text(lang, unit) ("Мбит/с").
func Unit(lang Lang, unit string, value float64) string {
	if lang == RU {
		if f, ok := countUnits[unit]; ok {
			return Plural(RU, value, f[0], f[1], f[2])
		}
	}
	return Text(lang, unit)
}

// Quantity is a value with its unit, as a result or a step shows it:
// FormatNumber(value) and Unit ("1 234,5 Мбит/с"); just the number when unit
// is "".
func Quantity(lang Lang, value float64, unit string) string {
	n := FormatNumber(lang, value)
	if unit == "" {
		return n
	}
	return n + " " + Unit(lang, unit, value)
}

func init() {
	// Calculators that still write English sentences are translated by
	// the catalogue when their texts are read (msg.Legacy).
	msg.LegacyTranslator = func(lang Lang, en string) string { return Text(lang, en) }
	msg.LegacyUnitTranslator = Unit
}
