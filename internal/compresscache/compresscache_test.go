package compresscache

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// A copy is compressed once per content and suffix, then read back; a
// failed compression keeps nothing; no directory keeps nothing.
func TestGet(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cache")
	calls := 0
	upper := func(b []byte) ([]byte, error) { calls++; return bytes.ToUpper(b), nil }
	for i, c := range []struct {
		in, suffix, want string
		calls            int
	}{
		{"abc", ".q11.br", "ABC", 1},
		{"abc", ".q11.br", "ABC", 1}, // kept
		{"abc", ".q1.br", "ABC", 2},  // another compression
		{"abd", ".q11.br", "ABD", 3}, // another content
	} {
		got, err := Get(dir, []byte(c.in), c.suffix, upper)
		if err != nil || string(got) != c.want || calls != c.calls {
			t.Errorf("%d: Get(%q, %q) = %q, %v after %d compressions; want %q after %d", i, c.in, c.suffix, got, err, calls, c.want, c.calls)
		}
	}
	files, _ := os.ReadDir(dir)
	if len(files) != 3 {
		t.Errorf("the cache holds %d files, want 3 (no temporary file left)", len(files))
	}
	fail := errors.New("no")
	if _, err := Get(dir, []byte("x"), ".br", func([]byte) ([]byte, error) { return nil, fail }); err != fail {
		t.Errorf("a failed compression: %v", err)
	}
	if files, _ := os.ReadDir(dir); len(files) != 3 {
		t.Errorf("a failed compression kept a file: %d files", len(files))
	}
	calls = 0
	Get("", []byte("abc"), ".br", upper)
	Get("", []byte("abc"), ".br", upper)
	if calls != 2 {
		t.Errorf("with no directory, %d compressions for two calls", calls)
	}
}
