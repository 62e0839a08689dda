package msg_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/sizewise/sizewise/engine/msg"
)

var errTestBroken = msg.NewKey("test.broken", "{0} is broken")

type testError struct{ m msg.Message }

func (e *testError) Error() string        { return e.m.String() }
func (e *testError) Code() string         { return e.m.Code() }
func (e *testError) Message() msg.Message { return e.m }

// ErrorOf finds the worded error however deep it is wrapped, and says
// when there is none.
func TestErrorOf(t *testing.T) {
	e := &testError{errTestBroken.With(msg.Str("the trace"))}
	for _, c := range []struct {
		name string
		err  error
		want string // "" : none
	}{
		{"itself", e, "the trace is broken"},
		{"wrapped", fmt.Errorf("reading: %w", e), "the trace is broken"},
		{"wrapped twice", fmt.Errorf("b: %w", fmt.Errorf("a: %w", e)), "the trace is broken"},
		{"joined", errors.Join(errors.New("other"), e), "the trace is broken"},
		{"not worded", errors.New("disk on fire"), ""},
		{"nil", nil, ""},
	} {
		m, ok := msg.ErrorOf(c.err)
		if got := m.String(); ok != (c.want != "") || got != c.want {
			t.Errorf("%s: ErrorOf = %q, %v; want %q", c.name, got, ok, c.want)
		}
	}
	if m, _ := msg.ErrorOf(e); m.Code() != "test.broken" {
		t.Errorf("the code is %q", m.Code())
	}
}
