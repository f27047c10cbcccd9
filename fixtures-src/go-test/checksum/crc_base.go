//go:build !head

package checksum

// CRC32 returns the CRC-32 of p.
func CRC32(p []byte) uint32 {
	return CRC32Bitwise(p, 0)
}
