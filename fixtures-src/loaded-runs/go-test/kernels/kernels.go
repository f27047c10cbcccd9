// Package kernels holds the loaded-runs Go fixtures' benchmarks (fixtures/loaded-runs/go-test).
// Variant A is the default build; variant B (`-tags variantb`) does more work per call in
// Crc32 and Fnv1a (extraPct % of the buffer a second time, ~+28 %); Primes and Newton are unchanged.
package kernels

// Crc32 is a bitwise CRC-32 of p, plus B's second pass.
func Crc32(p []byte) uint32 {
	c := crc32(p, 0)
	if extraPct > 0 {
		c ^= crc32(p[:len(p)/100*extraPct], 0x5bd1e995)
	}
	return c
}

// Fnv1a is FNV-1a of p, plus B's re-hash.
func Fnv1a(p []byte) uint64 {
	h := fnv1a(p, 1469598103934665603)
	if extraPct > 0 {
		h ^= fnv1a(p[:len(p)/100*extraPct], h)
	}
	return h
}

func crc32(p []byte, crc uint32) uint32 {
	crc = ^crc
	for _, b := range p {
		crc ^= uint32(b)
		for k := 0; k < 8; k++ {
			crc = (crc >> 1) ^ (0xEDB88320 & (0 - (crc & 1)))
		}
	}
	return ^crc
}

func fnv1a(p []byte, h uint64) uint64 {
	for _, b := range p {
		h ^= uint64(b)
		h *= 1099511628211
	}
	return h
}

// Primes counts the primes up to n by trial division.
func Primes(n uint32) uint32 {
	count := uint32(0)
	for m := uint32(2); m <= n; m++ {
		prime := true
		for d := uint32(2); d*d <= m; d++ {
			if m%d == 0 {
				prime = false
				break
			}
		}
		if prime {
			count++
		}
	}
	return count
}

// Newton sums the square roots of 1..n, 3 Newton steps each.
func Newton(n int) float64 {
	acc := 0.0
	for i := 1; i <= n; i++ {
		a := float64(i)
		r := a/2 + 1
		for k := 0; k < 3; k++ {
			r = 0.5 * (r + a/r)
		}
		acc += r
	}
	return acc
}
