// Package xlsx is a minimal streaming reader of Office Open XML workbooks
// (.xlsx), on the standard library alone, and small in app.wasm: its own
// zip directory reader (inflate by compress/flate, checksums by hash/crc32)
// and its own XML tokenizer, both checked against archive/zip and
// encoding/xml by differential tests (those two packages added about 65 KB
// and 10 KB of brotli to app.wasm, and encoding/xml allocated eight times
// the bytes and took twice the time on a 5,000-VM export). It reads what an
// inventory export holds:
// sheet names (xl/workbook.xml and its relationships), shared strings,
// inline strings, numbers, booleans, errors, formulas by their cached value
// (<f> with <v>), dates (Excel serial numbers in the 1900 or 1904 system,
// recognised by the cell's number format, and ISO 8601 cells of type "d"),
// and sparse rows and cells placed by their references ("AB12"), never by
// position.
//
// Rows are streamed: a sheet is decompressed and tokenised as Next is
// called, one row in memory at a time. Only the shared-string table is held
// whole (cells refer to it by index).
//
// # Limits
//
// A workbook is untrusted input (a zip bomb is a few kilobytes), so every
// size is bounded and checked while reading, not only against the sizes the
// zip directory declares (DefaultLimits):
//
//   - MaxFile, 64 MiB: the .xlsx file itself. An RVTools export of 10,000
//     VMs is about 10 MB; a larger file is refused before it is read.
//   - MaxParts, 10,000: entries in the zip directory (read from the end
//     record before the directory is parsed).
//   - MaxPart, 256 MiB: the uncompressed size of one part (a sheet's XML).
//   - MaxTotal, 1 GiB: the uncompressed bytes of all parts read.
//   - MaxToken, 1 MiB: the bytes of one XML token (a text run or a tag);
//     Excel caps a cell at 32,767 characters.
//   - MaxRows, 1,048,576: rows of one sheet (Excel's own maximum), and
//     columns up to XFD (16,384).
//   - MaxStrings, 4,000,000: entries of the shared-string table.
//   - MaxCell, 128 KiB: the text of one cell, all its runs together
//     (shared or inline); Excel writes at most 32,767 characters, 98,301
//     bytes of UTF-8.
//
// A zip directory that names two entries alike (ignoring case, as the
// parts are looked up) is refused as damaged: which of them a reader takes
// differs from reader to reader.
//
// The format is ECMA-376, "Office Open XML File Formats", Part 1 (Ecma
// International, 5th edition, 2016): §18.3.1.4 c (Cell), §18.3.1.73 row,
// §18.4 Shared String Table, §18.8.30 numFmt, §18.17.4.1 date systems,
// §22.9.2.19 ST_Xstring (the _xHHHH_ escapes).
package xlsx
