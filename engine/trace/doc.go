// Package trace reads block-I/O traces as a stream of Requests, in constant
// memory, from any io.Reader (a file natively, a browser File's bytes in
// WASM). The formats are those of docs/contract.md §4, all little-endian:
//
//   - vscsi: VMware vSCSI traces (vscsiStats -t). Version 1 records are 32
//     bytes: u32 serial, u32 length (bytes), u32 scatter-gather count, u16
//     SCSI command, u16 version (high byte 1), u64 LBN (512-byte sectors),
//     u64 timestamp (µs). Version 2 records are 40 bytes: u16 command, u16
//     version (high byte 2), u32 serial, u32 length, u32 sg count, u64 LBN,
//     u64 timestamp, u64 response time. The version is read from the first
//     two records as libCacheSim does (version 2 is tried first), and every
//     later record must carry the same version byte.
//   - oracle-general: libCacheSim's oracleGeneral binary, 24-byte records:
//     u32 timestamp, u64 object id, u32 object size, i64 next access
//     (ignored). Every request is a read of that object; LBN holds the object
//     id.
//   - csv: a header naming the columns time, op, size and lbn (any order,
//     case-insensitive, extra columns ignored), then one request per line;
//     op is the SCSI command in hexadecimal ("28" or "0x28"), size is in
//     bytes, lbn in 512-byte sectors, time an integer (a fraction is
//     truncated).
//
// SCSI READ(6/10/12/16) = 0x08/0x28/0xA8/0x88 are reads, WRITE(6/10/12/16) =
// 0x0A/0x2A/0xAA/0x8A are writes, any other command is Other.
//
// Detect (and NewReader with Auto) recognises the format from the first
// bytes (up to 64 KiB, so a CSV header may be that long): a CSV header, else
// the vSCSI version bytes, else oracle-general records whose next-access
// field is plausible.
//
// Next returns one request at a time; ReadBatch fills a slice, decoding
// binary records in bulk straight from the read buffer (same requests and
// errors, faster). Lengths are at most MaxSize (2^32 − 1 bytes) in every
// format; LimitSize lowers the limit (vSAN-mode replay refuses requests over
// 32 MiB, so that its cost follows the records in the file, not the lengths
// they declare).
//
// A truncated, empty or foreign input gives an *Error naming the record (and
// the line for CSV, the byte offset for binary formats) and what is wrong;
// readers never panic on bad bytes. Callers add the file name.
package trace
