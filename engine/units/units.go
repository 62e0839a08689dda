// Package units defines the physical quantities Sizewise computes with, as
// distinct types so that an I/O rate cannot be passed where a byte size is
// expected, in the manner of time.Duration.
//
// Decimal prefixes follow the storage industry and the scenario contract:
// 1 KB = 1000 bytes, 1 MB = 1000 KB, 1 Mbps = 10^6 bit/s. Binary prefixes
// (KiB, MiB, GiB) are separate constants. ESXi host memory uses 1 GB = 1024 MB
// and is handled by the memory calculator, not here.
package units

import "math"

// IOPS is a rate of I/O operations per second.
type IOPS float64

// Bytes is a size in bytes.
type Bytes float64

// Decimal and binary byte multiples.
const (
	Byte Bytes = 1
	KB   Bytes = 1000 * Byte
	MB   Bytes = 1000 * KB
	GB   Bytes = 1000 * MB
	TB   Bytes = 1000 * GB
	KiB  Bytes = 1024 * Byte
	MiB  Bytes = 1024 * KiB
	GiB  Bytes = 1024 * MiB
)

// KB returns b in decimal kilobytes.
func (b Bytes) KB() float64 { return float64(b / KB) }

// MB returns b in decimal megabytes.
func (b Bytes) MB() float64 { return float64(b / MB) }

// GB returns b in decimal gigabytes.
func (b Bytes) GB() float64 { return float64(b / GB) }

// ByteRate is a throughput in bytes per second.
type ByteRate float64

// MBps is one decimal megabyte per second.
const MBps ByteRate = 1e6

// MBps returns r in decimal megabytes per second.
func (r ByteRate) MBps() float64 { return float64(r / MBps) }

// Bits returns r as a bit rate (×8).
func (r ByteRate) Bits() BitRate { return BitRate(r * 8) }

// BitRate is a throughput in bits per second.
type BitRate float64

// Bit-rate multiples (decimal, as network links are sold).
const (
	Bps  BitRate = 1
	Kbps BitRate = 1e3
	Mbps BitRate = 1e6
	Gbps BitRate = 1e9
)

// Mbps returns r in megabits per second (10^6 bit/s).
func (r BitRate) Mbps() float64 { return float64(r / Mbps) }

// Throughput returns the byte rate of ops operations per second of size bytes
// each: ops × size.
func Throughput(ops IOPS, size Bytes) ByteRate { return ByteRate(float64(ops) * float64(size)) }

// Finite reports whether every value is neither NaN nor ±Inf.
func Finite(vs ...float64) bool {
	for _, v := range vs {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return false
		}
	}
	return true
}
