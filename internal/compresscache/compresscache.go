// Package compresscache keeps compressed copies of files on disk, named by
// the SHA-256 of the content and the compression (bin/compress-cache), so
// that `sizewise build -cache` and the app.wasm size test compress each
// version of a file once: brotli at quality 11 takes about 46 s of CPU for
// app.wasm.
package compresscache

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
)

// Get returns compress(b): from dir when it holds the copy for b's content
// and suffix (".q11.br"), otherwise compressed now and kept there. A copy
// is written aside and renamed, so a build stopped while writing leaves no
// truncated copy for the next one to send. dir "" keeps nothing. A cache:
// failing to keep a copy is harmless and not reported.
func Get(dir string, b []byte, suffix string, compress func([]byte) ([]byte, error)) ([]byte, error) {
	if dir == "" {
		return compress(b)
	}
	sum := sha256.Sum256(b)
	name := filepath.Join(dir, hex.EncodeToString(sum[:])+suffix)
	if out, err := os.ReadFile(name); err == nil {
		return out, nil
	}
	out, err := compress(b)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err == nil {
		if f, err := os.CreateTemp(dir, ".tmp-*"); err == nil {
			_, werr := f.Write(out)
			if cerr := f.Close(); werr == nil && cerr == nil {
				werr = os.Rename(f.Name(), name)
			}
			if werr != nil {
				os.Remove(f.Name())
			}
		}
	}
	return out, nil
}
