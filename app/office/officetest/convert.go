package officetest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// Required says whether the tests must have LibreOffice, pdftotext and
// python3-docx (SIZEWISE_OFFICE or SIZEWISE_BROWSER set, as `make test`
// does) or skip without them.
func Required() bool {
	return os.Getenv("SIZEWISE_OFFICE") != "" || os.Getenv("SIZEWISE_BROWSER") != ""
}

// need skips tb, or fails it when the tools are required, for want of what.
func need(tb testing.TB, what string) {
	tb.Helper()
	msg := what + " is missing: run scripts/ensure-office.sh (make test does)"
	if Required() {
		tb.Fatal(msg)
	}
	tb.Skip(msg)
}

// soffice is LibreOffice's program ($SOFFICE, else soffice or
// libreoffice on the PATH).
func soffice(tb testing.TB) string {
	tb.Helper()
	for _, c := range []string{os.Getenv("SOFFICE"), "soffice", "libreoffice"} {
		if c == "" {
			continue
		}
		if p, err := exec.LookPath(c); err == nil {
			return p
		}
	}
	need(tb, "LibreOffice (soffice)")
	return ""
}

// convertMu runs one conversion at a time: LibreOffice is heavy, and the
// machine is shared.
var convertMu sync.Mutex

// ToPDF converts the documents (each a file name → its bytes, the name's
// extension saying its kind) to PDF with LibreOffice headless, in one run,
// and returns each PDF's path by name. A document LibreOffice cannot open
// fails the test.
func ToPDF(tb testing.TB, docs map[string][]byte) map[string]string {
	tb.Helper()
	bin := soffice(tb)
	dir := tb.TempDir()
	var args []string
	profile := filepath.Join(dir, "profile")
	args = append(args, "-env:UserInstallation=file://"+profile, "--headless", "--norestore", "--convert-to", "pdf", "--outdir", filepath.Join(dir, "pdf"))
	// Each file's name carries its extension twice (a.docx → a-docx.docx),
	// so that a.docx and a.pptx do not both become a.pdf.
	disk := func(name string) string {
		ext := filepath.Ext(name)
		return strings.TrimSuffix(name, ext) + "-" + strings.TrimPrefix(ext, ".") + ext
	}
	for name, data := range docs {
		p := filepath.Join(dir, disk(name))
		if err := os.WriteFile(p, data, 0o644); err != nil {
			tb.Fatal(err)
		}
		args = append(args, p)
	}
	convertMu.Lock()
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), "HOME="+dir)
	done := make(chan struct{})
	var out []byte
	var err error
	go func() { out, err = cmd.CombinedOutput(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Minute):
		_ = cmd.Process.Kill()
		<-done
		err = fmt.Errorf("LibreOffice took over 5 minutes")
	}
	convertMu.Unlock()
	if err != nil {
		tb.Fatalf("LibreOffice: %v\n%s", err, out)
	}
	pdfs := map[string]string{}
	for name := range docs {
		d := disk(name)
		p := filepath.Join(dir, "pdf", strings.TrimSuffix(d, filepath.Ext(d))+".pdf")
		if st, err := os.Stat(p); err != nil || st.Size() == 0 {
			tb.Fatalf("LibreOffice did not convert %s to PDF (it could not open it):\n%s", name, out)
		}
		pdfs[name] = p
	}
	return pdfs
}

// PDFText is the text of a PDF (pdftotext, in reading order, pages
// separated by form feeds).
func PDFText(tb testing.TB, pdf string) string {
	tb.Helper()
	bin, err := exec.LookPath("pdftotext")
	if err != nil {
		need(tb, "pdftotext (poppler-utils)")
	}
	out, err := exec.Command(bin, "-enc", "UTF-8", pdf, "-").Output()
	if err != nil {
		tb.Fatalf("pdftotext %s: %v", pdf, err)
	}
	return string(out)
}

// Pages is the PDF's number of pages (pdftotext's form feeds).
func Pages(text string) int { return strings.Count(text, "\f") }

// Flat is text with its runs of white space (line breaks, the no-break
// spaces Russian numbers group with) as one space: a number or phrase
// that a line broke in the PDF still reads whole.
func Flat(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		switch r {
		case ' ', '\n', '\r', '\t', '\f', '\u00a0', '\u202f', '\u2009':
			return true
		}
		return false
	}), " ")
}

// DocxPython is a python3 with python-docx ($DOCX_PYTHON, else
// /usr/bin/python3, Debian's, where python3-docx installs).
func DocxPython(tb testing.TB) string {
	tb.Helper()
	for _, c := range []string{os.Getenv("DOCX_PYTHON"), "/usr/bin/python3", "python3"} {
		if c == "" {
			continue
		}
		p, err := exec.LookPath(c)
		if err != nil {
			continue
		}
		if exec.Command(p, "-c", "import docx").Run() == nil {
			return p
		}
	}
	need(tb, "python3-docx")
	return ""
}
