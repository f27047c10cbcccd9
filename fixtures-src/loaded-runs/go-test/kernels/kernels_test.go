package kernels

import "testing"

var buf = func() []byte {
	b := make([]byte, 8192)
	s := uint64(7)
	for i := range b {
		s ^= s << 13
		s ^= s >> 7
		s ^= s << 17
		b[i] = byte(s >> 24)
	}
	return b
}()

var sink uint64

func BenchmarkCrc32(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += uint64(Crc32(buf[:4096]))
	}
}

func BenchmarkFnv1a(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Fnv1a(buf)
	}
}

func BenchmarkPrimes(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += uint64(Primes(20000))
	}
}

func BenchmarkNewton(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += uint64(Newton(20000))
	}
}
