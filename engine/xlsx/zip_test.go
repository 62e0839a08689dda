package xlsx

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math/rand"
	"testing"
)

// randomZip writes a zip with archive/zip: n entries of random sizes,
// stored or deflated, some with data descriptors (streamed), a comment.
func randomZip(rng *rand.Rand, n int) []byte {
	var b bytes.Buffer
	w := zip.NewWriter(&b)
	for k := 0; k < n; k++ {
		size := rng.Intn(70000)
		if rng.Intn(4) == 0 {
			size = rng.Intn(10)
		}
		data := make([]byte, size)
		for i := range data {
			data[i] = byte('a' + rng.Intn(3)) // compressible
		}
		h := &zip.FileHeader{Name: fmt.Sprintf("xl/part%d.xml", k), Method: zip.Deflate}
		if rng.Intn(3) == 0 {
			h.Method = zip.Store
		}
		f, _ := w.CreateHeader(h)
		f.Write(data)
	}
	w.SetComment("made by a test")
	w.Close()
	return b.Bytes()
}

// zipContents reads every entry with our reader (nil, err on failure).
func ourZip(data []byte) (map[string][]byte, []string, error) {
	entries, count, err := readZipDirectory(bytes.NewReader(data), int64(len(data)), 10000)
	if err != nil {
		return nil, nil, err
	}
	if count > 10000 {
		return nil, nil, fmt.Errorf("%d entries", count)
	}
	out := map[string][]byte{}
	var names []string
	for _, e := range entries {
		names = append(names, e.name)
		if e.size > 1<<22 {
			return nil, nil, fmt.Errorf("%s too large", e.name)
		}
		rc, err := openZipEntry(bytes.NewReader(data), int64(len(data)), e)
		if err != nil {
			return nil, nil, err
		}
		body, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			return nil, nil, err
		}
		out[e.name] = body
	}
	return out, names, nil
}

func stdZip(data []byte) (map[string][]byte, []string, error) {
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, nil, err
	}
	if len(z.File) > 10000 {
		return nil, nil, fmt.Errorf("%d entries", len(z.File))
	}
	out := map[string][]byte{}
	var names []string
	for _, f := range z.File {
		names = append(names, f.Name)
		if f.UncompressedSize64 > 1<<22 {
			return nil, nil, fmt.Errorf("%s too large", f.Name)
		}
		rc, err := f.Open()
		if err != nil {
			return nil, nil, err
		}
		body, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			return nil, nil, err
		}
		out[f.Name] = body
	}
	return out, names, nil
}

func compareZips(t *testing.T, data []byte, mustRead bool) {
	want, wantNames, werr := stdZip(data)
	got, gotNames, gerr := ourZip(data)
	switch {
	case werr == nil && gerr != nil && mustRead:
		t.Fatalf("archive/zip reads it, we do not: %v", gerr)
	case werr == nil && gerr == nil:
		if fmt.Sprint(gotNames) != fmt.Sprint(wantNames) {
			t.Fatalf("names %q, want %q", gotNames, wantNames)
		}
		for name, body := range want {
			if !bytes.Equal(got[name], body) {
				t.Fatalf("%s: %d bytes, want %d", name, len(got[name]), len(body))
			}
		}
	}
}

// Zips written by archive/zip read back the same, entry for entry.
func TestZipMatchesArchiveZip(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for k := 0; k < 40; k++ {
		compareZips(t, randomZip(rng, 1+rng.Intn(8)), true)
	}
	compareZips(t, randomZip(rng, 0), true) // an empty archive
}

// toZip64 rewrites a zip's end of directory as zip64 (a zip64 end record
// and locator, the classic record's fields at 0xFFFF…), and the first
// central entry's sizes and offset as a zip64 extra field, as writers do
// for archives over 4 GiB or 65,535 entries.
func toZip64(data []byte) []byte {
	endAt := bytes.LastIndex(data, []byte("PK\x05\x06"))
	end := data[endAt:]
	count := binary.LittleEndian.Uint16(end[10:])
	dirSize := binary.LittleEndian.Uint32(end[12:])
	dirOff := binary.LittleEndian.Uint32(end[16:])
	dir := append([]byte(nil), data[dirOff:endAt]...)
	// first central entry: sizes and offset into a zip64 extra field
	nameLen := int(binary.LittleEndian.Uint16(dir[28:]))
	extraLen := int(binary.LittleEndian.Uint16(dir[30:]))
	extra := make([]byte, 4+24)
	binary.LittleEndian.PutUint16(extra, 1)
	binary.LittleEndian.PutUint16(extra[2:], 24)
	binary.LittleEndian.PutUint64(extra[4:], uint64(binary.LittleEndian.Uint32(dir[24:])))
	binary.LittleEndian.PutUint64(extra[12:], uint64(binary.LittleEndian.Uint32(dir[20:])))
	binary.LittleEndian.PutUint64(extra[20:], uint64(binary.LittleEndian.Uint32(dir[42:])))
	binary.LittleEndian.PutUint32(dir[20:], 0xFFFFFFFF)
	binary.LittleEndian.PutUint32(dir[24:], 0xFFFFFFFF)
	binary.LittleEndian.PutUint32(dir[42:], 0xFFFFFFFF)
	binary.LittleEndian.PutUint16(dir[30:], uint16(extraLen+len(extra)))
	head := 46 + nameLen + extraLen
	dir = append(dir[:head], append(extra, dir[head:]...)...)
	dirSize += uint32(len(extra))

	var b bytes.Buffer
	b.Write(data[:dirOff])
	b.Write(dir)
	rec64 := b.Len()
	var r [56]byte
	binary.LittleEndian.PutUint32(r[:], 0x06064b50)
	binary.LittleEndian.PutUint64(r[4:], 44)
	binary.LittleEndian.PutUint16(r[12:], 45)
	binary.LittleEndian.PutUint16(r[14:], 45)
	binary.LittleEndian.PutUint64(r[24:], uint64(count))
	binary.LittleEndian.PutUint64(r[32:], uint64(count))
	binary.LittleEndian.PutUint64(r[40:], uint64(dirSize))
	binary.LittleEndian.PutUint64(r[48:], uint64(dirOff))
	b.Write(r[:])
	var loc [20]byte
	binary.LittleEndian.PutUint32(loc[:], 0x07064b50)
	binary.LittleEndian.PutUint64(loc[8:], uint64(rec64))
	binary.LittleEndian.PutUint32(loc[16:], 1)
	b.Write(loc[:])
	e := append([]byte(nil), end...)
	binary.LittleEndian.PutUint16(e[8:], 0xFFFF)
	binary.LittleEndian.PutUint16(e[10:], 0xFFFF)
	binary.LittleEndian.PutUint32(e[12:], 0xFFFFFFFF)
	binary.LittleEndian.PutUint32(e[16:], 0xFFFFFFFF)
	b.Write(e)
	return b.Bytes()
}

func TestZip64(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	data := toZip64(randomZip(rng, 3))
	if _, _, err := stdZip(data); err != nil {
		t.Fatalf("the test's zip64 is not valid for archive/zip: %v", err)
	}
	compareZips(t, data, true)
}

func TestZipCorruption(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	data := randomZip(rng, 3)
	entries, _, err := readZipDirectory(bytes.NewReader(data), int64(len(data)), 100)
	if err != nil {
		t.Fatal(err)
	}
	read := func(e zipEntry, d []byte) error {
		rc, err := openZipEntry(bytes.NewReader(d), int64(len(d)), e)
		if err != nil {
			return err
		}
		_, err = io.ReadAll(rc)
		return err
	}
	for _, tc := range []struct {
		name string
		edit func(e *zipEntry)
	}{
		{"CRC", func(e *zipEntry) { e.crc ^= 1 }},
		{"declared smaller", func(e *zipEntry) { e.size /= 2 }},
		{"declared larger", func(e *zipEntry) { e.size = e.size*2 + 1 }},
		{"encrypted", func(e *zipEntry) { e.flags |= 1 }},
		{"unknown method", func(e *zipEntry) { e.method = 12 }},
		{"offset past the end", func(e *zipEntry) { e.offset = uint64(len(data)) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := entries[0]
			if e.size < 10 {
				e = entries[1]
			}
			tc.edit(&e)
			if err := read(e, data); err == nil {
				t.Errorf("read without error")
			}
		})
	}
}

// FuzzZip: whatever the bytes, no panic, and when both readers read an
// archive they read the same entries and contents.
func FuzzZip(f *testing.F) {
	rng := rand.New(rand.NewSource(1))
	f.Add(randomZip(rng, 2))
	f.Add(toZip64(randomZip(rng, 2)))
	f.Add([]byte("PK\x05\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"))
	f.Fuzz(func(t *testing.T, data []byte) { compareZips(t, data, false) })
}
