package sioc

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"strings"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Share levels of vSphere disk shares.
const (
	LowShares    = 500
	NormalShares = 1000
	HighShares   = 2000
	// MaxShares bounds a custom share value.
	MaxShares = 1_000_000
)

// Shares is a VM's disk shares: a custom number or one of the levels "low"
// (500), "normal" (1000) and "high" (2000). In JSON it is a number or a level
// name, and it marshals back the way it was given. The zero Shares is Normal,
// the vSphere default.
type Shares struct {
	n     float64
	level string
}

// SharesOf returns custom shares of n.
func SharesOf(n float64) Shares { return Shares{n: n} }

// Level returns the shares of a level name ("low", "normal", "high"; any
// case), or false.
func Level(name string) (Shares, bool) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "low":
		return Shares{LowShares, "low"}, true
	case "normal":
		return Shares{NormalShares, "normal"}, true
	case "high":
		return Shares{HighShares, "high"}, true
	}
	return Shares{}, false
}

// Value is the number of shares.
func (s Shares) Value() float64 {
	if s.n == 0 && s.level == "" {
		return NormalShares
	}
	return s.n
}

// Name is the level name ("low", "normal", "high") or "" for custom shares.
func (s Shares) Name() string {
	if s.n == 0 && s.level == "" {
		return "normal"
	}
	return s.level
}

// String is the level name or the number.
func (s Shares) String() string {
	if n := s.Name(); n != "" {
		return n
	}
	return strconv.FormatFloat(s.n, 'g', -1, 64)
}

// msgShares says what a shares value accepts.
var msgShares = msg.NewKey("sioc.shares", `must be a number of shares or "low", "normal" or "high"`)

// problem says what is wrong with a share value (a zero Message when
// nothing is).
func (s Shares) problem() msg.Message {
	switch v := s.Value(); {
	case math.IsNaN(v) || math.IsInf(v, 0):
		return scenario.MsgFinite.With()
	case v < MinShares:
		return scenario.MsgGTE.With(msg.Num(MinShares))
	case v > MaxShares:
		return scenario.MsgLTE.With(msg.Num(MaxShares))
	}
	return msg.Message{}
}

// MarshalJSON writes a level as its name and custom shares as a number.
func (s Shares) MarshalJSON() ([]byte, error) {
	if n := s.Name(); n != "" {
		return json.Marshal(n)
	}
	return json.Marshal(s.n)
}

// UnmarshalJSON reads a number or a level name. Problems are
// scenario.UserError messages; JSON null leaves s unchanged.
func (s *Shares) UnmarshalJSON(b []byte) error {
	t := bytes.TrimSpace(b)
	switch {
	case string(t) == "null":
		return nil
	case len(t) > 0 && t[0] == '"':
		var name string
		if err := json.Unmarshal(t, &name); err != nil {
			return scenario.Problem(msgShares)
		}
		l, ok := Level(name)
		if !ok {
			return scenario.Problem(msgShares)
		}
		*s = l
		return nil
	}
	var n float64
	if err := json.Unmarshal(t, &n); err != nil {
		return scenario.Problem(msgShares)
	}
	v := Shares{n: n}
	if n == 0 {
		return scenario.Problem(scenario.MsgGTE, msg.Num(MinShares))
	}
	if p := v.problem(); !p.IsZero() {
		return scenario.UserError{Msg: p}
	}
	*s = v
	return nil
}
