package cache

import (
	"strconv"

	"github.com/sizewise/sizewise/engine/msg"
)

// Error is a policy name that is not one of Policies: Msg says so as a
// registered key with the name given, so that each reader sees it in its
// language.
type Error struct {
	Msg msg.Message
}

// Code is the message key's id ("cache.unknown-policy").
func (e *Error) Code() string { return e.Msg.Code() }

// Message is what is wrong.
func (e *Error) Message() msg.Message { return e.Msg }

// In is the message in lang.
func (e *Error) In(lang msg.Lang) string { return e.Msg.In(lang, nil) }

func (e *Error) Error() string { return e.In(msg.EN) }

var _ msg.Error = (*Error)(nil)

var errUnknownPolicy = msg.NewKey("cache.unknown-policy", "unknown policy {0}; one of: lru, fifo, arc")

func unknownPolicy(s string) *Error {
	return &Error{Msg: errUnknownPolicy.With(msg.Code(strconv.Quote(s)))}
}
