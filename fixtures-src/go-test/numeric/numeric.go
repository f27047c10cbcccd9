// Package numeric holds kernels that are identical in base and head
// (the "unchanged" benchmarks of the go-test fixture for bench-verdict).
package numeric

// Primes returns the primes <= limit, found by trial division.
func Primes(limit uint32) []uint32 {
	var out []uint32
	for n := uint32(2); n <= limit; n++ {
		prime := true
		for d := uint32(2); d*d <= n; d++ {
			if n%d == 0 {
				prime = false
				break
			}
		}
		if prime {
			out = append(out, n)
		}
	}
	return out
}

// SplitMix returns the sum of the first n outputs of the SplitMix64
// generator seeded with seed (an integer multiply/xor-shift dependency chain).
func SplitMix(seed uint64, n int) uint64 {
	var sum uint64
	for i := 0; i < n; i++ {
		seed += 0x9e3779b97f4a7c15
		z := seed
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		sum += z ^ (z >> 31)
	}
	return sum
}
