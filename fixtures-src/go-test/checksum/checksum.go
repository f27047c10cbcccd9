// Package checksum holds the kernels of the go-test fixture for bench-verdict.
//
// Base and head differ only in files selected by the "head" build tag:
//
//	fnv_base.go / fnv_head.go : head drops a redundant re-verification pass (FASTER)
//	crc_base.go / crc_head.go : head adds a "paranoid" second CRC pass (SLOWER)
package checksum

// FNV1a returns the 64-bit FNV-1a hash of p.
func FNV1a(p []byte) uint64 {
	h := uint64(14695981039346656037)
	for _, b := range p {
		h ^= uint64(b)
		h *= 1099511628211
	}
	return h
}

// CRC32Bitwise is a table-free, branch-free CRC-32 (IEEE) of p, continuing from crc.
func CRC32Bitwise(p []byte, crc uint32) uint32 {
	crc = ^crc
	for _, b := range p {
		crc ^= uint32(b)
		for k := 0; k < 8; k++ {
			crc = (crc >> 1) ^ (0xEDB88320 & -(crc & 1))
		}
	}
	return ^crc
}

// RandomBytes returns n deterministic pseudo-random bytes.
func RandomBytes(n int, seed uint64) []byte {
	v := make([]byte, n)
	for i := range v {
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		v[i] = byte(seed >> 24)
	}
	return v
}
