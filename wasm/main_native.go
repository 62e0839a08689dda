//go:build !js

// Command sizewise is the native Sizewise: the same engine as the web app,
// as a CLI (eval, cachesim) and as the builder and server of the static site
// (build, serve). The interface is the contract's §1.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	_ "github.com/sizewise/sizewise/engine/msg/catalog" // every language, for the CLI and the prerendered pages
)

const usage = `Sizewise: offline sizing of virtualised storage.

Usage:
  sizewise eval [--lang en|ru] [FILE]  evaluate a scenario or plan document (stdin when FILE is absent or -)
  sizewise import rvtools FILE.xlsx    turn an RVTools workbook into a plan document
  sizewise import liveoptics FILE.xlsx turn a Live Optics VMware workbook into a plan document
  sizewise import FILE.xlsx            either, recognised by its sheets
  sizewise report PLAN.json -o FILE    the plan as a Word document, PowerPoint summary or Markdown
                                       (--format docx|pptx|md, --lang en|ru)
  sizewise cachesim --trace FILE ...   replay a block-I/O trace through a cache model
  sizewise build [-o DIR]              write the static site (default dist/)
  sizewise serve [-addr 127.0.0.1:8080] [-dir DIR]
                                       serve the static site locally
  sizewise calculators [--lang en|ru]  list the calculators and their inputs
  sizewise version                     print the version
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is main without the process: it returns the exit code. Every failure is
// one line on stderr (or the JSON error document of eval) and exit 2.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "eval":
		return cmdEval(args[1:], stdin, stdout, stderr)
	case "build":
		return cmdBuild(args[1:], stdout, stderr)
	case "serve":
		return cmdServe(args[1:], stdout, stderr)
	case "cachesim":
		return cmdCachesim(args[1:], stdout, stderr)
	case "import":
		return cmdImport(args[1:], stdout, stderr)
	case "report":
		return cmdReport(args[1:], stdin, stdout, stderr)
	case "calculators":
		return cmdCalculators(args[1:], stdout, stderr)
	case "version", "-version", "--version":
		fmt.Fprintln(stdout, "sizewise", buildVersion(""))
		return 0
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "sizewise: unknown command %q; run `sizewise help`\n", args[0])
	return 2
}

func newFlags(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("sizewise "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parseFlags parses args and reports a bad flag as one line.
func parseFlags(fs *flag.FlagSet, args []string, stderr io.Writer) bool {
	if err := fs.Parse(args); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", fs.Name(), err)
		return false
	}
	return true
}

// noArgs reports whether fs, parsed, was given flags only, or says on
// stderr which argument it does not take ("serve extra" must not serve as
// if it were not there).
func noArgs(fs *flag.FlagSet, stderr io.Writer) bool {
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "%s: unexpected argument %q (it takes flags only; see %s -h)\n", fs.Name(), fs.Arg(0), fs.Name())
		return false
	}
	return true
}

// stopSignals end a long command cleanly (its temporary files removed):
// Ctrl+C, a service manager's SIGTERM, and SIGHUP when the terminal that
// started it closes.
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}

// langFlag adds --lang to fs (en or ru, docs/contract.md §1).
func langFlag(fs *flag.FlagSet) *string {
	return fs.String("lang", "en", "language of labels, steps, warnings and messages: en or ru")
}

// parseLang reads --lang: English or a language whose catalogue is loaded
// (en and ru), or says on stderr why not.
func parseLang(cmd, s string, stderr io.Writer) (msg.Lang, bool) {
	if l := msg.Lang(strings.ToLower(strings.TrimSpace(s))); l != "" && msg.Loaded(l) {
		return l, true
	}
	langs := msg.LoadedLangs()
	names := make([]string, len(langs))
	for i, l := range langs {
		names[i] = string(l)
	}
	list := names[0]
	if n := len(names); n > 1 {
		list = strings.Join(names[:n-1], ", ") + " and " + names[n-1]
	}
	fmt.Fprintf(stderr, "sizewise %s: --lang %q: the languages are %s\n", cmd, s, list)
	return "", false
}

// readBounded reads at most n bytes of r: enough to tell a document that
// is too large (calc.MaxRead) without reading (or holding) the rest of it.
func readBounded(r io.Reader, n int) ([]byte, error) {
	return io.ReadAll(io.LimitReader(r, int64(n)))
}

func cmdEval(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("eval", stderr)
	langArg := langFlag(fs)
	if !parseFlags(fs, args, stderr) {
		return 2
	}
	lang, ok := parseLang("eval", *langArg, stderr)
	if !ok {
		return 2
	}
	if fs.NArg() > 1 {
		fmt.Fprintln(stderr, "sizewise eval: give one FILE (or none to read stdin)")
		return 2
	}
	var data []byte
	var err error
	switch name := fs.Arg(0); name {
	case "", "-":
		data, err = readBounded(stdin, calc.MaxRead)
		if err != nil {
			fmt.Fprintf(stderr, "sizewise eval: cannot read stdin: %v\n", err)
			return 2
		}
	default:
		f, err := os.Open(name)
		if err == nil {
			// A regular file says its size: one that is too large is
			// refused unread. Others (/dev/zero, a pipe) are read only
			// as far as needed to tell.
			if st, serr := f.Stat(); serr == nil && st.Mode().IsRegular() && st.Size() >= int64(calc.MaxRead) {
				f.Close()
				return writeJSON(stdout, stderr, calc.TooLarge().Document(lang, nil), 2)
			}
			data, err = readBounded(f, calc.MaxRead)
			f.Close()
		}
		if err != nil {
			fmt.Fprintf(stderr, "sizewise eval: %s\n", readProblem(lang, name, err))
			return 2
		}
	}
	out, errs := calc.EvalDocument(data, lang)
	if len(errs) > 0 {
		return writeJSON(stdout, stderr, errs.Document(lang, nil), 2)
	}
	return writeJSON(stdout, stderr, out, 0)
}

// Messages of the files the CLI cannot read: the system's own words in
// English, its common reasons in Russian too.
var (
	msgCannotRead = msg.NewKey("cli.cannot-read", "cannot read {0}: {1}")
	msgNoSuchFile = msg.NewKey("cli.no-such-file", "no such file or directory")
	msgNoAccess   = msg.NewKey("cli.permission", "permission denied")
	msgIsDir      = msg.NewKey("cli.is-directory", "it is a directory")
)

// errIsDir is a path that names a directory where a file was expected.
var errIsDir = errors.New("it is a directory")

// readProblem is the line (without the command's prefix) for path, which
// could not be read because of err.
func readProblem(lang msg.Lang, path string, err error) string {
	reason := msg.Str(unwrapPath(err).Error())
	switch {
	case errors.Is(err, errIsDir) || errors.Is(err, syscall.EISDIR):
		reason = msg.Sub(msgIsDir.With())
	case lang == msg.RU && errors.Is(err, os.ErrNotExist):
		reason = msg.Sub(msgNoSuchFile.With())
	case lang == msg.RU && errors.Is(err, os.ErrPermission):
		reason = msg.Sub(msgNoAccess.With())
	}
	return msgCannotRead.With(msg.Str(path), reason).In(lang, nil)
}

func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// writeJSON writes v indented and returns code, or 2 with one line on stderr
// if v does not encode (the registry's Guard keeps NaN and ∞ out of
// results, so this is a bug, but a user still gets a line, not a trace).
func writeJSON(w, stderr io.Writer, v any, code int) int {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		fmt.Fprintf(stderr, "sizewise: the answer does not encode: %v\n", err)
		return 2
	}
	w.Write(b.Bytes())
	return code
}

func cmdCalculators(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("calculators", stderr)
	langArg := langFlag(fs)
	if !parseFlags(fs, args, stderr) {
		return 2
	}
	lang, ok := parseLang("calculators", *langArg, stderr)
	if !ok {
		return 2
	}
	for _, c := range calc.All() {
		m := c.Meta()
		fmt.Fprintf(stdout, "%s\t%s\n", m.ID, m.Question.In(lang))
		for _, f := range m.Fields {
			unit := ""
			if u := f.Unit.Name(lang); u != "" {
				unit = " (" + u + ")"
			}
			fmt.Fprintf(stdout, "    %-22s %s%s\n", f.Name, f.Label.In(lang), unit)
		}
	}
	return 0
}

func cmdBuild(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("build", stderr)
	out := fs.String("o", "dist", "output directory")
	webDir := fs.String("web", "", "read web assets from this directory instead of the ones built into the binary")
	base := fs.String("base-url", "", "absolute URL of the site, for og:url (default: relative)")
	cache := fs.String("cache", "", "keep compressed copies here between builds (brotli of app.wasm takes about a minute)")
	fs.IntVar(&brotliQuality, "brotli", brotliQuality, "brotli quality, 0–11 (lower builds faster, larger)")
	if !parseFlags(fs, args, stderr) || !noArgs(fs, stderr) {
		return 2
	}
	if brotliQuality < 0 || brotliQuality > 11 {
		fmt.Fprintf(stderr, "sizewise build: -brotli %d: the quality is 0 to 11\n", brotliQuality)
		return 2
	}
	s, err := newSite(*webDir)
	if err != nil {
		fmt.Fprintf(stderr, "sizewise build: %v\n", err)
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), stopSignals...)
	defer stop()
	if err := s.build(ctx, *out, *base, *cache); err != nil {
		if ctx.Err() != nil {
			fmt.Fprintf(stderr, "sizewise build: stopped; %s is incomplete\n", *out)
			return 2
		}
		fmt.Fprintf(stderr, "sizewise build: %v\n", err)
		return 2
	}
	fmt.Fprintf(stdout, "sizewise build: wrote %s (version %s)\n", *out, s.version)
	return 0
}

func cmdServe(args []string, stdout, stderr io.Writer) int {
	// Ctrl+C, SIGTERM (a service manager's stop) and SIGHUP end serve through ctx,
	// the start-up build included, so the temporary site is removed.
	ctx, stop := signal.NotifyContext(context.Background(), stopSignals...)
	defer stop()
	return serve(ctx, args, stdout, stderr)
}

// serveTimeouts bound what a connection may hold: a page is small and
// app.wasm a few MB, so a connection that sends no request line and headers
// within ReadHeader, or no whole request within Read, or stays idle
// between requests for Idle, is closed rather than held (a slow or idle
// client otherwise kept one for 70 s); Write leaves a slow link two minutes
// to receive app.wasm.
type serveTimeouts struct {
	ReadHeader, Read, Write, Idle time.Duration
}

var defaultServeTimeouts = serveTimeouts{ReadHeader: 5 * time.Second, Read: 10 * time.Second, Write: 2 * time.Minute, Idle: 30 * time.Second}

// newHTTPServer is the server of serve: h with the timeouts t and at most
// 64 KiB of headers.
func newHTTPServer(h http.Handler, t serveTimeouts) *http.Server {
	return &http.Server{Handler: h, ReadHeaderTimeout: t.ReadHeader, ReadTimeout: t.Read,
		WriteTimeout: t.Write, IdleTimeout: t.Idle, MaxHeaderBytes: 64 << 10}
}

// serve is the serve command until ctx is done.
func serve(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return serveWith(ctx, args, stdout, stderr, defaultServeTimeouts)
}

func serveWith(ctx context.Context, args []string, stdout, stderr io.Writer, timeouts serveTimeouts) int {
	fs := newFlags("serve", stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := fs.String("dir", "", "site directory (default dist/, built from this binary when missing)")
	if !parseFlags(fs, args, stderr) || !noArgs(fs, stderr) {
		return 2
	}
	// The address first: a port in use is said at once, not after a build.
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "sizewise serve: cannot listen on %s: %v\n", *addr, unwrapNet(err))
		return 2
	}
	defer ln.Close()
	root := *dir
	if root == "" {
		root = "dist"
		if _, err := os.Stat(root); err != nil {
			tmp, err := os.MkdirTemp("", "sizewise-site-")
			if err != nil {
				fmt.Fprintf(stderr, "sizewise serve: %v\n", err)
				return 2
			}
			// Removed however serve ends: a signal cancels the build (within
			// a fraction of a second, brotli included) and ends serve.
			defer os.RemoveAll(tmp)
			fmt.Fprintf(stdout, "sizewise serve: no dist/ here; building the site into %s (about a minute the first time)…\n", tmp)
			s, err := newSite("")
			if err == nil {
				err = s.build(ctx, tmp, "", filepath.Join(os.TempDir(), "sizewise-compress-cache"))
			}
			if ctx.Err() != nil {
				fmt.Fprintln(stdout, "sizewise serve: stopped during the build; removed", tmp)
				return 0
			}
			if err != nil {
				fmt.Fprintf(stderr, "sizewise serve: no dist/ and cannot build one: %v\n", err)
				return 2
			}
			root = tmp
		}
	}
	if st, err := os.Stat(root); err != nil || !st.IsDir() {
		fmt.Fprintf(stderr, "sizewise serve: %s is not a directory: run `sizewise build -o %s` first\n", root, root)
		return 2
	}
	site, err := newStaticServer(root)
	if err != nil {
		fmt.Fprintf(stderr, "sizewise serve: %v\n", err)
		return 2
	}
	srv := newHTTPServer(site, timeouts)
	fmt.Fprintf(stdout, "Sizewise is served on http://%s from %s (Ctrl+C to stop)\n", ln.Addr(), root)
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = srv.Shutdown(shut)
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintf(stderr, "sizewise serve: %v\n", err)
		return 2
	}
	return 0
}

// unwrapNet is the reason of a listen error without Go's prefixes.
func unwrapNet(err error) error {
	var oe *net.OpError
	if errors.As(err, &oe) && oe.Err != nil {
		return oe.Err
	}
	return err
}
