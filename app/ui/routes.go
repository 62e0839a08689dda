package ui

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	_ "github.com/sizewise/sizewise/engine/all" // registers every calculator
	"github.com/sizewise/sizewise/engine/calc"
)

// NotFoundPath is the route of the page shown for unknown paths; the static
// build writes it as 404.html.
const NotFoundPath = "/404"

// EmbedNotFoundPath is the embed's page for unknown /embed/ paths; the
// static build writes it as embed/404.html, which may be framed.
const EmbedNotFoundPath = "/embed/404"

// EmbedPrefix starts the path of a calculator made for an iframe: only the
// calculator, no header, footer or navigation.
const EmbedPrefix = "/embed/"

// Routes registers the home page, one page per calculator (and its embed
// variant) and the 404 page.
func Routes() {
	app.Route("/", &Home{})
	for _, c := range calc.All() {
		id := c.Meta().ID
		app.RouteFunc("/"+id, func() app.Composer { return &CalcPage{ID: id} })
		app.RouteFunc(EmbedPrefix+id, func() app.Composer { return &CalcPage{ID: id, Embed: true} })
	}
	app.Route(PlansPath, &PlansPage{})
	for _, name := range docNames() {
		app.RouteFunc(DocsPrefix+name, func() app.Composer { return &DocPage{Name: name} })
	}
	app.Route(NotFoundPath, &NotFound{})
	app.Route(EmbedNotFoundPath, &NotFound{Embed: true})
	// go-app v9.8 mounts its own notFound for unrouted paths and ignores
	// app.NotFound, so a catch-all route (tried after the exact ones) shows ours.
	app.RouteWithRegexp(".*", &NotFound{})
}

// Paths lists every route path, for the static build and the service worker.
func Paths() []string {
	paths := []string{"/"}
	for _, id := range calc.IDs() {
		paths = append(paths, "/"+id)
	}
	paths = append(paths, PlansPath, NotFoundPath)
	for _, name := range docNames() {
		paths = append(paths, DocsPrefix+name)
	}
	return append(paths, EmbedPaths()...)
}

// EmbedPaths lists the embed route of every calculator.
func EmbedPaths() []string {
	var paths []string
	for _, id := range calc.IDs() {
		paths = append(paths, EmbedPrefix+id)
	}
	return append(paths, EmbedNotFoundPath)
}
