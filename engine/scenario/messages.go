package scenario

import "github.com/sizewise/sizewise/engine/msg"

// The problems decoding and validation report. Their ids are the codes of
// the error document (docs/contract.md §1).
var (
	MsgGTE          = msg.NewKey("value.gte", "must be {0} or more", "должно быть не меньше {0}")
	MsgGT           = msg.NewKey("value.gt", "must be more than {0}", "должно быть больше {0}")
	MsgLTE          = msg.NewKey("value.lte", "must be {0} or less", "должно быть не больше {0}")
	MsgLT           = msg.NewKey("value.lt", "must be less than {0}", "должно быть меньше {0}")
	MsgNE           = msg.NewKey("value.ne", "must not be {0}", "не должно быть равно {0}")
	MsgOneOf        = msg.NewKey("value.oneof", "must be one of: {0}", "должно быть одним из значений: {0}")
	MsgRequired     = msg.NewKey("value.required", "is required", "обязательно")
	MsgFinite       = msg.NewKey("value.finite", "must be a finite number", "должно быть конечным числом")
	MsgMinItems     = msg.NewKey("value.min-items", "must have at least {0} {0|item|items}", "должно содержать не меньше {0} {0|элемента|элементов|элементов}")
	MsgMaxItems     = msg.NewKey("value.max-items", "must have at most {0} {0|item|items}", "должно содержать не больше {0} {0|элемента|элементов|элементов}")
	MsgNested       = msg.NewKey("value.nested", "is nested too deeply", "слишком глубокая вложенность")
	MsgInvalid      = msg.NewKey("value.invalid", "is not a valid value", "недопустимое значение")
	MsgList         = msg.NewKey("type.list", "must be a list", "должно быть списком")
	MsgListTooLong  = msg.NewKey("type.list-too-long", "is a list of more than {0} items: no calculation takes so many (the work of a whole document is bounded)", "— список из более чем {0} {0|элемента|элементов|элементов}: ни один расчёт столько не принимает (работа всего документа ограничена)")
	MsgNumber       = msg.NewKey("type.number", "must be a number", "должно быть числом")
	MsgWhole        = msg.NewKey("type.whole", "must be a whole number", "должно быть целым числом")
	MsgExactInt     = msg.NewKey("type.exact-int", "must be a whole number between −9,007,199,254,740,992 and 9,007,199,254,740,992 (larger ones cannot be kept exactly)", "должно быть целым числом от −9 007 199 254 740 992 до 9 007 199 254 740 992 (большие числа не сохраняются точно)")
	MsgString       = msg.NewKey("type.string", "must be a string", "должно быть строкой")
	MsgText         = msg.NewKey("type.text", "holds bytes that are not text (invalid UTF-8, or half of a UTF-16 surrogate pair): they would be read as “�”", "содержит байты, которые не являются текстом (неверный UTF-8 или половина суррогатной пары UTF-16): они читались бы как «�»")
	MsgUnderflow    = msg.NewKey("type.underflow", "is too close to 0 to be kept (below 10⁻³⁰⁸): give 0 or a realistic value", "слишком близко к 0, чтобы его сохранить (меньше 10⁻³⁰⁸): укажите 0 или реалистичное значение")
	MsgBool         = msg.NewKey("type.bool", "must be true or false", "должно быть true или false")
	MsgObject       = msg.NewKey("type.object", "must be an object", "должно быть объектом")
	MsgDuplicateKey = msg.NewKey("json.duplicate", `is given twice ("{0}"); give it once`, `указано дважды («{0}»); укажите один раз`)
	MsgEmpty        = msg.NewKey("value.empty", "is empty; enter a value", "пусто; введите значение")
	MsgMore         = msg.NewKey("errors.more", "and {0} more {0|problem|problems}", "и ещё {0} {0|проблема|проблемы|проблем}")
)
