//go:build !js

package main

import (
	"archive/zip"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sizewise/sizewise/app/office/officetest"
	"github.com/sizewise/sizewise/app/plans"
)

func reportCLI(stdin string, args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(append([]string{"report"}, args...), strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

// `sizewise report` writes the plan (or one scenario, or a backup) as Word,
// PowerPoint or Markdown: the format from --format or -o's extension, the
// language from --lang.
func TestReportWrites(t *testing.T) {
	dir := t.TempDir()
	plan := filepath.Join(dir, "plan.json")
	doc, _ := plans.ExportPlanJSON(officetest.Plan8())
	if err := os.WriteFile(plan, doc, 0o644); err != nil {
		t.Fatal(err)
	}
	backup := filepath.Join(dir, "backup.json")
	b, _ := plans.ExportBackupJSON(officetest.Plan8())
	if err := os.WriteFile(backup, b, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		file string
		kind string // the main part a .docx or .pptx holds, or "#" for Markdown
		want string
	}{
		{[]string{plan, "-o", filepath.Join(dir, "a.docx")}, "a.docx", "word/document.xml", "Inputs"},
		{[]string{"--lang", "ru", "-o", filepath.Join(dir, "b.pptx"), plan}, "b.pptx", "ppt/presentation.xml", ""},
		{[]string{backup, "--format", "docx", "-o", filepath.Join(dir, "c.out"), "--author", "Jane Doe", "--lang", "ru"}, "c.out", "word/document.xml", "Jane Doe"},
		{[]string{plan, "-o", filepath.Join(dir, "d.md")}, "d.md", "#", "# Acme DR design"},
		{[]string{plan, "--format", "md", "--lang", "ru", "-o", filepath.Join(dir, "e.txt")}, "e.txt", "#", "Исходные данные"},
	} {
		code, out, errOut := reportCLI("", c.args...)
		if code != 0 || errOut != "" || !strings.HasPrefix(out, "sizewise report: wrote ") {
			t.Fatalf("%v: exit %d, stdout %q, stderr %q", c.args, code, out, errOut)
		}
		data, err := os.ReadFile(filepath.Join(dir, c.file))
		if err != nil {
			t.Fatal(err)
		}
		if c.kind == "#" {
			if !strings.Contains(string(data), c.want) {
				t.Errorf("%v: the Markdown lacks %q", c.args, c.want)
			}
			continue
		}
		pkg := officetest.Check(t, data)
		if _, ok := pkg.Parts[c.kind]; !ok {
			t.Errorf("%v: no %s", c.args, c.kind)
		}
		if c.want != "" && !strings.Contains(officetest.Text(pkg.Parts[c.kind])+string(pkg.Parts["docProps/core.xml"]), c.want) {
			t.Errorf("%v: lacks %q", c.args, c.want)
		}
	}
	// the Author is the title page's and the document's
	data, _ := os.ReadFile(filepath.Join(dir, "c.out"))
	if !strings.Contains(string(officetest.Check(t, data).Parts["docProps/core.xml"]), "<dc:creator>Jane Doe</dc:creator>") {
		t.Error("--author is not the document's author")
	}
	// one scenario document on stdin, the document on stdout
	code, out, errOut := reportCLI(`{"calculator": "stretched-bandwidth", "inputs": {"write_iops": 20000}}`, "-", "--format", "docx", "-o", "-")
	if code != 0 || errOut != "" {
		t.Fatalf("stdin → stdout: exit %d, %q", code, errOut)
	}
	if _, err := zip.NewReader(strings.NewReader(out), int64(len(out))); err != nil {
		t.Fatalf("stdout is not a .docx: %v", err)
	}
	if text := officetest.Text(officetest.Check(t, []byte(out)).Parts["word/document.xml"]); !strings.Contains(text, "1,120 Mbps") {
		t.Error("the scenario's 1,120 Mbps is not in its document")
	}
}

// Bad input exits 2 with one clear line on stderr and writes nothing.
func TestReportRefuses(t *testing.T) {
	dir := t.TempDir()
	put := func(name, s string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	out := filepath.Join(dir, "out.docx")
	big := officetest.Plan(201)
	bigDoc, _ := plans.ExportPlanJSON(big)
	huge := filepath.Join(dir, "huge.json")
	f, _ := os.Create(huge)
	f.Write([]byte(`{"plan": "x", "scenarios": [], "notes": ["`))
	f.Write(bytes.Repeat([]byte("a"), plans.MaxImport))
	f.Write([]byte(`"]}`))
	f.Close()
	for _, c := range []struct {
		name  string
		args  []string
		stdin string
		want  string
	}{
		{"not JSON", []string{put("a.json", "nope"), "-o", out}, "", "is not a plan or scenario document Sizewise reads"},
		{"unknown calculator", []string{put("b.json", `{"calculator": "nope"}`), "-o", out}, "", `unknown calculator "nope"`},
		{"a bad input", []string{put("c.json", `{"plan": "p", "scenarios": [{"calculator": "sioc", "inputs": {"datastore_iops": -1}}]}`), "-o", out}, "",
			"scenarios[0].inputs.datastore_iops: must be 1 or more; correct the plan, or give --allow-problems"},
		{"two bad inputs, Russian", []string{put("d.json", `{"plan": "p", "scenarios": [{"calculator": "sioc", "inputs": {"datastore_iops": -1, "vms": 3}}]}`), "-o", out, "--lang", "ru"}, "",
			"(и ещё 1 ошибка); исправьте план"},
		{"no -o", []string{put("e.json", `{"calculator": "sioc"}`)}, "", "give the file to write with -o FILE"},
		{"no plan", []string{"-o", out}, "", "give one PLAN file"},
		{"two plans", []string{"a", "b", "-o", out}, "", "give one PLAN file"},
		{"a bad format", []string{"a", "--format", "pdf", "-o", out}, "", `--format "pdf": the formats are docx, pptx and md`},
		{"a bad language", []string{"a", "--lang", "de", "-o", out}, "", "the languages are en and ru"},
		{"no such file", []string{filepath.Join(dir, "missing.json"), "-o", out}, "", "cannot read"},
		{"a directory", []string{dir, "-o", out}, "", "it is a directory"},
		{"empty stdin", []string{"-", "-o", out}, "", "is empty"},
		{"201 scenarios", []string{"-", "-o", out, "--allow-problems"}, string(bigDoc), "a plan holds at most 200"},
		{"over 16 MiB", []string{huge, "-o", out}, "", "larger than 16 MiB"},
		{"an unwritable output", []string{put("f.json", `{"calculator": "sioc"}`), "-o", filepath.Join(dir, "no", "such", "dir.docx")}, "", "cannot write"},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, stdout, stderr := reportCLI(c.stdin, c.args...)
			if code != 2 || stdout != "" {
				t.Errorf("exit %d, stdout %q", code, stdout)
			}
			if strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "sizewise report") || !strings.Contains(stderr, c.want) {
				t.Errorf("stderr %q, want one line with %q", stderr, c.want)
			}
			if strings.Contains(stderr, "goroutine") || strings.Contains(stderr, "panic") {
				t.Errorf("a stack trace: %s", stderr)
			}
			if _, err := os.Stat(out); err == nil {
				t.Errorf("%s was written", out)
			}
		})
	}
	// --allow-problems writes the document, the problems listed in it
	bad := put("g.json", `{"plan": "p", "scenarios": [{"calculator": "sioc", "inputs": {"datastore_iops": -1}}]}`)
	if code, _, stderr := reportCLI("", bad, "-o", out, "--allow-problems"); code != 0 {
		t.Fatalf("--allow-problems: exit %d, %q", code, stderr)
	}
	data, _ := os.ReadFile(out)
	if text := officetest.Text(officetest.Check(t, data).Parts["word/document.xml"]); !strings.Contains(text, "inputs.datastore_iops: must be 1 or more") {
		t.Error("the document does not list the problem")
	}
}
