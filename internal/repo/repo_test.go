package repo

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// maxLines is the longest a source file of engine/ or app/ may be without
// a reason: a file that long does more than one thing a reader can hold.
const maxLines = 400

// Every Go file of engine/ and app/ (tests aside) is at most maxLines
// lines long, or says why it is longer in a comment starting "Long file:"
// near its top.
func TestFilesAreShort(t *testing.T) {
	long := 0
	for _, dir := range []string{"../../engine", "../../app"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			n := bytes.Count(b, []byte("\n"))
			if n <= maxLines {
				return nil
			}
			long++
			head := b
			if lines := bytes.SplitN(b, []byte("\n"), 40); len(lines) == 40 {
				head = bytes.Join(lines[:39], []byte("\n"))
			}
			if !bytes.Contains(head, []byte("// Long file:")) {
				t.Errorf("%s: %d lines (at most %d), and no \"Long file:\" comment near its top says why", strings.TrimPrefix(path, "../../"), n, maxLines)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d long files with a reason", long)
}
