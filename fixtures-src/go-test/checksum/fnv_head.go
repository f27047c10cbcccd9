//go:build head

package checksum

// Checksum hashes p (head: the redundant re-verification pass is gone).
func Checksum(p []byte) uint64 {
	return FNV1a(p)
}
