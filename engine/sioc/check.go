package sioc

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

// Check reports problems the tags cannot: the list length, names, duplicate
// names, shares given from Go, and a reservation above the limit.
func Check(in *Inputs) scenario.Errors {
	var errs scenario.Errors
	switch {
	case len(in.VMs) == 0:
		errs.Report("vms", msgNoVMs)
	case len(in.VMs) > MaxVMs:
		errs.Report("vms", msgTooManyVMs, msg.Code(strconv.Itoa(len(in.VMs))), msg.Code(strconv.Itoa(MaxVMs)))
	}
	seen := map[string]int{}
	for i, vm := range in.VMs {
		at := func(f string) string { return "vms[" + strconv.Itoa(i) + "]." + f }
		if m := nameProblem(vm.Name); !m.IsZero() {
			errs.Put(at("name"), m)
		} else if j, dup := seen[vm.Name]; dup {
			errs.Report(at("name"), msgDuplicate, msg.Code(strconv.Itoa(j+1)))
		} else {
			seen[vm.Name] = i
		}
		if m := nameProblem(vm.Host); !m.IsZero() {
			errs.Put(at("host"), m)
		}
		if m := vm.Shares.problem(); !m.IsZero() {
			errs.Put(at("shares"), m)
		}
		if vm.ReservationIOPS != nil && vm.LimitIOPS != nil && *vm.LimitIOPS > 0 && *vm.ReservationIOPS > *vm.LimitIOPS {
			errs.Report(at("reservation_iops"), msgAboveLimit, msg.Txt(ColumnLabels["limit_iops"]), iops(*vm.LimitIOPS))
		}
	}
	return errs
}

func nameProblem(s string) msg.Message {
	switch {
	case strings.TrimSpace(s) == "":
		return scenario.MsgRequired.With()
	case s != strings.TrimSpace(s):
		return msgPadded.With()
	case len([]rune(s)) > MaxNameLen:
		return msgTooLong.With(msg.Int(MaxNameLen))
	case strings.IndexFunc(s, unicode.IsControl) >= 0:
		return msgOneLine.With()
	}
	return msg.Message{}
}

// Problems.
var (
	msgNoVMs      = msg.NewKey("sioc.no-vms", "add at least one VM")
	msgTooManyVMs = msg.NewKey("sioc.too-many-vms", "has {0} VMs; at most {1}")
	msgDuplicate  = msg.NewKey("sioc.duplicate", "duplicates the name of VM {0}; give each VM its own name")
	msgAboveLimit = msg.NewKey("sioc.reservation-above-limit", "is above the “{0}” column ({1}); a VM cannot be guaranteed more than its limit")
	msgPadded     = msg.NewKey("sioc.name.padded", "must not start or end with a space")
	msgTooLong    = msg.NewKey("sioc.name.too-long", "is longer than {0} characters")
	msgOneLine    = msg.NewKey("sioc.name.one-line", "must be one line of text")
)
