package scenario

import "github.com/sizewise/sizewise/engine/msg"

// The problems decoding and validation report. Their ids are the codes of
// the error document (docs/contract.md §1).
var (
	MsgGTE = msg.NewKey("value.gte", "must be {0} or more")
	MsgGT  = msg.NewKey("value.gt", "must be more than {0}")
	MsgLTE = msg.NewKey("value.lte", "must be {0} or less")
	MsgLT  = msg.NewKey("value.lt", "must be less than {0}")
	// MsgZeroOrMin: a value that is "none" at 0 and measurable only from
	// a least value (a reservation, a demand, a slack share).
	MsgZeroOrMin = msg.NewKey("value.zero-or-min", "must be 0, or {0} or more (smaller values are not measurable)")
	// MsgShare: a percentage of reads or writes that is 0, 100 or
	// measurable on both sides (Errors.Share).
	MsgShare        = msg.NewKey("value.share", "must be 0, 100, or between {0} and {1}")
	MsgNE           = msg.NewKey("value.ne", "must not be {0}")
	MsgOneOf        = msg.NewKey("value.oneof", "must be one of: {0}")
	MsgRequired     = msg.NewKey("value.required", "is required")
	MsgFinite       = msg.NewKey("value.finite", "must be a finite number")
	MsgMinItems     = msg.NewKey("value.min-items", "must have at least {0} {0|item|items}")
	MsgMaxItems     = msg.NewKey("value.max-items", "must have at most {0} {0|item|items}")
	MsgNested       = msg.NewKey("value.nested", "is nested too deeply")
	MsgInvalid      = msg.NewKey("value.invalid", "is not a valid value")
	MsgList         = msg.NewKey("type.list", "must be a list")
	MsgListTooLong  = msg.NewKey("type.list-too-long", "is a list of more than {0} items: no calculation takes so many (the work of a whole document is bounded)")
	MsgNumber       = msg.NewKey("type.number", "must be a number")
	MsgWhole        = msg.NewKey("type.whole", "must be a whole number")
	MsgExactInt     = msg.NewKey("type.exact-int", "must be a whole number between −9,007,199,254,740,992 and 9,007,199,254,740,992 (larger ones cannot be kept exactly)")
	MsgString       = msg.NewKey("type.string", "must be a string")
	MsgText         = msg.NewKey("type.text", "holds bytes that are not text (invalid UTF-8, or half of a UTF-16 surrogate pair): they would be read as “�”")
	MsgUnderflow    = msg.NewKey("type.underflow", "is too close to 0 to be kept (below 10⁻³⁰⁸): give 0 or a realistic value")
	MsgBool         = msg.NewKey("type.bool", "must be true or false")
	MsgObject       = msg.NewKey("type.object", "must be an object")
	MsgDuplicateKey = msg.NewKey("json.duplicate", `is given twice ("{0}"); give it once`)
	MsgEmpty        = msg.NewKey("value.empty", "is empty; enter a value")
	MsgMore         = msg.NewKey("errors.more", "and {0} more {0|problem|problems}")
)
