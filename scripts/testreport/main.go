// Command testreport reads `go test -json` on stdin and writes what `go test`
// would (each package's ok or FAIL line, the whole output of a test that
// failed and of a package that did not build), then the slowest tests of the
// run with their times. It exits 1 when anything failed, so
// `go test -json ./... | go run ./scripts/testreport` fails as go test does.
//
//	testreport [-slowest 10] [-v]
//
// -v writes every line of output as it comes (go test -v).
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"
)

// event is one line of `go test -json` (cmd/test2json).
type event struct {
	Time    time.Time
	Action  string
	Package string
	Test    string
	Elapsed float64
	Output  string
}

// timing is a finished test and how long it ran.
type timing struct {
	name    string
	elapsed float64
}

func main() {
	slowest := flag.Int("slowest", 10, "how many of the slowest tests to list")
	verbose := flag.Bool("v", false, "write every line of output as it comes")
	flag.Parse()
	os.Exit(report(os.Stdin, os.Stdout, *slowest, *verbose))
}

func report(in io.Reader, out io.Writer, slowest int, verbose bool) int {
	var (
		outputs = map[string][]string{} // package + test → its lines so far
		timings []timing
		failed  bool
	)
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		line := sc.Bytes()
		var e event
		if err := json.Unmarshal(line, &e); err != nil {
			// not JSON: a line go test wrote itself (a build error)
			fmt.Fprintln(out, string(line))
			continue
		}
		key := e.Package + "\x00" + e.Test
		switch e.Action {
		case "output", "build-output":
			if verbose {
				fmt.Fprint(out, e.Output)
			}
			outputs[key] = append(outputs[key], e.Output)
		case "pass", "skip":
			if e.Test == "" {
				fmt.Fprint(out, lastLine(outputs[key], e))
			} else if e.Action == "pass" && !strings.Contains(e.Test, "/") {
				timings = append(timings, timing{shortPkg(e.Package) + "." + e.Test, e.Elapsed})
			}
			delete(outputs, key)
		case "fail", "build-fail":
			failed = true
			if !verbose {
				fmt.Fprint(out, strings.Join(outputs[key], ""))
			} else if e.Test == "" {
				fmt.Fprint(out, lastLine(outputs[key], e))
			}
			if e.Test != "" && !strings.Contains(e.Test, "/") {
				timings = append(timings, timing{shortPkg(e.Package) + "." + e.Test + " (failed)", e.Elapsed})
			}
			delete(outputs, key)
		}
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(out, "testreport:", err)
		failed = true
	}
	sort.SliceStable(timings, func(i, j int) bool { return timings[i].elapsed > timings[j].elapsed })
	if len(timings) > slowest {
		timings = timings[:slowest]
	}
	if len(timings) > 0 {
		fmt.Fprintf(out, "\nThe %d slowest tests:\n", len(timings))
		for _, t := range timings {
			fmt.Fprintf(out, "%8.2fs  %s\n", t.elapsed, t.name)
		}
	}
	if failed {
		fmt.Fprintln(out, "\nFAIL")
		return 1
	}
	return 0
}

// lastLine is a package's summary line ("ok  	pkg	1.2s"), the last of
// its output, or one made from the event.
func lastLine(lines []string, e event) string {
	for i := len(lines) - 1; i >= 0; i-- {
		if s := strings.TrimSpace(lines[i]); strings.HasPrefix(s, "ok") || strings.HasPrefix(s, "FAIL") || strings.HasPrefix(s, "?") {
			return lines[i]
		}
	}
	return fmt.Sprintf("%s\t%s\t%.3fs\n", e.Action, e.Package, e.Elapsed)
}

// shortPkg drops the module path from a package's import path.
func shortPkg(p string) string {
	return strings.TrimPrefix(p, "github.com/sizewise/sizewise/")
}
