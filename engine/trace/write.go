package trace

import (
	"encoding/binary"
	"fmt"
	"math"
)

// AppendVSCSI appends r as a vSCSI record of version 1 or 2 (serial,
// scatter-gather count and response time 0). It panics on another version.
func AppendVSCSI(dst []byte, version int, r Request) []byte {
	le := binary.LittleEndian
	var b [40]byte
	switch version {
	case 1:
		le.PutUint32(b[4:], uint32(r.Size))
		le.PutUint16(b[12:], r.Cmd)
		le.PutUint16(b[14:], 0x0100)
		le.PutUint64(b[16:], r.LBN)
		le.PutUint64(b[24:], r.Time)
		return append(dst, b[:32]...)
	case 2:
		le.PutUint16(b[0:], r.Cmd)
		le.PutUint16(b[2:], 0x0200)
		le.PutUint32(b[8:], uint32(r.Size))
		le.PutUint64(b[16:], r.LBN)
		le.PutUint64(b[24:], r.Time)
		return append(dst, b[:40]...)
	}
	panic(fmt.Sprintf("trace: vSCSI version %d is not 1 or 2", version))
}

// AppendOracleGeneral appends r as an oracle-general record (object id =
// r.LBN, next access -1).
func AppendOracleGeneral(dst []byte, r Request) []byte {
	le := binary.LittleEndian
	var b [24]byte
	le.PutUint32(b[0:], uint32(r.Time))
	le.PutUint64(b[4:], r.LBN)
	le.PutUint32(b[12:], uint32(r.Size))
	le.PutUint64(b[16:], math.MaxUint64) // -1
	return append(dst, b[:]...)
}
