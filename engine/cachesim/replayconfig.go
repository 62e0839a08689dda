package cachesim

import (
	"strconv"

	"github.com/sizewise/sizewise/engine/cache"
	"github.com/sizewise/sizewise/engine/msg"
)

// Mode is how a replay maps requests to cache accesses (docs/contract.md §4).
type Mode string

// MaxRequestBytes is the longest read a vSAN-mode replay accepts: 32 MiB,
// about ESXi's largest I/O (Disk.DiskMaxIOSize, 32,767 KB by default), so a
// longer length is a corrupt record. With lines of at least MinLine, one
// record costs at most 8,193 line accesses per size: replay time follows
// the records in the file, not the lengths they declare.
const MaxRequestBytes = 32 << 20

// MinLine is the smallest vSAN-mode cache line a replay accepts: 4 KiB.
const MinLine = 4 << 10

// MaxModels bounds the caches one replay simulates (policies × sizes): 64,
// a miss-ratio curve of 20 sizes under all three policies with room to
// spare. Each model keeps its own cache, so memory and work grow with
// their number (1,000 sizes ran out of memory on a small trace).
const MaxModels = 64

// ReplayConfig is what to simulate: every policy at every size.
type ReplayConfig struct {
	Mode     Mode
	Policies []cache.Policy
	// Sizes are cache sizes: bytes (objects in object mode with UnitSize).
	// In vSAN mode the read cache holds floor(size / Line) lines.
	Sizes    []int64
	UnitSize bool     // object mode only
	Geometry Geometry // vSAN mode only
	Fill     Fill     // vSAN mode only ("" is FillNeeded)
	// Sample is the sampling rate: 0 or 1 replays every request exactly;
	// 0 < Sample < 1 estimates every result from a miniature simulation of
	// a spatial sample of the keys (see Sampler and SampleModulus).
	Sample float64
	// MeanSize is the mean request size in bytes that turns a byte
	// capacity into objects for MinSampledUnits (object mode with sizes,
	// sampled; 0: DefaultMeanSize).
	MeanSize int64
}

// DefaultMeanSize is the mean request size a sampled object-mode replay
// assumes when it is not told one: 4 KiB, a block.
const DefaultMeanSize = 4 << 10

// Sampled reports whether c estimates its results from a sample.
func (c ReplayConfig) Sampled() bool { return c.Sample > 0 && c.Sample < 1 }

// Validate says what is wrong with c, if anything (NewReplay calls it).
func (c ReplayConfig) Validate() error {
	switch c.Mode {
	case ObjectMode:
	case VSANMode:
		if c.UnitSize {
			return problem(FieldUnitSize, errUnitSizeVSAN)
		}
		if c.Geometry.Line < 1 || c.Geometry.Chunk < 1 || c.Geometry.Chunk > c.Geometry.Line {
			return problem(FieldChunk, errLineChunk, digits(c.Geometry.Line), digits(c.Geometry.Chunk))
		}
		if c.Geometry.Line < MinLine {
			return problem(FieldLine, errLineBelowMin, digits(c.Geometry.Line), digits(MinLine))
		}
	default:
		return problem(FieldMode, errUnknownMode, msg.Code(strconv.Quote(string(c.Mode))))
	}
	if len(c.Policies) == 0 {
		return problem(FieldPolicy, errNoPolicy)
	}
	for _, p := range c.Policies {
		if _, err := cache.ParsePolicy(string(p)); err != nil {
			return &Error{Field: FieldPolicy, Msg: err.(*cache.Error).Msg}
		}
	}
	if len(c.Sizes) == 0 {
		return problem(FieldCacheSize, errNoSize)
	}
	if c.Sample != 0 {
		if err := CheckSampleRate(c.Sample); err != nil {
			return err
		}
	}
	if n := len(c.Policies) * len(c.Sizes); n > MaxModels {
		return problem(FieldCacheSize, errTooManyModels, msg.Int(len(c.Policies)), msg.Int(len(c.Sizes)), msg.Int(n), msg.Int(MaxModels))
	}
	for _, s := range c.Sizes {
		if s < 0 {
			return problem(FieldCacheSize, errNegative, digits(s))
		}
	}
	if c.Mode == VSANMode {
		if err := c.Geometry.Check(); err != nil {
			return err
		}
		if _, err := ParseFill(string(c.Fill)); err != nil {
			return err
		}
	}
	return nil
}

// capacity is the cache capacity for size: lines in vSAN mode, else size.
func (c ReplayConfig) capacity(size int64) int64 {
	if c.Mode == VSANMode {
		return size / c.Geometry.Line
	}
	return size
}
