package plans

import (
	"errors"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Error is a plan library's error: a code (its message key) and typed
// arguments, worded in the reader's language by Msg (benbjohnson/wtf's
// Error). The sentinel errors below are Errors without arguments; compare
// with errors.Is.
type Error struct {
	key  *msg.Key
	args []msg.Arg
}

func newError(id, en string) *Error { return &Error{key: msg.NewKey(id, en)} }

// Error is the English text.
func (e *Error) Error() string { return e.Message().String() }

// Code is the error's code ("plans.not-found").
func (e *Error) Code() string { return e.key.ID() }

// Message is the error as a message.
func (e *Error) Message() msg.Message { return e.key.With(e.args...) }

var _ msg.Error = (*Error)(nil)

// Is makes an Error with arguments match its sentinel.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.key == e.key
}

// with is the error e with arguments.
func (e *Error) with(args ...msg.Arg) *Error { return &Error{key: e.key, args: args} }

// Message is the message of any error of the library: a worded error's
// own (msg.ErrorOf: the library's, or an engine error such as a trace's
// that reached it), the problems of a document (each after its JSON path),
// or, for an error no one worded (a bug), ErrUnexpected with its text as a
// code.
func Message(err error) msg.Message {
	if m, ok := msg.ErrorOf(err); ok {
		return m
	}
	var errs scenario.Errors
	if errors.As(err, &errs) && len(errs) > 0 {
		return ErrorsMessage(errs)
	}
	if err == nil {
		return msg.Message{}
	}
	return ErrUnexpected.with(msg.Code(err.Error())).Message()
}

// ErrorsMessage is the problems of a document as one message: "field:
// problem; field: problem" (a problem at the top has no field).
func ErrorsMessage(errs scenario.Errors) msg.Message {
	var out msg.Message
	for i, e := range errs {
		m := e.Msg
		if e.Field != "" {
			m = msgAt.With(msg.Code(e.Field), msg.Sub(m))
		}
		if i == 0 {
			out = m
			continue
		}
		out = msgAnd.With(msg.Sub(out), msg.Sub(m))
	}
	return out
}

// unexpected is err as an error a reader is told: itself when it is worded
// (msg.Error) or the problems of a document, else ErrUnexpected with its
// text.
func unexpected(err error) error {
	var we msg.Error
	var errs scenario.Errors
	if err == nil || errors.As(err, &we) || errors.As(err, &errs) {
		return err
	}
	return ErrUnexpected.with(msg.Code(err.Error()))
}

// storeError is an error of the Store as an Error of the library: itself
// when it is one (ErrStoreFull), else ErrStoreRefused with the store's
// text (the browser's own words for why it refused).
func storeError(err error) error {
	var pe *Error
	if err == nil || errors.As(err, &pe) {
		return err
	}
	return ErrStoreRefused.with(msg.Code(err.Error()))
}

// How problems are put together into one message.
var (
	msgAt  = msg.NewKey("plans.at", "{0}: {1}")
	msgAnd = msg.NewKey("plans.and", "{0}; {1}")
)

// Errors returned by Library operations.
var (
	ErrNotFound        = newError("plans.not-found", "There is no such plan in this browser.")
	ErrNoEntry         = newError("plans.no-entry", "The plan has no such scenario.")
	ErrEmptyName       = newError("plans.empty-name", "The name is empty.")
	ErrTooLong         = newError("plans.too-long", "The text is too long (at most {0} characters).")
	ErrNothingToUndo   = newError("plans.nothing-to-undo", "There is nothing to undo.")
	ErrBadIndex        = newError("plans.bad-index", "That position is outside the plan.")
	ErrChain           = newError("plans.chain", "A scenario cannot be chained from itself or from a scenario chained from it.")
	ErrIDs             = newError("plans.ids", "No free id could be made; try again.")
	ErrNotQuarantine   = newError("plans.not-quarantine", "This is not a set-aside entry.")
	ErrTooMany         = newError("plans.too-many", "A plan holds at most {0} scenarios.")
	ErrStoreFull       = newError("plans.store-full", "The browser's storage for Sizewise is full: export and delete plans you no longer need.")
	ErrStoreRefused    = newError("plans.store-refused", "The browser's storage did not take the change: {0}")
	ErrUnreadable      = newError("plans.unreadable", "The stored value cannot be read: {0}")
	ErrNotText         = newError("plans.not-text", "The text is not valid UTF-8 (bytes that are not characters): type it again or save the file as UTF-8.")
	ErrGoneElsewhere   = newError("plans.gone-elsewhere", "This plan was deleted in another tab or window: the change was not saved. Undo there brings the plan back.")
	ErrEditedElsewhere = newError("plans.edited-elsewhere", "This was changed in another tab or window since this page showed it; it now reads: “{0}”. Your text is still here: save again to replace theirs.")
	ErrUnexpected      = newError("plans.unexpected", "Something went wrong in the plan library: {0}")
	ErrResultsTooLong  = newError("plans.results-too-long", "The results to keep are too long (at most {0} bytes).")
)
