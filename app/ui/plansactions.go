package ui

import (
	"net/url"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
)

func (pp *PlansPage) create(ctx app.Context, e app.Event) {
	e.PreventDefault()
	name := strings.TrimSpace(app.Window().GetElementByID("sw-new-name").Get("value").String())
	customer := strings.TrimSpace(app.Window().GetElementByID("sw-new-customer").Get("value").String())
	if name == "" {
		name = defaultPlanName()
	}
	pl, err := library().Create(name, customer)
	if err != nil {
		pp.say("", err)
		return
	}
	pp.refresh(ctx)
	ctx.Navigate(PlansPath + "?id=" + url.QueryEscape(pl.ID))
}

// defaultPlanName is the name a plan gets when the user leaves it empty; the
// form shows it as the placeholder, so nothing is named behind their back.
func defaultPlanName() string {
	return t("plans.default_name", msg.Date(lang, time.Now(), true))
}

func (pp *PlansPage) duplicate(id string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		c, err := library().Duplicate(id)
		pp.say(t("plans.saved", c.Name), err)
		pp.refresh(ctx)
	}
}

func (pp *PlansPage) deletePlan(id string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		l := library()
		p, ok := l.Get(id)
		if !ok {
			pp.say("", plans.ErrNotFound)
			return
		}
		if err := l.Delete(id); err != nil {
			pp.say("", err)
			return
		}
		pp.status, pp.canUndo = t("plans.deleted", p.Name), true
		pp.refresh(ctx)
	}
}

func (pp *PlansPage) undo(ctx app.Context, e app.Event) {
	p, err := library().Undo()
	pp.say(t("plans.restored", p.Name), err)
	pp.refresh(ctx)
}

func (pp *PlansPage) discard(key string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		pp.say("", library().Discard(key))
		pp.refresh(ctx)
	}
}

func (pp *PlansPage) move(planID, entryID string, to int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		pp.say("", library().MoveScenario(planID, entryID, to))
		pp.refresh(ctx)
	}
}

func (pp *PlansPage) removeEntry(planID, entryID string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		pp.say(t("plans.removed"), library().RemoveScenario(planID, entryID))
		pp.refresh(ctx)
	}
}

// saveNote and saveTitle keep what the user typed in an entry's note or
// title box (plans.Library.SetNote, SetTitle).
func (pp *PlansPage) saveNote(planID, entryID string) app.EventHandler {
	return pp.saveText(planID, entryID, (*plans.Library).SetNote, "plans.note_saved")
}

func (pp *PlansPage) saveTitle(planID, entryID string) app.EventHandler {
	return pp.saveText(planID, entryID, (*plans.Library).SetTitle, "report.title_saved")
}

// saveText stores the changed box's value with set and says done.
func (pp *PlansPage) saveText(planID, entryID string, set func(l *plans.Library, planID, entryID, text string) (plans.Entry, error), done string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		_, err := set(library(), planID, entryID, ctx.JSSrc().Get("value").String())
		pp.say(t(done), err)
		pp.refresh(ctx)
	}
}

func (pp *PlansPage) rename(planID string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		e.PreventDefault()
		name := app.Window().GetElementByID("sw-plan-name").Get("value").String()
		customer := app.Window().GetElementByID("sw-plan-customer").Get("value").String()
		l := library()
		if _, err := l.Rename(planID, name); err != nil {
			pp.say("", err)
			return
		}
		p, err := l.SetCustomer(planID, customer)
		pp.say(t("plans.saved", p.Name), err)
		pp.refresh(ctx)
	}
}

// addCalculator opens the calculator chosen in the plan's "Add" list with
// the plan preselected, so "Save to plan" adds to this plan.
func (pp *PlansPage) addCalculator(planID string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		e.PreventDefault()
		id := app.Window().GetElementByID("sw-add-calc").Get("value").String()
		if _, ok := calc.Lookup(id); !ok {
			return
		}
		ctx.Navigate("/" + id + "?" + planParam + "=" + url.QueryEscape(planID))
	}
}

func (pp *PlansPage) importFile(ctx app.Context, e app.Event) {
	files := ctx.JSSrc().Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	file := files.Index(0)
	if size := file.Get("size").Float(); size > plans.MaxImport {
		pp.errs, pp.status = nil, t("io.too_large", num(size/(1<<20)), num(plans.MaxImport/(1<<20)))
		return
	}
	var then app.Func
	then = app.FuncOf(func(this app.Value, args []app.Value) any {
		defer hook("callback")
		defer then.Release()
		text := args[0].String()
		dispatch(ctx, func(ctx app.Context) {
			imp, err := plans.ImportJSON([]byte(text))
			if err != nil {
				pp.errs, pp.status = plans.AsErrors(err), t("io.import_failed")
				return
			}
			pl, err := library().Import(imp.Plan)
			if err != nil {
				pp.errs = nil
				pp.say("", err)
				return
			}
			pp.errs = imp.Problems
			pp.status = t("io.imported", pl.Name)
			pp.refresh(ctx)
		})
		return nil
	})
	file.Call("text").Call("then", then)
}

// export downloads the plan with id, as it is in the library now, in the
// format of kind (plans.Formats).
func (pp *PlansPage) export(id string) func(kind string) app.EventHandler {
	return func(kind string) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			p, ok := library().Get(id)
			if !ok {
				pp.say("", plans.ErrNotFound)
				return
			}
			name, err := exportFile(p, kind, safeName(p.Name))
			if err != nil {
				pp.say("", err)
				return
			}
			pp.say(t("io.downloaded", name), nil)
		}
	}
}

// safeName turns a plan name into a file name.
func safeName(s string) string {
	s = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) || r < ' ' {
			return '-'
		}
		return r
	}, strings.TrimSpace(s))
	if s == "" {
		return "plan"
	}
	return s
}
