//go:build !js

package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/sizewise/sizewise/app/office"
	"github.com/sizewise/sizewise/app/office/report"
	"github.com/sizewise/sizewise/app/plans"
	"github.com/sizewise/sizewise/engine/msg"
	"github.com/sizewise/sizewise/engine/scenario"
)

const reportUsage = "usage: sizewise report PLAN.json [--format docx|pptx|md] [--lang en|ru] -o FILE [--author NAME] [--base-url URL] [--allow-problems]"

// Messages of report.
var (
	msgReportProblem = msg.NewKey("cli.report-problem",
		"{0}: {1}; correct the plan, or give --allow-problems to write the document with its problems listed")
	msgReportProblems = msg.NewKey("cli.report-problems",
		"{0}: {1} (and {2} more {2|problem|problems}); correct the plan, or give --allow-problems to write the document with its problems listed")
	msgReportUnreadable = msg.NewKey("cli.report-unreadable",
		"{0} is not a plan or scenario document Sizewise reads: {1}")
	msgReportTooLarge = msg.NewKey("cli.report-too-large",
		"{0}: the plan has more scenarios or comparisons than a document holds (at most 200 scenarios and 50 comparisons)")
)

// cmdReport is `sizewise report PLAN`: the plan (or one scenario document,
// or a backup) as an editable Word document, a PowerPoint summary or
// Markdown, written whole to -o (or stdout with -o -) once it is made.
// Flags may come before or after PLAN.
func cmdReport(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("report", stderr)
	format := fs.String("format", "", "docx, pptx or md (default: from -o's extension, else docx)")
	out := fs.String("o", "", "the file to write (- for stdout)")
	langArg := langFlag(fs)
	author := fs.String("author", "", "who prepared the document (its title page and properties)")
	baseURL := fs.String("base-url", "", "the site's address, for each scenario's share link (default: no links)")
	allow := fs.Bool("allow-problems", false, "write the document even when scenarios' inputs have problems (they are listed in it)")
	files, ok := parseInterleaved(fs, args, stderr)
	if !ok {
		return 2
	}
	lang, ok := parseLang("report", *langArg, stderr)
	if !ok {
		return 2
	}
	if len(files) != 1 {
		fmt.Fprintf(stderr, "sizewise report: give one PLAN file (- for stdin) (%s)\n", reportUsage)
		return 2
	}
	if *out == "" {
		fmt.Fprintf(stderr, "sizewise report: give the file to write with -o FILE (%s)\n", reportUsage)
		return 2
	}
	f := report.Word
	switch {
	case *format != "":
		if f, ok = report.ParseFormat(*format); !ok {
			fmt.Fprintf(stderr, "sizewise report: --format %q: the formats are docx, pptx and md\n", *format)
			return 2
		}
	case *out != "-":
		if g, ok := report.ParseFormat(strings.ToLower(extOf(*out))); ok {
			f = g
		}
	}
	name := files[0]
	data, code := readPlan(name, stdin, lang, stderr)
	if code != 0 {
		return code
	}
	imp, err := plans.ImportJSON(data)
	if err != nil {
		errs := plans.AsErrors(err)
		first := ""
		if len(errs) > 0 {
			first = strings.Join(strings.Fields(errs[0].In(lang, nil)), " ")
			if errs[0].Field != "" {
				first = errs[0].Field + ": " + first
			}
		}
		fmt.Fprintf(stderr, "sizewise report: %s\n", msgReportUnreadable.With(msg.Str(name), msg.Str(first)).In(lang, nil))
		return 2
	}
	if len(imp.Problems) > 0 && !*allow {
		fmt.Fprintf(stderr, "sizewise report: %s\n", problemLine(lang, name, imp.Problems))
		return 2
	}
	file, err := report.Make(imp.Plan, f, office.Options{Lang: lang, Author: *author, Version: shortBuildVersion(),
		Date: time.Now(), BaseURL: strings.TrimSpace(*baseURL)})
	if err != nil {
		if errors.Is(err, office.ErrTooLarge) {
			fmt.Fprintf(stderr, "sizewise report: %s\n", msgReportTooLarge.With(msg.Str(name)).In(lang, nil))
		} else {
			fmt.Fprintf(stderr, "sizewise report: %s: %v\n", name, err)
		}
		return 2
	}
	if *out == "-" {
		stdout.Write(file.Data)
		return 0
	}
	if err := os.WriteFile(*out, file.Data, 0o644); err != nil {
		fmt.Fprintf(stderr, "sizewise report: cannot write %s: %v\n", *out, unwrapPath(err))
		return 2
	}
	fmt.Fprintf(stdout, "sizewise report: wrote %s (%s, %d bytes)\n", *out, f, len(file.Data))
	return 0
}

// readPlan reads the plan file name (stdin for "-"), at most
// plans.MaxImport bytes: a larger one is refused unread.
func readPlan(name string, stdin io.Reader, lang msg.Lang, stderr io.Writer) ([]byte, int) {
	var r io.Reader = stdin
	if name != "-" {
		f, err := os.Open(name)
		if err == nil {
			defer f.Close()
			var st os.FileInfo
			if st, err = f.Stat(); err == nil && st.IsDir() {
				err = errIsDir
			}
		}
		if err != nil {
			fmt.Fprintf(stderr, "sizewise report: %s\n", readProblem(lang, name, err))
			return nil, 2
		}
		r = f
	}
	data, err := readBounded(r, plans.MaxImport+1)
	if err != nil {
		fmt.Fprintf(stderr, "sizewise report: %s\n", readProblem(lang, name, err))
		return nil, 2
	}
	if len(data) > plans.MaxImport {
		fmt.Fprintf(stderr, "sizewise report: %s: the file is larger than %d MiB, the most a plan may be\n", name, plans.MaxImport>>20)
		return nil, 2
	}
	if len(bytes.TrimSpace(data)) == 0 {
		fmt.Fprintf(stderr, "sizewise report: %s is empty: give a plan or scenario document\n", name)
		return nil, 2
	}
	return data, 0
}

// problemLine says the first of a document's problems on one line, and how
// many more there are.
func problemLine(lang msg.Lang, name string, errs scenario.Errors) string {
	if len(errs) == 0 {
		return name
	}
	first := errs[0].In(lang, nil)
	if errs[0].Field != "" {
		first = errs[0].Field + ": " + first
	}
	first = strings.Join(strings.Fields(first), " ")
	if len(errs) == 1 {
		return msgReportProblem.With(msg.Str(name), msg.Str(first)).In(lang, nil)
	}
	return msgReportProblems.With(msg.Str(name), msg.Str(first), msg.Int(len(errs)-1)).In(lang, nil)
}

// extOf is a file name's extension without its dot.
func extOf(name string) string {
	if i := strings.LastIndexByte(name, '.'); i >= 0 && !strings.ContainsAny(name[i:], `/\`) {
		return name[i+1:]
	}
	return ""
}

// shortBuildVersion is the version as a reader sees it: git's 7-character
// abbreviation of the build's revision, as the site's footer shows it.
func shortBuildVersion() string {
	v, _, _ := strings.Cut(buildVersion(""), "-")
	if len(v) > 7 {
		v = v[:7]
	}
	return v
}
