package rules

import "github.com/sizewise/sizewise/engine/msg"

// Revisions of Sizewise's own reading of the rule sets. The rule sets
// (classic, vsan8-esa, vcf9) name the vendor's rules; a revision names the
// state of Sizewise's figures for them. Revision 2 (December 2026) is the
// audit against VMware Cloud Foundation 9.0's pages, Broadcom's knowledge
// base and VMware's own papers (docs/rules.md, "Revision 2"). Every page,
// link, plan and import written from then on carries the input
// rules_revision = "2"; a link or plan Sizewise wrote before (it has every
// input the calculator had, but no rules_revision) opens at "1": the
// calculator answers under the current figures and says, figure by figure,
// what changed since (ChangeWarnings).
const (
	// RevisionInput is the name of the revision input.
	RevisionInput = "rules_revision"
	// Revision1 is every document written before revision 2.
	Revision1 = "1"
	// Revision2 is the December 2026 audit.
	Revision2 = "2"
	// CurrentRevision is the revision new documents carry.
	CurrentRevision = Revision2
	// RevisionTag is the validate rule of a rules_revision input.
	RevisionTag = "oneof=1 2"
)

// Legacy reports whether rev is a revision before the current one: the
// document was written under figures that have changed since. An empty
// revision (inputs built in code rather than decoded from a document) is
// the current one.
func Legacy(rev string) bool { return rev == Revision1 }

// RevisionLabel, RevisionHint and RevisionLabels label the input.
var (
	RevisionLabel = msg.T("Sizewise rules revision")
	RevisionHint  = msg.T(
		"Set by Sizewise in every link and plan it writes. A link or plan made before December 2026 opens at 1: today's answer, with each figure that changed since named in the warnings. Choose 2 once you have read them.")
	RevisionLabels = map[string]msg.Text{
		Revision1: msg.T("1: made before December 2026 (today's answer, changes named)"),
		Revision2: msg.T("2: December 2026, checked against VMware's current documents"),
	}
)

// Change is one figure a document written under an earlier revision now
// gets differently: what it is, its value then and now, and why (the
// document the new figure follows).
type Change struct {
	What     msg.Arg
	Was, Now msg.Arg
	Why      msg.Arg
}

var changedKey = msg.NewKey("rules.changed",
	"Rules revised since this link or plan was made (Sizewise revision 2, December 2026): {0} was {1}, now {2}. {3}")

// ChangeWarnings words changes as warnings, one a change, when rev is a
// legacy revision; nothing under the current one.
func ChangeWarnings(rev string, changes []Change) []msg.Message {
	if !Legacy(rev) {
		return nil
	}
	out := make([]msg.Message, 0, len(changes))
	for _, c := range changes {
		out = append(out, changedKey.With(c.What, c.Was, c.Now, c.Why))
	}
	return out
}
