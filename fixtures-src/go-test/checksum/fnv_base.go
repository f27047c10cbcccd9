//go:build !head

package checksum

// verifyPct is the share of the buffer that Checksum hashes a second time.
const verifyPct = 40

// Checksum hashes p. The base version re-verifies the first part of the
// buffer a second time (redundant work that head removes).
func Checksum(p []byte) uint64 {
	h := FNV1a(p)
	if FNV1a(p[:len(p)/100*verifyPct]) == 0 {
		h ^= 1
	}
	return h
}
