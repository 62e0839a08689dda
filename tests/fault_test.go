package tests

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// A panic anywhere (an event handler, a component's render, an update from
// a run) never ends the app: the page shows the translated fault banner,
// keeps what the user typed and answers the next keystroke. The faults are
// raised on purpose through window.sizewiseInjectFault (app/ui/guard.go),
// once each, at the next guard of that kind.
func TestAPanicNeverEndsTheApp(t *testing.T) {
	chrome := need(t)
	srv := startServer(t)
	var b *browser
	for _, tc := range []struct {
		name, lang, kind, page string
		typed                  []string // typed into the field in turn; the fault hits the first (one key, when the fault view must stay until the next)
		field, out, want       string
		banner                 string // the banner's title in the page's language
		inline                 string // the element the faulty component left in its place, if any
		// keep: the component fails at every render until the fault is
		// lifted; then its "Try again" draws it (the form's own fields are
		// what failed, so no keystroke can).
		keep bool
	}{
		// 20,000 × 4 KB × 8 = 640 Mbps × 1.4 × 1.25 = 1,120 Mbps (B = Wb × 1.4 × 1.25, VMware Virtual SAN Stretched Cluster Bandwidth Sizing Guidance)
		{name: "event", lang: "en", kind: "event", page: "/stretched-bandwidth",
			typed: []string{"20000"}, field: "#in-write_iops", out: "#out-intersite_mbps .sw-metric-value", want: "1,120",
			banner: "Something went wrong in Sizewise."},
		// 30,000 × 4 KB × 8 × 1.75 = 1 680 Mbps, written the Russian way
		{name: "render of the results", lang: "ru", kind: "render:results", page: "/stretched-bandwidth",
			typed: []string{"2", "30000"}, field: "#in-write_iops", out: "#out-intersite_mbps .sw-metric-value", want: "1\u00a0680",
			banner: "В Sizewise что-то пошло не так.", inline: "#sw-fault-results"},
		// A letter is refused under the field (the form draws its message
		// and faults); 2 hosts × 8 × 300 GB / 4 = 1,200 GB (usable = raw / 4: local RAID 1/0, then mirrored to another host; Performance of VSA in VMware vSphere 5)
		{name: "render of the form", lang: "en", kind: "render:form", page: "/vsa",
			typed: []string{"x", "2"}, field: "#in-hosts", out: "#out-usable_gb .sw-metric-value", want: "1,200",
			banner: "Something went wrong in Sizewise.", inline: "#sw-fault-form", keep: true},
	} {
		// One tab, each case on a page loaded afresh in its language
		// (the fault injection goes with the page it was made in).
		if b == nil {
			b = newBrowser(t, chrome, 1366, 900)
			b.run(t, loadTimeout, chromedp.Navigate(srv.URL+"/"), waitReady())
		}
		t.Run(tc.name, func(t *testing.T) {
			b.mu.Lock()
			before := len(b.console)
			b.mu.Unlock()
			b.run(t, loadTimeout, setLang(tc.lang), chromedp.Navigate(srv.URL+tc.page), waitReady())
			b.run(t, loadTimeout, waitJS("the fault injection", fmt.Sprintf(`(window.sizewiseInjectFault(%q, %v), true)`, tc.kind, tc.keep)))
			b.run(t, loadTimeout, typeInto(tc.field, tc.typed[0]),
				waitVisible("#sw-fault"))
			var title string
			b.run(t, loadTimeout, textOf("#sw-fault strong", &title))
			if title != tc.banner {
				t.Errorf("the banner says %q, want %q", title, tc.banner)
			}
			if tc.inline != "" {
				b.run(t, loadTimeout, waitVisible(tc.inline))
			}
			if tc.keep {
				// Every redraw the keystroke scheduled (the one after
				// typing pauses included) fails while the fault is kept;
				// then it is lifted and the user presses Try again.
				b.run(t, loadTimeout, settled(),
					waitJS("the fault lifted", `(window.sizewiseInjectFault(""), true)`),
					waitVisible(tc.inline),
					click(tc.inline+"-retry"),
					waitVisible(tc.field))
			}
			for _, v := range tc.typed[1:] {
				b.run(t, loadTimeout, typeInto(tc.field, v))
			}
			if tc.inline != "" {
				b.run(t, loadTimeout, waitJS("the component drawn again", fmt.Sprintf(`document.querySelector(%q) === null`, tc.inline)))
			}
			b.run(t, loadTimeout, waitText(tc.out, tc.want))
			var value string
			b.run(t, loadTimeout, into(chromedp.Evaluate[string](fmt.Sprintf(`document.querySelector(%q).value`, tc.field)), &value))
			if value != tc.typed[len(tc.typed)-1] {
				t.Errorf("the field holds %q after the fault, want %q", value, tc.typed[len(tc.typed)-1])
			}
			// Close dismisses the banner; the app is alive.
			b.run(t, loadTimeout, click("#sw-fault-close"),
				waitJS("the banner closed", `document.querySelector("#sw-fault") === null`))
			b.mu.Lock()
			logs := strings.Join(b.console[before:], "\n")
			b.mu.Unlock()
			if strings.Contains(logs, "Go program has already exited") {
				t.Fatalf("the Go program exited:\n%s", logs)
			}
			if !strings.Contains(logs, "fault injected for a test") {
				t.Errorf("the console does not show the injected fault (did it fire?):\n%s", logs)
			}
		})
	}
}
