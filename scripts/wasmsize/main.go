// Command wasmsize prints how many bytes of a Go WebAssembly binary each Go
// package's code takes, from the binary's own sections (go tool nm does not
// read WebAssembly):
//
//	GOOS=js GOARCH=wasm go build -trimpath -ldflags=-w -o /tmp/app.wasm ./wasm
//	go run ./scripts/wasmsize -top 25 /tmp/app.wasm
//
// The binary must keep its "name" section (build without -s; -s removes the
// names only, the code is byte for byte the same). Go emits one WebAssembly
// function per Go function, so a package's code is the sum of the bodies of
// the functions whose names it prefixes; runtime and compiler-generated
// functions (type:.eq.*, wasm_*) are grouped by their own prefix. The data
// section (read-only data, type descriptors, the pclntab with every function
// name) is one blob with no symbols and is reported as a whole, with the
// function-name bytes of each package as the part of it that is attributable.
// The brotli column compresses each package's code alone (quality -q), an
// estimate of its share of the compressed download: parts compress a little
// worse alone than in the whole file.
//
// Format: WebAssembly Core Specification, W3C, 2019 (sections 5.5, binary
// format of modules) and its appendix 7.4 (the name section),
// https://www.w3.org/TR/wasm-core-1/.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strings"

	"github.com/andybalholm/brotli"
)

func main() {
	top := flag.Int("top", 25, "packages to print (0: all)")
	quality := flag.Int("q", 9, "brotli quality of the per-package estimate (0-11; -1: skip)")
	pkgList := flag.String("pkgs", "", "file listing the binary's packages, one import path a line (go list -deps)")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-top N] [-q Q] file.wasm")
		os.Exit(2)
	}
	data, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
	m, err := parse(data)
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
	if len(m.names) == 0 {
		fmt.Fprintln(os.Stderr, "wasmsize: the binary has no function names: build it without -ldflags=-s")
		os.Exit(1)
	}
	var paths []string
	if *pkgList != "" {
		b, err := os.ReadFile(*pkgList)
		if err != nil {
			fmt.Fprintln(os.Stderr, "wasmsize:", err)
			os.Exit(1)
		}
		paths = strings.Fields(string(b))
	}
	report(os.Stdout, m, newPackager(paths), *top, *quality)
}

// module is what wasmsize reads from a binary.
type module struct {
	size      int
	sections  map[string]int // bytes per section, custom sections by name
	imported  int            // imported functions (they come first in the index space)
	bodies    [][]byte       // code of the defined functions, in index order
	names     map[int]string // function index → name
	dataBytes int
}

// pkg is one package's share.
type pkg struct {
	name      string
	funcs     int
	code      int
	nameBytes int
	brotli    int
	buf       bytes.Buffer
}

func report(w io.Writer, m *module, packageOf func(string) string, top, quality int) {
	byPkg := map[string]*pkg{}
	total := 0
	for i, body := range m.bodies {
		name := m.names[m.imported+i]
		p := byPkg[packageOf(name)]
		if p == nil {
			p = &pkg{name: packageOf(name)}
			byPkg[p.name] = p
		}
		p.funcs++
		p.code += len(body)
		p.nameBytes += len(name) + 1
		p.buf.Write(body)
		total += len(body)
	}
	list := make([]*pkg, 0, len(byPkg))
	for _, p := range byPkg {
		list = append(list, p)
	}
	slices.SortFunc(list, func(a, b *pkg) int { return b.code - a.code })
	if top > 0 && len(list) > top {
		list = list[:top]
	}
	if quality >= 0 {
		for _, p := range list {
			var out bytes.Buffer
			bw := brotli.NewWriterLevel(&out, quality)
			_, _ = bw.Write(p.buf.Bytes())
			_ = bw.Close()
			p.brotli = out.Len()
		}
	}
	fmt.Fprintf(w, "file %d bytes; code section %d, data section %d (%d in segments), functions %d (%d imported)\n",
		m.size, m.sections["code"], m.sections["data"], m.dataBytes, len(m.bodies), m.imported)
	var other []string
	for k, v := range m.sections {
		if k != "code" && k != "data" {
			other = append(other, fmt.Sprintf("%s %d", k, v))
		}
	}
	slices.Sort(other)
	fmt.Fprintf(w, "other sections: %s\n\n", strings.Join(other, ", "))
	fmt.Fprintf(w, "%-60s %6s %10s %6s %10s %10s\n", "package", "funcs", "code", "code%", "brotli~", "names")
	for _, p := range list {
		br := "-"
		if quality >= 0 {
			br = fmt.Sprint(p.brotli)
		}
		fmt.Fprintf(w, "%-60s %6d %10d %5.1f%% %10s %10d\n", p.name, p.funcs, p.code, 100*float64(p.code)/float64(total), br, p.nameBytes)
	}
}

// sanitize is what the Go linker does to a symbol's name in the name section
// (cmd/link/internal/wasm: every character but letters, digits, _ and . becomes _).
var sanitize = regexp.MustCompile(`[^\w.]`)

// newPackager returns the function that names the package of a function from
// its name in the name section: the longest of paths (sanitized as the linker
// does) that prefixes the name and is followed by a dot. The linker turns
// "/" into "_", so "a/b.F" reads "a_b.F" and the paths are needed to tell
// where the package ends. Names of no listed package (compiler-generated
// type:.eq.*, wasm_* helpers) group by what precedes their first dot.
func newPackager(paths []string) func(string) string {
	type known struct{ path, prefix string }
	var ks []known
	for _, p := range paths {
		ks = append(ks, known{p, sanitize.ReplaceAllString(p, "_") + "."})
	}
	slices.SortFunc(ks, func(a, b known) int { return len(b.prefix) - len(a.prefix) })
	return func(name string) string {
		for _, k := range ks {
			if strings.HasPrefix(name, k.prefix) {
				return k.path
			}
		}
		if i := strings.Index(name, "."); i > 0 {
			return name[:i] + " (generated)"
		}
		return name
	}
}

// reader reads the WebAssembly binary encoding.
type reader struct {
	b   []byte
	off int
	err error
}

func (r *reader) byte() byte {
	if r.err != nil || r.off >= len(r.b) {
		r.fail()
		return 0
	}
	c := r.b[r.off]
	r.off++
	return c
}

func (r *reader) fail() {
	if r.err == nil {
		r.err = errors.New("truncated or malformed binary")
	}
}

// u32 reads an unsigned LEB128 number.
func (r *reader) u32() int {
	v, shift := 0, 0
	for {
		c := r.byte()
		if r.err != nil {
			return 0
		}
		v |= int(c&0x7f) << shift
		if c&0x80 == 0 {
			return v
		}
		shift += 7
		if shift > 35 {
			r.fail()
			return 0
		}
	}
}

func (r *reader) bytes(n int) []byte {
	if r.err != nil || n < 0 || r.off+n > len(r.b) {
		r.fail()
		return nil
	}
	s := r.b[r.off : r.off+n]
	r.off += n
	return s
}

func (r *reader) name() string { return string(r.bytes(r.u32())) }

// limits skips a table or memory's limits.
func (r *reader) limits() {
	if r.byte()&1 != 0 {
		r.u32()
	}
	r.u32()
}

var sectionNames = map[byte]string{1: "type", 2: "import", 3: "function", 4: "table", 5: "memory",
	6: "global", 7: "export", 8: "start", 9: "element", 10: "code", 11: "data", 12: "datacount"}

func parse(b []byte) (*module, error) {
	if len(b) < 8 || !bytes.Equal(b[:4], []byte("\x00asm")) {
		return nil, errors.New("not a WebAssembly binary")
	}
	m := &module{size: len(b), sections: map[string]int{}, names: map[int]string{}}
	r := &reader{b: b, off: 8}
	for r.off < len(b) && r.err == nil {
		id := r.byte()
		n := r.u32()
		s := &reader{b: r.bytes(n)}
		if r.err != nil {
			break
		}
		key := sectionNames[id]
		switch id {
		case 0:
			key = "custom:" + s.name()
			if key == "custom:name" {
				parseNames(s, m)
			}
		case 2:
			for i, c := 0, s.u32(); i < c && s.err == nil; i++ {
				s.name()
				s.name()
				switch s.byte() {
				case 0:
					s.u32()
					m.imported++
				case 1:
					s.byte()
					s.limits()
				case 2:
					s.limits()
				case 3:
					s.byte()
					s.byte()
				}
			}
		case 10:
			for i, c := 0, s.u32(); i < c && s.err == nil; i++ {
				m.bodies = append(m.bodies, s.bytes(s.u32()))
			}
		case 11:
			for i, c := 0, s.u32(); i < c && s.err == nil; i++ {
				flags := s.u32()
				if flags == 2 {
					s.u32()
				}
				if flags != 1 { // an active segment's offset: i32.const n or global.get i, then end
					s.byte()
					s.u32() // the LEB128 operand (skipped; its sign does not matter here)
					if s.byte() != 0x0b {
						s.fail()
					}
				}
				m.dataBytes += len(s.bytes(s.u32()))
			}
		}
		if key == "" {
			key = fmt.Sprintf("section %d", id)
		}
		m.sections[key] += n
		if s.err != nil {
			return nil, fmt.Errorf("%s section: %w", key, s.err)
		}
	}
	return m, r.err
}

// parseNames reads the function names subsection of the name section.
func parseNames(s *reader, m *module) {
	for s.off < len(s.b) && s.err == nil {
		id := s.byte()
		sub := &reader{b: s.bytes(s.u32())}
		if id != 1 {
			continue
		}
		for i, c := 0, sub.u32(); i < c && sub.err == nil; i++ {
			idx := sub.u32()
			m.names[idx] = sub.name()
		}
	}
}
