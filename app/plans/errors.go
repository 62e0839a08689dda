package plans

import (
	"errors"

	"github.com/sizewise/sizewise/engine/msg"
)

// Error is a plan library's error: a code (its message key) and typed
// arguments, worded in the reader's language by Msg (benbjohnson/wtf's
// Error). The sentinel errors below are Errors without arguments; compare
// with errors.Is.
type Error struct {
	key  *msg.Key
	args []msg.Arg
}

func newError(id, en, ru string) *Error { return &Error{key: msg.NewKey(id, en, ru)} }

// Error is the English text.
func (e *Error) Error() string { return e.Msg().String() }

// Code is the error's code ("plans.not-found").
func (e *Error) Code() string { return e.key.ID() }

// Msg is the error as a message.
func (e *Error) Msg() msg.Message { return e.key.With(e.args...) }

// Is makes an Error with arguments match its sentinel.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.key == e.key
}

// with is the error e with arguments.
func (e *Error) with(args ...msg.Arg) *Error { return &Error{key: e.key, args: args} }

// Message is the message of any error of the library: an Error's own, or
// the text of another.
func Message(err error) msg.Message {
	var pe *Error
	if errors.As(err, &pe) {
		return pe.Msg()
	}
	return msg.Fixed(msg.Same(err.Error()))
}

// Errors returned by Library operations.
var (
	ErrNotFound      = newError("plans.not-found", "There is no such plan in this browser.", "В этом браузере такого плана нет.")
	ErrNoEntry       = newError("plans.no-entry", "The plan has no such scenario.", "В плане нет такого сценария.")
	ErrEmptyName     = newError("plans.empty-name", "The name is empty.", "Название пустое.")
	ErrTooLong       = newError("plans.too-long", "The text is too long (at most {0} characters).", "Текст слишком длинный (не больше {0} {0|символа|символов|символов}).")
	ErrNothingToUndo = newError("plans.nothing-to-undo", "There is nothing to undo.", "Отменять нечего.")
	ErrBadIndex      = newError("plans.bad-index", "That position is outside the plan.", "Такой позиции в плане нет.")
	ErrChain         = newError("plans.chain", "A scenario cannot be chained from itself or from a scenario chained from it.", "Сценарий нельзя связать с самим собой или с производным от него.")
	ErrIDs           = newError("plans.ids", "No free id could be made; try again.", "Не удалось создать свободный идентификатор; повторите.")
	ErrNotQuarantine = newError("plans.not-quarantine", "This is not a set-aside entry.", "Это не отложенная запись.")
	ErrTooMany       = newError("plans.too-many", "A plan holds at most {0} scenarios.", "В плане не больше {0} {0|сценария|сценариев|сценариев}.")
	ErrStoreFull     = newError("plans.store-full", "The browser's storage for Sizewise is full: export and delete plans you no longer need.", "Хранилище браузера для Sizewise заполнено: экспортируйте и удалите ненужные планы.")
	ErrUnreadable    = newError("plans.unreadable", "The stored value cannot be read: {0}", "Сохранённое значение не читается: {0}")
)
