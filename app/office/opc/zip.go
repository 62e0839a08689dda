package opc

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"path"
)

// zipWriter writes a zip archive (PKWARE APPNOTE 6.3: local headers,
// central directory, end record; no zip64, so at most 65,535 entries and
// 4 GiB, far past any document).
type zipWriter struct {
	buf     bytes.Buffer
	entries []zipEntry
	tmp     bytes.Buffer
}

// minDeflate is the smallest part worth deflating: a relationship part or
// a small XML part saves a few hundred bytes at most, and building its
// Huffman tables costs more than the rest of its writing (a document of 20
// charts has some 150 such parts).
const minDeflate = 1024

// stored are the extensions of parts that are compressed already (an
// embedded workbook is a zip): deflating them again costs time for nothing.
var stored = map[string]bool{".xlsx": true, ".png": true, ".jpeg": true, ".zip": true}

type zipEntry struct {
	name         string
	crc          uint32
	csize, usize uint32
	offset       uint32
	method       uint16
}

// dosDate is 1980-01-01 00:00 in MS-DOS form: the fixed date of every entry.
const dosDate, dosTime = 0x21, 0

func newZip() *zipWriter { return &zipWriter{} }

func (z *zipWriter) add(name string, data []byte) {
	e := zipEntry{name: name, crc: crc32.ChecksumIEEE(data), usize: uint32(len(data)), offset: uint32(z.buf.Len()), method: 8}
	body := data
	if stored[path.Ext(name)] || len(data) < minDeflate {
		e.method = 0
	} else {
		z.tmp.Reset()
		flaterMu.Lock()
		if flater == nil {
			flater, _ = flate.NewWriter(&z.tmp, flate.BestSpeed)
		} else {
			flater.Reset(&z.tmp)
		}
		flater.Write(data)
		flater.Close()
		flater.Reset(nil) // hold no reference to this package's buffer
		flaterMu.Unlock()
		body = z.tmp.Bytes()
		if len(body) >= len(data) {
			e.method, body = 0, data // stored: deflate would not shrink it
		}
	}
	e.csize = uint32(len(body))
	var h [30]byte
	binary.LittleEndian.PutUint32(h[0:], 0x04034b50)
	binary.LittleEndian.PutUint16(h[4:], 20)    // version needed: 2.0
	binary.LittleEndian.PutUint16(h[6:], 1<<11) // UTF-8 names
	binary.LittleEndian.PutUint16(h[8:], e.method)
	binary.LittleEndian.PutUint16(h[10:], dosTime)
	binary.LittleEndian.PutUint16(h[12:], dosDate)
	binary.LittleEndian.PutUint32(h[14:], e.crc)
	binary.LittleEndian.PutUint32(h[18:], e.csize)
	binary.LittleEndian.PutUint32(h[22:], e.usize)
	binary.LittleEndian.PutUint16(h[26:], uint16(len(name)))
	z.buf.Write(h[:])
	z.buf.WriteString(name)
	z.buf.Write(body)
	z.entries = append(z.entries, e)
}

// ErrTooLarge says a package passed the zip's 32-bit sizes.
var ErrTooLarge = errors.New("opc: the package is larger than a zip without zip64 holds")

func (z *zipWriter) close() ([]byte, error) {
	if len(z.entries) > 0xffff || z.buf.Len() > 0xffffffff-(1<<20) {
		return nil, ErrTooLarge
	}
	start := z.buf.Len()
	for _, e := range z.entries {
		var h [46]byte
		binary.LittleEndian.PutUint32(h[0:], 0x02014b50)
		binary.LittleEndian.PutUint16(h[4:], 20) // made by: MS-DOS, 2.0
		binary.LittleEndian.PutUint16(h[6:], 20)
		binary.LittleEndian.PutUint16(h[8:], 1<<11)
		binary.LittleEndian.PutUint16(h[10:], e.method)
		binary.LittleEndian.PutUint16(h[12:], dosTime)
		binary.LittleEndian.PutUint16(h[14:], dosDate)
		binary.LittleEndian.PutUint32(h[16:], e.crc)
		binary.LittleEndian.PutUint32(h[20:], e.csize)
		binary.LittleEndian.PutUint32(h[24:], e.usize)
		binary.LittleEndian.PutUint16(h[28:], uint16(len(e.name)))
		binary.LittleEndian.PutUint32(h[42:], e.offset)
		z.buf.Write(h[:])
		z.buf.WriteString(e.name)
	}
	var end [22]byte
	binary.LittleEndian.PutUint32(end[0:], 0x06054b50)
	binary.LittleEndian.PutUint16(end[8:], uint16(len(z.entries)))
	binary.LittleEndian.PutUint16(end[10:], uint16(len(z.entries)))
	binary.LittleEndian.PutUint32(end[12:], uint32(z.buf.Len()-start))
	binary.LittleEndian.PutUint32(end[16:], uint32(start))
	z.buf.Write(end[:])
	return z.buf.Bytes(), nil
}
