//go:build head

package checksum

// extraPct is the share of the buffer that head's "paranoid" mode CRCs again.
const extraPct = 30

// CRC32 returns the CRC-32 of p, xor-ed with a second "paranoid" CRC of the
// first part of p under another seed (head: extra work, SLOWER).
func CRC32(p []byte) uint32 {
	c := CRC32Bitwise(p, 0)
	c ^= CRC32Bitwise(p[:len(p)/100*extraPct], 0x5bd1e995)
	return c
}
