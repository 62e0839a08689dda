package i18n

// The UI strings of comparisons (app/ui/compare.go, the plan report and the
// calculator page's "Compare with current rules"), added to uiCatalog.
var uiCompare = map[string][2]string{
	"compare.with_current": {"Compare with current rules", "Сравнить с текущими правилами"},
	"compare.with_classic": {"Compare with classic rules", "Сравнить с классическими правилами"},
	"compare.with_title":   {"Save this scenario and a copy under “{0}” to the chosen plan, and open them side by side", "Сохранить этот сценарий и его копию по правилам «{0}» в выбранный план и открыть их рядом"},
	"compare.saved":        {"Saved to “{0}”: scenario {1} and its copy under “{2}”, side by side below.", "Сохранено в «{0}»: сценарий {1} и его копия по правилам «{2}», сравнение ниже."},
	"compare.heading":      {"Comparison: {0}", "Сравнение: {0}"},
	"compare.of":           {"Scenarios {0} side by side; each difference is from scenario {1}.", "Сценарии {0} рядом; разница указана относительно сценария {1}."},
	"compare.and":          {"and", "и"},
	"compare.inputs":       {"Inputs that differ", "Различающиеся исходные данные"},
	"compare.results":      {"Results", "Результаты"},
	"compare.same_inputs":  {"The scenarios have the same inputs.", "Исходные данные сценариев совпадают."},
	"compare.scenario":     {"Scenario {0}", "Сценарий {0}"},
	"compare.diff":         {"Difference {0} − {1}", "Разница {0} − {1}"},
	"compare.quantity":     {"Quantity", "Величина"},
	"compare.table":        {"Comparison of scenarios {0}", "Сравнение сценариев {0}"},
	"compare.missing":      {"Not compared until their inputs are corrected: {0}.", "Не сравниваются, пока не исправлены исходные данные: {0}."},
	"compare.too_few":      {"Fewer than two of these scenarios compute, so there is nothing to set side by side.", "Рассчитывается меньше двух из этих сценариев, сравнивать нечего."},
	"compare.remove":       {"Remove comparison", "Убрать сравнение"},
	"compare.removed":      {"Comparison removed; its scenarios stay in the plan.", "Сравнение убрано; его сценарии остались в плане."},
	"compare.pick":         {"Compare", "Сравнить"},
	"compare.pick_label":   {"Select scenario {0} for a comparison", "Выбрать сценарий {0} для сравнения"},
	"compare.go":           {"Compare selected", "Сравнить выбранные"},
	"compare.hint":         {"Tick two or more scenarios of one calculator to set them side by side.", "Отметьте два или больше сценария одного калькулятора, чтобы сравнить их."},
	"compare.hint_mixed":   {"The ticked scenarios are of different calculators: only one calculator's scenarios can be compared.", "Отмечены сценарии разных калькуляторов: сравнивать можно только сценарии одного калькулятора."},
	"compare.ready":        {"{0} scenarios ticked.", "Отмечено сценариев: {0}."},
	"compare.added":        {"Comparison added.", "Сравнение добавлено."},
}

func init() {
	for k, v := range uiCompare {
		if _, dup := uiCatalog[k]; dup {
			panic("i18n: UI key " + k + " is defined twice")
		}
		uiCatalog[k] = v
	}
}
