package msg

import "errors"

// Error is an error a reader is told in their own language (benbjohnson/
// wtf's Error): Code is what went wrong, for a program (the message key's
// id, "trace.truncated"); Message is the key with its typed arguments,
// rendered in any language. Every error the engine and the plan library
// give a user implements it: trace, cache, cache-sim, the import
// (estate), a document's problems (scenario.UserError) and the plans'.
type Error interface {
	error
	Code() string
	Message() Message
}

// ErrorOf is what err says to a reader: the Message of the first Error in
// its chain (errors.As, so wrapping with fmt.Errorf's %w keeps it), and
// true; or the zero Message and false for an error no one worded for a
// reader (a file system's, a bug), which the caller words itself.
func ErrorOf(err error) (Message, bool) {
	var e Error
	if errors.As(err, &e) {
		return e.Message(), true
	}
	return Message{}, false
}
