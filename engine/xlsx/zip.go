package xlsx

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"fmt"
	"hash"
	"hash/crc32"
	"io"
)

// The zip container (PKWARE, "APPNOTE.TXT – .ZIP File Format
// Specification", version 6.3.10, 2022), read from its central directory:
// stored and deflated entries, zip64 sizes and offsets, CRC-32 checked. It
// replaces archive/zip, which added about 65 KB (brotli) to app.wasm for
// what a workbook needs (directory, inflate, checksum); archive/zip checks
// it in the tests, entry for entry.

// zipEntry is one entry of the central directory.
type zipEntry struct {
	name     string
	flags    uint16
	method   uint16
	crc      uint32
	compSize uint64
	size     uint64 // uncompressed, as declared
	offset   uint64 // of its local header
}

var errZipFormat = errors.New("not a valid zip file")

const (
	sigLocal   = 0x04034b50
	sigCentral = 0x02014b50
	sigEnd     = 0x06054b50
	sigEnd64   = 0x06064b50
	sigLoc64   = 0x07064b50
)

// readZipDirectory reads the central directory of the zip of size bytes
// behind r. It refuses more than maxEntries entries before reading them
// (a directory of millions of entries is a bomb of its own). ok is false
// when there is no end-of-directory record (a truncated or foreign file);
// err reports a directory that is present but wrong.
func readZipDirectory(r io.ReaderAt, size, maxEntries int64) (entries []zipEntry, count uint64, err error) {
	const endLen, maxComment = 22, 65535
	if size < endLen {
		return nil, 0, errZipFormat
	}
	tail := min(size, endLen+maxComment)
	buf := make([]byte, tail)
	if _, err := r.ReadAt(buf, size-tail); err != nil && err != io.EOF {
		return nil, 0, err
	}
	// the last end record whose comment fits in the file
	at := -1
	for i := len(buf) - endLen; i >= 0; i-- {
		if binary.LittleEndian.Uint32(buf[i:]) == sigEnd && i+endLen+int(binary.LittleEndian.Uint16(buf[i+20:])) <= len(buf) {
			at = i
			break
		}
	}
	if at < 0 {
		return nil, 0, errZipFormat
	}
	end := buf[at:]
	count = uint64(binary.LittleEndian.Uint16(end[10:]))
	dirSize := uint64(binary.LittleEndian.Uint32(end[12:]))
	dirOff := uint64(binary.LittleEndian.Uint32(end[16:]))
	endPos := size - tail + int64(at)
	if count == 0xFFFF || dirSize == 0xFFFFFFFF || dirOff == 0xFFFFFFFF {
		// zip64: a locator just before the end record points at the zip64 end record
		var loc [20]byte
		if endPos < 20 {
			return nil, 0, errZipFormat
		}
		if _, err := r.ReadAt(loc[:], endPos-20); err != nil || binary.LittleEndian.Uint32(loc[:]) != sigLoc64 {
			return nil, 0, errZipFormat
		}
		off := binary.LittleEndian.Uint64(loc[8:])
		var rec [56]byte
		if off > uint64(size)-56 || size < 56 {
			return nil, 0, errZipFormat
		}
		if _, err := r.ReadAt(rec[:], int64(off)); err != nil || binary.LittleEndian.Uint32(rec[:]) != sigEnd64 {
			return nil, 0, errZipFormat
		}
		count = binary.LittleEndian.Uint64(rec[32:])
		dirSize = binary.LittleEndian.Uint64(rec[40:])
		dirOff = binary.LittleEndian.Uint64(rec[48:])
	}
	if count > uint64(maxEntries) {
		return nil, count, nil
	}
	if dirOff > uint64(size) || dirSize > uint64(size)-dirOff || count*46 > dirSize {
		return nil, 0, errZipFormat
	}
	dir := make([]byte, dirSize)
	if _, err := r.ReadAt(dir, int64(dirOff)); err != nil && !(err == io.EOF && len(dir) == 0) {
		return nil, 0, errZipFormat
	}
	entries = make([]zipEntry, 0, count)
	for k := uint64(0); k < count; k++ {
		if len(dir) < 46 || binary.LittleEndian.Uint32(dir) != sigCentral {
			return nil, 0, errZipFormat
		}
		e := zipEntry{
			flags:    binary.LittleEndian.Uint16(dir[8:]),
			method:   binary.LittleEndian.Uint16(dir[10:]),
			crc:      binary.LittleEndian.Uint32(dir[16:]),
			compSize: uint64(binary.LittleEndian.Uint32(dir[20:])),
			size:     uint64(binary.LittleEndian.Uint32(dir[24:])),
			offset:   uint64(binary.LittleEndian.Uint32(dir[42:])),
		}
		nameLen := int(binary.LittleEndian.Uint16(dir[28:]))
		extraLen := int(binary.LittleEndian.Uint16(dir[30:]))
		commentLen := int(binary.LittleEndian.Uint16(dir[32:]))
		if 46+nameLen+extraLen+commentLen > len(dir) {
			return nil, 0, errZipFormat
		}
		e.name = string(dir[46 : 46+nameLen])
		extra := dir[46+nameLen : 46+nameLen+extraLen]
		// zip64 extended information (header id 1): the fields that were
		// 0xFFFFFFFF, in this order
		for len(extra) >= 4 {
			id, n := binary.LittleEndian.Uint16(extra), int(binary.LittleEndian.Uint16(extra[2:]))
			if 4+n > len(extra) {
				break
			}
			if id == 1 {
				f := extra[4 : 4+n]
				for _, p := range []*uint64{&e.size, &e.compSize, &e.offset} {
					if *p == 0xFFFFFFFF {
						if len(f) < 8 {
							return nil, 0, errZipFormat
						}
						*p = binary.LittleEndian.Uint64(f)
						f = f[8:]
					}
				}
			}
			extra = extra[4+n:]
		}
		entries = append(entries, e)
		dir = dir[46+nameLen+extraLen+commentLen:]
	}
	return entries, count, nil
}

// openZipEntry opens an entry for reading: its data follows its local
// header; deflated data is inflated. The reader fails on more data than the
// entry declares (a lying directory is a zip bomb), on less, and on a CRC
// mismatch.
func openZipEntry(r io.ReaderAt, size int64, e zipEntry) (io.ReadCloser, error) {
	if e.flags&1 != 0 {
		return nil, errors.New("encrypted entry")
	}
	var h [30]byte
	if e.offset > uint64(size) || uint64(size)-e.offset < 30 {
		return nil, errZipFormat
	}
	if _, err := r.ReadAt(h[:], int64(e.offset)); err != nil || binary.LittleEndian.Uint32(h[:]) != sigLocal {
		return nil, errZipFormat
	}
	data := e.offset + 30 + uint64(binary.LittleEndian.Uint16(h[26:])) + uint64(binary.LittleEndian.Uint16(h[28:]))
	if data > uint64(size) || e.compSize > uint64(size)-data {
		return nil, errZipFormat
	}
	raw := io.NewSectionReader(r, int64(data), int64(e.compSize))
	var rc io.ReadCloser
	switch e.method {
	case 0:
		if e.compSize != e.size {
			return nil, errZipFormat
		}
		rc = io.NopCloser(raw)
	case 8:
		rc = flate.NewReader(raw)
	default:
		return nil, fmt.Errorf("compression method %d", e.method)
	}
	return &checkReader{rc: rc, want: e.size, crc: e.crc, h: crc32.NewIEEE()}, nil
}

// checkReader counts and checksums an entry's data.
type checkReader struct {
	rc   io.ReadCloser
	want uint64
	n    uint64
	crc  uint32
	h    hash.Hash32
	err  error
}

func (c *checkReader) Read(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	// never read past the declared size (plus one byte to notice it)
	if left := c.want + 1 - c.n; uint64(len(p)) > left {
		p = p[:left]
	}
	n, err := c.rc.Read(p)
	c.n += uint64(n)
	c.h.Write(p[:n])
	switch {
	case c.n > c.want:
		c.err = errors.New("more data than the zip directory declares")
		return n, c.err
	case err == io.EOF:
		if c.n != c.want {
			c.err = io.ErrUnexpectedEOF
		} else if c.h.Sum32() != c.crc {
			c.err = errors.New("checksum error")
		} else {
			c.err = io.EOF
		}
		return n, c.err
	case err != nil:
		if err == io.ErrUnexpectedEOF || errors.Is(err, io.ErrUnexpectedEOF) {
			err = io.ErrUnexpectedEOF
		}
		c.err = err
		return n, err
	}
	return n, nil
}

func (c *checkReader) Close() error { return c.rc.Close() }

// isZipEnd reports whether b starts like a zip (a local header or an empty
// archive's end record).
func isZipStart(b []byte) bool {
	return bytes.HasPrefix(b, []byte("PK\x03\x04")) || bytes.HasPrefix(b, []byte("PK\x05\x06"))
}
